#pragma once

#include <optional>
#include <string_view>
#include <vector>

namespace tavleya {

// Numeric Annotation Glyphs (PGN standard 10) and the marks people type for
// them: "!", "?!", "+-", "±", "N" (novelty) and the like.

// The NAG a typed mark stands for, if it is one of the known marks.
std::optional<int> nagForMark(std::string_view mark);

// The mark that shows a NAG on screen ("!", "±", "∞"); empty if it has none.
std::string_view markForNag(int nag);
// Every mark of a NAG, the one shown first (then plain-text stand-ins such
// as "+/=" for "⩲", for fonts without the symbol).
std::vector<std::string_view> marksForNag(int nag);

// Whether a NAG is a move assessment ($1-$6), written glued to the move.
inline bool isMoveAssessment(int nag) {
    return nag >= 1 && nag <= 6;
}
// Whether a NAG assesses the position ($10-$19: equal ... Black winning).
inline bool isPositionAssessment(int nag) {
    return nag >= 10 && nag <= 19;
}

// A move's NAGs with `nag` switched: removed if present, else added in place
// of any other of its group (one move assessment, one position assessment),
// the groups kept in that order.
std::vector<int> toggleNag(std::vector<int> nags, int nag);

}  // namespace tavleya
