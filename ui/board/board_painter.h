#pragma once

#include <QFont>
#include <QModelIndex>
#include <QPainter>
#include <span>

#include "board/board_layout.h"
#include "board/board_theme.h"
#include "board/piece_set.h"
#include "game/comment_commands.h"
#include "piece.h"

namespace tavleya {

// Draws the parts of a board where its BoardLayout puts them, in the look
// chosen (the theme, the piece set): the squares with their coordinates and
// highlights, pieces and towers, the dots where a piece may go, the
// keyboard's frame, arrows, and the band of coordinates around the board.
// It is told what to draw; what the hand holds and what glides is the
// widget's to know.
class BoardPainter {
public:
    // `faceToFace`: the far side's pieces, and the coordinates at the far
    // edge, are turned round for the player there; `cyrillicFiles`: the
    // files are а–з.
    BoardPainter(QPainter& painter, const BoardLayout& layout, const BoardTheme& theme,
                 const PieceSet& pieces, bool faceToFace, bool cyrillicFiles);

    // The band around the board with the files below and above it and the
    // ranks on either side.
    void paintFrame() const;
    // The square's colour, its coordinate on the board's edge (unless they
    // stand outside) and what is highlighted on it: what `item` of the
    // BoardModel says (the last move, a mark, a king in check) and
    // `selected`, the piece picked up.
    void paintSquare(Square s, const QModelIndex& item, bool selected,
                     const QFont& coordinates) const;
    // A piece, or a tower from the top down, filling `r`.
    void paintStack(std::span<const Piece> stack, const QRectF& r) const;
    // A piece upright whatever its side (a pocket piece in the hand).
    void paintPiece(Piece piece, const QRectF& r) const { pieces_.paint(painter_, piece, r); }
    // Where the piece picked up may go: a dot, or a ring around the piece
    // it would capture on an `occupied` square.
    void paintTarget(Square s, bool occupied) const;
    // The keyboard's square: a frame inside it.
    void paintCursor(Square s, const QColor& colour) const;
    void paintArrow(const Arrow& arrow) const;

private:
    QString fileName(int file) const;

    QPainter& painter_;
    BoardLayout layout_;
    const BoardTheme& theme_;
    const PieceSet& pieces_;
    bool faceToFace_;
    bool cyrillicFiles_;
};

}  // namespace tavleya
