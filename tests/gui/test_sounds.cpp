// The sounds: which one a move makes (a check before a capture before
// castling), the sound files themselves, what the window plays for a move
// dragged, a drop refused, a mate, a clock going under the low-time threshold
// and a flag fall, the switch and the volume in Settings, and sounds loaded
// only when they are to be heard.

#include <QAudioDevice>
#include <QCheckBox>
#include <QFile>
#include <QMediaDevices>
#include <QMetaEnum>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QSoundEffect>
#include <QStandardPaths>
#include <QtEndian>
#include <QtTest>

#include "board/board_widget.h"
#include "board_driver.h"
#include "gui_test_main.h"
#include "main_window.h"
#include "notation/move_reader.h"
#include "play/clock_panel.h"
#include "play/game_session.h"
#include "play/game_sounds.h"
#include "ruleset_registry.h"
#include "settings/settings.h"
#include "settings_dialog.h"
#include "window_driver.h"

using namespace tavleya;
using namespace tavleya::testing;
using Sound = GameSounds::Sound;

namespace {

// The sound as its name, "nothing" when none was played: a failed
// comparison then says what was heard.
QString heard(const GameSounds* sounds) {
    const auto last = sounds->lastPlayed();
    return last ? QString::fromLatin1(QMetaEnum::fromType<Sound>().valueToKey(int(*last)))
                : QStringLiteral("nothing");
}

QString nameOf(Sound sound) {
    return QString::fromLatin1(QMetaEnum::fromType<Sound>().valueToKey(int(sound)));
}

std::vector<Sound> allSounds() {
    std::vector<Sound> all;
    const QMetaEnum meta = QMetaEnum::fromType<Sound>();
    for (int i = 0; i < meta.keyCount(); ++i) all.push_back(Sound(meta.value(i)));
    return all;
}

// The sound `text` makes when played from `fen` under the ruleset `key`.
QString soundOf(const char* key, const char* fen, const char* text) {
    auto rules = builtinRulesets().create(key).value();
    const Position before = rules->readFen(fen).value();
    const auto move = rules->readMoveText(before, text);
    if (!move) return QStringLiteral("not a move: ") + QString::fromLatin1(text);
    const Position after = rules->play(before, move.value());
    return nameOf(GameSounds::soundForMove(*rules, before, move.value(), after));
}

}  // namespace

class TestSounds : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void soundOfEachMove_data();
    void soundOfEachMove();
    void soundFilesAreShortMonoWavs();
    void windowPlaysTheGame();
    void lowTimeOnceAndTheFlag();
    void switchedOffInSettings();
    void loadedOnlyToBeHeard();
};

void TestSounds::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("TavleyaTests"));
}

void TestSounds::init() {
    QSettings().clear();
}

void TestSounds::soundOfEachMove_data() {
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("move");
    QTest::addColumn<QString>("sound");
    const char* start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    QTest::newRow("quiet") << "classical" << start << "e4"
                           << "Move";
    QTest::newRow("capture") << "classical"
                             << "4k3/8/8/8/8/8/3p4/3R2K1 w - - 0 1"
                             << "Rxd2"
                             << "Capture";
    QTest::newRow("check") << "classical"
                           << "4k3/8/8/8/8/8/8/3R2K1 w - - 0 1"
                           << "Re1+"
                           << "Check";
    QTest::newRow("capture with check") << "classical"
                                        << "4k3/8/8/8/8/8/4p3/4R1K1 w - - 0 1"
                                        << "Rxe2+"
                                        << "Check";
    QTest::newRow("castling") << "classical"
                              << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
                              << "O-O-O"
                              << "Castle";
    QTest::newRow("castling with check") << "classical"
                                         << "5k2/8/8/8/8/8/8/4K2R w K - 0 1"
                                         << "O-O+"
                                         << "Check";
    QTest::newRow("en passant") << "classical"
                                << "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"
                                << "exd6"
                                << "Capture";
    QTest::newRow("chess960 castling") << "chess960"
                                       << "4k3/8/8/8/8/8/8/1R2K1R1 w GB - 0 1"
                                       << "O-O"
                                       << "Castle";
    QTest::newRow("drop") << "crazyhouse"
                          << "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1"
                          << "N@a4"
                          << "Move";
    QTest::newRow("onto an enemy tower") << "tavreli"
                                         << "7k/8/5n2/3(RQ~)4/8/8/8/K7 b - - - 0 1"
                                         << "f6-d5"
                                         << "Capture";
    QTest::newRow("onto an own piece") << "tavreli"
                                       << "7k/8/8/3Q~4/8/8/8/K2R4 w - - - 0 1"
                                       << "d1-d5"
                                       << "Move";
}

void TestSounds::soundOfEachMove() {
    QFETCH(QString, key);
    QFETCH(QString, fen);
    QFETCH(QString, move);
    QFETCH(QString, sound);
    QCOMPARE(soundOf(qPrintable(key), qPrintable(fen), qPrintable(move)), sound);
}

void TestSounds::soundFilesAreShortMonoWavs() {
    // Each a canonical PCM WAV: "RIFF" size "WAVE", a "fmt " chunk of 16
    // bytes, then the "data" chunk; 16-bit mono, 44.1 kHz, under 0.6 s.
    for (Sound sound : allSounds()) {
        QFile file(GameSounds::resource(sound));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
        const QByteArray wav = file.readAll();
        QVERIFY2(wav.size() > 44, qPrintable(file.fileName()));
        const auto u16 = [&](int at) { return qFromLittleEndian<quint16>(wav.constData() + at); };
        const auto u32 = [&](int at) { return qFromLittleEndian<quint32>(wav.constData() + at); };
        QCOMPARE(wav.left(4), QByteArray("RIFF"));
        QCOMPARE(u32(4), quint32(wav.size() - 8));
        QCOMPARE(wav.mid(8, 8), QByteArray("WAVEfmt "));
        QCOMPARE(u16(20), quint16(1));  // PCM
        QCOMPARE(u16(22), quint16(1));  // mono
        QCOMPARE(u32(24), quint32(44100));
        QCOMPARE(u16(34), quint16(16));
        QCOMPARE(wav.mid(36, 4), QByteArray("data"));
        const quint32 bytes = u32(40);
        QCOMPARE(bytes, quint32(wav.size() - 44));
        const double seconds = bytes / 2.0 / 44100;
        QVERIFY2(seconds > 0.03 && seconds < 0.6,
                 qPrintable(file.fileName() + QString(": %1 s").arg(seconds)));
        // It starts and ends in silence: no click either side.
        QCOMPARE(qint16(u16(44)), qint16(0));
        QCOMPARE(qint16(u16(wav.size() - 2)), qint16(0));
    }
}

void TestSounds::windowPlaysTheGame() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const GameSounds* sounds = soundsOf(window);
    QVERIFY(sounds->enabled());
    QCOMPARE(heard(sounds), QString("nothing"));
    BoardWidget* board = boardOf(window);
    drag(board, "e2", "e4");
    QCOMPARE(heard(sounds), QString("Move"));
    // A drop where the piece may not go is refused, heard as such.
    drag(board, "d7", "d4");
    QCOMPARE(heard(sounds), QString("Illegal"));
    QCOMPARE(sessionOf(window)->tree().mainLine().size(), std::size_t{1});
    clickClick(board, "e7", "e5");
    QCOMPARE(heard(sounds), QString("Move"));
    // Neither a piece put back on its square nor an empty square dragged
    // is a move refused.
    QSignalSpy played(sounds, &GameSounds::played);
    drag(board, "f1", "f1");
    drag(board, "e3", "e6");
    QCOMPARE(played.count(), 0);
    drag(board, "f1", "c4");
    clickClick(board, "b8", "c6");
    drag(board, "d1", "h5");
    drag(board, "g8", "f6");
    QCOMPARE(played.count(), 4);
    QCOMPARE(heard(sounds), QString("Move"));
    // The mate is heard as the end of the game, not as a capture or a check.
    drag(board, "h5", "f7");
    QCOMPARE(sessionOf(window)->end().termination, Termination::Checkmate);
    QCOMPARE(played.count(), 5);
    QCOMPARE(heard(sounds), QString("GameEnd"));
}

void TestSounds::lowTimeOnceAndTheFlag() {
    Millis now = 0;
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const GameSounds* sounds = soundsOf(window);
    auto* panel = window.findChild<ClockPanel*>();
    QVERIFY(panel);
    QSignalSpy low(panel, &ClockPanel::lowTimeReached);
    auto rules = builtinRulesets().create("classical").value();
    sessionOf(window)->start(rules, TimeControl::fromText("1+2").value(), [&now] { return now; });
    BoardWidget* board = boardOf(window);
    drag(board, "e2", "e4");  // White's clock starts and stops: Black thinks
    now = 35'000;
    panel->refresh();
    QCOMPARE(heard(sounds), QString("Move"));
    now = 41'000;  // 19 s left, under the 20 s threshold
    panel->refresh();
    QCOMPARE(heard(sounds), QString("LowTime"));
    QCOMPARE(low.count(), 1);
    QCOMPARE(low.at(0).at(0).value<Color>(), Color::Black);
    now = 45'000;  // still under it: nothing more
    panel->refresh();
    QCOMPARE(low.count(), 1);
    // Black moves with 15 s and gains 2, still under the threshold; White
    // thinks with 62 s and goes under it once.
    drag(board, "e7", "e5");
    QCOMPARE(heard(sounds), QString("Move"));
    now = 80'000;
    panel->refresh();
    QCOMPARE(low.count(), 1);
    now = 90'000;
    panel->refresh();
    QCOMPARE(low.count(), 2);
    QCOMPARE(low.at(1).at(0).value<Color>(), Color::White);
    QCOMPARE(heard(sounds), QString("LowTime"));
    // White's flag falls.
    now = 200'000;
    QVERIFY(sessionOf(window)->checkFlag());
    QCOMPARE(sessionOf(window)->end().termination, Termination::FlagFall);
    QCOMPARE(heard(sounds), QString("Flag"));
}

void TestSounds::switchedOffInSettings() {
    // The defaults: on, at 70 of 100.
    QVERIFY(SettingsDialog::soundsOn());
    QCOMPARE(SettingsDialog::soundVolume(), 70);
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(soundsOf(window)->volume(), 0.7);
    QAction* settings = window.findChild<QAction*>("settings");
    QVERIFY(settings);
    QTimer::singleShot(0, [] {
        auto* dialog = qobject_cast<SettingsDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        QCOMPARE(dialog->findChild<QCheckBox*>("soundsOn"), dialog->soundsBox());
        QCOMPARE(dialog->findChild<QSlider*>("soundVolume"), dialog->volumeSlider());
        QVERIFY(dialog->soundsBox()->isChecked());
        QCOMPARE(dialog->volumeSlider()->value(), 70);
        dialog->volumeSlider()->setValue(35);
        dialog->soundsBox()->setChecked(false);
        QVERIFY(!dialog->volumeSlider()->isEnabled());  // no volume without sound
        dialog->accept();
    });
    settings->trigger();
    QCOMPARE(settings::soundsOn.read(), false);
    QCOMPARE(settings::soundVolume.read(), 35);
    QVERIFY(!soundsOf(window)->enabled());
    QCOMPARE(soundsOf(window)->volume(), 0.35);
    QSignalSpy played(soundsOf(window), &GameSounds::played);
    drag(boardOf(window), "e2", "e5");
    drag(boardOf(window), "e2", "e4");
    QCOMPARE(sessionOf(window)->tree().mainLine().size(), std::size_t{1});
    QCOMPARE(played.count(), 0);
    QCOMPARE(heard(soundsOf(window)), QString("nothing"));
    // A window opened later starts silent, and the dialog shows what is stored.
    MainWindow later;
    QVERIFY(!soundsOf(later)->enabled());
    QCOMPARE(soundsOf(later)->volume(), 0.35);
    SettingsDialog dialog;
    QVERIFY(!dialog.soundsBox()->isChecked());
    QCOMPARE(dialog.volumeSlider()->value(), 35);
    QVERIFY(!dialog.volumeSlider()->isEnabled());
}

void TestSounds::loadedOnlyToBeHeard() {
    // Where the machine has no audio output no one listens: the window
    // records its sounds but loads none.
    MainWindow window;
    const bool speakers = !QMediaDevices::audioOutputs().isEmpty();
    QCOMPARE(soundsOf(window)->audible(), speakers);
    drag(boardOf(window), "e2", "e4");
    QCOMPARE(heard(soundsOf(window)), QString("Move"));
    QCOMPARE(soundsOf(window)->effect(Sound::Move) != nullptr, speakers);
    // Heard, each sound is loaded the first time it plays, from its file.
    // Silently here: at volume 0.
    GameSounds sounds;
    sounds.setAudible(true);
    sounds.setVolume(0);
    sounds.setEnabled(false);
    sounds.play(Sound::Move);
    QVERIFY(!sounds.effect(Sound::Move));  // off: not even loaded
    sounds.setEnabled(true);
    for (Sound sound : allSounds()) {
        QVERIFY(!sounds.effect(sound));
        sounds.play(sound);
        const QSoundEffect* effect = sounds.effect(sound);
        QVERIFY(effect);
        QCOMPARE(effect->source(), QUrl("qrc" + GameSounds::resource(sound)));
        QTRY_VERIFY2(
            effect->status() == QSoundEffect::Ready || effect->status() == QSoundEffect::Error,
            qPrintable(nameOf(sound)));
        QVERIFY2(effect->status() == QSoundEffect::Ready, qPrintable(nameOf(sound)));
    }
    QCOMPARE(heard(&sounds), QString("Illegal"));
    // The volume reaches the effects already loaded.
    QSignalSpy louder(sounds.effect(Sound::Check), &QSoundEffect::volumeChanged);
    sounds.setVolume(1);
    QCOMPARE(louder.count(), 1);
    QCOMPARE(sounds.volume(), 1.0);
    sounds.setVolume(1.5);  // as far as it goes
    QCOMPARE(sounds.volume(), 1.0);
    // The slider's scale is the ear's: its middle is well under half the
    // amplitude, its ends are silence and full.
    QCOMPARE(GameSounds::effectVolume(0), 0.0f);
    QCOMPARE(GameSounds::effectVolume(1), 1.0f);
    QVERIFY(GameSounds::effectVolume(0.5) > 0.05f && GameSounds::effectVolume(0.5) < 0.3f);
    QVERIFY(GameSounds::effectVolume(0.4) < GameSounds::effectVolume(0.5));
}

TAVLEYA_GUI_TEST_MAIN(TestSounds)
#include "test_sounds.moc"
