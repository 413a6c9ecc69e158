#pragma once

#include <cstdint>
#include <map>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "game_end.h"
#include "move.h"
#include "move_effects.h"
#include "move_list.h"
#include "notation_style.h"
#include "position.h"
#include "result.h"
#include "setup_phase.h"

namespace tavleya {

// What the program shows and writes about a ruleset.
// The name and the summary are marked with TAVLEYA_MESSAGE (context "core"):
// the interface shows them in its language, as it does the core's messages.
struct RulesetInfo {
    std::string_view key;  // "classical", "chess960", ...
    std::string_view nameEnglish;
    // The Russian name, as a PGN file's [Variant] tag may give it.
    std::string_view nameRussian;
    std::string_view pgnVariant;  // the PGN [Variant] value; empty for standard chess
    // The rules in a sentence or two, for a player choosing a game.
    std::string_view summaryEnglish;
    // Other programs' [Variant] spellings of this game, as they are compared
    // (lower case, no spaces or hyphens).
    std::span<const std::string_view> pgnAliases;
};

// Named options of a ruleset, as given on a command line (`NAME=VALUE`).
using RulesetOptions = std::map<std::string, std::string, std::less<>>;

// One game's rules. Each variant implements this interface in its own files
// and is registered by key (ruleset_registry.h). A ruleset is immutable once
// built; every method is const and safe to call from several threads.
class Ruleset {
public:
    virtual ~Ruleset() = default;

    virtual const RulesetInfo& info() const = 0;
    virtual Position startPosition() const = 0;

    // FEN (or the variant's own position text). Errors name the field and the
    // 1-based column of the offending character.
    Result<Position> readFen(std::string_view fen) const { return readPosition(fen, nullptr); }
    virtual std::string writeFen(const Position& position) const = 0;
    // The start of a recorded game, from its FEN tag. Games exported by
    // other programs carry castling rights their position cannot have (no
    // rook on the square, the king moved off its own); as those programs
    // do, such rights are dropped, each named in `dropped`. Anything else
    // wrong is an error, as in readFen.
    Result<Position> readRecordedFen(std::string_view fen, std::vector<Error>& dropped) const {
        return readPosition(fen, &dropped);
    }

    virtual void legalMoves(const Position& position, MoveList& moves) const = 0;
    // The legal moves whose to() is in `targets` (castling may be left out:
    // its to() is the rook's square). Rulesets with a fast generator skip the
    // other moves; the default filters legalMoves.
    virtual void legalMovesTo(const Position& position, Bitboard targets, MoveList& moves) const;
    // Whether the side to move has a legal move: what mate, stalemate and a
    // search's stand-pat need, often cheaper than the whole list. The
    // default asks legalMoves.
    virtual bool hasLegalMove(const Position& position) const;
    // The position after a legal move (copy-make): the ruleset's applyMove,
    // then the bookkeeping every game shares, done here once.
    Position play(const Position& position, Move move) const;
    // Whether the side to move is in check.
    virtual bool inCheck(const Position& position) const = 0;
    // The pieces of both sides that attack `square` were the board's
    // occupancy `occupied` (pieces taken off it no longer block a line), so
    // that an exchange on the square can be followed capture by capture.
    virtual Bitboard attackersTo(const Position& position, Square square,
                                 Bitboard occupied) const = 0;

    // Leaf count of the legal move tree; rulesets may override with a faster
    // walk. Draw rules are ignored, as perft suites expect.
    virtual std::uint64_t perft(const Position& position, int depth) const;

    // Game ends that need no claim: mate, stalemate, fivefold repetition, the
    // 75-move rule, a dead position. `earlierKeys` are the keys of the earlier
    // positions of the game, oldest first.
    virtual GameEnd automaticEnd(const Position& position, std::span<const Key> earlierKeys) const;
    // Draws the player to move may claim now (FIDE 9.2b, 9.3b). For a claim
    // "with the move he intends", ask this of the position after that move.
    virtual DrawClaims claimableDraws(const Position& position,
                                      std::span<const Key> earlierKeys) const;
    // Whether `side` could still mate its opponent by some series of legal
    // moves (FIDE 6.9: a flag fall against a side that cannot is a draw).
    virtual bool canStillMate(const Position& position, Color side) const = 0;
    virtual bool isDeadPosition(const Position& position) const = 0;

    // The kinds of piece the game has, in the order a position editor offers
    // them (the king first, the pawn last): chess's six unless it says
    // otherwise.
    virtual std::span<const PieceKind> pieceKinds() const;
    bool hasPieceKind(PieceKind kind) const;
    // The letter or figurine of a kind of piece in move text; empty for pawns
    // and for kinds the game does not have.
    virtual std::string_view pieceSymbol(PieceKind kind, PieceAlphabet alphabet) const;
    // A kind of piece's name in words, English and lower case ("knight"),
    // marked for translation (TAVLEYA_MESSAGE, context "core"): games whose
    // pieces have names of their own give those.
    virtual std::string_view pieceName(PieceKind kind) const;
    // The picture a kind of piece is drawn with in a piece set ("knight",
    // "fers"); a set that has none draws the kind's letter.
    virtual std::string_view pieceImage(PieceKind kind) const;
    // A legal move as text, and text back to the one legal move it names.
    // Chess-like games use SAN (notation/move_writer.h, move_reader.h).
    virtual std::string moveText(const Position& position, Move move, NotationStyle style) const;
    virtual Result<Move> readMoveText(const Position& position, std::string_view text) const;
    // A move as one PGN symbol token (no spaces or brackets); readMoveText
    // reads it back. The same as moveText for SAN-based games.
    virtual std::string pgnMoveText(const Position& position, Move move,
                                    NotationStyle style) const {
        return moveText(position, move, style);
    }

    // Whether a capturing piece turns into the kind it captured (Frankfurt),
    // so that move text may name that kind after the capture.
    virtual bool capturerBecomesCapturedKind() const { return false; }

    // ---- What the interface and the PGN reader ask of a game ---------------
    // They ask these questions instead of naming variants; a new ruleset
    // answers the ones where it differs from plain chess.

    // The kinds players may hold in hand (captured or in reserve), in the
    // order the pockets beside the board show them; none in most games.
    virtual std::span<const PieceKind> pocketKinds() const { return {}; }
    bool hasPockets() const { return !pocketKinds().empty(); }
    // The operations of the game's setup phase; null when it has none of
    // that kind.
    virtual const SecretArrangement* secretArrangement() const { return nullptr; }
    virtual const PlacingTurns* placingTurns() const { return nullptr; }
    SetupPhase setupPhase() const {
        if (secretArrangement()) return SetupPhase::SecretArrangement;
        if (placingTurns()) return SetupPhase::PlacingTurns;
        return SetupPhase::None;
    }
    // Whether Russian notation writes the files with Cyrillic letters.
    virtual bool cyrillicFilesInRussian() const { return false; }
    // How many numbered start positions a player may choose from (0: none);
    // numberedStart(n) for n in [0, count) is one of them.
    virtual int startPositionCount() const { return 0; }
    virtual Position numberedStart(int /*number*/) const { return startPosition(); }
    // Whether a piece may stand on another, making a tower that moves as one
    // (the editor stacks pieces; move text may name tower parts).
    virtual bool buildsTowers() const { return false; }
    // Whether the game has no one start position, so a recorded game must
    // give its own (a PGN FEN tag).
    virtual bool needsGivenStart() const { return false; }

protected:
    // What readFen and readRecordedFen read. With `droppedCastling`, a
    // castling right the position cannot have by the game's own castling
    // rules is left out and named there instead of being an error.
    virtual Result<Position> readPosition(std::string_view fen,
                                          std::vector<Error>* droppedCastling) const = 0;
    // The move itself, on a copy of the position it is legal in: pieces,
    // pockets, castling rights, the game's own state. play() does the rest
    // from the report, so the side to move, the counters and the en-passant
    // square are left as they were. The default makes chess moves
    // (chess_move.h), with the game's capture rule in onCapture.
    virtual MoveEffects applyMove(Position& position, Move move) const;
    // After `taken` was captured by the piece now on `capturer`. The default
    // lets it leave the game.
    virtual void onCapture(Position& /*position*/, Piece /*taken*/, Square /*capturer*/) const {}
    // Whether the side to move may legally take en passant on the position's
    // (set) en-passant square. The default asks the move generator; rulesets
    // answer faster.
    virtual bool enPassantCapturable(const Position& position) const;
    // Clears an en-passant square no legal capture can use, so that keys and
    // FEN treat such positions as the same (FIDE 9.2).
    void dropImpossibleEnPassant(Position& position) const;
};

}  // namespace tavleya
