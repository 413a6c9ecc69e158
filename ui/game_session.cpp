#include "game_session.h"

#include <QElapsedTimer>
#include <QUndoCommand>

#include "clock/flag_fall.h"
#include "game/draw_offer.h"

namespace tavleya {

// A move as an undo step. Undoing it takes the move and its clock press back
// and reopens a game it ended; it cannot be redone (the time it took is
// gone), so it leaves the stack when undone.
class PlayedMove : public QUndoCommand {
public:
    PlayedMove(GameSession& session, NodeId node, bool pressed, GameEnd endBefore,
               const QString& text)
        : QUndoCommand(text),
          session_(session),
          node_(node),
          pressed_(pressed),
          endBefore_(endBefore) {}

    void redo() override {}  // done by GameSession::play before the push
    void undo() override {
        GameSession& s = session_;
        s.current_ = s.tree_->node(node_).parent;
        s.tree_->remove(node_);
        if (s.clock_ && pressed_) {
            if (s.clock_->state() == ChessClock::State::Stopped ||
                s.clock_->state() == ChessClock::State::Flagged)
                s.clock_->resume();
            s.clock_->takeBack();
        }
        s.end_ = endBefore_;
        setObsolete(true);
        emit s.changed();
    }

private:
    GameSession& session_;
    NodeId node_;
    bool pressed_;
    GameEnd endBefore_;
};

GameSession::GameSession(QObject* parent) : QObject(parent) {}

GameSession::~GameSession() = default;

void GameSession::start(std::shared_ptr<const Ruleset> rules, std::optional<TimeControls> controls,
                        ChessClock::Now now, std::optional<Position> from) {
    emit aboutToStart();
    undo_.clear();
    rules_ = std::move(rules);
    tree_ = std::make_unique<GameTree>(rules_, from ? *from : rules_->startPosition());
    current_ = tree_->root();
    end_ = {};
    clock_.reset();
    if (controls) {
        if (!now) {
            auto timer = std::make_shared<QElapsedTimer>();
            timer->start();
            now = [timer] { return static_cast<Millis>(timer->elapsed()); };
        }
        clock_ = std::make_unique<ChessClock>(controls->white, controls->black, std::move(now));
    }
    // A start can be over already (secret setup: a king exposed at the reveal).
    if (const GameEnd end = rules_->automaticEnd(position(), {}); end.over()) finish(end);
    emit changed();
}

bool GameSession::setPaused(bool pause) {
    if (!clock_ || over() || pause == paused()) return false;
    if (pause && clock_->state() != ChessClock::State::Running) return false;
    if (pause)
        clock_->pause();
    else
        clock_->resume();
    emit changed();
    return true;
}

bool GameSession::play(Move move) {
    if (over() || paused() || (clock_ && checkFlag())) return false;
    MoveList legal;
    rules().legalMoves(position(), legal);
    if (!legal.contains(move)) return false;
    const QString text = QString::fromStdString(rules().moveText(position(), move, kSan));
    const GameEnd before = end_;
    current_ = tree_->addMove(current_, move);
    // The clock starts with White's first move, so setting up costs no time;
    // a placement that does not end a Kingchess turn does not press it.
    const bool press = clock_ && !move.continuesTurn();
    if (press) {
        if (clock_->state() == ChessClock::State::NotStarted) clock_->start();
        clock_->press();
    }
    undo_.push(new PlayedMove(*this, current_, press, before, text));
    const GameEnd end = rules().automaticEnd(position(), tree_->earlierKeys(current_));
    if (end.over()) finish(end);
    emit changed();
    return true;
}

void GameSession::mergeTree(const GameTree& other) {
    tree_->merge(other);
    emit changed();
}

bool GameSession::checkFlag() {
    if (!clock_ || over()) return false;
    const auto flagged = clock_->checkFlag();
    if (!flagged) return false;
    finish(flagFallEnd(rules(), position(), *flagged));
    emit changed();
    return true;
}

void GameSession::resign(Color side) {
    if (over()) return;
    finish(GameEnd{Termination::Resignation, winFor(~side)});
    emit changed();
}

void GameSession::agreeDraw() {
    if (over()) return;
    finish(GameEnd{Termination::DrawAgreed, Outcome::Draw});
    emit changed();
}

bool GameSession::offerDraw() {
    if (over() || current_ == tree_->root()) return false;
    tree_->setCommentAfter(current_, withDrawOffer(tree_->node(current_).commentAfter));
    emit changed();
    return true;
}

std::vector<Move> GameSession::drawClaimMoves() const {
    std::vector<Move> claims;
    if (over()) return claims;
    std::vector<Key> keys = tree_->earlierKeys(current_);
    keys.push_back(position().key());
    MoveList legal;
    rules().legalMoves(position(), legal);
    for (Move m : legal) {
        if (rules().claimableDraws(rules().play(position(), m), keys).any()) claims.push_back(m);
    }
    return claims;
}

bool GameSession::claimDraw(Move intended) {
    const auto claims = drawClaimMoves();
    if (std::find(claims.begin(), claims.end(), intended) == claims.end()) return false;
    // The move is recorded; an automatic end it brings (mate, fivefold)
    // stands before the claim.
    if (!play(intended)) return false;
    if (!over()) {
        finish(GameEnd{Termination::DrawClaimed, Outcome::Draw});
        emit changed();
    }
    return true;
}

bool GameSession::canClaimDraw() const {
    return !over() && rules().claimableDraws(position(), tree_->earlierKeys(current_)).any();
}

bool GameSession::claimDraw() {
    if (!canClaimDraw()) return false;
    finish(GameEnd{Termination::DrawClaimed, Outcome::Draw});
    emit changed();
    return true;
}

void GameSession::finish(GameEnd end) {
    end_ = end;
    if (clock_ && clock_->state() == ChessClock::State::Running) clock_->stop();
    emit gameOver(end_);
}

}  // namespace tavleya
