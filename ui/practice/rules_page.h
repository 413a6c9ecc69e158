#pragma once

#include <QDialog>
#include <memory>

#include "lessons/rules_book.h"
#include "position.h"

class QTextBrowser;

namespace tavleya {

struct BoardTheme;
class Ruleset;

// The rules of one game for players, as a page beside the board: headings,
// paragraphs, and each diagram drawn by the program's own board in the
// theme and pieces in use. A click on a diagram asks to set its position up
// on the board.
class RulesPage : public QDialog {
    Q_OBJECT

public:
    struct Look {
        const BoardTheme& theme;
        QString pieceStyle;
    };
    RulesPage(const RulesBook& book, std::shared_ptr<const Ruleset> rules, const Look& look,
              bool inRussian, QWidget* parent = nullptr);

    // The page's text as shown, for tests.
    QString plainText() const;
    int diagramCount() const { return static_cast<int>(diagrams_.size()); }
    // Sets up the diagram `index` (in the order shown) as a click would.
    void chooseDiagram(int index);

signals:
    void setUp(std::shared_ptr<const tavleya::Ruleset> rules, const tavleya::Position& position);

private:
    QString html(const RulesBook& book, bool inRussian, const Look& look);

    std::shared_ptr<const Ruleset> rules_;
    std::vector<Position> diagrams_;
    QTextBrowser* browser_;
};

}  // namespace tavleya
