#pragma once

#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

// Marks an English message pattern as one the interface translates: lupdate
// collects these as QT_TRANSLATE_NOOP (app/CMakeLists.txt), and the core
// itself stays free of Qt.
#define TAVLEYA_MESSAGE(context, pattern) pattern

namespace tavleya {

// `pattern` with %1 … %9 replaced by `args` (one pass: text in an argument is
// never read as a marker).
std::string fillPattern(std::string_view pattern, std::span<const std::string> args);

// What went wrong with some input, in words a user can act on. `column` is
// the 1-based character position in the text that was read (0 if none).
// `message` is the English text. A message the interface can translate also
// keeps its `pattern` (marked with TAVLEYA_MESSAGE in the context "core") and
// its `args`: squares, moves, numbers, names — data, never words.
struct Error {
    std::string message;
    int column = 0;
    std::string_view pattern = {};
    std::vector<std::string> args = {};

    static Error translatable(std::string_view pattern, std::vector<std::string> args,
                              int column = 0) {
        Error e{{}, column, pattern, std::move(args)};
        e.message = fillPattern(pattern, e.args);
        return e;
    }
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
