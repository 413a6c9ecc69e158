#pragma once

#include <QWidget>

#include "piece.h"

namespace tavleya {

// One player's clock as a person reads it: a disc of the player's colour and
// their name, the time large, and beneath it the delay counting down or the
// moves left to the time control. Lit while it runs, red when time is low;
// drawn upside down for the player across the table (Face to Face).
class PlayerClock : public QWidget {
    Q_OBJECT

public:
    struct Face {
        Color side = Color::White;
        QString name;    // the player's name, or the colour's when unknown
        QString time;    // "4:56"
        QString detail;  // "delay 0:03", "12 moves to the time control", or empty
        bool lit = false;
        bool low = false;
        bool operator==(const Face&) const = default;
    };

    explicit PlayerClock(QWidget* parent = nullptr);

    void setFace(Face face);
    const Face& face() const { return face_; }
    void setTurnedOver(bool turned);
    bool turnedOver() const { return turnedOver_; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QFont timeFont() const;

    Face face_;
    bool turnedOver_ = false;
};

}  // namespace tavleya
