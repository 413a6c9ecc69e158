// Lessons: the course files read (and bad ones named by line), each kind of
// goal judged move by move as a learner plays, and every shipped course
// played out against the rules.

#include <QDir>
#include <QFile>
#include <QtTest>

#include <map>
#include <set>

#include "lessons/course_check.h"
#include "lessons/course_reader.h"
#include "lessons/exercise_judge.h"
#include "lessons/rules_book.h"
#include "ruleset_registry.h"

using namespace tavleya;

namespace {

using Verdict = Judgement::Verdict;
using Miss = Judgement::Miss;

std::shared_ptr<const Ruleset> rules(const char* key) {
    return builtinRulesets().create(key).value();
}

Move move(const Ruleset& rules, const Position& position, const char* text) {
    const auto read = rules.readMoveText(position, text);
    if (!read) qFatal("%s: %s", text, read.error().message.c_str());
    return *read;
}

// A judge of `goal` from `fen` in classical chess.
struct Trial {
    Trial(const char* fen, Goal goal)
        : chess(rules("classical")), judge(*chess, chess->readFen(fen).value(), std::move(goal)) {}
    Judgement play(const char* text) { return judge.judge(move(*chess, judge.position(), text)); }
    std::shared_ptr<const Ruleset> chess;
    ExerciseJudge judge;
};

Goal goal(const char* text) {
    const std::string course =
        std::string("course: classical\nlesson: a\nexercise:\nposition: start\ntask: t\ngoal: ") +
        text + "\n";
    auto read = readCourse(course);
    if (!read) qFatal("%s", read.error().message.c_str());
    return read->lessons[0].exercises[0].goal;
}

QString errorOf(const char* text) {
    const auto read = readCourse(text);
    return read ? QStringLiteral("read") : QString::fromStdString(read.error().message);
}

}  // namespace

class TestLessons : public QObject {
    Q_OBJECT

private slots:
    void aCourseReads() {
        const auto course = readCourse(
            "# the rook\n"
            "course: classical\n"
            "title: Chess\n"
            "title.ru: Шахматы\n"
            "\n"
            "lesson: rook\n"
            "title: The rook\n"
            "intro: It moves along ranks\n"
            "  and files.\n"
            "exercise:\n"
            "position: 8/8/8/8/8/8/8/R3K2k w - - 0 1\n"
            "goal: reach a8\n"
            "marks: a8 h8\n"
            "task: To a8.\n"
            "task.ru: На a8.\n"
            "hint: Up the file.\n");
        QVERIFY2(course.ok(), course.ok() ? "" : course.error().message.c_str());
        QCOMPARE(course->variant, std::string("classical"));
        QCOMPARE(course->title.in(true), std::string("Шахматы"));
        QCOMPARE(course->lessons.size(), std::size_t{1});
        const Lesson& lesson = course->lessons[0];
        QCOMPARE(lesson.id, std::string("rook"));
        QCOMPARE(lesson.intro.english, std::string("It moves along ranks and files."));
        // No Russian given: the English stands in.
        QCOMPARE(lesson.title.in(true), std::string("The rook"));
        const Exercise& e = lesson.exercises[0];
        QCOMPARE(e.lineNumber, 10);
        QVERIFY(e.goal.kind == Goal::Kind::Reach);
        QCOMPARE(e.goal.square, *Square::parse("a8"));
        QCOMPARE(e.marks.size(), std::size_t{2});
        QCOMPARE(e.task.in(true), std::string("На a8."));
        QCOMPARE(e.hint.in(false), std::string("Up the file."));
    }

    void badCoursesAreNamedByLine_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("error");
        const QString head = "course: classical\nlesson: a\nexercise:\nposition: start\ntask: t\n";
        QTest::newRow("no course") << "lesson: a\n"
                                   << "line 1: a course file starts with “course: KEY”";
        QTest::newRow("no goal kind")
            << head + "goal: fly e4\n"
            << "line 6: “fly” is not a goal: reach, capture, check, draw, "
               "win or play";
        QTest::newRow("no square") << head + "goal: reach\n"
                                   << "line 6: “reach” is not a goal (such as “reach e4”)";
        QTest::newRow("bad square") << head + "goal: capture z9\n"
                                    << "line 6: “z9” is not a square";
        QTest::newRow("deep win") << head + "goal: win 7\n"
                                  << "line 6: “win” needs a number of moves from 1 to 3";
        QTest::newRow("bad mark") << head + "marks: e4 e9\n"
                                  << "line 6: “e9” is not a square";
        QTest::newRow("unknown field") << head + "colour: red\n"
                                       << "line 6: “colour” is not a field here";
        QTest::newRow("no colon") << head + "just words\n"
                                  << "line 6: “just words” is not “key: value”";
        QTest::newRow("indent first") << "  course: classical\n"
                                      << "line 1: an indented line goes on from no field";
        QTest::newRow("twice") << head + "lesson: a\n"
                               << "line 6: a second lesson “a”";
        QTest::newRow("empty lesson") << "course: classical\nlesson: a\n"
                                      << "lesson “a” has no exercise";
        QTest::newRow("no task") << "course: classical\nlesson: a\nexercise:\nposition: start\n"
                                 << "line 3: an exercise needs a position and a task";
    }
    void badCoursesAreNamedByLine() {
        QFETCH(QString, text);
        QFETCH(QString, error);
        QCOMPARE(errorOf(text.toUtf8().constData()), error);
    }

    void reachCaptureCheckAndDraw() {
        Trial reach("8/8/8/8/8/8/8/R3K2k w - - 0 1", goal("reach a8"));
        const Judgement wrong = reach.play("Ra7");
        QVERIFY(wrong.verdict == Verdict::Wrong);
        QVERIFY(wrong.miss == Miss::NotReached);
        // A wrong move leaves the position as it was.
        QCOMPARE(reach.judge.position(),
                 reach.chess->readFen("8/8/8/8/8/8/8/R3K2k w - - 0 1").value());
        QVERIFY(reach.play("Ra8").verdict == Verdict::Solved);
        QVERIFY(reach.judge.solved());

        Trial capture("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", goal("capture d5"));
        QVERIFY(capture.play("e6").miss == Miss::NotCaptured);
        QVERIFY(capture.play("exd6").verdict == Verdict::Solved);  // en passant takes d5

        // Castling reaches the king's castled square.
        Trial castle("4k3/8/8/8/8/8/8/4K2R w K - 0 1", goal("reach g1"));
        QVERIFY(castle.play("Rg1").verdict == Verdict::Solved);
        Trial castled("4k3/8/8/8/8/8/8/4K2R w K - 0 1", goal("reach g1"));
        QVERIFY(castled.play("O-O").verdict == Verdict::Solved);
        Trial castleLong("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", goal("reach c1"));
        QVERIFY(castleLong.play("O-O-O").verdict == Verdict::Solved);

        Trial check("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", goal("check"));
        QVERIFY(check.play("Ra7").miss == Miss::NoCheck);
        QVERIFY(check.play("Ra8+").verdict == Verdict::Solved);

        Trial draw("k7/8/1K6/8/8/8/8/2Q5 w - - 0 1", goal("draw"));
        QVERIFY(draw.play("Qc2").miss == Miss::NoDraw);
        QVERIFY(draw.play("Kb5").miss == Miss::NoDraw);
        QVERIFY(draw.play("Qc8+").miss == Miss::NoDraw);
        QVERIFY(draw.judge.rightMove().has_value());
        const Move stalemate = *draw.judge.rightMove();
        QVERIFY(draw.judge.judge(stalemate).verdict == Verdict::Solved);
    }

    void aWinInTwoAgainstEveryDefence() {
        // Mate in two: 1. Qg7+? is refuted; 1. Rh1 (the king is shut in)
        // then mate whatever Black plays.
        const char* fen = "7k/8/5K2/8/8/8/8/6R1 w - - 0 1";
        Trial trial(fen, goal("win 2"));
        const Judgement wrong = trial.play("Rg2");
        QVERIFY(wrong.verdict == Verdict::Wrong);
        QVERIFY(wrong.miss == Miss::NoWin);
        QVERIFY(!wrong.escape.isNull());
        const auto right = trial.judge.rightMove();
        QVERIFY(right);
        const Judgement going = trial.judge.judge(*right);
        QVERIFY(going.verdict == Verdict::GoOn);
        QCOMPARE(going.reply.size(), std::size_t{1});
        QCOMPARE(trial.judge.position().sideToMove(), Color::White);
        QVERIFY(trial.judge.judge(*trial.judge.rightMove()).verdict == Verdict::Solved);
    }

    void aLineToPlay() {
        Trial trial("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                    goal("play e4 e5 Nf3"));
        QVERIFY(trial.play("d4").miss == Miss::NotTheMove);
        const Judgement first = trial.play("e4");
        QVERIFY(first.verdict == Verdict::GoOn);
        QCOMPARE(first.reply.size(), std::size_t{1});
        QVERIFY(trial.play("Nc3").miss == Miss::NotTheMove);
        QVERIFY(trial.play("Nf3").verdict == Verdict::Solved);
    }

    void aLinesLastMoveMayBeAnyWin() {
        // Two rooks, two mates: the line names one, the other does as well.
        Trial trial("7k/8/6K1/8/8/8/8/R1R5 w - - 0 1", goal("play Ra8"));
        QVERIFY(trial.play("Rc8#").verdict == Verdict::Solved);
        Trial other("7k/8/6K1/8/8/8/8/R1R5 w - - 0 1", goal("play Ra8"));
        QVERIFY(other.play("Rab1").miss == Miss::NotTheMove);
    }

    void aLineThatDoesNotPlayIsNamed() {
        const auto course = readCourse(
            "course: classical\nlesson: a\nexercise:\nposition: start\ntask: t\ngoal: play e4 "
            "e4\n");
        QVERIFY(course);
        const auto errors = checkCourse(builtinRulesets(), *course);
        QCOMPARE(errors.size(), std::size_t{1});
        QVERIFY2(errors[0].message.starts_with("line 3: the line does not play: "),
                 errors[0].message.c_str());
    }

    void unsoundExercisesAreFound_data() {
        QTest::addColumn<QString>("exercise");
        QTest::addColumn<QString>("error");
        QTest::newRow("no way") << "position: 8/8/8/8/8/8/8/R3K2k w - - 0 1\ngoal: reach b7\n"
                                << "line 3: no move reaches the goal";
        // The king's only move is to take the rook.
        QTest::newRow("every move") << "position: 7k/8/8/8/8/8/6r1/7K w - - 0 1\ngoal: reach g2\n"
                                    << "line 3: every legal move reaches the goal";
        QTest::newRow("not a mate") << "position: 7k/8/8/8/8/8/8/R3K3 w - - 0 1\ngoal: win 1\n"
                                    << "line 3: no move reaches the goal";
        QTest::newRow("over already") << "position: 7k/8/8/8/8/8/8/1B5K w - - 0 1\ngoal: check\n"
                                      << "line 3: the game is over already";
        QTest::newRow("bad position") << "position: 8/8/9/8 w - - 0 1\ngoal: check\n"
                                      << "line 3: the position does not read: ";
    }
    void unsoundExercisesAreFound() {
        QFETCH(QString, exercise);
        QFETCH(QString, error);
        const auto course = readCourse(
            ("course: classical\nlesson: a\nexercise:\ntask: t\n" + exercise).toStdString());
        QVERIFY(course);
        const auto errors = checkCourse(builtinRulesets(), *course);
        QCOMPARE(errors.size(), std::size_t{1});
        QVERIFY2(QString::fromStdString(errors[0].message).startsWith(error),
                 errors[0].message.c_str());
    }

    void aRulesBookReads() {
        const auto book = readRulesBook(
            "rules: classical\ntitle: Chess\ntitle.ru: Шахматы\nintro: Two players.\n"
            "section:\nheading: Castling\nheading.ru: Рокировка\ntext: One.\ntext.ru: Один.\n"
            "text: Two.\ndiagram: 4k3/8/8/8/8/8/8/4K2R w K - 0 1\ncaption: Before.\n"
            "caption.ru: До.\ndecision: docs/rules/classical.md, D1\n");
        QVERIFY2(book.ok(), book.ok() ? "" : book.error().message.c_str());
        QCOMPARE(book->sections.size(), std::size_t{1});
        const RulesSection& section = book->sections[0];
        QCOMPARE(section.paragraphs.size(), std::size_t{2});
        QCOMPARE(section.paragraphs[0].russian, std::string("Один."));
        QVERIFY(section.paragraphs[1].russian.empty());
        QCOMPARE(section.diagrams[0].caption.in(true), std::string("До."));
        QCOMPARE(section.decision, std::string("docs/rules/classical.md, D1"));
        // What the check finds: the intro and the second paragraph have no Russian.
        QCOMPARE(checkRulesBook(builtinRulesets(), *book).size(), std::size_t{2});
        QCOMPARE(QString::fromStdString(readRulesBook("title: x\n").error().message),
                 QString("line 1: a rules file starts with “rules: KEY”"));
        QCOMPARE(QString::fromStdString(
                     readRulesBook("rules: classical\nsection:\nheading: h\ntext.ru: т\n")
                         .error()
                         .message),
                 QString("line 4: “text.ru” follows no text of its own"));
        const auto badDiagram = readRulesBook(
            "rules: classical\nsection:\nheading: h\nheading.ru: х\n"
            "diagram: 9/8 w\ncaption: c\ncaption.ru: к\n");
        QVERIFY(badDiagram);
        const auto errors = checkRulesBook(builtinRulesets(), *badDiagram);
        QCOMPARE(errors.size(), std::size_t{1});
        QVERIFY(errors[0].message.starts_with("line 5: the diagram does not read"));
    }

    // Every rules book shipped reads, its diagrams in its game, every text
    // in Russian too.
    void theShippedRulesAreSound() {
        const QDir folder(QStringLiteral(TAVLEYA_RULES_DIR));
        const QStringList files = folder.entryList({QStringLiteral("*.rules")}, QDir::Files);
        std::set<std::string> written;
        for (const QString& name : files) {
            QFile file(folder.filePath(name));
            QVERIFY(file.open(QIODevice::ReadOnly));
            const auto book = readRulesBook(file.readAll().toStdString());
            QVERIFY2(book.ok(), qPrintable(name));
            QCOMPARE(QString::fromStdString(book->variant) + ".rules", name);
            written.insert(book->variant);
            const auto errors = checkRulesBook(builtinRulesets(), *book);
            for (const Error& e : errors) qWarning("%s: %s", qPrintable(name), e.message.c_str());
            QVERIFY(errors.empty());
        }
        // Every game's rules are written.
        for (const RulesetInfo& info : builtinRulesets().list())
            QVERIFY2(written.contains(std::string(info.key)), std::string(info.key).c_str());
    }

    // Every course shipped reads, and every exercise in it can be solved,
    // move by move as the window judges it, and can be missed.
    void theShippedCoursesAreSound() {
        const QDir folder(QStringLiteral(TAVLEYA_LESSONS_DIR));
        const QStringList files = folder.entryList({QStringLiteral("*.course")}, QDir::Files);
        QVERIFY(!files.isEmpty());
        const RulesetRegistry rulesets = builtinRulesets();
        std::map<std::string, std::size_t> found;
        for (const QString& name : files) {
            QFile file(folder.filePath(name));
            QVERIFY(file.open(QIODevice::ReadOnly));
            const auto course = readCourse(file.readAll().toStdString());
            QVERIFY2(course.ok(),
                     qPrintable(name + ": " +
                                QString::fromStdString(course.ok() ? std::string()
                                                                   : course.error().message)));
            QCOMPARE(QString::fromStdString(course->variant) + ".course", name);
            const auto errors = checkCourse(rulesets, *course);
            for (const Error& e : errors) qWarning("%s: %s", qPrintable(name), e.message.c_str());
            QVERIFY(errors.empty());
            for (const Lesson& lesson : course->lessons)
                QVERIFY2(!lesson.title.russian.empty() && !lesson.intro.russian.empty(),
                         lesson.id.c_str());
            found[course->variant] = course->lessons.size();
        }
        // A course for every game, of at least these many lessons.
        const std::map<std::string, std::size_t> least = {
            {"tavreli", 12},     {"frankfurt", 4}, {"kingchess", 4}, {"crazyhouse", 4},
            {"secret-setup", 3}, {"shatranj", 4},  {"chess960", 3},  {"classical", 8}};
        for (const auto& [game, lessons] : least) QVERIFY2(found[game] >= lessons, game.c_str());
        for (const RulesetInfo& info : builtinRulesets().list())
            QVERIFY2(found.contains(std::string(info.key)), std::string(info.key).c_str());
    }
};

QTEST_GUILESS_MAIN(TestLessons)
#include "test_lessons.moc"
