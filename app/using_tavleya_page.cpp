#include "using_tavleya_page.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace tavleya {

UsingTavleyaPage::UsingTavleyaPage(QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("usingTavleyaPage"));
    setWindowTitle(tr("Using Tavleya"));
    auto* page = new QTextBrowser(this);
    page->setMarkdown(text());
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    auto* column = new QVBoxLayout(this);
    column->addWidget(page);
    column->addWidget(buttons);
    resize(700, 600);
}

QString UsingTavleyaPage::text() {
    QFile file(QStringLiteral(":/README.md"));
    if (!file.open(QIODevice::ReadOnly)) return {};
    const QString readme = QString::fromUtf8(file.readAll());
    const QString heading = QStringLiteral("## Using Tavleya\n");
    const qsizetype start = readme.indexOf(heading);
    if (start < 0) return {};
    const qsizetype end = readme.indexOf(QStringLiteral("\n## "), start + heading.size());
    return readme.mid(start, end < 0 ? -1 : end - start);
}

}  // namespace tavleya
