#include "go_menu.h"

#include <QCoreApplication>
#include <QMenu>
#include <QMenuBar>
#include <algorithm>

#include "board_presenter.h"
#include "play/game_session.h"

namespace tavleya {

namespace {

constexpr const char* kContext = "tavleya::GoMenu";

}  // namespace

void addGoMenu(QMenuBar* bar, const GameSession& session, BoardPresenter& presenter) {
    QMenu* go = bar->addMenu(
        QCoreApplication::translate(kContext, QT_TRANSLATE_NOOP("tavleya::GoMenu", "G&o")));
    const auto add = [&](const char* text, QKeySequence key, const char* name, auto slot) {
        QAction* action =
            go->addAction(QCoreApplication::translate(kContext, text), &presenter, slot);
        action->setShortcut(key);
        action->setObjectName(QLatin1String(name));
    };
    const auto step = [&session, &presenter](int direction) {
        const GameTree& tree = session.tree();
        const NodeId shown = presenter.shown();
        if (direction < 0 && shown != tree.root()) presenter.show(tree.node(shown).parent);
        if (direction > 0 && !tree.node(shown).children.empty())
            presenter.show(tree.node(shown).children.front());
    };
    // At a branch, the other moves played there instead of the one shown.
    const auto sibling = [&session, &presenter](int direction) {
        const GameTree& tree = session.tree();
        const NodeId shown = presenter.shown();
        if (shown == tree.root()) return;
        const auto& choices = tree.node(tree.node(shown).parent).children;
        const auto next =
            std::find(choices.begin(), choices.end(), shown) - choices.begin() + direction;
        if (next >= 0 && next < std::ssize(choices))
            presenter.show(choices[static_cast<std::size_t>(next)]);
    };
    add(QT_TRANSLATE_NOOP("tavleya::GoMenu", "&Back"), QKeySequence(Qt::Key_Left), "back",
        [step] { step(-1); });
    add(QT_TRANSLATE_NOOP("tavleya::GoMenu", "&Forward"), QKeySequence(Qt::Key_Right), "forward",
        [step] { step(1); });
    add(QT_TRANSLATE_NOOP("tavleya::GoMenu", "&Start"), QKeySequence(Qt::Key_Home), "start",
        [&session, &presenter] { presenter.show(session.tree().root()); });
    add(QT_TRANSLATE_NOOP("tavleya::GoMenu", "&End"), QKeySequence(Qt::Key_End), "end",
        [&session, &presenter] { presenter.show(session.current()); });
    add(QT_TRANSLATE_NOOP("tavleya::GoMenu", "&Previous Variation"), QKeySequence(Qt::Key_Up),
        "previousVariation", [sibling] { sibling(-1); });
    add(QT_TRANSLATE_NOOP("tavleya::GoMenu", "&Next Variation"), QKeySequence(Qt::Key_Down),
        "nextVariation", [sibling] { sibling(1); });
}

}  // namespace tavleya
