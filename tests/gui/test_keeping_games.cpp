// Never losing a game: the unsaved mark, the autosave after every move and
// edit, and the restore in a new window after the program was killed, the
// clocks included; a damaged autosave is reported, not fatal.

#include <sys/resource.h>
#include <unistd.h>
#include <QDate>
#include <QDialog>
#include <QElapsedTimer>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>
#include <csignal>

#include "annotation/comment_editor.h"
#include "autosave_slot.h"
#include "autosave_writer.h"
#include "board_driver.h"
#include "game_document.h"
#include "gui_test_main.h"
#include "main_window.h"
#include "notation/move_reader.h"
#include "pgn/pgn_writer.h"
#include "play/game_session.h"
#include "recent_files.h"
#include "ruleset_registry.h"
#include "settings/settings.h"
#include "settings_check.h"
#include "window_driver.h"

using namespace tavleya;
using namespace tavleya::testing;

namespace {

// Runs `write` on a disk that takes no more than a few hundred bytes in one
// file: a file-size limit stands in for a full disk.
template <typename Write>
auto onAFullDisk(Write write) {
    std::signal(SIGXFSZ, SIG_IGN);
    rlimit old{};
    getrlimit(RLIMIT_FSIZE, &old);
    rlimit small = old;
    small.rlim_cur = 600;
    setrlimit(RLIMIT_FSIZE, &small);
    auto result = write();
    setrlimit(RLIMIT_FSIZE, &old);
    return result;
}

// A window shown, with a game at 5+0 on a clock read from `now`, after 1. e4.
bool startAfterE4(MainWindow& window, Millis& now) {
    window.show();
    if (!QTest::qWaitForWindowExposed(&window)) return false;
    sessionOf(window)->start(builtinRulesets().create("classical").value(),
                             TimeControl::fromText("5+0").value(), [&now] { return now; });
    drag(boardOf(window), "e2", "e4");
    return sessionOf(window)->tree().mainLine().size() == 1;
}

}  // namespace

class TestKeepingGames : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void unsavedMarkAndAutosave();
    void restoreAfterAKill();
    void aRunningClockIsSavedEveryFewSeconds();
    void twoWindowsKeepTheirOwnAutosaves();
    void damagedAutosave();
    void aFullDiskLosesNothing();
    void anAutosaveThatCannotBeWrittenIsNamed();
    void theClockStandsWhileTheQuestionIsOpen();
    void theClockStandsWhileADialogIsOpen();
    void anEndWithNoMoveIsToBeSaved();
    void damagedSettingsAreSetAsideAndSaidOnce();
    void aHugeRecentListIsCut();
    void aFolderThatCannotBeMadeIsSaidAndTriedAgain();
    void aFullOrReadOnlyFolderIsSaid();
};

void TestKeepingGames::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("TavleyaTests"));
    QFile::remove(GameDocument::recoveryPath());
}

void TestKeepingGames::unsavedMarkAndAutosave() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(!window.isWindowModified());
    QVERIFY(!QFile::exists(documentOf(window)->autosavePath()));
    // Moves in quick succession are written once, after a quiet moment.
    QElapsedTimer sinceLastMove;
    drag(boardOf(window), "e2", "e4");
    drag(boardOf(window), "e7", "e5");
    sinceLastMove.start();
    QVERIFY(window.isWindowModified());
    QVERIFY(!QFile::exists(documentOf(window)->autosavePath()));
    QTRY_VERIFY(QFile::exists(documentOf(window)->autosavePath()));
    QVERIFY(sinceLastMove.elapsed() >= AutosaveWriter::kQuietMillis - 50);
    QFile autosaved(documentOf(window)->autosavePath());
    QVERIFY(autosaved.open(QIODevice::ReadOnly));
    QVERIFY(autosaved.readAll().contains("1. e4 e5 *"));
    autosaved.close();
    QTemporaryDir dir;
    QCOMPARE(documentOf(window)->saveGame(dir.filePath("saved.pgn")), QString());
    QVERIFY(!window.isWindowModified());
    QVERIFY(!QFile::exists(documentOf(window)->autosavePath()));  // the game is safe in its file
    drag(boardOf(window), "g1", "f3");
    QVERIFY(window.isWindowModified());
    QTRY_VERIFY(QFile::exists(documentOf(window)->autosavePath()));
    // A proper close removes it (nothing to ask: saved first).
    QCOMPARE(documentOf(window)->saveGame(dir.filePath("saved.pgn")), QString());
    QVERIFY(window.close());
    QVERIFY(!QFile::exists(documentOf(window)->autosavePath()));
}

void TestKeepingGames::restoreAfterAKill() {
    QString before;
    QString killedAutosave;
    Millis times[2] = {};
    {
        Millis now = 0;
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto rules = builtinRulesets().create("classical").value();
        sessionOf(window)->start(rules, TimeControl::fromText("5+3").value(),
                                 [&now] { return now; });
        for (const auto& [from, to, seconds] :
             {std::tuple{"e2", "e4", 2}, {"c7", "c5", 7}, {"g1", "f3", 11}}) {
            now += seconds * 1000;
            drag(boardOf(window), from, to);
        }
        window.findChild<CommentEditor*>()->afterEdit()->setPlainText("The Sicilian.");
        window.findChild<CommentEditor*>()->commit();
        times[0] = sessionOf(window)->clock()->timeLeft(Color::White);
        times[1] = sessionOf(window)->clock()->timeLeft(Color::Black);
        before = QString::fromStdString(writePgnGame(documentOf(window)->currentGame()));
        killedAutosave = documentOf(window)->autosavePath();
        QTRY_VERIFY(QFile::exists(killedAutosave));
        // The program is killed here: the window goes without closing.
    }
    settings::clockSaveMillis.write(settings::clockSaveMillis.byDefault);
    MainWindow next;
    QVERIFY(documentOf(next)->hasRecovery());
    QVERIFY(!QFile::exists(killedAutosave));
    QCOMPARE(documentOf(next)->restoreRecovery(), QString());
    QVERIFY(!documentOf(next)->hasRecovery());
    QCOMPARE(QString::fromStdString(writePgnGame(documentOf(next)->currentGame())), before);
    // The title names the game as its header does.
    QCOMPARE(next.windowTitle(),
             QString("Tavleya — Casual game %1 (restored)[*]").arg(QDate::currentDate().year()));
    QVERIFY2(before.contains("1... c5 {[%clk 0:04:56]} 2. Nf3 {[%clk 0:04:55] The"),
             qPrintable(before));
    // The clocks as they were, and stopped until the players are back.
    QVERIFY(sessionOf(next)->paused());
    QCOMPARE(sessionOf(next)->clock()->timeLeft(Color::White), times[0]);
    QCOMPARE(sessionOf(next)->clock()->timeLeft(Color::Black), times[1]);
    QCOMPARE(sessionOf(next)->position().sideToMove(), Color::Black);
    // It is unsaved work, autosaved again.
    QVERIFY(next.isWindowModified());
    QVERIFY(QFile::exists(documentOf(next)->autosavePath()));
    // Its moves can be taken back, each to the times recorded then:
    // White 5:03 after 1. e4 (the clock starts with it), Black 4:56 after 1... c5.
    QVERIFY(sessionOf(next)->takeBack());
    QCOMPARE(sessionOf(next)->clock()->timeLeft(Color::White), Millis{303'000});
    QCOMPARE(sessionOf(next)->clock()->timeLeft(Color::Black), Millis{296'000});
    QVERIFY(sessionOf(next)->takeBack());
    QCOMPARE(sessionOf(next)->clock()->timeLeft(Color::White), Millis{303'000});
    QCOMPARE(sessionOf(next)->clock()->timeLeft(Color::Black), Millis{300'000});
    QCOMPARE(sessionOf(next)->position().sideToMove(), Color::Black);
    sessionOf(next)->setPaused(false);
    // Closed properly, nothing is left for another start to restore.
    sessionOf(next)->undoStack()->setClean();
    QVERIFY(next.close());
    QVERIFY(!QFile::exists(documentOf(next)->autosavePath()));
}

void TestKeepingGames::aRunningClockIsSavedEveryFewSeconds() {
    // No move for a while: the autosave still follows the running clock, so
    // a killed program's game comes back with the time used since the move.
    QString killedAutosave;
    {
        Millis now = 0;
        settings::clockSaveMillis.write(50);
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto rules = builtinRulesets().create("classical").value();
        sessionOf(window)->start(rules, TimeControl::fromText("5+3").value(),
                                 [&now] { return now; });
        now += 2000;
        drag(boardOf(window), "e2", "e4");  // White: 5:03 (the clock starts now)
        now += 7000;
        drag(boardOf(window), "c7", "c5");  // Black: 4:56
        now += 20'000;                      // White thinks
        killedAutosave = documentOf(window)->autosavePath();
        const auto saved = [&killedAutosave] {
            QFile file(killedAutosave);
            return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
        };
        QTRY_VERIFY2(saved().contains("[TavleyaClocks \"0:04:43 0:04:56\"]"), saved().constData());
        // The program is killed here: the window goes without closing.
    }
    settings::clockSaveMillis.write(settings::clockSaveMillis.byDefault);
    MainWindow next;
    QCOMPARE(documentOf(next)->restoreRecovery(), QString());
    QVERIFY(sessionOf(next)->paused());
    QCOMPARE(sessionOf(next)->clock()->timeLeft(Color::White), Millis{283'000});
    QCOMPARE(sessionOf(next)->clock()->timeLeft(Color::Black), Millis{296'000});
    sessionOf(next)->undoStack()->setClean();
    QVERIFY(next.close());
}

void TestKeepingGames::twoWindowsKeepTheirOwnAutosaves() {
    MainWindow first;
    first.show();
    QVERIFY(QTest::qWaitForWindowExposed(&first));
    drag(boardOf(first), "e2", "e4");
    QTRY_VERIFY(QFile::exists(documentOf(first)->autosavePath()));
    // A second window started meanwhile leaves the first one's game alone.
    MainWindow second;
    QVERIFY(documentOf(second)->autosavePath() != documentOf(first)->autosavePath());
    QVERIFY(!documentOf(second)->hasRecovery());
    QVERIFY(QFile::exists(documentOf(first)->autosavePath()));
    second.show();
    QVERIFY(QTest::qWaitForWindowExposed(&second));
    drag(boardOf(second), "d2", "d4");
    QTRY_VERIFY(QFile::exists(documentOf(second)->autosavePath()));
    QFile own(documentOf(second)->autosavePath());
    QVERIFY(own.open(QIODevice::ReadOnly));
    QVERIFY(own.readAll().contains("1. d4 *"));
    QFile theirs(documentOf(first)->autosavePath());
    QVERIFY(theirs.open(QIODevice::ReadOnly));
    QVERIFY(theirs.readAll().contains("1. e4 *"));
    // What a killed program left, beside the running windows': a lock whose
    // process is gone.
    const QString killed = AutosaveSlot::folder() + "/autosave-99.pgn";
    QFile left(killed);
    QVERIFY(left.open(QIODevice::WriteOnly));
    left.write("[Event \"x\"]\n\n1. c4 *\n");
    left.close();
    QFile lock(killed + ".lock");
    QVERIFY(lock.open(QIODevice::WriteOnly));
    lock.write("2147483000\ntavleya\n" + QSysInfo::machineHostName().toUtf8() + "\n");
    lock.close();
    MainWindow third;
    QVERIFY(documentOf(third)->hasRecovery());
    QVERIFY(!QFile::exists(killed));
    QVERIFY(QFile::exists(documentOf(first)->autosavePath()) &&
            QFile::exists(documentOf(second)->autosavePath()));
    QCOMPARE(documentOf(third)->restoreRecovery(), QString());
    QCOMPARE(sessionOf(third)->tree().mainLine().size(), std::size_t{1});
    for (MainWindow* window : {&first, &second, &third}) {
        sessionOf(*window)->undoStack()->setClean();
        QVERIFY(window->close());
    }
}

void TestKeepingGames::damagedAutosave() {
    // What a killed program of an older version left (no lock beside it).
    QDir().mkpath(AutosaveSlot::folder());
    QFile damaged(AutosaveSlot::folder() + "/autosave.pgn");
    QVERIFY(damaged.open(QIODevice::WriteOnly));
    damaged.write("[Event \"x\"]\n\n1. e4 e5 2. Qxf7 *\n");
    damaged.close();
    MainWindow window;
    QVERIFY(documentOf(window)->hasRecovery());
    const QString error = documentOf(window)->restoreRecovery();
    QVERIFY2(error.endsWith(
                 "recovered.pgn:3:13: illegal move 'Qxf7': no white queen can move to f7 (move 2, "
                 "White to move)"),
             qPrintable(error));
    // The window goes on with its own game; the file stays for another try.
    QVERIFY(documentOf(window)->hasRecovery());
    QCOMPARE(sessionOf(window)->tree().mainLine().size(), std::size_t{0});
    documentOf(window)->discardRecovery();
    QVERIFY(!documentOf(window)->hasRecovery());
}

void TestKeepingGames::aFullDiskLosesNothing() {
    MainWindow window;
    QTemporaryDir dir;
    const QString path = dir.filePath("kept.pgn");
    for (const char* san : {"e4", "e5"})
        drag(boardOf(window), QString(san) == "e4" ? "e2" : "e7", san);
    QCOMPARE(documentOf(window)->saveGame(path), QString());
    QFile kept(path);
    QVERIFY(kept.open(QIODevice::ReadOnly));
    const QByteArray before = kept.readAll();
    kept.close();
    // More moves and a long comment, then a disk that takes no more than a
    // few hundred bytes in one file (a file-size limit stands in for it).
    drag(boardOf(window), "g1", "f3");
    sessionOf(window)->editNotes(
        "Comment", sessionOf(window)->current(), sessionOf(window)->current(),
        [](GameSession::MoveNotes& notes) { notes.commentAfter = std::string(4000, 'x'); });
    QTRY_VERIFY(QFile::exists(documentOf(window)->autosavePath()));
    const QString error = onAFullDisk([&] { return documentOf(window)->saveGame(path); });
    // Said, and nothing lost: the old file whole, the game still unsaved and
    // its autosave kept.
    QVERIFY2(error.contains(path) && error.contains("the disk is full"), qPrintable(error));
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), before);
    QVERIFY(window.isWindowModified());
    QVERIFY(QFile::exists(documentOf(window)->autosavePath()));
    QVERIFY(QFileInfo(documentOf(window)->autosavePath()).size() > 4000);
}

void TestKeepingGames::damagedSettingsAreSetAsideAndSaidOnce() {
    const QString path = QSettings().fileName();
    QSettings().setValue(QStringLiteral("language"), QStringLiteral("en"));
    QSettings().sync();
    QCOMPARE(setAsideDamagedSettings(), QString());  // good settings stay
    QVERIFY(QFile::exists(path));
    const QByteArray junk("\x1f\x8b\x08\x00\xff\xfe\x00\x00garbage\x00\x01", 16);
    for (const QByteArray& damaged : {junk, QByteArray("[General]\nlanguage=\xff\xfe\n")}) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(damaged);
        file.close();
        const QString keptAt = setAsideDamagedSettings();
        QCOMPARE(keptAt, path + ".damaged");
        QFile kept(keptAt);
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), damaged);  // nothing of the user's is lost
        QVERIFY(damagedSettingsMessage(keptAt).contains(keptAt));
        // Said once: the next start finds the defaults and nothing to say.
        QCOMPARE(setAsideDamagedSettings(), QString());
        QVERIFY(!QSettings().contains(QStringLiteral("language")));
    }
    QFile::remove(path + ".damaged");
}

void TestKeepingGames::aHugeRecentListIsCut() {
    QStringList many;
    for (int i = 0; i < 10'000; ++i) many << QStringLiteral("/games/%1.pgn").arg(i);
    settings::recentFiles.write(many);
    QCOMPARE(recentFiles(), many.mid(0, 8));
    QCOMPARE(settings::recentFiles.read().size(), 8);
    MainWindow window;
    auto* menu = window.findChild<QMenu*>(QStringLiteral("recentFiles"));
    QVERIFY(menu);
    emit menu->aboutToShow();
    QCOMPARE(menu->actions().size(), 8);
    QSettings().remove(settings::recentFiles.key);
}

void TestKeepingGames::anAutosaveThatCannotBeWrittenIsNamed() {
    QTemporaryDir dir;
    // A folder where the autosave should be.
    const QString folder = dir.filePath("autosave-9.pgn");
    QVERIFY(QDir().mkpath(folder));
    AutosaveWriter writer(folder);
    QSignalSpy failed(&writer, &AutosaveWriter::failed);
    writer.writeSoon([] { return std::string("1. e4 *\n"); });
    QTRY_COMPARE(failed.count(), 1);
    QString message = failed.takeFirst().at(0).toString();
    QVERIFY2(message.contains(folder) && message.contains("it is a folder"), qPrintable(message));
    // A full disk: said so, and the autosave written before stays whole.
    const QString path = dir.filePath("autosave-10.pgn");
    AutosaveWriter full(path);
    QSignalSpy fullFailed(&full, &AutosaveWriter::failed);
    full.writeSoon([] { return std::string("1. e4 *\n"); });
    full.flush();
    onAFullDisk([&] {
        full.writeSoon([] { return std::string(4000, 'x'); });
        full.flush();
        return 0;
    });
    QTRY_COMPARE(fullFailed.count(), 1);
    message = fullFailed.takeFirst().at(0).toString();
    QVERIFY2(message.contains(path) && message.contains("the disk is full"), qPrintable(message));
    QFile kept(path);
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), QByteArray("1. e4 *\n"));
}

void TestKeepingGames::theClockStandsWhileTheQuestionIsOpen() {
    Millis now = 0;
    MainWindow window;
    QVERIFY(startAfterE4(window, now));
    now += 3000;  // Black thinks
    // The question stays open for a minute, then the players cancel.
    QTimer::singleShot(0, [&now] {
        now += 60'000;
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (box) box->button(QMessageBox::Cancel)->click();
    });
    QVERIFY(!documentOf(window)->maybeKeepWork());
    QCOMPARE(sessionOf(window)->clock()->timeLeft(Color::Black), Millis{297'000});
    QVERIFY(!sessionOf(window)->paused());  // and goes on when they cancel
    now += 1000;
    QCOMPARE(sessionOf(window)->clock()->timeLeft(Color::Black), Millis{296'000});
    sessionOf(window)->undoStack()->setClean();
}

void TestKeepingGames::theClockStandsWhileADialogIsOpen() {
    Millis now = 0;
    MainWindow window;
    QVERIFY(startAfterE4(window, now));
    now += 3000;  // Black thinks, then opens a dialog and stays in it a minute
    // Whether the clock stood while the dialog was open.
    const auto openDialog = [&] {
        QDialog dialog(&window);
        bool paused = false;
        QTimer::singleShot(0, &dialog, [&] {
            paused = sessionOf(window)->paused();
            now += 60'000;
            dialog.reject();
        });
        dialog.exec();
        return paused;
    };
    QVERIFY(openDialog());
    QCOMPARE(sessionOf(window)->clock()->timeLeft(Color::Black), Millis{297'000});
    QVERIFY(!sessionOf(window)->paused());  // and goes on when it closes
    now += 1000;
    QCOMPARE(sessionOf(window)->clock()->timeLeft(Color::Black), Millis{296'000});
    // A clock the players paused stays paused after the dialog.
    QVERIFY(sessionOf(window)->setPaused(true));
    QVERIFY(openDialog());
    QVERIFY(sessionOf(window)->paused());
    QCOMPARE(sessionOf(window)->clock()->timeLeft(Color::Black), Millis{296'000});
    sessionOf(window)->undoStack()->setClean();
}

void TestKeepingGames::anEndWithNoMoveIsToBeSaved() {
    // A game saved, then lost on time or resigned: the file no longer says
    // how the game stands, so the window is marked and quitting asks.
    QTemporaryDir dir;
    for (int ending = 0; ending < 2; ++ending) {
        Millis now = 0;
        MainWindow window;
        sessionOf(window)->start(builtinRulesets().create("classical").value(),
                                 TimeControl::fromText("1+0").value(), [&now] { return now; });
        drag(boardOf(window), "e2", "e4");
        QCOMPARE(documentOf(window)->saveGame(dir.filePath("saved.pgn")), QString());
        QVERIFY(!window.isWindowModified());
        if (ending == 0) {
            sessionOf(window)->resign(Color::Black);
        } else {
            now += 70'000;  // Black's minute runs out
            QVERIFY(sessionOf(window)->checkFlag());
        }
        QVERIFY(sessionOf(window)->over());
        QVERIFY(window.isWindowModified());
        QVERIFY(!sessionOf(window)->undoStack()->isClean());
        sessionOf(window)->undoStack()->setClean();
    }
}

// The window's line that says the game is not kept safe, and why; null if none.
QLabel* notKeptSafeNotice(const MainWindow& window) {
    return window.findChild<QLabel*>(QStringLiteral("notKeptSafe"));
}

// Where the data folder cannot be made (a file is in its place), the window
// comes up at once and says why its games are not kept safe; once the
// folder can be made, the next change is kept after all.
void TestKeepingGames::aFolderThatCannotBeMadeIsSaidAndTriedAgain() {
    const QString folder = AutosaveSlot::folder();
    const QString aside = folder + QStringLiteral(".aside");
    QDir().mkpath(folder);
    QDir(aside).removeRecursively();
    QVERIFY(QDir().rename(folder, aside));
    QFile inTheWay(folder);
    QVERIFY(inTheWay.open(QIODevice::WriteOnly));
    inTheWay.close();
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QLabel* notice = notKeptSafeNotice(window);
    QVERIFY(notice && notice->isVisible());
    QVERIFY2(notice->text().contains(QStringLiteral("not kept safe")) &&
                 notice->text().contains(QStringLiteral("cannot be made")),
             qPrintable(notice->text()));
    QVERIFY(documentOf(window)->autosavePath().isEmpty());
    drag(boardOf(window), "e2", "e4");
    QVERIFY(window.isWindowModified());
    QVERIFY(QFile::remove(folder));
    QVERIFY(QDir().rename(aside, folder));
    drag(boardOf(window), "e7", "e5");
    QVERIFY(!notice->isVisible());
    QVERIFY(!documentOf(window)->autosavePath().isEmpty());
    QTRY_VERIFY(QFile::exists(documentOf(window)->autosavePath()));
    QFile autosaved(documentOf(window)->autosavePath());
    QVERIFY(autosaved.open(QIODevice::ReadOnly));
    QVERIFY(autosaved.readAll().contains("1. e4 e5 *"));
    sessionOf(window)->undoStack()->setClean();
}

// A data folder on a full disk, then on a read-only one (a small tmpfs
// mounted over it, where this test may mount one): the window says which.
void TestKeepingGames::aFullOrReadOnlyFolderIsSaid() {
    const QString folder = AutosaveSlot::folder();
    QDir().mkpath(folder);
    if (::geteuid() != 0) QSKIP("mounting a small disk needs root");
    if (QProcess::execute(QStringLiteral("mount"),
                          {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                           QStringLiteral("size=64k"), QStringLiteral("tmpfs"), folder}) != 0)
        QSKIP("no small disk can be mounted here");
    struct Unmount {
        QString folder;
        ~Unmount() { QProcess::execute(QStringLiteral("umount"), {folder}); }
    } unmount{folder};
    QFile filler(folder + QStringLiteral("/filler"));
    QVERIFY(filler.open(QIODevice::WriteOnly));
    const QByteArray block(4096, 'x');
    while (filler.write(block) == block.size() && filler.flush()) {
    }
    filler.close();
    {
        MainWindow window;
        QLabel* notice = notKeptSafeNotice(window);
        QVERIFY(notice && !notice->isHidden());
        QVERIFY2(notice->text().contains(QStringLiteral("is full")), qPrintable(notice->text()));
    }
    QVERIFY(QFile::remove(filler.fileName()));
    QCOMPARE(QProcess::execute(QStringLiteral("mount"),
                               {QStringLiteral("-o"), QStringLiteral("remount,ro"), folder}),
             0);
    MainWindow window;
    QLabel* notice = notKeptSafeNotice(window);
    QVERIFY(notice && !notice->isHidden());
    QVERIFY2(notice->text().contains(QStringLiteral("is read-only")), qPrintable(notice->text()));
}

TAVLEYA_GUI_TEST_MAIN(TestKeepingGames)
#include "test_keeping_games.moc"
