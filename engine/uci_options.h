#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace tavleya::engine {

// The options an engine offers over UCI, each declared once with its kind,
// default, range or choices and what setting it does, so that what "uci"
// lists and what "setoption" accepts cannot drift apart, and a value of
// the wrong kind or out of range is refused with the reason.
class UciOptions {
public:
    void addSpin(std::string name, int initial, int min, int max, std::function<void(int)> apply);
    void addCheck(std::string name, bool initial, std::function<void(bool)> apply);
    // `choices` are compared without regard to case, as UCI names are.
    void addCombo(std::string name, std::string initial, std::vector<std::string> choices,
                  std::function<void(const std::string&)> apply);

    // The "option name ..." lines, in the order the options were added.
    std::vector<std::string> declarations() const;
    // Sets the option called `name` (in any case) to `value`: an empty
    // string when done, otherwise what is wrong (and nothing changes).
    std::string set(std::string_view name, std::string_view value) const;

private:
    struct Option {
        std::string name;
        std::string declaration;
        std::function<std::string(const std::string&)> set;
    };
    std::vector<Option> options_;
};

}  // namespace tavleya::engine
