#include "rules_desk.h"

#include <QLocale>
#include <QMenu>

#include "board/board_widget.h"
#include "practice/course_library.h"
#include "practice/rules_page.h"
#include "ruleset_registry.h"

namespace tavleya {

RulesDesk::RulesDesk(Parts parts) : QObject(&parts.window), parts_(std::move(parts)) {}

RulesDesk::~RulesDesk() = default;

const CourseLibrary& RulesDesk::library() {
    if (!library_) library_ = std::make_unique<CourseLibrary>();
    return *library_;
}

QMenu* RulesDesk::rulesMenu(QWidget* parent) {
    auto* menu = new QMenu(tr("&Rules of the Games"), parent);
    menu->setObjectName(QStringLiteral("rulesMenu"));
    // Filled when first opened: the books are read then.
    connect(menu, &QMenu::aboutToShow, this, [this, menu] {
        if (!menu->isEmpty()) return;
        const bool inRussian = QLocale().language() == QLocale::Russian;
        for (const RulesBook& book : library().rulesBooks())
            menu->addAction(QString::fromStdString(book.title.in(inRussian)), this,
                            [this, key = book.variant] { showRules(key); })
                ->setObjectName(QStringLiteral("rules_") + QString::fromStdString(book.variant));
    });
    return menu;
}

bool RulesDesk::showRules(const std::string& variant, QWidget* over) {
    const RulesBook* book = library().rulesOf(variant);
    const auto rules = parts_.rulesets.create(variant);
    if (!book || !rules) return false;
    auto* page =
        new RulesPage(*book, *rules, {parts_.board.theme(), parts_.board.pieceSet().style()},
                      QLocale().language() == QLocale::Russian, over ? over : &parts_.window);
    page->setAttribute(Qt::WA_DeleteOnClose);
    if (over) {
        page->exec();
        return true;
    }
    connect(page, &RulesPage::setUp, this,
            [this](std::shared_ptr<const Ruleset> rules, const Position& position) {
                if (parts_.keepWork()) parts_.startFrom(std::move(rules), position);
            });
    page->show();
    return true;
}

}  // namespace tavleya
