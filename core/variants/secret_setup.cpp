#include "secret_setup.h"

#include <array>

namespace tavleya {
namespace {

constexpr RulesetInfo kInfo{"secret-setup",
                            "Secret setup",
                            "Боевые шахматы",
                            "Secret setup",
                            "Each player arranges their pieces on their own half unseen by the "
                            "other; then the setups are revealed and the game is played as chess.",
                            "Каждый игрок тайно от соперника расставляет фигуры на своей половине "
                            "доски; затем расстановки открываются и партия идёт по шахматным "
                            "правилам.",
                            {}};

// The army every player sets up (D2), in the order messages name it.
constexpr std::array<std::pair<PieceKind, int>, 6> kArmy{{
    {PieceKind::King, 1},
    {PieceKind::Queen, 1},
    {PieceKind::Rook, 2},
    {PieceKind::Bishop, 2},
    {PieceKind::Knight, 2},
    {PieceKind::Pawn, 8},
}};

const char* kindName(PieceKind kind, bool plural) {
    switch (kind) {
        case PieceKind::King:
            return plural ? "kings" : "king";
        case PieceKind::Queen:
            return plural ? "queens" : "queen";
        case PieceKind::Rook:
            return plural ? "rooks" : "rook";
        case PieceKind::Bishop:
            return plural ? "bishops" : "bishop";
        case PieceKind::Knight:
            return plural ? "knights" : "knight";
        case PieceKind::Pawn:
            return plural ? "pawns" : "pawn";
        default:
            return plural ? "pieces" : "piece";
    }
}

FenDialect secretSetupDialect(bool chess960Castling) {
    FenDialect d;
    d.letters = standardPieceLetters();
    d.freeCastling = chess960Castling;
    d.castlingOutput = chess960Castling ? CastlingNotation::Shredder : CastlingNotation::Standard;
    return d;
}

OrthodoxFeatures secretSetupFeatures() {
    OrthodoxFeatures f;
    f.pawnsOnFirstRank = true;
    f.waitingSideMayBeInCheck = true;
    return f;
}

}  // namespace

SecretSetupRuleset::SecretSetupRuleset(bool chess960Castling)
    : OrthodoxRules(secretSetupDialect(chess960Castling), secretSetupFeatures()),
      chess960Castling_(chess960Castling) {}

const RulesetInfo& SecretSetupRuleset::info() const {
    return kInfo;
}

Position SecretSetupRuleset::startPosition() const {
    return readFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").value();
}

std::optional<Error> SecretSetupRuleset::validateSetup(Color side,
                                                       std::span<const Placement> setup) {
    const std::string player = side == Color::White ? "White" : "Black";
    const std::string ranks = side == Color::White ? "1-4" : "5-8";
    Bitboard used = 0;
    std::array<int, kPieceKindCount> counts{};
    for (const Placement& p : setup) {
        if (!p.square.valid())
            return Error{player + "'s setup places a " + kindName(p.kind, false) +
                         " off the board"};
        if (p.square.relativeRank(side) > 3)
            return Error{player + "'s " + kindName(p.kind, false) + " on " + p.square.name() +
                         " is outside " + player + "'s ranks " + ranks};
        if (used & bit(p.square))
            return Error{player + "'s setup has two pieces on " + p.square.name()};
        used |= bit(p.square);
        ++counts[static_cast<std::size_t>(index(p.kind))];
    }
    int inArmy = 0;
    for (auto [kind, need] : kArmy) {
        const int have = counts[static_cast<std::size_t>(index(kind))];
        inArmy += have;
        if (have == need) continue;
        const std::string what = std::to_string(need) + " " + kindName(kind, need > 1);
        if (have < need)
            return Error{player + "'s setup lacks " + std::to_string(need - have) + " " +
                         kindName(kind, need - have > 1) + " (an army has " + what + ")"};
        return Error{player + "'s setup has " + std::to_string(have - need) + " " +
                     kindName(kind, have - need > 1) + " too many (an army has " + what + ")"};
    }
    if (inArmy != static_cast<int>(setup.size()))
        return Error{player + "'s setup has a piece no army has"};
    return std::nullopt;
}

Result<Position> SecretSetupRuleset::reveal(std::span<const Placement> white,
                                            std::span<const Placement> black) const {
    if (auto e = validateSetup(Color::White, white)) return *e;
    if (auto e = validateSetup(Color::Black, black)) return *e;
    Position pos;
    for (const Placement& p : white) pos.put(p.square, Piece(Color::White, p.kind));
    for (const Placement& p : black) pos.put(p.square, Piece(Color::Black, p.kind));
    for (Color c : {Color::White, Color::Black}) {
        const int backRank = c == Color::White ? 0 : 7;
        const Square king = pos.royalSquare(c);
        if (king.rank() != backRank) continue;
        const Bitboard rooks = pos.pieces(c, PieceKind::Rook) & rankMask(backRank);
        if (chess960Castling_) {
            // The outermost rook on each side of the king, as X-FEN reads KQ.
            for (CastlingSide side : {CastlingSide::King, CastlingSide::Queen})
                if (const Square rook = outermostRook(pos, c, king, side); rook.valid())
                    pos.setCastlingRook(c, side, rook);
        } else if (king.file() == 4) {
            if (rooks & bit(Square::at(7, backRank)))
                pos.setCastlingRook(c, CastlingSide::King, Square::at(7, backRank));
            if (rooks & bit(Square::at(0, backRank)))
                pos.setCastlingRook(c, CastlingSide::Queen, Square::at(0, backRank));
        }
    }
    return pos;
}

void registerSecretSetup(RulesetRegistry& registry) {
    registry.add(
        kInfo, {{"secretSetup.castling", "classical", {"classical", "chess960"}}},
        [](const RulesetOptions& o) {
            return std::make_unique<SecretSetupRuleset>(o.at("secretSetup.castling") == "chess960");
        });
}

}  // namespace tavleya
