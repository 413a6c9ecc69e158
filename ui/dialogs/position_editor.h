#pragma once

#include <QDialog>
#include <memory>

#include "position.h"
#include "ruleset.h"

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QLabel;
class QLayout;
class QLineEdit;
class QSpinBox;
class QDialogButtonBox;

namespace tavleya {

class BoardWidget;

// Sets up a position of any variant: pieces are put on the board from a
// palette (in Tavreli a piece put on an occupied square goes on top, so
// towers are built from the bottom up) and taken off with the right button
// or the eraser; the side to move, castling rights, the en-passant file,
// the pockets and the move number are set beside it, or the whole FEN typed.
// The variant's own FEN reader judges the result, and what it finds wrong
// is shown in place; OK is possible only for a valid position.
class PositionEditor : public QDialog {
    Q_OBJECT

public:
    PositionEditor(std::shared_ptr<const Ruleset> rules, const Position& start,
                   QWidget* parent = nullptr);

    // The position as the variant reads it; valid when problem() is empty.
    const Position& position() const { return valid_; }
    QString problem() const { return problem_; }

    // The board and the palette drawn as `board` is: its colours, its
    // pieces, its coordinates.
    void showLookOf(const BoardWidget& board);

private:
    QLayout* createPalette();
    void drawPalette();
    QLayout* createFields();
    QLayout* createPocketFields();
    // Chooses the palette's piece (PieceKind::None: the eraser).
    void choosePiece(Color color, PieceKind kind);
    QCheckBox* castlingBox(Color color, CastlingSide side) const;
    QSpinBox* pocketBox(Color color, PieceKind kind) const;
    void readFenField();
    void clearBoard();
    void pressSquare(Square square, Qt::MouseButton button);
    // The editable fields from the position, and the position judged again.
    void showPosition();
    void fillFields();
    void applyFields();
    void judge();

    std::shared_ptr<const Ruleset> rules_;
    Position editing_;  // as built, possibly invalid
    Position valid_;
    QString problem_;
    std::vector<Piece> paletteEntries_;  // by the palette's button ids
    Piece palettePiece_;                 // empty: the eraser
    bool updating_ = false;

    BoardWidget* board_;
    QButtonGroup* palette_;
    QComboBox* side_;
    QCheckBox* castling_[4] = {};
    QComboBox* enPassant_;
    QSpinBox* pockets_[2][kPieceKindCount] = {};
    QSpinBox* moveNumber_;
    QLineEdit* fen_;
    QLabel* message_;
    QDialogButtonBox* buttons_;
};

}  // namespace tavleya
