#include "play/move_list_model.h"

#include <algorithm>

#include "game/comment_before.h"
#include "game/draw_offer.h"
#include "pgn/nag.h"
#include "text/glyph_text.h"

namespace tavleya {

namespace {

// How much of a comment a cell shows (a cell wraps it onto two or three
// lines); the tooltip and the comment boxes have it whole.
constexpr qsizetype kCommentChars = 60;

QString commentText(std::string_view comment) {
    return QString::fromUtf8(comment.data(), qsizetype(comment.size())).simplified();
}

// The comment in braces, as PGN writes it, cut at a word with an ellipsis
// when it is long.
QString shortComment(std::string_view comment) {
    QString text = commentText(comment);
    if (text.size() > kCommentChars) {
        const qsizetype space = text.lastIndexOf(QLatin1Char(' '), kCommentChars);
        qsizetype cut = space > kCommentChars / 2 ? space : kCommentChars;
        if (text[cut - 1].isHighSurrogate()) --cut;  // never half a character
        text = text.left(cut) + QStringLiteral("…");
    }
    return QLatin1Char('{') + text + QLatin1Char('}');
}

}  // namespace

MoveListModel::MoveListModel(QObject* parent) : QAbstractItemModel(parent) {}

void MoveListModel::setTree(const GameTree* tree) {
    if (tree == tree_) {
        refresh();
        return;
    }
    beginResetModel();
    tree_ = tree;
    layOut();
    endResetModel();
}

void MoveListModel::setNotation(NotationStyle style) {
    beginResetModel();
    notation_ = style;
    layOut();
    endResetModel();
}

void MoveListModel::layOut() {
    rows_.clear();
    top_.clear();
    rowOf_.clear();
    if (tree_ && !tree_->node(tree_->root()).children.empty())
        addLine(tree_->node(tree_->root()).children.front(), -1);
}

void MoveListModel::refresh() {
    // A move played at the end of the main line, the usual change, adds a
    // row or fills the last one: views keep their state and redo only that.
    // Anything else is laid out afresh. Qt wants to hear of new rows before
    // they are there, so the new layout is made aside first.
    Layout old{std::move(rows_), std::move(top_), std::move(rowOf_)};
    layOut();
    Layout fresh{std::move(rows_), std::move(top_), std::move(rowOf_)};
    const int before = static_cast<int>(old.top.size());
    const int after = static_cast<int>(fresh.top.size());
    const bool grew = grewAtTheEnd(old, fresh);
    adopt(std::move(old));
    if (!grew) {
        beginResetModel();
        adopt(std::move(fresh));
        endResetModel();
        return;
    }
    if (after > before) beginInsertRows({}, before, after - 1);
    adopt(std::move(fresh));
    if (after > before) endInsertRows();
    // Every cell may read differently (a glyph, a clock time, a comment).
    emitChangedBelow({});
}

void MoveListModel::adopt(Layout&& layout) {
    rows_ = std::move(layout.rows);
    top_ = std::move(layout.top);
    rowOf_ = std::move(layout.rowOf);
}

bool MoveListModel::grewAtTheEnd(const Layout& old, const Layout& fresh) {
    if (old.rows.size() > fresh.rows.size()) return false;
    for (std::size_t i = 0; i < old.rows.size(); ++i) {
        const Row& was = old.rows[i];
        const Row& is = fresh.rows[i];
        if (was.parent != is.parent || was.place != is.place || was.children != is.children)
            return false;
        // Only the main line's last row may have gained a move.
        const bool lastRow = was.parent < 0 && static_cast<int>(i) == old.top.back();
        if (!lastRow && was.moves != is.moves) return false;
        if (lastRow && (was.moves.size() > is.moves.size() ||
                        !std::equal(was.moves.begin(), was.moves.end(), is.moves.begin())))
            return false;
    }
    for (std::size_t i = old.rows.size(); i < fresh.rows.size(); ++i)
        if (fresh.rows[i].parent >= 0) return false;
    return true;
}

void MoveListModel::emitChangedBelow(const QModelIndex& parent) {
    const int count = rowCount(parent);
    if (count == 0) return;
    emit dataChanged(index(0, 0, parent), index(count - 1, ColumnCount - 1, parent));
    for (int row = 0; row < count; ++row) {
        const QModelIndex child = index(row, 0, parent);
        if (rowCount(child) > 0) emitChangedBelow(child);
    }
}

Color MoveListModel::mover(NodeId node) const {
    return tree_->node(tree_->node(node).parent).position.sideToMove();
}

void MoveListModel::addLine(NodeId first, int parent) {
    // Looked up afresh for each row: adding a row may move rows_ in memory.
    const auto siblings = [this, parent]() -> std::vector<int>& {
        return parent < 0 ? top_ : rows_[static_cast<std::size_t>(parent)].children;
    };
    int row = -1;
    for (NodeId n = first;;) {
        // A new row at the line's start and where White moves after Black.
        const bool newRow =
            row < 0 || (mover(n) == Color::White &&
                        mover(rows_[static_cast<std::size_t>(row)].moves.back()) == Color::Black);
        if (newRow) {
            row = static_cast<int>(rows_.size());
            const int place = static_cast<int>(siblings().size());
            rows_.push_back({{}, parent, place, {}});
            siblings().push_back(row);
        }
        rows_[static_cast<std::size_t>(row)].moves.push_back(n);
        if (rowOf_.size() <= n) rowOf_.resize(n + 1, -1);
        rowOf_[n] = row;
        // The alternatives to this move hang under its row.
        const auto& choices = tree_->node(tree_->node(n).parent).children;
        if (choices.front() == n)
            for (std::size_t k = 1; k < choices.size(); ++k) addLine(choices[k], row);
        const auto& next = tree_->node(n).children;
        if (next.empty()) return;
        n = next.front();
    }
}

std::vector<NodeId> MoveListModel::cellMoves(const Row& row, int column) const {
    std::vector<NodeId> moves;
    for (NodeId n : row.moves)
        if ((column == WhiteColumn) == (mover(n) == Color::White)) moves.push_back(n);
    return moves;
}

QModelIndex MoveListModel::indexOf(NodeId node) const {
    if (!tree_ || node >= rowOf_.size() || rowOf_[node] < 0) return {};
    const int row = rowOf_[node];
    return createIndex(rows_[static_cast<std::size_t>(row)].place,
                       mover(node) == Color::White ? WhiteColumn : BlackColumn,
                       static_cast<quintptr>(row + 1));
}

NodeId MoveListModel::nodeAt(const QModelIndex& index) const {
    if (!index.isValid() || !tree_) return 0;
    const Row& row = rows_[index.internalId() - 1];
    if (index.column() != NumberColumn) {
        // The cell's last move (a placing turn's whole), else the row's other side.
        const auto moves = cellMoves(row, index.column());
        if (!moves.empty()) return moves.back();
    }
    return row.moves.front();
}

QModelIndex MoveListModel::index(int row, int column, const QModelIndex& parent) const {
    if (row < 0 || column < 0 || column >= ColumnCount) return {};
    if (parent.isValid() && parent.column() != NumberColumn) return {};
    const std::vector<int>& rows =
        parent.isValid() ? rows_[parent.internalId() - 1].children : top_;
    if (row >= static_cast<int>(rows.size())) return {};
    return createIndex(row, column, static_cast<quintptr>(rows[static_cast<std::size_t>(row)] + 1));
}

QModelIndex MoveListModel::parent(const QModelIndex& child) const {
    if (!child.isValid()) return {};
    const int up = rows_[child.internalId() - 1].parent;
    if (up < 0) return {};
    return createIndex(rows_[static_cast<std::size_t>(up)].place, NumberColumn,
                       static_cast<quintptr>(up + 1));
}

int MoveListModel::rowCount(const QModelIndex& parent) const {
    if (!parent.isValid()) return static_cast<int>(top_.size());
    if (parent.column() != NumberColumn) return 0;
    return static_cast<int>(rows_[parent.internalId() - 1].children.size());
}

int MoveListModel::columnCount(const QModelIndex&) const {
    return ColumnCount;
}

QString MoveListModel::moveText(NodeId id, bool whole) const {
    const GameNode& node = tree_->node(id);
    const Position& before = tree_->node(node.parent).position;
    QString text =
        node.move.isNull()
            ? QStringLiteral("--")
            : QString::fromStdString(tree_->rules().moveText(before, node.move, notation_));
    // A move's own mark stands on it ("e4!"); a judgement of the position
    // stands apart, as books print it ("e4 +/="), so that "+" never reads as check.
    for (int nag : node.nags) {
        const QString glyph = glyphText(nag);
        text += glyph.startsWith(QLatin1Char('$')) || isPositionAssessment(nag)
                    ? QLatin1Char(' ') + glyph
                    : glyph;
    }
    if (node.commands.clock) {
        // Whole seconds: a person reads no milliseconds (the file keeps them).
        const std::string time = formatClockTime(*node.commands.clock / 1000 * 1000);
        text += QStringLiteral("  ") + QString::fromStdString(time);
    }
    // Arrows and squares show on the board; the sheet says there are some.
    if (!node.commands.arrows.empty() || !node.commands.squares.empty())
        text += QStringLiteral(" ↗");
    if (recordsDrawOffer(node.commentAfter))
        text += QLatin1Char(' ') + QString::fromUtf8(kDrawOfferMark.data(), kDrawOfferMark.size());
    const auto said = [whole](std::string_view comment) {
        return whole ? QLatin1Char('{') + commentText(comment) + QLatin1Char('}')
                     : shortComment(comment);
    };
    if (const std::string_view before = commentSaidBefore(*tree_, id); !before.empty())
        text = said(before) + QLatin1Char(' ') + text;
    if (const std::string_view after = withoutDrawOffer(node.commentAfter); !after.empty())
        text += QLatin1Char(' ') + said(after);
    return text;
}

QVariant MoveListModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || !tree_) return {};
    if (role == NodeRole) return QVariant::fromValue(nodeAt(index));
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole) return {};
    const Row& row = rows_[index.internalId() - 1];
    if (index.column() == NumberColumn) {
        if (role == Qt::ToolTipRole) return {};
        const NodeId first = row.moves.front();
        return QString::number(tree_->node(tree_->node(first).parent).position.fullmoveNumber()) +
               QLatin1Char('.');
    }
    const auto moves = cellMoves(row, index.column());
    // A row that starts with Black's move leaves White's cell to an ellipsis.
    if (moves.empty()) {
        if (role == Qt::ToolTipRole) return {};
        return index.column() == WhiteColumn ? QStringLiteral("…") : QString();
    }
    QStringList texts;
    if (role == Qt::ToolTipRole) {
        // The comments whole, and only where there are any.
        bool commented = false;
        for (NodeId n : moves) {
            const GameNode& node = tree_->node(n);
            commented = commented || !commentSaidBefore(*tree_, n).empty() ||
                        !withoutDrawOffer(node.commentAfter).empty();
            texts << moveText(n, true);
        }
        return commented ? texts.join(QLatin1Char('\n')) : QVariant();
    }
    for (NodeId n : moves) texts << moveText(n, false);
    return texts.join(QLatin1Char(' '));
}

QVariant MoveListModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
        case NumberColumn:
            return QStringLiteral("#");
        case WhiteColumn:
            return tr("White");
        case BlackColumn:
            return tr("Black");
        default:
            return {};
    }
}

}  // namespace tavleya
