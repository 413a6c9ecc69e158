// Position search in game collections: the quick search, with its
// prefilters, checked against a slow one that reads every game whole and
// compares each position of its main line, for positions of several kinds
// (an opening position, one reached by transposition, a middlegame position,
// one no game reaches, the start) and every match, in standard chess and in
// a variant whose pieces come back (Crazyhouse); a query that is no position
// is refused, saying why.

#include <QtTest>
#include <algorithm>
#include <set>

#include "collections/position_horizon.h"
#include "collections/position_searcher.h"
#include "notation/move_reader.h"
#include "pgn_helpers.h"

using namespace tavleya;
using namespace tavleya::testing;

class TestPositionSearch : public QObject {
    Q_OBJECT

private slots:
    void agreesWithSlowReference_data();
    void agreesWithSlowReference();
    void everyFileAgreesOnAMiddlegamePosition_data();
    void everyFileAgreesOnAMiddlegamePosition();
    void findsTranspositions();
    void startPositionIsPlyZero();
    void horizonDropsGamesThatLostWhatTheTargetHas();
    void horizonKeepsVariantGamesWhosePiecesComeBack();
    void badFenIsRefusedSayingWhy();
};

namespace {

// Each match, compared square by square rather than as the searcher
// compares, so that the two do not share a mistake.
bool sameMaterial(const Position& a, const Position& b) {
    const auto counts = [](const Position& p) {
        std::multiset<std::pair<int, int>> pieces;
        for (int s = 0; s < 64; ++s)
            if (const Piece piece = p.at(Square(s)); !piece.empty())
                pieces.insert({index(piece.color()), index(piece.kind())});
        for (Color side : {Color::White, Color::Black})
            for (int kind = 1; kind < kPieceKindCount; ++kind)
                for (int n = 0; n < p.pocketCount(side, static_cast<PieceKind>(kind)); ++n)
                    pieces.insert({index(side), kind});
        return pieces;
    };
    return counts(a) == counts(b);
}

bool samePawns(const Position& a, const Position& b) {
    for (int s = 0; s < 64; ++s) {
        const Piece x = a.at(Square(s)), y = b.at(Square(s));
        const bool pawnX = x.kind() == PieceKind::Pawn, pawnY = y.kind() == PieceKind::Pawn;
        if (pawnX != pawnY || (pawnX && x.color() != y.color())) return false;
    }
    return true;
}

bool alike(const Position& a, const Position& b, PositionMatch match) {
    switch (match) {
        case PositionMatch::Exact:
            return a.key() == b.key();
        case PositionMatch::Material:
            return sameMaterial(a, b);
        case PositionMatch::PawnStructure:
            return samePawns(a, b);
    }
    return false;
}

// The positions of a game's main line, its start first.
std::vector<const Position*> mainLinePositions(const GameTree& tree) {
    std::vector<const Position*> positions{&tree.node(tree.root()).position};
    for (NodeId id : tree.mainLine()) positions.push_back(&tree.node(id).position);
    return positions;
}

// The slow search: the first ply of each game at a position like the one
// `fen` is in the game's own rules; none for a game whose rules do not read
// it, or that cannot be read.
std::vector<std::optional<int>> slowSearch(const std::vector<PgnReader::Outcome>& games,
                                           const std::string& fen, PositionMatch match) {
    std::vector<std::optional<int>> plies;
    for (const PgnReader::Outcome& game : games) {
        plies.emplace_back();
        if (!game.game) continue;
        const GameTree& tree = game.game->tree;
        const auto target = tree.rules().readFen(fen);
        if (!target) continue;
        const auto positions = mainLinePositions(tree);
        for (std::size_t ply = 0; ply < positions.size(); ++ply)
            if (alike(*positions[ply], *target, match)) {
                plies.back() = static_cast<int>(ply);
                break;
            }
    }
    return plies;
}

struct QuickResults {
    std::vector<std::optional<int>> plies;
    int errors = 0;
};

QuickResults quickSearch(const std::string& path, const std::string& fen, PositionMatch match) {
    QuickResults results;
    auto searcher = PositionSearcher::create({fen, match});
    if (!searcher) qFatal("test FEN refused: %s", searcher.error().message.c_str());
    auto stream = PgnGameStream::open(path);
    if (!stream) qFatal("cannot open %s", path.c_str());
    GameText game;
    while (stream.value().next(game)) {
        const auto found = searcher.value().search(game);
        results.plies.push_back(found.ply);
        if (found.error) ++results.errors;
    }
    return results;
}

const char* matchName(PositionMatch match) {
    switch (match) {
        case PositionMatch::Exact:
            return "exact";
        case PositionMatch::Material:
            return "material";
        case PositionMatch::PawnStructure:
            return "pawns";
    }
    return "";
}

QString plyText(const std::optional<int>& ply) {
    return ply ? QString::number(*ply) : QStringLiteral("none");
}

// Compares the quick search of `file` with the slow one; returns how many
// games the position was found in.
int compareSearches(const std::string& file, const std::string& fen, PositionMatch match) {
    const auto games = readPgnFile(pgnDataPath(file));
    const auto slow = slowSearch(games, fen, match);
    const auto quick = quickSearch(pgnDataPath(file), fen, match);
    if (quick.plies.size() != slow.size()) {
        QTest::qFail("the quick search saw another number of games", __FILE__, __LINE__);
        return -1;
    }
    int found = 0;
    for (std::size_t i = 0; i < slow.size(); ++i) {
        // A game the reader refuses has no answer to compare; the quick
        // search may stop before its error or report it.
        if (!games[i].game) continue;
        if (quick.plies[i] != slow[i]) {
            const QString what = QString::fromStdString(file) + " game " + QString::number(i + 1) +
                                 " (" + matchName(match) + ", " + QString::fromStdString(fen) +
                                 "): ply " + plyText(quick.plies[i]) + " instead of " +
                                 plyText(slow[i]);
            QTest::qFail(qPrintable(what), __FILE__, __LINE__);
            return -1;
        }
        found += slow[i].has_value();
    }
    return found;
}

// The FEN of the position `ply` moves into game `number` (1-based) of a
// file, or of its last position when it is shorter.
std::string fenInGame(const std::string& file, std::size_t number, std::size_t ply) {
    const auto games = readPgnFile(pgnDataPath(file));
    if (number > games.size() || !games[number - 1].game) qFatal("no game %zu", number);
    const GameTree& tree = games[number - 1].game->tree;
    const auto positions = mainLinePositions(tree);
    return tree.rules().writeFen(*positions[std::min(ply, positions.size() - 1)]);
}

constexpr PositionMatch kMatches[] = {PositionMatch::Exact, PositionMatch::Material,
                                      PositionMatch::PawnStructure};

}  // namespace

void TestPositionSearch::agreesWithSlowReference_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("reached");  // whether some game must reach it exactly
    const std::string chess = "pychess/world_matches.pgn";
    const std::string zh = "pychess/zh.pgn";
    const auto row = [](const std::string& name, const std::string& file, const std::string& fen,
                        bool reached) {
        QTest::newRow(name.c_str())
            << QString::fromStdString(file) << QString::fromStdString(fen) << reached;
    };
    // 1. e4 e5 2. Nf3 Nc6: many games, by one order of moves or another.
    row("chess: an opening position", chess,
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", true);
    // The Queen's Gambit Declined, reached from 1. d4 d5 and from 1. d4 Nf6.
    row("chess: a position reached by transposition", chess,
        "rnbqkb1r/ppp2ppp/4pn2/3p4/2PP4/2N5/PP2PPPP/R1BQKBNR w KQkq - 2 4", true);
    row("chess: a middlegame position", chess, fenInGame(chess, 200, 41), true);
    row("chess: the endgame of a game", chess, fenInGame(chess, 17, 400), true);
    // Only kings and a rook with its castling right: every game could still
    // get there, so none is cut short, and none does.
    row("chess: a position no game reaches", chess, "4k3/8/8/8/8/8/8/4K2R w K - 0 1", false);
    row("chess: the start", chess, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        true);
    row("crazyhouse: the start", zh, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
        true);
    row("crazyhouse: an opening position", zh, fenInGame(zh, 3, 6), true);
    row("crazyhouse: a middlegame position", zh, fenInGame(zh, 40, 36), true);
    row("crazyhouse: a position with pieces in hand", zh, fenInGame(zh, 61, 25), true);
}

void TestPositionSearch::agreesWithSlowReference() {
    QFETCH(QString, file);
    QFETCH(QString, fen);
    QFETCH(bool, reached);
    for (PositionMatch match : kMatches) {
        const int found = compareSearches(file.toStdString(), fen.toStdString(), match);
        if (found < 0) return;
        if (match == PositionMatch::Exact) QCOMPARE(found > 0, reached);
    }
}

void TestPositionSearch::everyFileAgreesOnAMiddlegamePosition_data() {
    QTest::addColumn<QString>("file");
    for (const std::string& file : pgnDataFiles())
        QTest::newRow(file.c_str()) << QString::fromStdString(file);
}

void TestPositionSearch::everyFileAgreesOnAMiddlegamePosition() {
    QFETCH(QString, file);
    const auto games = readPgnFile(pgnDataPath(file.toStdString()));
    const auto first = std::find_if(games.begin(), games.end(),
                                    [](const PgnReader::Outcome& game) { return game.game; });
    if (first == games.end()) QSKIP("no game reads");
    const GameTree& tree = first->game->tree;
    const auto positions = mainLinePositions(tree);
    const std::string fen =
        tree.rules().writeFen(*positions[std::min<std::size_t>(positions.size() - 1, 24)]);
    for (PositionMatch match : kMatches)
        if (compareSearches(file.toStdString(), fen, match) < 1)
            QFAIL(qPrintable(QString("not found in the game it was taken from (") +
                             matchName(match) + ")"));
}

void TestPositionSearch::findsTranspositions() {
    const std::string file = "pychess/world_matches.pgn";
    const std::string qgd = "rnbqkb1r/ppp2ppp/4pn2/3p4/2PP4/2N5/PP2PPPP/R1BQKBNR w KQkq - 2 4";
    const auto games = readPgnFile(pgnDataPath(file));
    const auto quick = quickSearch(pgnDataPath(file), qgd, PositionMatch::Exact);
    std::vector<std::vector<Move>> routes;
    for (std::size_t i = 0; i < games.size(); ++i) {
        if (!quick.plies[i] || !games[i].game) continue;
        const GameTree& tree = games[i].game->tree;
        std::vector<Move> route;
        const auto line = tree.mainLine();
        for (int ply = 0; ply < *quick.plies[i]; ++ply)
            route.push_back(tree.node(line[static_cast<std::size_t>(ply)]).move);
        if (std::find(routes.begin(), routes.end(), route) == routes.end()) routes.push_back(route);
    }
    QVERIFY2(routes.size() >= 2, "the position is reached by one order of moves only");
}

void TestPositionSearch::startPositionIsPlyZero() {
    const std::string file = pgnDataPath("pychess/world_matches.pgn");
    const auto quick = quickSearch(file, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                                   PositionMatch::Exact);
    QCOMPARE(quick.errors, 0);
    const auto games = readPgnFile(file);
    QCOMPARE(quick.plies.size(), games.size());
    int fromTheStart = 0;
    for (std::size_t i = 0; i < games.size(); ++i) {
        const GameTree& tree = games[i].game->tree;
        // Games from a set-up position (a FEN tag) may never get there.
        if (tree.node(tree.root()).position.key() != tree.rules().startPosition().key()) continue;
        ++fromTheStart;
        QCOMPARE(quick.plies[i], std::optional<int>(0));
    }
    QVERIFY(fromTheStart > 500);
}

namespace {

std::shared_ptr<const Ruleset> rulesFor(std::string_view variantTag) {
    PgnReader reader;
    return reader.rulesetForVariant(variantTag).value()->rules;
}

Position played(const Ruleset& rules, const std::vector<std::string_view>& moves) {
    Position position = rules.startPosition();
    for (std::string_view word : moves)
        position = rules.play(position, readMove(rules, position, word).value());
    return position;
}

}  // namespace

void TestPositionSearch::horizonDropsGamesThatLostWhatTheTargetHas() {
    const auto rules = rulesFor("");
    const Position najdorf =
        played(*rules, {"e4", "c5", "Nf3", "d6", "d4", "cxd4", "Nxd4", "Nf6", "Nc3", "a6"});
    const PositionHorizon horizon(najdorf, PositionMatch::Exact, LossesForGood::under(*rules));
    QVERIFY(horizon.mayReach(rules->startPosition()));
    QVERIFY(horizon.mayReach(played(*rules, {"e4", "c5", "Nc3", "d6"})));
    // A pawn the target has at home has moved.
    QVERIFY(!horizon.mayReach(played(*rules, {"e4", "e5"})));
    // A piece the target has was taken.
    QVERIFY(!horizon.mayReach(played(*rules, {"e4", "c5", "Nf3", "d6", "d4", "cxd4", "Nxd4", "Nf6",
                                              "Nc3", "e5", "Nf5", "Bxf5", "exf5"})));
    // A castling right the target has was lost.
    QVERIFY(!horizon.mayReach(played(*rules, {"e4", "c5", "Ke2", "d6", "Ke1"})));
    // The same structure may still come where the exact position cannot.
    const PositionHorizon pawns(najdorf, PositionMatch::PawnStructure,
                                LossesForGood::under(*rules));
    QVERIFY(pawns.mayReach(played(*rules, {"e4", "c5", "Ke2", "d6", "Ke1"})));
    QVERIFY(!pawns.mayReach(played(*rules, {"e4", "e5"})));
    // Pawns only go forward, a file aside at most for each rank.
    const Position pawnOnE4 = rules->readFen("4k3/8/8/8/4P3/8/8/4K3 w - - 0 1").value();
    const PositionHorizon structure(pawnOnE4, PositionMatch::PawnStructure,
                                    LossesForGood::under(*rules));
    QVERIFY(!structure.mayReach(rules->readFen("4k3/8/5P2/4P3/8/8/8/4K3 w - - 0 1").value()));
    QVERIFY(structure.mayReach(rules->readFen("4k3/8/8/4P3/8/5P2/8/4K3 w - - 0 1").value()));
    // Two queens need a promotion, and a promotion needs a pawn to spare.
    const Position twoQueens = rules->readFen("4k3/8/8/8/8/8/QQ6/4K3 w - - 0 1").value();
    const PositionHorizon material(twoQueens, PositionMatch::Material,
                                   LossesForGood::under(*rules));
    QVERIFY(material.mayReach(rules->startPosition()));
    QVERIFY(!material.mayReach(rules->readFen("4k3/8/8/8/8/8/QR6/4K3 w - - 0 1").value()));
    QVERIFY(material.mayReach(rules->readFen("4k3/8/8/8/8/8/QRP5/4K3 w - - 0 1").value()));
}

void TestPositionSearch::horizonKeepsVariantGamesWhosePiecesComeBack() {
    const auto rules = rulesFor("crazyhouse");
    QVERIFY(!LossesForGood::under(*rules).material);
    QVERIFY(LossesForGood::under(*rules).castling);
    const Position target =
        rules->readFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1").value();
    // The e-pawns moved and were taken, yet may be dropped back home.
    const Position traded = played(*rules, {"e4", "d5", "exd5", "Qxd5"});
    for (PositionMatch match : kMatches) {
        const PositionHorizon horizon(target, match, LossesForGood::under(*rules));
        QVERIFY(horizon.mayReach(traded));
    }
    // Castling rights never come back, in this game too.
    const PositionHorizon exact(target, PositionMatch::Exact, LossesForGood::under(*rules));
    QVERIFY(!exact.mayReach(played(*rules, {"e4", "e5", "Ke2"})));
}

void TestPositionSearch::badFenIsRefusedSayingWhy() {
    const auto tooFew = PositionSearcher::create({"rnbqkbnr/pppppppp/8 w KQkq - 0 1"});
    QVERIFY(!tooFew);
    QVERIFY2(!tooFew.error().message.empty(), "no message");
    const auto noKing = PositionSearcher::create({"8/8/8/8/8/8/8/8 w - - 0 1"});
    QVERIFY(!noKing);
    QVERIFY(PositionSearcher::create({"4k3/8/8/8/8/8/8/4K3 b - - 0 1"}));
}

QTEST_APPLESS_MAIN(TestPositionSearch)
#include "test_position_search.moc"
