#include "board/piece_pictures.h"

#include "notation/piece_names.h"
#include "ruleset.h"

namespace tavleya {

namespace {

QString text(std::string_view view) {
    return QString::fromUtf8(view.data(), static_cast<qsizetype>(view.size()));
}

}  // namespace

PiecePictures::PiecePictures() {
    for (int k = 1; k < kPieceKindCount; ++k) {
        const auto kind = static_cast<PieceKind>(k);
        names[static_cast<std::size_t>(k)] = text(standardPieceImage(kind));
        letters[static_cast<std::size_t>(k)] =
            text(standardPieceSymbol(kind, PieceAlphabet::English));
    }
}

PiecePictures::PiecePictures(const Ruleset& rules) {
    for (int k = 1; k < kPieceKindCount; ++k) {
        const auto kind = static_cast<PieceKind>(k);
        names[static_cast<std::size_t>(k)] = text(rules.pieceImage(kind));
        letters[static_cast<std::size_t>(k)] =
            text(rules.pieceSymbol(kind, PieceAlphabet::English));
    }
}

}  // namespace tavleya
