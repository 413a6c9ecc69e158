#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "../game/game_tree.h"

namespace tavleya {

struct PgnTag {
    std::string name;
    std::string value;
    bool operator==(const PgnTag&) const = default;
};

// The Seven Tag Roster, in the order PGN export writes it.
inline constexpr std::string_view kSevenTagRoster[] = {"Event", "Site",  "Date",  "Round",
                                                       "White", "Black", "Result"};

// One game of a PGN file: its tags in file order, its moves, its result.
struct PgnGame {
    explicit PgnGame(GameTree moves) : tree(std::move(moves)) {}

    std::vector<PgnTag> tags;
    GameTree tree;
    std::string result = "*";  // the game termination marker

    // The value of a tag, or empty when the game has none.
    std::string_view tag(std::string_view name) const {
        for (const PgnTag& t : tags)
            if (t.name == name) return t.value;
        return {};
    }
    bool hasTag(std::string_view name) const {
        for (const PgnTag& t : tags)
            if (t.name == name) return true;
        return false;
    }
    // Replaces the tag's value, or adds the tag at the end.
    void setTag(std::string_view name, std::string value) {
        for (PgnTag& t : tags)
            if (t.name == name) {
                t.value = std::move(value);
                return;
            }
        tags.push_back({std::string(name), std::move(value)});
    }
};

}  // namespace tavleya
