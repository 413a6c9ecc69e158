#pragma once

#include <QCoreApplication>

#include "document_questions.h"

class QWidget;

namespace tavleya {

// The document's questions as dialogs over the window.
class DocumentDialogs : public DocumentQuestions {
    Q_DECLARE_TR_FUNCTIONS(tavleya::DocumentDialogs)

public:
    explicit DocumentDialogs(QWidget* window) : window_(window) {}

    QString askSavePath(const QString& suggested) override;
    UnsavedWork askUnsavedWork() override;
    void tellSaveFailed(const QString& why) override;
    bool askOpenReadPart(const QString& why, bool canOpenPart) override;

private:
    QWidget* window_;
};

}  // namespace tavleya
