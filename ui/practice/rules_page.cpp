#include "practice/rules_page.h"

#include <QDialogButtonBox>
#include <QImage>
#include <QPainter>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "board/board_widget.h"
#include "board/piece_pictures.h"
#include "ruleset.h"

namespace tavleya {

namespace {

// How large a diagram is drawn, in pixels of the page.
constexpr int kDiagramSize = 240;

QString escaped(const std::string& text) {
    return QString::fromStdString(text).toHtmlEscaped();
}

QImage drawn(const Ruleset& rules, const Position& position, const RulesPage::Look& look) {
    BoardWidget board;
    board.setTheme(look.theme);
    board.setPieceStyle(look.pieceStyle);
    board.setPiecePictures(PiecePictures(rules));
    board.setPosition(position);
    board.resize(kDiagramSize, kDiagramSize);
    QImage image(board.size() * 2, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.scale(2, 2);
    board.render(&painter);
    painter.end();
    return image;
}

}  // namespace

RulesPage::RulesPage(const RulesBook& book, std::shared_ptr<const Ruleset> rules, const Look& look,
                     bool inRussian, QWidget* parent)
    : QDialog(parent), rules_(std::move(rules)) {
    setObjectName(QStringLiteral("rulesPage"));
    setWindowTitle(tr("Rules of %1").arg(QString::fromStdString(book.title.in(inRussian))));
    browser_ = new QTextBrowser(this);
    browser_->setOpenLinks(false);
    browser_->setHtml(html(book, inRussian, look));
    connect(browser_, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        if (url.scheme() == QLatin1String("diagram")) chooseDiagram(url.path().toInt());
    });
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(browser_);
    layout->addWidget(buttons);
    resize(640, 720);
}

QString RulesPage::html(const RulesBook& book, bool inRussian, const Look& look) {
    QString page = QStringLiteral("<h1>%1</h1><p>%2</p>")
                       .arg(escaped(book.title.in(inRussian)), escaped(book.intro.in(inRussian)));
    const QString setUpWords = tr("Click the diagram to set it up on the board.");
    for (const RulesSection& section : book.sections) {
        page += QStringLiteral("<h2>%1</h2>").arg(escaped(section.heading.in(inRussian)));
        for (const LessonText& paragraph : section.paragraphs)
            page += QStringLiteral("<p>%1</p>").arg(escaped(paragraph.in(inRussian)));
        for (const RulesDiagram& diagram : section.diagrams) {
            const auto position = rules_->readFen(diagram.position);
            if (!position) continue;  // the tests read every shipped diagram
            const int index = static_cast<int>(diagrams_.size());
            diagrams_.push_back(*position);
            const QUrl url(QStringLiteral("diagram:%1").arg(index));
            browser_->document()->addResource(QTextDocument::ImageResource, url,
                                              drawn(*rules_, *position, look));
            page += QStringLiteral(
                        "<p><a href=\"%1\"><img src=\"%1\" width=\"%2\" height=\"%2\" "
                        "title=\"%3\"></a><br><i>%4</i></p>")
                        .arg(url.toString())
                        .arg(kDiagramSize)
                        .arg(setUpWords.toHtmlEscaped(), escaped(diagram.caption.in(inRussian)));
        }
        if (!section.decision.empty())
            page += QStringLiteral("<p><small>%1</small></p>")
                        .arg(tr("Decided in %1.").arg(escaped(section.decision)));
    }
    return page;
}

QString RulesPage::plainText() const {
    return browser_->toPlainText();
}

void RulesPage::chooseDiagram(int index) {
    if (index < 0 || index >= diagramCount()) return;
    emit setUp(rules_, diagrams_[static_cast<std::size_t>(index)]);
}

}  // namespace tavleya
