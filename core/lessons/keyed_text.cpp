#include "lessons/keyed_text.h"

namespace tavleya {

namespace {

std::string_view trimmed(std::string_view text) {
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\r'))
        text.remove_suffix(1);
    return text;
}

}  // namespace

Error errorAt(int line, const std::string& what) {
    return Error{"line " + std::to_string(line) + ": " + what};
}

Result<std::vector<KeyedEntry>> readKeyedText(std::string_view text) {
    std::vector<KeyedEntry> entries;
    int line = 0;
    while (!text.empty()) {
        ++line;
        const auto end = std::min(text.find('\n'), text.size());
        const std::string_view raw = text.substr(0, end);
        text.remove_prefix(std::min(end + 1, text.size()));
        const std::string_view content = trimmed(raw);
        if (content.empty() || content.starts_with('#')) continue;
        if (raw.front() == ' ' || raw.front() == '\t') {
            if (entries.empty()) return errorAt(line, "an indented line goes on from no field");
            std::string& value = entries.back().value;
            value += (value.empty() ? "" : " ") + std::string(content);
            continue;
        }
        const auto colon = content.find(':');
        if (colon == std::string_view::npos)
            return errorAt(line, "“" + std::string(content) + "” is not “key: value”");
        entries.push_back({std::string(trimmed(content.substr(0, colon))),
                           std::string(trimmed(content.substr(colon + 1))), line});
    }
    return entries;
}

}  // namespace tavleya
