#include "perft_suite.h"

#include <charconv>

namespace tavleya {
namespace {

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
        s.remove_suffix(1);
    return s;
}

}  // namespace

Result<std::vector<PerftCase>> readPerftSuite(std::string_view text) {
    std::vector<PerftCase> cases;
    int lineNumber = 0;
    while (!text.empty()) {
        const auto eol = text.find('\n');
        const std::string_view line = text.substr(0, eol);
        text = eol == std::string_view::npos ? std::string_view{} : text.substr(eol + 1);
        ++lineNumber;
        if (trim(line).empty()) continue;

        PerftCase c;
        c.line = lineNumber;
        std::size_t start = 0;
        bool first = true;
        while (start <= line.size()) {
            const auto semi = line.find(';', start);
            const std::string_view part = trim(line.substr(start, semi - start));
            const int column = static_cast<int>(start) + 1;
            if (first) {
                c.fen = std::string(part);
                first = false;
            } else {
                const auto space = part.find(' ');
                const std::string_view label = part.substr(0, space);
                const std::string_view count =
                    space == std::string_view::npos ? std::string_view{} : trim(part.substr(space));
                std::uint64_t value = 0;
                const auto [end, ec] =
                    std::from_chars(count.data(), count.data() + count.size(), value);
                const std::string expectedLabel = "D" + std::to_string(c.expected.size() + 1);
                if (label != expectedLabel || ec != std::errc() ||
                    end != count.data() + count.size() || count.empty())
                    return Error{"line " + std::to_string(lineNumber) + ", column " +
                                     std::to_string(column) + ": expected '" + expectedLabel +
                                     " <count>', found '" + std::string(part) + "'",
                                 column};
                c.expected.push_back(value);
            }
            if (semi == std::string_view::npos) break;
            start = semi + 1;
        }
        if (c.expected.empty())
            return Error{"line " + std::to_string(lineNumber) + ": no depths given", 1};
        cases.push_back(std::move(c));
    }
    return cases;
}

}  // namespace tavleya
