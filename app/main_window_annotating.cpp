// The main window's annotating: comments, glyphs, arrows and squares on the
// move shown, the variation it is in, the header and the position editor.
// Each change is one undoable edit of the GameSession.

#include <QDialog>

#include "board_widget.h"
#include "game_session.h"
#include "header_dialog.h"
#include "main_window.h"
#include "pgn/nag.h"
#include "position_editor.h"

namespace tavleya {

bool MainWindow::playingLive() const {
    return shown_ == session_->current() && !session_->over();
}

NodeId MainWindow::variationHead() const {
    const GameTree& tree = session_->tree();
    for (NodeId n = shown_; n != tree.root(); n = tree.node(n).parent)
        if (tree.node(tree.node(n).parent).children.front() != n) return n;
    return 0;
}

void MainWindow::editVariation(const QString& text,
                               const std::function<NodeId(GameTree&, NodeId)>& change) {
    const NodeId head = variationHead();
    if (head == 0) return;
    session_->editTree(text, shown_, [&](GameTree& tree) { return change(tree, head); });
}

void MainWindow::editComment(NodeId node, bool before, const QString& text) {
    if (!session_->tree().contains(node) || (before && node == session_->tree().root())) return;
    const std::string value = text.trimmed().toStdString();
    const GameNode& current = session_->tree().node(node);
    if ((before ? current.commentBefore : current.commentAfter) == value) return;
    session_->editTree(before ? tr("Comment Before the Move") : tr("Comment"), shown_,
                       [&](GameTree& tree) {
                           if (before)
                               tree.setCommentBefore(node, value);
                           else
                               tree.setCommentAfter(node, value);
                           return shown_;  // the view stays where it is
                       });
}

void MainWindow::toggleNagShown(int nag) {
    const NodeId node = shown_;
    if (node == session_->tree().root()) return;
    session_->editTree(tr("Annotation Glyph"), shown_, [&](GameTree& tree) {
        tree.setNags(node, toggleNag(tree.node(node).nags, nag));
        return node;
    });
}

void MainWindow::drawMark(Square from, Square to, Qt::KeyboardModifiers modifiers) {
    // The colours by modifier keys, as lichess has them.
    const bool shift = modifiers & (Qt::ShiftModifier | Qt::ControlModifier);
    const bool alt = modifiers & (Qt::AltModifier | Qt::MetaModifier);
    const char colour = shift && alt ? 'Y' : shift ? 'R' : alt ? 'B' : 'G';
    const NodeId node = shown_;
    session_->editTree(from == to ? tr("Mark Square") : tr("Draw Arrow"), shown_,
                       [&](GameTree& tree) {
                           CommentCommands commands = tree.node(node).commands;
                           if (from == to)
                               toggleSquare(commands, {from, colour});
                           else
                               toggleArrow(commands, {from, to, colour});
                           tree.setCommands(node, std::move(commands));
                           return node;
                       });
}

void MainWindow::setUpPosition() {
    PositionEditor editor(session_->rulesPointer(), session_->tree().node(shown_).position, this);
    if (editor.exec() != QDialog::Accepted || !maybeKeepWork()) return;
    session_->start(session_->rulesPointer(), std::nullopt, {}, editor.position());
}

void MainWindow::editHeader() {
    HeaderDialog dialog(session_->tags(), this);
    if (dialog.exec() != QDialog::Accepted) return;
    if (dialog.tags() != session_->tags()) session_->editTags(dialog.tags());
}

}  // namespace tavleya
