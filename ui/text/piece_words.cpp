#include "text/piece_words.h"

#include <QCoreApplication>
#include <string>

#include "notation/piece_names.h"
#include "ruleset.h"

namespace tavleya {
namespace {

// The core marks its names for translation in the context "core".
QString translated(std::string_view english) {
    return QCoreApplication::translate("core", std::string(english).c_str());
}

template <typename NameOf>
std::array<QString, kPieceKindCount> namesBy(NameOf nameOf) {
    std::array<QString, kPieceKindCount> names;
    for (int k = 1; k < kPieceKindCount; ++k)
        names[static_cast<std::size_t>(k)] = translated(nameOf(static_cast<PieceKind>(k)));
    return names;
}

}  // namespace

PieceWords::PieceWords() : names_(namesBy(standardPieceName)) {}

PieceWords::PieceWords(const Ruleset& rules)
    : names_(namesBy([&rules](PieceKind kind) { return rules.pieceName(kind); })) {}

QString PieceWords::name(PieceKind kind) const {
    return names_[static_cast<std::size_t>(index(kind))];
}

QString PieceWords::describe(Piece piece) const {
    const QString coloured = (piece.color() == Color::White
                                  ? QCoreApplication::translate("tavleya::PieceWords", "White %1")
                                  : QCoreApplication::translate("tavleya::PieceWords", "Black %1"))
                                 .arg(name(piece.kind()));
    if (piece.kind() != PieceKind::Pawn || piece.identity() == PieceKind::None) return coloured;
    return QCoreApplication::translate("tavleya::PieceWords", "%1 (promotes to %2)")
        .arg(coloured, name(piece.identity()));
}

}  // namespace tavleya
