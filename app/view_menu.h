#pragma once

#include <QObject>

#include "notation_style.h"

class QMenu;
class QWidget;

namespace tavleya {

class BoardPresenter;
class BoardWidget;

// The View menu's own choices: the board's orientation, the notation, the
// board's behaviour and the settings. The panels' toggles are added by
// their parts between them.
class ViewMenu : public QObject {
    Q_OBJECT

public:
    ViewMenu(BoardWidget& board, BoardPresenter& presenter, QWidget* window);

    // Flip, Notation and the board's choices.
    void addBoardChoices(QMenu* view);
    // Settings..., which says settingsChanged() when accepted.
    void addSettings(QMenu* view);
    // The notation chosen (remembered between runs); said again to whoever
    // connects late by notationChosen() when it changes.
    NotationStyle notation() const { return notation_; }

signals:
    void notationChosen(tavleya::NotationStyle notation);
    void settingsChanged();

private:
    void addNotationMenu(QMenu* view);

    BoardWidget& board_;
    BoardPresenter& presenter_;
    QWidget* window_;
    NotationStyle notation_ = kSan;
};

}  // namespace tavleya
