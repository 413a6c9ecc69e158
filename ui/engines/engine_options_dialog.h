#pragma once

#include <QDialog>
#include <QMap>
#include <functional>
#include <vector>

#include "uci/uci_messages.h"

class QFormLayout;

namespace tavleya {

// An engine's options, as its "option" lines describe them: a number box
// for a spin, a tick box for a check, a list for a combo, a text field for a
// string, a button to press at each start. The options the program sets
// itself (the game, the strength, the number of lines) are left out.
class EngineOptionsDialog : public QDialog {
    Q_OBJECT

public:
    EngineOptionsDialog(const QString& engineName, const std::vector<uci::UciOption>& options,
                        const QMap<QString, QString>& values, QWidget* parent = nullptr);

    // The values that differ from the engine's defaults.
    QMap<QString, QString> values() const;
    // Whether the program sets the option itself.
    static bool setByTavleya(const std::string& name);

private:
    // The field that edits `option`, showing `value`, and how to read it back.
    struct Field {
        QWidget* widget;
        std::function<QString()> read;
    };
    static Field fieldFor(const uci::UciOption& option, const QString& value, QWidget* parent);
    void addRow(QFormLayout* form, const uci::UciOption& option, const QString& value);

    // Each option's current value, read from its widget.
    std::vector<std::pair<uci::UciOption, std::function<QString()>>> rows_;
};

}  // namespace tavleya
