#pragma once

#include <QLabel>

namespace tavleya {

class GameDocument;

// A lasting line of the status bar, there only while the game cannot be
// kept safe automatically (no autosave file can be made): it says why, and
// goes when the document takes a file after all.
class KeptSafeNotice : public QLabel {
    Q_OBJECT

public:
    explicit KeptSafeNotice(const GameDocument& document, QWidget* parent = nullptr);

private:
    void follow(const GameDocument& document);
};

}  // namespace tavleya
