#pragma once

#include <QObject>
#include <vector>

#include "engines/analysis_lines.h"
#include "engines/engine_list.h"
#include "game/game_tree.h"
#include "puzzles/puzzle.h"

namespace tavleya {

class GameSession;
class UciConnection;

// What the engine thought of one position of the game.
struct PositionVerdict {
    Evaluation evaluation;     // White's view; empty when the game had ended there
    double whiteChance = 0.5;  // of winning, by engine::winningChance (1: White won)
    std::vector<Move> line;    // the engine's best line from there
};

// A move the review found a mistake or a blunder, as a puzzle for the one
// who made it: the opponent's move before it is played, then the engine's
// better move is to be found.
struct ReviewedMistake {
    Color mover = Color::White;
    Puzzle puzzle;
};

// A review of a game's main line: an engine thinks for a set time about
// every position, one after another; then each move is annotated with the
// evaluation after it ([%eval]) and, when it threw away winning chances,
// with ?!, ? or ?? (engine::judgementNag) and the engine's better line as a
// variation, all as one undoable edit.
class GameReview : public QObject {
    Q_OBJECT

public:
    GameReview(EngineInfo engine, int millisPerMove, QObject* parent = nullptr);

    // Reviews `tree`'s main line; the tree stays as it is until finished().
    void start(const GameTree& tree);
    void cancel();
    const std::vector<NodeId>& nodes() const { return nodes_; }  // the root, then each move
    const std::vector<PositionVerdict>& verdicts() const { return verdicts_; }

    // The mistakes and blunders of the game reviewed (not its first move,
    // which has no move before it to show).
    std::vector<ReviewedMistake> mistakes() const;

    // Writes the verdicts into the game at the board as one undoable step.
    void annotate(GameSession& session) const;
    // Writes them into a game that is not at the board (a listed one),
    // the tree reviewed.
    void annotate(GameTree& tree) const;

signals:
    void progress(int done, int total);
    void finished();
    void failed(const QString& why);

private:
    // What the review says of one move of the main line.
    struct MoveAnnotation {
        NodeId node = 0;
        NodeId before = 0;  // the position the move was played in
        std::optional<std::string> eval;
        std::optional<int> nag;
        std::vector<Move> better;  // the line to add as a variation; empty: none
    };
    std::vector<MoveAnnotation> annotations() const;
    void next();

    EngineInfo engine_;
    int millis_;
    const GameTree* tree_ = nullptr;
    UciConnection* connection_ = nullptr;
    bool kingTakesRook_ = false;
    std::vector<NodeId> nodes_;
    std::vector<PositionVerdict> verdicts_;
    PositionVerdict current_;
};

}  // namespace tavleya
