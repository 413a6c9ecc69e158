// What a UCI engine says, as the window and the match runner read it: ids,
// options of every type, info lines with every field, best moves; and the
// game, position and clock told to an engine in its own words.

#include <QtTest>

#include "move_judgement.h"
#include "ruleset_registry.h"
#include "uci/uci_arrangement.h"
#include "uci/uci_game_setup.h"
#include "uci/uci_messages.h"
#include "uci/uci_move_text.h"

using namespace tavleya;
using namespace tavleya::engine;
using namespace tavleya::uci;

class TestUciMessages : public QObject {
    Q_OBJECT

private slots:
    void ids() {
        const auto name = readIdLine("id name Stockfish 15.1");
        QVERIFY(name);
        QCOMPARE(name->field, std::string("name"));
        QCOMPARE(name->value, std::string("Stockfish 15.1"));
        QCOMPARE(readIdLine("id author the Stockfish developers")->field, std::string("author"));
        QVERIFY(!readIdLine("id colour blue"));
        QVERIFY(!readIdLine("identity name x"));
    }

    void optionsOfEveryType() {
        const auto spin =
            readOptionLine("option name Skill Level type spin default 20 min 0 max 20");
        QVERIFY(spin);
        QCOMPARE(spin->name, std::string("Skill Level"));
        QVERIFY(spin->type == UciOption::Type::Spin);
        QCOMPARE(spin->defaultValue, std::string("20"));
        QCOMPARE(spin->min, 0LL);
        QCOMPARE(spin->max, 20LL);

        const auto check = readOptionLine("option name UCI_Chess960 type check default false");
        QVERIFY(check && check->type == UciOption::Type::Check);
        QCOMPARE(check->defaultValue, std::string("false"));

        const auto combo = readOptionLine(
            "option name UCI_Variant type combo default chess var chess var 3check var crazyhouse");
        QVERIFY(combo && combo->type == UciOption::Type::Combo);
        QCOMPARE(combo->vars, (std::vector<std::string>{"chess", "3check", "crazyhouse"}));

        const auto empty = readOptionLine("option name EvalFile type string default <empty>");
        QVERIFY(empty && empty->type == UciOption::Type::String);
        QVERIFY(empty->defaultValue.empty());
        const auto path = readOptionLine("option name SyzygyPath type string default /a b/c");
        QCOMPARE(path->defaultValue, std::string("/a b/c"));

        const auto button = readOptionLine("option name Clear Hash type button");
        QVERIFY(button && button->type == UciOption::Type::Button);
        QCOMPARE(button->name, std::string("Clear Hash"));
    }

    void badOptionLines() {
        QVERIFY(!readOptionLine("option name Hash type dial default 1"));
        QVERIFY(!readOptionLine("option name Hash default 1"));
        QVERIFY(!readOptionLine("option name Hash type spin default 1 min x max 9"));
        QVERIFY(!readOptionLine("option type spin"));
        QVERIFY(!readOptionLine("info depth 1"));
    }

    void infoWithEveryField() {
        const auto info = readInfoLine(
            "info depth 12 seldepth 18 multipv 2 score cp -35 upperbound nodes 123456 nps 987654 "
            "hashfull 17 tbhits 0 time 125 pv e2e4 e7e5 g1f3");
        QVERIFY(info);
        QCOMPARE(*info->depth, 12);
        QCOMPARE(*info->selDepth, 18);
        QCOMPARE(info->multiPv, 2);
        QCOMPARE(*info->centipawns, -35);
        QVERIFY(!info->mateIn);
        QVERIFY(info->upperBound && !info->lowerBound);
        QCOMPARE(*info->nodes, std::uint64_t{123456});
        QCOMPARE(*info->nps, std::uint64_t{987654});
        QCOMPARE(*info->hashFull, 17);
        QCOMPARE(*info->millis, std::int64_t{125});
        QCOMPARE(info->pv, (std::vector<std::string>{"e2e4", "e7e5", "g1f3"}));
    }

    void infoMatesStringsAndCurrentMoves() {
        const auto mated = readInfoLine("info depth 5 score mate -3 pv h7h8");
        QVERIFY(mated && mated->mateIn && *mated->mateIn == -3 && !mated->centipawns);
        QCOMPARE(mated->multiPv, 1);
        const auto text = readInfoLine("info string NNUE evaluation using nn.nnue enabled");
        QCOMPARE(text->text, std::string("NNUE evaluation using nn.nnue enabled"));
        QVERIFY(!text->hasScore());
        const auto current = readInfoLine("info depth 7 currmove d4(2)f5 currmovenumber 3");
        QVERIFY(current && *current->depth == 7 && current->pv.empty());
        // A Tavreli split and a Kingchess drop are pv words like any other.
        QCOMPARE(readInfoLine("info score cp 0 pv d4(2)f5 K@e1")->pv,
                 (std::vector<std::string>{"d4(2)f5", "K@e1"}));
    }

    void badInfoLines() {
        QVERIFY(!readInfoLine("info depth twelve"));
        QVERIFY(!readInfoLine("info score cp"));
        QVERIFY(!readInfoLine("info score points 3 pv e2e4"));
        QVERIFY(!readInfoLine("info multipv 0 score cp 1"));
        QVERIFY(!readInfoLine("bestmove e2e4"));
    }

    void bestMoves() {
        const auto best = readBestMoveLine("bestmove e7e8q ponder d8e8");
        QCOMPARE(best->move, std::string("e7e8q"));
        QCOMPARE(best->ponder, std::string("d8e8"));
        QVERIFY(readBestMoveLine("bestmove (none)")->move.empty());
        QVERIFY(readBestMoveLine("bestmove 0000")->move.empty());
        QVERIFY(!readBestMoveLine("bestmove"));
        QVERIFY(!readBestMoveLine("info bestmove e2e4"));
    }

    // Tavleya's own words for a secret arrangement, both ways, and what is
    // wrong with a bad answer named.
    void secretArrangements() {
        const auto rules = builtinRulesets().create("secret-setup").value();
        const Position start = rules->startPosition();
        std::vector<Placement> white;
        for (int i = 0; i < 64; ++i)
            if (!start.at(Square(i)).empty() && start.at(Square(i)).color() == Color::White)
                white.push_back({Square(i), start.at(Square(i)).kind()});
        const std::string line = arrangementLine(*rules, white);
        const std::string backRank = "arrangement R@a1,N@b1,B@c1,Q@d1,K@e1,B@f1,N@g1,R@h1,";
        QCOMPARE(line.substr(0, backRank.size()), backRank);
        QVERIFY(line.ends_with(",P@h2"));
        const auto read = readArrangementLine(*rules, Color::White, line);
        QVERIFY(read.ok());
        QCOMPARE(read->size(), white.size());
        for (std::size_t i = 0; i < white.size(); ++i) {
            QCOMPARE(read.value()[i].square, white[i].square);
            QCOMPARE(read.value()[i].kind, white[i].kind);
        }
        QCOMPARE(arrangeCommand(Color::Black), std::string("arrange black"));
        QCOMPARE(readArrangeCommand("arrange white"), std::optional(Color::White));
        QVERIFY(!readArrangeCommand("arrange"));

        QVERIFY(isArrangementLine(line));
        QVERIFY(!isArrangementLine("arrangements R@a1"));
        QVERIFY(!isArrangementLine("bestmove e2e4"));
        const auto wrong = [&](Color side, const std::string& text) {
            const auto result = readArrangementLine(*rules, side, text);
            return result.ok() ? std::string("accepted") : result.error().message;
        };
        std::string camel = line;
        camel.replace(camel.find("N@b1"), 4, "C@b1");
        QCOMPARE(wrong(Color::White, camel), std::string("this game has no piece “C”"));
        std::string offBoard = line;
        offBoard.replace(offBoard.find("N@b1"), 4, "N@b9");
        QCOMPARE(wrong(Color::White, offBoard),
                 std::string("“N@b9” is not a piece and its square, such as N@b1"));
        // The rules' own check: Black's pieces are not on White's ranks.
        QVERIFY(wrong(Color::Black, line) != "accepted");
        QVERIFY(wrong(Color::White, "arrangement R@a1") != "accepted");
        QVERIFY(wrong(Color::White, "bestmove e2e4") != "accepted");
        const auto classical = builtinRulesets().create("classical").value();
        QVERIFY(!readArrangementLine(*classical, Color::White, line).ok());
    }

    // The game an engine is told to play, by the names it offers.
    void gamesChosenByTheirNames() {
        const RulesetRegistry registry = builtinRulesets();
        const std::vector<std::string> fairy{"chess", "crazyhouse", "shatranj", "kingofthehill"};
        const auto house = chooseUciGame(**registry.create("crazyhouse"), fairy, true);
        QVERIFY(house);
        QCOMPARE(house->variant, std::string("crazyhouse"));
        QVERIFY(!house->chess960 && !house->kingTakesRook);
        // Chess960 is the engine's own game with UCI_Chess960 set.
        const auto random = chooseUciGame(**registry.create("chess960"), fairy, true);
        QVERIFY(random && random->variant.empty() && random->chess960 && random->kingTakesRook);
        // A plain chess engine: classical and Chess960 only.
        const auto plain = chooseUciGame(**registry.create("classical"), {}, true);
        QVERIFY(plain && plain->variant.empty() && !plain->chess960);
        QVERIFY(!chooseUciGame(**registry.create("tavreli"), {}, true));
        QVERIFY(!chooseUciGame(**registry.create("tavreli"), fairy, true));
    }

    void positionsInTheEnginesWords() {
        const RulesetRegistry registry = builtinRulesets();
        const auto rules = *registry.create("classical");
        const Position start = rules->startPosition();
        std::vector<Move> moves;
        Position p = start;
        for (const char* text : {"e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6", "e1g1"}) {
            const auto move = readEngineMove(*rules, p, text);
            QVERIFY2(move, text);
            moves.push_back(*move);
            p = rules->play(p, *move);
        }
        QCOMPARE(positionCommand(*rules, start, {}, false),
                 "position fen " + rules->writeFen(start));
        const std::string command = positionCommand(*rules, start, moves, false);
        QVERIFY(command.ends_with(" moves e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 e1g1"));
        QVERIFY(positionCommand(*rules, start, moves, true).ends_with(" e1h1"));
    }

    // Moves judged by the winning chance they throw away.
    void movesJudged() {
        QCOMPARE(winningChance(0), 0.5);
        QVERIFY(winningChance(300) > 0.74 && winningChance(300) < 0.76);
        QVERIFY(std::abs(winningChance(-300) - (1 - winningChance(300))) < 1e-12);
        QVERIFY(!judgementNag(0.5, 0.45));
        QCOMPARE(judgementNag(0.5, 0.4).value(), 6);
        QCOMPARE(judgementNag(0.5, 0.3).value(), 2);
        QCOMPARE(judgementNag(0.5, 0.2).value(), 4);
        QVERIFY(!judgementNag(0.2, 0.9));  // a gain is no mistake
    }

    void clocksInTheEnginesWords() {
        Millis now = 0;
        const auto increment = TimeControl::fromText("5+3");
        const auto fortyIn90 = TimeControl::fromText("40/90+30");
        const auto fixed = TimeControl::fromText("30s/move");
        QVERIFY(increment && fortyIn90 && fixed);
        ChessClock clock(*increment, *fortyIn90, [&now] { return now; });
        clock.start();
        now = 2000;
        QCOMPARE(goCommand(clock, Color::White),
                 std::string("go wtime 298000 btime 5400000 winc 3000 binc 0"));
        clock.press();
        QCOMPARE(goCommand(clock, Color::Black),
                 std::string("go wtime 301000 btime 5400000 winc 3000 binc 0 movestogo 40"));
        ChessClock perMove(*fixed, *fixed, [&now] { return now; });
        perMove.start();
        QCOMPARE(goCommand(perMove, Color::White), std::string("go movetime 30000"));
    }
};

QTEST_GUILESS_MAIN(TestUciMessages)
#include "test_uci_messages.moc"
