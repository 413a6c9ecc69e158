// Time controls as PGN TimeControl tags (PGN standard 9.6) and as typed text,
// both ways, and a message naming the wrong part of bad text.

#include <QtTest>

#include "clock/time_control.h"

using namespace tavleya;

class TestTimeControl : public QObject {
    Q_OBJECT

private slots:
    void pgnRoundTrip_data();
    void pgnRoundTrip();
    void pgnMeaning();
    void textRoundTrip_data();
    void textRoundTrip();
    void textMeaning();
    void pgnCannotSayDelays();
    void errors_data();
    void errors();
};

void TestTimeControl::pgnRoundTrip_data() {
    QTest::addColumn<QString>("tag");
    for (const char* tag :
         {"-", "300", "300+2", "40/5400+30:1800+30", "*180", "40/7200", "40/7200:3600", "60+0.5"})
        QTest::newRow(tag) << tag;
}

void TestTimeControl::pgnRoundTrip() {
    QFETCH(QString, tag);
    const auto tc = TimeControl::fromPgn(tag.toStdString());
    QVERIFY2(tc.ok(), tc.ok() ? "" : tc.error().message.c_str());
    QCOMPARE(QString::fromStdString(tc->toPgn()), tag);
}

void TestTimeControl::pgnMeaning() {
    const auto tc = TimeControl::fromPgn("40/5400+30:1800+30");
    QVERIFY(tc.ok());
    QCOMPARE(tc->kind, TimeControl::Kind::Periods);
    QCOMPARE(tc->periods, (std::vector<Period>{{40, 5400000}, {0, 1800000}}));
    QCOMPARE(tc->bonus, MoveBonus::Increment);
    QCOMPARE(tc->bonusTime, Millis{30000});
    QCOMPARE(*TimeControl::fromPgn("40/5400+30:1800+30"), *TimeControl::fromText("40/90+30+30"));
    QCOMPARE(*TimeControl::fromPgn("300+2"), TimeControl::suddenDeath(300000, 2000));
    QCOMPARE(TimeControl::fromPgn("*180")->kind, TimeControl::Kind::Hourglass);
    QCOMPARE(TimeControl::fromPgn("-")->kind, TimeControl::Kind::Unlimited);
}

void TestTimeControl::textRoundTrip_data() {
    QTest::addColumn<QString>("text");
    for (const TimeControlPreset& p : timeControlPresets())
        QTest::newRow(p.name.data()) << p.text.data();
    for (const char* t : {"1:30+0.5", "40/90 i30", "40/120+20/60+15+30", "15s", "2:05+2", "1.001"})
        QTest::newRow(t) << t;
}

void TestTimeControl::textRoundTrip() {
    QFETCH(QString, text);
    const auto tc = TimeControl::fromText(text.toStdString());
    QVERIFY2(tc.ok(), tc.ok() ? "" : tc.error().message.c_str());
    QCOMPARE(QString::fromStdString(tc->toText()), text);
}

void TestTimeControl::textMeaning() {
    QCOMPARE(*TimeControl::fromText("5+3"), TimeControl::suddenDeath(300000, 3000));
    QCOMPARE(*TimeControl::fromText(" 5 d5 "), TimeControl::withDelay(300000, 5000));
    QCOMPARE(*TimeControl::fromText("25 b10"),
             TimeControl::withDelay(1500000, 10000, MoveBonus::Bronstein));
    const auto three = TimeControl::fromText("40/120+20/60+15+30");
    QCOMPARE(three->periods, (std::vector<Period>{{40, 7200000}, {20, 3600000}, {0, 900000}}));
    QCOMPARE(three->bonusTime, Millis{30000});
    QCOMPARE(TimeControl::fromText("30s/move")->periods.front().time, Millis{30000});
    QCOMPARE(TimeControl::fromText("1.5")->periods.front().time, Millis{90000});
    // Minutes and seconds, or seconds alone.
    QCOMPARE(TimeControl::fromText("0:30")->periods.front().time, Millis{30000});
    QCOMPARE(TimeControl::fromText("45s+1")->periods.front().time, Millis{45000});
    QCOMPARE(*TimeControl::fromText("2:05+3"), TimeControl::suddenDeath(125000, 3000));
    // Moves first, as players and PGN write it: 40 moves in 90 minutes.
    QCOMPARE(TimeControl::fromText("40/90")->periods, (std::vector<Period>{{40, 5400000}}));
}

void TestTimeControl::pgnCannotSayDelays() {
    QCOMPARE(TimeControl::fromText("5 d5")->toPgn(), std::string("?"));
    QCOMPARE(TimeControl::fromText("30s/move")->toPgn(), std::string("?"));
}

void TestTimeControl::errors_data() {
    QTest::addColumn<bool>("pgn");
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("message");
    QTest::newRow("pgn unknown") << true << "?"
                                 << "TimeControl '?': the time control is unknown";
    QTest::newRow("pgn moves") << true << "x/5400"
                               << "TimeControl 'x/5400', column 1: 'x' is not a number of moves";
    QTest::newRow("pgn seconds")
        << true << "40/54x0+30"
        << "TimeControl '40/54x0+30', column 4: '54x0' is not a number of seconds";
    QTest::newRow("pgn increment") << true << "300+"
                                   << "TimeControl '300+', column 5: '' is not a number of seconds";
    QTest::newRow("pgn period after sudden death")
        << true << "300:60"
        << "TimeControl '300:60', column 1: '300' has no move count, so no period can follow it";
    QTest::newRow("pgn mixed increments")
        << true << "40/5400+30:1800"
        << "TimeControl '40/5400+30:1800', column 12: '1800' has another increment than the first "
           "period; Tavleya needs one";
    QTest::newRow("pgn sandclock")
        << true << "*abc"
        << "TimeControl '*abc', column 2: 'abc' is not a number of seconds";
    QTest::newRow("text increment")
        << false << "5+x"
        << "time control '5+x', column 3: 'x' is not a number of seconds of increment";
    QTest::newRow("text minutes")
        << false << "five"
        << "time control 'five', column 1: 'five' is not a time (minutes such as 5 or 1.5, 2:30, "
           "or seconds such as 45s)";
    QTest::newRow("text moves") << false << "0/90+30"
                                << "time control '0/90+30', column 1: '0' is not a number of moves";
    QTest::newRow("text zero") << false << "0"
                               << "time control '0', column 1: '0' gives no time; a clock needs "
                                  "more than 0";
    QTest::newRow("text too long")
        << false << "99999"
        << "time control '99999', column 1: '99999' minutes is more than a day";
    QTest::newRow("text bad seconds")
        << false << "1:75"
        << "time control '1:75', column 1: '1:75' is not a time (minutes such as 5 or 1.5, "
           "2:30, or seconds such as 45s)";
    QTest::newRow("text delay") << false << "5 z5"
                                << "time control '5 z5', column 3: 'z5' is not an increment or "
                                   "delay ('i30', 'd5' or 'b5', in seconds)";
    QTest::newRow("text after increment")
        << false << "5+3+2"
        << "time control '5+3+2', column 5: '2' comes after the increment or delay";
    QTest::newRow("text hourglass")
        << false << "hourglass x"
        << "time control 'hourglass x', column 11: 'x' is not a time (minutes such as 5 or 1.5, "
           "2:30, or seconds such as 45s)";
    QTest::newRow("text empty") << false << "  "
                                << "time control is empty";
    // Numbers beyond what a clock holds: refused, never wrapped.
    QTest::newRow("pgn huge seconds")
        << true << "99999999999999999999+1"
        << "TimeControl '99999999999999999999+1', column 1: '99999999999999999999' is not a "
           "number of seconds";
    QTest::newRow("pgn huge moves")
        << true << "99999999999999999999/60"
        << "TimeControl '99999999999999999999/60', column 1: '99999999999999999999' is not a "
           "number of moves";
    QTest::newRow("pgn huge increment")
        << true << "60+9223372036854775807"
        << "TimeControl '60+9223372036854775807', column 4: '9223372036854775807' is not a "
           "number of seconds";
    QTest::newRow("text huge increment")
        << false << "5+9223372036854775807"
        << "time control '5+9223372036854775807', column 3: '9223372036854775807' is not a "
           "number of seconds of increment";
    QTest::newRow("text huge fraction")
        << false << "5.9223372036854775807"
        << "time control '5.9223372036854775807', column 1: '5.9223372036854775807' is not a "
           "time (minutes such as 5 or 1.5, 2:30, or seconds such as 45s)";
}

void TestTimeControl::errors() {
    QFETCH(bool, pgn);
    QFETCH(QString, input);
    QFETCH(QString, message);
    const auto tc = pgn ? TimeControl::fromPgn(input.toStdString())
                        : TimeControl::fromText(input.toStdString());
    QVERIFY(!tc.ok());
    QCOMPARE(QString::fromStdString(tc.error().message), message);
}

QTEST_GUILESS_MAIN(TestTimeControl)
#include "test_time_control.moc"
