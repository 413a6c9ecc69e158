#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QFile>
#include <QObject>
#include <QTimer>
#include <functional>
#include <memory>
#include <optional>

#include "pgn/pgn_game.h"
#include "pgn/pgn_reader.h"
#include "ruleset_registry.h"

namespace tavleya {

class AutosaveSlot;
class AutosaveWriter;
class DocumentQuestions;
class GameListPanel;
class GameSession;

// The game as a document: the file it was opened from or is saved to,
// whether it has unsaved changes (the window's title shows it), saving
// (atomically, through QSaveFile) as a file of its own or back into its
// place in a listed file, and never losing it: the game with unsaved
// changes is written to an autosave file of the window's own after a quiet
// moment, and what a killed program left behind is offered back.
class GameDocument : public QObject {
    Q_OBJECT

public:
    // `questions` are asked of the person where saving needs them.
    GameDocument(GameSession& session, const RulesetRegistry& rulesets, GameListPanel& list,
                 DocumentQuestions& questions, QObject* parent = nullptr);
    ~GameDocument() override;

    // The game as PGN, with [%clk] after every move of a game with a clock.
    PgnGame currentGame() const;

    // Writes the game to `path`. Returns what went wrong.
    QString saveGame(const QString& path);
    // Writes the game to `path` (".pgn" added when it has no suffix) and
    // makes that the game's file: the title names it, Save writes there, it
    // is the most recent file. Returns what went wrong.
    QString saveAs(const QString& path);
    // The file Save writes the game to without asking; empty when none.
    QString path() const { return path_; }
    // Writes the game back into the file it was listed from, in its place
    // (the file is replaced atomically). Returns what went wrong.
    QString saveIntoFile();
    // Saves where the game belongs, asking for a file when it has none;
    // false if cancelled or failed (the user was told).
    bool save();
    // Saves through a file dialog; false if cancelled or failed.
    bool askSave();
    // Asks whether to save a game with unsaved changes before it is
    // replaced or closed; false when the user cancels.
    bool maybeKeepWork();
    // The game on the board is an exercise's, until another game begins:
    // its moves are no work to keep (no question, no autosave, no "*").
    void treatAsDrill();
    // How typing not yet reported (a comment being written) is reported:
    // done before the game is saved or the user asked, so none is lost.
    void setPendingTyping(std::function<void()> report) { pendingTyping_ = std::move(report); }

    // Opens the first game of a PGN file to continue it. Returns what is wrong.
    QString openGame(const QString& path);
    // Opens a PGN file of any size: its games are listed (the list fills
    // while the file is indexed in the background) and the first one is
    // shown as soon as it is listed; until then, or if it cannot be read,
    // the board is a new one. Returns what is wrong.
    QString openFile(const QString& path);
    // Shows game `row` of the list. Returns the reader's message if it
    // cannot be read (the row is then marked with it).
    // `readBeforeError`, if given, gets the moves read before an error.
    QString openListedGame(int row, std::optional<PgnGame>* readBeforeError = nullptr);
    // Reads game `row` of the list without showing it: its game and what
    // the reader warned of (lines counted in the file), or nullopt with
    // `error` set to why it cannot be read (the row is then marked with it).
    std::optional<PgnReader::Outcome> readListedGame(
        int row, QString& error, std::optional<PgnGame>* readBeforeError = nullptr);
    // The row of the game shown, if it was opened from the list; -1 if not.
    int listedRow() const { return listedRow_; }
    // The game of the clipboard's text (PGN). Returns what is wrong.
    QString pasteGame(const QString& text);

    // The window's autosave file; empty while it has none.
    QString autosavePath() const;
    // Why the game is not written to an autosave file (the data folder is
    // full, read-only or cannot be made), as a sentence; empty when it is.
    QString notKeptSafe() const;
    // Where the game a killed program left behind is kept until restored.
    static QString recoveryPath();
    bool hasRecovery() const { return QFile::exists(recoveryPath()); }
    // Opens the recovered game exactly as it was, its clock paused; it
    // counts as unsaved. Returns what is wrong.
    QString restoreRecovery();
    void discardRecovery() { QFile::remove(recoveryPath()); }
    // The window closes properly: nothing needs to be kept any more.
    void close();

signals:
    // The window's title: the program and the game's file.
    void titleChanged(const QString& title);
    // Whether the game has changes not saved.
    void modifiedChanged(bool modified);
    // A file's games are being listed: the list should show.
    void fileListed();
    // A sentence for the status bar (a game of the list that cannot be
    // read, an autosave that failed).
    void message(const QString& text);
    // notKeptSafe() changed.
    void keptSafeChanged();
    // A game was read back onto the board (opened, chosen in the list,
    // pasted or restored), all of it there.
    void gameRead();

private:
    // Notes the listed game's text and its file's state, as they are now.
    void rememberListed();
    // Game `row` was chosen and cannot be read (`error` says why): the
    // person is told, and offered `part`, what was read before the error.
    void offerReadPart(int row, const QString& error, std::optional<PgnGame> part);
    // A game opened is saved work; a restored one is unsaved work that goes
    // on exactly as it was, its clock paused.
    enum class LoadAs { Opened, Restored };
    QString openFirstGame(const QString& path, LoadAs as);
    void loadGame(const PgnGame& game, LoadAs as = LoadAs::Opened);
    void autosave();
    // The slot is taken: its file is written from now on.
    void startWriter();
    // Whether there is an autosave file to write, taking one if none was.
    bool hasWriter();
    void markSaved();
    // The game belongs to `path` now (empty: to no file); the title says so.
    void setPath(const QString& path);
    void showTitle(const QString& file);

    GameSession& session_;
    const RulesetRegistry& rulesets_;
    GameListPanel& list_;
    DocumentQuestions& questions_;
    std::unique_ptr<AutosaveSlot> slot_;
    std::unique_ptr<AutosaveWriter> writer_;  // goes before the slot's lock; none without it
    QString path_;
    bool loading_ = false;
    QTimer clockSaves_;  // a game read from a file replaces the last one
    std::function<void()> pendingTyping_;
    bool drill_ = false;
    int listedRow_ = -1;
    // The listed game as it was read: its text and its file's size and time,
    // to see before writing back that no other program changed the file.
    struct ListedAs {
        QByteArray span;
        qint64 size = 0;
        QDateTime modified;
    } listedAs_;
    bool listedPlain_ = false;  // the listed file's bytes are its text (not compressed, UTF-8)
    bool relisted_ = false;     // saved into the file, which is being listed again
    // A file was opened: its first game is shown as soon as it is listed.
    bool openFirstListed_ = false;
};

}  // namespace tavleya
