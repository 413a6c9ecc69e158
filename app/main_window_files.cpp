// The main window's dealings with files and the clipboard: opening PGN
// files and their game lists, saving (atomically) and saving back into a
// file, recent files, dropped files, the autosave and its recovery, copying
// and pasting positions and games, exporting the board.

#include <QClipboard>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPainter>
#include <QSaveFile>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QSvgGenerator>
#include <QUndoStack>
#include <QUrl>

#include "board_widget.h"
#include "game_list_model.h"
#include "game_list_panel.h"
#include "game_session.h"
#include "main_window.h"
#include "user_message.h"

#include "autosave_slot.h"
#include "autosave_writer.h"
#include "pgn/pgn_reader.h"
#include "pgn/pgn_writer.h"
#include "pgn_file_indexer.h"

namespace tavleya {

PgnGame MainWindow::currentGame() const {
    PgnGame game(session_->tree());
    game.result = session_->resultToken();
    game.tags = session_->tags();
    game.setTag("Result", game.result);
    if (const ChessClock* clock = session_->clock()) {
        // PGN has one TimeControl for both; different ones are kept in
        // tags of Tavleya's own, and the standard tag says "unknown".
        const TimeControl& white = clock->control(Color::White);
        const TimeControl& black = clock->control(Color::Black);
        game.setTag("TimeControl", white == black ? white.toPgn() : "?");
        if (white != black) {
            game.setTag("WhiteTimeControl", white.toText());
            game.setTag("BlackTimeControl", black.toText());
        }
    }
    return game;
}

namespace {

QString writeFileAtomically(const QString& path, const std::string& text) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return file.errorString();
    file.write(text.data(), static_cast<qint64>(text.size()));
    if (!file.commit()) return file.errorString();
    return {};
}

}  // namespace

QString MainWindow::saveGame(const QString& path) {
    if (QString error = writeFileAtomically(path, writePgnGame(currentGame())); !error.isEmpty())
        return tr("%1 could not be written: %2").arg(path, error);
    session_->undoStack()->setClean();
    autosaveWriter_->remove();
    return {};
}

QString MainWindow::saveIntoFile() {
    if (listedRow_ < 0 || gameList_->listing())
        return tr("The file is still being read; try again in a moment.");
    const QString path = gameList_->path();
    const PgnIndex::Game where = gameList_->model()->location(listedRow_);
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly) || !in.seek(static_cast<qint64>(where.offset)))
        return tr("%1 cannot be read: %2").arg(path, in.errorString());
    // The game's new text, followed by the blank space that followed it.
    const QByteArray old = in.read(where.length);
    qsizetype body = old.size();
    while (body > 0 && QChar::isSpace(old[body - 1])) --body;
    QByteArray text = QByteArray::fromStdString(writePgnGame(currentGame())).trimmed();
    text += body < old.size() ? old.mid(body) : QByteArray("\n");
    // The file again with the game replaced, written beside it and then
    // renamed over it, so a failure leaves the file as it was.
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly))
        return tr("%1 could not be written: %2").arg(path, out.errorString());
    const auto copy = [&](qint64 from, qint64 bytes) {
        if (!in.seek(from)) return false;
        while (bytes > 0) {
            const QByteArray chunk = in.read(std::min<qint64>(bytes, 1 << 20));
            if (chunk.isEmpty() || out.write(chunk) != chunk.size()) return false;
            bytes -= chunk.size();
        }
        return true;
    };
    const auto end = static_cast<qint64>(where.offset + where.length);
    if (!copy(0, static_cast<qint64>(where.offset)) || out.write(text) != text.size() ||
        !copy(end, in.size() - end) || !out.commit())
        return tr("%1 could not be written: %2").arg(path, out.errorString());
    session_->undoStack()->setClean();
    autosaveWriter_->remove();
    // The games after this one have moved: the list is read again.
    const int row = listedRow_;
    gameList_->open(path);
    listedRow_ = row;
    return {};
}

QString MainWindow::autosavePath() const {
    return autosave_->path();
}

QString MainWindow::recoveryPath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/recovered.pgn");
}

void MainWindow::autosave() {
    if (session_->undoStack()->isClean()) {
        autosaveWriter_->remove();
        return;
    }
    autosaveWriter_->schedule([this] { return writePgnGame(currentGame()); });
    // A paused game may be left for a long time: it goes to disk at once.
    if (session_->paused()) autosaveWriter_->flush();
}

bool MainWindow::hasRecovery() const {
    return QFile::exists(recoveryPath());
}

QString MainWindow::restoreRecovery() {
    // Nobody's time runs until the players are back at the board.
    if (const QString error = openGame(recoveryPath(), true); !error.isEmpty()) return error;
    session_->undoStack()->resetClean();
    setWindowModified(true);
    autosave();
    discardRecovery();
    render();
    return {};
}

void MainWindow::discardRecovery() {
    QFile::remove(recoveryPath());
}

bool MainWindow::maybeKeepWork() {
    if (session_->undoStack()->isClean()) return true;
    const auto answer = QMessageBox::question(
        this, tr("Unsaved Game"), tr("The game has changes that are not saved. Save it?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Cancel) return false;
    return answer == QMessageBox::Discard || askSave();
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!maybeKeepWork()) {
        event->ignore();
        return;
    }
    gameList_->indexer()->cancel();
    autosaveWriter_->remove();
    event->accept();
}

QString MainWindow::openGame(const QString& path, bool clockPaused) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return file.errorString();
    auto games = readPgnText(file.readAll().toStdString(), rulesets_);
    if (games.empty()) return tr("%1 holds no game.").arg(path);
    if (!games.front().game) {
        const PgnError& e = *games.front().error;
        return QStringLiteral("%1:%2:%3: %4")
            .arg(path)
            .arg(e.line)
            .arg(e.column)
            .arg(QString::fromStdString(e.message));
    }
    loadGame(*games.front().game, clockPaused);
    return {};
}

void MainWindow::loadGame(const PgnGame& game, bool clockPaused) {
    const GameTree& tree = game.tree;
    std::optional<TimeControls> controls;
    if (auto tc = TimeControl::fromPgn(game.tag("TimeControl"))) controls = tc.value();
    const auto white = TimeControl::fromText(game.tag("WhiteTimeControl"));
    const auto black = TimeControl::fromText(game.tag("BlackTimeControl"));
    if (white && black) controls.emplace(white.value(), black.value());
    session_->start(tree.sharedRules(), controls, {}, tree.node(tree.root()).position);
    // The main line is played again; the clocks are set to the last [%clk]
    // each side recorded. The views and the autosave hear of the game once,
    // when it is all there, not after every move of the replay.
    QSignalBlocker quiet(session_);
    std::optional<Millis> last[2];
    for (NodeId id : tree.mainLine()) {
        const GameNode& node = tree.node(id);
        const Color mover = tree.node(node.parent).position.sideToMove();
        if (!session_->play(node.move)) break;
        if (node.commands.clock) last[index(mover)] = node.commands.clock;
    }
    // Comments, NAGs and variations come with it, and the header.
    session_->mergeTree(tree);
    std::vector<PgnTag> tags = game.tags;
    std::erase_if(tags, [](const PgnTag& t) { return t.name == "Result"; });
    session_->setTags(std::move(tags));
    session_->setRecordedResult(game.result);
    if (clockPaused) session_->setPaused(true);
    if (ChessClock* clock = session_->clock())
        for (Color side : {Color::White, Color::Black})
            if (last[index(side)]) clock->setTime(side, *last[index(side)]);
    // The game as read is the saved state; its moves are not takebacks.
    session_->undoStack()->clear();
    quiet.unblock();
    emit session_->changed();
}

QString MainWindow::openFile(const QString& path) {
    const QFileInfo info(path);
    if (!info.isFile() || !info.isReadable()) return tr("%1 cannot be read.").arg(path);
    rememberFile(info.absoluteFilePath());
    setWindowTitle(tr("Tavleya — %1").arg(info.fileName()) + QStringLiteral("[*]"));
    gamesDock_->show();
    if (height() < 760) resize(std::max(width(), 1000), 820);  // room for the list
    openFirstListed_ = true;
    gameList_->open(info.absoluteFilePath());
    return {};
}

QString MainWindow::openListedGame(int row) {
    GameListModel* list = gameList_->model();
    if (row < 0 || row >= list->rowCount()) return tr("There is no game %1.").arg(row + 1);
    const PgnIndex::Game& where = list->location(row);
    QFile file(gameList_->path());
    if (!file.open(QIODevice::ReadOnly) || !file.seek(static_cast<qint64>(where.offset)))
        return file.errorString();
    auto games = readPgnText(file.read(where.length).toStdString(), rulesets_);
    if (games.empty() || !games.front().game) {
        QString message = tr("Game %1 holds no moves.").arg(row + 1);
        if (!games.empty()) {
            PgnError e = *games.front().error;
            // The reader counts lines from the game's start; the file, from its own.
            e.line += where.firstLine - 1;
            message = GameListModel::describeError(row, e);
        }
        list->markError(row, message);
        return message;
    }
    loadGame(*games.front().game);
    gameList_->select(row);
    listedRow_ = row;
    return {};
}

QStringList MainWindow::recentFiles() {
    return QSettings().value(QStringLiteral("recentFiles")).toStringList();
}

void MainWindow::rememberFile(const QString& path) {
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > 8) files.removeLast();
    QSettings().setValue(QStringLiteral("recentFiles"), files);
}

void MainWindow::fillRecentMenu() {
    recentMenu_->clear();
    const QStringList files = recentFiles();
    for (const QString& path : files)
        recentMenu_
            ->addAction(QFileInfo(path).fileName(), this,
                        [this, path] {
                            if (!maybeKeepWork()) return;
                            if (const QString error = openFile(path); !error.isEmpty())
                                QMessageBox::warning(this, tr("Open"), error);
                        })
            ->setToolTip(path);
    if (files.isEmpty()) recentMenu_->addAction(tr("No files yet"))->setEnabled(false);
}

namespace {

// The local PGN file a drag brings, if it brings one.
QString droppedFile(const QMimeData* mime) {
    if (!mime->hasUrls()) return {};
    const QList<QUrl> urls = mime->urls();
    if (urls.size() != 1 || !urls.front().isLocalFile()) return {};
    return urls.front().toLocalFile();
}

}  // namespace

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    if (!droppedFile(event->mimeData()).isEmpty()) event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    const QString path = droppedFile(event->mimeData());
    if (path.isEmpty()) return;
    event->acceptProposedAction();
    if (!maybeKeepWork()) return;
    if (const QString error = openFile(path); !error.isEmpty())
        QMessageBox::warning(this, tr("Open"), error);
}

bool MainWindow::askSave() {
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Save Game"), QString(), tr("PGN files (*.pgn)"));
    if (path.isEmpty()) return false;
    if (const QString error = saveGame(path); !error.isEmpty()) {
        QMessageBox::warning(this, tr("Save Game"), error);
        return false;
    }
    return true;
}

void MainWindow::askOpen() {
    if (!maybeKeepWork()) return;
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open Game"), QString(), tr("PGN files (*.pgn)"));
    if (path.isEmpty()) return;
    if (const QString error = openFile(path); !error.isEmpty())
        QMessageBox::warning(this, tr("Open Game"), error);
}

void MainWindow::copyPosition() const {
    const Position& position = session_->tree().node(shown_).position;
    QGuiApplication::clipboard()->setText(
        QString::fromStdString(session_->rules().writeFen(position)));
}

QString MainWindow::pastePosition(const QString& text) {
    auto read = session_->rules().readFen(text.trimmed().toStdString());
    if (!read) return userMessage(read.error());
    session_->start(session_->rulesPointer(), std::nullopt, {}, read.value());
    return {};
}

void MainWindow::copyGame() const {
    QGuiApplication::clipboard()->setText(QString::fromStdString(writePgnGame(currentGame())));
}

QString MainWindow::pasteGame(const QString& text) {
    auto games = readPgnText(text.toStdString(), rulesets_);
    if (games.empty()) return tr("The clipboard holds no game.");
    if (!games.front().game) {
        const PgnError& e = *games.front().error;
        return tr("Line %1, column %2: %3")
            .arg(e.line)
            .arg(e.column)
            .arg(QString::fromStdString(e.message));
    }
    loadGame(*games.front().game);
    return {};
}

QString MainWindow::exportBoard(const QString& path) {
    const QSize size(board_->width(), board_->height());
    if (path.endsWith(QStringLiteral(".svg"), Qt::CaseInsensitive)) {
        QSvgGenerator svg;
        svg.setFileName(path);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(tr("Tavleya board"));
        QPainter painter;
        if (!painter.begin(&svg)) return tr("%1 could not be written.").arg(path);
        board_->render(&painter);
        painter.end();
        return QFileInfo(path).size() > 0 ? QString() : tr("%1 could not be written.").arg(path);
    }
    // A PNG twice the size on screen, for print and for sharing.
    QImage image(size * 2, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.scale(2, 2);
    board_->render(&painter);
    painter.end();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || !image.save(&file, "PNG") || !file.commit())
        return tr("%1 could not be written: %2").arg(path, file.errorString());
    return {};
}

}  // namespace tavleya
