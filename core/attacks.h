#pragma once

#include <array>
#include <vector>

#include "bitboard.h"
#include "piece.h"

namespace tavleya {

// Precomputed attack sets: leapers by table, sliders by magic bitboards.
// Built once, immutable afterwards, shared by every ruleset.
class AttackTables {
public:
    // Inline, so that the hot paths asking for it pay no call.
    static const AttackTables& instance() {
        static const AttackTables tables;
        return tables;
    }

    Bitboard pawn(Color side, Square s) const { return pawn_[index(side)][s.index()]; }
    Bitboard knight(Square s) const { return knight_[s.index()]; }
    Bitboard king(Square s) const { return king_[s.index()]; }
    Bitboard bishop(Square s, Bitboard occupied) const {
        return bishop_[s.index()].lookup(occupied);
    }
    Bitboard rook(Square s, Bitboard occupied) const { return rook_[s.index()].lookup(occupied); }
    Bitboard queen(Square s, Bitboard occupied) const {
        return bishop(s, occupied) | rook(s, occupied);
    }
    // What a piece of chess's kinds but the pawn attacks from `s`; none for
    // a variant's own kinds, which their rulesets move (PieceMovement).
    Bitboard piece(PieceKind kind, Square s, Bitboard occupied) const {
        switch (kind) {
            case PieceKind::Knight:
                return knight(s);
            case PieceKind::Bishop:
                return bishop(s, occupied);
            case PieceKind::Rook:
                return rook(s, occupied);
            case PieceKind::Queen:
                return queen(s, occupied);
            case PieceKind::King:
                return king(s);
            default:
                return 0;
        }
    }
    // Squares strictly between two squares on a line; empty if not aligned.
    Bitboard between(Square a, Square b) const { return between_[a.index()][b.index()]; }
    // The whole line through two aligned squares; empty if not aligned.
    Bitboard line(Square a, Square b) const { return line_[a.index()][b.index()]; }

private:
    AttackTables();

    struct Magic {
        Bitboard mask = 0;
        Bitboard magic = 0;
        const Bitboard* attacks = nullptr;
        unsigned shift = 0;
        Bitboard lookup(Bitboard occupied) const {
            return attacks[((occupied & mask) * magic) >> shift];
        }
    };
    void initSliders(std::array<Magic, 64>& magics, std::vector<Bitboard>& storage, bool diagonal);

    std::array<std::array<Bitboard, 64>, 2> pawn_{};
    std::array<Bitboard, 64> knight_{}, king_{};
    std::array<Magic, 64> bishop_{}, rook_{};
    std::vector<Bitboard> bishopStorage_, rookStorage_;
    std::array<std::array<Bitboard, 64>, 64> between_{}, line_{};
};

}  // namespace tavleya
