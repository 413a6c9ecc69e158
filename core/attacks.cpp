#include "attacks.h"

#include <cstdlib>

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

// A small deterministic generator: the magic search must give the same tables
// on every run.
class XorShift {
public:
    explicit XorShift(std::uint64_t seed) : state_(seed) {}
    std::uint64_t next() {
        state_ ^= state_ >> 12;
        state_ ^= state_ << 25;
        state_ ^= state_ >> 27;
        return state_ * 2685821657736338717ULL;
    }
    // Few bits set: such numbers make good magic candidates.
    std::uint64_t sparse() { return next() & next() & next(); }

private:
    std::uint64_t state_;
};

}  // namespace

Bitboard AttackTables::piece(PieceKind kind, Square s, Bitboard occupied) const {
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
        case PieceKind::Fers:
            return fers(s);
        case PieceKind::Alfil:
            return alfil(s);
        case PieceKind::Helgi:
            return queen(s, occupied) | knight(s);
        case PieceKind::Pawn:
        case PieceKind::None:
            break;
    }
    return 0;
}

const AttackTables& AttackTables::instance() {
    static const AttackTables tables;
    return tables;
}

AttackTables::AttackTables() {
    for (int i = 0; i < 64; ++i) {
        const Square s(i);
        pawn_[0][i] = stepAttacks(s, {{-1, 1}, {1, 1}});
        pawn_[1][i] = stepAttacks(s, {{-1, -1}, {1, -1}});
        knight_[i] = stepAttacks(
            s, {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}});
        king_[i] =
            stepAttacks(s, {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}});
        fers_[i] = stepAttacks(s, {{1, 1}, {-1, 1}, {-1, -1}, {1, -1}});
        alfil_[i] = stepAttacks(s, {{2, 2}, {-2, 2}, {-2, -2}, {2, -2}});
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
    std::array<std::size_t, 64> offsets{};
    std::size_t total = 0;
    for (int i = 0; i < 64; ++i) {
        const Square s(i);
        // Edge squares never block anything beyond them, so leave them out of the mask.
        const Bitboard edges = ((rankMask(0) | rankMask(7)) & ~rankMask(s.rank())) |
                               ((fileMask(0) | fileMask(7)) & ~fileMask(s.file()));
        magics[i].mask = slidingAttacks(s, 0, dirs) & ~edges;
        magics[i].shift = 64 - static_cast<unsigned>(popCount(magics[i].mask));
        offsets[i] = total;
        total += std::size_t{1} << popCount(magics[i].mask);
    }
    storage.assign(total, 0);

    XorShift random(diagonal ? 0x9E3779B97F4A7C15ULL : 0xD1B54A32D192ED03ULL);
    std::vector<Bitboard> occupancies, references;
    std::vector<int> epoch;
    for (int i = 0; i < 64; ++i) {
        Magic& m = magics[i];
        const Square s(i);
        occupancies.clear();
        references.clear();
        // Enumerate every subset of the mask (carry-rippler).
        Bitboard subset = 0;
        do {
            occupancies.push_back(subset);
            references.push_back(slidingAttacks(s, subset, dirs));
            subset = (subset - m.mask) & m.mask;
        } while (subset);

        Bitboard* table = storage.data() + offsets[i];
        m.attacks = table;
        epoch.assign(occupancies.size(), 0);
        for (int attempt = 1;; ++attempt) {
            do m.magic = random.sparse();
            while (popCount((m.mask * m.magic) >> 56) < 6);
            bool ok = true;
            for (std::size_t k = 0; k < occupancies.size() && ok; ++k) {
                const auto slot =
                    static_cast<std::size_t>(((occupancies[k] & m.mask) * m.magic) >> m.shift);
                if (epoch[slot] < attempt) {
                    epoch[slot] = attempt;
                    table[slot] = references[k];
                } else if (table[slot] != references[k]) {
                    ok = false;
                }
            }
            if (ok) break;
        }
    }
}

}  // namespace tavleya
