#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "../pgn/pgn_reader.h"

namespace tavleya {

// A game's moves in about a byte each, for keeping millions of games in
// memory: a move is its target square and its place among the legal moves
// to that square (the first three places take one byte, later ones two), so
// reading it back needs the position it was played in. A null move, or a
// move the rules do not list, takes six bytes.
//
// The rules must list the moves to a square in the same order every time.

// Appends the code of `move`, played in `position`, to `codes`.
void appendMoveCode(const Ruleset& rules, const Position& position, Move move,
                    std::vector<std::uint8_t>& codes);

// Appends the codes of `line`'s moves, played from its start, to `codes`.
void encodeMoves(const PgnReader::MainLine& line, std::vector<std::uint8_t>& codes);

// The move whose code starts at `code`, played in `position`; advances
// `code` past it.
Move decodeMove(const Ruleset& rules, const Position& position, const std::uint8_t*& code);

// Advances `code` past one move's code.
void skipMove(const std::uint8_t*& code);

}  // namespace tavleya
