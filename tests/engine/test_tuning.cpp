// Evaluation weights as data and the tuner that fits them: the weight file
// names every weight the chess evaluation has, the shipped evaluation is
// the one its weights build, every weight moves the evaluation of some
// position; the positions collected from games are quiet, out of the
// opening and carry their game's result; a bad positions file is named by
// line; and a fit lowers the error it measures.

#include <QTemporaryFile>
#include <QtTest>
#include <sstream>

#include "evaluation_registry.h"
#include "evaluations/chess_terms.h"
#include "ruleset_registry.h"
#include "tuning/texel_tuner.h"
#include "tuning/training_positions.h"

using namespace tavleya;
using namespace tavleya::engine;

namespace {

const char* const kPositions[] = {
    // Middlegames with pawns, files and attacks on both kings.
    "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N2N2/PP2BPPP/R1BQ1RK1 w - - 0 9",
    "r4rk1/1bq1bppp/p2ppn2/1p6/3NPP2/1BN1B3/PPPQ2PP/2KR3R w - - 0 13",
    "2r3k1/pp3ppp/3p4/3P4/2P5/8/PP1Q1PPP/R5K1 w - - 0 25",
    "r2q1rk1/ppp2ppp/2n5/3Q4/8/2N1B3/PPP2PPP/R4RK1 w - - 0 12",
    "6k1/5p1p/4p1p1/2Pp4/3P4/4PqP1/5P1P/2Q3K1 b - - 0 35",
    "r1b1k2r/pp1n1ppp/2p1p3/q7/1bPP4/2N1BN2/PP1Q1PPP/R3KB1R w KQkq - 0 10",
    "3rr1k1/1p3ppp/p1n5/2bq4/8/P1NB1Q2/1P3PPP/R4RK1 w - - 0 18",
    "8/5pk1/6p1/1P2P3/8/5K2/8/8 w - - 0 50",
    "4k3/1pp5/p7/P1PP4/8/8/5K2/8 w - - 0 40",
    "r3kbnr/pPp2ppp/8/8/8/8/1PPP1PPP/RNBQKBNR w KQkq - 0 8",
    "2kr3r/ppp2ppp/8/8/8/8/PP3PPP/2KR3R w - - 0 20",
    // Material that is not matched on the other side.
    "r2qk2r/ppp2ppp/8/8/8/8/PPP2PPP/2NQKB2 w kq - 0 20",
    "3qk3/pp6/8/8/8/8/6PP/2N1KB2 w - - 0 40",
    // Pieces bearing on a king: a knight and a queen, a bishop and a rook.
    "r1b2rk1/ppp2ppp/8/6NQ/8/8/PPP2PPP/R1B2RK1 w - - 0 15",
    "r1b2rk1/ppp3pp/8/8/8/3B4/PPP3PP/R4RK1 w - - 0 15",
    "r4rk1/ppp3pp/8/6NQ/8/3B4/PPP3PP/R4RK1 w - - 0 15",
    // Passed pawns on every rank.
    "7k/P7/1P6/2P5/3P4/4P3/5P2/4K3 w - - 0 40",
    "r4rk1/pp3ppp/8/8/8/8/PP4PP/R4RK1 w - - 0 20",
};

std::string dataPath(const char* relative) {
    return std::string(TAVLEYA_TEST_DATA) + "/" + relative;
}

}  // namespace

class TestTuning : public QObject {
    Q_OBJECT

private slots:
    void weightFileNamesEveryWeight();
    void shippedEvaluationIsBuiltFromItsWeights();
    void everyWeightMovesSomeEvaluation();
    void collectedPositionsAreQuietAndCarryTheResult();
    void badPositionLinesAreNamed();
    void fittingLowersTheError();
};

void TestTuning::weightFileNamesEveryWeight() {
    const EvaluationRegistry registry = builtinEvaluations();
    for (const char* key : {"classical", "chess960", "secret-setup"}) {
        const auto* tunable = registry.tunable(key);
        QVERIFY2(tunable, key);
        ChessTerms terms;
        QVERIFY(ChessTerms::assign(terms, tunable->shipped));
    }
    // Games whose evaluation keeps its weights in code have none as data.
    QVERIFY(!registry.tunable("tavreli"));
    // A weight left out, or one the evaluation does not have, is caught.
    std::vector<NamedWeight> weights = registry.tunable("classical")->shipped;
    ChessTerms terms;
    weights.pop_back();
    QVERIFY(!ChessTerms::assign(terms, weights));
    weights.push_back({"no-such-weight", 1});
    QVERIFY(!ChessTerms::assign(terms, weights));
}

void TestTuning::shippedEvaluationIsBuiltFromItsWeights() {
    const EvaluationRegistry registry = builtinEvaluations();
    const auto rules = builtinRulesets().create("classical").value();
    const auto shipped = registry.create("classical");
    const auto* tunable = registry.tunable("classical");
    const auto built = tunable->build(tunable->shipped);
    std::vector<NamedWeight> changed = tunable->shipped;
    changed.front().value += 100;  // the pawn's middlegame worth
    const auto other = tunable->build(changed);
    bool differs = false;
    for (const char* fen : kPositions) {
        const Position position = rules->readFen(fen).value();
        QCOMPARE(shipped->evaluate(position), built->evaluate(position));
        differs = differs || other->evaluate(position) != shipped->evaluate(position);
    }
    QVERIFY(differs);
}

void TestTuning::everyWeightMovesSomeEvaluation() {
    const auto rules = builtinRulesets().create("classical").value();
    const EvaluationRegistry registry = builtinEvaluations();
    const auto* tunable = registry.tunable("classical");
    const auto shipped = tunable->build(tunable->shipped);
    for (std::size_t w = 0; w < tunable->shipped.size(); ++w) {
        bool moved = false;
        // Up and down by enough to show through the integer arithmetic of
        // every term, and past a ceiling.
        for (const int value :
             {tunable->shipped[w].value * 3 + 40, tunable->shipped[w].value / 4}) {
            std::vector<NamedWeight> changed = tunable->shipped;
            changed[w].value = value;
            const auto other = tunable->build(changed);
            for (const char* fen : kPositions) {
                const Position position = rules->readFen(fen).value();
                moved = moved || other->evaluate(position) != shipped->evaluate(position);
            }
        }
        QVERIFY2(moved, std::string(tunable->shipped[w].name).c_str());
    }
}

void TestTuning::collectedPositionsAreQuietAndCarryTheResult() {
    const auto rules = builtinRulesets().create("classical").value();
    const auto evaluation = builtinEvaluations().create("classical");
    tuning::PositionCollector collector(*rules, *evaluation, {16, 1});
    std::string error;
    QVERIFY2(collector.addFile(dataPath("pgn/pgn-extract/fischer.pgn"), error), error.c_str());
    QVERIFY(collector.games() >= 30);
    QVERIFY(collector.positions() > 300);
    std::stringstream text;
    collector.write(text);
    auto read = tuning::readTrainingPositions(text, *rules);
    QVERIFY(read);
    QCOMPARE(static_cast<std::int64_t>(read.value().size()), collector.positions());
    int wins = 0, losses = 0, draws = 0;
    for (const tuning::TrainingPosition& p : read.value()) {
        QVERIFY(!rules->inCheck(p.position));
        QVERIFY(p.position.fullmoveNumber() > 8);  // the first 16 plies skipped
        wins += p.result == 1.0;
        losses += p.result == 0.0;
        draws += p.result == 0.5;
    }
    QVERIFY(wins > 0 && losses > 0 && draws > 0);

    // Sampling keeps fewer, and a file that is not there is named.
    tuning::PositionCollector sampled(*rules, *evaluation, {16, 8});
    QVERIFY(sampled.addFile(dataPath("pgn/pgn-extract/fischer.pgn"), error));
    QVERIFY(sampled.positions() < collector.positions() / 4);
    QVERIFY(!sampled.addFile(dataPath("no-such.pgn"), error));
    QVERIFY(!error.empty());
}

void TestTuning::badPositionLinesAreNamed() {
    const auto rules = builtinRulesets().create("classical").value();
    std::stringstream noResult(std::string(kPositions[0]) + ";1\n" + kPositions[1] + "\n");
    auto read = tuning::readTrainingPositions(noResult, *rules);
    QVERIFY(!read);
    QVERIFY2(read.error().message.starts_with("line 2:"), read.error().message.c_str());
    std::stringstream badResult(std::string(kPositions[0]) + ";1-0\n");
    read = tuning::readTrainingPositions(badResult, *rules);
    QVERIFY(!read);
    QVERIFY(read.error().message.find("1-0") != std::string::npos);
    std::stringstream badFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w - - 0 1;0.5\n");
    QVERIFY(!tuning::readTrainingPositions(badFen, *rules));
}

void TestTuning::fittingLowersTheError() {
    const auto rules = builtinRulesets().create("classical").value();
    const EvaluationRegistry registry = builtinEvaluations();
    const auto evaluation = registry.create("classical");
    tuning::PositionCollector collector(*rules, *evaluation, {16, 1});
    std::string error;
    QVERIFY(collector.addFile(dataPath("pgn/pgn-extract/fischer.pgn"), error));
    std::stringstream text;
    collector.write(text);
    const auto data = tuning::readTrainingPositions(text, *rules).value();
    const auto* tunable = registry.tunable("classical");
    tuning::TexelTuner tuner(*tunable, data, 2);
    const double k = tuner.fitScale();
    QVERIFY(k > 0.1 && k < 3.0);
    const double before = tuner.error(tunable->shipped, k);
    // The scale found is a minimum: a little either side is worse.
    QVERIFY(tuner.error(tunable->shipped, k * 1.2) > before);
    QVERIFY(tuner.error(tunable->shipped, k / 1.2) > before);
    int passes = 0;
    const auto fitted = tuner.tune(k, 8, 2, [&](const tuning::TexelTuner::Progress&) { ++passes; });
    QCOMPARE(passes, 2);
    QCOMPARE(fitted.size(), tunable->shipped.size());
    QVERIFY(tuner.error(fitted, k) < before);
}

QTEST_GUILESS_MAIN(TestTuning)
#include "test_tuning.moc"
