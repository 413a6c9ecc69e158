// The analysis pane: one key starts and stops it; its lines are the legal
// moves of the position shown, in the notation chosen, as many as asked; a
// new position restarts it at once; the best move is drawn on the board
// and the evaluation bar shows the engine's view; a double-clicked line
// goes into the game; stopping stops.

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTreeView>
#include <QtTest>

#include "board/board_widget.h"
#include "board_presenter.h"
#include "engines/analysis_panel.h"
#include "engines/engine_list.h"
#include "engines/evaluation_bar.h"
#include "engines/evaluation_graph.h"
#include "engines/uci_connection.h"
#include "game_document.h"
#include "game_lists/game_list_model.h"
#include "game_lists/game_list_panel.h"
#include "gui_test_main.h"
#include "main_window.h"
#include "pgn/pgn_reader.h"
#include "play/game_session.h"
#include "practice/lesson_progress.h"
#include "practice/mistake_book.h"
#include "ruleset_registry.h"
#include "session_moves.h"
#include "window_driver.h"

using namespace tavleya;
using namespace tavleya::testing;

namespace {

// Every line's moves are legal one after another from `from`.
bool linesAreLegal(const AnalysisLines& lines, const Ruleset& rules, const Position& from) {
    for (int row = 0; row < lines.rowCount(); ++row) {
        Position at = from;
        for (Move move : lines.moves(row)) {
            MoveList legal;
            rules.legalMoves(at, legal);
            bool found = false;
            for (std::size_t i = 0; i < legal.size(); ++i) found = found || legal[i] == move;
            if (!found) return false;
            at = rules.play(at, move);
        }
    }
    return lines.rowCount() > 0;
}

void useOwnEngine(AnalysisPanel& panel) {
    QComboBox* box = panel.engineBox();
    box->setCurrentIndex(box->findData(EngineListModel::ownEngineProgram()));
    QVERIFY(box->currentIndex() >= 0);
    // Tavleya's own engine goes by the name the engine list gives it.
    QCOMPARE(box->currentText(), QStringLiteral("Tavleya (built in)"));
}

}  // namespace

class TestAnalysis : public QObject {
    Q_OBJECT

private slots:
    void startFollowAndStop();
    void aLineGoesIntoTheGame();
    void aFinishedPositionShowsItsResult();
    void everyGameIsAnalysed();
    void castlingIsDrawnAsTheKingGoes();
    void aReviewFindsTheBlunder();
    void theGraphShowsTheEvaluationsOfTheMainLine();
    void listedGamesAreReviewedIntoANewFile();
};

void TestAnalysis::startFollowAndStop() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QAction* analyse = window.findChild<QAction*>(QStringLiteral("analyse"));
    QVERIFY(analyse);
    QCOMPARE(analyse->shortcut(), QKeySequence(Qt::Key_F2));
    analyse->trigger();
    AnalysisPanel* panel = analysisOf(window);
    QVERIFY(panel && panel->isRunning());
    useOwnEngine(*panel);
    panel->lineCountBox()->setValue(3);
    GameSession& session = *sessionOf(window);
    QTRY_COMPARE_WITH_TIMEOUT(panel->lines()->rowCount(), 3, 10000);
    QVERIFY(linesAreLegal(*panel->lines(), session.rules(), session.position()));
    QTRY_VERIFY(boardOf(window)->hintArrow().has_value());
    QCOMPARE(boardOf(window)->hintArrow()->from, panel->lines()->moves(0).front().from());
    QVERIFY(evaluationBarOf(window)->isVisible());
    QVERIFY(evaluationBarOf(window)->evaluation().has_value());
    // The lines read as the score sheet does: "1. e4 …" in SAN.
    const QString line = panel->lines()
                             ->data(panel->lines()->index(0, AnalysisLines::Line), Qt::DisplayRole)
                             .toString();
    QVERIFY2(line.startsWith(QLatin1String("1. ")), qPrintable(line));

    // A move on the board: the analysis is of the new position at once.
    MoveList legal;
    session.rules().legalMoves(session.position(), legal);
    QVERIFY(session.play(legal[0]));
    QTRY_VERIFY_WITH_TIMEOUT(
        panel->lines()->rowCount() == 3 &&
            linesAreLegal(*panel->lines(), session.rules(), session.position()),
        10000);
    const QString reply = panel->lines()
                              ->data(panel->lines()->index(0, AnalysisLines::Line), Qt::DisplayRole)
                              .toString();
    QVERIFY2(reply.startsWith(QLatin1String("1... ")), qPrintable(reply));

    // Stopped: nothing more arrives, the arrow and the bar go.
    analyse->trigger();
    QVERIFY(!panel->isRunning());
    QVERIFY(!boardOf(window)->hintArrow());
    QVERIFY(!evaluationBarOf(window)->isVisible());
    const QString before =
        panel->lines()
            ->data(panel->lines()->index(0, AnalysisLines::Depth), Qt::DisplayRole)
            .toString();
    // The engine has answered the stop: whatever it says now is after its
    // last word.
    auto* engine = panel->findChild<UciConnection*>();
    QVERIFY(engine);
    QTRY_VERIFY(engine->isReady() && !engine->isSearching());
    QCoreApplication::processEvents();
    QCOMPARE(panel->lines()
                 ->data(panel->lines()->index(0, AnalysisLines::Depth), Qt::DisplayRole)
                 .toString(),
             before);
}

void TestAnalysis::aFinishedPositionShowsItsResult() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    GameSession& session = *sessionOf(window);
    testing::play(session, {"f3", "e5", "g4", "Qh4#"});
    window.findChild<QAction*>(QStringLiteral("analyse"))->trigger();
    AnalysisPanel* panel = analysisOf(window);
    QVERIFY(panel && panel->isRunning());
    // The bar is Black's, the result written on it, and no engine is asked.
    QVERIFY(evaluationBarOf(window)->isVisible());
    QTRY_VERIFY(evaluationBarOf(window)->evaluation().has_value());
    QCOMPARE(evaluationBarOf(window)->evaluation()->whiteShare(), 0.0);
    QCOMPARE(evaluationBarOf(window)->evaluation()->text(), QStringLiteral("0–1"));
    QVERIFY2(panel->statusLabel()->text().contains(QLatin1String("checkmate"), Qt::CaseInsensitive),
             qPrintable(panel->statusLabel()->text()));
    QCOMPARE(panel->lines()->rowCount(), 0);
    QVERIFY(!panel->findChild<UciConnection*>());
    // A step back: the position is open again and the engine thinks about it.
    window.findChild<QAction*>(QStringLiteral("back"))->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(panel->lines()->rowCount(), 1, 10000);
    QTRY_VERIFY(evaluationBarOf(window)->evaluation() &&
                !evaluationBarOf(window)->evaluation()->result);
}

void TestAnalysis::aLineGoesIntoTheGame() {
    MainWindow window;
    GameSession& session = *sessionOf(window);
    MoveList legal;
    session.rules().legalMoves(session.position(), legal);
    QVERIFY(session.play(legal[0]));
    window.findChild<QAction*>(QStringLiteral("analyse"))->trigger();
    AnalysisPanel* panel = analysisOf(window);
    useOwnEngine(*panel);
    // Back at the start: the lines are for it, and one goes in as moves of the game.
    const NodeId root = session.tree().root();
    emit session.showRequested(root);
    QTRY_VERIFY_WITH_TIMEOUT(
        panel->lines()->rowCount() >= 1 && panel->lines()->moves(0).size() >= 2 &&
            linesAreLegal(*panel->lines(), session.rules(), session.tree().node(root).position),
        10000);
    window.findChild<QAction*>(QStringLiteral("analyse"))->trigger();
    const std::vector<Move> line = panel->lines()->moves(0);
    const std::size_t before = session.tree().size();
    emit panel->view()->doubleClicked(panel->lines()->index(0, AnalysisLines::Line));
    NodeId at = root;
    for (Move move : line) {
        NodeId next = 0;
        for (NodeId child : session.tree().node(at).children)
            if (session.tree().node(child).move == move) next = child;
        QVERIFY(next);
        at = next;
    }
    QVERIFY(session.tree().size() > before);
    // One undoable edit.
    session.undoStack()->undo();
    QCOMPARE(session.tree().size(), before);
}

void TestAnalysis::everyGameIsAnalysed() {
    // Tavleya's own engine analyses every game the window plays.
    MainWindow window;
    window.findChild<QAction*>(QStringLiteral("analyse"))->trigger();
    AnalysisPanel* panel = analysisOf(window);
    for (const RulesetInfo& info : builtinRulesets().list()) {
        QCOMPARE(window.startGame(QString::fromUtf8(info.key)), QString());
        useOwnEngine(*panel);
        panel->setRunning(true);
        GameSession& session = *sessionOf(window);
        QTRY_VERIFY2_WITH_TIMEOUT(
            panel->lines()->rowCount() >= 1 &&
                linesAreLegal(*panel->lines(), session.rules(), session.position()),
            qPrintable(QString::fromUtf8(info.key) + QLatin1Char(' ') +
                       panel->statusLabel()->text()),
            10000);
    }
}

void TestAnalysis::castlingIsDrawnAsTheKingGoes() {
    const auto chess = *builtinRulesets().create("classical");
    const Position p = chess->readFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").value();
    MoveList legal;
    chess->legalMoves(p, legal);
    int castlings = 0;
    for (std::size_t i = 0; i < legal.size(); ++i) {
        const auto arrow = arrowOf(*chess, legal[i]);
        QVERIFY(arrow);
        QCOMPARE(arrow->from, legal[i].from());
        if (legal[i].type() != MoveType::Castling) {
            QCOMPARE(arrow->to, legal[i].to());
            continue;
        }
        ++castlings;
        QVERIFY(arrow->to == Square::at(6, 0) || arrow->to == Square::at(2, 0));
    }
    QCOMPARE(castlings, 2);
    // A drop has no arrow.
    const auto house = *builtinRulesets().create("crazyhouse");
    const Position pocket =
        house->readFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[N] w KQkq - 0 1").value();
    house->legalMoves(pocket, legal);
    int drops = 0;
    for (std::size_t i = 0; i < legal.size(); ++i)
        if (legal[i].type() == MoveType::Drop) {
            ++drops;
            QVERIFY(!arrowOf(*house, legal[i]));
        }
    QVERIFY(drops > 0);
}

void TestAnalysis::aReviewFindsTheBlunder() {
    // 3...Nf6?? allows mate at once: the review marks it, says what was
    // better, gives every move its evaluation, and Undo takes it all back.
    MainWindow window;
    GameSession& session = *sessionOf(window);
    const auto chess = *builtinRulesets().create("classical");
    session.start(chess, std::nullopt);
    Position at = chess->startPosition();
    for (const char* text : {"e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"}) {
        const auto move = chess->readMoveText(at, text);
        QVERIFY2(move, text);
        QVERIFY(session.play(*move));
        at = chess->play(at, *move);
    }
    const std::size_t size = session.tree().size();
    QCOMPARE(reviewsOf(window)->reviewGame(150), QString());
    const auto line = session.tree().mainLine();
    const GameNode& blunder = session.tree().node(line[5]);
    QCOMPARE(blunder.nags, std::vector<int>{4});
    // The better move for Black is there as a variation.
    QVERIFY(session.tree().node(line[4]).children.size() >= 2);
    for (std::size_t i = 0; i + 1 < line.size(); ++i)
        QVERIFY2(session.tree().node(line[i]).commands.eval, qPrintable(QString::number(i)));
    // White's moves were fine.
    QVERIFY(session.tree().node(line[6]).nags.empty());
    // Black's blunder became a puzzle of Black's own: Bc4 is played, then
    // the better move is to be found; Practice › Puzzles offers it.
    const auto mistakes = MistakeBook::read(QStringLiteral("Black"));
    QCOMPARE(mistakes.size(), std::size_t{1});
    QCOMPARE(mistakes[0].moves.size(), std::size_t{2});
    QCOMPARE(mistakes[0].moves[0], std::string("f1c4"));
    QCOMPARE(mistakes[0].fen, chess->writeFen(session.tree().node(line[3]).position));
    QCOMPARE(mistakes[0].themes, std::vector<std::string>{"blunder"});
    QVERIFY(MistakeBook::read(QStringLiteral("White")).empty());
    // The graph under the score sheet shows the review, the blunder marked.
    const EvaluationGraph* graph = evaluationGraphOf(window);
    QVERIFY(graph->isVisibleTo(&window));
    QVERIFY(graph->points().size() >= line.size() - 1);
    const auto marked = std::find_if(graph->points().begin(), graph->points().end(),
                                     [&](const auto& p) { return p.node == line[5]; });
    QVERIFY(marked != graph->points().end());
    QCOMPARE(marked->judgement, 4);
    // Reviewed again, the better line is not added twice.
    // The first review's better line does not grow: a second review adds a
    // line only for a move not in the game yet.
    const auto nodesBelow = [&](NodeId top) {
        std::size_t count = 0;
        std::vector<NodeId> open{top};
        while (!open.empty()) {
            const NodeId n = open.back();
            open.pop_back();
            ++count;
            for (NodeId c : session.tree().node(n).children) open.push_back(c);
        }
        return count;
    };
    const NodeId better = session.tree().node(line[4]).children[1];
    const std::size_t betterSize = nodesBelow(better);
    QCOMPARE(reviewsOf(window)->reviewGame(150), QString());
    QCOMPARE(nodesBelow(better), betterSize);
    session.undoStack()->undo();
    session.undoStack()->undo();
    QVERIFY(!graph->isVisibleTo(&window));
    QCOMPARE(session.tree().size(), size);
    QVERIFY(session.tree().node(session.tree().mainLine()[5]).nags.empty());
    QVERIFY(!session.tree().node(session.tree().mainLine()[0]).commands.eval);
    // Reviewed twice, the blunder is Black's puzzle once; the pane offers it.
    QCOMPARE(MistakeBook::read(QStringLiteral("Black")).size(), std::size_t{1});
    LessonProgress("Black").record("classical", "first", false);  // Black practises
    session.undoStack()->setClean();  // nothing to ask about when the pane opens
    window.findChild<QAction*>(QStringLiteral("puzzles"))->trigger();
    auto* games = window.findChild<QComboBox*>(QStringLiteral("puzzleGame"));
    QVERIFY(games->findText(QStringLiteral("Chess — mistakes of Black")) >= 0);
    games->setCurrentIndex(games->findText(QStringLiteral("Chess — mistakes of Black")));
    emit games->activated(games->currentIndex());
    QCOMPARE(window.findChild<QLabel*>(QStringLiteral("puzzleTask"))->text(),
             QString("Black to move: find a better move than the one played in your game."));
}

void TestAnalysis::theGraphShowsTheEvaluationsOfTheMainLine() {
    // Evaluations as a file from lichess carries them: the graph draws
    // White's chance after each move that has one and nothing for a
    // variation; a click goes to the move under the pointer.
    MainWindow window;
    window.show();
    GameSession& session = *sessionOf(window);
    const auto chess = *builtinRulesets().create("classical");
    session.start(chess, std::nullopt);
    EvaluationGraph* graph = evaluationGraphOf(window);
    QVERIFY(!graph->isVisibleTo(&window));
    Position at = chess->startPosition();
    for (const char* text : {"e4", "e5", "Nf3", "Nc6", "Bb5", "a6"}) {
        const auto move = chess->readMoveText(at, text);
        QVERIFY2(move, text);
        QVERIFY(session.play(*move));
        at = chess->play(at, *move);
    }
    const auto line = session.tree().mainLine();
    const char* evals[] = {"0.30", "0.25", "#-2", "bad", "-3.50", "0.00"};
    for (std::size_t i = 0; i < line.size(); ++i) {
        session.editNotes(QStringLiteral("eval"), line[i], session.current(),
                          [&](GameSession::MoveNotes& notes) { notes.commands.eval = evals[i]; });
    }
    // A variation's evaluation is not the game's.
    session.editTree(QStringLiteral("variation"), session.current(), [&](GameTree& tree) {
        const Position& before = tree.node(line[4]).position;
        const NodeId v = tree.addMove(line[4], *chess->readMoveText(before, "Nf6"));
        tree.setCommands(v, [] {
            CommentCommands c;
            c.eval = "1.00";
            return c;
        }());
        return session.current();
    });
    QVERIFY(graph->isVisibleTo(&window));
    // The unreadable "bad" is left out.
    QCOMPARE(graph->points().size(), std::size_t{5});
    QCOMPARE(graph->points()[2].whiteChance, 0.0);  // Black mates
    QVERIFY(graph->points()[0].whiteChance > 0.5);
    QVERIFY(graph->points()[3].whiteChance < 0.3);  // -3.50: about 0.22
    QCOMPARE(graph->points()[3].ply, 5);
    // Points go left to right with the moves; the worse for White, the lower.
    QVERIFY(graph->placeOf(graph->points()[0]).x() < graph->placeOf(graph->points()[1]).x());
    QVERIFY(graph->placeOf(graph->points()[3]).y() > graph->placeOf(graph->points()[0]).y());
    QTest::mouseClick(graph, Qt::LeftButton, {}, graph->placeOf(graph->points()[2]).toPoint());
    QCOMPARE(presenterOf(window)->shown(), line[2]);
    QTest::mouseClick(graph, Qt::LeftButton, {}, graph->placeOf(graph->points()[4]).toPoint());
    QCOMPARE(presenterOf(window)->shown(), line[5]);
}

void TestAnalysis::listedGamesAreReviewedIntoANewFile() {
    // Three listed games, one of which cannot be read: the two others are
    // reviewed into a new file, each move with its evaluation and the
    // blunder marked; the listed file stays as it was.
    QTemporaryDir folder;
    const QString listed = folder.filePath("three.pgn");
    const QByteArray games =
        "[White \"A\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n"
        "[White \"B\"]\n\n1. e4 e5 2. Kf5 *\n\n"
        "[White \"C\"]\n\n1. d4 d5 2. c4 *\n";
    {
        QFile file(listed);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(games);
    }
    MainWindow window;
    QSignalSpy finished(gameListOf(window), &GameListPanel::finished);
    QCOMPARE(documentOf(window)->openFile(listed), QString());
    QVERIFY(finished.wait(10000));
    QCOMPARE(gameListOf(window)->model()->rowCount(), 3);
    const QString reviewed = folder.filePath("reviewed.pgn");
    QCOMPARE(reviewsOf(window)->reviewListedGames({0, 1, 2}, 100, reviewed), QString());
    QFile out(reviewed);
    QVERIFY(out.open(QIODevice::ReadOnly));
    const auto read = readPgnText(out.readAll().toStdString());
    QCOMPARE(read.size(), std::size_t{2});
    for (const auto& outcome : read) {
        QVERIFY(outcome.game);
        const GameTree& tree = outcome.game->tree;
        const auto line = tree.mainLine();
        // Every move but the mate has the engine's evaluation.
        for (std::size_t i = 0; i + 1 < line.size(); ++i)
            QVERIFY2(tree.node(line[i]).commands.eval, qPrintable(QString::number(i)));
    }
    const GameTree& first = read[0].game->tree;
    QCOMPARE(first.node(first.mainLine()[5]).nags, std::vector<int>{4});
    const auto& tags = read[1].game->tags;
    QVERIFY(std::find(tags.begin(), tags.end(), PgnTag{"White", "C"}) != tags.end());
    QFile original(listed);
    QVERIFY(original.open(QIODevice::ReadOnly));
    QCOMPARE(original.readAll(), games);
}

TAVLEYA_GUI_TEST_MAIN(TestAnalysis)
#include "test_analysis.moc"
