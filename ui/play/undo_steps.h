#pragma once

#include <QUndoCommand>
#include <vector>

#include "game/game_tree.h"
#include "pgn/pgn_game.h"
#include "play/game_session.h"

namespace tavleya {

// The steps a GameSession puts on its undo stack. Each reaches into the
// session (they are its friends) and tells the views with its signals.

// A move as an undo step. Undoing it takes the move and its clock press back
// and reopens a game it ended; it cannot be redone (the time it took is
// gone), so it leaves the stack when undone.
class PlayedMove : public QUndoCommand {
public:
    PlayedMove(GameSession& session, NodeId node, bool pressed, GameEnd endBefore,
               const QString& text);

    void redo() override {}  // done by GameSession::play before the push
    void undo() override;

private:
    GameSession& session_;
    NodeId node_;
    bool pressed_;
    GameEnd endBefore_;
};

// A change of the tree's shape as an undo step: only the lists of
// continuations it changed (see TreeChange), and the nodes to show.
class TreeEdit : public QUndoCommand {
public:
    TreeEdit(GameSession& session, const QString& text, TreeChange change, NodeId shownBefore,
             NodeId shownAfter);

    void redo() override;
    void undo() override;

private:
    void done(NodeId shown);

    GameSession& session_;
    TreeChange change_;
    NodeId shownBefore_, shownAfter_;
    bool first_ = true;
};

// An edit of the header as an undo step: the tags before and after.
class TagsEdit : public QUndoCommand {
public:
    TagsEdit(GameSession& session, const QString& text, std::vector<PgnTag> before,
             std::vector<PgnTag> after);

    void redo() override { restore(after_); }
    void undo() override { restore(before_); }

private:
    void restore(const std::vector<PgnTag>& tags);

    GameSession& session_;
    std::vector<PgnTag> before_, after_;
};

// An edit of what is said about one move, as an undo step: only those notes
// before and after. Steps of the same typing on the same move merge.
class NotesEdit : public QUndoCommand {
public:
    using Notes = GameSession::MoveNotes;
    NotesEdit(GameSession& session, const QString& text, NodeId node, NodeId shown, Notes before,
              Notes after, int typing);

    int id() const override { return typing_ ? typing_ : -1; }
    bool mergeWith(const QUndoCommand* other) override;
    void redo() override;
    void undo() override { restore(before_); }

    static Notes notesOf(const GameNode& node) {
        return {node.commentBefore, node.commentAfter, node.commands, node.nags};
    }

private:
    void restore(const Notes& notes);

    GameSession& session_;
    NodeId node_;
    NodeId shown_;
    Notes before_, after_;
    int typing_;
    bool first_ = true;
};

}  // namespace tavleya
