// The window's parts, each without the window: the board presenter turns
// gestures into moves and variations, the secret-setup controller runs its
// phase, the document saves and reads a game back.

#include <QApplication>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QWidget>

#include "board_driver.h"
#include "board_presenter.h"
#include "board_widget.h"
#include "game_document.h"
#include "game_list_panel.h"
#include "game_session.h"
#include "gui_test_main.h"
#include "placing_turn_controller.h"
#include "pocket_widget.h"
#include "ruleset_registry.h"
#include "secret_setup_controller.h"

using namespace tavleya;
using namespace tavleya::testing;

namespace {

// A board with its presenter and the controllers it consults, in a plain widget.
struct BoardRig {
    explicit BoardRig(const std::string& key) {
        session.start(rulesets.create(key).value(), std::nullopt);
        board = new BoardWidget(&host);
        board->resize(480, 480);
        for (Color side : {Color::White, Color::Black})
            pockets[index(side)] = new PocketWidget(side, board->model(), &host);
        presenter = std::make_unique<BoardPresenter>(session, board, pockets, placing, setup);
        presenter->setShown(session.current());
        QObject::connect(&session, &GameSession::changed, presenter.get(), [this] {
            presenter->setShown(session.current());
            presenter->draw();
        });
        QObject::connect(&setup, &SecretSetupController::changed, presenter.get(),
                         &BoardPresenter::draw);
        presenter->draw();
        host.resize(500, 500);
        host.show();
    }

    RulesetRegistry rulesets = builtinRulesets();
    QWidget host;
    GameSession session;
    BoardWidget* board = nullptr;
    std::array<PocketWidget*, 2> pockets{};
    PlacingTurnController placing{session, &host};
    SecretSetupController setup{session, &host};
    std::unique_ptr<BoardPresenter> presenter;
};

}  // namespace

class TestWindowParts : public QObject {
    Q_OBJECT

private slots:
    void presenterPlaysAndAddsVariations();
    void presenterRefusesWhatIsNotLegal();
    void secretSetupRunsWithoutTheWindow();
    void documentSavesAndReadsBack();
    void pocketPieceInHandLeavesThePocket();
    void pocketPiecesReadAsOnTheBoard();
};

void TestWindowParts::presenterPlaysAndAddsVariations() {
    BoardRig rig("classical");
    QVERIFY(QTest::qWaitForWindowExposed(&rig.host));
    drag(rig.board, "e2", "e4");
    drag(rig.board, "e7", "e5");
    QCOMPARE(rig.session.tree().mainLine().size(), std::size_t{2});
    // Back one move: a move made there is a variation, and the game stays.
    rig.presenter->setShown(rig.session.tree().mainLine()[0]);
    rig.presenter->draw();
    QVERIFY(!rig.presenter->playingLive());
    drag(rig.board, "c7", "c5");
    const GameTree& tree = rig.session.tree();
    QCOMPARE(tree.mainLine().size(), std::size_t{2});
    QCOMPARE(tree.node(tree.mainLine()[0]).children.size(), std::size_t{2});
}

void TestWindowParts::presenterRefusesWhatIsNotLegal() {
    BoardRig rig("classical");
    QVERIFY(QTest::qWaitForWindowExposed(&rig.host));
    drag(rig.board, "e2", "e5");
    QCOMPARE(rig.session.tree().mainLine().size(), std::size_t{0});
    // The board shows the position again, the pawn where it was.
    QCOMPARE(rig.board->position().at(sq("e2")), Piece(Color::White, PieceKind::Pawn));
    // While the clock is paused nothing moves.
    rig.session.start(rig.session.rulesPointer(), TimeControl::fromText("5+0").value());
    drag(rig.board, "e2", "e4");
    QVERIFY(rig.session.setPaused(true));
    rig.presenter->draw();
    drag(rig.board, "e7", "e5");
    QCOMPARE(rig.session.tree().mainLine().size(), std::size_t{1});
}

void TestWindowParts::secretSetupRunsWithoutTheWindow() {
    BoardRig rig("secret-setup");
    QVERIFY(QTest::qWaitForWindowExposed(&rig.host));
    rig.setup.begin(Color::White);
    QCOMPARE(rig.setup.arranging(), std::optional<Color>(Color::White));
    // The king and the queen change places: a legal arrangement.
    drag(rig.board, "e1", "d1");
    QCOMPARE(rig.setup.arrangement().at(sq("d1")), Piece(Color::White, PieceKind::King));
    QCOMPARE(rig.setup.arrangement().at(sq("e1")), Piece(Color::White, PieceKind::Queen));
    rig.setup.finish();
    QVERIFY(!rig.setup.arranging());  // handed over
    rig.setup.begin(Color::Black);
    rig.setup.finish();
    QVERIFY(!rig.setup.arranging());
    QCOMPARE(rig.session.position().at(sq("d1")), Piece(Color::White, PieceKind::King));
    QCOMPARE(rig.session.position().at(sq("e8")), Piece(Color::Black, PieceKind::King));
}

void TestWindowParts::documentSavesAndReadsBack() {
    const RulesetRegistry rulesets = builtinRulesets();
    QWidget window;
    GameSession session;
    GameListPanel list;
    GameDocument document(session, rulesets, list, &window);
    session.start(rulesets.create("tavreli").value(), std::nullopt);
    MoveList moves;
    session.rules().legalMoves(session.position(), moves);
    QVERIFY(session.play(moves[0]));
    QVERIFY(!session.undoStack()->isClean());
    QVERIFY(window.isWindowModified());
    QTemporaryDir dir;
    const QString path = dir.filePath("tavreli.pgn");
    QCOMPARE(document.saveGame(path), QString());
    QVERIFY(session.undoStack()->isClean());
    QVERIFY(!window.isWindowModified());

    GameSession other;
    GameListPanel otherList;
    GameDocument reader(other, rulesets, otherList, &window);
    QCOMPARE(reader.openGame(path), QString());
    QCOMPARE(other.rules().info().key, std::string_view("tavreli"));
    QCOMPARE(other.tree().mainLine().size(), std::size_t{1});
    QVERIFY(other.tree().node(other.current()).move == moves[0]);
    QVERIFY(!reader.openGame(dir.filePath("missing.pgn")).isEmpty());
}

void TestWindowParts::pocketPieceInHandLeavesThePocket() {
    // While a piece is dragged out of the pocket the pocket shows one fewer
    // (none left: the kind's place is empty); put back, it shows it again.
    BoardRig rig("crazyhouse");
    const auto rules = rig.session.rulesPointer();
    rig.session.start(
        rules, std::nullopt, {},
        rules->readFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[NNP] w KQkq - 0 1").value());
    PocketWidget* white = rig.pockets[index(Color::White)];
    white->setGeometry(0, 0, 360, 52);
    white->show();
    const QImage before = white->grab().toImage();
    for (const auto& [kind, inHand] : {std::pair{PieceKind::Knight, 1}, {PieceKind::Pawn, 0}}) {
        int shown = -1;
        bool placeEmpty = false;
        QImage during;
        const auto watch = QObject::connect(white, &PocketWidget::dragStarted, [&](PieceKind k) {
            QCOMPARE(k, kind);
            shown = white->shownCount(kind);
            placeEmpty = white->kindRect(kind).isEmpty();
            during = white->grab().toImage();
        });
        const QPoint from = white->kindRect(kind).center();
        QTest::mousePress(white, Qt::LeftButton, {}, from);
        QTest::mouseMove(white, from + QPoint(QApplication::startDragDistance() + 8, 0));
        QTest::mouseRelease(white, Qt::LeftButton, {}, from + QPoint(20, 0));
        QObject::disconnect(watch);
        QCOMPARE(shown, inHand);
        QCOMPARE(placeEmpty, inHand == 0);
        QVERIFY(during != before);
        // The drag ended without a drop: all back in the pocket, none in the
        // hand (the next press on the board is a move of its own).
        QCOMPARE(white->shownCount(kind), inHand + 1);
        QCOMPARE(white->grab().toImage(), before);
        QCOMPARE(rig.board->heldDrop(), PieceKind::None);
    }
}

void TestWindowParts::pocketPiecesReadAsOnTheBoard() {
    // At the pocket's smallest height, on the other side's turn, the black
    // queen's dark body is drawn at full strength and her light outline
    // stands out from what she stands on, as on the board's dark squares.
    BoardRig rig("kingchess");
    PocketWidget* black = rig.pockets[index(Color::Black)];
    black->setGeometry(0, 0, 400, black->minimumHeight());
    black->show();
    rig.presenter->draw();
    const QImage image = black->grab().toImage();
    const QRect queen = black->kindRect(PieceKind::Queen);
    QVERIFY(!queen.isEmpty());
    int dark = 0;
    for (int y = queen.top(); y <= queen.bottom(); ++y)
        for (int x = queen.left(); x <= queen.right(); ++x)
            if (image.pixelColor(x, y).lightness() < 70) ++dark;
    QVERIFY2(dark > queen.width() * queen.height() / 20, qPrintable(QString::number(dark)));
    const QColor ground =
        image.pixelColor(queen.topLeft() + QPoint(queen.width() / 10, queen.height() / 10));
    QVERIFY2(ground.lightness() < 170, qPrintable(ground.name()));
}

TAVLEYA_GUI_TEST_MAIN(TestWindowParts)
#include "test_window_parts.moc"
