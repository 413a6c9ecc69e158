// What Tavleya remembers between runs reads back as it was written, and a
// value that is not of its setting's type (a settings file edited by hand)
// reads as the setting's default.

#include <QSettings>
#include <QtTest>

#include "gui_test_main.h"
#include "settings/settings.h"

using namespace tavleya;

class TestSettings : public QObject {
    Q_OBJECT

private slots:
    void cleanup() { QSettings().clear(); }
    void unsetReadsAsTheDefault();
    void writtenReadsBack();
    void aValueOfAnotherTypeReadsAsTheDefault();
    void everyKeyIsItsOwn();
};

void TestSettings::unsetReadsAsTheDefault() {
    QCOMPARE(settings::soundVolume.read(), 70);
    QCOMPARE(settings::soundsOn.read(), true);
    QCOMPARE(settings::faceToFace.read(), false);
    QVERIFY(settings::language.read().isEmpty());
    QVERIFY(settings::recentFiles.read().isEmpty());
}

void TestSettings::writtenReadsBack() {
    settings::soundVolume.write(35);
    settings::soundsOn.write(false);
    settings::language.write(QStringLiteral("ru"));
    settings::recentFiles.write({QStringLiteral("/a.pgn"), QStringLiteral("/b.pgn")});
    settings::windowGeometry.write(QByteArray("\x01\x02", 2));
    QSettings().sync();
    QCOMPARE(settings::soundVolume.read(), 35);
    QCOMPARE(settings::soundsOn.read(), false);
    QCOMPARE(settings::language.read(), QString("ru"));
    QCOMPARE(settings::recentFiles.read(), QStringList({"/a.pgn", "/b.pgn"}));
    QCOMPARE(settings::windowGeometry.read(), QByteArray("\x01\x02", 2));
    // Stored under the keys earlier versions used, so nobody's choices are lost.
    QCOMPARE(QSettings().value("sound/volume").toInt(), 35);
    QCOMPARE(QSettings().value("ui/language").toString(), QString("ru"));
}

void TestSettings::aValueOfAnotherTypeReadsAsTheDefault() {
    QSettings().setValue(QLatin1String(settings::soundVolume.key), "loud");
    QSettings().setValue(QLatin1String(settings::soundsOn.key), "perhaps");
    QCOMPARE(settings::soundVolume.read(), 70);
    QCOMPARE(settings::soundsOn.read(), true);
    QSettings().setValue(QLatin1String(settings::lowTimeSeconds.key), "45");
    QCOMPARE(settings::lowTimeSeconds.read(), 45);
}

void TestSettings::everyKeyIsItsOwn() {
    const char* keys[] = {settings::language.key,           settings::pieceSet.key,
                          settings::boardTheme.key,         settings::coordinatesOutside.key,
                          settings::notation.key,           settings::turnBoardForEachMove.key,
                          settings::faceToFace.key,         settings::animateMoves.key,
                          settings::bestMoveArrow.key,      settings::evaluationBar.key,
                          settings::scoresFromWhite.key,    settings::windowGeometry.key,
                          settings::windowState.key,        settings::lowTimeSeconds.key,
                          settings::soundsOn.key,           settings::soundVolume.key,
                          settings::hintsBetweenPeople.key, settings::recentFiles.key,
                          settings::kEnginesGroup,          settings::newGameVariant.key,
                          settings::newGameTime.key,        settings::newGameBlackTime.key,
                          settings::newGameWhite.key,       settings::newGameBlack.key,
                          settings::newGameWhiteEngine.key, settings::newGameBlackEngine.key,
                          settings::newGameWhiteLevel.key,  settings::newGameBlackLevel.key};
    QSet<QString> seen;
    for (const char* key : keys) {
        QVERIFY2(!seen.contains(key), key);
        seen.insert(key);
    }
}

TAVLEYA_GUI_TEST_MAIN(TestSettings)
#include "test_settings.moc"
