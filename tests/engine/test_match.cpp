// The match runner's parts: the score and its Elo, and games against
// engines that misbehave (an illegal move, silence, a program that is not
// an engine), each judged, none hanging the runner.

#include <QtTest>

#include "match/match_game.h"
#include "match/match_score.h"
#include "match/sequential_test.h"
#include "ruleset_registry.h"

using namespace tavleya;
using namespace tavleya::match;

namespace {

// A stand-in engine written in the shell: answers the handshake, then
// plays `move` whatever the position.
EngineSpec scripted(const std::string& name, const std::string& move) {
    const std::string script =
        "while read l; do case \"$l\" in uci) echo uciok;; isready) echo "
        "readyok;; go*) " +
        move + ";; quit) exit;; esac; done";
    return {name, {"sh", "-c", script}, {}};
}

GameSetup classicalGame(const char* control) {
    auto rules = builtinRulesets().create("classical").value();
    return {rules, rules->startPosition(), {}, TimeControl::fromText(control).value(), 1};
}

}  // namespace

class TestMatch : public QObject {
    Q_OBJECT

private slots:
    void scoreAndElo();
    void theSequentialTestWeighsTheScore();
    void theSequentialTestReadsItsHypotheses();
    void anIllegalMoveLoses();
    void noMoveWhereTheRulesGoOnLoses();
    void aSilentEngineLosesOnTime();
    void anEngineAtTimeOddsHasItsOwnClock();
    void anEndOfTheRulesIsSaidInWords();
    void theRulesOptionsReachTheEngines();
    void aProgramThatIsNoEngineIsReported();
    void aProgramThatDoesNotExistIsSaidAtOnce();
    void aBareBestmoveIsNoMove();
};

void TestMatch::scoreAndElo() {
    MatchScore even{10, 0, 10};
    QCOMPARE(even.fraction(), 0.5);
    QVERIFY(std::abs(even.elo()) < 1e-9);
    MatchScore threeQuarters{15, 0, 5};
    QVERIFY(std::abs(threeQuarters.elo() - 190.85) < 0.1);  // 400 log10(3)
    QVERIFY(threeQuarters.eloLow() < threeQuarters.elo());
    QVERIFY(threeQuarters.eloHigh() > threeQuarters.elo());
    QVERIFY(QString::fromStdString(threeQuarters.summary()).startsWith("15 W / 0 D / 5 L: 75.0%"));
}

void TestMatch::theSequentialTestWeighsTheScore() {
    const SequentialTest test = SequentialTest::fromText("0,50").value();
    // The bounds at 5% each way: ln(0.05 / 0.95) and its negative.
    QVERIFY(std::abs(test.lowerBound() + 2.944) < 1e-3);
    QVERIFY(std::abs(test.upperBound() - 2.944) < 1e-3);
    // Ratios worked out apart from this code (each hypothesis's likeliest
    // chances found by a golden-section search over the draw rate): a clear
    // lead decides for H1, a clear deficit for H0, a lead short of the 50 Elo
    // in view leaves it open, and so do four straight wins, which an even
    // match gives one time in sixteen.
    const MatchScore clear{60, 20, 20}, even{20, 10, 20}, slight{90, 40, 70}, streak{4, 0, 0};
    const MatchScore behind{20, 10, 60};
    QVERIFY(std::abs(test.logLikelihoodRatio(clear) - 5.9556) < 1e-3);
    QVERIFY(std::abs(test.logLikelihoodRatio(even) + 0.6446) < 1e-3);
    QVERIFY(std::abs(test.logLikelihoodRatio(slight) - 1.0183) < 1e-3);
    QVERIFY(std::abs(test.logLikelihoodRatio(behind) + 7.4869) < 1e-3);
    QVERIFY(std::abs(test.logLikelihoodRatio(streak) - 0.5344) < 1e-3);
    QVERIFY(std::abs(test.logLikelihoodRatio(MatchScore{0, 5, 0}) + 0.7702) < 1e-3);
    QCOMPARE(test.verdict(clear), SequentialTest::Verdict::H1);
    QCOMPARE(test.verdict(slight), SequentialTest::Verdict::Undecided);
    QCOMPARE(test.verdict(streak), SequentialTest::Verdict::Undecided);
    QCOMPARE(test.verdict(behind), SequentialTest::Verdict::H0);
    QCOMPARE(test.logLikelihoodRatio(MatchScore{}), 0.0);
    QCOMPARE(test.summary(clear), std::string("SPRT 0..50: LLR 5.96 (-2.94, 2.94): H1, stronger by "
                                              "50 or more"));
}

void TestMatch::theSequentialTestReadsItsHypotheses() {
    const auto strict = SequentialTest::fromText("-10, 30, 0.01, 0.1");
    QVERIFY(strict.has_value());
    QCOMPARE(strict->elo0, -10.0);
    QCOMPARE(strict->elo1, 30.0);
    QCOMPARE(strict->falseH1, 0.01);
    QCOMPARE(strict->falseH0, 0.1);
    QVERIFY(std::abs(strict->upperBound() - std::log(0.9 / 0.01)) < 1e-9);
    for (const char* bad :
         {"", "50", "50,0", "0,50,0.05", "0,50,0.6,0.05", "0,50,0,0.05", "0;50", "0,50 x"})
        QVERIFY2(!SequentialTest::fromText(bad), bad);
}

void TestMatch::anIllegalMoveLoses() {
    std::string error;
    const GameRecord record =
        playGame(scripted("Wrong", "echo bestmove e2e5"), scripted("Right", "echo bestmove e7e5"),
                 classicalGame("1+0"), error);
    QCOMPARE(error, std::string());
    QCOMPARE(record.outcome, Outcome::BlackWins);
    QCOMPARE(record.reason, std::string("illegal move e2e5"));
    QCOMPARE(record.pgn.result, std::string("0-1"));
}

void TestMatch::noMoveWhereTheRulesGoOnLoses() {
    // "(none)" where moves remain: the game is lost, and said so.
    std::string error;
    const GameRecord record =
        playGame(scripted("None", "echo 'bestmove (none)'"),
                 scripted("Right", "echo bestmove e7e5"), classicalGame("1+0"), error);
    QCOMPARE(error, std::string());
    QCOMPARE(record.outcome, Outcome::BlackWins);
    QCOMPARE(record.reason, std::string("no move given (bestmove (none)) where the rules go on"));
}

void TestMatch::aSilentEngineLosesOnTime() {
    // White answers; Black never does, and its 2 s (and the grace) run out.
    std::string error;
    const GameRecord record = playGame(scripted("Quick", "echo bestmove e2e4"),
                                       scripted("Silent", "true"), classicalGame("2s"), error);
    QCOMPARE(error, std::string());
    QCOMPARE(record.outcome, Outcome::WhiteWins);
    QCOMPARE(record.pgn.tree.mainLine().size(), std::size_t{1});
}

void TestMatch::anEngineAtTimeOddsHasItsOwnClock() {
    // The game gives each side 60 s; Black's own clock is 1 s, so its
    // silence loses within seconds rather than a minute.
    EngineSpec silent = scripted("Silent", "true");
    silent.control = TimeControl::fromText("1s").value();
    QElapsedTimer timer;
    timer.start();
    std::string error;
    const GameRecord record =
        playGame(scripted("Quick", "echo bestmove e2e4"), silent, classicalGame("60s"), error);
    QCOMPARE(error, std::string());
    QCOMPARE(record.outcome, Outcome::WhiteWins);
    QVERIFY(timer.elapsed() < 30'000);
    const auto tag = [&](const std::string& name) {
        for (const PgnTag& t : record.pgn.tags)
            if (t.name == name) return t.value;
        return std::string("(none)");
    };
    QCOMPARE(tag("WhiteTimeControl"), std::string("60"));
    QCOMPARE(tag("BlackTimeControl"), std::string("1"));
    QCOMPARE(tag("TimeControl"), std::string("(none)"));
}

void TestMatch::anEndOfTheRulesIsSaidInWords() {
    // The king takes the last piece on the board: a dead position.
    GameSetup setup = classicalGame("1+0");
    setup.start = setup.rules->readFen("7k/8/8/8/8/8/1p6/K7 w - - 0 1").value();
    std::string error;
    const GameRecord record = playGame(scripted("Taker", "echo bestmove a1b2"),
                                       scripted("Idle", "echo bestmove h8g8"), setup, error);
    QCOMPARE(error, std::string());
    QCOMPARE(record.outcome, Outcome::Draw);
    QCOMPARE(record.reason, std::string("dead position"));
}

void TestMatch::theRulesOptionsReachTheEngines() {
    // Shatranj's historical ends: taking Black's last piece wins at once.
    // The engine offers the option by its name and, only when it is told
    // the option is on, takes the pawn (otherwise it answers an illegal move).
    const RulesetOptions historical{{"shatranj.historicalEnd", "on"}};
    auto rules = builtinRulesets().create("shatranj", historical).value();
    const std::string script =
        "on=0; while read l; do case \"$l\" in uci) echo 'option name UCI_Variant type combo "
        "default shatranj var shatranj'; echo 'option name shatranj.historicalEnd type combo "
        "default off var on var off'; echo uciok;; 'setoption name "
        "shatranj.historicalEnd value on') on=1;; isready) echo readyok;; go*) if [ $on = 1 ]; "
        "then echo bestmove a1a7; else echo bestmove e2e5; fi;; quit) exit;; esac; done";
    const GameSetup setup{rules, rules->readFen("4k3/p7/8/8/8/8/8/R3K3 w - - 0 1").value(),
                          {},    TimeControl::fromText("1+0").value(),
                          1,     historical};
    std::string error;
    EngineSpec idle = scripted("Idle", "echo bestmove e8d8");
    idle.command.back().insert(0, "echo 'option name UCI_Variant type combo var shatranj'; ");
    const GameRecord record = playGame({"Told", {"sh", "-c", script}, {}}, idle, setup, error);
    QCOMPARE(error, std::string());
    QCOMPARE(record.reason, std::string("bare king"));
    QCOMPARE(record.outcome, Outcome::WhiteWins);
    QCOMPARE(record.pgn.tag("RuleOptions"), std::string("shatranj.historicalEnd=on"));
}

void TestMatch::aProgramThatIsNoEngineIsReported() {
    std::string error;
    playGame({"Nothing", {"true"}, {}}, scripted("Right", "echo bestmove e7e5"),
             classicalGame("1+0"), error);
    QCOMPARE(error, std::string("Nothing: ended without answering uci"));
}

void TestMatch::aProgramThatDoesNotExistIsSaidAtOnce() {
    std::string error;
    playGame({"Missing", {"/nonexistent/engine"}, {}}, scripted("Right", "echo bestmove e7e5"),
             classicalGame("1+0"), error);
    QCOMPARE(error, std::string("Missing: cannot be started: No such file or directory"));
}

void TestMatch::aBareBestmoveIsNoMove() {
    std::string error;
    const GameRecord record =
        playGame(scripted("Bare", "echo bestmove"), scripted("Right", "echo bestmove e7e5"),
                 classicalGame("1+0"), error);
    QCOMPARE(error, std::string());
    QCOMPARE(record.outcome, Outcome::BlackWins);
    QCOMPARE(record.reason, std::string("no move given (bestmove)"));
}

QTEST_APPLESS_MAIN(TestMatch)
#include "test_match.moc"
