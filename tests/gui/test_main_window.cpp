// The main window opens with a board in the start position, the flip action
// turns it, and the Russian translation is installed for a Russian locale.

#include <QAction>
#include <QMenuBar>
#include <QtTest>

#include "board_widget.h"
#include "main_window.h"
#include "translations.h"
#include "user_message.h"

using namespace tavleya;

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    void opensWithTheStartPosition();
    void flipTurnsTheBoard();
    void russianTranslation();
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
    // The light a1-h8 corners differ from the dark ones: something was painted.
    const QRect r = board->rect();
    QVERIFY(image.pixelColor(r.center()) != QColor(Qt::transparent));
}

void TestMainWindow::flipTurnsTheBoard() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    BoardWidget* board = window.board();
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
    MainWindow window;
    QCOMPARE(window.menuBar()->actions().first()->text(), QString("&Партия"));
    QCOMPARE(window.windowTitle(), QString("Тавлея[*]"));  // [*]: where the unsaved mark goes
}

QTEST_MAIN(TestMainWindow)
#include "test_main_window.moc"
