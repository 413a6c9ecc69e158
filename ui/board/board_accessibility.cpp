#include "board/board_accessibility.h"

#include <QAccessibleWidget>
#include <array>

#include "board/board_widget.h"

namespace tavleya {
namespace {

class SquareAccessible;

// The board as a table, eight rows from the top of the screen down.
class BoardAccessible : public QAccessibleWidget {
public:
    explicit BoardAccessible(BoardWidget* board) : QAccessibleWidget(board, QAccessible::Table) {
        addControllingSignal(QStringLiteral("cursorMoved(tavleya::Square)"));
    }
    ~BoardAccessible() override {
        for (QAccessible::Id id : ids_)
            if (id) QAccessible::deleteAccessibleInterface(id);
    }

    BoardWidget* board() const { return static_cast<BoardWidget*>(widget()); }

    int childCount() const override { return 64; }
    QAccessibleInterface* child(int index) const override;
    int indexOfChild(const QAccessibleInterface* child) const override;
    QAccessibleInterface* childAt(int x, int y) const override {
        const Square s = board()->squareAt(board()->mapFromGlobal(QPoint(x, y)));
        return s.valid() ? child(indexOf(s)) : nullptr;
    }
    QAccessibleInterface* focusChild() const override {
        const Square s = board()->cursorSquare();
        return s.valid() ? child(indexOf(s)) : nullptr;
    }

    // Children by screen order: the top row first, left to right.
    int indexOf(Square s) const {
        const bool flipped = board()->flipped();
        const int row = flipped ? s.rank() : 7 - s.rank();
        const int column = flipped ? 7 - s.file() : s.file();
        return row * 8 + column;
    }
    Square squareOf(int index) const {
        const int row = index / 8;
        const int column = index % 8;
        return board()->flipped() ? Square::at(7 - column, row) : Square::at(column, 7 - row);
    }

private:
    mutable std::array<QAccessible::Id, 64> ids_{};
};

// One square: a cell whose name says its contents; it has no QObject of its
// own, so it lives as long as the board's interface.
class SquareAccessible : public QAccessibleInterface {
public:
    SquareAccessible(const BoardAccessible* board, int index) : board_(board), index_(index) {}

    bool isValid() const override { return board_->isValid(); }
    QObject* object() const override { return nullptr; }
    QWindow* window() const override { return board_->window(); }
    QAccessibleInterface* parent() const override {
        return QAccessible::queryAccessibleInterface(board_->board());
    }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QAccessibleInterface* focusChild() const override { return nullptr; }

    QString text(QAccessible::Text t) const override {
        if (t != QAccessible::Name && t != QAccessible::Description) return {};
        const Square s = square();
        const QString name = QString::fromStdString(s.name());
        const QString contents = board_->board()->describeSquare(s);
        return contents.isEmpty() ? BoardWidget::tr("%1, empty").arg(name)
                                  : BoardWidget::tr("%1, %2").arg(name, contents);
    }
    void setText(QAccessible::Text, const QString&) override {}
    QRect rect() const override {
        const BoardWidget* board = board_->board();
        const QRect local = board->squareRect(square()).toAlignedRect();
        return QRect(board->mapToGlobal(local.topLeft()), local.size());
    }
    QAccessible::Role role() const override { return QAccessible::Cell; }
    QAccessible::State state() const override {
        QAccessible::State state;
        state.focusable = true;
        state.selectable = true;
        state.focused = board_->board()->cursorSquare() == square();
        state.selected = board_->board()->selected() == square();
        return state;
    }

private:
    Square square() const { return board_->squareOf(index_); }

    const BoardAccessible* board_;
    int index_;
};

QAccessibleInterface* BoardAccessible::child(int index) const {
    if (index < 0 || index >= 64) return nullptr;
    QAccessible::Id& id = ids_[static_cast<std::size_t>(index)];
    if (!id) id = QAccessible::registerAccessibleInterface(new SquareAccessible(this, index));
    return QAccessible::accessibleInterface(id);
}

int BoardAccessible::indexOfChild(const QAccessibleInterface* child) const {
    for (std::size_t i = 0; i < ids_.size(); ++i)
        if (ids_[i] && QAccessible::accessibleInterface(ids_[i]) == child)
            return static_cast<int>(i);
    return -1;
}

}  // namespace

QAccessibleInterface* boardAccessibility(const QString& className, QObject* object) {
    if (className == QLatin1String("tavleya::BoardWidget") && object && object->isWidgetType())
        return new BoardAccessible(static_cast<BoardWidget*>(object));
    return nullptr;
}

}  // namespace tavleya
