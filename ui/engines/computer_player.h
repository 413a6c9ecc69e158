#pragma once

#include <QObject>
#include <optional>

#include "engines/engine_list.h"
#include "engines/uci_connection.h"
#include "game/game_tree.h"

namespace tavleya {

class GameSession;

// The strongest level people choose; level n is the engine's own strength
// scale cut into twenty steps.
constexpr int kStrongestLevel = 20;

// Who plays a side when it is not a person: an engine at a level.
struct ComputerSide {
    EngineInfo engine;
    int level = kStrongestLevel;  // 1 … kStrongestLevel
};

// An engine playing one side of the game at the board. When it is that
// side's turn in the live game (not paused, not over) it asks the engine,
// on the game's real clock, and plays the answer as a person's move would
// be played. A takeback, a pause or a new position stops the thinking. Its
// strength is set once, before its first move, and never changed.
class ComputerPlayer : public QObject {
    Q_OBJECT

public:
    ComputerPlayer(GameSession& session, Color side, ComputerSide who, QObject* parent = nullptr);

    Color side() const { return side_; }
    const ComputerSide& who() const { return who_; }
    bool hasFailed() const { return failed_; }
    // Starts the engine again after it failed; the game goes on.
    void restart();
    // Whether it takes a draw offered now: past move 20, when its last
    // evaluation of its own position was no better than even.
    bool acceptsDraw() const;
    // The options its level sets, for the engine's option list.
    static QList<QPair<QString, QString>> levelOptions(const UciConnection& engine, int level);

    // What was said to the engine, for tests and reports.
    QStringList sent() const { return connection_ ? connection_->sent() : QStringList(); }
    // Looks at the game again: thinks if it is its turn, stops if not.
    void consider();

signals:
    // The engine cannot play: why, in words for the player.
    void failed(const QString& why);

private:
    void prepare();
    void answer(const QString& move);

    GameSession& session_;
    Color side_;
    ComputerSide who_;
    UciConnection* connection_ = nullptr;
    std::optional<uci::UciGameSetup> game_;
    bool failed_ = false;
    bool prepared_ = false;
    std::optional<NodeId> asked_;   // the node whose position the engine thinks about
    std::optional<int> lastScore_;  // its own view, centipawns
};

// About how strong Tavleya's own engine plays `rules` at `level`, on the
// Elo scale it was measured on; nullopt where it was not measured.
std::optional<int> ownEngineElo(const Ruleset& rules, int level);

// The "position …" command for the position after `node`: from the start,
// or from the last pass, which UCI cannot say, with the moves since.
QString enginePositionCommand(const GameTree& tree, NodeId node, bool kingTakesRook);

}  // namespace tavleya
