// Playing against the computer: the engine's moves arrive on the game's own
// clock and the person cannot move its pieces; a takeback takes back its
// reply too; an engine that crashes, is silent or answers nonsense is
// reported and the game waits (started again, or left to people); the New
// Game dialog offers each side to a person or an engine; and Tavleya's own
// engine plays a whole game to its end.

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QtTest>
#include <set>

#include "board/board_widget.h"
#include "board_presenter.h"
#include "computer_opponents.h"
#include "dialogs/new_game_dialog.h"
#include "engines/engine_arrangement.h"
#include "engines/engine_list.h"
#include "engines/engine_options_dialog.h"
#include "engines/engines_dialog.h"
#include "engines/player_chooser.h"
#include "engines/uci_connection.h"
#include "game/draw_offer.h"
#include "game_document.h"
#include "gui_test_main.h"
#include "main_window.h"
#include "play/game_session.h"
#include "ruleset_registry.h"
#include "secret_setup_controller.h"
#include "settings/settings.h"
#include "window_driver.h"

using namespace tavleya;
using namespace tavleya::testing;

namespace {

ComputerSide stub(const QStringList& misbehaviour = {}, int level = kStrongestLevel) {
    EngineInfo info;
    info.name = QStringLiteral("Stub");
    info.program = QStringLiteral(TAVLEYA_STUB_ENGINE);
    info.arguments = misbehaviour;
    for (const RulesetInfo& r : builtinRulesets().list()) info.variants << QString::fromUtf8(r.key);
    return ComputerSide{info, level};
}

// Starts a secret-setup game from the New Game choice, with these computers.
void startSecretSetup(MainWindow& window, std::array<std::optional<ComputerSide>, 2> computers) {
    const RulesetRegistry registry = builtinRulesets();
    NewGameChoice choice;
    for (const RulesetInfo& info : registry.list())
        if (info.key != registry.defaultKey() && (*registry.create(info.key))->secretArrangement())
            choice.rules = *registry.create(info.key);
    QVERIFY(choice.rules);
    choice.computers = std::move(computers);
    window.startChosenGame(choice);
}

// Watches for the engine's message box and answers it with `button`,
// noting what it said and whether the game was paused meanwhile. A timer
// polls, since the box runs an event loop of its own.
struct BoxAnswerer {
    explicit BoxAnswerer(const char* button, GameSession* session = nullptr) {
        QObject::connect(&poll, &QTimer::timeout, [this, button, session] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box) return;
            said = box->text();
            pausedMeanwhile = session && session->paused();
            if (auto* b = box->findChild<QPushButton*>(QLatin1String(button))) b->click();
        });
        poll.start(20);
    }
    QTimer poll;
    QString said;
    bool pausedMeanwhile = false;
};

// The legal moves of the position now.
MoveList legalMoves(const GameSession& session) {
    MoveList legal;
    session.rules().legalMoves(session.position(), legal);
    return legal;
}

std::shared_ptr<const Ruleset> rules(const char* key) {
    return *builtinRulesets().create(key);
}

}  // namespace

class TestComputerPlay : public QObject {
    Q_OBJECT

private slots:
    void theEngineAnswersAndThePersonWaits();
    void aTakebackTakesTheRepliesToo();
    void undoTakesBackTheReplyToo();
    void anEngineThatCrashesIsReportedAndStartedAgain();
    void aSilentEngineIsGivenUpOn();
    void aMoveThatIsNoMoveIsReported();
    void theDialogOffersPeopleOrEngines();
    void aFirstGameHasAClockAndAMiddleLevel();
    void theLevelShowsItsEloInStandardChess();
    void tavleyasOwnEngineMatesOnTheClock();
    void theComputerArrangesItsSecretSetup();
    void anArrangementThatIsNoneIsLeftToThePerson();
    void aNewGameDropsTheArrangementAsked();
    void theComputerPlacesInKingchess();
    void enginesAreAddedAndTheirOptionsSet();
    void aHintIsShownAndWrittenDown();
    void aGameResignedWhilePausedIsOver();
    void aPersonPlayingBlackSitsAtBlacksSide();
    void aDrawIsOfferedBeforeTheMoveItGoesWith();
    void aGameReadBackIsPlayedOnAgainstItsEngine();
    void aMissingEngineIsReplacedAsThePlayerChooses_data();
    void aMissingEngineIsReplacedAsThePlayerChooses();
};

void TestComputerPlay::theEngineAnswersAndThePersonWaits() {
    MainWindow window;
    GameSession& session = *sessionOf(window);
    session.start(rules("classical"), TimeControl::fromText("5+3").value());
    computersOf(window)->setPlayers({std::nullopt, stub()});
    QVERIFY(presenterOf(window)->movesAllowed());
    const MoveList legal = legalMoves(session);
    QVERIFY(session.play(legal[legal.size() - 1]));
    // Black's turn: the board is not the person's until the engine answers.
    QVERIFY(!presenterOf(window)->movesAllowed());
    QTRY_COMPARE(session.tree().mainLine().size(), std::size_t{2});
    QVERIFY(presenterOf(window)->movesAllowed());
    // The engine's clock ran and was pressed: White's runs again.
    QCOMPARE(session.clock()->running(), Color::White);
    QCOMPARE(session.clock()->movesMade(Color::Black), 1);
}

void TestComputerPlay::aTakebackTakesTheRepliesToo() {
    MainWindow window;
    GameSession& session = *sessionOf(window);
    session.start(rules("classical"), std::nullopt);
    computersOf(window)->setPlayers({std::nullopt, stub()});
    QVERIFY(session.play(legalMoves(session)[0]));
    QTRY_COMPARE(session.tree().mainLine().size(), std::size_t{2});
    QVERIFY(computersOf(window)->takeBack());
    QCOMPARE(session.current(), session.tree().root());
    QCOMPARE(session.position().sideToMove(), Color::White);
    // The engine does not answer a move that is no longer there, nor start
    // thinking for the person: once it is quiet, the game is as taken back.
    QCoreApplication::processEvents();
    const auto engines = window.findChildren<UciConnection*>();
    QVERIFY(!engines.isEmpty());
    for (UciConnection* engine : engines) QTRY_VERIFY(engine->isReady() && !engine->isSearching());
    QCoreApplication::processEvents();
    QCOMPARE(session.current(), session.tree().root());
}

void TestComputerPlay::undoTakesBackTheReplyToo() {
    // Edit › Undo in a game against the computer is a takeback: the person's
    // move goes with the engine's reply, and the engine does not move again.
    MainWindow window;
    GameSession& session = *sessionOf(window);
    session.start(rules("classical"), std::nullopt);
    computersOf(window)->setPlayers({std::nullopt, stub()});
    QVERIFY(session.play(legalMoves(session)[0]));
    QTRY_COMPARE(session.tree().mainLine().size(), std::size_t{2});
    QAction* undo = window.findChild<QAction*>(QStringLiteral("undo"));
    QVERIFY(undo->isEnabled());
    undo->trigger();
    QCOMPARE(session.current(), session.tree().root());
    QCOMPARE(session.position().sideToMove(), Color::White);
}

void TestComputerPlay::anEngineThatCrashesIsReportedAndStartedAgain() {
    MainWindow window;
    GameSession& session = *sessionOf(window);
    session.start(rules("classical"), TimeControl::fromText("5+0").value());
    computersOf(window)->setPlayers({std::nullopt, stub({"--crash-after", "1"})});
    QVERIFY(session.play(legalMoves(session)[0]));
    QTRY_COMPARE(session.tree().mainLine().size(), std::size_t{2});
    // Its second search ends the program: the game is paused and the player
    // asked; started again, it plays on.
    BoxAnswerer answer("restartEngine", &session);
    QVERIFY(session.play(legalMoves(session)[0]));
    QTRY_VERIFY(!answer.said.isEmpty());
    QVERIFY(answer.pausedMeanwhile);
    QVERIFY2(answer.said.contains(QLatin1String("crashed")), qPrintable(answer.said));
    QTRY_COMPARE(session.tree().mainLine().size(), std::size_t{4});
    QVERIFY(!session.paused());
    QVERIFY(computersOf(window)->player(Color::Black));
}

void TestComputerPlay::aSilentEngineIsGivenUpOn() {
    MainWindow window;
    GameSession& session = *sessionOf(window);
    session.start(rules("classical"), std::nullopt);
    BoxAnswerer answer("dropEngine");
    computersOf(window)->setPlayers({stub({"--silent"}), std::nullopt});
    QTRY_VERIFY_WITH_TIMEOUT(!answer.said.isEmpty(), UciConnection::kAnswerMillis + 5000);
    QVERIFY2(answer.said.contains(QStringLiteral("“uci”")), qPrintable(answer.said));
    QTRY_VERIFY(!computersOf(window)->player(Color::White));
    // People play on.
    QVERIFY(presenterOf(window)->movesAllowed());
    QVERIFY(session.play(legalMoves(session)[0]));
}

void TestComputerPlay::aMoveThatIsNoMoveIsReported() {
    MainWindow window;
    GameSession& session = *sessionOf(window);
    session.start(rules("classical"), std::nullopt);
    BoxAnswerer answer("dropEngine");
    computersOf(window)->setPlayers({stub({"--garbage"}), std::nullopt});
    QTRY_VERIFY(!answer.said.isEmpty());
    QVERIFY2(answer.said.contains(QLatin1String("z9z9")), qPrintable(answer.said));
    QCOMPARE(session.current(), session.tree().root());
}

void TestComputerPlay::theDialogOffersPeopleOrEngines() {
    EngineListModel engines(QStringLiteral(TAVLEYA_STUB_ENGINE));
    QVERIFY(engines.count() >= 1);
    QVERIFY(engines.engine(0).own);
    NewGameDialog dialog(builtinRulesets(), nullptr, &engines);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const int width = dialog.width();
    PlayerChooser* black = dialog.playerChooser(Color::Black);
    QVERIFY(black);
    // Every game is offered to Tavleya's own engine.
    for (int i = 0; i < dialog.variantBox()->count(); ++i) {
        dialog.variantBox()->setCurrentIndex(i);
        QVERIFY(black->playerBox()->count() >= 2);
    }
    black->playerBox()->setCurrentIndex(1);
    black->levelBox()->setValue(7);
    QVERIFY(!black->levelBox()->isHidden());
    // The level goes under the choice: the dialog grows taller, not wider.
    QApplication::processEvents();
    QVERIFY2(dialog.width() <= width,
             qPrintable(QStringLiteral("%1 > %2").arg(dialog.width()).arg(width)));
    // The name stays level with the choice of player, not with the level.
    auto* name = dialog.findChild<QLineEdit*>(QStringLiteral("blackName"));
    QCOMPARE(name->mapTo(&dialog, QPoint(0, 0)).y(),
             black->playerBox()->mapTo(&dialog, QPoint(0, 0)).y() +
                 (black->playerBox()->height() - name->height()) / 2);
    const NewGameChoice choice = dialog.choice();
    QVERIFY(!choice.computers[0]);
    QVERIFY(choice.computers[1]);
    QCOMPARE(choice.computers[1]->level, 7);
    QVERIFY(choice.black.contains(QLatin1String("7")));
}

void TestComputerPlay::aFirstGameHasAClockAndAMiddleLevel() {
    QSettings().clear();
    EngineListModel engines(QStringLiteral(TAVLEYA_STUB_ENGINE));
    NewGameDialog dialog(builtinRulesets(), nullptr, &engines);
    // A preset clock, named as such, not "Custom" with an empty field.
    QCOMPARE(dialog.timeEdit()->text(), QStringLiteral("10+5"));
    QCOMPARE(dialog.presetBox()->currentData().toString(), QStringLiteral("10+5"));
    QCOMPARE(dialog.choice().time->white, TimeControl::fromText("10+5").value());
    PlayerChooser* black = dialog.playerChooser(Color::Black);
    black->playerBox()->setCurrentIndex(1);
    QCOMPARE(black->levelBox()->value(), 10);
    QCOMPARE(dialog.choice().computers[1]->level, 10);
    // The name fields say what they are for.
    auto* name = dialog.findChild<QLineEdit*>(QStringLiteral("whiteName"));
    QCOMPARE(name->placeholderText(), QStringLiteral("Name"));
    QCOMPARE(name->accessibleName(), QStringLiteral("White's name"));
}

void TestComputerPlay::theLevelShowsItsEloInStandardChess() {
    EngineListModel engines(QStringLiteral(TAVLEYA_STUB_ENGINE));
    NewGameDialog dialog(builtinRulesets(), nullptr, &engines);
    dialog.show();
    const auto play = [&](const char* game) {
        QComboBox* games = dialog.variantBox();
        games->setCurrentIndex(games->findData(QLatin1String(game)));
    };
    PlayerChooser* black = dialog.playerChooser(Color::Black);
    const QLabel* elo = black->eloLabel();
    play("classical");
    QVERIFY(elo->isHidden());  // a person plays
    black->playerBox()->setCurrentIndex(1);
    QVERIFY(engines.engine(0).own);
    QVERIFY(elo->isVisible());
    // The ends of the scale: level 20 is full strength, level 1 the greedy
    // player (engine/skill_level.h).
    black->levelBox()->setValue(20);
    QCOMPARE(elo->text(), QStringLiteral("about 2000 Elo"));
    black->levelBox()->setValue(1);
    QCOMPARE(elo->text(), QStringLiteral("about 500 Elo"));
    black->levelBox()->setValue(10);
    QVERIFY(!elo->text().contains(QLatin1String(" 500 ")));
    QVERIFY(!elo->text().contains(QLatin1String(" 2000 ")));
    // Measured in standard chess alone: no figure in Tavreli or Chess960.
    for (const char* game : {"tavreli", "chess960"}) {
        play(game);
        QVERIFY(black->levelBox()->isVisible());
        QVERIFY2(elo->isHidden(), game);
    }
    // A person again: no level and no Elo.
    play("classical");
    QVERIFY(elo->isVisible());
    black->playerBox()->setCurrentIndex(0);
    QVERIFY(elo->isHidden());
}

void TestComputerPlay::tavleyasOwnEngineMatesOnTheClock() {
    // King and queen against a king: the engine at full strength mates a
    // greedy one, each on a real clock, and the game ends by checkmate.
    MainWindow window;
    GameSession& session = *sessionOf(window);
    EngineListModel engines;
    QVERIFY(QFileInfo(engines.engine(0).program).isExecutable());
    const auto chess = rules("classical");
    session.start(chess, TimeControl::fromText("1+0").value(), {},
                  chess->readFen("8/8/8/3k4/8/8/8/4K1Q1 w - - 0 1").value());
    computersOf(window)->setPlayers(
        {ComputerSide{engines.engine(0), kStrongestLevel}, ComputerSide{engines.engine(0), 1}});
    QTRY_VERIFY_WITH_TIMEOUT(session.over(), 60000);
    QCOMPARE(session.end().outcome, Outcome::WhiteWins);
    QCOMPARE(session.end().termination, Termination::Checkmate);
}

void TestComputerPlay::theComputerArrangesItsSecretSetup() {
    // White is a person, Black the computer: White arranges, the engine that
    // plays Black is asked for Black's arrangement without a hand-over, the
    // game starts from both, and the engine plays after the reveal.
    MainWindow window;
    GameSession& session = *sessionOf(window);
    startSecretSetup(window, {std::nullopt, stub()});
    QVERIFY(secretSetupOf(window)->arranging() == Color::White);
    secretSetupOf(window)->finish();
    QTRY_VERIFY(!secretSetupOf(window)->arranging());
    QVERIFY(window.findChild<QDialog*>(QStringLiteral("handOver"))->isHidden());
    // The stub's arrangement, its knights and bishops swapped; White's as
    // the person left it.
    const Position revealed = session.tree().node(session.tree().root()).position;
    QCOMPARE(revealed.at(Square::at(1, 7)), Piece(Color::Black, PieceKind::Bishop));
    QCOMPARE(revealed.at(Square::at(2, 7)), Piece(Color::Black, PieceKind::Knight));
    QCOMPARE(revealed.at(Square::at(1, 0)), Piece(Color::White, PieceKind::Knight));
    QVERIFY(session.play(legalMoves(session)[0]));
    QTRY_COMPARE(session.tree().mainLine().size(), std::size_t{2});
}

void TestComputerPlay::anArrangementThatIsNoneIsLeftToThePerson() {
    MainWindow window;
    GameSession& session = *sessionOf(window);
    startSecretSetup(window, {std::nullopt, stub({"--garbage"})});
    QSignalSpy said(secretSetupOf(window), &SecretSetupController::message);
    secretSetupOf(window)->finish();
    QTRY_VERIFY(!said.isEmpty() && said.last().at(0).toString().contains("Arrange its pieces"));
    QVERIFY2(said.last().at(0).toString().startsWith("Stub gave an arrangement that is not one"),
             qPrintable(said.last().at(0).toString()));
    QVERIFY(secretSetupOf(window)->arranging() == Color::Black);
    QVERIFY(!window.findChild<QPushButton*>(QStringLiteral("setupDone"))->isHidden());
    // The person arranges Black's pieces as they stand, and the game starts.
    secretSetupOf(window)->finish();
    QVERIFY(!secretSetupOf(window)->arranging());
    const Position revealed = session.tree().node(session.tree().root()).position;
    QCOMPARE(revealed.at(Square::at(1, 7)), Piece(Color::Black, PieceKind::Knight));
}

void TestComputerPlay::aNewGameDropsTheArrangementAsked() {
    // The computer arranging White when a new game is started: its answer,
    // if it comes, is for a game gone.
    MainWindow window;
    GameSession& session = *sessionOf(window);
    startSecretSetup(window, {stub(), std::nullopt});
    QCOMPARE(window.findChildren<EngineArrangement*>().size(), 1);
    NewGameChoice classical;
    classical.rules = rules("classical");
    window.startChosenGame(classical);
    QVERIFY(window.findChildren<EngineArrangement*>().isEmpty());
    QVERIFY(!secretSetupOf(window)->arranging());
    QCOMPARE(session.rules().info().key, std::string_view("classical"));
    QCOMPARE(session.position(), rules("classical")->startPosition());
}

void TestComputerPlay::theComputerPlacesInKingchess() {
    // The placing turns: the engine places its pieces one by one, then plays.
    MainWindow window;
    GameSession& session = *sessionOf(window);
    const RulesetRegistry registry = builtinRulesets();
    std::shared_ptr<const Ruleset> placing;
    for (const RulesetInfo& info : registry.list())
        if ((*registry.create(info.key))->placingTurns()) placing = *registry.create(info.key);
    QVERIFY(placing);
    EngineListModel engines;
    NewGameChoice choice;
    choice.rules = placing;
    choice.computers = {ComputerSide{engines.engine(0), 1}, ComputerSide{engines.engine(0), 1}};
    window.startChosenGame(choice);
    // Placed first, then moved: a board move follows the drops.
    const auto movedOnTheBoard = [&session] {
        for (NodeId node : session.tree().mainLine())
            if (session.tree().node(node).move.type() != MoveType::Drop) return true;
        return false;
    };
    QTRY_VERIFY_WITH_TIMEOUT(movedOnTheBoard() || session.over(), 30000);
    QVERIFY(session.tree().node(session.tree().mainLine().front()).move.type() == MoveType::Drop);
}

void TestComputerPlay::enginesAreAddedAndTheirOptionsSet() {
    EngineListModel engines;
    EnginesDialog dialog(engines);
    const int before = engines.count();
    // A program that is no engine is refused, and said so.
    BoxAnswerer refusal("");
    dialog.addEngine(QStringLiteral("/bin/true"));
    QCOMPARE(engines.count(), before);
    QVERIFY2(refusal.said.contains(QLatin1String("/bin/true")), qPrintable(refusal.said));
    refusal.poll.stop();
    // An engine is asked its name and listed, and stays listed.
    dialog.addEngine(QStringLiteral(TAVLEYA_STUB_ENGINE));
    QCOMPARE(engines.count(), before + 1);
    QCOMPARE(engines.engine(before).name, QStringLiteral("Stub"));
    QVERIFY(EngineListModel().find(QStringLiteral(TAVLEYA_STUB_ENGINE)) >= 0);

    // The options of Tavleya's own engine, from its option lines: the hash
    // size set is kept and sent to it when it plays.
    QTimer poll;
    bool seen = false, ownOptionsHidden = false;
    QObject::connect(&poll, &QTimer::timeout, [&] {
        auto* options = qobject_cast<EngineOptionsDialog*>(QApplication::activeModalWidget());
        if (!options) return;
        seen = true;
        ownOptionsHidden = !options->findChild<QWidget*>(QStringLiteral("Skill Level")) &&
                           !options->findChild<QWidget*>(QStringLiteral("UCI_Variant"));
        if (auto* hash = options->findChild<QSpinBox*>(QStringLiteral("Hash"))) hash->setValue(32);
        options->accept();
    });
    poll.start(20);
    dialog.editOptions(0);
    poll.stop();
    QVERIFY(seen);
    QVERIFY(ownOptionsHidden);
    QCOMPARE(engines.engine(0).options.value(QStringLiteral("Hash")), QStringLiteral("32"));
    QCOMPARE(EngineListModel().engine(0).options.value(QStringLiteral("Hash")),
             QStringLiteral("32"));

    MainWindow window;
    sessionOf(window)->start(rules("classical"), std::nullopt);
    computersOf(window)->setPlayers({ComputerSide{engines.engine(0), 1}, std::nullopt});
    QTRY_COMPARE(sessionOf(window)->tree().mainLine().size(), std::size_t{1});
    QVERIFY(computersOf(window)
                ->player(Color::White)
                ->sent()
                .contains(QStringLiteral("setoption name Hash value 32")));
}

void TestComputerPlay::aHintIsShownAndWrittenDown() {
    // Between people a hint needs their agreement; against the computer the
    // person may ask. The game's engine (Stockfish where installed, else Tavleya's) answers with a
    // legal move, drawn on the board for a while and written after the last
    // move, which can still be taken back.
    MainWindow window;
    GameSession& session = *sessionOf(window);
    session.start(rules("classical"), TimeControl::fromText("5+3").value());
    QVERIFY(session.play(legalMoves(session)[0]));
    QVERIFY(!hintOf(window)->refusal().isEmpty());
    settings::hintsBetweenPeople.write(true);
    QVERIFY(hintOf(window)->refusal().isEmpty());
    settings::hintsBetweenPeople.write(false);
    computersOf(window)->setPlayers({std::nullopt, stub()});
    QTRY_COMPARE(session.tree().mainLine().size(), std::size_t{2});
    QVERIFY(hintOf(window)->refusal().isEmpty());
    const NodeId asked = session.current();
    window.findChild<QAction*>(QStringLiteral("hint"))->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(boardOf(window)->hintArrow().has_value(), 15000);
    const std::string comment = session.tree().node(asked).commentAfter;
    QVERIFY2(comment.starts_with("Hint: "), comment.c_str());
    QVERIFY(session.rules().readMoveText(session.position(), comment.substr(6)));
    // The move played is taken back as before; a move played takes the
    // arrow away at once.
    QVERIFY(session.canTakeBack());
    QVERIFY(session.play(legalMoves(session)[0]));
    QVERIFY(!boardOf(window)->hintArrow().has_value());
    QTRY_COMPARE(session.tree().mainLine().size(), std::size_t{4});
    // Not at an earlier move, nor for the engine's side, nor after the end;
    // each refusal says why.
    window.findChild<QAction*>(QStringLiteral("back"))->trigger();
    QVERIFY(hintOf(window)->refusal().contains("last move"));
    window.findChild<QAction*>(QStringLiteral("end"))->trigger();
    QVERIFY(hintOf(window)->refusal().isEmpty());
    computersOf(window)->setPlayers({stub(), std::nullopt});
    QVERIFY(hintOf(window)->refusal().contains("computer is to move"));
    session.resign(Color::White);
    QVERIFY(hintOf(window)->refusal().contains("over"));
}

void TestComputerPlay::aGameResignedWhilePausedIsOver() {
    MainWindow window;
    GameSession& session = *sessionOf(window);
    session.start(rules("classical"), TimeControl::fromText("5+0").value());
    QVERIFY(session.play(legalMoves(session)[0]));
    QVERIFY(session.setPaused(true));
    session.resign(Color::Black);
    QVERIFY(session.over());
    QVERIFY(!session.paused());
    QCOMPARE(session.clock()->state(), ChessClock::State::Stopped);
    QVERIFY(!window.findChild<QAction*>(QStringLiteral("pauseClock"))->isChecked());
}

void TestComputerPlay::aPersonPlayingBlackSitsAtBlacksSide() {
    MainWindow window;
    NewGameChoice choice;
    choice.rules = rules("classical");
    choice.computers = {stub(), std::nullopt};
    window.startChosenGame(choice);
    QVERIFY(boardOf(window)->flipped());
    choice.computers = {std::nullopt, stub()};
    window.startChosenGame(choice);
    QVERIFY(!boardOf(window)->flipped());
}

// Against the computer the person offers on their own turn, and the offer
// goes with their next move; the engine answers by its view of the game.
void TestComputerPlay::aDrawIsOfferedBeforeTheMoveItGoesWith() {
    MainWindow window;
    GameSession& session = *sessionOf(window);
    QAction* offer = window.findChild<QAction*>(QStringLiteral("offerDraw"));
    NewGameChoice choice;
    choice.rules = rules("classical");
    choice.computers = {std::nullopt, stub()};
    window.startChosenGame(choice);
    // In the opening, before the first move: the offer waits for it, and
    // the engine, even as it judges the game, plays on.
    QTRY_VERIFY(offer->isEnabled());
    offer->trigger();
    QCOMPARE(window.statusBar()->currentMessage(),
             QStringLiteral("Your draw offer goes with your next move."));
    QVERIFY(session.play(*session.rules().readMoveText(session.position(), "e4")));
    QVERIFY(recordsDrawOffer(session.tree().node(session.tree().mainLine()[0]).commentAfter));
    // Its answer is its move, and the status line says so after it.
    QTRY_COMPARE(session.tree().mainLine().size(), std::size_t{2});
    QCOMPARE(window.statusBar()->currentMessage(),
             QStringLiteral("The computer declines the draw."));
    QVERIFY(!session.over());
    // The next move goes without one.
    QVERIFY(session.play(legalMoves(session)[0]));
    QVERIFY(!recordsDrawOffer(session.tree().node(session.tree().mainLine()[2]).commentAfter));
    QTRY_COMPARE(session.tree().mainLine().size(), std::size_t{4});

    // Past move 20, with the engine's score even: it accepts.
    choice.start = session.rules().readFen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 30").value();
    window.startChosenGame(choice);
    QVERIFY(session.play(*session.rules().readMoveText(session.position(), "Kd2")));
    QTRY_COMPARE(session.tree().mainLine().size(), std::size_t{2});
    QTRY_VERIFY(offer->isEnabled());
    offer->trigger();
    QVERIFY(!session.over());
    QVERIFY(session.play(legalMoves(session)[0]));
    QVERIFY(session.over());
    QCOMPARE(session.end().termination, Termination::DrawAgreed);
}

namespace {

// A game against the stub at level 7 (Black), one move each, saved at
// `path`: the stub listed among the engines while it is played.
void saveAGameAgainstTheStub(const QString& path) {
    // The engines a person keeps, of which the window's list is made.
    EngineListModel engines;
    QCOMPARE(engines.add(QStringLiteral(TAVLEYA_STUB_ENGINE)), QString());
    MainWindow window;
    const int row = engines.find(QStringLiteral(TAVLEYA_STUB_ENGINE));
    NewGameChoice choice;
    choice.rules = rules("classical");
    choice.time = TimeControl::fromText("5+3").value();
    choice.computers = {std::nullopt, ComputerSide{engines.engine(row), 7}};
    window.startChosenGame(choice);
    GameSession& session = *sessionOf(window);
    QVERIFY(session.play(legalMoves(session)[0]));
    QTRY_COMPARE(session.tree().mainLine().size(), std::size_t{2});
    QCOMPARE(documentOf(window)->saveGame(path), QString());
    QVERIFY(engines.remove(row));
}

QByteArray fileText(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

}  // namespace

// Saved in the middle of a game against the computer and opened again: the
// same engine at the same level plays on when the person moves.
void TestComputerPlay::aGameReadBackIsPlayedOnAgainstItsEngine() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("against-the-stub.pgn"));
    saveAGameAgainstTheStub(path);
    const QByteArray text = fileText(path);
    for (const char* tag : {"[WhiteType \"human\"]", "[BlackType \"program\"]",
                            "[BlackEngine \"Stub\"]", "[BlackLevel \"7\"]"})
        QVERIFY2(text.contains(tag), text.constData());
    QVERIFY(!text.contains("WhiteEngine"));

    EngineListModel engines;
    QCOMPARE(engines.add(QStringLiteral(TAVLEYA_STUB_ENGINE)), QString());
    MainWindow window;
    QCOMPARE(documentOf(window)->openFile(path), QString());
    GameSession& session = *sessionOf(window);
    QTRY_COMPARE(session.tree().mainLine().size(), std::size_t{2});
    ComputerPlayer* black = computersOf(window)->player(Color::Black);
    QVERIFY(black);
    QCOMPARE(black->who().engine.name, QStringLiteral("Stub"));
    QCOMPARE(black->who().level, 7);
    QVERIFY(!computersOf(window)->player(Color::White));
    QVERIFY(!boardOf(window)->flipped());
    // The person resumes the game and moves; the engine answers.
    QVERIFY(session.setPaused(false));
    QVERIFY(!presenterOf(window)->movesAllowed() ||
            session.position().sideToMove() == Color::White);
    QVERIFY(session.play(legalMoves(session)[0]));
    QTRY_COMPARE(session.tree().mainLine().size(), std::size_t{4});
    QVERIFY(engines.remove(engines.find(QStringLiteral(TAVLEYA_STUB_ENGINE))));
}

void TestComputerPlay::aMissingEngineIsReplacedAsThePlayerChooses_data() {
    QTest::addColumn<QString>("answer");
    QTest::newRow("another engine") << "otherEngine";
    QTest::newRow("a person") << "personInstead";
}

// The engine that played is no longer installed: the player is told which
// it was, and Tavleya's own engine plays on at the same level, or a person.
void TestComputerPlay::aMissingEngineIsReplacedAsThePlayerChooses() {
    QFETCH(QString, answer);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("against-the-stub.pgn"));
    saveAGameAgainstTheStub(path);
    MainWindow window;
    const QByteArray button = answer.toLatin1();  // the answerer keeps a pointer to it
    BoxAnswerer answerer(button.constData());
    QCOMPARE(documentOf(window)->openFile(path), QString());
    QTRY_COMPARE(sessionOf(window)->tree().mainLine().size(), std::size_t{2});
    QTRY_VERIFY(!answerer.said.isEmpty());
    QCOMPARE(answerer.said,
             QStringLiteral("Black was played by Stub, which is not among the engines here."));
    ComputerPlayer* black = computersOf(window)->player(Color::Black);
    if (answer == QLatin1String("personInstead")) {
        QVERIFY(!black);
        return;
    }
    QVERIFY(black);
    // The engine the list offers for the game: one made for it if this
    // machine has one installed, else Tavleya's own.
    EngineListModel engines;
    engines.waitForInstalled();
    const int offered = engines.defaultFor(sessionOf(window)->rules());
    QVERIFY(offered >= 0);
    QCOMPARE(black->who().engine.program, engines.engine(offered).program);
    QCOMPARE(black->who().level, 7);
}

TAVLEYA_GUI_TEST_MAIN(TestComputerPlay)
#include "test_computer_play.moc"
