#pragma once

#include <QDialog>

class QComboBox;
class QLabel;

namespace tavleya {

// The program's preferences: the language of the user interface, which
// follows the system unless one is chosen here. Stored with QSettings.
class SettingsDialog : public QDialog {
    Q_OBJECT

public:
    explicit SettingsDialog(QWidget* parent = nullptr);

    QComboBox* languageBox() const { return language_; }

    void accept() override;

private:
    QComboBox* language_;
    QLabel* restartNote_;
};

}  // namespace tavleya
