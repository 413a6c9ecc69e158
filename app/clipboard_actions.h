#pragma once

#include <QObject>
#include <functional>

class QMenu;
class QWidget;

namespace tavleya {

class BoardPresenter;
class BoardWidget;
class GameDocument;
class GameSession;

// The position and the game through the clipboard, and the board as a
// picture: a pasted game or position replaces the game, what is unsaved
// asked about first.
class ClipboardActions : public QObject {
    Q_OBJECT

public:
    struct Parts {
        QWidget& window;  // the questions' parent
        GameSession& session;
        const BoardPresenter& presenter;
        BoardWidget& board;
        GameDocument& document;
    };
    explicit ClipboardActions(Parts parts, QObject* parent = nullptr);

    void addActions(QMenu* menu);
    // The position shown as FEN (TFEN for Tavreli).
    void copyPosition() const;
    // A position pasted starts a game of the same rules from it. Returns
    // what is wrong with the text.
    QString pastePosition(const QString& text);
    // Writes the board as shown to a PNG or SVG file (by the file's suffix).
    QString exportBoard(const QString& path);

private:
    void paste(const QString& title, const std::function<QString(const QString&)>& read);

    Parts parts_;
};

}  // namespace tavleya
