// The main window's annotating: comments, glyphs, arrows and squares on the
// move shown, the variation it is in, the header and the position editor.
// Each change is one undoable edit of the GameSession.

#include <QDialog>

#include "board/board_widget.h"
#include "board_presenter.h"
#include "dialogs/position_editor.h"
#include "game/draw_offer.h"
#include "game_document.h"
#include "header_dialog.h"
#include "main_window.h"
#include "pgn/nag.h"
#include "play/game_session.h"

namespace tavleya {

NodeId MainWindow::variationHead() const {
    const GameTree& tree = session_->tree();
    for (NodeId n = presenter_->shown(); n != tree.root(); n = tree.node(n).parent)
        if (tree.node(tree.node(n).parent).children.front() != n) return n;
    return 0;
}

void MainWindow::editVariation(const QString& text,
                               const std::function<NodeId(GameTree&, NodeId)>& change) {
    const NodeId head = variationHead();
    if (head == 0) return;
    session_->editTree(text, presenter_->shown(),
                       [&](GameTree& tree) { return change(tree, head); });
}

QString MainWindow::writtenComment(const std::string& commentAfter) {
    const std::string_view text = withoutDrawOffer(commentAfter);
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

void MainWindow::editComment(NodeId node, bool before, const QString& text) {
    if (!session_->tree().contains(node) || (before && node == session_->tree().root())) return;
    std::string value = text.trimmed().toStdString();
    // The offer's mark stays whatever the comment becomes.
    if (!before && recordsDrawOffer(session_->tree().node(node).commentAfter))
        value = withDrawOffer(value);
    // Typing in one box, in several goes, is one step to undo.
    const int typing = before ? 1 : 2;
    session_->editNotes(
        before ? tr("Comment Before the Move") : tr("Comment"), node, presenter_->shown(),
        [&](GameSession::MoveNotes& notes) {
            (before ? notes.commentBefore : notes.commentAfter) = value;
        },
        typing);
}

void MainWindow::toggleNagShown(int nag) {
    const NodeId node = presenter_->shown();
    if (node == session_->tree().root()) return;
    session_->editNotes(tr("Annotation Glyph"), node, node, [&](GameSession::MoveNotes& notes) {
        notes.nags = toggleNag(notes.nags, nag);
    });
}

void MainWindow::drawMark(Square from, Square to, Qt::KeyboardModifiers modifiers) {
    // The colours by modifier keys, as lichess has them.
    const bool shift = modifiers & (Qt::ShiftModifier | Qt::ControlModifier);
    const bool alt = modifiers & (Qt::AltModifier | Qt::MetaModifier);
    const char colour = shift && alt ? 'Y' : shift ? 'R' : alt ? 'B' : 'G';
    const NodeId node = presenter_->shown();
    session_->editNotes(from == to ? tr("Mark Square") : tr("Draw Arrow"), node, node,
                        [&](GameSession::MoveNotes& notes) {
                            if (from == to)
                                toggleSquare(notes.commands, {from, colour});
                            else
                                toggleArrow(notes.commands, {from, to, colour});
                        });
}

void MainWindow::setUpPosition() {
    PositionEditor editor(session_->rulesPointer(),
                          session_->tree().node(presenter_->shown()).position, this);
    editor.showLookOf(*board_);
    const bool accepted = editor.exec() == QDialog::Accepted;
    backToTheBoard();
    if (!accepted || !document_->maybeKeepWork()) return;
    session_->start(session_->rulesPointer(), std::nullopt, {}, editor.position());
}

void MainWindow::editHeader() {
    HeaderDialog dialog(session_->tags(), this);
    if (dialog.exec() != QDialog::Accepted) return;
    if (dialog.tags() != session_->tags()) session_->editTags(dialog.tags());
}

}  // namespace tavleya
