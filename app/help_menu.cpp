#include "help_menu.h"

#include <QAction>
#include <QApplication>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>

#include "keys_page.h"
#include "using_tavleya_page.h"

namespace tavleya {

namespace {

QString translated(const char* text) {
    return QCoreApplication::translate("tavleya::MainWindow", text);
}

}  // namespace

void addHelpMenu(QMainWindow* window, QMenu* rules) {
    QMenu* help =
        window->menuBar()->addMenu(translated(QT_TRANSLATE_NOOP("tavleya::MainWindow", "&Help")));
    QAction* using_ = help->addAction(
        translated(QT_TRANSLATE_NOOP("tavleya::MainWindow", "&Using Tavleya")), window, [window] {
            auto* page = new UsingTavleyaPage(window);
            page->setAttribute(Qt::WA_DeleteOnClose);
            page->show();
        });
    using_->setObjectName(QStringLiteral("usingTavleya"));
    using_->setShortcut(QKeySequence::HelpContents);
    help->addMenu(rules);
    help->addAction(translated(QT_TRANSLATE_NOOP("tavleya::MainWindow", "&Keyboard and Mouse")),
                    window,
                    [window] {
                        auto* page = new KeysPage(*window);
                        page->setAttribute(Qt::WA_DeleteOnClose);
                        page->show();
                    })
        ->setObjectName(QStringLiteral("keysAndMouse"));
    help->addSeparator();
    help->addAction(
        translated(QT_TRANSLATE_NOOP("tavleya::MainWindow", "&About Tavleya")), window, [window] {
            QMessageBox::about(
                window, translated(QT_TRANSLATE_NOOP("tavleya::MainWindow", "About Tavleya")),
                translated(QT_TRANSLATE_NOOP("tavleya::MainWindow",
                                             "<p><b>Tavleya</b> %1</p><p>Chess and its variants, "
                                             "including Tavreli, for two "
                                             "players at one board.</p><p>Licensed under the GNU "
                                             "GPL, version 3 or later.</p>"))
                    .arg(QApplication::applicationVersion()));
        });
}

}  // namespace tavleya
