#pragma once

#include <QHash>
#include <QPainter>
#include <QSvgRenderer>
#include <memory>
#include <span>

#include "board/piece_pictures.h"
#include "piece.h"

namespace tavleya {

// One of Tavleya's piece drawings, as the user chooses it: `id` is what the
// settings keep (stable across versions and languages), `name` what the
// user reads, translated in the context "PieceSet".
struct PieceStyle {
    const char* id;
    const char* name;
};

// Tavleya's own piece drawings (resources/pieces/<style>/*.svg), drawn with
// QSvgRenderer so they stay crisp at any size. Each drawing is made in white
// with a dark outline; the black pieces are the same drawings in dark with a
// light outline. Promoted and royal pieces get a small mark.
class PieceSet {
public:
    // The style of that id; the first style for an id not known.
    explicit PieceSet(const QString& style = QString());

    // Every style, the default first.
    static std::span<const PieceStyle> styles();
    // The id kept for a style that is no longer there is read as the default.
    static QString knownStyle(const QString& id);
    // A style's name in the user's language.
    static QString styleName(const QString& id);

    QString style() const { return style_; }
    void setStyle(const QString& id);
    // The game's pictures of its kinds (chess's until told).
    void setPictures(const PiecePictures& pictures);

    // Draws `piece` filling `square` (a little inset).
    void paint(QPainter& painter, Piece piece, const QRectF& square) const;

private:
    QSvgRenderer* renderer(PieceKind kind, Color color) const;
    void paintIdentity(QPainter& painter, Piece pawn, const QRectF& square) const;
    // A kind the set has no picture of: its letter on a disc.
    void paintLetter(QPainter& painter, Piece piece, const QRectF& box) const;

    QString style_;
    PiecePictures pictures_;
    mutable QHash<int, std::shared_ptr<QSvgRenderer>> renderers_;
};

}  // namespace tavleya
