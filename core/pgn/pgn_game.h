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

// The value of the tag `name` among `tags`, or null when there is none.
inline const std::string* findTag(const std::vector<PgnTag>& tags, std::string_view name) {
    for (const PgnTag& t : tags)
        if (t.name == name) return &t.value;
    return nullptr;
}
// Replaces the tag's value, or adds the tag at the end.
inline void setTag(std::vector<PgnTag>& tags, std::string_view name, std::string value) {
    for (PgnTag& t : tags)
        if (t.name == name) {
            t.value = std::move(value);
            return;
        }
    tags.push_back({std::string(name), std::move(value)});
}

// One game of a PGN file: its tags in file order, its moves, its result.
struct PgnGame {
    explicit PgnGame(GameTree moves) : tree(std::move(moves)) {}

    std::vector<PgnTag> tags;
    GameTree tree;
    std::string result = "*";  // the game termination marker

    // The value of a tag, or empty when the game has none.
    std::string_view tag(std::string_view name) const {
        const std::string* value = findTag(tags, name);
        return value ? std::string_view(*value) : std::string_view();
    }
    bool hasTag(std::string_view name) const { return findTag(tags, name) != nullptr; }
    // Replaces the tag's value, or adds the tag at the end.
    void setTag(std::string_view name, std::string value) {
        tavleya::setTag(tags, name, std::move(value));
    }
};

}  // namespace tavleya
