#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "../result.h"

namespace tavleya {

using Millis = std::int64_t;

// What a player gets for each move on top of the main time (FIDE 6.3).
enum class MoveBonus : std::uint8_t {
    None,
    Increment,    // Fischer: added after each move
    SimpleDelay,  // FIDE 6.3b: the main time runs only after the delay (rules A6)
    Bronstein,    // the clock runs at once; after the move up to the delay is given back
};

// One stage of a time control: `moves` moves (0 = the rest of the game) in
// `time`. Time left over carries into the next period (FIDE 6.3b).
struct Period {
    int moves = 0;
    Millis time = 0;
    bool operator==(const Period&) const = default;
};

// One player's time control. Each side has its own, so time odds work.
struct TimeControl {
    enum class Kind : std::uint8_t {
        Unlimited,
        Periods,       // sudden death, increment, delay, several periods
        FixedPerMove,  // `periods[0].time` for every move; nothing carries over
        Hourglass,     // `periods[0].time` in all; the opponent gains what one uses
    };
    Kind kind = Kind::Unlimited;
    std::vector<Period> periods;
    MoveBonus bonus = MoveBonus::None;
    Millis bonusTime = 0;  // the increment or the delay, for every move

    static TimeControl suddenDeath(Millis time, Millis increment = 0);
    static TimeControl withDelay(Millis time, Millis delay,
                                 MoveBonus kind = MoveBonus::SimpleDelay);

    // PGN TimeControl tag (PGN standard 9.6): "?" gives an error (unknown),
    // "-", "300", "300+2", "40/5400+30:1800+30", "*180". The increment of
    // every period must be the same.
    static Result<TimeControl> fromPgn(std::string_view tag);
    // The tag, or "?" when PGN cannot express the control (delays, a fixed
    // time per move).
    std::string toPgn() const;

    // The text people type: "5+3" (minutes + seconds of increment), "40/90+30+30"
    // (90 min for 40 moves, then 30 min, 30 s increment from move 1), "5 d5"
    // (delay), "5 b5" (Bronstein), "40/90 i30" (increment after a period of
    // moves), "30s/move", "hourglass 3", "-" (no clock). A period's time is
    // minutes ("90", "1.5"), minutes and seconds ("2:30") or seconds ("45s");
    // moves come first, as FIDE and PGN write them.
    static Result<TimeControl> fromText(std::string_view text);
    std::string toText() const;

    bool operator==(const TimeControl&) const = default;
};

struct TimeControlPreset {
    std::string_view name;  // English; the program translates it
    std::string_view text;  // for TimeControl::fromText
};

// Common controls for the new-game dialog.
const std::vector<TimeControlPreset>& timeControlPresets();

}  // namespace tavleya
