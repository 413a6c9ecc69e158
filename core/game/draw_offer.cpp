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

std::string_view withoutDrawOffer(std::string_view commentAfter) {
    if (!recordsDrawOffer(commentAfter)) return commentAfter;
    commentAfter.remove_prefix(kDrawOfferMark.size());
    if (commentAfter.starts_with(' ')) commentAfter.remove_prefix(1);
    return commentAfter;
}

}  // namespace tavleya
