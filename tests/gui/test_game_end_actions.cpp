// The players' ways to end a game by their word, alone with a game and a
// board, no window: what each action allows for the move shown, and the
// questions answered as a person answers them.

#include <QAction>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QtTest>
#include <functional>

#include "board/board_widget.h"
#include "computer_opponents.h"
#include "game_end_actions.h"
#include "gui_test_main.h"
#include "play/game_session.h"
#include "ruleset_registry.h"
#include "session_moves.h"

using namespace tavleya;

namespace {

// A game of classical chess with its board, and the game-end actions on it.
struct Table {
    Table() {
        session.start(builtinRulesets().create("classical").value(), std::nullopt);
        actions.setShown(session.current());
    }
    void play(std::initializer_list<const char*> moves) {
        testing::play(session, moves);
        actions.setShown(session.current());
    }

    QWidget window;
    GameSession session;
    ComputerOpponents computers{session, &window};
    BoardWidget board{&window};
    GameEndActions actions{session, computers, &board, &window};
};

// Answers the question `ask` brings up by clicking its button named `button`.
void answer(QAction* ask, const QString& button) {
    bool answered = false;
    QTimer::singleShot(0, [&] {
        QWidget* question = QApplication::activeModalWidget();
        QVERIFY(question);
        auto* chosen = question->findChild<QPushButton*>(button);
        QVERIFY2(chosen, qPrintable(button));
        chosen->click();
        answered = true;
    });
    ask->trigger();
    QVERIFY(answered);
}

}  // namespace

class TestGameEndActions : public QObject {
    Q_OBJECT

private slots:
    void theActionsFollowTheMoveShown();
    void eitherPlayerResigns();
    void aDrawOfferedAndAccepted();
    void aDrawClaimedWithTheMoveThatMakesIt();
    void aGameDecidedInItsRecordIsNotResigned();
    void theDrawOfferLeavesTheClocksInView();
};

void TestGameEndActions::theActionsFollowTheMoveShown() {
    Table table;
    // Before the first move there is nothing to resign or offer.
    QVERIFY(!table.actions.resign()->isEnabled());
    QVERIFY(!table.actions.offerDraw()->isEnabled());
    QVERIFY(!table.actions.claimDraw()->isEnabled());
    table.play({"e4"});
    QVERIFY(table.actions.resign()->isEnabled());
    QVERIFY(table.actions.offerDraw()->isEnabled());
    // Looking back at the start: a draw is offered only at the live end, and
    // the game may still be resigned.
    table.actions.setShown(table.session.tree().root());
    QVERIFY(!table.actions.offerDraw()->isEnabled());
    QVERIFY(table.actions.resign()->isEnabled());
}

void TestGameEndActions::eitherPlayerResigns() {
    Table table;
    table.play({"e4", "e5"});
    answer(table.actions.resign(), QStringLiteral("blackResigns"));
    QCOMPARE(table.session.end().outcome, Outcome::WhiteWins);
    QCOMPARE(table.session.end().termination, Termination::Resignation);
    table.actions.setShown(table.session.current());
    QVERIFY(!table.actions.resign()->isEnabled());
    QVERIFY(!table.actions.offerDraw()->isEnabled());
}

void TestGameEndActions::aGameDecidedInItsRecordIsNotResigned() {
    // As a file gives it: a result, and nothing on how it came.
    Table table;
    table.play({"e4", "e5"});
    table.session.setRecordedResult("1-0");
    table.actions.setShown(table.session.current());
    QVERIFY(!table.actions.resign()->isEnabled());
    QVERIFY(!table.actions.offerDraw()->isEnabled());
    QVERIFY(!table.actions.claimDraw()->isEnabled());
    // A move played on at the end makes it a game again.
    table.play({"Nf3"});
    QVERIFY(table.actions.resign()->isEnabled());
    QVERIFY(table.actions.offerDraw()->isEnabled());
}

void TestGameEndActions::theDrawOfferLeavesTheClocksInView() {
    // The question stands beside the board at its middle: the clocks at the
    // top and the bottom of the panel beside it stay in view.
    Table table;
    // The offscreen screen is 800 by 600: room for the question beside.
    table.window.setGeometry(0, 0, 780, 480);
    table.board.setGeometry(0, 0, 400, 400);
    table.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&table.window));
    table.play({"d4"});
    QRect asked;
    QTimer::singleShot(0, [&] {
        QWidget* question = QApplication::activeModalWidget();
        QVERIFY(question);
        asked = question->frameGeometry();
        question->findChild<QPushButton*>(QStringLiteral("declineDraw"))->click();
    });
    table.actions.offerDraw()->trigger();
    const QRect board(table.board.mapToGlobal(QPoint(0, 0)), table.board.size());
    QVERIFY(!asked.isEmpty());
    QVERIFY2(asked.top() > board.top() + board.height() / 8 &&
                 asked.bottom() < board.bottom() - board.height() / 8,
             qPrintable(QStringLiteral("%1 %2 in %3 %4")
                            .arg(asked.top())
                            .arg(asked.bottom())
                            .arg(board.top())
                            .arg(board.bottom())));
}

void TestGameEndActions::aDrawOfferedAndAccepted() {
    Table table;
    table.play({"d4"});
    answer(table.actions.offerDraw(), QStringLiteral("declineDraw"));
    QVERIFY(!table.session.over());
    table.play({"d5"});
    answer(table.actions.offerDraw(), QStringLiteral("acceptDraw"));
    QCOMPARE(table.session.end().outcome, Outcome::Draw);
}

void TestGameEndActions::aDrawClaimedWithTheMoveThatMakesIt() {
    Table table;
    table.play({"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"});
    // Ng8 would repeat the start a third time: the claim names it.
    QVERIFY(table.actions.claimDraw()->isEnabled());
    bool named = false;
    QTimer::singleShot(0, [&] {
        QWidget* dialog = QApplication::activeModalWidget();
        QVERIFY(dialog);
        auto* moves = dialog->findChild<QListWidget*>(QStringLiteral("intendedMoveChooser"));
        QVERIFY(moves);
        QCOMPARE(moves->count(), 1);
        QCOMPARE(moves->item(0)->text(), QString("Ng8"));
        named = true;
        qobject_cast<QDialog*>(dialog)->accept();
    });
    table.actions.claimDraw()->trigger();
    QVERIFY(named);
    QCOMPARE(table.session.end().outcome, Outcome::Draw);
    QCOMPARE(table.session.tree().mainLine().size(), std::size_t{8});
}

TAVLEYA_GUI_TEST_MAIN(TestGameEndActions)
#include "test_game_end_actions.moc"
