#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "lessons/lesson.h"
#include "result.h"

namespace tavleya {

// A position drawn beside a rule, with what it shows.
struct RulesDiagram {
    int lineNumber = 0;
    std::string position;  // the game's FEN
    LessonText caption;
};

// One rule, or a few that belong together.
struct RulesSection {
    LessonText heading;
    std::vector<LessonText> paragraphs;
    std::vector<RulesDiagram> diagrams;
    // Where the rule was decided, for those who look further
    // ("docs/rules/tavreli.md, D3"); empty for rules no one disputes.
    std::string decision;
};

// The rules of one game written for players (resources/rules/KEY.rules):
// what differs from chess first, each rule with its diagrams.
struct RulesBook {
    std::string variant;
    LessonText title;
    LessonText intro;
    std::vector<RulesSection> sections;
};

// Reads a rules file: "rules: KEY", "title:", "intro:", then sections, each
// "section:" followed by "heading:", "text:" (one per paragraph),
// "diagram: FEN" (each followed by its "caption:") and "decision:". A text
// key with ".ru" gives the Russian of the entry before it of that key.
// Errors name the line.
Result<RulesBook> readRulesBook(std::string_view text);

class RulesetRegistry;
// Everything wrong with a rules book against the rules: a game Tavleya does
// not have, a diagram whose position does not read in it, a text with no
// Russian. Empty when the book is sound.
std::vector<Error> checkRulesBook(const RulesetRegistry& rulesets, const RulesBook& book);

}  // namespace tavleya
