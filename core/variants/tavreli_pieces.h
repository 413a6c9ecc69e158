#pragma once

// What the Tavreli files share about pieces and towers: a ratnik's identity
// by file, the TFEN letters, a square's stack top first, and the marks a
// moved or demoted ratnik carries.

#include <array>
#include <string_view>

#include "../attacks.h"
#include "../piece_movement.h"
#include "../position.h"

namespace tavleya::tavreli {

// Tavreli's own piece: the helgi, queen and knight in one.
inline constexpr PieceKind kHelgi = ownKind(2);

inline Bitboard helgiAttacks(Square from, Bitboard occupied) {
    const AttackTables& at = AttackTables::instance();
    return at.queen(from, occupied) | at.knight(from);
}

inline constexpr std::array<PieceMovement, 1> kOwnPieces{{{kHelgi, helgiAttacks, true, true}}};

// What a piece of any kind but the ratnik attacks from `from`.
inline Bitboard pieceAttacks(PieceKind kind, Square from, Bitboard occupied) {
    return kind == kHelgi ? helgiAttacks(from, occupied)
                          : AttackTables::instance().piece(kind, from, occupied);
}

// The kind a ratnik standing in front of `file` at the start promotes to (R4).
inline PieceKind defaultIdentity(int file) {
    constexpr std::array<PieceKind, 8> kinds{
        PieceKind::Rook, PieceKind::Knight, PieceKind::Bishop, PieceKind::Queen,
        kHelgi,          PieceKind::Bishop, PieceKind::Knight, PieceKind::Rook};
    return kinds[static_cast<std::size_t>(file)];
}

constexpr std::string_view kLetters = "KQRBNHP";
constexpr std::array<PieceKind, 7> kLetterKinds{
    PieceKind::King,   PieceKind::Queen, PieceKind::Rook, PieceKind::Bishop,
    PieceKind::Knight, kHelgi,           PieceKind::Pawn};

inline char letterOf(PieceKind kind, Color c) {
    for (std::size_t i = 0; i < kLetterKinds.size(); ++i)
        if (kLetterKinds[i] == kind)
            return c == Color::White ? kLetters[i] : static_cast<char>(kLetters[i] - 'A' + 'a');
    return '?';
}

inline PieceKind kindOfLetter(char upper) {
    const auto i = kLetters.find(upper);
    return i == std::string_view::npos ? PieceKind::None : kLetterKinds[i];
}

inline Piece ratnik(Color c, PieceKind identity) {
    return Piece(c, PieceKind::Pawn).withIdentity(identity);
}

// One square's pieces, top first.
struct Stack {
    std::array<Piece, 32> pieces{};
    int size = 0;
    Piece& operator[](int i) { return pieces[static_cast<std::size_t>(i)]; }
    Piece operator[](int i) const { return pieces[static_cast<std::size_t>(i)]; }
    void push(Piece p) { pieces[static_cast<std::size_t>(size++)] = p; }
};

inline int height(const Position& pos, Square s) {
    return pos.at(s).empty() ? 0 : 1 + pos.towers().height(s);
}

inline Piece bottom(const Position& pos, Square s) {
    const int h = height(pos, s);
    return h <= 1 ? pos.at(s) : pos.towers().beneath(s, h - 2);
}

inline Stack readStack(const Position& pos, Square s) {
    Stack st;
    if (pos.at(s).empty()) return st;
    st.push(pos.at(s));
    for (int d = 0; d < pos.towers().height(s); ++d) st.push(pos.towers().beneath(s, d));
    return st;
}

inline void writeStack(Position& pos, Square s, const Stack& st) {
    for (int d = pos.towers().height(s) - 1; d >= 0; --d) pos.eraseBeneath(s, d);
    if (!pos.at(s).empty()) pos.remove(s);
    if (st.size == 0) return;
    pos.put(s, st[0]);
    for (int i = 1; i < st.size; ++i) pos.insertBeneath(s, i - 1, st[i]);
}

// A ratnik that moves onto its own start rank has lost the double step;
// anywhere else the mark means nothing and is cleared, so keys stay canonical.
inline Piece afterMoving(Piece p, Square to) {
    if (p.kind() != PieceKind::Pawn) return p;
    return p.withMoved(to.relativeRank(p.color()) == 1);
}

// A promoted ratnik taken prisoner is a ratnik again, and one that has moved.
inline Piece demoted(Piece p, Square s) {
    return afterMoving(ratnik(p.color(), p.identity()), s);
}

inline Square corner(Color c, CastlingSide side) {
    return Square::at(side == CastlingSide::King ? 7 : 0, c == Color::White ? 0 : 7);
}

}  // namespace tavleya::tavreli
