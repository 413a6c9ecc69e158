#include "uci/uci_messages.h"

#include <array>
#include <charconv>
#include <span>

namespace tavleya::uci {

namespace {

std::vector<std::string_view> words(std::string_view line) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) ++i;
        const std::size_t start = i;
        while (i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != '\r') ++i;
        if (i > start) out.push_back(line.substr(start, i - start));
    }
    return out;
}

template <typename Number>
std::optional<Number> number(std::string_view text) {
    Number value{};
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

constexpr std::array<std::string_view, 5> kOptionKeywords = {"type", "default", "min", "max",
                                                             "var"};

// The words from `from` up to the next of the keywords, joined: option
// names and values may hold spaces ("Skill Level").
std::string joined(const std::vector<std::string_view>& w, std::size_t& from,
                   std::span<const std::string_view> keywords = {}) {
    std::string out;
    for (; from < w.size(); ++from) {
        bool keyword = false;
        for (std::string_view k : keywords) keyword = keyword || w[from] == k;
        if (keyword) break;
        if (!out.empty()) out += ' ';
        out += w[from];
    }
    return out;
}

std::optional<UciOption::Type> optionType(std::string_view word) {
    using Type = UciOption::Type;
    if (word == "check") return Type::Check;
    if (word == "spin") return Type::Spin;
    if (word == "combo") return Type::Combo;
    if (word == "button") return Type::Button;
    if (word == "string") return Type::String;
    return std::nullopt;
}

}  // namespace

std::optional<UciId> readIdLine(std::string_view line) {
    const auto w = words(line);
    if (w.size() < 2 || w[0] != "id" || (w[1] != "name" && w[1] != "author")) return std::nullopt;
    std::size_t from = 2;
    return UciId{std::string(w[1]), joined(w, from)};
}

std::optional<UciOption> readOptionLine(std::string_view line) {
    const auto w = words(line);
    if (w.size() < 4 || w[0] != "option" || w[1] != "name") return std::nullopt;
    UciOption option;
    std::size_t i = 2;
    option.name = joined(w, i, kOptionKeywords);
    bool typed = false;
    while (i < w.size()) {
        const std::string_view key = w[i++];
        const std::string value = joined(w, i, kOptionKeywords);
        if (key == "type") {
            const auto type = optionType(value);
            if (!type) return std::nullopt;
            option.type = *type;
            typed = true;
        } else if (key == "default") {
            option.defaultValue = value == "<empty>" ? std::string() : value;
        } else if (key == "min" || key == "max") {
            const auto n = number<long long>(value);
            if (!n) return std::nullopt;
            (key == "min" ? option.min : option.max) = *n;
        } else if (key == "var") {
            option.vars.push_back(value);
        }
    }
    if (!typed || option.name.empty()) return std::nullopt;
    return option;
}

std::optional<UciInfo> readInfoLine(std::string_view line) {
    const auto w = words(line);
    if (w.empty() || w[0] != "info") return std::nullopt;
    UciInfo info;
    for (std::size_t i = 1; i < w.size(); ++i) {
        const std::string_view key = w[i];
        if (key == "string") {
            ++i;
            info.text = joined(w, i);
            break;
        }
        if (key == "pv") {
            for (++i; i < w.size(); ++i) info.pv.emplace_back(w[i]);
            break;
        }
        if (key == "lowerbound" || key == "upperbound") {
            (key == "lowerbound" ? info.lowerBound : info.upperBound) = true;
            continue;
        }
        if (key == "score") {
            if (i + 2 >= w.size()) return std::nullopt;
            const auto n = number<int>(w[i + 2]);
            if (!n || (w[i + 1] != "cp" && w[i + 1] != "mate")) return std::nullopt;
            (w[i + 1] == "cp" ? info.centipawns : info.mateIn) = *n;
            i += 2;
            continue;
        }
        // Every other field is one number; fields this program does not use
        // (currmove, tbhits …) are passed over with their value.
        if (i + 1 >= w.size()) break;
        const std::string_view value = w[++i];
        const auto asInt = [&](std::optional<int>& field) {
            field = number<int>(value);
            return field.has_value();
        };
        bool ok = true;
        if (key == "depth")
            ok = asInt(info.depth);
        else if (key == "seldepth")
            ok = asInt(info.selDepth);
        else if (key == "hashfull")
            ok = asInt(info.hashFull);
        else if (key == "multipv") {
            const auto n = number<int>(value);
            ok = n && *n >= 1;
            if (ok) info.multiPv = *n;
        } else if (key == "nodes" || key == "nps") {
            auto& field = key == "nodes" ? info.nodes : info.nps;
            field = number<std::uint64_t>(value);
            ok = field.has_value();
        } else if (key == "time") {
            info.millis = number<std::int64_t>(value);
            ok = info.millis.has_value();
        }
        if (!ok) return std::nullopt;
    }
    return info;
}

std::optional<UciBestMove> readBestMoveLine(std::string_view line) {
    const auto w = words(line);
    if (w.size() < 2 || w[0] != "bestmove") return std::nullopt;
    UciBestMove best;
    if (w[1] != "(none)" && w[1] != "0000") best.move = std::string(w[1]);
    if (w.size() >= 4 && w[2] == "ponder") best.ponder = std::string(w[3]);
    return best;
}

}  // namespace tavleya::uci
