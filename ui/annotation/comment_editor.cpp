#include "annotation/comment_editor.h"

#include <algorithm>

#include <QEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QPlainTextEdit>
#include <QTextCursor>
#include <QTextDocument>
#include <QTimer>
#include <QVBoxLayout>

namespace tavleya {

CommentEditor::CommentEditor(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    before_ = new QPlainTextEdit(this);
    before_->setObjectName(QStringLiteral("commentBefore"));
    before_->setPlaceholderText(tr("Comment before the move"));
    after_ = new QPlainTextEdit(this);
    after_->setObjectName(QStringLiteral("commentAfter"));
    after_->setPlaceholderText(tr("Comment after the move"));
    for (QPlainTextEdit* edit : {before_, after_}) {
        edit->setTabChangesFocus(true);
        // Typing starts with a click in the box: until then the game's keys
        // go to the game.
        edit->setFocusPolicy(Qt::ClickFocus);
        edit->installEventFilter(this);
        fitHeight(edit);
        layout->addWidget(edit);
    }
    pause_ = new QTimer(this);
    pause_->setSingleShot(true);
    pause_->setInterval(800);
    connect(pause_, &QTimer::timeout, this, &CommentEditor::commit);
    for (QPlainTextEdit* edit : {before_, after_})
        connect(edit, &QPlainTextEdit::textChanged, this, [this, edit] {
            fitHeight(edit);
            if (!filling_) pause_->start();
        });
}

void CommentEditor::addToolRow(QWidget* row) {
    static_cast<QVBoxLayout*>(layout())->insertWidget(0, row);
}

void CommentEditor::setAnnotating(bool annotating) {
    annotating_ = annotating;
    for (QPlainTextEdit* edit : {before_, after_}) fitHeight(edit);
}

// An empty box not being typed in is one line high, so that the score sheet
// keeps the room; one with a comment, or being typed in, up to four; while
// annotating, three.
void CommentEditor::fitHeight(QPlainTextEdit* edit) {
    const bool open = edit->hasFocus() || !edit->document()->isEmpty();
    const int frame = 2 * (edit->frameWidth() + int(edit->document()->documentMargin()));
    const int line = edit->fontMetrics().lineSpacing();
    edit->setMinimumHeight(line * (annotating_ ? 3 : open ? 2 : 1) + frame);
    edit->setMaximumHeight(line * (annotating_ ? 3 : open ? 4 : 1) + frame);
}

void CommentEditor::showComments(NodeId node, const QString& before, const QString& after,
                                 bool atStart) {
    commit();
    const bool sameNode = node == node_;
    node_ = node;
    filling_ = true;
    // The comment kept is the box's text trimmed: a box still being typed in
    // keeps its text, and its cursor, when only the spaces at its ends differ.
    const auto fill = [sameNode](QPlainTextEdit* edit, const QString& text) {
        const QString shown = edit->toPlainText();
        if (shown == text || (sameNode && shown.trimmed() == text)) return;
        const int cursor = edit->textCursor().position();
        edit->setPlainText(text);
        if (sameNode) {
            QTextCursor moved = edit->textCursor();
            moved.setPosition(std::min(cursor, int(text.size())));
            edit->setTextCursor(moved);
        }
    };
    fill(before_, before);
    fill(after_, after);
    filling_ = false;
    shownBefore_ = before;
    shownAfter_ = after;
    before_->setEnabled(!atStart);
}

void CommentEditor::commit() {
    pause_->stop();
    // Each report may redraw the window and show() the comments again.
    const QString before = before_->toPlainText();
    const QString after = after_->toPlainText();
    // Spaces at the ends are not kept (see showComments).
    if (before.trimmed() != shownBefore_.trimmed()) {
        shownBefore_ = before;
        emit commentEdited(node_, true, before);
    }
    if (after.trimmed() != shownAfter_.trimmed()) {
        shownAfter_ = after;
        emit commentEdited(node_, false, after);
    }
}

bool CommentEditor::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::FocusOut) commit();
    if (event->type() == QEvent::FocusIn || event->type() == QEvent::FocusOut)
        if (auto* edit = qobject_cast<QPlainTextEdit*>(watched)) fitHeight(edit);
    // Escape ends the typing: the comment is kept and the keys go back to
    // the game.
    if (event->type() == QEvent::KeyPress &&
        static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape) {
        commit();
        emit typingDone();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

}  // namespace tavleya
