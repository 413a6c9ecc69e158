// Setting up positions and moving them about: the position editor for
// classical chess, Tavreli towers and Crazyhouse pockets, judged by each
// variant's FEN reader with its message shown; the clipboard (FEN, PGN);
// the board exported as PNG and SVG.

#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>

#include "board_driver.h"
#include "dialogs/position_editor.h"
#include "game_document.h"
#include "gui_test_main.h"
#include "main_window.h"
#include "play/game_session.h"
#include "ruleset_registry.h"
#include "window_driver.h"

using namespace tavleya;
using namespace tavleya::testing;

class TestPositionEditing : public QObject {
    Q_OBJECT

private slots:
    void classicalPosition();
    void tavreliTowers();
    void crazyhousePockets();
    void frankfurtRoyalKings();
    void eachGameOffersOnlyItsOwnPieces();
    void clipboard();
    void exportingTheBoard();

private:
    // The editor's parts as a person finds them: by what they show and say.
    static BoardWidget* board(const PositionEditor& editor) {
        return editor.findChild<BoardWidget*>(QStringLiteral("editorBoard"));
    }
    static QLineEdit* fen(const PositionEditor& editor) {
        return editor.findChild<QLineEdit*>(QStringLiteral("editorFen"));
    }
    static QComboBox* side(const PositionEditor& editor) {
        return editor.findChild<QComboBox*>(QStringLiteral("editorSide"));
    }
    static QCheckBox* castling(const PositionEditor& editor, const QString& text) {
        for (QCheckBox* box : editor.findChildren<QCheckBox*>())
            if (box->text() == text) return box;
        return nullptr;
    }
    static QSpinBox* pocket(const PositionEditor& editor, const QString& piece) {
        for (QSpinBox* box : editor.findChildren<QSpinBox*>())
            if (box->accessibleName() == "In the pocket: " + piece) return box;
        return nullptr;
    }
    // Clicks the palette's button for `piece` ("White king", "Erase").
    static void choose(PositionEditor& editor, const QString& piece) {
        QStringList offered;
        for (QToolButton* button : editor.findChildren<QToolButton*>()) {
            const QString name =
                button->accessibleName().isEmpty() ? button->text() : button->accessibleName();
            if (name == piece) return button->click();
            offered << name;
        }
        QFAIL(qPrintable(piece + " is not offered: " + offered.join(", ")));
    }
    static bool okEnabled(const PositionEditor& editor) {
        return editor.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled();
    }
    static void press(PositionEditor& editor, const char* square,
                      Qt::MouseButton button = Qt::LeftButton) {
        QTest::mousePress(board(editor), button, {}, at(board(editor), square));
        QTest::mouseRelease(board(editor), button, {}, at(board(editor), square));
    }
    // The two kings on e1 and e8.
    static void placeKings(PositionEditor& editor, const QString& king = "king") {
        choose(editor, "White " + king);
        press(editor, "e1");
        choose(editor, "Black " + king);
        press(editor, "e8");
    }
    static void clear(PositionEditor& editor) {
        for (QPushButton* button : editor.findChildren<QPushButton*>())
            if (button->text() == "&Clear Board") button->click();
    }
};

void TestPositionEditing::classicalPosition() {
    auto rules = builtinRulesets().create("classical").value();
    PositionEditor editor(rules, rules->startPosition());
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    QVERIFY(okEnabled(editor));
    QVERIFY(castling(editor, "White O-O")->isChecked());
    // Without White's h-rook there is no short castling for White.
    choose(editor, "Erase");
    press(editor, "h1");
    QVERIFY(!castling(editor, "White O-O")->isEnabled());
    QVERIFY(fen(editor)->text().contains(" w Qkq - "));
    clear(editor);
    QVERIFY(!okEnabled(editor));
    QVERIFY(!editor.findChild<QLabel*>("editorMessage")->text().isEmpty());
    placeKings(editor);
    choose(editor, "White rook");
    press(editor, "a1");
    choose(editor, "Black pawn");
    press(editor, "d4");
    press(editor, "c4");
    press(editor, "c4", Qt::RightButton);  // taken off again
    castling(editor, "White O-O-O")->setChecked(true);
    side(editor)->setCurrentIndex(1);
    QVERIFY2(okEnabled(editor), qPrintable(editor.problem()));
    QCOMPARE(fen(editor)->text(), QString("4k3/8/8/8/3p4/8/8/R3K3 b Q - 0 1"));
    // A pawn on the first rank: the reader's message, in place.
    choose(editor, "White pawn");
    press(editor, "b1");
    QVERIFY(!okEnabled(editor));
    QCOMPARE(editor.findChild<QLabel*>("editorMessage")->text(), editor.problem());
    QVERIFY(editor.problem().contains("pawn"));
    press(editor, "b1", Qt::RightButton);
    QVERIFY(okEnabled(editor));
    // A FEN typed in.
    fen(editor)->setText("8/8/8/8/8/8/8/K6k w - - 0 1");
    emit fen(editor)->editingFinished();
    QVERIFY(okEnabled(editor));
    QCOMPARE(editor.position().at(sq("h1")), Piece(Color::Black, PieceKind::King));
    fen(editor)->setText("8/8/9/8/8/8/8/K6k w - - 0 1");
    emit fen(editor)->editingFinished();
    QVERIFY(!okEnabled(editor));
}

void TestPositionEditing::tavreliTowers() {
    auto rules = builtinRulesets().create("tavreli").value();
    PositionEditor editor(rules, rules->startPosition());
    clear(editor);
    placeKings(editor, "magus");
    // A tower from the bottom up: white pawn, black pawn, white knight.
    choose(editor, "White soldier");
    press(editor, "d4");
    choose(editor, "Black soldier");
    press(editor, "d4");
    choose(editor, "White horseman");
    press(editor, "d4");
    QVERIFY2(okEnabled(editor), qPrintable(editor.problem()));
    // The game's own names; the pawns become the piece of the file they stand on.
    QCOMPARE(board(editor)->describeSquare(sq("d4")),
             QString("White horseman, Black soldier (promotes to duke), "
                     "White soldier (promotes to duke)"));
    QCOMPARE(editor.position().towers().height(sq("d4")), 2);
    press(editor, "d4", Qt::RightButton);  // the knight off: the black pawn on top
    QCOMPARE(board(editor)->describeSquare(sq("d4")),
             QString("Black soldier (promotes to duke), White soldier (promotes to duke)"));
    // A pawn of another file's kind, from its own button.
    choose(editor, "White soldier (promotes to helgi)");
    press(editor, "d4");
    QCOMPARE(board(editor)->describeSquare(sq("d4"), 1),
             QString("White soldier (promotes to helgi)"));
}

void TestPositionEditing::crazyhousePockets() {
    auto rules = builtinRulesets().create("crazyhouse").value();
    PositionEditor editor(rules, rules->startPosition());
    QSpinBox* knights = pocket(editor, "White knight");
    QVERIFY(knights);
    knights->setValue(2);
    pocket(editor, "Black queen")->setValue(1);
    QVERIFY2(okEnabled(editor), qPrintable(editor.problem()));
    QCOMPARE(editor.position().pocketCount(Color::White, PieceKind::Knight), 2);
    QVERIFY2(fen(editor)->text().contains("[NNq]"), qPrintable(fen(editor)->text()));
    // The classical editor has no pockets.
    auto classical = builtinRulesets().create("classical").value();
    PositionEditor plain(classical, classical->startPosition());
    QVERIFY(!pocket(plain, "White knight"));
}

void TestPositionEditing::frankfurtRoyalKings() {
    // Kings put on an empty board are Frankfurt's royal pieces.
    auto rules = builtinRulesets().create("frankfurt").value();
    PositionEditor editor(rules, rules->startPosition());
    clear(editor);
    placeKings(editor);
    QVERIFY2(okEnabled(editor), qPrintable(editor.problem()));
    QCOMPARE(editor.position().royalSquare(Color::White), sq("e1"));
    QVERIFY(board(editor)->position().at(sq("e8")).royal());
}

// The palette, the pockets and the hint show what the game's ruleset has and
// nothing of other games: no helgi in classical chess, no king in a pocket.
void TestPositionEditing::eachGameOffersOnlyItsOwnPieces() {
    const auto shown = [](const PositionEditor& editor) {
        QStringList names;
        for (const QToolButton* button : editor.findChildren<QToolButton*>())
            if (!button->accessibleName().isEmpty()) names << button->accessibleName();
        return names;
    };
    const auto pocketPrefixes = [](const PositionEditor& editor) {
        QStringList prefixes;
        for (const QSpinBox* box : editor.findChildren<QSpinBox*>())
            if (!box->prefix().isEmpty()) prefixes << box->prefix().trimmed();
        prefixes.removeDuplicates();
        return prefixes;
    };
    const auto hint = [](const PositionEditor& editor) {
        for (const QLabel* label : editor.findChildren<QLabel*>())
            if (label->text().startsWith("Left button")) return label->text();
        return QString();
    };
    const RulesetRegistry rulesets = builtinRulesets();

    auto classical = rulesets.create("classical").value();
    PositionEditor chess(classical, classical->startPosition());
    const QString chessNames = shown(chess).join(", ");
    QCOMPARE(shown(chess).size(), 12);
    for (const char* other : {"helgi", "fers", "alfil"})
        QVERIFY2(!chessNames.contains(other), qPrintable(chessNames));
    QVERIFY(chessNames.contains("White queen") && chessNames.contains("Black knight"));
    QVERIFY2(!hint(chess).contains("tower") && !hint(chess).isEmpty(), qPrintable(hint(chess)));
    for (const QToolButton* button : chess.findChildren<QToolButton*>())
        QVERIFY2(!button->toolTip().contains("top"), qPrintable(button->toolTip()));

    auto shatranj = rulesets.create("shatranj").value();
    PositionEditor old(shatranj, shatranj->startPosition());
    const QString oldNames = shown(old).join(", ");
    QVERIFY2(oldNames.contains("White fers") && oldNames.contains("Black alfil"),
             qPrintable(oldNames));
    QVERIFY2(!oldNames.contains("queen") && !oldNames.contains("bishop"), qPrintable(oldNames));

    auto tavreli = rulesets.create("tavreli").value();
    PositionEditor towers(tavreli, tavreli->startPosition());
    QVERIFY(shown(towers).join(", ").contains("White helgi"));
    QVERIFY2(hint(towers).contains("on top of the tower"), qPrintable(hint(towers)));

    // The pockets hold what the game lets a player hold, in its order.
    auto crazyhouse = rulesets.create("crazyhouse").value();
    PositionEditor pockets(crazyhouse, crazyhouse->startPosition());
    QStringList expected;
    for (PieceKind kind : crazyhouse->pocketKinds())
        expected << (kind == PieceKind::Pawn ? QString("P")
                                             : QString::fromUtf8(crazyhouse->pieceSymbol(
                                                   kind, PieceAlphabet::English)));
    QCOMPARE(pocketPrefixes(pockets), expected);
    QVERIFY(!pocketPrefixes(pockets).contains("K"));
    for (const QSpinBox* box : pockets.findChildren<QSpinBox*>())
        if (!box->prefix().isEmpty()) QVERIFY(box->toolTip().startsWith("In the pocket: "));
    QVERIFY(pocketPrefixes(chess).isEmpty());
}

void TestPositionEditing::clipboard() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    drag(boardOf(window), "e2", "e4");
    clipboardOf(window)->copyPosition();
    QCOMPARE(QGuiApplication::clipboard()->text(),
             QString("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
    window.findChild<QAction*>("copyGame")->trigger();
    QVERIFY(QGuiApplication::clipboard()->text().contains("1. e4 *"));
    QCOMPARE(clipboardOf(window)->pastePosition("8/8/8/8/8/8/8/K6k w - - 0 1"), QString());
    QCOMPARE(sessionOf(window)->position().at(sq("a1")), Piece(Color::White, PieceKind::King));
    QVERIFY(clipboardOf(window)->pastePosition("not a position").startsWith("FEN"));
    QCOMPARE(documentOf(window)->pasteGame("1. d4 d5 2. c4 *"), QString());
    QCOMPARE(sessionOf(window)->tree().mainLine().size(), std::size_t{3});
    QCOMPARE(documentOf(window)->pasteGame("1. d4 d5 2. Kd2 Kd7 3. Ke4 *"),
             QString("Line 1, column 24: illegal move 'Ke4': no white king can move to e4 (move 3, "
                     "White to move)"));
    QCOMPARE(sessionOf(window)->tree().mainLine().size(), std::size_t{3});  // kept
}

void TestPositionEditing::exportingTheBoard() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTemporaryDir dir;
    QCOMPARE(clipboardOf(window)->exportBoard(dir.filePath("board.png")), QString());
    QImage image(dir.filePath("board.png"));
    QCOMPARE(image.size(), boardOf(window)->size() * 2);
    // The a1 corner (dark square, white rook) is painted, not transparent.
    const QPoint a1 = boardOf(window)->squareRect(sq("a1")).topLeft().toPoint() * 2 + QPoint(4, 4);
    QVERIFY(qAlpha(image.pixel(a1)) == 255);
    QCOMPARE(clipboardOf(window)->exportBoard(dir.filePath("board.svg")), QString());
    QFile svg(dir.filePath("board.svg"));
    QVERIFY(svg.open(QIODevice::ReadOnly));
    const QByteArray text = svg.readAll();
    QVERIFY(text.contains("<svg") && text.size() > 10000);
    QVERIFY(!clipboardOf(window)->exportBoard(dir.filePath("missing/dir/board.png")).isEmpty());
}

TAVLEYA_GUI_TEST_MAIN(TestPositionEditing)
#include "test_position_editing.moc"
