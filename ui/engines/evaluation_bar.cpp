#include "engines/evaluation_bar.h"

#include <QPainter>

namespace tavleya {

EvaluationBar::EvaluationBar(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
    setMinimumWidth(30);
}

void EvaluationBar::setEvaluation(std::optional<Evaluation> evaluation) {
    evaluation_ = evaluation;
    setToolTip(evaluation ? tr("The engine's view, from White's side: %1").arg(evaluation->text())
                          : QString());
    setAccessibleDescription(toolTip());
    update();
}

void EvaluationBar::setFlipped(bool flipped) {
    flipped_ = flipped;
    update();
}

void EvaluationBar::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    const QRectF all = QRectF(rect()).adjusted(1, 1, -1, -1);
    painter.fillRect(all, QColor(0x40, 0x40, 0x40));
    const double share = evaluation_ ? evaluation_->whiteShare() : 0.5;
    const qreal white = all.height() * share;
    const QRectF whitePart = flipped_
                                 ? QRectF(all.left(), all.top(), all.width(), white)
                                 : QRectF(all.left(), all.bottom() - white, all.width(), white);
    painter.fillRect(whitePart, QColor(0xF0, 0xF0, 0xF0));
    painter.setPen(QColor(0x80, 0x80, 0x80));
    painter.drawRect(all);
    if (!evaluation_) return;
    // The score in small type at the leading side's end.
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.75);
    painter.setFont(small);
    const bool whiteLeads = share >= 0.5;
    painter.setPen(whiteLeads ? QColor(0x30, 0x30, 0x30) : QColor(0xF0, 0xF0, 0xF0));
    const bool atBottom = whiteLeads != flipped_;
    QString text = evaluation_->text();
    text.remove(QLatin1Char('+'));
    painter.drawText(all.adjusted(0, 3, 0, -3),
                     Qt::AlignHCenter | (atBottom ? Qt::AlignBottom : Qt::AlignTop), text);
}

}  // namespace tavleya
