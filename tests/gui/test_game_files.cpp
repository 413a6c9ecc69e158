// Game collections in the main window: a generated file of thousands of
// games listed in the background with progress, filtered, sorted and
// cancelled; a broken game marked with the reader's message while the
// others open; recent files; a file dropped onto the window.

#include <QAbstractItemModelTester>
#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QSemaphore>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QThread>
#include <QUrl>
#include <QtTest>

#include "annotation/comment_editor.h"
#include "board_driver.h"
#include "game_document.h"
#include "game_lists/game_filter_model.h"
#include "game_lists/game_list_model.h"
#include "game_lists/game_list_panel.h"
#include "game_lists/pgn_file_indexer.h"
#include "gui_test_main.h"
#include "main_window.h"
#include "play/game_session.h"
#include "recent_files.h"
#include "session_moves.h"
#include "window_driver.h"

using namespace tavleya;
using namespace tavleya::testing;

class TestGameFiles : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void openOffersCompressedFilesInTheFolderUsedLast();
    void listingABigFile();
    void quittingRightAfterSavingIntoTheFile();
    void cancellingTheListing();
    void stoppingNeverWaitsForTheThread();
    void filesOfOtherKinds();
    void aBrokenGameIsMarked();
    void aGameReadWithAChangeIsMarked();
    void recentFilesAndDrop();
    void savingBackIntoTheFile();
    void aCompressedFilesGamesOpenButAreNotWrittenBack();
    void aFileChangedBehindOurBackIsNotWritten();
    void theTitleNamesTheGamesFile();
    void aRefusedFileChangesNothing();
    void showAllKeepsTheGamePickedInSight();
    void theListMarksOnlyTheGameOnTheBoard();
    void theResultAFileGivesIsShown();

private:
    // `count` games, game k (1-based) between "Player k" and "Rival k % 7",
    // results cycling 1-0, 0-1, 1/2-1/2; game `broken` has an illegal move.
    static QString writeGames(const QString& path, int count, int broken = 0);
    // The start of a PNG file, named as a PGN file.
    static QString writePicture(const QString& path);
    QTemporaryDir dir_;
};

void TestGameFiles::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("TavleyaTests"));
    QSettings().clear();
    QVERIFY(dir_.isValid());
}

QString TestGameFiles::writePicture(const QString& path) {
    QFile file(path);
    if (file.open(QIODevice::WriteOnly))
        file.write(QByteArray("\x89PNG\r\n\x1A\n\x00\x00\x00\x0DIHDR\x00\x00\x01\x00", 20));
    return path;
}

QString TestGameFiles::writeGames(const QString& path, int count, int broken) {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return {};
    static const char* const results[] = {"1-0", "0-1", "1/2-1/2"};
    QByteArray text;
    for (int k = 1; k <= count; ++k) {
        const char* result = results[k % 3];
        text += QStringLiteral(
                    "[Event \"Club %1\"]\n[White \"Player %2\"]\n[Black \"Rival %3\"]\n"
                    "[Result \"%4\"]\n[ECO \"C%5\"]\n\n")
                    .arg(k % 4)
                    .arg(k)
                    .arg(k % 7)
                    .arg(result)
                    .arg(k % 100, 2, 10, QLatin1Char('0'))
                    .toUtf8();
        text += k == broken ? "1. e4 e5 2. Ke3 Nc6 " : "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 ";
        text += QByteArray(result) + "\n\n";
        if (text.size() > (1 << 20)) {
            file.write(text);
            text.clear();
        }
    }
    file.write(text);
    return path;
}

void TestGameFiles::listingABigFile() {
    const QString path = writeGames(dir_.filePath("many.pgn"), 20000);
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    GameListPanel* list = gameListOf(window);
    GameListModel* model = list->model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy progress(list->indexer(), &PgnFileIndexer::progress);
    QSignalSpy finished(list, &GameListPanel::finished);
    QCOMPARE(documentOf(window)->openFile(path), QString());
    QVERIFY(window.findChild<QDockWidget*>("gamesDock")->isVisible());
    QVERIFY(finished.wait(20000));
    QCOMPARE(finished.front().at(1).toBool(), false);  // not cancelled
    QCOMPARE(model->rowCount(), 20000);
    QVERIFY(progress.size() >= 2);  // the list filled in more than one go
    QCOMPARE(progress.back().front().toInt(), 100);
    // The first game is on the board, and the list says what each game is.
    QCOMPARE(sessionOf(window)->tree().mainLine().size(), std::size_t{6});
    QCOMPARE(model->index(41, GameListModel::WhiteColumn).data().toString(), QString("Player 42"));
    QCOMPARE(model->index(41, GameListModel::ResultColumn).data().toString(), QString("1-0"));
    QCOMPARE(model->index(41, GameListModel::MovesColumn).data().toInt(), 3);
    // The file's ECO tag; the column shows the one the moves give once they
    // are checked (which may have happened already).
    QCOMPARE(model->tag(41, "ECO"), QString("C42"));
    // Filtering by player (White or Black), then by result; a list this
    // long is searched in the background.
    const auto filterBy = [&](const QString& text) {
        list->filterText()->setText(text);
        QTest::keyClick(list->filterText(), Qt::Key_Return);
        QTRY_VERIFY(!list->filter()->filtering());
    };
    list->filterField()->setCurrentIndex(
        list->filterField()->findData(GameFilterModel::PlayerField));
    filterBy("Player 1234");  // and 12340 to 12349
    QCOMPARE(list->filter()->rowCount(), 11);
    filterBy("rival 3");
    int rivals = 0;
    for (int k = 1; k <= 20000; ++k) rivals += k % 7 == 3;
    QCOMPARE(list->filter()->rowCount(), rivals);
    list->filterField()->setCurrentIndex(
        list->filterField()->findData(GameFilterModel::ResultField));
    QTRY_VERIFY(!list->filter()->filtering());
    filterBy("1/2");
    int draws = 0;
    for (int k = 1; k <= 20000; ++k) draws += k % 3 == 2;
    QCOMPARE(list->filter()->rowCount(), draws);
    filterBy("");
    // Sorting by length puts numbers in order, not text.
    list->view()->sortByColumn(GameListModel::NumberColumn, Qt::DescendingOrder);
    QCOMPARE(list->filter()->index(0, 0).data().toInt(), 20000);
    // A game chosen in the list is read and shown.
    const QModelIndex row = list->filter()->index(1, 0);  // game 19999
    emit list->view()->activated(row);
    QCOMPARE(QString::fromStdString(std::string([&] {
                 for (const PgnTag& t : sessionOf(window)->tags())
                     if (t.name == "White") return t.value;
                 return std::string();
             }())),
             QString("Player 19999"));
}

void TestGameFiles::cancellingTheListing() {
    const int total = 3000;
    const QString path = writeGames(dir_.filePath("cancel.pgn"), total);
    // The listing thread waits after its first batch until Stop is pressed,
    // so the test knows exactly where the listing is when it is stopped.
    QSemaphore stopPressed;
    std::atomic<std::size_t> firstBatch = 0;
    std::atomic<bool> watching = true;
    GameListPanel panel(nullptr, {.listed = [&](std::size_t listed) {
                            if (watching && firstBatch.exchange(listed) == 0) stopPressed.acquire();
                        }});
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QSignalSpy finished(&panel, &GameListPanel::finished);
    QSignalSpy rows(panel.model(), &QAbstractItemModel::rowsInserted);
    panel.open(path);
    QVERIFY(rows.wait(10000));    // the first batch is in
    QTRY_VERIFY(firstBatch > 0);  // and the thread waits after it
    QVERIFY(panel.stopButton()->isVisible());
    panel.stopButton()->click();
    stopPressed.release();
    QVERIFY(finished.wait(10000));
    QCOMPARE(finished.front().at(1).toBool(), true);  // cancelled
    QVERIFY(firstBatch > 0 && firstBatch < std::size_t(total));
    QCOMPARE(std::size_t(panel.model()->rowCount()), firstBatch.load());
    QTRY_VERIFY(!panel.indexer()->running());
    QVERIFY(!panel.stopButton()->isVisible());
    // The count says the list is not the whole file.
    auto* count = panel.findChild<QLabel*>("gameCount");
    QCOMPARE(count->text(),
             QString("%1 games (stopped: the list is incomplete)").arg(firstBatch.load()));
    // Opening again lists the whole file.
    watching = false;
    finished.clear();
    panel.open(path);
    QVERIFY(finished.wait(20000));
    QCOMPARE(panel.model()->rowCount(), total);
    QCOMPARE(count->text(), QString("3000 games"));
}

// A listing thread held up (as by one huge game) never holds up the window:
// another file, Stop and closing the list go on at once, and the thread,
// when it moves again, ends without touching the list.
void TestGameFiles::stoppingNeverWaitsForTheThread() {
    const QString held = writeGames(dir_.filePath("held.pgn"), 3000);
    const QString other = writeGames(dir_.filePath("other.pgn"), 5);
    // Shared with the threads, which may outlive the panel. Each held
    // thread counts itself in `ended` as it ends, after the last thing it
    // could have posted to the window.
    auto gate = std::make_shared<QSemaphore>();
    auto waiting = std::make_shared<std::atomic<int>>(0);
    auto ended = std::make_shared<std::atomic<int>>(0);
    auto holding = std::make_shared<std::atomic<bool>>(false);
    const auto holdUp = [gate, waiting, ended, holding](std::size_t) {
        if (!*holding) return;
        thread_local bool watched = false;
        if (!watched) {
            watched = true;
            QObject::connect(QThread::currentThread(), &QThread::finished, [ended] { ++*ended; });
        }
        ++*waiting;
        gate->acquire();
        --*waiting;
    };
    // Everything the threads that have ended posted, delivered.
    const auto endedThreads = [ended](int count) {
        if (!QTest::qWaitFor([&] { return ended->load() == count; }, 10000)) return false;
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        return true;
    };
    auto panel = std::make_unique<GameListPanel>(nullptr, BackgroundSteps{.listed = holdUp});
    QSignalSpy finished(panel.get(), &GameListPanel::finished);

    // Had any of open, Stop or closing waited for the held thread, it would
    // not have returned: the gate opens only after.
    *holding = true;
    panel->open(held);
    QTRY_COMPARE(waiting->load(), 1);
    *holding = false;
    panel->open(other);
    QVERIFY(finished.wait(10000));
    QCOMPARE(finished.back().at(1).toBool(), false);
    QCOMPARE(panel->model()->rowCount(), 5);
    QCOMPARE(waiting->load(), 1);
    gate->release();
    QVERIFY(endedThreads(1));
    QCOMPARE(panel->model()->rowCount(), 5);  // nothing of the file let go

    *holding = true;
    panel->open(held);
    QTRY_COMPARE(waiting->load(), 1);
    panel->stopButton()->click();
    QVERIFY(finished.wait(10000));
    QCOMPARE(finished.back().at(1).toBool(), true);
    QCOMPARE(waiting->load(), 1);
    gate->release();
    QVERIFY(endedThreads(2));

    panel->open(held);
    QTRY_COMPARE(waiting->load(), 1);
    panel.reset();
    QCOMPARE(waiting->load(), 1);
    gate->release();
    QVERIFY(endedThreads(3));
}

// A file that is something else is named as what it is in the list, not
// listed as a game that cannot be read; a UTF-16 file lists as any other.
void TestGameFiles::filesOfOtherKinds() {
    GameListPanel panel;
    QSignalSpy finished(&panel, &GameListPanel::finished);
    QSignalSpy checked(&panel, &GameListPanel::checked);
    auto* count = panel.findChild<QLabel*>("gameCount");
    const QString picture = writePicture(dir_.filePath("picture.pgn"));
    panel.open(picture);
    QVERIFY(finished.wait(10000));
    const QString error = finished.back().at(0).toString();
    QCOMPARE(error, QString("%1 is a PNG file, not a PGN file").arg(picture));
    QCOMPARE(panel.model()->rowCount(), 0);
    QCOMPARE(count->text(), error);

    const QString wide = dir_.filePath("wide.pgn");
    const QString text = QString::fromUtf8(
        "[White \"Игрок 1\"]\n\n1. e4 e5 *\n\n[White \"Игрок 2\"]\n\n1. d4 d5 2. c4 *\n");
    QFile file(wide);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("\xFF\xFE");
    file.write(reinterpret_cast<const char*>(text.utf16()), text.size() * 2);
    file.close();
    finished.clear();
    checked.clear();
    panel.open(wide);
    QVERIFY(finished.wait(10000));
    QCOMPARE(finished.back().at(0).toString(), QString());
    QCOMPARE(panel.model()->rowCount(), 2);
    QCOMPARE(panel.model()->tag(1, "White"), QString::fromUtf8("Игрок 2"));
    QTRY_COMPARE_WITH_TIMEOUT(checked.size(), 1, 10000);
    QCOMPARE(checked.front().front().toInt(), 0);  // both games read
    QCOMPARE(count->text(), QString("2 games"));

    // In the interface's language.
    installTranslation(*QCoreApplication::instance(), QLocale(QLocale::Russian));
    finished.clear();
    panel.open(picture);
    QVERIFY(finished.wait(10000));
    QCOMPARE(count->text(), QString("%1 — файл PNG, а не файл PGN").arg(picture));
    installTranslation(*QCoreApplication::instance(), QLocale(QLocale::English));
}

void TestGameFiles::aBrokenGameIsMarked() {
    const QString path = writeGames(dir_.filePath("broken.pgn"), 50, 7);
    MainWindow window;
    QSignalSpy finished(gameListOf(window), &GameListPanel::finished);
    QCOMPARE(documentOf(window)->openFile(path), QString());
    QSignalSpy checked(gameListOf(window), &GameListPanel::checked);
    QVERIFY(finished.wait(10000));
    GameListModel* model = gameListOf(window)->model();
    // The moves are checked in the background: game 7 is marked before
    // anyone opens it, and only game 7.
    QTRY_COMPARE_WITH_TIMEOUT(checked.size(), 1, 10000);
    QCOMPARE(checked.front().front().toInt(), 1);
    QVERIFY(window.findChild<QLabel*>("gameCount")->text().endsWith("1 cannot be read"));
    const QString marked = model->index(6, 0).data(GameListModel::ErrorRole).toString();
    QVERIFY(!model->index(5, 0).data(GameListModel::ErrorRole).isValid());
    // Game 7 starts on line 49 (8 lines a game); its bad move is on the
    // seventh line, column 13. Opened, it says the same.
    const QString message = documentOf(window)->openListedGame(6);
    QCOMPARE(message, marked);
    QCOMPARE(message, QString("Game 7, line 55, column 13: illegal move 'Ke3': no white king can "
                              "move to e3 (move 2, White to move)"));
    QCOMPARE(model->index(6, 0).data(GameListModel::ErrorRole).toString(), message);
    QCOMPARE(model->index(6, 0).data(Qt::ToolTipRole).toString(), message);
    QVERIFY(model->index(6, 0).data(Qt::ForegroundRole).isValid());
    // The others open.
    QCOMPARE(documentOf(window)->openListedGame(7), QString());
    QCOMPARE(sessionOf(window)->tree().mainLine().size(), std::size_t{6});
    QVERIFY(!model->index(7, 0).data(GameListModel::ErrorRole).isValid());
    QCOMPARE(documentOf(window)->openFile(dir_.filePath("missing.pgn")),
             QString("%1 cannot be read.").arg(dir_.filePath("missing.pgn")));
}

void TestGameFiles::aGameReadWithAChangeIsMarked() {
    // Game 2 starts from a position exported with castling rights it cannot
    // have: it reads without them, and the list says so.
    QFile file(dir_.filePath("exported.pgn"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(
        "[Event \"A\"]\n\n1. e4 *\n\n"
        "[Event \"B\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w KQkq - 0 1\"]\n\n"
        "1. O-O *\n\n"
        "[Event \"C\"]\n\n1. d4 *\n");
    file.close();
    MainWindow window;
    QSignalSpy finished(gameListOf(window), &GameListPanel::finished);
    QSignalSpy checked(gameListOf(window), &GameListPanel::checked);
    QCOMPARE(documentOf(window)->openFile(file.fileName()), QString());
    QVERIFY(finished.wait(10000));
    QTRY_COMPARE_WITH_TIMEOUT(checked.size(), 1, 10000);
    QCOMPARE(checked.front().front().toInt(), 0);  // every game reads
    GameListModel* model = gameListOf(window)->model();
    const QString expected =
        "Game 2, line 7, column 1: FEN field 3 (castling), column 25: the castling right 'Q' is "
        "dropped: White has no rook to castle with there\n"
        "Game 2, line 7, column 1: FEN field 3 (castling), column 26: the castling right 'k' is "
        "dropped: Black has no rook to castle with there\n"
        "Game 2, line 7, column 1: FEN field 3 (castling), column 27: the castling right 'q' is "
        "dropped: Black has no rook to castle with there";
    QCOMPARE(model->index(1, 0).data(GameListModel::WarningRole).toString(), expected);
    QCOMPARE(model->index(1, 0).data(Qt::ToolTipRole).toString(), expected);
    QVERIFY(model->index(1, 0).data(Qt::ForegroundRole).isValid());
    QVERIFY(!model->index(1, 0).data(GameListModel::ErrorRole).isValid());
    QVERIFY(!model->index(0, 0).data(GameListModel::WarningRole).isValid());
    QVERIFY(!model->index(0, 0).data(Qt::ForegroundRole).isValid());
    QCOMPARE(window.findChild<QLabel*>("gameCount")->text(), QString("3 games"));
    // Opened, the game is shown and the status bar says what was dropped.
    QSignalSpy said(documentOf(window), &GameDocument::message);
    QCOMPARE(documentOf(window)->openListedGame(1), QString());
    QCOMPARE(sessionOf(window)->tree().mainLine().size(), std::size_t{1});
    QCOMPARE(said.size(), 1);
    QCOMPARE(said.front().front().toString(), expected);
    // In Russian, as every message of the core.
    installTranslation(*QCoreApplication::instance(), QLocale(QLocale::Russian));
    QCOMPARE(documentOf(window)->openListedGame(1), QString());
    QVERIFY2(model->index(1, 0)
                 .data(GameListModel::WarningRole)
                 .toString()
                 .contains(QString("право на рокировку «Q» отброшено")),
             qPrintable(model->index(1, 0).data(GameListModel::WarningRole).toString()));
    installTranslation(*QCoreApplication::instance(), QLocale(QLocale::English));
}

void TestGameFiles::recentFilesAndDrop() {
    const QString first = writeGames(dir_.filePath("first.pgn"), 3);
    const QString second = writeGames(dir_.filePath("second.pgn"), 4);
    MainWindow window;
    QSignalSpy finished(gameListOf(window), &GameListPanel::finished);
    QCOMPARE(documentOf(window)->openFile(first), QString());
    QVERIFY(finished.wait(10000));
    // A file dropped onto the window is opened.
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(second)});
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, {});
    QApplication::sendEvent(&window, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, {});
    QApplication::sendEvent(&window, &drop);
    QVERIFY(finished.wait(10000));
    QCOMPARE(gameListOf(window)->model()->rowCount(), 4);
    QCOMPARE(recentFiles().mid(0, 2), QStringList({second, first}));
    // Text is no file: not accepted.
    QMimeData text;
    text.setText("e4");
    QDragEnterEvent other(QPoint(10, 10), Qt::CopyAction, &text, Qt::LeftButton, {});
    QApplication::sendEvent(&window, &other);
    QVERIFY(!other.isAccepted());
}

void TestGameFiles::aCompressedFilesGamesOpenButAreNotWrittenBack() {
    const QString plain = writeGames(dir_.filePath("packed.pgn"), 3);
    QProcess gzip;
    gzip.start(QStringLiteral("gzip"), {QStringLiteral("-f"), plain});
    QVERIFY(gzip.waitForFinished() && gzip.exitCode() == 0);
    const QString packed = plain + QStringLiteral(".gz");
    QFile file(packed);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray before = file.readAll();
    file.close();
    MainWindow window;
    QSignalSpy finished(gameListOf(window), &GameListPanel::finished);
    QCOMPARE(documentOf(window)->openFile(packed), QString());
    QVERIFY(finished.wait(10000));
    QCOMPARE(gameListOf(window)->model()->rowCount(), 3);
    // Each game is read from the decoded text, the last one too.
    QCOMPARE(documentOf(window)->openListedGame(2), QString());
    QCOMPARE(QString::fromStdString(sessionOf(window)->tags().front().value), QString("Club 3"));
    QCOMPARE(sessionOf(window)->tree().mainLine().size(), std::size_t{6});
    window.findChild<CommentEditor*>()->afterEdit()->setPlainText("Annotated.");
    window.findChild<CommentEditor*>()->commit();
    const QString refused = documentOf(window)->saveIntoFile();
    QVERIFY2(refused.contains(packed) && refused.contains("Save As"), qPrintable(refused));
    QVERIFY(window.isWindowModified());
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), before);
}

void TestGameFiles::savingBackIntoTheFile() {
    // Game 2 of three is annotated and saved: it is replaced in its place,
    // and the other two stay byte for byte.
    const QString path = writeGames(dir_.filePath("three.pgn"), 3);
    QFile original(path);
    QVERIFY(original.open(QIODevice::ReadOnly));
    const QByteArray before = original.readAll();
    original.close();
    MainWindow window;
    QSignalSpy finished(gameListOf(window), &GameListPanel::finished);
    QCOMPARE(documentOf(window)->openFile(path), QString());
    QVERIFY(finished.wait(10000));
    QCOMPARE(documentOf(window)->openListedGame(1), QString());
    QVERIFY(!window.isWindowModified());
    window.findChild<CommentEditor*>()->afterEdit()->setPlainText("Annotated.");
    window.findChild<CommentEditor*>()->commit();
    QVERIFY(window.isWindowModified());
    QVERIFY(window.findChild<QAction*>("save")->isEnabled());
    QCOMPARE(documentOf(window)->saveIntoFile(),
             QString());  // what Game › Save does for a listed game
    QVERIFY(!window.isWindowModified());
    QVERIFY(finished.wait(10000));  // the file is listed again
    QCOMPARE(gameListOf(window)->model()->rowCount(), 3);
    QFile saved(path);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    const QByteArray after = saved.readAll();
    const auto games = [](const QByteArray& text) { return text.count("[Event "); };
    QCOMPARE(games(after), games(before));
    QVERIFY2(after.contains("{Annotated.}"), after.constData());
    const qsizetype second = before.indexOf("[Event \"Club 2\"]");
    const qsizetype third = before.indexOf("[Event \"Club 3\"]");
    QVERIFY(after.startsWith(before.left(second)));
    QVERIFY(after.endsWith(before.mid(third)));
    // The one blank line between the games stays one.
    QVERIFY(after.contains("\n\n[Event \"Club 3\"]"));
    QVERIFY(!before.contains("\n\n\n"));
    QVERIFY2(!after.contains("\n\n\n"), after.constData());
    // Opened again, the second game has its comment on its last move.
    QCOMPARE(documentOf(window)->openListedGame(0), QString());
    QCOMPARE(window.findChild<CommentEditor*>()->afterEdit()->toPlainText(), QString());
    QCOMPARE(documentOf(window)->openListedGame(1), QString());
    QCOMPARE(window.findChild<CommentEditor*>()->afterEdit()->toPlainText(), QString("Annotated."));
}

void TestGameFiles::quittingRightAfterSavingIntoTheFile() {
    // Saved into its file, the list is read again; the window closing stops
    // that reading part way, and nothing reads past the rows it has.
    const QString path = writeGames(dir_.filePath("quit.pgn"), 3);
    MainWindow window;
    QSignalSpy finished(gameListOf(window), &GameListPanel::finished);
    QCOMPARE(documentOf(window)->openFile(path), QString());
    QVERIFY(finished.wait(10000));
    QCOMPARE(documentOf(window)->openListedGame(2), QString());
    auto* comments = window.findChild<CommentEditor*>();
    comments->afterEdit()->setPlainText("Last words.");
    comments->commit();
    QCOMPARE(documentOf(window)->saveIntoFile(), QString());
    documentOf(window)->close();
    QCoreApplication::processEvents();
    QVERIFY(finished.count() >= 2 || finished.wait(10000));
    QVERIFY(finished.last().at(1).toBool());  // cancelled
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().contains("Last words."));
}

void TestGameFiles::aFileChangedBehindOurBackIsNotWritten() {
    const QString path = writeGames(dir_.filePath("shared.pgn"), 3);
    MainWindow window;
    QSignalSpy finished(gameListOf(window), &GameListPanel::finished);
    QCOMPARE(documentOf(window)->openFile(path), QString());
    QVERIFY(finished.wait(10000));
    QCOMPARE(documentOf(window)->openListedGame(1), QString());
    auto* comments = window.findChild<CommentEditor*>();
    comments->afterEdit()->setPlainText("Mine.");
    comments->commit();
    // Saved twice in a row: the second save sees the file as the first left it.
    QCOMPARE(documentOf(window)->saveIntoFile(), QString());
    QVERIFY(finished.wait(10000));
    comments->afterEdit()->setPlainText("Mine, again.");
    comments->commit();
    QCOMPARE(documentOf(window)->saveIntoFile(), QString());
    QVERIFY(finished.wait(10000));
    // Another program puts a game in front: the recorded place is wrong now.
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray changed = "[Event \"Inserted\"]\n\n1. d4 d5 *\n\n" + file.readAll();
    file.close();
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(changed);
    file.close();
    comments->afterEdit()->setPlainText("Mine, a third time.");
    comments->commit();
    const QString error = documentOf(window)->saveIntoFile();
    QVERIFY2(error.contains("changed by another program"), qPrintable(error));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), changed);  // not written blind
    QVERIFY(window.isWindowModified());
    QVERIFY(finished.wait(10000));  // listed again
    QCOMPARE(gameListOf(window)->model()->rowCount(), 4);
}

void TestGameFiles::theTitleNamesTheGamesFile() {
    // The title follows the game: a listed file's name, then none for a new
    // game or a pasted position; Save As adds ".pgn", names the file in the
    // title and the recent files, and Save then writes there without asking.
    const QString listed = writeGames(dir_.filePath("listed.pgn"), 3);
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy finished(gameListOf(window), &GameListPanel::finished);
    QCOMPARE(documentOf(window)->openFile(listed), QString());
    QVERIFY(finished.wait(10000));
    QCOMPARE(window.windowTitle(), QString("Tavleya — listed.pgn[*]"));
    QCOMPARE(window.startGame("classical"), QString());
    QCOMPARE(window.windowTitle(), QString("Tavleya[*]"));
    QCOMPARE(documentOf(window)->openListedGame(1), QString());
    QCOMPARE(window.windowTitle(), QString("Tavleya — listed.pgn[*]"));
    QCOMPARE(clipboardOf(window)->pastePosition("8/8/8/8/8/8/8/K6k w - - 0 1"), QString());
    QCOMPARE(window.windowTitle(), QString("Tavleya[*]"));

    drag(boardOf(window), "a1", "a2");
    QCOMPARE(documentOf(window)->saveAs(dir_.filePath("game1")), QString());
    const QString saved = dir_.filePath("game1.pgn");
    QVERIFY(QFile::exists(saved));
    QCOMPARE(window.windowTitle(), QString("Tavleya — game1.pgn[*]"));
    QVERIFY(!window.isWindowModified());
    QCOMPARE(recentFiles().front(), saved);
    drag(boardOf(window), "h1", "h2");
    QVERIFY(window.isWindowModified());
    // Save: no dialog comes up (one would be closed and fail the test).
    bool asked = false;
    QTimer::singleShot(0, [&asked] {
        if (QWidget* modal = QApplication::activeModalWidget()) {
            asked = true;
            modal->close();
        }
    });
    window.findChild<QAction*>("save")->trigger();
    QVERIFY(!asked);
    QVERIFY(!window.isWindowModified());
    QFile file(saved);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().contains("1. Ka2 Kh2"));
}

void TestGameFiles::aRefusedFileChangesNothing() {
    const QString listed = writeGames(dir_.filePath("kept.pgn"), 3);
    const QString picture = writePicture(dir_.filePath("image.pgn"));
    MainWindow window;
    QSignalSpy finished(gameListOf(window), &GameListPanel::finished);
    QCOMPARE(documentOf(window)->openFile(listed), QString());
    QVERIFY(finished.wait(10000));
    QCOMPARE(documentOf(window)->openListedGame(1), QString());
    const auto moves = sessionOf(window)->tree().mainLine();
    QCOMPARE(documentOf(window)->openFile(picture),
             QString("%1 is a PNG file, not a PGN file").arg(picture));
    // The game, its moves, its file, its list and the title are as they were.
    QCOMPARE(sessionOf(window)->tree().mainLine(), moves);
    QCOMPARE(window.windowTitle(), QString("Tavleya — kept.pgn[*]"));
    QCOMPARE(gameListOf(window)->path(), listed);
    QCOMPARE(gameListOf(window)->model()->rowCount(), 3);
    QCOMPARE(documentOf(window)->listedRow(), 1);
    QCOMPARE(recentFiles().front(), listed);
}

void TestGameFiles::showAllKeepsTheGamePickedInSight() {
    const QString path = writeGames(dir_.filePath("many.pgn"), 300);
    GameListPanel panel;
    panel.resize(600, 300);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QSignalSpy finished(&panel, &GameListPanel::finished);
    panel.open(path);
    QVERIFY(finished.wait(10000));
    std::vector<char> rows(300, 0);
    rows[10] = rows[250] = 1;
    panel.showRows(rows, QStringLiteral("two of them"));
    panel.select(250);
    panel.showAllButton()->click();
    QTableView* view = panel.view();
    QCOMPARE(view->model()->rowCount(), 300);
    QCOMPARE(panel.filter()->mapToSource(view->currentIndex()).row(), 250);
    QTRY_VERIFY(view->viewport()->rect().intersects(view->visualRect(view->currentIndex())));
}

// The list's row is marked while its game is on the board: saved as a file
// of its own, or replaced by a new game, it is no longer the listed game.
void TestGameFiles::theListMarksOnlyTheGameOnTheBoard() {
    const QString path = writeGames(dir_.filePath("marked.pgn"), 5);
    MainWindow window;
    GameListPanel* list = gameListOf(window);
    QSignalSpy finished(list, &GameListPanel::finished);
    QCOMPARE(documentOf(window)->openFile(path), QString());
    QVERIFY(finished.wait(10000));
    QTRY_COMPARE(documentOf(window)->listedRow(), 0);
    QCOMPARE(list->filter()->mapToSource(list->view()->currentIndex()).row(), 0);
    QCOMPARE(documentOf(window)->saveAs(dir_.filePath("own.pgn")), QString());
    QVERIFY(!list->view()->currentIndex().isValid());
    QVERIFY(list->selectedRows().isEmpty());
    QCOMPARE(documentOf(window)->openListedGame(2), QString());
    QCOMPARE(list->filter()->mapToSource(list->view()->currentIndex()).row(), 2);
    QCOMPARE(window.startGame(QString()), QString());
    QVERIFY(!list->view()->currentIndex().isValid());
}

// A game that ended elsewhere shows its result and, where the file says
// it, how it came; nobody resigns it again.
void TestGameFiles::theResultAFileGivesIsShown() {
    const QString path = dir_.filePath("lost-on-time.pgn");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(
        "[White \"A\"]\n[Black \"B\"]\n[Result \"0-1\"]\n[Termination \"Time forfeit\"]\n\n"
        "1. e4 e5 2. Nf3 0-1\n");
    file.close();
    MainWindow window;
    QCOMPARE(documentOf(window)->openGame(path), QString());
    QCOMPARE(resultTextOf(window), QString("0–1  time forfeit"));
    QVERIFY(!window.findChild<QAction*>("resign")->isEnabled());
    // Played on from its end, it is a game again, with no result yet.
    testing::play(*sessionOf(window), {"Nc6"});
    QCOMPARE(resultTextOf(window), QString());
    QVERIFY(window.findChild<QAction*>("resign")->isEnabled());
}

// Game › Open offers every file the reader takes (compressed PGN too) and
// any file, starting in the folder of the file used last.
void TestGameFiles::openOffersCompressedFilesInTheFolderUsedLast() {
    QTemporaryDir folder;
    MainWindow window;
    QCOMPARE(documentOf(window)->saveAs(folder.filePath("kept.pgn")), QString());
    QStringList filters;
    QString shownFolder;
    QTimer poll;
    connect(&poll, &QTimer::timeout, [&] {
        auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
        if (!dialog) return;
        filters = dialog->nameFilters();
        shownFolder = dialog->directory().absolutePath();
        dialog->reject();
    });
    poll.start(20);
    QAction* open = nullptr;
    for (QAction* action : window.findChildren<QAction*>())
        if (action->text() == QLatin1String("&Open...")) open = action;
    QVERIFY(open);
    open->trigger();
    QCOMPARE(shownFolder, QFileInfo(folder.path()).absoluteFilePath());
    QCOMPARE(filters.size(), 2);
    for (const char* pattern : {"*.pgn ", "*.pgn.gz", "*.pgn.bz2", "*.pgn.xz", "*.pgn.zst"})
        QVERIFY2(filters[0].contains(QLatin1String(pattern)), qPrintable(filters[0]));
    QCOMPARE(filters[1], QString("All files (*)"));
}

TAVLEYA_GUI_TEST_MAIN(TestGameFiles)
#include "test_game_files.moc"
