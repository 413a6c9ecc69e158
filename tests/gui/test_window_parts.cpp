// The window's parts, each without the window: the board presenter turns
// gestures into moves and variations, the secret-setup controller runs its
// phase, the document saves and reads a game back.

#include <QApplication>
#include <QPainter>
#include <QPlainTextEdit>
#include <QScreen>
#include <QSet>
#include <QSettings>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTimer>
#include <QToolButton>
#include <QWidget>

#include "annotation/comment_editor.h"
#include "board/board_theme.h"
#include "board/board_widget.h"
#include "board/piece_set.h"
#include "board/pocket_widget.h"
#include "board_driver.h"
#include "board_presenter.h"
#include "dialogs/position_editor.h"
#include "gui_test_main.h"
#include "main_window.h"
#include "placing_turn_controller.h"
#include "play/game_session.h"
#include "ruleset_registry.h"
#include "secret_setup_controller.h"
#include "settings_dialog.h"
#include "window_driver.h"

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
        QObject::connect(&session, &GameSession::changed, presenter.get(),
                         [this] { presenter->show(session.current()); });
        QObject::connect(&setup, &SecretSetupController::changed, presenter.get(),
                         &BoardPresenter::refresh);
        presenter->show(session.current());
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
    void pocketPieceInHandLeavesThePocket();
    void pocketPiecesReadAsOnTheBoard();
    void everyPieceSetDrawsEveryKindApart();
    void themesIncludeHighContrastAndColourBlind();
    void chosenThemeAndSetReachTheBoard();
    void coordinatesOutsideStandInABand();
    void boardLeavesNoEmptyBandBesideIt();
    void positionEditorDrawsAsTheBoard();
    void emptyCommentBoxesLeaveTheSheetRoom();
    void theWindowStaysWithinItsScreen();
};

void TestWindowParts::presenterPlaysAndAddsVariations() {
    BoardRig rig("classical");
    QVERIFY(QTest::qWaitForWindowExposed(&rig.host));
    drag(rig.board, "e2", "e4");
    drag(rig.board, "e7", "e5");
    QCOMPARE(rig.session.tree().mainLine().size(), std::size_t{2});
    // Back one move: a move made there is a variation, and the game stays.
    rig.presenter->show(rig.session.tree().mainLine()[0]);
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
    rig.presenter->refresh();
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
    for (const auto& [kindTried, inHand] :
         {std::pair{PieceKind::Knight, 1}, {PieceKind::Pawn, 0}}) {
        // A structured binding cannot be captured by clang 14's lambdas.
        const PieceKind kind = kindTried;
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
    rig.presenter->refresh();
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

namespace {

QImage drawn(const PieceSet& set, Piece piece, int size) {
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    set.paint(painter, piece, QRectF(0, 0, size, size));
    painter.end();
    return image;
}

int opaquePixels(const QImage& image) {
    int count = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (qAlpha(image.pixel(x, y)) > 128) ++count;
    return count;
}

// How many of the board's pixels in `area` are within a small distance of `colour`.
int pixelsLike(const QImage& image, const QRect& area, const QColor& colour, int within = 40) {
    int count = 0;
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (std::abs(c.red() - colour.red()) + std::abs(c.green() - colour.green()) +
                    std::abs(c.blue() - colour.blue()) <
                within)
                ++count;
        }
    return count;
}

}  // namespace

void TestWindowParts::everyPieceSetDrawsEveryKindApart() {
    // At 24 px each drawing of each set covers a fair part of its square,
    // no two kinds of a game look the same in a set, and Black differs from
    // White: every game's pieces, its own kinds as its ruleset names them.
    QVERIFY(PieceSet::styles().size() >= 3);
    const RulesetRegistry rulesets = builtinRulesets();
    for (const PieceStyle& style : PieceSet::styles())
        for (const RulesetInfo& game : rulesets.list()) {
            const auto rules = rulesets.create(std::string(game.key)).value();
            PieceSet set(QLatin1String(style.id));
            set.setPictures(PiecePictures(*rules));
            QCOMPARE(set.style(), QLatin1String(style.id));
            QVERIFY(!PieceSet::styleName(set.style()).isEmpty());
            std::vector<QImage> seen;
            for (PieceKind kind : rules->pieceKinds()) {
                const QImage white = drawn(set, Piece(Color::White, kind), 24);
                const QString what =
                    QStringLiteral("%1 %2 %3").arg(set.style(), game.key.data()).arg(index(kind));
                QVERIFY2(opaquePixels(white) > 24 * 24 / 8, qPrintable(what));
                QVERIFY2(drawn(set, Piece(Color::Black, kind), 24) != white, qPrintable(what));
                for (const QImage& other : seen) QVERIFY2(other != white, qPrintable(what));
                seen.push_back(white);
            }
        }
    // An id no longer known is read as the first set, not as no pieces.
    QCOMPARE(PieceSet(QStringLiteral("gone")).style(), QLatin1String(PieceSet::styles()[0].id));
}

void TestWindowParts::themesIncludeHighContrastAndColourBlind() {
    const auto themes = BoardTheme::all();
    QVERIFY(themes.size() >= 5);
    QSet<QString> ids;
    for (const BoardTheme& theme : themes) {
        ids.insert(QLatin1String(theme.id));
        QVERIFY(!theme.displayName().isEmpty());
        // Every theme's squares are told apart by brightness, not hue alone.
        QVERIFY2(luminanceRatio(theme.light, theme.dark) >= 1.8, theme.id);
    }
    QCOMPARE(ids.size(), static_cast<qsizetype>(themes.size()));
    const BoardTheme& high = BoardTheme::byId(QStringLiteral("high-contrast"));
    QCOMPARE(QLatin1String(high.id), QStringLiteral("high-contrast"));
    QVERIFY(luminanceRatio(high.light, high.dark) >= 7);
    // For colour-blind players: a clear contrast, the selection a frame
    // (a shape, not a tint) and the last move apart from the check in
    // brightness as well as in shape.
    const BoardTheme& kind = BoardTheme::byId(QStringLiteral("colour-blind"));
    QCOMPARE(QLatin1String(kind.id), QStringLiteral("colour-blind"));
    QVERIFY(luminanceRatio(kind.light, kind.dark) >= 3);
    QVERIFY(kind.framedSelection);
    QVERIFY(luminanceRatio(kind.lastMove, kind.check) >= 1.5);
    QCOMPARE(QLatin1String(BoardTheme::byId(QStringLiteral("gone")).id),
             QLatin1String(themes.front().id));
}

void TestWindowParts::chosenThemeAndSetReachTheBoard() {
    // Chosen in the settings: shown at once on the dialog's small board, on
    // the window's board when accepted, and in the board exported.
    MainWindow window;
    window.resize(900, 640);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    BoardWidget* board = boardOf(window);
    const QPoint e4 = board->squareRect(*Square::parse("e4")).center().toPoint();
    const QColor before = board->grab().toImage().pixelColor(e4);
    const BoardTheme& high = BoardTheme::byId(QStringLiteral("high-contrast"));
    QCOMPARE_NE(before, high.light);
    bool seen = false;
    QTimer::singleShot(0, &window, [&] {
        auto* dialog = qobject_cast<SettingsDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        BoardWidget* preview = dialog->preview();
        const QPoint a3 = preview->squareRect(*Square::parse("a3")).center().toPoint();
        dialog->themeBox()->setCurrentIndex(dialog->themeBox()->findData(QLatin1String(high.id)));
        dialog->pieceStyleBox()->setCurrentIndex(
            dialog->pieceStyleBox()->findData(QStringLiteral("classic")));
        QCOMPARE(preview->grab().toImage().pixelColor(a3), high.dark);
        QCOMPARE(preview->pieceSet().style(), QStringLiteral("classic"));
        seen = true;
        dialog->accept();
    });
    window.findChild<QAction*>(QStringLiteral("settings"))->trigger();
    QVERIFY(seen);
    QCOMPARE(board->grab().toImage().pixelColor(e4), high.light);
    QCOMPARE(board->pieceSet().style(), QStringLiteral("classic"));
    QCOMPARE(pocketOf(window, Color::White)->grab().isNull(), false);
    QTemporaryDir folder;
    const QString png = folder.filePath(QStringLiteral("board.png"));
    QCOMPARE(clipboardOf(window)->exportBoard(png), QString());
    const QImage exported(png);
    QCOMPARE(exported.pixelColor(e4 * 2), high.light);
    const QString svg = folder.filePath(QStringLiteral("board.svg"));
    QCOMPARE(clipboardOf(window)->exportBoard(svg), QString());
    QSvgRenderer drawing(svg);
    QVERIFY(drawing.isValid());
    QImage redrawn(board->size(), QImage::Format_ARGB32);
    redrawn.fill(Qt::transparent);
    QPainter painter(&redrawn);
    drawing.render(&painter);
    painter.end();
    QCOMPARE(redrawn.pixelColor(e4), high.light);
    QSettings().remove(QStringLiteral("view"));
}

void TestWindowParts::coordinatesOutsideStandInABand() {
    BoardRig rig("classical");
    BoardWidget* board = rig.board;
    board->resize(400, 400);
    const Square a1 = *Square::parse("a1");
    QCOMPARE(board->squareRect(a1).bottomLeft(), QPointF(0, 400));
    board->setCoordinatesOutside(true);
    const QRectF inset = board->squareRect(a1);
    QVERIFY2(inset.left() >= 10 && inset.bottom() <= 390,
             qPrintable(QString::number(inset.left())));
    // The band below a1 is the theme's border with the letter a in it.
    const BoardTheme& theme = board->theme();
    const QImage image = board->grab().toImage();
    const QRect band(inset.left(), inset.bottom() + 1, inset.width(), 400 - inset.bottom() - 2);
    QVERIFY(pixelsLike(image, band, theme.border) > band.width() * band.height() / 2);
    // (the letter's strokes are thin: its pixels are counted nearer the
    // letter's colour than the band's)
    const int distance = std::abs(theme.onBorder.lightness() - theme.border.lightness());
    QVERIFY(pixelsLike(image, band, theme.onBorder, distance * 3 / 2) > 3);
    // The letter has left the square's corner, where it stands otherwise.
    const auto letterInCorner = [board, a1] {
        const QRectF r = board->squareRect(a1);
        const QRect corner(r.right() - r.width() / 5, r.bottom() - r.height() / 4, r.width() / 5,
                           r.height() / 4);
        const BoardTheme& theme = board->theme();
        const int distance = std::abs(theme.onDark.lightness() - theme.dark.lightness());
        return pixelsLike(board->grab().toImage(), corner, theme.onDark, distance * 3 / 2);
    };
    const int outside = letterInCorner();
    board->setCoordinatesOutside(false);
    const int inside = letterInCorner();
    QVERIFY2(inside > outside + 3, qPrintable(QStringLiteral("%1 %2").arg(inside).arg(outside)));
}

void TestWindowParts::boardLeavesNoEmptyBandBesideIt() {
    // On the usual wide screens the window's height limits the board: its
    // column is then no wider than the board, and the rest goes to the
    // score sheet beside it.
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    BoardWidget* board = boardOf(window);
    for (const QSize size : {QSize(1366, 740), QSize(1920, 1050)}) {
        window.resize(size);
        QTRY_VERIFY2(board->height() > size.height() / 2 && board->width() <= board->height() + 2,
                     qPrintable(QStringLiteral("%1 × %2 in %3 × %4")
                                    .arg(board->width())
                                    .arg(board->height())
                                    .arg(size.width())
                                    .arg(size.height())));
    }
}

void TestWindowParts::positionEditorDrawsAsTheBoard() {
    BoardRig rig("classical");
    rig.board->setTheme(BoardTheme::byId(QStringLiteral("slate")));
    rig.board->setPieceStyle(QStringLiteral("classic"));
    rig.board->setCoordinatesOutside(true);
    PositionEditor editor(rig.session.rulesPointer(), rig.session.rules().startPosition());
    const auto pictures = [&editor] {
        QList<QImage> images;
        for (const QToolButton* button : editor.findChildren<QToolButton*>())
            if (!button->icon().isNull()) images.append(button->icon().pixmap(36).toImage());
        return images;
    };
    const QList<QImage> before = pictures();
    QVERIFY(!before.isEmpty());
    editor.showLookOf(*rig.board);
    QCOMPARE(QLatin1String(editor.findChild<BoardWidget*>("editorBoard")->theme().id),
             QStringLiteral("slate"));
    QCOMPARE(editor.findChild<BoardWidget*>("editorBoard")->pieceSet().style(),
             QStringLiteral("classic"));
    QVERIFY(editor.findChild<BoardWidget*>("editorBoard")->coordinatesOutside());
    // The palette's pictures are the new set's.
    const QList<QImage> after = pictures();
    QCOMPARE(after.size(), before.size());
    QVERIFY(after.front() != before.front());
}

TAVLEYA_GUI_TEST_MAIN(TestWindowParts)
void TestWindowParts::emptyCommentBoxesLeaveTheSheetRoom() {
    CommentEditor comments;
    comments.show();
    QVERIFY(QTest::qWaitForWindowExposed(&comments));
    QPlainTextEdit* after = comments.afterEdit();
    const int line = after->fontMetrics().lineSpacing();
    // Empty and not typed in: one line each.
    QVERIFY2(after->maximumHeight() < 2 * line,
             qPrintable(QString::number(after->maximumHeight())));
    QVERIFY(comments.beforeEdit()->maximumHeight() < 2 * line);
    // A comment shown, or a box clicked to type in, opens up to four lines.
    comments.showComments(1, {}, QStringLiteral("A long comment on the move"), false);
    QVERIFY(after->maximumHeight() >= 4 * line);
    QVERIFY(comments.beforeEdit()->maximumHeight() < 2 * line);
    QTest::mouseClick(comments.beforeEdit()->viewport(), Qt::LeftButton);
    QTRY_VERIFY(comments.beforeEdit()->maximumHeight() >= 4 * line);
}

void TestWindowParts::theWindowStaysWithinItsScreen() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const int screenHeight = window.screen()->availableGeometry().height();
    // A panel that grows the window past the screen: the window comes back.
    window.resize(window.width(), screenHeight + 300);
    QTRY_VERIFY2(window.frameGeometry().height() <= screenHeight,
                 qPrintable(QString::number(window.frameGeometry().height())));
}

#include "test_window_parts.moc"
