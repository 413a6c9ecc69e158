#pragma once

#include <QList>
#include <QObject>
#include <functional>
#include <string>

#include "game/game_tree.h"

class QAction;
class QMainWindow;
class QMenu;

namespace tavleya {

class BoardPresenter;
class BoardWidget;
class CommentEditor;
class GameDocument;
class GameSession;
class NagPalette;

// Annotating the game: comments, glyphs, arrows and squares on the move
// shown, the variation it is in, the header and the position editor. Each
// change is one undoable edit of the GameSession.
class AnnotationDesk : public QObject {
    Q_OBJECT

public:
    struct Parts {
        QMainWindow& window;
        GameSession& session;
        BoardPresenter& presenter;
        BoardWidget& board;
        GameDocument& document;
        CommentEditor& comments;
    };
    explicit AnnotationDesk(Parts parts);

    // Shows or hides the bar of annotation glyphs, for the View menu.
    QAction* glyphBarToggle() const;

    // Promote, demote, make main line, delete the variation or the rest.
    void addVariationActions(QMenu* menu);
    // Replace the rest, the header, the position editor.
    void addEditActions(QMenu* menu);

private:
    // The first move of the variation the move shown is in; 0 on the main line.
    NodeId variationHead() const;
    void editVariation(const QString& text, const std::function<NodeId(GameTree&, NodeId)>& change);
    void editComment(NodeId node, bool before, const QString& text);
    // The comment after a move as its author wrote it: a draw offer's "(=)"
    // in front is the game's record, kept by the program, not text to edit.
    static QString writtenComment(const std::string& commentAfter);
    void toggleNagShown(int nag);
    void drawMark(Square from, Square to, Qt::KeyboardModifiers modifiers);
    void editHeader();
    void setUpPosition();
    // What follows the move shown: its glyphs, its comments, the variation actions.
    void showNotes();

    Parts parts_;
    NagPalette* nags_ = nullptr;
    QList<QAction*> variationActions_;  // need a variation shown
};

}  // namespace tavleya
