// The window's own events and files: files chosen, dropped or opened again
// from the recent list, resizing and closing.

#include <QCloseEvent>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QStackedWidget>
#include <QUrl>

#include "file_suggestions.h"
#include "game_document.h"
#include "game_starter.h"
#include "lesson_desk.h"
#include "main_window.h"
#include "puzzle_desk.h"
#include "recent_files.h"
#include "settings/settings.h"
#include "start_page.h"
#include "window_room.h"

namespace tavleya {

void MainWindow::openChosenFile(const QString& path) {
    if (const QString error = document_->openFile(path); !error.isEmpty())
        QMessageBox::warning(this, tr("Open"), error);
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

void MainWindow::showStartPage() {
    if (!startPage_) {
        startPage_ =
            new StartPage(lessons_->lessonsAction(), puzzles_->puzzlesAction(), sideStack_);
        sideStack_->addWidget(startPage_);
        connect(startPage_, &StartPage::playFriend, starter_, &GameStarter::playFriend);
        connect(startPage_, &StartPage::playComputer, starter_, &GameStarter::playComputer);
        connect(startPage_, &StartPage::openGames, this, &MainWindow::askOpen);
        connect(startPage_, &StartPage::openFile, this, [this](const QString& path) {
            if (document_->maybeKeepWork()) openChosenFile(path);
        });
        connect(startPage_, &StartPage::backToTheBoard, this,
                [this] { sideStack_->setCurrentIndex(0); });
    }
    startPage_->setRecentFiles(recentFiles());
    startPage_->setClock(settings::newGameTime.read());
    sideStack_->setCurrentWidget(startPage_);
}

void MainWindow::fillRecentMenu(QMenu* menu) {
    menu->clear();
    const QStringList files = recentFiles();
    for (const QString& path : files)
        menu->addAction(QFileInfo(path).fileName(), this,
                        [this, path] {
                            if (document_->maybeKeepWork()) openChosenFile(path);
                        })
            ->setToolTip(path);
    if (files.isEmpty()) menu->addAction(tr("No files yet"))->setEnabled(false);
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

void MainWindow::resizeEvent(QResizeEvent* event) {
    QMainWindow::resizeEvent(event);
    keepWithinScreen(*this);
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    if (!droppedFile(event->mimeData()).isEmpty()) event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    const QString path = droppedFile(event->mimeData());
    if (path.isEmpty()) return;
    event->acceptProposedAction();
    if (document_->maybeKeepWork()) openChosenFile(path);
}

}  // namespace tavleya
