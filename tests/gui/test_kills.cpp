// Killed at random moments: a player program (this test run with --play)
// plays a game of a random variant with random time controls at a real,
// running clock — moves at random speeds, takebacks, pauses, resignations,
// flags that fall — and is killed with SIGKILL at a random moment. The game that comes
// back in the next window must be exactly what the autosave held, moves and
// both clocks, and the autosave must hold every move made longer ago than
// its quiet period (with a margin for a loaded machine).
//
// Every third game is against Tavleya's engine, which must be seated again
// in the restored game. Kingchess turns are played a whole turn at once, and the secret setup is
// arranged on the window's setup board first, with the hand-over.
//
// TAVLEYA_KILLS sets how many kills (12 by default: each costs a few
// seconds of waiting; set more for a longer hunt).

#include <QApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QPushButton>
#include <QRandomGenerator>
#include <QTimer>
#include <QtTest>
#include <csignal>
#include <cstdio>

#include "autosave_writer.h"
#include "computer_opponents.h"
#include "engines/engine_list.h"
#include "game_document.h"
#include "gui_test_main.h"
#include "main_window.h"
#include "pgn/pgn_writer.h"
#include "play/game_session.h"
#include "ruleset_registry.h"
#include "secret_setup_controller.h"
#include "settings/settings.h"
#include "window_driver.h"

using namespace tavleya;
using namespace tavleya::testing;

namespace {

// Every kind of control, short enough that flags fall in some games.
const char* const kControls[] = {"1+1",     "0:20 d2",        "0:20 b2", "3/0:10+0:10",
                                 "2s/move", "hourglass 0:15", "-",       "25 b10"};

// How long after its last change the autosave must hold the game.
constexpr qint64 kMustBeSavedAfter = AutosaveWriter::kQuietMillis + 2500;

// A random move; in a game with placing turns, a whole turn of random
// placements played at once, as the board's Confirm Turn plays it.
void playATurn(GameSession& session, QRandomGenerator& random) {
    for (;;) {
        MoveList legal;
        session.rules().legalMoves(session.position(), legal);
        if (legal.empty()) return;
        const Move move = legal[random.bounded(int(legal.size()))];
        if (!session.play(move) || !move.continuesTurn()) return;
    }
}

// A step of a secret arrangement as a person makes it: a piece moved on the
// arranging side's ranks, or the arrangement done and the board handed over.
void arrange(MainWindow& window, QRandomGenerator& random, int roll) {
    SecretSetupController* setup = secretSetupOf(window);
    if (roll < 40) {
        setup->finish();
        if (auto* handOver = window.findChild<QPushButton*>(QStringLiteral("handOverContinue"));
            handOver && handOver->isVisible())
            handOver->click();
        return;
    }
    std::vector<std::pair<int, Bitboard>> pieces;
    const auto destinations = setup->destinations();
    for (int from = 0; from < 64; ++from)
        if (destinations[std::size_t(from)])
            pieces.emplace_back(from, destinations[std::size_t(from)]);
    if (pieces.empty()) return;
    const auto [from, to] = pieces[random.bounded(int(pieces.size()))];
    std::vector<int> squares;
    for (int square = 0; square < 64; ++square)
        if (to & bit(Square(square))) squares.push_back(square);
    setup->move(Square(from), Square(squares[random.bounded(int(squares.size()))]));
}

// The player: plays until it is killed, telling the parent its autosave
// file and, after each change, the game's length in half-moves.
int play(const QStringList& args) {
    const QString variant = args.value(0);
    const auto white = TimeControl::fromText(args.value(1).toStdString());
    const auto black = TimeControl::fromText(args.value(2).toStdString());
    QRandomGenerator random(args.value(3).toUInt());
    if (!white || !black) return 2;
    settings::clockSaveMillis.write(300);
    MainWindow window;
    window.show();
    GameSession* session = sessionOf(window);
    const auto rules = builtinRulesets().create(variant.toStdString()).value();
    session->start(rules, TimeControls(*white, *black));
    SecretSetupController* setup = secretSetupOf(window);
    if (rules->secretArrangement()) setup->begin(Color::White);
    // Against the computer: Tavleya's own engine, at its quickest, plays Black.
    const bool computer = args.value(4) == QLatin1String("computer");
    if (computer) {
        const EngineListModel engines;
        computersOf(window)->setPlayers({std::nullopt, ComputerSide{engines.engine(0), 1}});
    }
    std::printf("autosave %s\n", qPrintable(documentOf(window)->autosavePath()));
    std::fflush(stdout);
    // The engine's moves are reported as they come, as the player's are.
    QObject::connect(session, &GameSession::movePlayed, [&] {
        std::printf("ply %zu%s\n", session->tree().mainLine().size(),
                    session->over() ? " over" : "");
        std::fflush(stdout);
    });
    QTimer act;
    act.setSingleShot(true);
    QObject::connect(&act, &QTimer::timeout, [&] {
        const int roll = static_cast<int>(random.bounded(100));
        if (session->over() && roll >= 5) {
            // Mostly the players leave a finished game as it is.
        } else if (session->paused()) {
            session->setPaused(false);
        } else if (roll < 8) {
            session->setPaused(true);
        } else if (roll < 16) {
            session->takeBack();
        } else if (roll < 18) {
            session->resign(session->position().sideToMove());
        } else if (setup->arranging()) {
            arrange(window, random, roll);
        } else if (!session->over() &&
                   !computersOf(window)->player(session->position().sideToMove())) {
            playATurn(*session, random);
        }
        std::printf("ply %zu%s\n", session->tree().mainLine().size(),
                    session->over() ? " over" : "");
        std::fflush(stdout);
        // Mostly quick moves, sometimes a long think that may cost the flag.
        act.start(roll % 10 == 0 ? 2500 : static_cast<int>(random.bounded(20, 400)));
    });
    act.start(100);
    return QApplication::exec();
}

QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

}  // namespace

class TestKills : public QObject {
    Q_OBJECT

private slots:
    void everyKillGivesBackWhatWasSaved();
};

void TestKills::everyKillGivesBackWhatWasSaved() {
    const int kills = qEnvironmentVariableIntValue("TAVLEYA_KILLS") > 0
                          ? qEnvironmentVariableIntValue("TAVLEYA_KILLS")
                          : 12;
    std::vector<std::string> variants;
    for (const RulesetInfo& info : builtinRulesets().list())
        variants.push_back(std::string(info.key));
    QRandomGenerator random(20261125);
    int restoredGames = 0, finishedGames = 0;
    for (int kill = 0; kill < kills; ++kill) {
        // Every game and every kind of clock in turn, so that a short run
        // still has them all.
        const QString variant =
            QString::fromStdString(variants[std::size_t(kill) % variants.size()]);
        const std::size_t round = std::size_t(kill) / variants.size();
        const QString white = kControls[(std::size_t(kill) + round) % std::size(kControls)];
        const QString black = kControls[random.bounded(int(std::size(kControls)))];
        // Every third game against the computer, where the game has no
        // secret arrangement (the computer joins at the reveal).
        const bool computer =
            kill % 3 == 2 &&
            !builtinRulesets().create(variant.toStdString()).value()->secretArrangement();
        const QString what = QStringLiteral("kill %1: %2, %3 against %4%5")
                                 .arg(kill + 1)
                                 .arg(variant, white, black,
                                      computer ? QStringLiteral(" (the computer)") : QString());
        QProcess player;
        player.start(
            QCoreApplication::applicationFilePath(),
            {QStringLiteral("--play"), variant, white, black, QString::number(random.generate()),
             computer ? QStringLiteral("computer") : QString()});
        QVERIFY2(player.waitForStarted(), qPrintable(what));
        // The player's reports, with when they came.
        QString autosave;
        std::vector<std::pair<qint64, int>> plies;
        // The moment of the kill counts from the player's first word, the
        // place of its autosave: a slow start (a loaded machine, the
        // sanitizers) must not let the kill come before the player is up.
        QElapsedTimer starting;
        starting.start();
        while (autosave.isEmpty() && starting.elapsed() < 60000 &&
               player.state() == QProcess::Running) {
            player.waitForReadyRead(20);
            while (autosave.isEmpty() && player.canReadLine()) {
                const QString line = QString::fromUtf8(player.readLine()).trimmed();
                if (line.startsWith(QStringLiteral("autosave "))) autosave = line.mid(9);
            }
        }
        QVERIFY2(!autosave.isEmpty(), qPrintable(what + ": the player never said where it saves"));
        QElapsedTimer since;
        since.start();
        const qint64 killAt = 300 + random.bounded(5000);
        while (since.elapsed() < killAt) {
            player.waitForReadyRead(20);
            while (player.canReadLine()) {
                const QString line = QString::fromUtf8(player.readLine()).trimmed();
                if (line.startsWith(QStringLiteral("autosave ")))
                    autosave = line.mid(9);
                else if (line.startsWith(QStringLiteral("ply ")))
                    plies.emplace_back(since.elapsed(), line.mid(4).section(' ', 0, 0).toInt());
            }
        }
        // A player that ended by itself crashed: that is a failure too.
        QVERIFY2(
            player.state() == QProcess::Running,
            qPrintable(what + ": the player ended by itself\n" + player.readAllStandardError()));
        ::kill(static_cast<pid_t>(player.processId()), SIGKILL);
        QVERIFY2(player.waitForFinished(), qPrintable(what));
        const qint64 killed = since.elapsed();
        QVERIFY2(!autosave.isEmpty(), qPrintable(what));
        const QByteArray saved = readAll(autosave);
        // The game as it was at some moment since the last change that had
        // long enough to be written.
        int savedPlies = 0;
        if (!saved.isEmpty()) {
            MainWindow next;
            QVERIFY2(documentOf(next)->hasRecovery(), qPrintable(what));
            QCOMPARE(documentOf(next)->restoreRecovery(), QString());
            const QByteArray restored =
                QByteArray::fromStdString(writePgnGame(documentOf(next)->currentGame()));
            QVERIFY2(restored == saved,
                     qPrintable(what + "\nsaved:\n" + saved + "\nrestored:\n" + restored));
            savedPlies = static_cast<int>(sessionOf(next)->tree().mainLine().size());
            // The engine is seated again for a game that goes on.
            if (computer && !sessionOf(next)->over()) {
                const ComputerPlayer* black = computersOf(next)->player(Color::Black);
                QVERIFY2(black && black->who().engine.own && black->who().level == 1,
                         qPrintable(what + ": the computer is not seated again"));
                QVERIFY2(!computersOf(next)->player(Color::White), qPrintable(what));
            }
            ++restoredGames;
            if (sessionOf(next)->over()) ++finishedGames;
            qInfo("%s: %d half-moves restored", qPrintable(what), savedPlies);
            sessionOf(next)->undoStack()->setClean();
            QVERIFY(next.close());
        }
        std::size_t settled = 0;  // reports that had time to be saved
        while (settled < plies.size() && plies[settled].first < killed - kMustBeSavedAfter)
            ++settled;
        if (settled == 0) continue;
        bool seen = false;
        for (std::size_t k = settled - 1; k < plies.size(); ++k)
            seen = seen || plies[k].second == savedPlies;
        QVERIFY2(seen, qPrintable(QStringLiteral("%1: %2 half-moves saved, %3 made %4 ms before "
                                                 "the kill")
                                      .arg(what)
                                      .arg(savedPlies)
                                      .arg(plies[settled - 1].second)
                                      .arg(killed - plies[settled - 1].first)));
    }
    qInfo("%d kills: %d games restored exactly, %d of them finished", kills, restoredGames,
          finishedGames);
    QVERIFY(restoredGames > kills / 2);
}

int main(int argc, char* argv[]) {
    if (argc > 1 && qstrcmp(argv[1], "--play") == 0) {
        // The player shares the parent's folders (inherited) and names.
        QApplication app(argc, argv);
        QCoreApplication::setOrganizationName(QStringLiteral("TavleyaTests"));
        QStringList args = QCoreApplication::arguments().mid(2);
        return play(args);
    }
    QTemporaryDir folders;
    if (!folders.isValid()) return 1;
    tavleya::test::useOwnFolders(folders.path());
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("TavleyaTests"));
    TestKills test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "test_kills.moc"
