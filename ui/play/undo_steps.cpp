#include "play/undo_steps.h"

#include <utility>

namespace tavleya {

PlayedMove::PlayedMove(GameSession& session, NodeId node, bool pressed, GameEnd endBefore,
                       const QString& text)
    : QUndoCommand(text),
      session_(session),
      node_(node),
      pressed_(pressed),
      endBefore_(endBefore) {}

void PlayedMove::undo() {
    GameSession& s = session_;
    s.current_ = s.tree_->node(node_).parent;
    s.tree_->remove(node_);
    if (s.clock_ && pressed_) s.clock_->takeBack();
    s.end_ = endBefore_;
    setObsolete(true);
    emit s.changed();
}

TreeEdit::TreeEdit(GameSession& session, const QString& text, TreeChange change, NodeId shownBefore,
                   NodeId shownAfter)
    : QUndoCommand(text),
      session_(session),
      change_(std::move(change)),
      shownBefore_(shownBefore),
      shownAfter_(shownAfter) {}

void TreeEdit::redo() {
    if (std::exchange(first_, false)) return;  // done before the push
    session_.tree_->reapply(change_);
    done(shownAfter_);
}

void TreeEdit::undo() {
    session_.tree_->revert(change_);
    done(shownBefore_);
}

void TreeEdit::done(NodeId shown) {
    session_.followMainLine();
    session_.announceEdit(shown);
}

TagsEdit::TagsEdit(GameSession& session, const QString& text, std::vector<PgnTag> before,
                   std::vector<PgnTag> after)
    : QUndoCommand(text), session_(session), before_(std::move(before)), after_(std::move(after)) {}

void TagsEdit::restore(const std::vector<PgnTag>& tags) {
    session_.tags_ = tags;
    emit session_.changed();
}

NotesEdit::NotesEdit(GameSession& session, const QString& text, NodeId node, NodeId shown,
                     Notes before, Notes after, int typing)
    : QUndoCommand(text),
      session_(session),
      node_(node),
      shown_(shown),
      before_(std::move(before)),
      after_(std::move(after)),
      typing_(typing) {}

bool NotesEdit::mergeWith(const QUndoCommand* other) {
    const auto* next = static_cast<const NotesEdit*>(other);
    if (next->node_ != node_) return false;
    after_ = next->after_;
    setObsolete(after_ == before_);
    return true;
}

void NotesEdit::redo() {
    if (std::exchange(first_, false)) return;  // done before the push
    restore(after_);
}

void NotesEdit::restore(const Notes& notes) {
    GameTree& tree = *session_.tree_;
    tree.setCommentBefore(node_, notes.commentBefore);
    tree.setCommentAfter(node_, notes.commentAfter);
    tree.setCommands(node_, notes.commands);
    tree.setNags(node_, notes.nags);
    session_.announceEdit(shown_);
}

}  // namespace tavleya
