// The engine's UCI conversation: every command, a game of each variant by
// the protocol, and bad input answered, not crashed on; and the time
// manager, which must never let the flag fall.

#include <QRegularExpression>
#include <QtTest>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <set>

#include "ruleset_registry.h"
#include "skill_level.h"
#include "time_manager.h"
#include "uci/uci_arrangement.h"
#include "uci/uci_messages.h"
#include "uci/uci_move_text.h"
#include "uci_engine.h"

using namespace tavleya;
using namespace tavleya::engine;
using namespace tavleya::uci;

namespace {

// An engine and everything it said.
struct Conversation {
    Conversation()
        : engine("Tavleya test", [this](const std::string& line) {
              const std::lock_guard lock(mutex);
              lines.push_back(line);
              if (line.starts_with("bestmove")) {
                  ++answers;
                  answered.notify_all();
              }
          }) {}

    // Sends lines and, if they start a search, waits for its answer.
    void send(std::initializer_list<const char*> input) {
        const int before = answerCount();
        bool searches = false;
        for (const char* line : input) {
            engine.handle(line);
            searches = searches || std::string_view(line).starts_with("go");
        }
        if (searches) waitForAnswer(before);
    }
    int answerCount() {
        const std::lock_guard lock(mutex);
        return answers;
    }
    // Waits until more searches have answered than `before`; a search
    // that never answers fails the test rather than hanging it.
    void waitForAnswer(int before) {
        std::unique_lock lock(mutex);
        QVERIFY2(answered.wait_for(lock, std::chrono::minutes(5), [&] { return answers > before; }),
                 "the search never answered");
    }
    QStringList said() {
        const std::lock_guard lock(mutex);
        QStringList out;
        for (const auto& l : lines) out << QString::fromStdString(l);
        lines.clear();
        return out;
    }
    // The move of the last "bestmove" line.
    QString bestMove() {
        const QStringList all = said();
        for (auto it = all.rbegin(); it != all.rend(); ++it)
            if (it->startsWith("bestmove ")) return it->mid(9);
        return {};
    }

    std::mutex mutex;
    std::condition_variable answered;
    int answers = 0;
    std::vector<std::string> lines;
    UciEngine engine;
};

// The search's info lines in `said`, read as a GUI reads them.
std::vector<UciInfo> infos(const QStringList& said) {
    std::vector<UciInfo> out;
    for (const QString& line : said) {
        const auto info = readInfoLine(line.toStdString());
        if (info && info->depth) out.push_back(*info);
    }
    return out;
}

// A score as a number that orders them: a mate in n as 100000 - n, being
// mated in n as -100000 + n.
int ordered(const UciInfo& info) {
    if (info.mateIn) return *info.mateIn > 0 ? 100000 - *info.mateIn : -100000 - *info.mateIn;
    return info.centipawns.value_or(0);
}

// The lines of the deepest iteration reported, in the order said.
std::vector<UciInfo> deepest(const std::vector<UciInfo>& all) {
    int depth = 0;
    for (const UciInfo& i : all) depth = std::max(depth, *i.depth);
    std::vector<UciInfo> out;
    for (const UciInfo& i : all)
        if (i.depth == depth) out.push_back(i);
    return out;
}

// Every iteration reported in `said` has `lines` lines, numbered in order,
// best first, on moves that differ and are legal in `fen`; the best move
// is the first line's of the last iteration.
void checkLines(const QStringList& said, const char* fen, int lines) {
    const std::vector<UciInfo> all = infos(said);
    QVERIFY(!all.empty());
    const auto rules = builtinRulesets().create("classical").value();
    const Position position = rules->readFen(fen).value();
    for (int depth = 1; depth <= *deepest(all).front().depth; ++depth) {
        std::vector<UciInfo> iteration;
        for (const UciInfo& i : all)
            if (i.depth == depth) iteration.push_back(i);
        QCOMPARE(static_cast<int>(iteration.size()), lines);
        std::vector<std::string> firsts;
        for (int k = 0; k < lines; ++k) {
            const UciInfo& info = iteration[static_cast<std::size_t>(k)];
            QCOMPARE(info.multiPv, k + 1);
            QVERIFY(info.hasScore() && !info.pv.empty());
            QVERIFY2(readEngineMove(*rules, position, info.pv[0]).has_value(), info.pv[0].data());
            QVERIFY2(std::find(firsts.begin(), firsts.end(), info.pv[0]) == firsts.end(),
                     qPrintable(said.join('\n')));
            firsts.push_back(info.pv[0]);
            if (k > 0)
                QVERIFY2(ordered(info) <= ordered(iteration[static_cast<std::size_t>(k) - 1]),
                         qPrintable(said.join('\n')));
            QVERIFY(info.selDepth >= 1);
            QVERIFY(info.hashFull >= 0 && info.hashFull <= 1000);
        }
    }
    QCOMPARE(said.last().toStdString(), "bestmove " + deepest(all).front().pv[0]);
}

// What the engine says when asked for `lines` lines `depth` plies deep in `fen`.
QStringList analysis(const char* fen, int lines, int depth) {
    Conversation c;
    const std::string multiPv = "setoption name MultiPV value " + std::to_string(lines);
    const std::string position = "position fen " + std::string(fen);
    const std::string go = "go depth " + std::to_string(depth);
    c.send({multiPv.c_str(), position.c_str(), go.c_str()});
    return c.said();
}

}  // namespace

class TestUci : public QObject {
    Q_OBJECT

private slots:
    void handshake();
    void aGameOfEachVariant();
    void aPlacingTurnWrittenTogether();
    void arrangesASecretHalf();
    void rulesOptions();
    void badInputIsAnswered();
    void badOptionValuesAreNamed_data();
    void badOptionValuesAreNamed();
    void aRefusedPositionIsNotSearched_data();
    void aRefusedPositionIsNotSearched();
    void nonsenseLimitsAreNamedAndBounded_data();
    void nonsenseLimitsAreNamedAndBounded();
    void goMate();
    void theEndOfInputEndsTheSearch();
    void stopAnswersAtOnce();
    void searchMoves();
    void skillLevels();
    void eloMapsOntoTheLevels();
    void eloLimitsTheSearch();
    void multiPv();
    void multiPvRanksTheCaptures();
    void multiPvBeyondTheLegalMoves();
    void multiPvWithAMate();
    void theFlagNeverFalls_data();
    void theFlagNeverFalls();
    void theOpeningLeavesTheMiddlegameItsTime();
    void aPlacingTurnSharesItsTime();
};

void TestUci::handshake() {
    Conversation c;
    c.send({"uci"});
    const QStringList said = c.said();
    QVERIFY(said.first().startsWith("id name Tavleya test"));
    QCOMPARE(said.last(), QString("uciok"));
    const QString variants = said.filter("UCI_Variant").join("");
    for (const RulesetInfo& info : builtinRulesets().list())
        QVERIFY2(variants.contains(" var " + QString::fromLatin1(info.key.data())),
                 info.key.data());
    QVERIFY(!said.filter("option name Hash type spin default 64").isEmpty());
    QVERIFY(!said.filter("option name Threads type spin default 1 min 1 max 1").isEmpty());
    // Every option reads as a GUI reads it; MultiPV offers an analysis
    // pane's worth of lines.
    std::optional<UciOption> multiPv;
    for (const QString& line : said.filter("option ")) {
        const auto option = readOptionLine(line.toStdString());
        QVERIFY2(option, qPrintable(line));
        if (option->name == "MultiPV") multiPv = option;
    }
    QVERIFY(multiPv && multiPv->type == UciOption::Type::Spin);
    QCOMPARE(multiPv->defaultValue, std::string("1"));
    QVERIFY(multiPv->min == 1 && multiPv->max >= 5);
    c.send({"isready"});
    QCOMPARE(c.said(), QStringList{"readyok"});
    c.send({"setoption name Hash value 8", "ucinewgame", "isready"});
    QCOMPARE(c.said(), QStringList{"readyok"});
    QVERIFY(c.engine.handle("debug on"));
    QVERIFY(!c.engine.handle("quit"));
}

void TestUci::rulesOptions() {
    // Every option of a variant's rules is a UCI option of that name.
    Conversation c;
    c.send({"uci"});
    const QStringList said = c.said();
    const RulesetRegistry registry = builtinRulesets();
    for (const RulesetInfo& info : registry.list())
        for (const OptionSpec& spec : *registry.options(info.key))
            QVERIFY2(said.filter(QString::fromStdString("option name " + spec.name + " type combo"))
                             .size() == 1,
                     spec.name.c_str());
    // Shatranj's historical ends make stalemating or baring the king a win:
    // the engine sees it only when told (SH-5's position a move before; a
    // rook that takes the last pawn).
    const auto winsAtOnce = [&](bool historical, const std::string& fen) {
        Conversation shatranj;
        const std::string position = "position fen " + fen;
        shatranj.send({"setoption name UCI_Variant value shatranj",
                       historical ? "setoption name shatranj.historicalEnd value on"
                                  : "setoption name shatranj.historicalEnd value off",
                       position.c_str(), "go depth 3"});
        const std::vector<UciInfo> lines = infos(shatranj.said());
        return !lines.empty() && lines.back().mateIn == 1;
    };
    for (const std::string fen :
         {"7k/4K2p/7P/8/8/8/8/8 w - - 0 1", "4k3/8/8/8/8/8/p7/R3K3 w - - 0 1"}) {
        QVERIFY2(winsAtOnce(true, fen), fen.c_str());
        QVERIFY2(!winsAtOnce(false, fen), fen.c_str());
    }
}

void TestUci::aGameOfEachVariant() {
    // Each game a few moves deep through the protocol: every reply is a
    // legal move (or placing turn) the engine's own position then accepts,
    // at full strength by nodes and then at every weaker level on a
    // quick clock, where looks are cut short part way.
    for (const RulesetInfo& info : builtinRulesets().list()) {
        Conversation c;
        const std::string variant = "setoption name UCI_Variant value " + std::string(info.key);
        c.send({variant.c_str()});
        QCOMPARE(c.said(), QStringList());
        const auto rules = builtinRulesets().create(info.key).value();
        Position position = rules->startPosition();
        std::string moves = "position startpos moves";
        constexpr int kFullStrengthPlies = 12;
        for (int ply = 0; ply < kFullStrengthPlies + kStrongestLevel; ++ply) {
            if (ply < kFullStrengthPlies) {
                c.send({moves.c_str(), "go nodes 3000"});
            } else {
                const std::string level =
                    "setoption name Skill Level value " + std::to_string(ply - kFullStrengthPlies);
                c.send({level.c_str(), moves.c_str(), "go wtime 1500 btime 1500 winc 10 binc 10"});
            }
            const QString best = c.bestMove();
            if (best == "(none)") break;
            const auto turn = readEngineMoves(*rules, position, best.toStdString());
            QVERIFY2(turn.has_value(),
                     qPrintable(QString::fromLatin1(info.key.data()) + ": " + best));
            for (Move move : *turn) position = rules->play(position, move);
            moves += " " + best.toStdString();
        }
    }
}

void TestUci::aPlacingTurnWrittenTogether() {
    // A Kingchess turn of three placements as one word: the engine plays on
    // from the position after all three, Black to move, and answers in the
    // same form.
    Conversation c;
    c.send({"setoption name UCI_Variant value kingchess"});
    const auto rules = builtinRulesets().create("kingchess").value();
    Position position = rules->startPosition();
    for (const char* token : {"K@e1,", "Q@d1,", "P@d2"}) {
        const auto move = readEngineMove(*rules, position, token);
        QVERIFY2(move.has_value(), token);
        position = rules->play(position, *move);
    }
    QCOMPARE(position.sideToMove(), Color::Black);
    // Its answer is Black's whole turn, however many placements: after it
    // White is to move.
    c.send({"position startpos moves K@e1,Q@d1,P@d2", "go depth 1"});
    const QString best = c.bestMove();
    const auto turn = readEngineMoves(*rules, position, best.toStdString());
    QVERIFY2(turn.has_value(), qPrintable(best));
    for (Move move : *turn) position = rules->play(position, move);
    QCOMPARE(position.sideToMove(), Color::White);
    // A second king in the same turn is named as the move refused.
    c.send({"position startpos moves K@e1,K@e2"});
    QCOMPARE(c.said(),
             QStringList{"info string illegal move 'K@e2': no position until a good one is given"});
}

void TestUci::arrangesASecretHalf() {
    // Tavleya's own "arrange": one line, a half the rules accept, a new one
    // each time.
    Conversation c;
    c.send({"setoption name UCI_Variant value secret-setup"});
    const auto rules = builtinRulesets().create("secret-setup").value();
    for (Color side : {Color::White, Color::Black}) {
        std::set<QString> distinct;
        for (int time = 0; time < 8; ++time) {
            c.send({side == Color::White ? "arrange white" : "arrange black"});
            const QStringList said = c.said();
            QCOMPARE(said.size(), 1);
            const auto half = readArrangementLine(*rules, side, said[0].toStdString());
            QVERIFY2(half.ok(), qPrintable(said[0]));
            QCOMPARE(half->size(), std::size_t{16});
            distinct.insert(said[0]);
        }
        QVERIFY(distinct.size() > 1);
    }
    c.send({"arrange red"});
    QCOMPARE(c.said(),
             QStringList{"info string arrange needs a side: arrange white, or arrange black"});
    c.send({"setoption name UCI_Variant value classical", "arrange white"});
    QCOMPARE(c.said(), QStringList{"info string classical has no arrangement: its pieces start "
                                   "where they stand"});
}

void TestUci::badInputIsAnswered() {
    Conversation c;
    c.send({"position fen not a position"});
    QVERIFY(c.said().first().startsWith("info string bad position"));
    c.send({"position startpos moves e2e4 e2e4"});
    QCOMPARE(c.said(),
             QStringList{"info string illegal move 'e2e4': no position until a good one is given"});
    c.send({"position", "setoption name Hash value lots", "setoption name Nonsense value 1",
            "setoption name UCI_Variant value chess-on-mars", "frobnicate"});
    const QStringList said = c.said();
    QCOMPARE(said.size(), 5);
    for (const QString& line : said) QVERIFY2(line.startsWith("info string"), qPrintable(line));
    // A good position is taken again.
    c.send({"position startpos moves e2e4", "go depth 2"});
    QVERIFY(!c.bestMove().isEmpty());
    // A word of go's that cannot be used is named, and the rest still are.
    c.send({"go wtime banana depth 1"});
    QStringList searched = c.said();
    QVERIFY2(searched.contains("info string go: wtime needs a number, not 'banana'"),
             qPrintable(searched.join('\n')));
    QCOMPARE(searched.filter("info string").size(), 1);
    QVERIFY(searched.last().startsWith("bestmove "));
    c.send({"go perft 3 depth 1"});
    searched = c.said();
    QCOMPARE(searched.filter("info string"), QStringList{"info string go: unknown word 'perft'"});
    QVERIFY(searched.last().startsWith("bestmove "));
    QCOMPARE(infos(searched).back().depth, std::optional<int>(1));
}

void TestUci::aRefusedPositionIsNotSearched_data() {
    QTest::addColumn<QString>("refused");
    QTest::newRow("no kings") << "position fen 8/8/8/8/8/8/8/8 w - - 0 1";
    QTest::newRow("an illegal move") << "position startpos moves e2e4 e7e5 e4e5";
    QTest::newRow("neither startpos nor fen") << "position somewhere";
}

void TestUci::aRefusedPositionIsNotSearched() {
    // After a refused position the engine has none: go answers the null
    // move, not a move of the position before.
    QFETCH(QString, refused);
    Conversation c;
    c.send({"position startpos moves d2d4", refused.toUtf8().constData(), "go depth 3"});
    const QStringList said = c.said();
    QVERIFY2(said.contains("info string no position: the last one was refused"),
             qPrintable(said.join('\n')));
    QCOMPARE(said.last(), QStringLiteral("bestmove 0000"));
    QVERIFY(infos(said).empty());
    c.send({"position startpos", "go depth 1"});
    QVERIFY(readEngineMove(*builtinRulesets().create("classical").value(),
                           builtinRulesets().create("classical").value()->startPosition(),
                           c.bestMove().toStdString()));
}

void TestUci::nonsenseLimitsAreNamedAndBounded_data() {
    QTest::addColumn<QString>("go");
    QTest::addColumn<QString>("named");
    QTest::newRow("a word for a number") << "go wtime abc"
                                         << "info string go: wtime needs a number, not 'abc'";
    QTest::newRow("a word go does not have") << "go perft 3"
                                             << "info string go: unknown word 'perft'";
    QTest::newRow("a movetime past 64 bits")
        << "go movetime 99999999999999999999"
        << "info string go: movetime 99999999999999999999 is more than it can be; 86400000 is used";
    QTest::newRow("a clock past 64 bits")
        << "go wtime 99999999999999999999 btime 1"
        << "info string go: wtime 99999999999999999999 is more than it can be; 86400000 is used";
    QTest::newRow("a depth past the deepest")
        << "go depth 1000"
        << "info string go: depth 1000 is more than it can be; 64 is used";
}

void TestUci::nonsenseLimitsAreNamedAndBounded() {
    QFETCH(QString, go);
    QFETCH(QString, named);
    Conversation c;
    c.engine.handle("position startpos");
    c.engine.handle(go.toUtf8().constData());
    // What could not be used is said before the search starts.
    const QStringList before = c.said();
    QVERIFY2(before.contains(named), qPrintable(before.join('\n')));
    // A go none of whose words could be read searches a short while and
    // ends by itself; the others are stopped.
    if (before.contains("info string go: nothing could be read; searching 1000 ms"))
        c.waitForAnswer(0);
    else
        c.engine.handle("stop");
    QVERIFY(!c.bestMove().isEmpty());
}

void TestUci::goMate() {
    // Mate in two is three plies: searched that deep and no deeper.
    Conversation c;
    c.send({"position fen 7k/8/5K2/8/8/8/8/1Q6 w - - 0 1", "go mate 2"});
    const QStringList said = c.said();
    const std::vector<UciInfo> lines = infos(said);
    QVERIFY(!lines.empty());
    QCOMPARE(lines.back().depth, std::optional<int>(3));
    QCOMPARE(lines.back().mateIn, std::optional<int>(2));
    QVERIFY(said.last().startsWith("bestmove "));
}

void TestUci::theEndOfInputEndsTheSearch() {
    // With nobody left to tell it to stop, a search that would wait for
    // that is stopped and answers; one with a limit has a moment to finish.
    Conversation c;
    c.engine.handle("position startpos");
    c.engine.handle("go infinite");
    c.engine.endOfInput();
    QVERIFY(!c.bestMove().isEmpty());
    c.engine.handle("go");
    c.engine.endOfInput();
    QVERIFY(!c.bestMove().isEmpty());
    c.engine.handle("go depth 5");
    c.engine.endOfInput();
    const QStringList said = c.said();
    QCOMPARE(deepest(infos(said)).front().depth, std::optional<int>(5));
    QVERIFY(said.last().startsWith("bestmove "));
    // A limit that would take hours ends with the input too (a moment
    // later), and answers.
    c.engine.handle("go depth 60");
    c.engine.endOfInput();
    QVERIFY(!c.bestMove().isEmpty());
}

void TestUci::badOptionValuesAreNamed_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("value");
    QTest::newRow("spin out of range") << "Skill Level"
                                       << "21";
    QTest::newRow("spin below range") << "Skill Level"
                                      << "-1";
    QTest::newRow("spin as text") << "Skill Level"
                                  << "weak";
    QTest::newRow("spin with a tail") << "Skill Level"
                                      << "5x";
    QTest::newRow("spin without a value") << "Skill Level"
                                          << "";
    QTest::newRow("a second thread") << "Threads"
                                     << "2";
    QTest::newRow("check as text") << "UCI_Chess960"
                                   << "maybe";
    QTest::newRow("no lines") << "MultiPV"
                              << "0";
    QTest::newRow("lines as text") << "MultiPV"
                                   << "all";
    QTest::newRow("combo") << "UCI_Variant"
                           << "chess-on-mars";
    QTest::newRow("Elo as text") << "UCI_Elo"
                                 << "strong";
    QTest::newRow("Elo beyond the range") << "UCI_Elo"
                                          << "9999";
    QTest::newRow("limit as text") << "UCI_LimitStrength"
                                   << "yes";
}

void TestUci::badOptionValuesAreNamed() {
    // Each refusal names the option and the value, and the option keeps
    // what it had: level 0 still answers greedily, without a search.
    QFETCH(QString, name);
    QFETCH(QString, value);
    Conversation c;
    c.send({"setoption name Skill Level value 0", "setoption name UCI_Chess960 value TRUE",
            "setoption name threads value 1"});
    QCOMPARE(c.said(), QStringList());
    const QByteArray line = ("setoption name " + name + " value " + value).toUtf8();
    c.send({line.constData()});
    const QStringList said = c.said();
    QCOMPARE(said.size(), 1);
    QVERIFY2(said[0].startsWith("info string " + name + " takes "), qPrintable(said[0]));
    QVERIFY2(said[0].endsWith("'" + value + "'"), qPrintable(said[0]));
    c.send({"position startpos", "go depth 3"});
    const QStringList searched = c.said();
    QVERIFY2(searched.filter("info depth").isEmpty(), qPrintable(searched.join('\n')));
    QCOMPARE(searched.filter("bestmove").size(), 1);
}

void TestUci::stopAnswersAtOnce() {
    Conversation c;
    c.engine.handle("position startpos");
    c.engine.handle("go infinite");
    // An infinite search waits to be told, however deep it has gone.
    QStringList heard;
    QVERIFY(QTest::qWaitFor(
        [&] {
            heard << c.said();
            return !heard.filter(QRegularExpression("^info depth [5-9]")).isEmpty();
        },
        60000));
    QVERIFY2(heard.filter("bestmove").isEmpty(), qPrintable(heard.join('\n')));
    c.engine.handle("stop");
    QVERIFY(!c.bestMove().isEmpty());
}

void TestUci::searchMoves() {
    Conversation c;
    c.send({"position startpos", "go depth 3 searchmoves a2a3 h2h4"});
    const QString move = c.bestMove();
    QVERIFY2(move == "a2a3" || move == "h2h4", qPrintable(move));
    // A move that is not legal is named; the moves given run to go's next word.
    c.send({"go searchmoves e2e5 g1f3 depth 2"});
    const QStringList said = c.said();
    QVERIFY(said.contains("info string searchmoves: e2e5 is not a legal move here"));
    QCOMPARE(said.last(), QString("bestmove g1f3"));
}

void TestUci::skillLevels() {
    // Level 0 takes the most it can at once: the queen, not the pawn.
    Conversation c;
    c.send({"setoption name Skill Level value 0", "position fen 4k3/8/8/3q4/4P3/8/8/4K3 w - - 0 1",
            "go wtime 60000 btime 60000"});
    QCOMPARE(c.bestMove(), QString("e4d5"));
    c.send({"position fen 4k3/8/8/8/4P3/8/3p4/4K3 w - - 0 1", "go wtime 60000"});
    QCOMPARE(c.bestMove(), QString("e1d2"));
    // Level 1 looks once at the moves it notices and no further, full
    // strength as far as it likes.
    const auto deepest = [](const QStringList& said) {
        int depth = 0;
        qint64 nodes = 0;
        for (const QString& line : said)
            if (line.startsWith("info depth")) {
                depth = std::max(depth, line.section(' ', 2, 2).toInt());
                nodes = std::max(nodes, line.section(" nodes ", 1).section(' ', 0, 0).toLongLong());
            }
        return std::pair(depth, nodes);
    };
    c.send({"setoption name Skill Level value 1", "position startpos", "go wtime 60000"});
    const auto [weakDepth, weakNodes] = deepest(c.said());
    QCOMPARE(weakDepth, 1);
    c.send({"setoption name Skill Level value 20", "position startpos", "go depth 6"});
    QVERIFY(deepest(c.said()).second > weakNodes);
    // Even where the moves outnumber level 1's nodes: a Kingchess placing
    // turn, where the budget once ran out before the first look was done
    // and the first legal move was played unlooked at.
    c.send({"setoption name UCI_Variant value kingchess", "setoption name Skill Level value 1",
            "position startpos", "go wtime 60000"});
    const QStringList placing = c.said();
    QCOMPARE(deepest(placing).first, 1);
    QVERIFY(placing.last().startsWith("bestmove ") && placing.last() != "bestmove (none)");
    // A budget asked for with `go nodes` is kept to, first look or not.
    // One node, the root's own: level 1 notices a random fifth of the 64
    // placements, and a handful of them fits in a budget of ten.
    c.send({"position startpos", "go nodes 1"});
    QCOMPARE(deepest(c.said()).first, 0);
}

void TestUci::eloMapsOntoTheLevels() {
    // The whole range of levels, in order, from the weakest Elo to the
    // strongest; beyond the range the ends.
    QCOMPARE(levelForElo(kWeakestElo), kGreedyLevel);
    QCOMPARE(levelForElo(kStrongestElo), kStrongestLevel);
    QCOMPARE(levelForElo(kWeakestElo - 1000), kGreedyLevel);
    QCOMPARE(levelForElo(kStrongestElo + 1000), kStrongestLevel);
    // Where full strength was measured: even against Stockfish's UCI_Elo 2000.
    QCOMPARE(levelForElo(2000), kStrongestLevel);
    QVERIFY(levelForElo(1900) < kStrongestLevel);
    // And the levels measured below it (skill_level.cpp).
    QCOMPARE(levelForElo(1785), 16);
    QCOMPARE(levelForElo(1563), 12);
    QCOMPARE(levelForElo(1287), 8);
    // Each level is the one chosen at its own Elo, and a stronger level has
    // a higher one.
    for (int level = kGreedyLevel; level <= kStrongestLevel; ++level) {
        QCOMPARE(levelForElo(eloForLevel(level)), level);
        if (level > kGreedyLevel) QVERIFY(eloForLevel(level) > eloForLevel(level - 1));
    }
    std::set<int> levels;
    for (int elo = kWeakestElo; elo <= kStrongestElo; elo += 10) {
        QVERIFY(levelForElo(elo) >= levelForElo(elo - 10));
        levels.insert(levelForElo(elo));
    }
    QCOMPARE(static_cast<int>(levels.size()), kStrongestLevel - kGreedyLevel + 1);
}

void TestUci::eloLimitsTheSearch() {
    // The deepest ply a search to a fixed depth reaches, and the nodes it
    // looks at, from a fresh table.
    Conversation c;
    const auto search = [&c] {
        c.send({"ucinewgame", "position startpos", "go depth 6"});
        std::pair<int, std::uint64_t> most;
        for (const UciInfo& info : infos(c.said()))
            most = {std::max(most.first, info.depth.value_or(0)),
                    std::max(most.second, info.nodes.value_or(0))};
        return most;
    };
    const auto full = search();
    QCOMPARE(full.first, 6);
    // UCI_Elo alone changes nothing.
    c.send({"setoption name UCI_Elo value 1000"});
    QCOMPARE(search(), full);
    // Limited, the search looks as far as the level does, which grows with
    // the Elo (levels 7 and 12: one or two plies, three or four), and
    // within its nodes.
    c.send({"setoption name UCI_LimitStrength value true"});
    const auto weak = search();
    QVERIFY2(weak.first >= 1 && weak.first <= 2, qPrintable(QString::number(weak.first)));
    QVERIFY(weak.second <= nodeCapForLevel(levelForElo(1000)));
    c.send({"setoption name UCI_Elo value 1400"});
    const auto better = search();
    QVERIFY2(better.first >= 3 && better.first <= 4, qPrintable(QString::number(better.first)));
    QVERIFY(better.second > weak.second && better.second < full.second);
    // The limit's Elo, not Skill Level, decides while the limit is on.
    c.send({"setoption name Skill Level value 1"});
    QVERIFY(search().first >= 3);
    // The weakest Elo is the level that does not search.
    c.send({"setoption name UCI_Elo value 500", "position startpos", "go depth 6"});
    QStringList said = c.said();
    QVERIFY2(infos(said).empty(), qPrintable(said.join('\n')));
    QVERIFY(said.last().startsWith("bestmove "));
    // Off again, Skill Level is back in charge.
    c.send({"setoption name UCI_LimitStrength value false", "setoption name Skill Level value 20"});
    QCOMPARE(search(), full);
}

void TestUci::multiPv() {
    // MultiPV 1 is what a game gets: one line an iteration.
    const char* italian = "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";
    const std::string position = "position fen " + std::string(italian);
    Conversation c;
    c.send({position.c_str(), "go depth 5"});
    checkLines(c.said(), italian, 1);
    c.send({"setoption name MultiPV value 3", position.c_str(), "go depth 5"});
    checkLines(c.said(), italian, 3);
    // Back to one; and a refused value leaves it so.
    c.send({"setoption name MultiPV value 1", "setoption name MultiPV value 0", position.c_str(),
            "go depth 4"});
    const QStringList said = c.said();
    QVERIFY(said.first().startsWith("info string MultiPV"));
    checkLines(said.mid(1), italian, 1);
}

void TestUci::multiPvRanksTheCaptures() {
    // A queen, a rook and a knight hang, each to a different white piece,
    // and none can take back: the three lines are those captures, the
    // queen first, then the rook, then the knight.
    const char* fen = "7k/8/7n/4q3/2r5/1P3N2/3B4/7K w - - 0 1";
    const QStringList said = analysis(fen, 3, 4);
    checkLines(said, fen, 3);
    const std::vector<UciInfo> lines = deepest(infos(said));
    QCOMPARE(lines[0].pv[0], std::string("f3e5"));
    QCOMPARE(lines[1].pv[0], std::string("b3c4"));
    QCOMPARE(lines[2].pv[0], std::string("d2h6"));
    QVERIFY(ordered(lines[0]) > ordered(lines[1]) && ordered(lines[1]) > ordered(lines[2]));
}

void TestUci::multiPvBeyondTheLegalMoves() {
    // The king in check has few ways out: as many lines as there are, each
    // on one of them.
    const char* fen = "4k3/8/8/8/8/8/3q4/4K3 w - - 0 1";
    const auto rules = builtinRulesets().create("classical").value();
    MoveList legal;
    rules->legalMoves(rules->readFen(fen).value(), legal);
    QVERIFY(legal.size() > 1 && legal.size() < 5);
    checkLines(analysis(fen, 5, 4), fen, static_cast<int>(legal.size()));
}

void TestUci::multiPvWithAMate() {
    // One move mates on the back rank; the other lines show what else
    // there is, and only a move that mates is called a mate in 1.
    const char* fen = "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1";
    const QStringList said = analysis(fen, 4, 4);
    checkLines(said, fen, 4);
    const auto rules = builtinRulesets().create("classical").value();
    const Position start = rules->readFen(fen).value();
    const std::vector<UciInfo> lines = deepest(infos(said));
    QCOMPARE(lines[0].mateIn, std::optional(1));
    for (const UciInfo& line : lines) {
        const Position after = rules->play(start, *readEngineMove(*rules, start, line.pv[0]));
        MoveList replies;
        rules->legalMoves(after, replies);
        const bool mates = replies.empty() && rules->inCheck(after);
        QCOMPARE(line.mateIn == 1, mates);
    }
}

void TestUci::theFlagNeverFalls_data() {
    QTest::addColumn<qint64>("time");
    QTest::addColumn<qint64>("increment");
    QTest::addColumn<int>("movesToGo");
    QTest::newRow("1+0") << qint64(60'000) << qint64(0) << 0;
    QTest::newRow("0.1+0") << qint64(6'000) << qint64(0) << 0;
    QTest::newRow("0.1+0.01") << qint64(6'000) << qint64(10) << 0;
    QTest::newRow("40 moves in 1 minute") << qint64(60'000) << qint64(0) << 40;
}

void TestUci::theFlagNeverFalls() {
    // The worst case: every move takes all the time the budget allows.
    QFETCH(qint64, time);
    QFETCH(qint64, increment);
    QFETCH(int, movesToGo);
    const qint64 base = time;
    for (int move = 1; move <= 1000; ++move) {
        const int toGo = movesToGo ? movesToGo - (move - 1) % movesToGo : 0;
        const TimeBudget budget = budgetFor({time, increment, toGo, 0}, 20);
        QVERIFY(budget.soft >= 1 && budget.hard >= budget.soft);
        time -= budget.hard;
        QVERIFY2(time > 0, qPrintable(QString("flag at move %1").arg(move)));
        time += increment;
        if (movesToGo && toGo == 1) time += base;  // the next period
    }
}

void TestUci::theOpeningLeavesTheMiddlegameItsTime() {
    // A move usually ends twice its soft limit in (the iteration started
    // last takes about as long as all before it): twenty such moves at
    // 10s+0.1 must leave half the clock for the moves that decide the game.
    qint64 time = 10'000;
    for (int move = 1; move <= 20; ++move) {
        const TimeBudget budget = budgetFor({time, 100, 0, 0}, 20);
        time -= std::min(2 * budget.soft, budget.hard);
        time += 100;
    }
    QVERIFY2(time >= 5'000, qPrintable(QString("%1 ms left after 20 moves").arg(time)));
}

void TestUci::aPlacingTurnSharesItsTime() {
    const TimeBudget turn{400, 1600};
    // A move, or a placement that ends the turn whatever it is, has the
    // turn's whole budget.
    const TimeBudget alone = budgetForPlacement(turn, 0, true, false);
    QCOMPARE(alone.soft, turn.soft);
    QCOMPARE(alone.hard, turn.hard);
    // The first of several may take half of it at most...
    const TimeBudget opening = budgetForPlacement(turn, 0, true, true);
    QCOMPARE(opening.soft, turn.soft);
    QCOMPARE(opening.hard, turn.hard / 2);
    // ...and a later one still looks when the first went past the soft
    // limit: an eighth of what is left at least, not a single iteration.
    const TimeBudget late = budgetForPlacement(turn, 800, false, true);
    QCOMPARE(late.soft, (turn.hard - 800) / 8);
    QCOMPARE(late.hard, (turn.hard - 800) / 2);
    // Twelve placements each taking all they may stay within the turn.
    std::int64_t spent = 0;
    for (int placement = 0; placement < 12; ++placement) {
        const TimeBudget share = budgetForPlacement(turn, spent, placement == 0, placement < 11);
        QVERIFY(share.soft >= 1 && share.hard >= share.soft);
        spent += share.hard;
    }
    QVERIFY2(spent <= turn.hard, qPrintable(QString::number(spent)));
    // Without a clock there is nothing to share.
    const TimeBudget none = budgetForPlacement({}, 0, true, true);
    QCOMPARE(none.soft, std::int64_t{0});
    QCOMPARE(none.hard, std::int64_t{0});
}

QTEST_MAIN(TestUci)
#include "test_uci.moc"
