#pragma once

#include <QList>
#include <QObject>
#include <functional>
#include <string>
#include <vector>

class QMenu;
class QWidget;

namespace tavleya {

class EngineListModel;
class GameDocument;
class GameListPanel;
class GameSession;
struct ReviewedMistake;

// An engine reviews games: the one on the board (its mistakes marked and
// the better moves added as variations, one undoable edit), or the games
// chosen in the list, written reviewed to a file of their own.
class GameReviews : public QObject {
    Q_OBJECT

public:
    struct Parts {
        QWidget& window;  // the progress dialogs' and questions' parent
        GameSession& session;
        GameDocument& document;
        GameListPanel& list;
        // The engines, looked for when first needed.
        std::function<EngineListModel&()> engines;
    };
    explicit GameReviews(Parts parts, QObject* parent = nullptr);

    // Review Game and Review Selected Games, asking how long to think.
    void addActions(QMenu* menu);
    // Reviews the game's main line with the game's default engine, thinking
    // `millisPerMove` on each position, with a progress dialog that can
    // cancel. Returns what went wrong, or an empty string.
    QString reviewGame(int millisPerMove);
    // Reviews the listed games of `rows` (each with its game's engine) and
    // writes them, reviewed, to a new file at `path`, the listed file left
    // as it is; a progress dialog can cancel, and then nothing is written.
    // Returns what went wrong, or an empty string.
    QString reviewListedGames(const QList<int>& rows, int millisPerMove, const QString& path);

signals:
    // A sentence for the status bar.
    void message(const QString& text);

private:
    void askReviewGame();
    void askReviewListedGames();
    // Keeps the mistakes each person made as puzzles of their own; what to
    // say of it, after a space, or nothing.
    QString keepMistakes(const std::vector<ReviewedMistake>& mistakes);
    // Writes the reviewed games' `text` to `path`, and says how many were
    // reviewed and how many could not be read. Returns what went wrong.
    QString writeReviewed(const QString& path, const std::string& text, int reviewed,
                          int unreadable);

    Parts parts_;
};

}  // namespace tavleya
