#include "draw_offer.h"

namespace tavleya {

bool recordsDrawOffer(std::string_view commentAfter) {
    return commentAfter.starts_with(kDrawOfferMark);
}

std::string withDrawOffer(std::string_view commentAfter) {
    if (recordsDrawOffer(commentAfter)) return std::string(commentAfter);
    std::string text(kDrawOfferMark);
    if (!commentAfter.empty()) text += ' ';
    text += commentAfter;
    return text;
}

}  // namespace tavleya
