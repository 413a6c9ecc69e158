#pragma once

#include <QMainWindow>
#include <memory>

#include "ruleset.h"

namespace tavleya {

class BoardWidget;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    BoardWidget* board() const { return board_; }

private:
    void createActions();
    void newGame();
    void about();

    std::shared_ptr<const Ruleset> rules_;
    BoardWidget* board_ = nullptr;
};

}  // namespace tavleya
