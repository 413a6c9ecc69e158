#include "engines/evaluation_graph.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

#include "engines/analysis_lines.h"

namespace tavleya {

namespace {

// The glyph among a move's NAGs that judges it as a mistake, worst first.
int judgementOf(const std::vector<int>& nags) {
    for (int nag : {4, 2, 6})
        if (std::find(nags.begin(), nags.end(), nag) != nags.end()) return nag;
    return 0;
}

QColor judgementColour(int nag) {
    switch (nag) {
        case 4:
            return QColor(0xD0, 0x30, 0x30);  // ??
        case 2:
            return QColor(0xE0, 0x80, 0x20);  // ?
        default:
            return QColor(0x50, 0x90, 0xD0);  // ?!
    }
}

}  // namespace

EvaluationGraph::EvaluationGraph(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    setFixedHeight(sizeHint().height());
    setCursor(Qt::PointingHandCursor);
    setToolTip(tr("The engine's view along the game; click a move to see it"));
    setAccessibleName(tr("Evaluation graph"));
    hide();
}

void EvaluationGraph::setGame(const GameTree* tree) {
    points_.clear();
    plies_ = 0;
    if (tree) {
        const std::vector<NodeId> line = tree->mainLine();
        plies_ = int(line.size());
        for (std::size_t i = 0; i < line.size(); ++i) {
            const GameNode& node = tree->node(line[i]);
            if (!node.commands.eval) continue;
            const auto evaluation = Evaluation::fromEvalCommand(*node.commands.eval);
            if (!evaluation) continue;
            points_.push_back(
                {line[i], int(i) + 1, evaluation->whiteShare(), judgementOf(node.nags)});
        }
    }
    setVisible(!points_.empty());
    update();
}

void EvaluationGraph::setShown(NodeId node) {
    if (node == shown_) return;
    shown_ = node;
    update();
}

QRectF EvaluationGraph::plotArea() const {
    return QRectF(rect()).adjusted(2, 3, -2, -3);
}

qreal EvaluationGraph::xOf(int ply) const {
    const QRectF area = plotArea();
    if (plies_ <= 1) return area.center().x();
    return area.left() + area.width() * (ply - 1) / (plies_ - 1);
}

QPointF EvaluationGraph::placeOf(const Point& point) const {
    const QRectF area = plotArea();
    return {xOf(point.ply), area.bottom() - area.height() * point.whiteChance};
}

void EvaluationGraph::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF area = plotArea();
    painter.fillRect(area, QColor(0x40, 0x40, 0x40));
    if (points_.empty()) return;
    // White's share fills from the bottom up to the line.
    QPainterPath white;
    white.moveTo(placeOf(points_.front()).x(), area.bottom());
    for (const Point& point : points_) white.lineTo(placeOf(point));
    white.lineTo(placeOf(points_.back()).x(), area.bottom());
    white.closeSubpath();
    painter.fillPath(white, QColor(0xF0, 0xF0, 0xF0));
    painter.setPen(QPen(QColor(0x90, 0x90, 0x90), 1, Qt::DashLine));
    painter.drawLine(QPointF(area.left(), area.center().y()),
                     QPointF(area.right(), area.center().y()));
    const auto shown = std::find_if(points_.begin(), points_.end(),
                                    [this](const Point& p) { return p.node == shown_; });
    if (shown != points_.end()) {
        painter.setPen(QPen(QColor(0x30, 0x80, 0xF0), 2));
        const qreal x = placeOf(*shown).x();
        painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()));
    }
    // A frame, so that White's share reads as the area it is on any background.
    painter.setPen(QColor(0x80, 0x80, 0x80));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(area);
    painter.setPen(Qt::NoPen);
    for (const Point& point : points_) {
        if (!point.judgement) continue;
        painter.setBrush(judgementColour(point.judgement));
        painter.drawEllipse(placeOf(point), 3.5, 3.5);
    }
}

void EvaluationGraph::mousePressEvent(QMouseEvent* event) {
    if (points_.empty() || event->button() != Qt::LeftButton)
        return QWidget::mousePressEvent(event);
    const qreal x = event->position().x();
    const auto nearest =
        std::min_element(points_.begin(), points_.end(), [&](const Point& a, const Point& b) {
            return std::abs(placeOf(a).x() - x) < std::abs(placeOf(b).x() - x);
        });
    emit moveClicked(nearest->node);
}

}  // namespace tavleya
