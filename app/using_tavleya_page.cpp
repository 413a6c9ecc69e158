#include "using_tavleya_page.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLocale>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace tavleya {

UsingTavleyaPage::UsingTavleyaPage(QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("usingTavleyaPage"));
    setWindowTitle(tr("Using Tavleya"));
    auto* page = new QTextBrowser(this);
    page->setMarkdown(text());
    auto* column = new QVBoxLayout(this);
    // Until the program has help pages of its own in every language.
    if (QLocale().language() != QLocale::English)
        column->addWidget(new QLabel(tr("This page is in English for now."), this));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
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
    QString section = readme.mid(start, end < 0 ? -1 : end - start);
    // The README opens the section with the command lines that start the
    // program from a build, and a line that points here: neither is for
    // someone reading it in the program.
    const QString fence = QStringLiteral("```");
    const qsizetype open = section.indexOf(fence);
    const qsizetype close = open < 0 ? -1 : section.indexOf(fence, open + fence.size());
    if (close >= 0) section.remove(open, close + fence.size() - open);
    const qsizetype pointer =
        section.indexOf(QStringLiteral("What follows is also in the program"));
    if (pointer >= 0)
        section.remove(pointer, section.indexOf(QLatin1Char('\n'), pointer) - pointer);
    return section;
}

}  // namespace tavleya
