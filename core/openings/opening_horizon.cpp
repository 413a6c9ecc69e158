#include "opening_horizon.h"

#include <vector>

namespace tavleya {

void OpeningHorizon::add(const Position& named) {
    const Irreversibles marks = Irreversibles::of(named);
    for (const Irreversibles& kept : leastDemanding_)
        if (marks.cover(kept)) return;
    std::erase_if(leastDemanding_, [&](const Irreversibles& kept) { return kept.cover(marks); });
    leastDemanding_.push_back(marks);
}

bool OpeningHorizon::allows(const Irreversibles& marks, std::size_t& witness) const {
    if (witness < leastDemanding_.size() && marks.cover(leastDemanding_[witness])) return true;
    for (std::size_t i = 0; i < leastDemanding_.size(); ++i)
        if (marks.cover(leastDemanding_[i])) {
            witness = i;
            return true;
        }
    return false;
}

}  // namespace tavleya
