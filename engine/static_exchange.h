#pragma once

#include "evaluation.h"
#include "ruleset.h"

namespace tavleya::engine {

// Static exchange evaluation: what a capture (or promotion) wins in material
// once both sides have recaptured on its target square as long as it pays
// them, each with its cheapest piece first and each free to stop. Pieces
// lined up behind one another join in as the ones in front leave; pins and
// checks are not looked at. The worths are the evaluation's pieceValue.
// It is sound only where a capture just removes the piece taken and attacks
// are the orthodox ones (Evaluation::staticExchangeSound says where); other
// moves score 0.
int staticExchange(const Ruleset& rules, const Position& position, Move move,
                   const Evaluation& evaluation);

}  // namespace tavleya::engine
