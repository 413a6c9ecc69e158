#pragma once

#include <QWidget>
#include <vector>

#include "game/game_tree.h"

namespace tavleya {

// The engine's view along the game's main line, under the score sheet: for
// each move that carries an [%eval] (a review writes them, and so do the
// files lichess exports), White's winning chance after it (lichess's curve)
// as a line over the middle, White's share light and Black's dark. Moves
// judged ?!, ? or ?? are dotted in their colours, the move shown is marked,
// and a click shows the move under the pointer. It hides itself when no
// move of the main line has an evaluation.
class EvaluationGraph : public QWidget {
    Q_OBJECT

public:
    explicit EvaluationGraph(QWidget* parent = nullptr);

    // Reads the main line's evaluations again (after the game changed).
    void setGame(const GameTree* tree);
    void setShown(NodeId node);

    struct Point {
        NodeId node = 0;
        int ply = 0;  // 1: after the main line's first move
        double whiteChance = 0.5;
        int judgement = 0;  // NAG 6 (?!), 2 (?) or 4 (??); 0 for none
    };
    const std::vector<Point>& points() const { return points_; }
    // Where a point is drawn, for tests that click it.
    QPointF placeOf(const Point& point) const;

    QSize sizeHint() const override { return {200, 70}; }

signals:
    void moveClicked(tavleya::NodeId node);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    QRectF plotArea() const;
    qreal xOf(int ply) const;

    std::vector<Point> points_;
    int plies_ = 0;  // the main line's length
    NodeId shown_ = 0;
};

}  // namespace tavleya
