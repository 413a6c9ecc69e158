#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QSlider;
class QSpinBox;

namespace tavleya {

// The program's preferences: the language of the user interface, which
// follows the system unless one is chosen here, the time under which a
// clock turns red, and the sounds with their volume. Stored with QSettings.
class SettingsDialog : public QDialog {
    Q_OBJECT

public:
    explicit SettingsDialog(QWidget* parent = nullptr);

    QComboBox* languageBox() const { return language_; }
    QSpinBox* lowTimeBox() const { return lowTime_; }
    QCheckBox* soundsBox() const { return sounds_; }
    QCheckBox* hintsBox() const { return hints_; }
    QSlider* volumeSlider() const { return volume_; }
    // The low-time threshold, in seconds, as stored (20 when never set).
    static int lowTimeSeconds();
    // Whether the game sounds (on when never set), and how loud: 0 to 100
    // (70 when never set).
    static bool soundsOn();
    static int soundVolume();
    // Whether the players of a game between people agreed that an engine
    // may give hints (off when never set; against the computer they may).
    static bool hintsBetweenPeople();

    void accept() override;

private:
    QComboBox* language_;
    QLabel* restartNote_;
    QSpinBox* lowTime_;
    QCheckBox* sounds_;
    QSlider* volume_;
    QCheckBox* hints_;
};

}  // namespace tavleya
