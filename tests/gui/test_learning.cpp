// Practice › Lessons in the real window, as a learner meets them: a whole
// lesson played by mouse in several games (placing turns in Kingchess), a
// wrong move taken back with its reason, an exercise typed, a hint, and the
// lessons done kept for the player after a restart.

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTimer>
#include <QToolBar>
#include <QtTest>

#include "board_driver.h"
#include "dialogs/new_game_dialog.h"
#include "gui_test_main.h"
#include "keys_page.h"
#include "lessons/course_check.h"
#include "lessons/exercise_judge.h"
#include "main_window.h"
#include "move_input.h"
#include "play/move_entry.h"
#include "practice/course_library.h"
#include "practice/lesson_panel.h"
#include "practice/puzzle_panel.h"
#include "practice/puzzle_records_file.h"
#include "practice/rules_page.h"
#include "ruleset_registry.h"
#include "settings/settings.h"
#include "uci/uci_move_text.h"
#include "window_driver.h"

using namespace tavleya;
using namespace tavleya::testing;

namespace {

// A move the board makes with one gesture and no chooser after it.
// (A piece on a tower asks how many pieces go; a drop or a lone piece does not.)
bool plain(const Position& position, Move move) {
    if (move.type() == MoveType::Drop) return true;
    return move.type() == MoveType::Normal && !move.split() &&
           position.towers().height(move.from()) == 0;
}

// The lesson's exercises played out with the judge's own moves: whether
// every move the learner makes is a plain one.
bool playsPlainly(const Course& course, const Lesson& lesson) {
    const RulesetRegistry rulesets = builtinRulesets();
    for (const Exercise& exercise : lesson.exercises) {
        const auto start = startOf(rulesets, course, exercise);
        if (!start) return false;
        ExerciseJudge judge(*start->rules, start->position, exercise.goal);
        while (!judge.solved()) {
            const auto move = judge.rightMove();
            if (!move || !plain(judge.position(), *move)) return false;
            judge.judge(*move);
        }
    }
    return true;
}

// The move played as a person would: dragged, or a piece taken from the
// pocket and put down (a placing turn confirmed when whole).
void playByGesture(MainWindow& window, Move move) {
    BoardWidget* board = boardOf(window);
    if (move.type() != MoveType::Drop) {
        drag(board, move.from().name().c_str(), move.to().name().c_str());
        return;
    }
    PocketWidget* pocket = pocketOf(window, sessionOf(window)->position().sideToMove());
    QTest::mouseClick(pocket, Qt::LeftButton, {}, pocket->kindRect(move.piece()).center());
    QTest::mouseClick(board, Qt::LeftButton, {}, at(board, move.to().name().c_str()));
    if (!move.continuesTurn())
        if (auto* confirm = window.findChild<QPushButton*>("confirmTurn"))
            if (confirm->isVisible()) confirm->click();
}

struct Learner {
    explicit Learner(MainWindow& w) : window(w) {
        window.findChild<QAction*>("lessons")->trigger();
        panel = window.findChild<LessonPanel*>("lessonPanel");
    }

    QString feedback() const { return labelText(window, "lessonFeedback"); }
    QComboBox* courses() const { return panel->findChild<QComboBox*>("lessonCourse"); }
    QListWidget* lessons() const { return panel->findChild<QListWidget*>("lessonList"); }
    void press(const char* name) const { panel->findChild<QPushButton*>(name)->click(); }

    void chooseCourse(const Course& course) {
        QComboBox* box = courses();
        const int row = box->findText(QString::fromStdString(course.title.english));
        QVERIFY(row >= 0);
        box->setCurrentIndex(row);
        emit box->activated(row);
    }
    void chooseLesson(int row) { lessons()->setCurrentRow(row); }

    void play(Move move) { playByGesture(window, move); }

    MainWindow& window;
    LessonPanel* panel = nullptr;
};

// A legal move that misses the goal and the board makes with a gesture.
std::optional<Move> plainWrongMove(const Ruleset& rules, const ExerciseJudge& judge) {
    MoveList legal;
    rules.legalMoves(judge.position(), legal);
    for (Move move : legal) {
        ExerciseJudge trial = judge;
        if (plain(judge.position(), move) && trial.judge(move).verdict == Judgement::Verdict::Wrong)
            return move;
    }
    return std::nullopt;
}

}  // namespace

class TestLearning : public QObject {
    Q_OBJECT

private slots:
    void aWholeLessonByMouse_data();
    void aWholeLessonByMouse();
    void anExerciseTypedAndAHint();
    void aLessonStartedAsksAboutTheGameOnTheBoard();
    void theStartPage();
    void practicePanesShareTheirPlace();
    void theGlyphBarComesWithAnnotating();
    void theRulesOfEachGame();
    void theKeysPageHasEveryKey();
    void theRulesFromTheNewGameDialog();
    void aPuzzleSolvedByMouse_data();
    void aPuzzleSolvedByMouse();
    void aFailedPuzzleReturnsAndEachPlayerHasARating();
    void aPuzzleRaceBetweenTwoNames();
    void undoAndTheSolutionInAPuzzle();
    void aThemeAndADifficultyChosen();
    void puzzlesImportedFromAFile_data();
    void puzzlesImportedFromAFile();
};

namespace {

// The puzzle on the board, by the id the pane shows ("Puzzle ID, difficulty R").
const Puzzle* puzzleShown(const QWidget& window, const std::vector<Puzzle>& puzzles) {
    const QString about = labelText(window, "puzzleAbout");
    const QString id = about.section(QLatin1Char(' '), 1, 1).chopped(1);
    for (const Puzzle& p : puzzles)
        if (QString::fromStdString(p.id) == id) return &p;
    return nullptr;
}

}  // namespace

void TestLearning::aWholeLessonByMouse_data() {
    QTest::addColumn<QString>("game");
    for (const char* game : {"classical", "tavreli", "kingchess"}) QTest::newRow(game) << game;
}

void TestLearning::aWholeLessonByMouse() {
    QFETCH(QString, game);
    const CourseLibrary library;
    const Course* course = library.courseOf(game.toStdString());
    if (!course) QSKIP("no course for this game yet");
    int chosen = 0;
    while (chosen < static_cast<int>(course->lessons.size()) &&
           !playsPlainly(*course, course->lessons[static_cast<std::size_t>(chosen)]))
        ++chosen;
    QVERIFY2(chosen < static_cast<int>(course->lessons.size()), "no lesson played by gestures");
    const Lesson& lesson = course->lessons[static_cast<std::size_t>(chosen)];
    const RulesetRegistry rulesets = builtinRulesets();
    {
        MainWindow window;
        window.resize(1200, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const auto squareSize = [&window] {
            QApplication::processEvents();
            return boardOf(window)->squareRect(sq("a1")).width();
        };
        Learner learner(window);
        learner.chooseCourse(*course);
        learner.chooseLesson(chosen);
        GameSession& session = *sessionOf(window);
        // The board keeps its size from one exercise to the next, whatever
        // their texts.
        const double before = squareSize();
        for (std::size_t i = 0; i < lesson.exercises.size(); ++i) {
            QCOMPARE(squareSize(), before);
            const Exercise& exercise = lesson.exercises[i];
            const auto start = startOf(rulesets, *course, exercise);
            QVERIFY(start);
            QCOMPARE(session.position(), start->position);
            QCOMPARE(labelText(window, "lessonTask"),
                     QString::fromStdString(exercise.task.english));
            ExerciseJudge judge(*start->rules, start->position, exercise.goal);
            // A wrong move first: said why, and taken back.
            if (const auto wrong = plainWrongMove(*start->rules, judge)) {
                learner.play(*wrong);
                QVERIFY2(learner.feedback().endsWith("Try again."), qPrintable(learner.feedback()));
                QTRY_COMPARE(session.position(), start->position);
            }
            while (!judge.solved()) {
                const Move right = *judge.rightMove();
                judge.judge(right);
                learner.play(right);
                // A placing turn goes into the game when confirmed whole.
                if (right.continuesTurn()) continue;
                // The program's reply is on the board before the next move.
                QTRY_COMPARE(session.position(), judge.position());
                if (!judge.solved()) QVERIFY(!learner.feedback().endsWith("Try again."));
            }
            QVERIFY2(learner.feedback().startsWith("Well done!"), qPrintable(learner.feedback()));
            if (i + 1 < lesson.exercises.size()) learner.press("lessonNext");
        }
        QVERIFY(learner.feedback().contains("a star"));
    }
    // After a restart the lesson is still done, with its star.
    MainWindow window;
    Learner learner(window);
    learner.chooseCourse(*course);
    QVERIFY2(learner.lessons()->item(chosen)->text().startsWith(QStringLiteral("★ ")),
             qPrintable(learner.lessons()->item(chosen)->text()));
}

void TestLearning::anExerciseTypedAndAHint() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const CourseLibrary library;
    const Course* course = library.courseOf("classical");
    QVERIFY(course);
    Learner learner(window);
    learner.chooseCourse(*course);
    learner.chooseLesson(0);
    const Exercise& exercise = course->lessons[0].exercises[0];
    const auto start = startOf(builtinRulesets(), *course, exercise);
    ExerciseJudge judge(*start->rules, start->position, exercise.goal);
    // The hint: its words, and the move drawn on the board.
    learner.press("lessonHint");
    QVERIFY(!learner.feedback().isEmpty());
    QVERIFY(boardOf(window)->hintArrow().has_value());
    const Move right = *judge.rightMove();
    QCOMPARE(boardOf(window)->hintArrow()->from, right.from());
    // A gesture the rules refuse: the board puts the piece back and the
    // pane says why, in the rules' words.
    Square nowhere = right.from();
    for (int i = 0; i < 64 && nowhere == right.from(); ++i)
        if (Square(i) != right.from() &&
            movesBetween(*start->rules, start->position, right.from(), Square(i)).empty() &&
            start->position.at(Square(i)).empty())
            nowhere = Square(i);
    drag(boardOf(window), right.from().name().c_str(), nowhere.name().c_str());
    QVERIFY2(
        learner.feedback().contains(QString::fromStdString("cannot move to " + nowhere.name())),
        qPrintable(learner.feedback()));
    QCOMPARE(sessionOf(window)->tree().mainLine().size(), std::size_t{0});
    // Typed in the move box, as the keyboard's way to move.
    auto* entry = window.findChild<MoveEntry*>();
    QVERIFY(entry);
    entry->setFocus();
    QTest::keyClicks(entry,
                     QString::fromStdString(start->rules->moveText(start->position, right, kSan)));
    QTest::keyClick(entry, Qt::Key_Return);
    QCOMPARE(sessionOf(window)->tree().mainLine().size(), std::size_t{1});
    QVERIFY(!boardOf(window)->hintArrow().has_value());
    if (course->lessons[0].exercises.size() == 1 &&
        judge.judge(right).verdict == Judgement::Verdict::Solved)
        QVERIFY(!learner.feedback().contains("a star"));
}

void TestLearning::aLessonStartedAsksAboutTheGameOnTheBoard() {
    // A game of one's own is not replaced without asking; a game started
    // otherwise ends the lesson.
    MainWindow window;
    GameSession& session = *sessionOf(window);
    QVERIFY(session.play(*session.rules().readMoveText(session.position(), "e4")));
    const auto answer = [](QMessageBox::StandardButton button) {
        QTimer::singleShot(0, [button] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            QVERIFY(box);
            box->button(button)->click();
        });
    };
    // Asked, and kept: the game stays on the board.
    answer(QMessageBox::Cancel);
    Learner learner(window);
    QCOMPARE(session.tree().mainLine().size(), std::size_t{1});
    // Asked again when a lesson is chosen, and let go.
    answer(QMessageBox::Discard);
    learner.chooseLesson(0);
    QVERIFY(session.tree().mainLine().empty());
    QVERIFY(!labelText(window, "lessonTask").isEmpty());
    // A game started otherwise: the lesson ends, and its moves are not judged.
    QCOMPARE(window.startGame("classical"), QString());
    QCOMPARE(learner.feedback(), QString("Choose a lesson to go on."));
    QVERIFY(session.play(*session.rules().readMoveText(session.position(), "e4")));
    QCOMPARE(learner.feedback(), QString("Choose a lesson to go on."));
    QVERIFY(labelText(window, "lessonTask").isEmpty());
    QVERIFY(!learner.panel->findChild<QPushButton*>("lessonHint")->isEnabled());
    // Try Again asks about the game on the board before the exercise
    // replaces it; kept, it stays.
    answer(QMessageBox::Cancel);
    learner.press("lessonRetry");
    QCOMPARE(session.tree().mainLine().size(), std::size_t{1});
}

void TestLearning::theStartPage() {
    // Each way to begin is one click from a game; the page stands over the
    // side panel until a game starts, and the Game menu brings it back.
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    GameSession& session = *sessionOf(window);
    window.showStartPage();
    auto* page = window.findChild<QWidget*>("startPage");
    QVERIFY(page && page->isVisible());
    QVERIFY(!window.findChild<MoveEntry*>()->isVisible());
    page->findChild<QPushButton*>("startPlayFriend")->click();
    QVERIFY(!page->isVisible());
    QVERIFY(window.findChild<MoveEntry*>()->isVisible());
    QVERIFY(session.clock());
    QVERIFY(!computersOf(window)->any());

    window.findChild<QAction*>("showStartPage")->trigger();
    QVERIFY(page->isVisible());
    auto* level = page->findChild<QComboBox*>("startLevel");
    level->setCurrentIndex(0);
    page->findChild<QPushButton*>("startPlayComputer")->click();
    QVERIFY(!page->isVisible());
    QVERIFY(!computersOf(window)->player(Color::White));
    QVERIFY(computersOf(window)->player(Color::Black));
    QCOMPARE(computersOf(window)->player(Color::Black)->who().level, 2);

    window.findChild<QAction*>("showStartPage")->trigger();
    // The computer's game has no moves yet: nothing to ask about.
    page->findChild<QPushButton*>("startLearn")->click();
    QVERIFY(!page->isVisible());
    QVERIFY(window.findChild<LessonPanel*>("lessonPanel")->isVisible());
    window.findChild<QAction*>("showStartPage")->trigger();
    page->findChild<QPushButton*>("startPuzzles")->click();
    QVERIFY(window.findChild<PuzzlePanel*>("puzzlePanel")->isVisible());
}

void TestLearning::practicePanesShareTheirPlace() {
    // Lessons, then Puzzles: one pane on top of the other as tabs, each with
    // all the room, and the window no wider than for one.
    MainWindow window;
    window.resize(1000, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.findChild<QAction*>("lessons")->trigger();
    const int width = window.width();
    window.findChild<QAction*>("puzzles")->trigger();
    auto* lessons = window.findChild<QDockWidget*>("lessonsDock");
    auto* puzzles = window.findChild<QDockWidget*>("puzzlesDock");
    QVERIFY(lessons && puzzles);
    QVERIFY(window.tabifiedDockWidgets(lessons).contains(puzzles));
    QCOMPARE(window.width(), width);
    QTRY_VERIFY(puzzles->isVisible() && !puzzles->visibleRegion().isEmpty());
}

void TestLearning::theGlyphBarComesWithAnnotating() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* bar = window.findChild<QToolBar*>("nagPalette");
    QVERIFY(!bar->isVisible());
    const auto boardPlace = [&] {
        QApplication::processEvents();
        return QRect(boardOf(window)->mapTo(&window, QPoint()), boardOf(window)->size());
    };
    const QRect before = boardPlace();
    QAction* toggle = window.findChild<QAction*>("showGlyphBar");
    toggle->trigger();
    QVERIFY(bar->isVisible());
    // It comes beside the board, which stays where it was, as large.
    QCOMPARE(boardPlace(), before);
    toggle->trigger();
    QVERIFY(!bar->isVisible());
    // A comment typed brings it.
    GameSession& session = *sessionOf(window);
    QVERIFY(session.play(*session.rules().readMoveText(session.position(), "e4")));
    auto* comment = window.findChild<QPlainTextEdit*>("commentAfter");
    QVERIFY(comment);
    comment->setFocus();
    QTest::keyClicks(comment, "A good start");
    boardOf(window)->setFocus();
    QTRY_VERIFY(bar->isVisible());
}

void TestLearning::theRulesOfEachGame() {
    // Help › Rules of the Games: a page per game, its diagrams drawn, and a
    // diagram clicked set up on the board.
    MainWindow window;
    auto* menu = window.findChild<QMenu*>("rulesMenu");
    QVERIFY(menu);
    emit menu->aboutToShow();
    const CourseLibrary library;
    QVERIFY(!library.rulesBooks().empty());
    for (const RulesBook& book : library.rulesBooks()) {
        auto* action = window.findChild<QAction*>(QStringLiteral("rules_") +
                                                  QString::fromStdString(book.variant));
        QVERIFY2(action, book.variant.c_str());
        action->trigger();
        auto* page = window.findChild<RulesPage*>("rulesPage");
        QVERIFY(page && page->isVisible());
        const QString text = page->plainText();
        QVERIFY(text.contains(QString::fromStdString(book.title.english)));
        int diagrams = 0;
        for (const RulesSection& section : book.sections) {
            QVERIFY(text.contains(QString::fromStdString(section.heading.english)));
            diagrams += static_cast<int>(section.diagrams.size());
        }
        QCOMPARE(page->diagramCount(), diagrams);
        if (diagrams > 0) {
            const RulesDiagram& first =
                *std::find_if(book.sections.begin(), book.sections.end(),
                              [](const RulesSection& s) { return !s.diagrams.empty(); })
                     ->diagrams.begin();
            page->chooseDiagram(0);
            QCOMPARE(sessionOf(window)->rules().info().key, std::string_view(book.variant));
            QCOMPARE(sessionOf(window)->position(),
                     sessionOf(window)->rules().readFen(first.position).value());
        }
        page->close();
        QTRY_VERIFY(!window.findChild<RulesPage*>("rulesPage"));
    }
}

void TestLearning::theKeysPageHasEveryKey() {
    MainWindow window;
    window.findChild<QAction*>("keysAndMouse")->trigger();
    auto* page = window.findChild<KeysPage*>("keysPage");
    QVERIFY(page);
    const QString text = page->plainText();
    int keys = 0;
    for (QAction* action : window.findChildren<QAction*>()) {
        if (action->shortcut().isEmpty() || action->menu() || action->associatedObjects().isEmpty())
            continue;
        bool inAMenu = false;
        for (QObject* holder : action->associatedObjects())
            inAMenu = inAMenu || qobject_cast<QMenu*>(holder);
        if (!inAMenu) continue;
        const QString key = action->shortcut().toString(QKeySequence::NativeText);
        QVERIFY2(text.contains(key), qPrintable(action->text() + " " + key));
        ++keys;
    }
    QVERIFY(keys > 10);
    QVERIFY(text.contains("Ctrl+N"));
}

void TestLearning::theRulesFromTheNewGameDialog() {
    // The game chosen in New Game: its rules open over the dialog.
    MainWindow window;
    QString read;
    QTimer::singleShot(0, [&read] {
        auto* dialog = qobject_cast<NewGameDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        dialog->variantBox()->setCurrentIndex(dialog->variantBox()->findData("tavreli"));
        QTimer::singleShot(0, [&read, dialog] {
            if (auto* page = qobject_cast<RulesPage*>(QApplication::activeModalWidget())) {
                read = page->windowTitle();
                page->reject();
            }
            dialog->reject();
        });
        emit dialog->findChild<QLabel*>("rulesLink")->linkActivated(QStringLiteral("rules"));
    });
    window.findChild<QAction*>("newGame")->trigger();
    QCOMPARE(read, QString("Rules of Tavreli"));
}

void TestLearning::aPuzzleSolvedByMouse_data() {
    QTest::addColumn<QString>("game");
    for (const char* game : {"classical", "tavreli", "crazyhouse"}) QTest::newRow(game) << game;
}

void TestLearning::aPuzzleSolvedByMouse() {
    // Practice › Puzzles: the opponent's mistake is played, a wrong move is
    // said and taken back, a hint names the square, the win is found by mouse.
    QFETCH(QString, game);
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.startGame(game), QString());  // the pane opens on this game's puzzles
    window.findChild<QAction*>("puzzles")->trigger();
    auto* panel = window.findChild<PuzzlePanel*>("puzzlePanel");
    QVERIFY(panel && panel->isVisible());
    CourseLibrary library;
    const auto& puzzles = library.puzzlesOf(game.toStdString());
    QVERIFY(!puzzles.empty());
    GameSession& session = *sessionOf(window);
    const auto rules = builtinRulesets().create(game.toStdString()).value();
    // The first puzzle whose moves are made with one gesture each.
    for (int tried = 0; tried < 40; ++tried) {
        const Puzzle* shown = puzzleShown(window, puzzles);
        QVERIFY2(shown, qPrintable(labelText(window, "puzzleAbout")));
        const Puzzle& puzzle = *shown;
        const Position start = rules->readFen(puzzle.fen).value();
        const Move mistake = uci::readEngineMoves(*rules, start, puzzle.moves[0])->front();
        const Position afterMistake = rules->play(start, mistake);
        QTRY_COMPARE(session.position(), afterMistake);
        Goal goal;
        goal.kind = Goal::Kind::Play;
        goal.line.assign(puzzle.moves.begin() + 1, puzzle.moves.end());
        ExerciseJudge judge(*rules, afterMistake, goal);
        ExerciseJudge trial = judge;
        bool gestures = true;
        while (!trial.solved() && gestures) {
            const Move right = *trial.rightMove();
            gestures = plain(trial.position(), right) && !right.continuesTurn();
            trial.judge(right);
        }
        if (!gestures) {
            panel->findChild<QPushButton*>("puzzleNext")->click();
            continue;
        }
        const auto feedback = [&window] { return labelText(window, "puzzleFeedback"); };
        if (const auto wrong = plainWrongMove(*rules, judge)) {
            playByGesture(window, *wrong);
            QCOMPARE(feedback(), QString("That is not the move. Try again."));
            QTRY_COMPARE(session.position(), afterMistake);
        }
        panel->findChild<QPushButton*>("puzzleHint")->click();
        QVERIFY(feedback().startsWith("The piece to move stands on") ||
                feedback().startsWith("The move puts a piece on"));
        while (!judge.solved()) {
            const Move right = *judge.rightMove();
            judge.judge(right);
            playByGesture(window, right);
            QTRY_COMPARE(session.position(), judge.position());
        }
        QVERIFY2(feedback().startsWith("Solved!\nThemes: "), qPrintable(feedback()));
        // A puzzle's game is no work to keep.
        QVERIFY(!window.isWindowModified());
        QVERIFY(documentOf(window)->maybeKeepWork());
        // With a wrong move first, it counts as failed; with a hint, half.
        QVERIFY2(labelText(window, "puzzleStanding").contains(QChar(0x2717)) ||
                     labelText(window, "puzzleStanding").contains(QChar(0x00BD)),
                 qPrintable(labelText(window, "puzzleStanding")));
        QVERIFY(panel->findChild<QPushButton*>("puzzleNext")->isEnabled());
        panel->findChild<QPushButton*>("puzzleNext")->click();
        QTRY_VERIFY(session.position() != judge.position());
        // The next puzzle's words are in the pane's own colour, not the last verdict's.
        auto* said = panel->findChild<QLabel*>("puzzleFeedback");
        QCOMPARE(said->palette().color(QPalette::WindowText),
                 panel->palette().color(QPalette::WindowText));
        return;
    }
    QFAIL("no puzzle of this game is solved with one gesture a move");
}

void TestLearning::aFailedPuzzleReturnsAndEachPlayerHasARating() {
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.startGame(QStringLiteral("shatranj")), QString());
    window.findChild<QAction*>("puzzles")->trigger();
    auto* panel = window.findChild<PuzzlePanel*>("puzzlePanel");
    auto* player = panel->findChild<QComboBox*>("puzzlePlayer");
    player->setCurrentText(QStringLiteral("Anna"));
    emit player->lineEdit()->editingFinished();
    CourseLibrary library;
    const auto& puzzles = library.puzzlesOf("shatranj");
    const auto standing = [&window] { return labelText(window, "puzzleStanding"); };
    QCOMPARE(standing(), QString("Rating 1500 ± 700"));
    // A puzzle given up (the solution shown) is failed: the rating falls.
    const Puzzle* failed = puzzleShown(window, puzzles);
    QVERIFY(failed);
    panel->findChild<QPushButton*>("puzzleSolution")->click();
    QVERIFY2(standing().startsWith("Rating 1") && !standing().startsWith("Rating 1500"),
             qPrintable(standing()));
    QVERIFY(standing().contains("1 puzzle to see again."));
    // Three other puzzles later it is back.
    for (int i = 0; i < 3; ++i) {
        panel->findChild<QPushButton*>("puzzleNext")->click();
        QVERIFY(puzzleShown(window, puzzles) != failed);
        panel->findChild<QPushButton*>("puzzleSolution")->click();
    }
    panel->findChild<QPushButton*>("puzzleNext")->click();
    QCOMPARE(puzzleShown(window, puzzles), failed);
    // Another player starts with a rating of her own; Anna's is kept.
    const QString annas = standing();
    player->setCurrentText(QStringLiteral("Boris"));
    emit player->lineEdit()->editingFinished();
    QCOMPARE(standing(), QString("Rating 1500 ± 700"));
    player->setCurrentText(QStringLiteral("Anna"));
    emit player->lineEdit()->editingFinished();
    QCOMPARE(standing().section('\n', 0, 0), annas.section('\n', 0, 0));
    QVERIFY(standing().contains("0 solved of 4"));
    // Another game on the board leaves the puzzle: the pane says so.
    QCOMPARE(window.startGame(QStringLiteral("classical")), QString());
    QCOMPARE(labelText(window, "puzzleTask"), QString("Press Next for a puzzle."));
    QVERIFY(!panel->findChild<QPushButton*>("puzzleHint")->isEnabled());
}

void TestLearning::aThemeAndADifficultyChosen() {
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.startGame(QStringLiteral("crazyhouse")), QString());
    window.findChild<QAction*>("puzzles")->trigger();
    auto* panel = window.findChild<PuzzlePanel*>("puzzlePanel");
    CourseLibrary library;
    const auto& puzzles = library.puzzlesOf("crazyhouse");
    const auto hasTheme = [](const Puzzle& p, const char* theme) {
        return std::find(p.themes.begin(), p.themes.end(), theme) != p.themes.end();
    };
    const auto dropMates = std::count_if(puzzles.begin(), puzzles.end(),
                                         [&](const Puzzle& p) { return hasTheme(p, "dropMate"); });
    QVERIFY(dropMates > 3 && dropMates < qsizetype(puzzles.size()));
    auto* themes = panel->findChild<QComboBox*>("puzzleTheme");
    QCOMPARE(themes->itemText(0), QStringLiteral("All themes (%1)").arg(puzzles.size()));
    const int dropMate = themes->findText(QStringLiteral("Mate by a drop (%1)").arg(dropMates));
    QVERIFY2(dropMate > 0, qPrintable(themes->itemText(1)));
    // Chosen as a person does: the list opened, the theme picked by keys.
    themes->setFocus();
    QTest::keyClick(themes, Qt::Key_Home);
    for (int i = 0; i < dropMate; ++i) QTest::keyClick(themes, Qt::Key_Down);
    QCOMPARE(themes->currentIndex(), dropMate);
    auto* next = panel->findChild<QPushButton*>("puzzleNext");
    for (int i = 0; i < 4; ++i) {
        const Puzzle* shown = puzzleShown(window, puzzles);
        QVERIFY(shown);
        QVERIFY2(hasTheme(*shown, "dropMate"), shown->id.c_str());
        next->click();
    }
    // The hardest puzzles next, then the easiest: the difficulties part.
    auto* difficulty = panel->findChild<QComboBox*>("puzzleDifficulty");
    QCOMPARE(difficulty->currentText(), QString("Near my rating"));
    QTest::keyClick(difficulty, Qt::Key_End);
    QCOMPARE(difficulty->currentText(), QString("Hardest"));
    next->click();
    const int hard = puzzleShown(window, puzzles)->rating;
    QTest::keyClick(difficulty, Qt::Key_Home);
    QCOMPARE(difficulty->currentText(), QString("Easiest"));
    next->click();
    const int easy = puzzleShown(window, puzzles)->rating;
    QVERIFY2(easy < hard, qPrintable(QStringLiteral("%1 / %2").arg(easy).arg(hard)));
    QVERIFY(hasTheme(*puzzleShown(window, puzzles), "dropMate"));
    // All themes again.
    QTest::keyClick(themes, Qt::Key_Home);
    QCOMPARE(themes->currentIndex(), 0);
}

void TestLearning::aPuzzleRaceBetweenTwoNames() {
    // Anna and Boris race at one board, one puzzle each: Anna makes a wrong
    // move, which decides hers, Boris solves his; Boris wins, and each has a rating of their own.
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.startGame(QStringLiteral("shatranj")), QString());
    window.findChild<QAction*>("puzzles")->trigger();
    auto* panel = window.findChild<PuzzlePanel*>("puzzlePanel");
    const auto standing = [&window] { return labelText(window, "puzzleStanding"); };
    QTimer::singleShot(0, &window, [] {
        auto* dialog = QApplication::activeModalWidget();
        QVERIFY(dialog && dialog->objectName() == "puzzleRaceDialog");
        dialog->findChild<QLineEdit*>("raceFirst")->setText("Anna");
        dialog->findChild<QLineEdit*>("raceSecond")->setText("Boris");
        dialog->findChild<QSpinBox*>("raceEach")->setValue(1);
        dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
    });
    panel->findChild<QPushButton*>("puzzleRace")->click();
    QVERIFY2(standing().startsWith("Race: Anna 0 – Boris 0. Anna's puzzle, 1 of 2."),
             qPrintable(standing()));
    CourseLibrary library;
    const auto rules = builtinRulesets().create("shatranj").value();
    GameSession& session = *sessionOf(window);
    const auto judgeOf = [&](const Puzzle& puzzle) {
        const Position start = rules->readFen(puzzle.fen).value();
        const Position afterMistake =
            rules->play(start, uci::readEngineMoves(*rules, start, puzzle.moves[0])->front());
        Goal goal;
        goal.kind = Goal::Kind::Play;
        goal.line.assign(puzzle.moves.begin() + 1, puzzle.moves.end());
        return ExerciseJudge(*rules, afterMistake, goal);
    };
    const Puzzle* annas = puzzleShown(window, library.puzzlesOf("shatranj"));
    QVERIFY(annas);
    const ExerciseJudge annasJudge = judgeOf(*annas);
    QTRY_COMPARE(session.position(), annasJudge.position());
    const auto wrong = plainWrongMove(*rules, annasJudge);
    QVERIFY(wrong);
    QVERIFY(session.play(*wrong));
    QCOMPARE(labelText(window, "puzzleFeedback"),
             QString("That is not the move: no point. Press Next."));
    QVERIFY(!panel->findChild<QPushButton*>("puzzleHint")->isEnabled());
    QVERIFY2(standing().startsWith("Race: Anna 0 – Boris 0. Boris is next."),
             qPrintable(standing()));
    panel->findChild<QPushButton*>("puzzleNext")->click();
    QVERIFY2(standing().startsWith("Race: Anna 0 – Boris 0. Boris's puzzle, 2 of 2."),
             qPrintable(standing()));
    QCOMPARE(panel->findChild<QComboBox*>("puzzlePlayer")->currentText(), QString("Boris"));
    // Boris solves his, move by move as the judge wants them.
    const Puzzle* shown = puzzleShown(window, library.puzzlesOf("shatranj"));
    QVERIFY(shown);
    QVERIFY(shown != annas);  // not the one Anna has just seen
    ExerciseJudge judge = judgeOf(*shown);
    QTRY_COMPARE(session.position(), judge.position());
    while (!judge.solved()) {
        const Move right = *judge.rightMove();
        judge.judge(right);
        QVERIFY(session.play(right));
        QTRY_COMPARE(session.position(), judge.position());
    }
    QTRY_COMPARE(labelText(window, "puzzleTask"), QString("Boris wins the race, 1 to 0."));
    // Each kept a rating of their own: Anna's fell, Boris's rose.
    QVERIFY(PuzzleRecordsFile("Anna").of("shatranj").rating().rating < 1500);
    QVERIFY(PuzzleRecordsFile("Boris").of("shatranj").rating().rating > 1500);
}

void TestLearning::undoAndTheSolutionInAPuzzle() {
    // Undo in a puzzle goes back to the solver's last turn (the reply with
    // the move it answered), or plays the opponent's mistake again; the
    // puzzle goes on after it. Solution plays the rest of the line.
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.startGame(QStringLiteral("classical")), QString());
    window.findChild<QAction*>("puzzles")->trigger();
    auto* panel = window.findChild<PuzzlePanel*>("puzzlePanel");
    CourseLibrary library;
    const auto& puzzles = library.puzzlesOf("classical");
    const auto rules = builtinRulesets().create("classical").value();
    GameSession& session = *sessionOf(window);
    QAction* undo = window.findChild<QAction*>("undo");
    // A puzzle of two moves or more.
    const Puzzle* puzzle = puzzleShown(window, puzzles);
    for (int tried = 0; puzzle && puzzle->moves.size() < 4 && tried < 100; ++tried) {
        panel->findChild<QPushButton*>("puzzleNext")->click();
        puzzle = puzzleShown(window, puzzles);
    }
    QVERIFY(puzzle && puzzle->moves.size() >= 4);
    const Position start = rules->readFen(puzzle->fen).value();
    const Position afterMistake =
        rules->play(start, uci::readEngineMoves(*rules, start, puzzle->moves[0])->front());
    Goal goal;
    goal.kind = Goal::Kind::Play;
    goal.line.assign(puzzle->moves.begin() + 1, puzzle->moves.end());
    const ExerciseJudge atStart(*rules, afterMistake, goal);
    QTRY_COMPARE(session.position(), afterMistake);
    ExerciseJudge judge = atStart;
    const Move first = *judge.rightMove();
    judge.judge(first);
    QVERIFY(session.play(first));
    QTRY_COMPARE(session.position(), judge.position());  // the reply came
    undo->trigger();
    QTRY_COMPARE(session.position(), afterMistake);
    QCOMPARE(labelText(window, "puzzleFeedback"), QString("Your move."));
    // Not stuck: the move is judged and answered again.
    QVERIFY(session.play(first));
    QTRY_COMPARE(session.position(), judge.position());
    undo->trigger();
    QTRY_COMPARE(session.position(), afterMistake);
    // Back past the mistake: it is played again.
    undo->trigger();
    QCOMPARE(session.position(), start);
    QTRY_COMPARE(session.position(), afterMistake);
    // The solution, on the board and in the moves.
    panel->findChild<QPushButton*>("puzzleSolution")->click();
    ExerciseJudge solved = atStart;
    while (!solved.solved()) solved.judge(*solved.rightMove());
    QCOMPARE(session.position(), solved.position());
    QCOMPARE(session.tree().mainLine().size(), puzzle->moves.size());
    QVERIFY(labelText(window, "puzzleFeedback").startsWith("The solution: "));
}

void TestLearning::puzzlesImportedFromAFile_data() {
    QTest::addColumn<bool>("compressed");
    QTest::newRow("plain") << false;
    QTest::newRow("gzip") << true;
}

void TestLearning::puzzlesImportedFromAFile() {
    // A file of lichess's columns (no Variant column: classical), with a bad
    // row and a row of a game Tavleya does not play, imported: its puzzles
    // are offered and played, the bad row is named by its line.
    QFETCH(bool, compressed);
    QTemporaryDir folder;
    QFile shipped(":/puzzles/classical.csv");
    QVERIFY(shipped.open(QIODevice::ReadOnly));
    shipped.readLine();
    QByteArray text =
        "PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,"
        "GameUrl,OpeningTags\n";
    for (int i = 0; i < 30; ++i) {
        const QList<QByteArray> fields = shipped.readLine().trimmed().split(',');
        text += "imported-" + QByteArray::number(i) + ',' + fields.mid(1, 9).join(',') + '\n';
        if (i == 3) text += "broken,8/8/8/8/8/8/8/K6k w - - 0 1,a1a2,1500\n";  // line 6
    }
    // A gain of material, no mate: the queen taken back.
    text +=
        "imported-gain,r4r2/p3kpp1/1pNqpn1p/5b2/QP1P1P2/2P4P/P2B1PP1/2R1R1K1 b - - 0 21,"
        "d6c6 a4c6,1500,80,90,100,crushing hangingPiece oneMove,,\n";
    const QString plain = folder.filePath("mine.csv");
    QFile file(plain);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
    file.close();
    QString path = plain;
    if (compressed) {
        QCOMPARE(QProcess::execute("gzip", {plain}), 0);
        path += ".gz";
    }
    settings::importedPuzzles.write({path});
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.findChild<QAction*>("puzzles")->trigger();
    auto* games = window.findChild<QComboBox*>("puzzleGame");
    const QString title = QString("Chess — mine.csv%1").arg(compressed ? ".gz" : "");
    QTRY_VERIFY(games->findText(title) >= 0);
    QTRY_VERIFY2(labelText(window, "puzzleImportState").contains("31 puzzles read"),
                 qPrintable(labelText(window, "puzzleImportState")));
    QVERIFY2(labelText(window, "puzzleImportState")
                 .contains("1 row skipped, the first: line 6: puzzle broken has no mistake"),
             qPrintable(labelText(window, "puzzleImportState")));
    games->setCurrentIndex(games->findText(title));
    emit games->activated(games->currentIndex());
    QVERIFY2(labelText(window, "puzzleAbout").startsWith("Puzzle imported-"),
             qPrintable(labelText(window, "puzzleAbout")));
    // It is played as any puzzle: the solution shown, the next one comes.
    const QString first = labelText(window, "puzzleAbout");
    window.findChild<QPushButton*>("puzzleSolution")->click();
    QVERIFY(labelText(window, "puzzleFeedback").startsWith("The solution: "));
    window.findChild<QPushButton*>("puzzleNext")->click();
    QVERIFY(labelText(window, "puzzleAbout").startsWith("Puzzle imported-"));
    QVERIFY(labelText(window, "puzzleAbout") != first);
    // A mate is to be found within its moves; a gain, as the best move
    // (once: the puzzles passed over here are the player's record after).
    for (int shown = 0; shown < 31 && !compressed; ++shown) {
        const bool gain = labelText(window, "puzzleAbout").startsWith("Puzzle imported-gain,");
        const QString task = labelText(window, "puzzleTask");
        QVERIFY2(gain ? task == "White to move: find the best move; the line is 1 move long."
                      : task.contains(" to move wins within "),
                 qPrintable(labelText(window, "puzzleTask")));
        if (gain) break;
        window.findChild<QPushButton*>("puzzleSolution")->click();
        window.findChild<QPushButton*>("puzzleNext")->click();
    }
    QVERIFY(compressed || labelText(window, "puzzleAbout").startsWith("Puzzle imported-gain,"));
    settings::importedPuzzles.write({});
}

TAVLEYA_GUI_TEST_MAIN(TestLearning)
#include "test_learning.moc"
