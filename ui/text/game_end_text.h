#pragma once

#include <QString>
#include <string_view>

#include "game_end.h"

namespace tavleya {

// A sentence for how a game ended, as the result banner shows it:
// "1–0  White won on time". Empty while the game goes on.
QString describeGameEnd(const GameEnd& end);
// The score alone: "1–0", "0–1", "½–½"; empty while undecided.
QString describeScore(Outcome outcome);
// A result a record gives without Tavleya's own account of how it came:
// the score, and the reason its PGN [Termination] tag names, if it names
// one ("0–1  time forfeit"; "normal" says nothing more than the score).
QString describeRecordedResult(Outcome outcome, std::string_view termination);

}  // namespace tavleya
