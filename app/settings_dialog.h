#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QSlider;
class QSpinBox;

namespace tavleya {

class BoardWidget;
struct BoardTheme;

// The program's preferences: the language of the user interface, which
// follows the system unless one is chosen here, the time under which a
// clock turns red, the sounds with their volume, and how the board looks
// (the pieces, the colours and where the coordinates stand, shown on a
// small board as they are chosen). Stored with QSettings.
class SettingsDialog : public QDialog {
    Q_OBJECT

public:
    explicit SettingsDialog(QWidget* parent = nullptr);

    QComboBox* languageBox() const { return language_; }
    QCheckBox* soundsBox() const { return sounds_; }
    QSlider* volumeSlider() const { return volume_; }
    QComboBox* pieceStyleBox() const { return pieceStyle_; }
    QComboBox* themeBox() const { return theme_; }
    BoardWidget* preview() const { return preview_; }
    // The low-time threshold, in seconds, as stored (20 when never set).
    static int lowTimeSeconds();
    // Whether the game sounds (on when never set), and how loud: 0 to 100
    // (70 when never set).
    static bool soundsOn();
    static int soundVolume();
    // Whether the players of a game between people agreed that an engine
    // may give hints (off when never set; against the computer they may).
    static bool hintsBetweenPeople();
    // How the board looks, as stored: the piece set's id, the colour theme,
    // and whether the coordinates stand in a band around the board (the
    // first set and theme, and on the squares, when never set).
    static QString pieceStyle();
    static const BoardTheme& boardTheme();
    static bool coordinatesOutside();

    void accept() override;

private:
    QComboBox* language_;
    QLabel* restartNote_;
    QSpinBox* lowTime_;
    QCheckBox* clockStart_;
    QCheckBox* sounds_;
    QSlider* volume_;
    QCheckBox* hints_;
    QComboBox* pieceStyle_;
    QComboBox* theme_;
    QCheckBox* coordinatesOutside_;
    BoardWidget* preview_;

    void createLanguageRows(QFormLayout* form);
    void createLookRows(QFormLayout* form);
    void showLook();
};

}  // namespace tavleya
