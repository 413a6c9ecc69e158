// The main window's dealings with files and the clipboard that are not the
// game document's: files chosen or dropped, the position copied and pasted,
// the board exported as a picture, and closing.

#include <QClipboard>
#include <QCloseEvent>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMessageBox>
#include <QMimeData>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>
#include <QUrl>
#include <algorithm>

#include "board/board_widget.h"
#include "board_presenter.h"
#include "file_suggestions.h"
#include "game_document.h"
#include "game_lists/game_list_model.h"
#include "game_lists/game_list_panel.h"
#include "game_lists/listed_duplicates.h"
#include "game_lists/position_finder.h"
#include "main_window.h"
#include "play/game_session.h"
#include "settings/settings.h"
#include "text/user_message.h"

namespace tavleya {

void MainWindow::openChosenFile(const QString& path) {
    if (const QString error = document_->openFile(path); !error.isEmpty())
        QMessageBox::warning(this, tr("Open"), error);
}

QString MainWindow::findPosition(PositionMatch match) {
    if (gameList_->path().isEmpty()) return tr("Open a file of games first: its list is searched.");
    const Position& shown = session_->tree().node(presenter_->shown()).position;
    const QString fen = QString::fromStdString(session_->rules().writeFen(shown));
    if (!positionFinder_) {
        positionFinder_ = new PositionFinder(rulesets_, this);
        connect(
            positionFinder_, &PositionFinder::found, this,
            [this](const std::vector<PositionIndex::Reached>& found) {
                gameList_->showReaching(found);
                gamesDock_->show();
                const int games = int(found.size());
                switch (finding_) {
                    case PositionMatch::Exact:
                        tell(tr("%n game(s) of the file reach the position.", nullptr, games));
                        break;
                    case PositionMatch::Material:
                        tell(tr("%n game(s) of the file reach the same material.", nullptr, games));
                        break;
                    case PositionMatch::PawnStructure:
                        tell(tr("%n game(s) of the file reach the same pawns.", nullptr, games));
                        break;
                }
            });
        connect(positionFinder_, &PositionFinder::failed, this, &MainWindow::tell);
        // A game opened from the list found shows where it reaches the position.
        connect(gameList_, &GameListPanel::gameChosen, this, [this](int row) {
            const auto ply = gameList_->plyReaching(row);
            if (!ply || document_->listedRow() != row) return;
            const auto line = session_->tree().mainLine();
            if (*ply <= std::ssize(line))
                showNode(*ply == 0 ? session_->tree().root() : line[std::size_t(*ply - 1)]);
        });
    }
    finding_ = match;
    // Once the list's positions are indexed, the index answers at once; it
    // holds whole positions, so the games' moves are read for the rest.
    if (const auto& index = gameList_->positions(); index && match == PositionMatch::Exact) {
        positionFinder_->findIn(*index, session_->rules(), shown);
        return {};
    }
    if (const QString error = positionFinder_->find(gameList_->path(), fen, match);
        !error.isEmpty())
        return error;
    tell(tr("Looking for the position in the list…"));
    return {};
}

QString MainWindow::findDuplicates() {
    if (gameList_->path().isEmpty()) return tr("Open a file of games first: its list is searched.");
    const auto& positions = gameList_->positions();
    if (!positions)
        return tr("The games of the list are still being checked: try again when that is done.");
    const auto repeats = listedDuplicates(*positions, gameList_->model()->rows(),
                                          DuplicateRule::SameMovesAndPlayers);
    std::vector<char> rows(repeats.size(), 0);
    int found = 0;
    for (std::size_t row = 0; row < repeats.size(); ++row)
        if (repeats[row]) {
            rows[row] = 1;
            ++found;
        }
    gameList_->showRows(std::move(rows), tr("repeats of earlier games"));
    gamesDock_->show();
    tell(tr("%n game(s) of the list repeat an earlier one: the same moves, White, Black and Date.",
            nullptr, found));
    return {};
}

QString MainWindow::saveWithoutDuplicates(const QString& path) {
    if (gameList_->path().isEmpty()) return tr("Open a file of games first: its list is searched.");
    const auto& positions = gameList_->positions();
    if (!positions)
        return tr("The games of the list are still being checked: try again when that is done.");
    if (QFileInfo(path).absoluteFilePath() == QFileInfo(gameList_->path()).absoluteFilePath())
        return tr("Choose another file: the listed file is read while the new one is written.");
    const auto repeats = listedDuplicates(*positions, gameList_->model()->rows(),
                                          DuplicateRule::SameMovesAndPlayers);
    if (const QString error = writeWithoutDuplicates(gameList_->path(), path, repeats);
        !error.isEmpty())
        return error;
    const auto left =
        std::count_if(repeats.begin(), repeats.end(),
                      [](const std::optional<int>& repeat) { return repeat.has_value(); });
    tell(tr("Saved %1 without %n repeated game(s).", nullptr, int(left)).arg(path));
    return {};
}

void MainWindow::askSaveWithoutDuplicates() {
    if (gameList_->path().isEmpty()) {
        tell(tr("Open a file of games first: its list is searched."));
        return;
    }
    const QString title = tr("Save the List Without Duplicates");
    const QString path =
        QFileDialog::getSaveFileName(this, title, QString(), tr("PGN files (*.pgn)"));
    if (path.isEmpty()) return;
    if (const QString error = saveWithoutDuplicates(path); !error.isEmpty())
        QMessageBox::warning(this, title, error);
}

void MainWindow::askOpen() {
    if (!document_->maybeKeepWork()) return;
    QFileDialog dialog(this, tr("Open Game"), lastFolderUsed());
    dialog.setObjectName(QStringLiteral("openGameDialog"));
    dialog.setFileMode(QFileDialog::ExistingFile);
    dialog.setNameFilters(openFilters());
    if (dialog.exec() == QDialog::Accepted && !dialog.selectedFiles().isEmpty())
        openChosenFile(dialog.selectedFiles().front());
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!document_->maybeKeepWork()) {
        event->ignore();
        return;
    }
    document_->close();
    settings::windowGeometry.write(saveGeometry());
    settings::windowState.write(saveState());
    event->accept();
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
    if (document_->maybeKeepWork()) openChosenFile(path);
}

void MainWindow::copyPosition() const {
    const Position& position = session_->tree().node(presenter_->shown()).position;
    QGuiApplication::clipboard()->setText(
        QString::fromStdString(session_->rules().writeFen(position)));
}

QString MainWindow::pastePosition(const QString& text) {
    auto read = session_->rules().readFen(text.trimmed().toStdString());
    if (!read) return userSentence(read.error());
    session_->start(session_->rulesPointer(), std::nullopt, {}, read.value());
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
