// The main window's dealings with files and the clipboard that are not the
// game document's: files chosen or dropped, the position copied and pasted,
// the board exported as a picture, and closing.

#include <QClipboard>
#include <QCloseEvent>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMessageBox>
#include <QMimeData>
#include <QPainter>
#include <QSaveFile>
#include <QSettings>
#include <QSvgGenerator>
#include <QUrl>

#include "board_presenter.h"
#include "board_widget.h"
#include "game_document.h"
#include "game_session.h"
#include "main_window.h"
#include "user_message.h"
#include "view_settings.h"

namespace tavleya {

void MainWindow::openChosenFile(const QString& path) {
    if (const QString error = document_->openFile(path); !error.isEmpty())
        QMessageBox::warning(this, tr("Open"), error);
}

void MainWindow::askOpen() {
    if (!document_->maybeKeepWork()) return;
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open Game"), QString(), tr("PGN files (*.pgn)"));
    if (!path.isEmpty()) openChosenFile(path);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!document_->maybeKeepWork()) {
        event->ignore();
        return;
    }
    document_->close();
    QSettings settings;
    settings.setValue(kGeometrySetting, saveGeometry());
    settings.setValue(kWindowStateSetting, saveState());
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
