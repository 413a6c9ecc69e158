#include "document_dialogs.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>

namespace tavleya {

QString DocumentDialogs::askSavePath(const QString& suggested) {
    const QFileInfo file(suggested);
    QFileDialog dialog(window_, tr("Save Game"), file.absolutePath(), tr("PGN files (*.pgn)"));
    dialog.setObjectName(QStringLiteral("saveGameDialog"));
    dialog.selectFile(file.fileName());
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setDefaultSuffix(QStringLiteral("pgn"));
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty()) return {};
    return dialog.selectedFiles().front();
}

DocumentQuestions::UnsavedWork DocumentDialogs::askUnsavedWork() {
    switch (QMessageBox::question(
        window_, tr("Unsaved Game"), tr("The game has changes that are not saved. Save it?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save)) {
        case QMessageBox::Save:
            return UnsavedWork::Save;
        case QMessageBox::Discard:
            return UnsavedWork::Discard;
        default:
            return UnsavedWork::Cancel;
    }
}

void DocumentDialogs::tellSaveFailed(const QString& why) {
    QMessageBox::warning(window_, tr("Save Game"), why);
}

bool DocumentDialogs::askOpenReadPart(const QString& why, bool canOpenPart) {
    QMessageBox box(QMessageBox::Warning, tr("Open Game"), why, QMessageBox::NoButton, window_);
    box.setObjectName(QStringLiteral("unreadableGame"));
    if (!canOpenPart) {
        box.addButton(QMessageBox::Ok);
        box.exec();
        return false;
    }
    box.setInformativeText(tr("The moves before the error can be opened as a new game."));
    QPushButton* open = box.addButton(tr("Open the Moves Before It"), QMessageBox::AcceptRole);
    open->setObjectName(QStringLiteral("openReadPart"));
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    return box.clickedButton() == open;
}

}  // namespace tavleya
