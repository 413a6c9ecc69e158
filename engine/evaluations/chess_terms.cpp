#include "chess_terms.h"

#include <algorithm>

namespace tavleya::engine {

bool ChessTerms::assign(ChessTerms& terms, std::span<const NamedWeight> weights) {
    std::size_t found = 0, count = 0;
    forEachWeight(terms, [&](std::string_view name, int& weight) {
        ++count;
        const auto named = std::find_if(weights.begin(), weights.end(),
                                        [&](const NamedWeight& w) { return w.name == name; });
        if (named == weights.end()) return;
        weight = named->value;
        ++found;
    });
    return found == count && weights.size() == count;
}

}  // namespace tavleya::engine
