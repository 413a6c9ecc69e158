#include "game_document.h"

#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QUndoStack>

#include "autosave_slot.h"
#include "autosave_writer.h"
#include "checked_write.h"
#include "document_questions.h"
#include "file_suggestions.h"
#include "game_in_file.h"
#include "game_lists/game_list_model.h"
#include "game_lists/game_list_panel.h"
#include "game_lists/pgn_file_indexer.h"
#include "game_record.h"
#include "pgn/byte_source.h"
#include "pgn/pgn_reader.h"
#include "pgn/pgn_writer.h"
#include "play/game_session.h"
#include "recent_files.h"
#include "settings/settings.h"
#include "text/user_message.h"

namespace tavleya {

GameDocument::GameDocument(GameSession& session, const RulesetRegistry& rulesets,
                           GameListPanel& list, DocumentQuestions& questions, QObject* parent)
    : QObject(parent),
      session_(session),
      rulesets_(rulesets),
      list_(list),
      questions_(questions),
      slot_(std::make_unique<AutosaveSlot>()) {
    // A game left by a program that did not close properly is kept aside;
    // the autosaves of windows still running are theirs.
    slot_->claimLeftOver(recoveryPath());
    if (slot_->taken()) startWriter();
    connect(&session_, &GameSession::changed, this, &GameDocument::autosave);
    // While a clock runs the time itself changes the game: it is written
    // every few seconds, so that a restore loses at most that much.
    clockSaves_.setInterval(std::max(settings::clockSaveMillis.read(), 10));
    connect(&clockSaves_, &QTimer::timeout, this, [this] {
        const ChessClock* clock = session_.clock();
        if (clock && clock->state() == ChessClock::State::Running &&
            !session_.undoStack()->isClean() && hasWriter())
            writer_->writeSoon([this] { return writePgnGame(currentGame()); });
    });
    clockSaves_.start();
    // A new game of any kind belongs to no file, unless it is read from one.
    connect(&session_, &GameSession::aboutToStart, this, [this] {
        listedRow_ = -1;
        drill_ = false;
        if (loading_) return;
        setPath({});
        list_.select(-1);
    });
    connect(session_.undoStack(), &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean && !drill_); });
    // An end that comes with no move (a flag, a resignation, a draw agreed)
    // changes the game as much as a move does: it is to be saved.
    connect(&session_, &GameSession::gameOver, this, [this] {
        if (!loading_ && !drill_) session_.undoStack()->resetClean();
    });
    // The list read again after a save: the game's new place, if the reading
    // got that far (a window closing stops it part way).
    connect(&list_, &GameListPanel::finished, this, [this](const QString&, bool cancelled) {
        if (!std::exchange(relisted_, false) || listedRow_ < 0) return;
        if (cancelled || listedRow_ >= list_.model()->rowCount())
            listedRow_ = -1;
        else
            rememberListed();
    });
    connect(&list_, &GameListPanel::gameChosen, this, [this](int row) {
        if (!maybeKeepWork()) return;
        std::optional<PgnGame> part;
        if (const QString error = openListedGame(row, &part); !error.isEmpty())
            offerReadPart(row, error, std::move(part));
    });
    connect(list_.model(), &QAbstractItemModel::rowsInserted, this, [this] {
        if (!std::exchange(openFirstListed_, false)) return;
        if (const QString error = openListedGame(0); !error.isEmpty()) emit message(error);
    });
}

GameDocument::~GameDocument() = default;

PgnGame GameDocument::currentGame() const {
    return recordOf(session_);
}

void GameDocument::markSaved() {
    session_.undoStack()->setClean();
    if (writer_) writer_->remove();
}

QString GameDocument::saveGame(const QString& path) {
    if (QString error =
            writeFileSafely(path, QByteArray::fromStdString(writePgnGame(currentGame())));
        !error.isEmpty())
        return tr("%1 could not be written: %2").arg(path, error);
    markSaved();
    return {};
}

QString GameDocument::saveIntoFile() {
    if (listedRow_ < 0 || list_.listing())
        return tr("The file is still being read; try again in a moment.");
    const QString path = list_.path();
    if (!listedPlain_)
        return tr("%1 is compressed or not in UTF-8, so a game cannot be written into it; save "
                  "the game with Save As.")
            .arg(path);
    const PgnIndex::Game where = list_.model()->location(listedRow_);
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly) || !in.seek(static_cast<qint64>(where.offset)))
        return tr("%1 cannot be read: %2").arg(path, in.errorString());
    // The game's new text, followed by the blank space that ended its old
    // one (the line breaks between games follow the game's place).
    const QByteArray old = in.read(where.length);
    // Changed by another program since the game was read: the recorded
    // place may now cut another game. Read the list again instead.
    const QFileInfo now(path);
    if (old != listedAs_.span || now.size() != listedAs_.size ||
        now.lastModified() != listedAs_.modified) {
        list_.open(path);
        listedRow_ = -1;
        return tr("%1 was changed by another program after the game was read, so the game was "
                  "not written into it; the list is read again. Save the game with Save As, or "
                  "open it again from the list.")
            .arg(path);
    }
    QByteArray text = QByteArray::fromStdString(writePgnGame(currentGame()));
    if (const QString error = replaceGameInFile(in, static_cast<qint64>(where.offset), old, text);
        !error.isEmpty())
        return tr("%1 could not be written: %2").arg(path, error);
    markSaved();
    // The games after this one have moved: the list is read again. The game
    // now reads as written, in the file as it now is.
    const int row = listedRow_;
    list_.open(path);
    listedRow_ = row;
    relisted_ = true;  // the game's new place is known when the list is read
    return {};
}

QString GameDocument::saveAs(const QString& path) {
    QString target = path;
    if (QFileInfo(target).suffix().isEmpty()) target += QStringLiteral(".pgn");
    if (QString error = saveGame(target); !error.isEmpty()) return error;
    listedRow_ = -1;  // the game has a file of its own now, not a row of the list
    list_.select(-1);
    setPath(QFileInfo(target).absoluteFilePath());
    rememberFile(path_);
    return {};
}

void GameDocument::setPath(const QString& path) {
    path_ = path;
    showTitle(listedRow_ >= 0 ? list_.path() : path_);
}

void GameDocument::showTitle(const QString& file) {
    const QString name = QFileInfo(file).fileName();
    emit titleChanged(name.isEmpty() ? tr("Tavleya") : tr("Tavleya — %1").arg(name));
}

bool GameDocument::save() {
    if (pendingTyping_) pendingTyping_();
    // A game of a compressed or UTF-16 file cannot be written into it: it
    // gets a file of its own, the user choosing where.
    if (listedRow_ >= 0 && !listedPlain_) return askSave();
    if (listedRow_ < 0 && path_.isEmpty()) return askSave();
    const QString error = listedRow_ >= 0 ? saveIntoFile() : saveGame(path_);
    if (error.isEmpty()) return true;
    questions_.tellSaveFailed(error);
    return false;
}

bool GameDocument::askSave() {
    if (pendingTyping_) pendingTyping_();
    // A game with a file of its own is offered that file; a new one a name
    // from its header, in the folder used last.
    const QString path =
        questions_.askSavePath(!path_.isEmpty() ? path_
                                                : lastFolderUsed() + QLatin1Char('/') +
                                                      suggestedFileName(session_.tags()));
    if (path.isEmpty()) return false;
    if (const QString error = saveAs(path); !error.isEmpty()) {
        questions_.tellSaveFailed(error);
        return false;
    }
    return true;
}

bool GameDocument::maybeKeepWork() {
    if (pendingTyping_) pendingTyping_();
    if (session_.undoStack()->isClean() || drill_) return true;
    // Nobody's time runs while the players answer.
    const bool paused = session_.setPaused(true);
    using Answer = DocumentQuestions::UnsavedWork;
    const Answer answer = questions_.askUnsavedWork();
    const bool kept = answer != Answer::Cancel && (answer == Answer::Discard || save());
    if (!kept && paused) session_.setPaused(false);
    return kept;
}

QString GameDocument::openGame(const QString& path) {
    return openFirstGame(path, LoadAs::Opened);
}

QString GameDocument::openFirstGame(const QString& path, LoadAs as) {
    auto opened = PgnGameStream::open(path.toStdString());
    if (!opened) return userSentence(opened.error());  // it names the file
    PgnGameStream stream = std::move(opened).value();
    const FirstGame first = readFirstGame(stream, rulesets_);
    if (!first.outcome) {
        if (const auto& error = stream.readError()) return userSentence(*error);
        return tr("%1 holds no game.").arg(path);
    }
    if (!first.outcome->game) {
        const PgnError& e = *first.outcome->error;
        return QStringLiteral("%1:%2:%3: %4")
            .arg(path)
            .arg(e.line)
            .arg(e.column)
            .arg(userMessage(e));
    }
    loadGame(*first.outcome->game, as);
    // Save writes back to a file of this one game only; from a file of
    // several, the game is a new one.
    setPath(first.more ? QString() : QFileInfo(path).absoluteFilePath());
    return {};
}

void GameDocument::loadGame(const PgnGame& game, LoadAs as) {
    loading_ = true;
    replayRecord(session_, game, as == LoadAs::Opened ? Replay::AsSaved : Replay::AsUnsaved);
    loading_ = false;
    emit session_.changed();
    emit gameRead();
}

QString GameDocument::openFile(const QString& path) {
    const QFileInfo info(path);
    if (!info.isFile() || !info.isReadable()) return tr("%1 cannot be read.").arg(path);
    // A file that holds no PGN text (a picture, an archive) changes nothing:
    // the game, its file and its list stay.
    if (auto text = pgn::openText(info.absoluteFilePath().toStdString()); !text)
        return userSentence(text.error());
    // The game of the file before leaves the board at once: until the first
    // game is read, and if it cannot be, the board is a new one.
    if (auto rules = rulesets_.create(rulesets_.defaultKey())) session_.start(*rules, std::nullopt);
    rememberFile(info.absoluteFilePath());
    showTitle(info.absoluteFilePath());
    emit fileListed();
    openFirstListed_ = true;
    list_.open(info.absoluteFilePath());
    return {};
}

void GameDocument::rememberListed() {
    const auto form = pgnFileForm(list_.path().toStdString());
    listedPlain_ = form && form->plain();
    const PgnIndex::Game& where = list_.model()->location(listedRow_);
    QFile file(list_.path());
    QByteArray span;
    if (file.open(QIODevice::ReadOnly) && file.seek(static_cast<qint64>(where.offset)))
        span = file.read(where.length);
    listedAs_ = {span, QFileInfo(file).size(), QFileInfo(file).lastModified()};
}

std::optional<PgnReader::Outcome> GameDocument::readListedGame(
    int row, QString& error, std::optional<PgnGame>* readBeforeError) {
    GameListModel* list = list_.model();
    if (row < 0 || row >= list->rowCount()) {
        error = tr("There is no game %1.").arg(row + 1);
        return std::nullopt;
    }
    const PgnIndex::Game& where = list->location(row);
    // Decoded as the list read it: a compressed file is read up to the game.
    auto text = readGameText(list_.path().toStdString(), where.offset, where.length);
    if (!text) {
        error = userSentence(text.error());
        return std::nullopt;
    }
    auto games = readPgnText(std::move(text).value(), rulesets_);
    if (games.empty() || !games.front().game) {
        error = tr("Game %1 holds no moves.").arg(row + 1);
        if (!games.empty()) {
            PgnError e = *games.front().error;
            // The reader counts lines from the game's start; the file, from its own.
            e.line += where.firstLine - 1;
            error = GameListModel::describeError(row, e);
            if (readBeforeError) *readBeforeError = std::move(games.front().readBeforeError);
        }
        list->markError(row, error);
        return std::nullopt;
    }
    for (PgnError& warning : games.front().warnings) warning.line += where.firstLine - 1;
    return std::move(games.front());
}

void GameDocument::offerReadPart(int row, const QString& error, std::optional<PgnGame> part) {
    if (!questions_.askOpenReadPart(error, part.has_value()) || !part) return;
    loadGame(*part);
    setPath({});
    // Saved nowhere: leaving it asks first, as for any unsaved work.
    session_.undoStack()->resetClean();
    emit message(tr("Game %1 is open as far as it reads, as a new game: the file is as it was.")
                     .arg(row + 1));
}

QString GameDocument::openListedGame(int row, std::optional<PgnGame>* readBeforeError) {
    QString error;
    auto read = readListedGame(row, error, readBeforeError);
    if (!read) return error;
    loadGame(*read->game);
    list_.select(row);
    listedRow_ = row;
    rememberListed();
    setPath({});
    if (const std::vector<PgnError>& warnings = read->warnings; !warnings.empty()) {
        const QString text = GameListModel::describeWarnings(row, warnings);
        list_.model()->markWarning(row, text);
        emit message(text);
    }
    return {};
}

QString GameDocument::pasteGame(const QString& text) {
    PgnGameStream stream = PgnGameStream::fromText(text.toStdString());
    const FirstGame first = readFirstGame(stream, rulesets_);
    if (!first.outcome) return tr("The clipboard holds no game.");
    if (!first.outcome->game) {
        const PgnError& e = *first.outcome->error;
        return tr("Line %1, column %2: %3").arg(e.line).arg(e.column).arg(userMessage(e));
    }
    loadGame(*first.outcome->game);
    setPath({});
    return {};
}

QString GameDocument::autosavePath() const {
    return slot_->path();
}

QString GameDocument::notKeptSafe() const {
    return slot_->taken() ? QString()
                          : tr("Games are not kept safe automatically: %1.").arg(slot_->problem());
}

void GameDocument::startWriter() {
    writer_ = std::make_unique<AutosaveWriter>(slot_->path());
    connect(writer_.get(), &AutosaveWriter::failed, this, [this](const QString& error) {
        emit message(tr("The game could not be saved automatically: %1").arg(error));
    });
    emit keptSafeChanged();
}

bool GameDocument::hasWriter() {
    // Without a file of its own (a full or read-only folder) the window
    // tries again whenever there is something to keep, quietly: the disk
    // may have been cleared.
    if (!writer_ && slot_->take()) startWriter();
    return writer_ != nullptr;
}

QString GameDocument::recoveryPath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/recovered.pgn");
}

void GameDocument::treatAsDrill() {
    drill_ = true;
    emit modifiedChanged(false);
    autosave();
}

void GameDocument::autosave() {
    if (!hasWriter()) return;
    if (session_.undoStack()->isClean() || drill_) {
        writer_->remove();
        return;
    }
    writer_->schedule([this] { return writePgnGame(currentGame()); });
    // A paused game may be left for a long time: it goes to disk at once.
    if (session_.paused()) writer_->flush();
}

QString GameDocument::restoreRecovery() {
    if (const QString error = openFirstGame(recoveryPath(), LoadAs::Restored); !error.isEmpty())
        return error;
    setPath({});  // the recovered game has no file of its own yet
    QString name = suggestedFileName(session_.tags());
    name.chop(QStringLiteral(".pgn").size());
    emit titleChanged(tr("Tavleya — %1 (restored)").arg(name));
    session_.undoStack()->resetClean();
    emit modifiedChanged(true);
    autosave();
    discardRecovery();
    return {};
}

void GameDocument::close() {
    list_.indexer()->cancel();
    if (writer_) writer_->remove();
}

}  // namespace tavleya
