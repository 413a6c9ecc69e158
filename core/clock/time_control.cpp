#include "time_control.h"

#include <charconv>
#include <cmath>
#include <optional>

namespace tavleya {
namespace {

constexpr Millis kSecond = 1000;
constexpr Millis kMinute = 60 * kSecond;
// No control needs more than a day; larger numbers are typing mistakes.
constexpr Millis kLongest = 24 * 60 * kMinute;

// A part of the text being read, with its 1-based column for messages.
struct Part {
    std::string_view text;
    int column;
};

// `pattern` names the whole text (%1), the column (%2) and the part (%3).
Error partError(std::string_view pattern, std::string_view whole, Part part) {
    return Error::translatable(
        pattern, {std::string(whole), std::to_string(part.column), std::string(part.text)},
        part.column);
}

std::vector<Part> split(Part whole, char separator) {
    std::vector<Part> parts;
    std::size_t start = 0;
    while (true) {
        const auto end = whole.text.find(separator, start);
        parts.push_back(
            {whole.text.substr(start, end - start), whole.column + static_cast<int>(start)});
        if (end == std::string_view::npos) return parts;
        start = end + 1;
    }
}

std::optional<long long> wholeNumber(std::string_view text) {
    long long value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size() || value < 0)
        return std::nullopt;
    return value;
}

// A non-negative decimal number ("1.5") scaled to milliseconds by `unit`.
std::optional<Millis> amount(std::string_view text, Millis unit) {
    const auto dot = text.find('.');
    const auto whole = wholeNumber(text.substr(0, dot));
    if (!whole || *whole > kLongest / unit) return std::nullopt;
    Millis result = *whole * unit;
    if (dot != std::string_view::npos) {
        const std::string_view fraction = text.substr(dot + 1);
        const auto digits = wholeNumber(fraction);
        if (!digits || fraction.size() > 3) return std::nullopt;
        result += static_cast<Millis>(
            std::llround(static_cast<double>(*digits) * static_cast<double>(unit) /
                         std::pow(10.0, static_cast<double>(fraction.size()))));
    }
    return result;
}

// "90", "1.5", "0.25": minutes or seconds written without needless zeros.
std::string formatAmount(Millis value, Millis unit) {
    std::string text = std::to_string(value / unit);
    Millis rest = value % unit;
    if (rest) {
        std::string fraction;
        for (int i = 0; i < 3 && rest; ++i) {
            rest *= 10;
            fraction += static_cast<char>('0' + rest / unit);
            rest %= unit;
        }
        text += "." + fraction;
    }
    return text;
}

std::string_view trim(std::string_view s) {
    while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
    while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
    return s;
}

// A period's time as people type it: minutes ("90", "1.5"), minutes and
// seconds ("0:30", "2:05") or seconds ("45s").
std::optional<Millis> clockTime(std::string_view text) {
    if (text.ends_with('s')) return amount(text.substr(0, text.size() - 1), kSecond);
    const auto colon = text.find(':');
    if (colon == std::string_view::npos) return amount(text, kMinute);
    const auto minutes = wholeNumber(text.substr(0, colon));
    const std::string_view secondsText = text.substr(colon + 1);
    const auto seconds = wholeNumber(secondsText);
    if (!minutes || !seconds || secondsText.size() != 2 || *seconds >= 60 ||
        *minutes > kLongest / kMinute)
        return std::nullopt;
    return *minutes * kMinute + *seconds * kSecond;
}

// A period's time the way clockTime reads it back exactly.
std::string clockTimeText(Millis time) {
    if (time % kMinute == 0 || time % kSecond != 0) return formatAmount(time, kMinute);
    if (time < kMinute) return formatAmount(time, kSecond) + "s";
    const Millis seconds = time % kMinute / kSecond;
    return std::to_string(time / kMinute) + (seconds < 10 ? ":0" : ":") + std::to_string(seconds);
}

// Why a period's time cannot be read, or nothing when it can.
std::optional<Error> badClockTime(std::string_view whole, Part part, std::optional<Millis> time) {
    if (time && *time > 0 && *time <= kLongest) return std::nullopt;
    if (time && *time == 0)
        return partError(TAVLEYA_MESSAGE("core",
                                         "time control '%1', column %2: '%3' gives no "
                                         "time; a clock needs more than 0"),
                         whole, part);
    const bool digits =
        !part.text.empty() && part.text.find_first_not_of("0123456789") == std::string_view::npos;
    if (digits && part.text.size() > 4)
        return partError(TAVLEYA_MESSAGE("core",
                                         "time control '%1', column %2: '%3' minutes is "
                                         "more than a day"),
                         whole, part);
    return partError(TAVLEYA_MESSAGE("core",
                                     "time control '%1', column %2: '%3' is not a time "
                                     "(minutes such as 5 or 1.5, 2:30, or seconds "
                                     "such as 45s)"),
                     whole, part);
}

}  // namespace

TimeControl TimeControl::suddenDeath(Millis time, Millis increment) {
    TimeControl tc;
    tc.kind = Kind::Periods;
    tc.periods = {{0, time}};
    tc.bonus = increment ? MoveBonus::Increment : MoveBonus::None;
    tc.bonusTime = increment;
    return tc;
}

TimeControl TimeControl::withDelay(Millis time, Millis delay, MoveBonus kind) {
    TimeControl tc = suddenDeath(time);
    tc.bonus = kind;
    tc.bonusTime = delay;
    return tc;
}

Result<TimeControl> TimeControl::fromPgn(std::string_view tag) {
    const Part whole{tag, 1};
    TimeControl tc;
    if (tag == "-") return tc;
    if (tag == "?")
        return Error::translatable(
            TAVLEYA_MESSAGE("core", "TimeControl '?': the time control is unknown"), {}, 1);
    if (tag.empty())
        return Error::translatable(TAVLEYA_MESSAGE("core", "TimeControl is empty"), {}, 1);
    if (tag.front() == '*') {
        const Part seconds{tag.substr(1), 2};
        const auto time = amount(seconds.text, kSecond);
        if (!time || !*time)
            return partError(
                TAVLEYA_MESSAGE("core",
                                "TimeControl '%1', column %2: '%3' is not a number of seconds"),
                tag, seconds);
        tc.kind = Kind::Hourglass;
        tc.periods = {{0, *time}};
        return tc;
    }
    tc.kind = Kind::Periods;
    const auto fields = split(whole, ':');
    for (std::size_t i = 0; i < fields.size(); ++i) {
        Part field = fields[i];
        Period period;
        if (const auto slash = field.text.find('/'); slash != std::string_view::npos) {
            const Part moves{field.text.substr(0, slash), field.column};
            const auto n = wholeNumber(moves.text);
            if (!n || *n == 0 || *n > 1000)
                return partError(
                    TAVLEYA_MESSAGE("core",
                                    "TimeControl '%1', column %2: '%3' is not a number of moves"),
                    tag, moves);
            period.moves = static_cast<int>(*n);
            field = {field.text.substr(slash + 1), field.column + static_cast<int>(slash) + 1};
        } else if (i + 1 < fields.size()) {
            return partError(TAVLEYA_MESSAGE("core",
                                             "TimeControl '%1', column %2: '%3' has no move count, "
                                             "so no period can follow it"),
                             tag, field);
        }
        const auto plus = field.text.find('+');
        const Part seconds{field.text.substr(0, plus), field.column};
        const auto time = amount(seconds.text, kSecond);
        if (!time || !*time)
            return partError(
                TAVLEYA_MESSAGE("core",
                                "TimeControl '%1', column %2: '%3' is not a number of seconds"),
                tag, seconds);
        period.time = *time;
        Millis increment = 0;
        if (plus != std::string_view::npos) {
            const Part inc{field.text.substr(plus + 1), field.column + static_cast<int>(plus) + 1};
            const auto value = amount(inc.text, kSecond);
            if (!value)
                return partError(
                    TAVLEYA_MESSAGE("core",
                                    "TimeControl '%1', column %2: '%3' is not a number of seconds"),
                    tag, inc);
            increment = *value;
        }
        if (i > 0 && increment != tc.bonusTime)
            return partError(TAVLEYA_MESSAGE("core",
                                             "TimeControl '%1', column %2: '%3' has another "
                                             "increment than the first period; Tavleya needs one"),
                             tag, field);
        tc.bonusTime = increment;
        tc.periods.push_back(period);
    }
    tc.bonus = tc.bonusTime ? MoveBonus::Increment : MoveBonus::None;
    return tc;
}

std::string TimeControl::toPgn() const {
    switch (kind) {
        case Kind::Unlimited:
            return "-";
        case Kind::Hourglass:
            return "*" + formatAmount(periods.front().time, kSecond);
        case Kind::FixedPerMove:
            return "?";
        case Kind::Periods:
            break;
    }
    if (bonus == MoveBonus::SimpleDelay || bonus == MoveBonus::Bronstein) return "?";
    std::string tag;
    for (const Period& p : periods) {
        if (!tag.empty()) tag += ':';
        if (p.moves) tag += std::to_string(p.moves) + "/";
        tag += formatAmount(p.time, kSecond);
        if (bonusTime) tag += "+" + formatAmount(bonusTime, kSecond);
    }
    return tag;
}

Result<TimeControl> TimeControl::fromText(std::string_view original) {
    const std::string_view text = trim(original);
    const int offset = static_cast<int>(text.data() - original.data());
    TimeControl tc;
    if (text == "-" || text == "none") return tc;
    if (text.empty())
        return Error::translatable(TAVLEYA_MESSAGE("core", "time control is empty"), {}, 1);

    if (text.starts_with("hourglass ")) {
        const Part minutes{trim(text.substr(10)), offset + 11};
        const auto time = clockTime(minutes.text);
        if (auto bad = badClockTime(original, minutes, time)) return *bad;
        tc.kind = Kind::Hourglass;
        tc.periods = {{0, *time}};
        return tc;
    }
    if (text.ends_with("s/move")) {
        const Part seconds{text.substr(0, text.size() - 6), offset + 1};
        const auto time = amount(seconds.text, kSecond);
        if (!time || !*time)
            return partError(
                TAVLEYA_MESSAGE("core",
                                "time control '%1', column %2: '%3' is not a number of seconds"),
                original, seconds);
        tc.kind = Kind::FixedPerMove;
        tc.periods = {{0, *time}};
        return tc;
    }

    tc.kind = Kind::Periods;
    Part terms{text, offset + 1};
    if (const auto space = text.find(' '); space != std::string_view::npos) {
        const Part delay{trim(text.substr(space + 1)), offset + static_cast<int>(space) + 2};
        terms.text = text.substr(0, space);
        const char letter = delay.text.empty() ? ' ' : delay.text[0];
        const auto value =
            amount(delay.text.substr(std::min<std::size_t>(1, delay.text.size())), kSecond);
        if ((letter != 'd' && letter != 'b' && letter != 'i') || !value || !*value)
            return partError(
                TAVLEYA_MESSAGE("core",
                                "time control '%1', column %2: '%3' is not an increment or delay "
                                "('i30', 'd5' or 'b5', in seconds)"),
                original, delay);
        tc.bonus = letter == 'i'   ? MoveBonus::Increment
                   : letter == 'd' ? MoveBonus::SimpleDelay
                                   : MoveBonus::Bronstein;
        tc.bonusTime = *value;
    }
    // After a period of N moves, "+M" is the next period in minutes; after a
    // period for the rest of the game, "+S" is the increment in seconds.
    for (const Part& term : split(terms, '+')) {
        const bool restOfGame = !tc.periods.empty() && tc.periods.back().moves == 0;
        if (restOfGame) {
            if (tc.bonus != MoveBonus::None)
                return partError(
                    TAVLEYA_MESSAGE(
                        "core",
                        "time control '%1', column %2: '%3' comes after the increment or delay"),
                    original, term);
            const auto value = amount(term.text, kSecond);
            if (!value)
                return partError(TAVLEYA_MESSAGE("core",
                                                 "time control '%1', column %2: '%3' is not a "
                                                 "number of seconds of increment"),
                                 original, term);
            tc.bonus = MoveBonus::Increment;
            tc.bonusTime = *value;
            continue;
        }
        // "40/90": 40 moves in 90 minutes, the order of FIDE's and PGN's.
        Period period;
        Part minutes = term;
        if (const auto slash = term.text.find('/'); slash != std::string_view::npos) {
            const Part moves{term.text.substr(0, slash), term.column};
            const auto n = wholeNumber(moves.text);
            if (!n || *n == 0 || *n > 1000)
                return partError(
                    TAVLEYA_MESSAGE("core",
                                    "time control '%1', column %2: '%3' is not a number of moves"),
                    original, moves);
            period.moves = static_cast<int>(*n);
            minutes = {term.text.substr(slash + 1), term.column + static_cast<int>(slash) + 1};
        }
        const auto time = clockTime(minutes.text);
        if (auto bad = badClockTime(original, minutes, time)) return *bad;
        period.time = *time;
        tc.periods.push_back(period);
    }
    if (tc.bonus == MoveBonus::Increment && tc.bonusTime == 0) tc.bonus = MoveBonus::None;
    return tc;
}

std::string TimeControl::toText() const {
    switch (kind) {
        case Kind::Unlimited:
            return "-";
        case Kind::Hourglass:
            return "hourglass " + formatAmount(periods.front().time, kMinute);
        case Kind::FixedPerMove:
            return formatAmount(periods.front().time, kSecond) + "s/move";
        case Kind::Periods:
            break;
    }
    std::string text;
    for (const Period& p : periods) {
        if (!text.empty()) text += '+';
        if (p.moves) text += std::to_string(p.moves) + "/";
        text += clockTimeText(p.time);
    }
    switch (bonus) {
        case MoveBonus::None:
            break;
        case MoveBonus::Increment:
            // "+S" reads as an increment only after a rest-of-game period.
            text += (periods.back().moves ? " i" : "+") + formatAmount(bonusTime, kSecond);
            break;
        case MoveBonus::SimpleDelay:
            text += " d" + formatAmount(bonusTime, kSecond);
            break;
        case MoveBonus::Bronstein:
            text += " b" + formatAmount(bonusTime, kSecond);
            break;
    }
    return text;
}

const std::vector<TimeControlPreset>& timeControlPresets() {
    static const std::vector<TimeControlPreset> presets{
        {"Bullet 1+0", "1"},
        {"Blitz 3+2", "3+2"},
        {"Blitz 5+3", "5+3"},
        {"Rapid 10+5", "10+5"},
        {"Rapid 15+10", "15+10"},
        {"Classical 40/90 + 30, 30 s increment", "40/90+30+30"},
        {"Blitz 5 min, 5 s delay", "5 d5"},
        {"Rapid 25 min, 10 s Bronstein delay", "25 b10"},
        {"Hourglass 3 min", "hourglass 3"},
        {"30 s per move", "30s/move"},
        {"No clock", "-"},
    };
    return presets;
}

}  // namespace tavleya
