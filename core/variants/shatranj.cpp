#include "shatranj.h"

#include <array>

#include "../notation/piece_names.h"
#include "shatranj_pieces.h"

namespace tavleya {
namespace {

using shatranj::kAlfil;
using shatranj::kFers;

constexpr RulesetInfo kInfo{
    "shatranj",
    TAVLEYA_MESSAGE("core", "Shatranj"),
    "Шатрандж",
    "Shatranj",
    TAVLEYA_MESSAGE("core",
                    "The old Persian game: the fers steps one square diagonally, the alfil "
                    "leaps two squares diagonally; pawns promote only to a fers; no "
                    "castling, no double step."),
    {}};

// Fairy-Stockfish's letters, so that files interoperate (D5).
constexpr std::array<std::pair<char, PieceKind>, 6> kLetters{{
    {'P', PieceKind::Pawn},
    {'N', PieceKind::Knight},
    {'B', kAlfil},
    {'R', PieceKind::Rook},
    {'Q', kFers},
    {'K', PieceKind::King},
}};
constexpr std::array<PieceKind, 1> kPromotions{kFers};

FenDialect shatranjDialect() {
    FenDialect d;
    d.letters = kLetters;
    d.castling = false;
    return d;
}

OrthodoxFeatures shatranjFeatures(bool historicalEnd) {
    OrthodoxFeatures f;
    f.pawnDoubleStep = false;
    f.enPassant = false;
    f.promotions = kPromotions;
    f.ownPieces = shatranj::kOwnPieces;
    if (historicalEnd) f.claimDrawPlies = f.automaticDrawPlies = 140;
    return f;
}

bool bare(const Position& pos, Color c) {
    return pos.pieces(c) == pos.pieces(c, PieceKind::King);
}

}  // namespace

ShatranjRuleset::ShatranjRuleset(bool kingsOnDFile, bool historicalEnd)
    : OrthodoxRules(shatranjDialect(), shatranjFeatures(historicalEnd)),
      kingsOnDFile_(kingsOnDFile),
      historicalEnd_(historicalEnd) {}

const RulesetInfo& ShatranjRuleset::info() const {
    return kInfo;
}

Position ShatranjRuleset::startPosition() const {
    return readFen(kingsOnDFile_ ? "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1"
                                 : "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1")
        .value();
}

GameEnd ShatranjRuleset::automaticEnd(const Position& pos, std::span<const Key> earlierKeys) const {
    if (historicalEnd_) {
        const Color us = pos.sideToMove();
        // The opponent was bared and could not bare us in reply: we have won.
        if (bare(pos, ~us) && !bare(pos, us)) return {Termination::BareKing, winFor(us)};
        if (bare(pos, us) && bare(pos, ~us)) return {Termination::BareKing, Outcome::Draw};
        if (bare(pos, us)) {
            // Bared: lost, unless we can take the opponent's last piece now.
            MoveList moves;
            legalMoves(pos, moves);
            const Bitboard last = pos.pieces(~us) & ~pos.pieces(PieceKind::King);
            bool canBare = false;
            if (!moreThanOne(last))
                for (Move m : moves) canBare |= m.to() == lowest(last);
            if (!canBare) return {Termination::BareKing, winFor(~us)};
        }
    }
    GameEnd end = OrthodoxRules::automaticEnd(pos, earlierKeys);
    if (historicalEnd_ && end.termination == Termination::Stalemate)
        end.outcome = winFor(~pos.sideToMove());
    return end;
}

// A lone fers, alfil, knight or pawn (which can only become a fers) cannot
// mate a bare king: no such mate position exists (D3). Under the historical
// ends any piece can still win, by baring the other king; a bare king never
// can (baring the opponent in reply only draws).
bool ShatranjRuleset::canStillMate(const Position& pos, Color side) const {
    const Bitboard ours = pos.pieces(side) & ~pos.pieces(PieceKind::King);
    const Bitboard theirs = pos.pieces(~side) & ~pos.pieces(PieceKind::King);
    if (!ours) return false;
    return historicalEnd_ || theirs || moreThanOne(ours) || (ours & pos.pieces(PieceKind::Rook));
}

bool ShatranjRuleset::isDeadPosition(const Position& pos) const {
    return !canStillMate(pos, Color::White) && !canStillMate(pos, Color::Black);
}

std::span<const PieceKind> ShatranjRuleset::pieceKinds() const {
    static constexpr PieceKind kKinds[] = {
        PieceKind::King, kFers, PieceKind::Rook, kAlfil, PieceKind::Knight, PieceKind::Pawn};
    return kKinds;
}

std::string_view ShatranjRuleset::pieceSymbol(PieceKind kind, PieceAlphabet alphabet) const {
    // The fers and alfil take the queen's and bishop's letters (D5).
    if (kind == kFers) return standardPieceSymbol(PieceKind::Queen, alphabet);
    if (kind == kAlfil) return standardPieceSymbol(PieceKind::Bishop, alphabet);
    return Ruleset::pieceSymbol(kind, alphabet);
}

std::string_view ShatranjRuleset::pieceName(PieceKind kind) const {
    if (kind == kFers) return TAVLEYA_MESSAGE("core", "fers");
    if (kind == kAlfil) return TAVLEYA_MESSAGE("core", "alfil");
    return Ruleset::pieceName(kind);
}

std::string_view ShatranjRuleset::pieceImage(PieceKind kind) const {
    if (kind == kFers) return "fers";
    if (kind == kAlfil) return "alfil";
    return Ruleset::pieceImage(kind);
}

void registerShatranj(RulesetRegistry& registry) {
    registry.add(kInfo,
                 {{"shatranj.kingsOnDFile", "off", {"on", "off"}},
                  {"shatranj.historicalEnd", "off", {"on", "off"}}},
                 [](const RulesetOptions& o) {
                     return std::make_unique<ShatranjRuleset>(
                         o.at("shatranj.kingsOnDFile") == "on",
                         o.at("shatranj.historicalEnd") == "on");
                 });
}

}  // namespace tavleya
