#pragma once

#include <string>
#include <utility>
#include <variant>

namespace tavleya {

// What went wrong with some input, in words a user can act on. `column` is
// the 1-based character position in the text that was read (0 if none).
struct Error {
    std::string message;
    int column = 0;
};

// Either a value or an Error: parsers return this instead of throwing, so bad
// input can never crash the program.
template <typename T>
class Result {
public:
    Result(T value) : content_(std::move(value)) {}
    Result(Error error) : content_(std::move(error)) {}

    bool ok() const { return content_.index() == 0; }
    explicit operator bool() const { return ok(); }
    const T& value() const& { return std::get<0>(content_); }
    T& value() & { return std::get<0>(content_); }
    T&& value() && { return std::get<0>(std::move(content_)); }
    const T& operator*() const& { return value(); }
    const T* operator->() const { return &value(); }
    const Error& error() const { return std::get<1>(content_); }

private:
    std::variant<T, Error> content_;
};

}  // namespace tavleya
