// Opening names in the window: the game list names each chess game's
// opening by the positions its moves reach (the tags only where the moves
// give none), the board names the line shown as it is played or browsed,
// and a Russian interface reads the families and variations in Russian.

#include <QTemporaryDir>
#include <QtTest>

#include "game_lists/game_filter_model.h"
#include "game_lists/game_list_model.h"
#include "game_lists/game_list_panel.h"
#include "game_lists/opening_names.h"
#include "game_lists/pgn_file_indexer.h"
#include "gui_test_main.h"
#include "main_window.h"
#include "play/game_session.h"
#include "ruleset_registry.h"
#include "window_driver.h"

using namespace tavleya;
using namespace tavleya::testing;

class TestOpeningNames : public QObject {
    Q_OBJECT

private slots:
    void theListNamesOpeningsByPosition();
    void theWindowNamesTheLineShown();
    void russianFamilyNames();
};

void TestOpeningNames::theListNamesOpeningsByPosition() {
    QTemporaryDir folder;
    const QString path = folder.filePath("games.pgn");
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(
            "[White \"Petrov\"]\n\n1. e4 e5 2. Nf3 Nf6 3. h3 *\n\n"
            // The same position as 1. d4 d5 2. Nf3, by another order.
            "[White \"Transposed\"]\n\n1. Nf3 d5 2. d4 *\n\n"
            "[White \"House\"]\n[Variant \"Crazyhouse\"]\n\n1. e4 e5 2. Nf3 Nf6 *\n\n"
            // The moves say more than a wrong tag.
            "[White \"Tagged\"]\n[ECO \"A00\"]\n\n1. e4 c5 *\n\n"
            // No moves: the tags are all there is.
            "[White \"Empty\"]\n[ECO \"E99\"]\n[Opening \"Some Opening\"]\n\n*\n");
    }
    MainWindow window;
    GameListPanel* panel = gameListOf(window);
    QSignalSpy checked(panel, &GameListPanel::checked);
    QVERIFY(documentOf(window) != nullptr);
    panel->open(path);
    QVERIFY(checked.wait(20000));
    const GameListModel* model = panel->model();
    QCOMPARE(model->rowCount(), 5);
    const auto cell = [&](int row, int column) {
        return model->index(row, column).data().toString();
    };
    QCOMPARE(cell(0, GameListModel::EcoColumn), QString("C42"));
    QCOMPARE(cell(0, GameListModel::OpeningColumn), QString("Petrov's Defense"));
    QCOMPARE(cell(1, GameListModel::EcoColumn), QString("D02"));
    QCOMPARE(cell(1, GameListModel::OpeningColumn),
             QString("Queen's Pawn Game: Zukertort Variation"));
    QCOMPARE(cell(2, GameListModel::OpeningColumn), QString());
    QCOMPARE(cell(3, GameListModel::EcoColumn), QString("B20"));
    QCOMPARE(cell(3, GameListModel::OpeningColumn), QString("Sicilian Defense"));
    QCOMPARE(cell(4, GameListModel::EcoColumn), QString("E99"));
    QCOMPARE(cell(4, GameListModel::OpeningColumn), QString("Some Opening"));
    // Sorted by the opening, the names found sort with the tags.
    panel->filter()->sort(GameListModel::OpeningColumn);
    QStringList order;
    for (int row = 0; row < panel->filter()->rowCount(); ++row)
        order << panel->filter()->index(row, GameListModel::OpeningColumn).data().toString();
    QCOMPARE(order, QStringList({"", "Petrov's Defense", "Queen's Pawn Game: Zukertort Variation",
                                 "Sicilian Defense", "Some Opening"}));
    // The filter's Opening field looks in the code and the name, and only there.
    const auto openingsFound = [&](const QString& text) {
        panel->filter()->setFilter(GameFilterModel::OpeningField, text);
        QStringList found;
        for (int row = 0; row < panel->filter()->rowCount(); ++row)
            found << panel->filter()->index(row, GameListModel::WhiteColumn).data().toString();
        found.sort();
        return found;
    };
    QCOMPARE(openingsFound("zukertort"), QStringList({"Transposed"}));
    QCOMPARE(openingsFound("E99"), QStringList({"Empty"}));
    QCOMPARE(openingsFound("Transposed"), QStringList());
    QCOMPARE(openingsFound("Defense"), QStringList({"Petrov", "Tagged"}));
}

void TestOpeningNames::theWindowNamesTheLineShown() {
    MainWindow window;
    GameSession& session = *sessionOf(window);
    const auto chess = *builtinRulesets().create("classical");
    session.start(chess, std::nullopt);
    QCOMPARE(openingTextOf(window), QString());
    Position at = chess->startPosition();
    for (const char* text : {"e4", "e5", "Nf3", "Nf6", "h3"}) {
        const auto move = chess->readMoveText(at, text);
        QVERIFY2(move, text);
        QVERIFY(session.play(*move));
        at = chess->play(at, *move);
    }
    // Out of the lists, the game keeps the last name it had.
    QCOMPARE(openingTextOf(window), QString("C42 Petrov's Defense"));
    const auto line = session.tree().mainLine();
    window.findChild<QAction*>(QStringLiteral("start"))->trigger();
    QCOMPARE(openingTextOf(window), QString());
    window.findChild<QAction*>(QStringLiteral("forward"))->trigger();
    QCOMPARE(openingTextOf(window), QString("B00 King's Pawn Game"));
    // Other games have no opening names.
    QCOMPARE(window.startGame(QStringLiteral("crazyhouse")), QString());
    const auto house = session.rulesPointer();
    const auto e4 = house->readMoveText(house->startPosition(), "e4");
    QVERIFY(e4 && session.play(*e4));
    QCOMPARE(openingTextOf(window), QString());
}

void TestOpeningNames::russianFamilyNames() {
    const auto english = OpeningNames::make(builtinRulesets(), QLocale::English);
    const auto russian = OpeningNames::make(builtinRulesets(), QLocale::Russian);
    QVERIFY(english && russian);
    int variations = 0, translatedVariations = 0;
    for (const Opening& opening : russian->table().entries()) {
        const QString name = QString::fromStdString(opening.name);
        QCOMPARE(english->nameOf(opening), name);
        // Every family has its Russian name, and nearly every variation.
        const QString translated = russian->nameOf(opening);
        QVERIFY2(translated != name, qPrintable(name));
        const qsizetype colon = name.indexOf(u':');
        if (colon < 0) continue;
        ++variations;
        const QString variation = translated.mid(translated.indexOf(u':'));
        if (variation != name.mid(colon)) ++translatedVariations;
    }
    QVERIFY(variations > 1000);
    QVERIFY2(translatedVariations > variations * 95 / 100,
             qPrintable(QStringLiteral("%1 of %2").arg(translatedVariations).arg(variations)));
    const Opening* sicilian = russian->table().find([] {
        const auto chess = *builtinRulesets().create("classical");
        Position at = chess->startPosition();
        for (const char* text : {"e4", "c5"}) at = chess->play(at, *chess->readMoveText(at, text));
        return at.key();
    }());
    QVERIFY(sicilian);
    QCOMPARE(russian->nameOf(*sicilian), QString("Сицилианская защита"));
    // A variation and its subvariation, each by its Russian name.
    for (const Opening& opening : russian->table().entries())
        if (opening.name == "Sicilian Defense: Najdorf Variation, English Attack")
            QCOMPARE(russian->nameOf(opening),
                     QString("Сицилианская защита: Вариант Найдорфа, Английская атака"));
}

TAVLEYA_GUI_TEST_MAIN(TestOpeningNames)
#include "test_opening_names.moc"
