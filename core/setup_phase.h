#pragma once

#include <optional>
#include <span>
#include <vector>

#include "move.h"
#include "position.h"
#include "result.h"

namespace tavleya {

class Ruleset;

// One piece put on the board before or instead of a move.
struct Placement {
    Square square;
    PieceKind kind;
};

// How a game gets its pieces onto the board before (or while) it is played.
enum class SetupPhase {
    None,               // the game starts from its start position
    SecretArrangement,  // each player arranges their own half unseen, then both are revealed
    PlacingTurns,       // a turn may place pieces from the reserve instead of moving
};

// The operations of a game whose players arrange their halves unseen.
class SecretArrangement {
public:
    virtual ~SecretArrangement() = default;
    // Names exactly what is wrong with one side's arrangement, if anything.
    virtual std::optional<Error> checkHalf(Color side, std::span<const Placement> half) const = 0;
    // The position both arrangements make together, ready to play.
    virtual Result<Position> reveal(std::span<const Placement> white,
                                    std::span<const Placement> black) const = 0;
};

// The operations of a game whose turns may place pieces from the reserve.
class PlacingTurns {
public:
    virtual ~PlacingTurns() = default;
    // Whether one piece may go there now, by the square alone (not check).
    virtual bool mayPlace(const Position& position, PieceKind kind, Square square) const = 0;
};

// Builds a placing turn piece by piece, in any order, for the board: each
// placement is checked at once and can be taken back; confirm() checks the
// whole turn and gives the moves to play. The checks are those of the one
// game with placing turns, implemented beside its ruleset.
class PlacingTurn {
public:
    PlacingTurn(const Ruleset& rules, const Position& start);

    std::optional<Error> add(PieceKind kind, Square square);
    bool undo();
    const std::vector<Placement>& placements() const { return placements_; }
    // The board with the pieces placed so far.
    Position preview() const;
    Result<std::vector<Move>> confirm() const;

private:
    const Ruleset& rules_;
    Position start_;
    std::vector<Placement> placements_;
};

}  // namespace tavleya
