#include "clipboard_actions.h"

#include <QAction>
#include <QClipboard>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>

#include "board/board_widget.h"
#include "board_presenter.h"
#include "file_suggestions.h"
#include "game_document.h"
#include "pgn/pgn_writer.h"
#include "play/game_session.h"
#include "text/user_message.h"

namespace tavleya {

ClipboardActions::ClipboardActions(Parts parts, QObject* parent) : QObject(parent), parts_(parts) {}

void ClipboardActions::addActions(QMenu* menu) {
    const auto add = [&](const QString& text, const char* name, auto slot) {
        QAction* action = menu->addAction(text, this, slot);
        action->setObjectName(QLatin1String(name));
        return action;
    };
    add(tr("&Copy Position (FEN)"), "copyPosition", [this] {
        copyPosition();
    })->setShortcut(QKeySequence(tr("Ctrl+Shift+C")));
    add(tr("Paste P&osition"), "pastePosition", [this] {
        paste(tr("Paste Position"), [this](const QString& text) { return pastePosition(text); });
    })->setShortcut(QKeySequence(tr("Ctrl+Shift+V")));
    add(tr("Copy &Game (PGN)"), "copyGame", [this] {
        QGuiApplication::clipboard()->setText(
            QString::fromStdString(writePgnGame(parts_.document.currentGame())));
    })->setShortcut(QKeySequence::Copy);
    add(tr("Paste G&ame"), "pasteGame", [this] {
        paste(tr("Paste Game"),
              [this](const QString& text) { return parts_.document.pasteGame(text); });
    })->setShortcut(QKeySequence::Paste);
    add(tr("E&xport Board..."), "exportBoard", [this] {
        const QString path = QFileDialog::getSaveFileName(
            &parts_.window, tr("Export Board"), lastFolderUsed(), tr("Images (*.png *.svg)"));
        if (path.isEmpty()) return;
        if (const QString error = exportBoard(path); !error.isEmpty())
            QMessageBox::warning(&parts_.window, tr("Export Board"), error);
    });
}

void ClipboardActions::paste(const QString& title,
                             const std::function<QString(const QString&)>& read) {
    if (!parts_.document.maybeKeepWork()) return;
    if (const QString error = read(QGuiApplication::clipboard()->text()); !error.isEmpty())
        QMessageBox::warning(&parts_.window, title, error);
}

void ClipboardActions::copyPosition() const {
    const Position& position = parts_.session.tree().node(parts_.presenter.shown()).position;
    QGuiApplication::clipboard()->setText(
        QString::fromStdString(parts_.session.rules().writeFen(position)));
}

QString ClipboardActions::pastePosition(const QString& text) {
    GameSession& session = parts_.session;
    auto read = session.rules().readFen(text.trimmed().toStdString());
    if (!read) return userSentence(read.error());
    session.start(session.rulesPointer(), std::nullopt, {}, read.value());
    return {};
}

QString ClipboardActions::exportBoard(const QString& path) {
    BoardWidget& board = parts_.board;
    const QSize size(board.width(), board.height());
    if (path.endsWith(QStringLiteral(".svg"), Qt::CaseInsensitive)) {
        QSvgGenerator svg;
        svg.setFileName(path);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(tr("Tavleya board"));
        QPainter painter;
        if (!painter.begin(&svg)) return tr("%1 could not be written.").arg(path);
        board.render(&painter);
        painter.end();
        return QFileInfo(path).size() > 0 ? QString() : tr("%1 could not be written.").arg(path);
    }
    // A PNG twice the size on screen, for print and for sharing.
    QImage image(size * 2, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.scale(2, 2);
    board.render(&painter);
    painter.end();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || !image.save(&file, "PNG") || !file.commit())
        return tr("%1 could not be written: %2").arg(path, file.errorString());
    return {};
}

}  // namespace tavleya
