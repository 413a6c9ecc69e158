#include "game_end.h"

namespace tavleya {

int occurrences(Key current, std::span<const Key> earlier) {
    int n = 1;
    for (Key k : earlier)
        if (k == current) ++n;
    return n;
}

}  // namespace tavleya
