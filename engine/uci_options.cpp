#include "uci_options.h"

#include <algorithm>
#include <cctype>
#include <charconv>

namespace tavleya::engine {

namespace {

std::string lowered(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::string quoted(const std::string& value) {
    return "'" + value + "'";
}

}  // namespace

void UciOptions::addSpin(std::string name, int initial, int min, int max,
                         std::function<void(int)> apply) {
    const std::string declaration = "option name " + name + " type spin default " +
                                    std::to_string(initial) + " min " + std::to_string(min) +
                                    " max " + std::to_string(max);
    auto set = [name, min, max, apply = std::move(apply)](const std::string& value) {
        int n = 0;
        const char* end = value.data() + value.size();
        const auto [stop, error] = std::from_chars(value.data(), end, n);
        if (error != std::errc() || stop != end || n < min || n > max)
            return name + " takes " +
                   (min == max ? "only " + std::to_string(min)
                               : "a whole number from " + std::to_string(min) + " to " +
                                     std::to_string(max)) +
                   ", not " + quoted(value);
        apply(n);
        return std::string();
    };
    options_.push_back({std::move(name), declaration, std::move(set)});
}

void UciOptions::addCheck(std::string name, bool initial, std::function<void(bool)> apply) {
    const std::string declaration =
        "option name " + name + " type check default " + (initial ? "true" : "false");
    auto set = [name, apply = std::move(apply)](const std::string& value) {
        const std::string word = lowered(value);
        if (word != "true" && word != "false")
            return name + " takes true or false, not " + quoted(value);
        apply(word == "true");
        return std::string();
    };
    options_.push_back({std::move(name), declaration, std::move(set)});
}

void UciOptions::addCombo(std::string name, std::string initial, std::vector<std::string> choices,
                          std::function<void(const std::string&)> apply) {
    std::string declaration = "option name " + name + " type combo default " + initial;
    std::string listed;
    for (const std::string& choice : choices) {
        declaration += " var " + choice;
        listed += (listed.empty() ? "" : ", ") + choice;
    }
    auto set = [name, listed, choices = std::move(choices),
                apply = std::move(apply)](const std::string& value) {
        const auto chosen = std::find_if(choices.begin(), choices.end(), [&](const auto& c) {
            return lowered(c) == lowered(value);
        });
        if (chosen == choices.end())
            return name + " takes one of " + listed + ", not " + quoted(value);
        apply(*chosen);
        return std::string();
    };
    options_.push_back({std::move(name), std::move(declaration), std::move(set)});
}

std::vector<std::string> UciOptions::declarations() const {
    std::vector<std::string> out;
    for (const Option& option : options_) out.push_back(option.declaration);
    return out;
}

std::string UciOptions::set(std::string_view name, std::string_view value) const {
    const std::string wanted = lowered(name);
    for (const Option& option : options_)
        if (lowered(option.name) == wanted) return option.set(std::string(value));
    return "there is no option " + quoted(std::string(name));
}

}  // namespace tavleya::engine
