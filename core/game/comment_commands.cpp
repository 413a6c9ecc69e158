#include "comment_commands.h"

#include <algorithm>
#include <charconv>

namespace tavleya {
namespace {

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\n' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\n' || s.back() == '\t'))
        s.remove_suffix(1);
    return s;
}

bool isColour(char c) {
    return c == 'G' || c == 'R' || c == 'Y' || c == 'B';
}

std::vector<std::string_view> splitList(std::string_view list) {
    std::vector<std::string_view> items;
    while (!list.empty()) {
        const auto comma = list.find(',');
        items.push_back(trim(list.substr(0, comma)));
        if (comma == std::string_view::npos) break;
        list.remove_prefix(comma + 1);
    }
    return items;
}

// Reads one command's name and argument into `out`; false if it is not one
// Tavleya knows how to read.
bool readCommand(std::string_view name, std::string_view argument, CommentCommands& out) {
    if (name == "clk" || name == "emt") {
        const auto time = parseClockTime(argument);
        if (!time || (name == "clk" ? out.clock : out.elapsed)) return false;
        (name == "clk" ? out.clock : out.elapsed) = *time;
        return true;
    }
    if (name == "eval") {
        if (argument.empty() || out.eval) return false;
        out.eval = std::string(argument);
        return true;
    }
    if (name == "csl" || name == "cal") {
        std::vector<Arrow> arrows;
        std::vector<MarkedSquare> squares;
        for (std::string_view item : splitList(argument)) {
            const bool arrow = name == "cal";
            if (item.size() != (arrow ? 5u : 3u) || !isColour(item[0])) return false;
            const auto a = Square::parse(item.substr(1, 2));
            const auto b = arrow ? Square::parse(item.substr(3, 2)) : a;
            if (!a || !b) return false;
            if (arrow)
                arrows.push_back({*a, *b, item[0]});
            else
                squares.push_back({*a, item[0]});
        }
        out.arrows.insert(out.arrows.end(), arrows.begin(), arrows.end());
        out.squares.insert(out.squares.end(), squares.begin(), squares.end());
        return true;
    }
    return false;
}

}  // namespace

std::optional<Millis> parseClockTime(std::string_view text) {
    // Checked before each step that could overflow: a clock of more than
    // 10,000 hours means a damaged file, not a game.
    constexpr long long kLongestClockSeconds = 10'000LL * 3600;
    // h:mm:ss[.f] or m:ss[.f]
    Millis total = 0;
    int fields = 0;
    std::string_view rest = trim(text);
    while (true) {
        const auto colon = rest.find(':');
        const std::string_view part = rest.substr(0, colon);
        const bool last = colon == std::string_view::npos;
        const auto dot = last ? part.find('.') : std::string_view::npos;
        const std::string_view whole = part.substr(0, dot);
        long long value = 0;
        const auto [end, ec] = std::from_chars(whole.data(), whole.data() + whole.size(), value);
        if (whole.empty() || ec != std::errc() || end != whole.data() + whole.size() || value < 0 ||
            (fields > 0 && value > 59))
            return std::nullopt;
        total = total * 60 + value;
        if (total > kLongestClockSeconds) return std::nullopt;
        ++fields;
        if (last) {
            total *= 1000;
            if (dot != std::string_view::npos) {
                const std::string_view fraction = part.substr(dot + 1);
                int ms = 0, scale = 100;
                if (fraction.empty() || fraction.size() > 3) return std::nullopt;
                for (char c : fraction) {
                    if (c < '0' || c > '9') return std::nullopt;
                    ms += (c - '0') * scale;
                    scale /= 10;
                }
                total += ms;
            }
            break;
        }
        rest.remove_prefix(colon + 1);
    }
    if (fields < 2 || fields > 3) return std::nullopt;
    return total;
}

namespace {

template <typename Mark, typename Same>
void toggle(std::vector<Mark>& marks, const Mark& mark, Same same) {
    const auto found =
        std::find_if(marks.begin(), marks.end(), [&](const Mark& m) { return same(m, mark); });
    if (found == marks.end())
        marks.push_back(mark);
    else if (found->colour == mark.colour)
        marks.erase(found);
    else
        found->colour = mark.colour;
}

}  // namespace

void toggleArrow(CommentCommands& commands, Arrow arrow) {
    toggle(commands.arrows, arrow,
           [](const Arrow& a, const Arrow& b) { return a.from == b.from && a.to == b.to; });
}

void toggleSquare(CommentCommands& commands, MarkedSquare square) {
    toggle(commands.squares, square,
           [](const MarkedSquare& a, const MarkedSquare& b) { return a.square == b.square; });
}

std::string formatClockTime(Millis time) {
    const Millis seconds = time / 1000, rest = time % 1000;
    std::string text = std::to_string(seconds / 3600) + ":";
    const auto twoDigits = [](Millis n) {
        return std::string(n < 10 ? "0" : "") + std::to_string(n);
    };
    text += twoDigits(seconds / 60 % 60) + ":" + twoDigits(seconds % 60);
    if (rest) {
        text += "." + std::to_string(rest / 100);
        if (rest % 100)
            text += std::to_string(rest / 10 % 10) + (rest % 10 ? std::to_string(rest % 10) : "");
    }
    return text;
}

ParsedComment parseComment(std::string_view comment) {
    ParsedComment parsed;
    std::string text;
    std::size_t i = 0;
    while (i < comment.size()) {
        const auto open = comment.find("[%", i);
        if (open == std::string_view::npos) {
            text += comment.substr(i);
            break;
        }
        const auto close = comment.find(']', open);
        if (close == std::string_view::npos) {
            text += comment.substr(i);
            break;
        }
        text += comment.substr(i, open - i);
        const std::string_view command = comment.substr(open, close - open + 1);
        std::string_view body = trim(command.substr(2, command.size() - 3));
        const auto space = body.find(' ');
        const std::string_view name = body.substr(0, space);
        const std::string_view argument =
            space == std::string_view::npos ? std::string_view{} : trim(body.substr(space));
        if (!readCommand(name, argument, parsed.commands))
            parsed.commands.unknown.emplace_back(command);
        i = close + 1;
    }
    // Taking commands out leaves doubled spaces behind.
    std::string tidy;
    for (char c : trim(text))
        if (!(c == ' ' && !tidy.empty() && tidy.back() == ' ')) tidy += c;
    parsed.text = tidy;
    return parsed;
}

std::string writeComment(const ParsedComment& comment) {
    const CommentCommands& c = comment.commands;
    std::string out;
    const auto add = [&](const std::string& command) { out += (out.empty() ? "" : " ") + command; };
    if (c.clock) add("[%clk " + formatClockTime(*c.clock) + "]");
    if (c.elapsed) add("[%emt " + formatClockTime(*c.elapsed) + "]");
    if (c.eval) add("[%eval " + *c.eval + "]");
    if (!c.squares.empty()) {
        std::string list;
        for (const MarkedSquare& s : c.squares)
            list += (list.empty() ? "" : ",") + std::string(1, s.colour) + s.square.name();
        add("[%csl " + list + "]");
    }
    if (!c.arrows.empty()) {
        std::string list;
        for (const Arrow& a : c.arrows)
            list +=
                (list.empty() ? "" : ",") + std::string(1, a.colour) + a.from.name() + a.to.name();
        add("[%cal " + list + "]");
    }
    for (const std::string& u : c.unknown) add(u);
    if (!comment.text.empty()) add(comment.text);
    return out;
}

}  // namespace tavleya
