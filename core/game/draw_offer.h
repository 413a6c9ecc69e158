#pragma once

#include <string>
#include <string_view>

namespace tavleya {

// A draw offered with a move is written "(=)" after it on the score sheet
// (FIDE Laws, Appendix C). Tavleya keeps the mark at the start of the
// comment after the move, so that a PGN file carries it as text any reader
// shows, and reads it back from there.
inline constexpr std::string_view kDrawOfferMark = "(=)";

// Whether the comment after a move records a draw offer.
bool recordsDrawOffer(std::string_view commentAfter);
// The comment with the mark in front (unchanged if it has it already).
std::string withDrawOffer(std::string_view commentAfter);
// What the comment's author wrote: the comment without the mark.
std::string_view withoutDrawOffer(std::string_view commentAfter);

}  // namespace tavleya
