#include "secret_setup.h"

#include <array>

namespace tavleya {
namespace {

constexpr RulesetInfo kInfo{
    "secret-setup",
    TAVLEYA_MESSAGE("core", "Secret setup"),
    "Боевые шахматы",
    "Secret setup",
    TAVLEYA_MESSAGE("core",
                    "Each player arranges their pieces on their own half unseen by the "
                    "other; then the setups are revealed and the game is played as chess."),
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

// Row of a kind in the message tables below: kArmy's order, then any other
// piece.
std::size_t kindRow(PieceKind kind) {
    for (std::size_t i = 0; i < kArmy.size(); ++i)
        if (kArmy[i].first == kind) return i;
    return kArmy.size();
}

// Whole sentences for each side (and kind), so that the interface can
// translate them (core/result.h).
constexpr std::array<std::array<const char*, 7>, 2> kOffBoard{{
    {{
        TAVLEYA_MESSAGE("core", "White's setup places a king off the board"),
        TAVLEYA_MESSAGE("core", "White's setup places a queen off the board"),
        TAVLEYA_MESSAGE("core", "White's setup places a rook off the board"),
        TAVLEYA_MESSAGE("core", "White's setup places a bishop off the board"),
        TAVLEYA_MESSAGE("core", "White's setup places a knight off the board"),
        TAVLEYA_MESSAGE("core", "White's setup places a pawn off the board"),
        TAVLEYA_MESSAGE("core", "White's setup places a piece off the board"),
    }},
    {{
        TAVLEYA_MESSAGE("core", "Black's setup places a king off the board"),
        TAVLEYA_MESSAGE("core", "Black's setup places a queen off the board"),
        TAVLEYA_MESSAGE("core", "Black's setup places a rook off the board"),
        TAVLEYA_MESSAGE("core", "Black's setup places a bishop off the board"),
        TAVLEYA_MESSAGE("core", "Black's setup places a knight off the board"),
        TAVLEYA_MESSAGE("core", "Black's setup places a pawn off the board"),
        TAVLEYA_MESSAGE("core", "Black's setup places a piece off the board"),
    }},
}};
constexpr std::array<std::array<const char*, 7>, 2> kOutside{{
    {{
        TAVLEYA_MESSAGE("core", "White's king on %1 is outside White's ranks 1-4"),
        TAVLEYA_MESSAGE("core", "White's queen on %1 is outside White's ranks 1-4"),
        TAVLEYA_MESSAGE("core", "White's rook on %1 is outside White's ranks 1-4"),
        TAVLEYA_MESSAGE("core", "White's bishop on %1 is outside White's ranks 1-4"),
        TAVLEYA_MESSAGE("core", "White's knight on %1 is outside White's ranks 1-4"),
        TAVLEYA_MESSAGE("core", "White's pawn on %1 is outside White's ranks 1-4"),
        TAVLEYA_MESSAGE("core", "White's piece on %1 is outside White's ranks 1-4"),
    }},
    {{
        TAVLEYA_MESSAGE("core", "Black's king on %1 is outside Black's ranks 5-8"),
        TAVLEYA_MESSAGE("core", "Black's queen on %1 is outside Black's ranks 5-8"),
        TAVLEYA_MESSAGE("core", "Black's rook on %1 is outside Black's ranks 5-8"),
        TAVLEYA_MESSAGE("core", "Black's bishop on %1 is outside Black's ranks 5-8"),
        TAVLEYA_MESSAGE("core", "Black's knight on %1 is outside Black's ranks 5-8"),
        TAVLEYA_MESSAGE("core", "Black's pawn on %1 is outside Black's ranks 5-8"),
        TAVLEYA_MESSAGE("core", "Black's piece on %1 is outside Black's ranks 5-8"),
    }},
}};
constexpr std::array<std::array<const char*, 6>, 2> kLacksOne{{
    {{
        TAVLEYA_MESSAGE("core", "White's setup lacks 1 king (an army has 1 king)"),
        TAVLEYA_MESSAGE("core", "White's setup lacks 1 queen (an army has 1 queen)"),
        TAVLEYA_MESSAGE("core", "White's setup lacks 1 rook (an army has 2 rooks)"),
        TAVLEYA_MESSAGE("core", "White's setup lacks 1 bishop (an army has 2 bishops)"),
        TAVLEYA_MESSAGE("core", "White's setup lacks 1 knight (an army has 2 knights)"),
        TAVLEYA_MESSAGE("core", "White's setup lacks 1 pawn (an army has 8 pawns)"),
    }},
    {{
        TAVLEYA_MESSAGE("core", "Black's setup lacks 1 king (an army has 1 king)"),
        TAVLEYA_MESSAGE("core", "Black's setup lacks 1 queen (an army has 1 queen)"),
        TAVLEYA_MESSAGE("core", "Black's setup lacks 1 rook (an army has 2 rooks)"),
        TAVLEYA_MESSAGE("core", "Black's setup lacks 1 bishop (an army has 2 bishops)"),
        TAVLEYA_MESSAGE("core", "Black's setup lacks 1 knight (an army has 2 knights)"),
        TAVLEYA_MESSAGE("core", "Black's setup lacks 1 pawn (an army has 8 pawns)"),
    }},
}};
constexpr std::array<std::array<const char*, 6>, 2> kLacksMany{{
    {{
        TAVLEYA_MESSAGE("core", "White's setup lacks %1 kings (an army has 1 king)"),
        TAVLEYA_MESSAGE("core", "White's setup lacks %1 queens (an army has 1 queen)"),
        TAVLEYA_MESSAGE("core", "White's setup lacks %1 rooks (an army has 2 rooks)"),
        TAVLEYA_MESSAGE("core", "White's setup lacks %1 bishops (an army has 2 bishops)"),
        TAVLEYA_MESSAGE("core", "White's setup lacks %1 knights (an army has 2 knights)"),
        TAVLEYA_MESSAGE("core", "White's setup lacks %1 pawns (an army has 8 pawns)"),
    }},
    {{
        TAVLEYA_MESSAGE("core", "Black's setup lacks %1 kings (an army has 1 king)"),
        TAVLEYA_MESSAGE("core", "Black's setup lacks %1 queens (an army has 1 queen)"),
        TAVLEYA_MESSAGE("core", "Black's setup lacks %1 rooks (an army has 2 rooks)"),
        TAVLEYA_MESSAGE("core", "Black's setup lacks %1 bishops (an army has 2 bishops)"),
        TAVLEYA_MESSAGE("core", "Black's setup lacks %1 knights (an army has 2 knights)"),
        TAVLEYA_MESSAGE("core", "Black's setup lacks %1 pawns (an army has 8 pawns)"),
    }},
}};
constexpr std::array<std::array<const char*, 6>, 2> kOneTooMany{{
    {{
        TAVLEYA_MESSAGE("core", "White's setup has 1 king too many (an army has 1 king)"),
        TAVLEYA_MESSAGE("core", "White's setup has 1 queen too many (an army has 1 queen)"),
        TAVLEYA_MESSAGE("core", "White's setup has 1 rook too many (an army has 2 rooks)"),
        TAVLEYA_MESSAGE("core", "White's setup has 1 bishop too many (an army has 2 bishops)"),
        TAVLEYA_MESSAGE("core", "White's setup has 1 knight too many (an army has 2 knights)"),
        TAVLEYA_MESSAGE("core", "White's setup has 1 pawn too many (an army has 8 pawns)"),
    }},
    {{
        TAVLEYA_MESSAGE("core", "Black's setup has 1 king too many (an army has 1 king)"),
        TAVLEYA_MESSAGE("core", "Black's setup has 1 queen too many (an army has 1 queen)"),
        TAVLEYA_MESSAGE("core", "Black's setup has 1 rook too many (an army has 2 rooks)"),
        TAVLEYA_MESSAGE("core", "Black's setup has 1 bishop too many (an army has 2 bishops)"),
        TAVLEYA_MESSAGE("core", "Black's setup has 1 knight too many (an army has 2 knights)"),
        TAVLEYA_MESSAGE("core", "Black's setup has 1 pawn too many (an army has 8 pawns)"),
    }},
}};
constexpr std::array<std::array<const char*, 6>, 2> kManyTooMany{{
    {{
        TAVLEYA_MESSAGE("core", "White's setup has %1 kings too many (an army has 1 king)"),
        TAVLEYA_MESSAGE("core", "White's setup has %1 queens too many (an army has 1 queen)"),
        TAVLEYA_MESSAGE("core", "White's setup has %1 rooks too many (an army has 2 rooks)"),
        TAVLEYA_MESSAGE("core", "White's setup has %1 bishops too many (an army has 2 bishops)"),
        TAVLEYA_MESSAGE("core", "White's setup has %1 knights too many (an army has 2 knights)"),
        TAVLEYA_MESSAGE("core", "White's setup has %1 pawns too many (an army has 8 pawns)"),
    }},
    {{
        TAVLEYA_MESSAGE("core", "Black's setup has %1 kings too many (an army has 1 king)"),
        TAVLEYA_MESSAGE("core", "Black's setup has %1 queens too many (an army has 1 queen)"),
        TAVLEYA_MESSAGE("core", "Black's setup has %1 rooks too many (an army has 2 rooks)"),
        TAVLEYA_MESSAGE("core", "Black's setup has %1 bishops too many (an army has 2 bishops)"),
        TAVLEYA_MESSAGE("core", "Black's setup has %1 knights too many (an army has 2 knights)"),
        TAVLEYA_MESSAGE("core", "Black's setup has %1 pawns too many (an army has 8 pawns)"),
    }},
}};
constexpr std::array<const char*, 2> kTwoOnSquare{
    TAVLEYA_MESSAGE("core", "White's setup has two pieces on %1"),
    TAVLEYA_MESSAGE("core", "Black's setup has two pieces on %1"),
};
constexpr std::array<const char*, 2> kNotInArmy{
    TAVLEYA_MESSAGE("core", "White's setup has a piece no army has"),
    TAVLEYA_MESSAGE("core", "Black's setup has a piece no army has"),
};

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
    const std::size_t si = side == Color::White ? 0 : 1;
    Bitboard used = 0;
    std::array<int, kPieceKindCount> counts{};
    for (const Placement& p : setup) {
        if (!p.square.valid()) return Error::translatable(kOffBoard[si][kindRow(p.kind)], {});
        if (p.square.relativeRank(side) > 3)
            return Error::translatable(kOutside[si][kindRow(p.kind)], {p.square.name()});
        if (used & bit(p.square)) return Error::translatable(kTwoOnSquare[si], {p.square.name()});
        used |= bit(p.square);
        ++counts[static_cast<std::size_t>(index(p.kind))];
    }
    int inArmy = 0;
    for (auto [kind, need] : kArmy) {
        const int have = counts[static_cast<std::size_t>(index(kind))];
        inArmy += have;
        if (have == need) continue;
        const std::size_t row = kindRow(kind);
        if (have < need)
            return need - have > 1
                       ? Error::translatable(kLacksMany[si][row], {std::to_string(need - have)})
                       : Error::translatable(kLacksOne[si][row], {});
        return have - need > 1
                   ? Error::translatable(kManyTooMany[si][row], {std::to_string(have - need)})
                   : Error::translatable(kOneTooMany[si][row], {});
    }
    if (inArmy != static_cast<int>(setup.size())) return Error::translatable(kNotInArmy[si], {});
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
