#include "attacks.h"

#include <cstdlib>

#include "magic_numbers.h"

namespace tavleya {
namespace {

constexpr int kRookDirs[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr int kBishopDirs[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

bool onBoard(int file, int rank) {
    return file >= 0 && file < 8 && rank >= 0 && rank < 8;
}

// Attacks by stepping ray by ray; slow, used only to fill the tables.
Bitboard slidingAttacks(Square s, Bitboard occupied, const int (&dirs)[4][2]) {
    Bitboard result = 0;
    for (const auto& d : dirs) {
        int f = s.file() + d[0], r = s.rank() + d[1];
        while (onBoard(f, r)) {
            const Square t = Square::at(f, r);
            result |= bit(t);
            if (occupied & bit(t)) break;
            f += d[0];
            r += d[1];
        }
    }
    return result;
}

Bitboard stepAttacks(Square s, std::initializer_list<std::pair<int, int>> steps) {
    Bitboard result = 0;
    for (auto [df, dr] : steps)
        if (onBoard(s.file() + df, s.rank() + dr))
            result |= bit(Square::at(s.file() + df, s.rank() + dr));
    return result;
}

}  // namespace

AttackTables::AttackTables() {
    for (int i = 0; i < 64; ++i) {
        const Square s(i);
        pawn_[0][i] = stepAttacks(s, {{-1, 1}, {1, 1}});
        pawn_[1][i] = stepAttacks(s, {{-1, -1}, {1, -1}});
        knight_[i] = stepAttacks(
            s, {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}});
        king_[i] =
            stepAttacks(s, {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}});
    }
    initSliders(bishop_, bishopStorage_, true);
    initSliders(rook_, rookStorage_, false);

    for (int a = 0; a < 64; ++a) {
        for (int b = 0; b < 64; ++b) {
            if (a == b) continue;
            const Square sa(a), sb(b);
            for (bool diagonal : {false, true}) {
                const auto& dirs = diagonal ? kBishopDirs : kRookDirs;
                if (!(slidingAttacks(sa, 0, dirs) & bit(sb))) continue;
                line_[a][b] =
                    (slidingAttacks(sa, 0, dirs) & slidingAttacks(sb, 0, dirs)) | bit(sa) | bit(sb);
                between_[a][b] =
                    slidingAttacks(sa, bit(sb), dirs) & slidingAttacks(sb, bit(sa), dirs);
            }
        }
    }
}

void AttackTables::initSliders(std::array<Magic, 64>& magics, std::vector<Bitboard>& storage,
                               bool diagonal) {
    const auto& dirs = diagonal ? kBishopDirs : kRookDirs;
    const auto& known = diagonal ? magics::kBishop : magics::kRook;
    std::array<std::size_t, 64> offsets{};
    std::size_t total = 0;
    for (int i = 0; i < 64; ++i) {
        const Square s(i);
        // Edge squares never block anything beyond them, so leave them out of the mask.
        const Bitboard edges = ((rankMask(0) | rankMask(7)) & ~rankMask(s.rank())) |
                               ((fileMask(0) | fileMask(7)) & ~fileMask(s.file()));
        magics[i].mask = slidingAttacks(s, 0, dirs) & ~edges;
        magics[i].shift = 64 - static_cast<unsigned>(popCount(magics[i].mask));
        magics[i].magic = known[static_cast<std::size_t>(i)];
        offsets[i] = total;
        total += std::size_t{1} << popCount(magics[i].mask);
    }
    storage.assign(total, 0);
    for (int i = 0; i < 64; ++i) {
        Magic& m = magics[i];
        const Square s(i);
        Bitboard* table = storage.data() + offsets[i];
        m.attacks = table;
        // Every subset of the mask (carry-rippler) into its slot.
        Bitboard subset = 0;
        do {
            table[((subset & m.mask) * m.magic) >> m.shift] = slidingAttacks(s, subset, dirs);
            subset = (subset - m.mask) & m.mask;
        } while (subset);
    }
}

}  // namespace tavleya
