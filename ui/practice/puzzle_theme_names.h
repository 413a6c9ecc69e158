#pragma once

#include <QString>
#include <string_view>

namespace tavleya {

// A puzzle theme's name for people, in the language of the window, from
// its key in the Themes column (lichess's keys and Tavleya's own): "fork"
// is "Fork", "mateIn2" "Mate in 2". A key not known is written out from
// its camel case ("backRankMate": "Back rank mate").
QString puzzleThemeName(std::string_view key);

}  // namespace tavleya
