#pragma once

#include <QWidget>
#include <optional>

#include "engines/analysis_lines.h"

namespace tavleya {

// A bar beside the board that fills with White's share of the engine's
// view of the position (lichess's curve, see Evaluation::whiteShare), White's
// part on White's side of the board, with the score written on it.
class EvaluationBar : public QWidget {
    Q_OBJECT

public:
    explicit EvaluationBar(QWidget* parent = nullptr);

    void setEvaluation(std::optional<Evaluation> evaluation);
    const std::optional<Evaluation>& evaluation() const { return evaluation_; }
    // White's part at the top (the board turned).
    void setFlipped(bool flipped);

    QSize sizeHint() const override { return {30, 200}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    std::optional<Evaluation> evaluation_;
    bool flipped_ = false;
};

}  // namespace tavleya
