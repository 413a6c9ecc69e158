#pragma once

#include <QWidget>

#include "game/game_tree.h"

class QLabel;
class QPlainTextEdit;
class QTimer;

namespace tavleya {

// The comments on the move shown: the one before it and the one after it,
// as plain text. An edit is reported once the typing pauses or the field
// loses focus, so that one undo step takes back one sentence, not one key.
class CommentEditor : public QWidget {
    Q_OBJECT

public:
    explicit CommentEditor(QWidget* parent = nullptr);

    // The comments of the move shown (`node`); `before` is disabled at the
    // start. Typing still pending for the node shown before is reported first.
    void showComments(NodeId node, const QString& before, const QString& after, bool atStart);
    QPlainTextEdit* beforeEdit() const { return before_; }
    QPlainTextEdit* afterEdit() const { return after_; }
    // Puts `row` (the glyph bar) above the boxes: it comes and goes without
    // moving the board.
    void addToolRow(QWidget* row);
    // Reports pending typing at once.
    void commit();
    // While a game is being annotated both boxes keep one height, so that
    // going from move to move does not move them under the pointer.
    void setAnnotating(bool annotating);

signals:
    void commentEdited(tavleya::NodeId node, bool before, const QString& text);
    // Escape was pressed in a box: the user is done typing.
    void typingDone();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void fitHeight(QPlainTextEdit* edit);

private:
    QPlainTextEdit* before_;
    QPlainTextEdit* after_;
    QTimer* pause_;
    NodeId node_ = 0;
    QString shownBefore_, shownAfter_;
    bool filling_ = false;
    bool annotating_ = false;
};

}  // namespace tavleya
