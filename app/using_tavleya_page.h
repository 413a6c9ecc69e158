#pragma once

#include <QDialog>

namespace tavleya {

// Help › Using Tavleya: the README's section of that name, in a window of
// its own beside the board (the program's own help pages, the rules and the
// keys in both languages, are still to come).
class UsingTavleyaPage : public QDialog {
    Q_OBJECT

public:
    explicit UsingTavleyaPage(QWidget* parent = nullptr);

    // The section's Markdown, from the README built into the program.
    static QString text();
};

}  // namespace tavleya
