#pragma once

#include <optional>

namespace tavleya::engine {

// The chance of winning a side has, from 0 to 1, for an engine's score in
// centipawns from that side's point of view: lichess's logistic curve,
// 1 / (1 + e^(-0.00368208 · cp)), which its game reviews are judged by.
double winningChance(int centipawns);

// The glyph a move earns by what it throws away of the mover's winning
// chance (before the move, after it, both the mover's): lichess's limits,
// a drop of 0.3 or more a blunder (??, NAG 4), 0.2 a mistake (?, NAG 2), 0.1
// an inaccuracy (?!, NAG 6); nullopt for a move that loses less.
std::optional<int> judgementNag(double chanceBefore, double chanceAfter);

}  // namespace tavleya::engine
