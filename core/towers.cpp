#include "towers.h"

namespace tavleya {

int Towers::offset(Square s) const {
    int result = 0;
    for (Bitboard b = squares_ & (bit(s) - 1); b;) result += count_[popLowest(b).index()];
    return result;
}

bool Towers::insert(Square s, int depth, Piece p) {
    if (total_ >= kCapacity || depth < 0 || depth > count_[s.index()]) return false;
    const int at = offset(s) + depth;
    for (int i = total_; i > at; --i) pool_[i] = pool_[i - 1];
    pool_[at] = p;
    ++total_;
    ++count_[s.index()];
    squares_ |= bit(s);
    return true;
}

Piece Towers::erase(Square s, int depth) {
    const int at = offset(s) + depth;
    const Piece p = pool_[at];
    for (int i = at; i + 1 < total_; ++i) pool_[i] = pool_[i + 1];
    pool_[--total_] = Piece();
    if (--count_[s.index()] == 0) squares_ &= ~bit(s);
    return p;
}

}  // namespace tavleya
