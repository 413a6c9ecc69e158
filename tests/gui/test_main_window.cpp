// The main window opens with a board in the start position, the flip action
// turns it, and the Russian translation is installed for a Russian locale.

#include <QAction>
#include <QLineEdit>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTextBrowser>
#include <QtTest>

#include "board/board_widget.h"
#include "dialogs/new_game_dialog.h"
#include "gui_test_main.h"
#include "main_window.h"
#include "play/game_session.h"
#include "text/user_message.h"
#include "translations.h"
#include "window_driver.h"

using namespace tavleya;
using namespace tavleya::testing;

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    void opensWithTheStartPosition();
    void flipTurnsTheBoard();
    void helpSaysHowToUseTheProgram();
    // Installs the Russian translation for the rest of the tests.
    void russianTranslation();
    void userFoldersAreTheTestsOwn();
    void keysReachTheBoardAfterNewGame();
};

void TestMainWindow::opensWithTheStartPosition() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    BoardWidget* board = window.findChild<BoardWidget*>("board");
    QVERIFY(board);
    QCOMPARE(board->position().at(*Square::parse("e1")), Piece(Color::White, PieceKind::King));
    QCOMPARE(board->position().at(*Square::parse("d8")), Piece(Color::Black, PieceKind::Queen));
    const QImage image = board->grab().toImage();
    QVERIFY(!image.isNull());
    // Empty squares of both colours are painted, opaque, and told apart.
    const auto colourAt = [&](const char* square) {
        const QPointF corner = board->squareRect(*Square::parse(square)).topLeft();
        return image.pixelColor(corner.toPoint() + QPoint(3, 3));
    };
    const QColor light = colourAt("e4");
    const QColor dark = colourAt("d4");
    QCOMPARE(light.alpha(), 255);
    QCOMPARE(dark.alpha(), 255);
    QVERIFY(light != dark);
    QCOMPARE(colourAt("c6"), light);
    QCOMPARE(colourAt("f4"), dark);
    QVERIFY(light.lightness() > dark.lightness());
}

void TestMainWindow::userFoldersAreTheTestsOwn() {
    // The settings and the autosave of a test never touch the user's own.
    const auto under = [](const QString& path, const char* variable) {
        const QString folder = QString::fromLocal8Bit(qgetenv(variable));
        return folder.startsWith(QDir::tempPath()) && path.startsWith(folder);
    };
    QVERIFY(under(QDir::homePath(), "HOME"));
    QVERIFY2(under(QSettings().fileName(), "XDG_CONFIG_HOME"), qPrintable(QSettings().fileName()));
    QVERIFY(
        under(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation), "XDG_DATA_HOME"));
}

void TestMainWindow::flipTurnsTheBoard() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    BoardWidget* board = boardOf(window);
    const QPoint nearBottomLeft = board->squareRect(*Square::parse("a1")).center().toPoint();
    QVERIFY(nearBottomLeft.x() < board->width() / 4 &&
            nearBottomLeft.y() > board->height() * 3 / 4);
    QCOMPARE(board->squareAt(nearBottomLeft), *Square::parse("a1"));
    QAction* flip = window.findChild<QAction*>("flipBoard");
    QVERIFY(flip);
    flip->trigger();
    QVERIFY(board->flipped());
    QCOMPARE(board->squareAt(nearBottomLeft), *Square::parse("h8"));
}

void TestMainWindow::russianTranslation() {
    QCOMPARE(installTranslation(*QCoreApplication::instance(), QLocale(QLocale::Russian)),
             QLocale::Russian);
    QCOMPARE(QLocale().language(), QLocale::Russian);
    // The core's messages reach the user in the interface's language.
    QCOMPARE(userMessage(Error::translatable("%1 is not empty", {"d4"})),
             QString("поле d4 занято"));
    // Standing alone, as a sentence.
    QCOMPARE(userSentence(Error::translatable("%1 is not empty", {"d4"})),
             QString("Поле d4 занято"));
    MainWindow window;
    QCOMPARE(window.menuBar()->actions().first()->text(), QString("&Партия"));
    QCOMPARE(window.windowTitle(), QString("Тавлея[*]"));  // [*]: where the unsaved mark goes
    // Qt's own words too: the buttons of standard dialogs.
    QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QString("Отмена"));
}

void TestMainWindow::keysReachTheBoardAfterNewGame() {
    // Typing over the board starts a move. Once the New Game dialog closes,
    // the keys go to the board, whatever part of the window had them before
    // (the board, the move box, a comment box), in either language.
    for (const QLocale::Language language : {QLocale::English, QLocale::Russian}) {
        installTranslation(*QCoreApplication::instance(), QLocale(language));
        for (const char* before : {"board", "moveEntry", "commentAfter"}) {
            MainWindow window;
            window.show();
            QVERIFY(QTest::qWaitForWindowActive(&window));
            auto* board = window.findChild<BoardWidget*>("board");
            auto* focused = window.findChild<QWidget*>(before);
            focused->setFocus();
            QTRY_VERIFY(focused->hasFocus());
            QTimer::singleShot(0, [] {
                auto* dialog = qobject_cast<NewGameDialog*>(QApplication::activeModalWidget());
                QVERIFY(dialog);
                dialog->timeEdit()->setText("5+3");
                dialog->accept();
            });
            window.findChild<QAction*>("newGame")->trigger();
            QVERIFY(sessionOf(window)->clock());
            QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(board));
            // Typed where the keys go, as a player types.
            QWidget* const whereKeysGo = nullptr;
            QTest::keyClicks(whereKeysGo, "e4");
            QTest::keyClick(whereKeysGo, Qt::Key_Return);
            QVERIFY2(sessionOf(window)->tree().mainLine().size() == 1, before);
            QCOMPARE(board->position().at(*Square::parse("e4")),
                     Piece(Color::White, PieceKind::Pawn));
        }
    }
}

void TestMainWindow::helpSaysHowToUseTheProgram() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QMenu* help = nullptr;
    for (QAction* menu : window.menuBar()->actions())
        if (menu->text() == QLatin1String("&Help")) help = menu->menu();
    QVERIFY(help);
    QAction* using_ = nullptr;
    for (QAction* item : help->actions())
        if (item->text() == QLatin1String("&Using Tavleya")) using_ = item;
    QVERIFY(using_);
    QCOMPARE(using_->shortcut(), QKeySequence(QKeySequence::HelpContents));
    using_->trigger();
    auto* page = window.findChild<QDialog*>(QStringLiteral("usingTavleyaPage"));
    QVERIFY(page && page->isVisible());
    const QString shown = page->findChild<QTextBrowser*>()->toPlainText();
    // The README's section as a page, headed by its title, with what it
    // says of playing and no other section.
    QVERIFY2(shown.startsWith(QLatin1String("Using Tavleya")), qPrintable(shown.left(80)));
    QVERIFY(shown.contains(QLatin1String("New Game")));
    QVERIFY(!shown.contains(QLatin1String("Building by hand")));
    // Not the command lines that start a build, nor the line pointing here.
    QVERIFY(!shown.contains(QLatin1String("build/app/tavleya")));
    QVERIFY(!shown.contains(QLatin1String("also in the program")));
    page->close();
    QTRY_VERIFY(!window.findChild<QDialog*>(QStringLiteral("usingTavleyaPage")));
}

TAVLEYA_GUI_TEST_MAIN(TestMainWindow)
#include "test_main_window.moc"
