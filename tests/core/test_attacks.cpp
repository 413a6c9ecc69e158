// The slider attack tables, indexed by the shipped magic numbers: every
// blocker set on every square gives the attacks a plain ray walk gives.
#include <QTest>

#include "attacks.h"

using namespace tavleya;

namespace {

constexpr int kRook[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr int kBishop[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

Bitboard walk(Square from, Bitboard occupied, const int (&directions)[4][2]) {
    Bitboard attacks = 0;
    for (const auto& d : directions)
        for (int f = from.file() + d[0], r = from.rank() + d[1]; f >= 0 && f < 8 && r >= 0 && r < 8;
             f += d[0], r += d[1]) {
            attacks |= bit(Square::at(f, r));
            if (occupied & bit(Square::at(f, r))) break;
        }
    return attacks;
}

}  // namespace

class TestAttacks : public QObject {
    Q_OBJECT

private slots:
    void everyBlockerSetOnEverySquare() {
        const AttackTables& tables = AttackTables::instance();
        for (bool diagonal : {false, true}) {
            const auto& directions = diagonal ? kBishop : kRook;
            const PieceKind kind = diagonal ? PieceKind::Bishop : PieceKind::Rook;
            for (int i = 0; i < 64; ++i) {
                const Square s(i);
                // Every subset of the squares the piece could reach, edges
                // included, and the other squares filled or not.
                const Bitboard rays = walk(s, 0, directions);
                Bitboard subset = 0;
                do {
                    const Bitboard expected = walk(s, subset, directions);
                    for (Bitboard elsewhere : {Bitboard{0}, ~rays & ~bit(s)}) {
                        const Bitboard got = tables.piece(kind, s, subset | elsewhere);
                        if (got != expected)
                            QFAIL(qPrintable(QString("%1 on %2, blockers %3")
                                                 .arg(diagonal ? "bishop" : "rook")
                                                 .arg(QString::fromStdString(s.name()))
                                                 .arg(subset, 16, 16, QChar('0'))));
                    }
                    subset = (subset - rays) & rays;
                } while (subset);
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestAttacks)
#include "test_attacks.moc"
