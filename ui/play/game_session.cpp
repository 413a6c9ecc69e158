#include "play/game_session.h"

#include <algorithm>
#include <cassert>

#include <QDate>
#include <QElapsedTimer>

#include "clock/flag_fall.h"
#include "game/draw_offer.h"
#include "play/undo_steps.h"

namespace tavleya {

// Enough steps for a long annotating session; the oldest go first.
constexpr int kUndoLimit = 1000;

GameSession::GameSession(QObject* parent) : QObject(parent) {
    undo_.setUndoLimit(kUndoLimit);
    flagTimer_.setSingleShot(true);
    flagTimer_.setTimerType(Qt::PreciseTimer);
    // A timer that fires a little early finds the flag still up and is set
    // again for what remains.
    connect(&flagTimer_, &QTimer::timeout, this, [this] {
        if (!checkFlag()) armFlagTimer();
    });
    // Every move, pause, takeback and new game emits changed().
    connect(this, &GameSession::changed, this, &GameSession::armFlagTimer);
}

void GameSession::armFlagTimer() {
    flagTimer_.stop();
    if (!clock_ || over() || clock_->state() != ChessClock::State::Running) return;
    const std::optional<Millis> until = clock_->untilFlag();
    if (!until) return;
    // Far-off flags are looked at again after a day; QTimer takes an int.
    constexpr Millis kLongest = 24LL * 3600 * 1000;
    flagTimer_.start(static_cast<int>(std::min(*until, kLongest)) + 1);
}

bool GameSession::canTakeBack() const {
    return undo_.index() > 0 &&
           dynamic_cast<const PlayedMove*>(undo_.command(undo_.index() - 1)) != nullptr;
}

bool GameSession::takeBack() {
    if (!canTakeBack()) return false;
    undo_.undo();
    return true;
}

std::vector<PgnTag> GameSession::newGameTags(const QString& white, const QString& black) {
    const auto name = [](const QString& n) {
        return n.trimmed().isEmpty() ? std::string("?") : n.trimmed().toStdString();
    };
    return {{"Event", tr("Casual game").toStdString()},
            {"Site", "?"},
            {"Date", QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd")).toStdString()},
            {"Round", "-"},
            {"White", name(white)},
            {"Black", name(black)}};
}

std::string GameSession::resultToken() const {
    return end_.outcome != Outcome::Undecided ? std::string(tavleya::resultToken(end_.outcome))
                                              : recordedResult_;
}

void GameSession::followMainLine() {
    const auto line = tree_->mainLine();
    const NodeId end = line.empty() ? tree_->root() : line.back();
    if (end == current_) return;
    current_ = end;
    // An automatic end belongs to the position it was found in.
    switch (end_.termination) {
        case Termination::Resignation:
        case Termination::DrawAgreed:
        case Termination::RepetitionClaimed:
        case Termination::FiftyMovesClaimed:
        case Termination::FlagFall:
            break;
        default:
            end_ = rules().automaticEnd(position(), tree_->earlierKeys(current_));
    }
}

void GameSession::editTree(const QString& text, NodeId shown,
                           const std::function<NodeId(GameTree&)>& change) {
    tree_->startRecording();
    const NodeId after = change(*tree_);
    TreeChange edit = tree_->stopRecording();
    if (!edit.empty()) {
        followMainLine();
        undo_.push(new TreeEdit(*this, text, std::move(edit), shown, after));
        announceEdit(after);
        return;
    }
    emit showRequested(after);
}

void GameSession::announceEdit(NodeId shown) {
    editShown_ = shown;
    emit changed();
    editShown_ = 0;
    emit showRequested(shown);
}

void GameSession::editNotes(const QString& text, NodeId node, NodeId shown,
                            const std::function<void(MoveNotes&)>& change, int typing) {
    if (!tree_->contains(node)) return;
    MoveNotes before = NotesEdit::notesOf(tree_->node(node));
    MoveNotes after = before;
    change(after);
    if (after == before) return;
    tree_->setCommentBefore(node, after.commentBefore);
    tree_->setCommentAfter(node, after.commentAfter);
    tree_->setCommands(node, after.commands);
    tree_->setNags(node, after.nags);
    undo_.push(
        new NotesEdit(*this, text, node, shown, std::move(before), std::move(after), typing));
    announceEdit(shown);
}

void GameSession::editTags(std::vector<PgnTag> tags) {
    if (tags == tags_) return;
    undo_.push(new TagsEdit(*this, tr("Edit Header"), tags_, std::move(tags)));
}

NodeId GameSession::addMoveAt(NodeId at, Move move, bool replaceRest) {
    if (!tree_->contains(at)) return 0;
    MoveList legal;
    rules().legalMoves(tree_->node(at).position, legal);
    if (!legal.contains(move)) return 0;
    NodeId added = 0;
    editTree(replaceRest ? tr("Replace Moves") : tr("Add Move"), at, [&](GameTree& tree) {
        added = replaceRest ? tree.replaceRest(at, move) : tree.addMove(at, move);
        return added;
    });
    if (added) emit movePlayed(added);
    return added;
}

GameSession::~GameSession() = default;

void GameSession::start(std::shared_ptr<const Ruleset> rules, std::optional<TimeControls> controls,
                        ChessClock::Now now, std::optional<Position> from) {
    emit aboutToStart();
    undo_.clear();
    rules_ = std::move(rules);
    tree_ = std::make_unique<GameTree>(rules_, from ? *from : rules_->startPosition());
    current_ = tree_->root();
    end_ = {};
    tags_ = newGameTags({}, {});
    recordedResult_ = "*";
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

void GameSession::startClock() {
    if (!clock_ || over() || clock_->state() != ChessClock::State::NotStarted) return;
    clock_->start(position().sideToMove());
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
    const QString text = QString::fromStdString(rules().moveText(position(), move, notation_));
    const GameEnd before = end_;
    const Color mover = position().sideToMove();
    current_ = tree_->addMove(current_, move);
    recordedResult_ = "*";
    // The clock starts with the first move, so setting up costs no time; a
    // placement that does not end a Kingchess turn does not press it.
    const bool press = clock_ && !move.continuesTurn();
    if (press) {
        if (clock_->state() == ChessClock::State::NotStarted) clock_->start(mover);
        const bool pressed = clock_->press();
        assert(pressed);  // a running clock with no fallen flag, checked above
        // The time left after the move, for the score sheet and [%clk]; a
        // side with no time limit has none to record.
        CommentCommands commands = tree_->node(current_).commands;
        if (pressed && clock_->control(mover).kind != TimeControl::Kind::Unlimited)
            commands.clock = clock_->moveTimes().back().remaining;
        tree_->setCommands(current_, std::move(commands));
    }
    undo_.push(new PlayedMove(*this, current_, press, before, text));
    const GameEnd end = rules().automaticEnd(position(), tree_->earlierKeys(current_));
    if (end.over()) finish(end);
    emit changed();
    emit movePlayed(current_);
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
    finish(GameEnd{Termination::Resignation, winFor(~side), side});
    emit changed();
}

void GameSession::endAs(const GameEnd& end) {
    if (over() || !end.over()) return;
    finish(end);
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

void GameSession::recordNote(const std::string& note) {
    const std::string& comment = tree_->node(current_).commentAfter;
    tree_->setCommentAfter(current_, comment.empty() ? note : comment + " " + note);
    // Not undoable, but the game is no longer the one saved.
    undo_.resetClean();
    emit changed();
}

std::vector<Move> GameSession::drawClaimMoves() const {
    std::vector<Move> claims;
    if (over()) return claims;
    std::vector<Key> keys = tree_->earlierKeys(current_);
    keys.push_back(position().key());
    // Usually no move can bring a claim, and that is cheap to see: a move
    // adds at most one ply to the count, and a repetition claim needs a
    // position that has stood twice already. Only then is every move tried.
    Position onePlyOn = position();
    onePlyOn.setHalfmoveClock(onePlyOn.halfmoveClock() + 1);
    std::vector<Key> sorted = keys;
    std::sort(sorted.begin(), sorted.end());
    const bool repeated = std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end();
    if (!repeated && !rules().claimableDraws(onePlyOn, {}).fiftyMoves) return claims;
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
    const Color claimant = position().sideToMove();
    if (!play(intended)) return false;
    if (!over()) {
        finish(claimedDraw(claimant));
        emit changed();
    }
    return true;
}

bool GameSession::canClaimDraw() const {
    return !over() && rules().claimableDraws(position(), tree_->earlierKeys(current_)).any();
}

GameEnd GameSession::claimedDraw(Color claimant) const {
    const DrawClaims claims = rules().claimableDraws(position(), tree_->earlierKeys(current_));
    return {claims.threefoldRepetition ? Termination::RepetitionClaimed
                                       : Termination::FiftyMovesClaimed,
            Outcome::Draw, claimant};
}

bool GameSession::claimDraw() {
    if (!canClaimDraw()) return false;
    finish(claimedDraw(position().sideToMove()));
    emit changed();
    return true;
}

void GameSession::finish(GameEnd end) {
    end_ = end;
    // A game resigned or agreed drawn while paused ends paused no more.
    if (clock_ && (clock_->state() == ChessClock::State::Running ||
                   clock_->state() == ChessClock::State::Paused))
        clock_->stop();
    emit gameOver(end_);
}

}  // namespace tavleya
