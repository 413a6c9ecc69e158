#pragma once

#include <QDialog>

class QComboBox;
class QLabel;
class QSpinBox;

namespace tavleya {

// The program's preferences: the language of the user interface, which
// follows the system unless one is chosen here, and the time under which a
// clock turns red. Stored with QSettings.
class SettingsDialog : public QDialog {
    Q_OBJECT

public:
    explicit SettingsDialog(QWidget* parent = nullptr);

    QComboBox* languageBox() const { return language_; }
    QSpinBox* lowTimeBox() const { return lowTime_; }
    // The low-time threshold, in seconds, as stored (20 when never set).
    static int lowTimeSeconds();

    void accept() override;

private:
    QComboBox* language_;
    QLabel* restartNote_;
    QSpinBox* lowTime_;
};

}  // namespace tavleya
