#pragma once

#include <QAbstractTableModel>
#include <array>
#include <vector>

#include "bitboard.h"
#include "game/comment_commands.h"
#include "position.h"
#include "text/piece_words.h"

namespace tavleya {

// What the board shows, as an item model: one item per square, 8 rows from
// the eighth rank down and 8 columns from the a-file, as White sees the
// board. Each item holds the square's stack of pieces from the top down,
// whether it is part of the last move or a king in check, where its piece
// may go and whether a pocket piece in hand may be dropped on it. The model
// is told all this; it knows no rules.
class BoardModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Role {
        StackRole = Qt::UserRole + 1,  // std::vector<Piece>, the top first
        LastMoveRole,                  // bool
        CheckRole,                     // bool
        DestinationsRole,              // quint64: a Bitboard
        DropTargetRole,                // bool
        MarkRole,                      // QChar: the colour letter of a marked square, or none
    };

    explicit BoardModel(QObject* parent = nullptr);

    void setPosition(const Position& position);
    // The names the game gives its pieces, for the squares' descriptions.
    void setPieceWords(PieceWords words);
    const PieceWords& pieceWords() const { return words_; }
    const Position& position() const { return position_; }
    // The last move's squares, and a king in check (Square::none(): none).
    void setHighlights(Bitboard lastMove, Square check);
    void setDestinations(const std::array<Bitboard, 64>& destinations);
    // The pocket piece in hand and where it may go (PieceKind::None: none).
    void setDropTargets(PieceKind kind, Bitboard targets);
    PieceKind dropKind() const { return dropKind_; }
    // The coloured squares and arrows of the move shown ([%csl], [%cal]).
    void setMarks(std::vector<MarkedSquare> squares, std::vector<Arrow> arrows);
    const std::vector<Arrow>& arrows() const { return arrows_; }

    QModelIndex indexOf(Square s) const;
    static Square squareAt(const QModelIndex& index);
    // The pieces on a square from the top down.
    std::vector<Piece> stack(Square s) const;
    // The same in words ("White knight, Black pawn"), or only its top `count`;
    // a pawn that knows what it will become says so.
    QString describe(Square s, int count = 0) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

private:
    void changedAll(const QList<int>& roles);

    Position position_;
    PieceWords words_;
    std::array<Bitboard, 64> destinations_{};
    PieceKind dropKind_ = PieceKind::None;
    Bitboard dropTargets_ = 0;
    Bitboard lastMove_ = 0;
    Square check_;
    std::vector<MarkedSquare> squares_;
    std::vector<Arrow> arrows_;
};

}  // namespace tavleya
