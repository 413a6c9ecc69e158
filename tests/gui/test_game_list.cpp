// The game list of a large file: the filter follows the typing after a
// pause (at once on Enter), searches a list of 150,000 games in the
// background while the window goes on, and never loses or doubles a typed
// character; sorting by each column; a second file starts with no filter
// and its own game on the board, or a new board and the reason when its
// first game cannot be read.

#include <QLabel>
#include <QLineEdit>
#include <QSemaphore>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>
#include <atomic>

#include "game_document.h"
#include "game_lists/game_filter_model.h"
#include "game_lists/game_list_model.h"
#include "game_lists/game_list_panel.h"
#include "game_lists/pgn_file_indexer.h"
#include "gui_test_main.h"
#include "main_window.h"
#include "play/game_session.h"
#include "ruleset_registry.h"
#include "text/user_message.h"
#include "window_driver.h"

using namespace tavleya;
using namespace tavleya::testing;

class TestGameList : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void aLargeFilterRunsBesideTheWindow();
    void theFilterWaitsForAPauseOrEnter();
    void sortingByEachColumn();
    void theVariantColumnFitsEveryGamesName();
    void aSecondFileStartsAfresh();
    void theVariantColumnNamesTheGame();

private:
    // `count` games, game k (1-based) between "Player k" and "Rival k % 7".
    QString writeGames(const QString& name, int count);
    QString writeFile(const QString& name, const QByteArray& text);
    // Lists a file in `panel` and stops checking its moves (that would
    // take the processor the test measures).
    static bool list(GameListPanel& panel, const QString& path);
    QTemporaryDir dir_;
};

void TestGameList::initTestCase() {
    // Settings, recent files and the autosave are the test program's own
    // (gui_test_main.h): nothing to clear.
    QVERIFY(dir_.isValid());
}

QString TestGameList::writeGames(const QString& name, int count) {
    QFile file(dir_.filePath(name));
    if (!file.open(QIODevice::WriteOnly)) return {};
    QByteArray text;
    for (int k = 1; k <= count; ++k) {
        text += QStringLiteral("[White \"Player %1\"]\n[Black \"Rival %2\"]\n\n1. e4 e5 *\n\n")
                    .arg(k)
                    .arg(k % 7)
                    .toUtf8();
        if (text.size() > (1 << 20)) {
            file.write(text);
            text.clear();
        }
    }
    file.write(text);
    return file.fileName();
}

QString TestGameList::writeFile(const QString& name, const QByteArray& text) {
    QFile file(dir_.filePath(name));
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size()) return {};
    return file.fileName();
}

bool TestGameList::list(GameListPanel& panel, const QString& path) {
    QSignalSpy finished(&panel, &GameListPanel::finished);
    panel.open(path);
    if (!finished.wait(60000)) return false;
    panel.indexer()->cancel();
    return true;
}

void TestGameList::theVariantColumnFitsEveryGamesName() {
    GameListPanel panel(nullptr);
    const RulesetRegistry rulesets = builtinRulesets();
    panel.readWith(rulesets, nullptr);
    auto* view = panel.findChild<QTableView*>();
    QVERIFY(view);
    for (const RulesetInfo& info : rulesets.list())
        QVERIFY(view->fontMetrics().horizontalAdvance(coreWords(info.nameEnglish)) <
                view->columnWidth(GameListModel::VariantColumn));
}

void TestGameList::aLargeFilterRunsBesideTheWindow() {
    const int total = 150000;
    // The search holds at its start until the test lets it go, so the test
    // knows a filter of all 150,000 games is under way while it types.
    QSemaphore letGo;
    std::atomic<int> searches = 0;
    std::atomic<bool> watching = true;
    GameListPanel panel(nullptr, {.searched = [&](int searched) {
                            if (watching && searched == 0 && searches++ == 0) letGo.acquire();
                        }});
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QVERIFY(list(panel, writeGames("large.pgn", total)));
    QCOMPARE(panel.model()->rowCount(), total);
    QSignalSpy applied(panel.filter(), &GameFilterModel::filterApplied);
    QLineEdit* text = panel.filterText();
    text->setFocus();
    QTest::keyClicks(text, "Player 1");
    QTest::keyClick(text, Qt::Key_Return);
    QTRY_COMPARE(searches.load(), 1);
    QVERIFY(panel.filter()->filtering());
    auto* count = panel.findChild<QLabel*>("gameCount");
    QVERIFY2(count->text().endsWith("(filtering…)"), qPrintable(count->text()));
    QCOMPARE(panel.filter()->rowCount(), total);  // what was shown stays until then
    // Meanwhile the window goes on: timers fire, and each key typed
    // arrives once.
    int ticks = 0;
    QTimer ticker;
    connect(&ticker, &QTimer::timeout, [&] { ++ticks; });
    ticker.start(5);
    QTest::keyClicks(text, "23", Qt::NoModifier, 20);
    QTRY_VERIFY(ticks >= 10);
    QCOMPARE(text->text(), QString("Player 123"));
    QVERIFY(applied.isEmpty());
    // After the pause the newer text is searched; the held search, let go,
    // changes nothing when it ends.
    QTRY_COMPARE(searches.load(), 2);
    letGo.release();
    QTRY_VERIFY(!panel.filter()->filtering());
    QCOMPARE(applied.size(), 1);
    // Player 123, 1230-1239, 12300-12399, 123000-123999.
    QCOMPARE(panel.filter()->rowCount(), 1111);
    QCOMPARE(count->text(), QString("1111 of 150000 games"));
    QCOMPARE(panel.filter()->index(0, GameListModel::WhiteColumn).data().toString(),
             QString("Player 123"));
    // Cleared, every game is back.
    watching = false;
    text->clear();
    QTest::keyClick(text, Qt::Key_Return);
    QTRY_COMPARE(panel.filter()->rowCount(), total);
    QCOMPARE(count->text(), QString("150000 games"));
}

void TestGameList::theFilterWaitsForAPauseOrEnter() {
    GameListPanel panel;
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QVERIFY(list(panel, writeGames("small.pgn", 300)));
    QLineEdit* text = panel.filterText();
    // Typed, nothing changes until the typing rests ...
    QTest::keyClicks(text, "Player 29");
    QCOMPARE(panel.filter()->rowCount(), 300);
    QTRY_COMPARE(panel.filter()->rowCount(), 11);  // 29, 290-299
    // ... or Enter is pressed, which filters at once.
    QTest::keyClick(text, Qt::Key_Backspace);
    QTest::keyClick(text, Qt::Key_Return);
    QCOMPARE(panel.filter()->rowCount(), 111);  // 2, 20-29, 200-299
    QCOMPARE(panel.findChild<QLabel*>("gameCount")->text(), QString("111 of 300 games"));
}

void TestGameList::sortingByEachColumn() {
    const QString path = writeFile(
        "sorting.pgn",
        "[White \"carol\"]\n[Date \"1990.01.01\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 "
        "5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 *\n\n"
        "[White \"Bob\"]\n[Date \"????.??.??\"]\n\n1. d4 d5 2. c4 *\n\n"
        "[White \"alice\"]\n[Date \"1850.06.01\"]\n\n1. c4 *\n\n"
        "[White \"Ömer\"]\n[Date \"2020.12.31\"]\n\n1. Nf3 d5 2. g3 Nf6 3. Bg2 *\n");
    GameListPanel panel;
    QVERIFY(list(panel, path));
    const auto column = [&](int c) {
        QStringList shown;
        for (int row = 0; row < panel.filter()->rowCount(); ++row)
            shown << panel.filter()->index(row, c).data().toString();
        return shown.join(' ');
    };
    QTableView* view = panel.view();
    // Text without regard to case; an unknown date first.
    view->sortByColumn(GameListModel::WhiteColumn, Qt::AscendingOrder);
    QCOMPARE(column(GameListModel::WhiteColumn), QString("alice Bob carol Ömer"));
    view->sortByColumn(GameListModel::WhiteColumn, Qt::DescendingOrder);
    QCOMPARE(column(GameListModel::WhiteColumn), QString("Ömer carol Bob alice"));
    view->sortByColumn(GameListModel::DateColumn, Qt::AscendingOrder);
    QCOMPARE(column(GameListModel::WhiteColumn), QString("Bob alice carol Ömer"));
    // Numbers as numbers: 10 moves after 3.
    view->sortByColumn(GameListModel::MovesColumn, Qt::AscendingOrder);
    QCOMPARE(column(GameListModel::MovesColumn), QString("1 2 3 10"));
    view->sortByColumn(GameListModel::NumberColumn, Qt::DescendingOrder);
    QCOMPARE(column(GameListModel::NumberColumn), QString("4 3 2 1"));
    // The same file listed again keeps the order, the keys made anew.
    view->sortByColumn(GameListModel::WhiteColumn, Qt::AscendingOrder);
    QVERIFY(list(panel, path));
    QCOMPARE(column(GameListModel::WhiteColumn), QString("alice Bob carol Ömer"));
}

void TestGameList::aSecondFileStartsAfresh() {
    const QString first = writeGames("first.pgn", 40);
    const QString second = writeGames("second.pgn", 3);
    const QString broken =
        writeFile("broken.pgn",
                  "[White \"Nobody\"]\n\n1. e4 e5 2. Ke3 *\n\n[White \"Somebody\"]\n\n1. d4 *\n");
    MainWindow window;
    GameListPanel* panel = gameListOf(window);
    QSignalSpy finished(panel, &GameListPanel::finished);
    const auto white = [&] {
        for (const PgnTag& tag : sessionOf(window)->tags())
            if (tag.name == "White") return QString::fromStdString(tag.value);
        return QString();
    };
    QCOMPARE(documentOf(window)->openFile(first), QString());
    QVERIFY(finished.wait(10000));
    QCOMPARE(white(), QString("Player 1"));
    panel->filterText()->setText("Player 4");
    QTest::keyClick(panel->filterText(), Qt::Key_Return);
    QCOMPARE(panel->filter()->rowCount(), 2);  // 4 and 40
    // Another file: no filter, and its first game on the board.
    QCOMPARE(documentOf(window)->openFile(second), QString());
    QCOMPARE(panel->filterText()->text(), QString());
    QVERIFY(finished.wait(10000));
    QCOMPARE(panel->filter()->rowCount(), 3);
    QCOMPARE(white(), QString("Player 1"));
    QCOMPARE(sessionOf(window)->tree().mainLine().size(), std::size_t{2});
    // The same file listed again keeps its filter.
    panel->filterText()->setText("Player 3");
    QTest::keyClick(panel->filterText(), Qt::Key_Return);
    panel->open(second);
    QCOMPARE(panel->filterText()->text(), QString("Player 3"));
    QVERIFY(finished.wait(10000));
    QCOMPARE(panel->filter()->rowCount(), 1);
    // A file whose first game cannot be read: a new board and the reason,
    // never the game of the file before.
    QSignalSpy said(documentOf(window), &GameDocument::message);
    QCOMPARE(documentOf(window)->openFile(broken), QString());
    QVERIFY(finished.wait(10000));
    QTRY_COMPARE(said.size(), 1);
    QCOMPARE(said.front().front().toString(),
             QString("Game 1, line 3, column 13: illegal move 'Ke3': no white king can move to "
                     "e3 (move 2, White to move)"));
    QVERIFY(sessionOf(window)->tree().mainLine().empty());
    QCOMPARE(white(), QString("?"));
    QVERIFY(sessionOf(window)->position() == sessionOf(window)->rules().startPosition());
    QCOMPARE(documentOf(window)->listedRow(), -1);
}

// The Variant column names each game as the program calls it, whatever
// spelling the file uses; a game it does not know keeps the file's word.
void TestGameList::theVariantColumnNamesTheGame() {
    const QString path = writeFile("variants.pgn",
                                   "[Variant \"fischerandom\"]\n\n*\n\n"
                                   "[Variant \"Tavreli\"]\n\n*\n\n"
                                   "[Variant \"Atomic\"]\n\n*\n");
    MainWindow window;
    GameListPanel* panel = gameListOf(window);
    QSignalSpy finished(panel, &GameListPanel::finished);
    QCOMPARE(documentOf(window)->openFile(path), QString());
    QVERIFY(finished.wait(10000));
    const auto shown = [&](int row) {
        return panel->model()->index(row, GameListModel::VariantColumn).data().toString();
    };
    QCOMPARE(shown(0), QString("Chess960"));
    QCOMPARE(shown(1), QString("Tavreli"));
    QCOMPARE(shown(2), QString("Atomic"));
}

TAVLEYA_GUI_TEST_MAIN(TestGameList)
#include "test_game_list.moc"
