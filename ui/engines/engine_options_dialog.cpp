#include "engines/engine_options_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>
#include <limits>

namespace tavleya {

bool EngineOptionsDialog::setByTavleya(const std::string& name) {
    for (const char* own : {"UCI_Variant", "UCI_Chess960", "MultiPV", "Skill Level",
                            "UCI_LimitStrength", "UCI_Elo", "Ponder"})
        if (name == own) return true;
    return false;
}

EngineOptionsDialog::EngineOptionsDialog(const QString& engineName,
                                         const std::vector<uci::UciOption>& options,
                                         const QMap<QString, QString>& values, QWidget* parent)
    : QDialog(parent) {
    setWindowTitle(tr("Options of %1").arg(engineName));
    auto* column = new QVBoxLayout(this);
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    auto* inside = new QWidget(scroll);
    auto* form = new QFormLayout(inside);
    for (const uci::UciOption& option : options) {
        if (setByTavleya(option.name)) continue;
        const QString name = QString::fromStdString(option.name);
        addRow(form, option,
               values.contains(name) ? values.value(name)
                                     : QString::fromStdString(option.defaultValue));
    }
    if (rows_.empty()) form->addRow(new QLabel(tr("This engine has no options to set."), inside));
    scroll->setWidget(inside);
    column->addWidget(scroll);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    column->addWidget(buttons);
    resize(480, 420);
}

EngineOptionsDialog::Field EngineOptionsDialog::fieldFor(const uci::UciOption& option,
                                                         const QString& value, QWidget* parent) {
    using Type = uci::UciOption::Type;
    std::function<QString()> read;
    QWidget* field = nullptr;
    switch (option.type) {
        case Type::Spin: {
            auto* box = new QSpinBox(parent);
            constexpr long long kLow = std::numeric_limits<int>::min();
            constexpr long long kHigh = std::numeric_limits<int>::max();
            box->setRange(int(std::clamp(option.min, kLow, kHigh)),
                          int(std::clamp(option.max, kLow, kHigh)));
            box->setValue(value.toInt());
            read = [box] { return QString::number(box->value()); };
            field = box;
            break;
        }
        case Type::Check: {
            auto* box = new QCheckBox(parent);
            box->setChecked(value == QLatin1String("true"));
            read = [box] {
                return box->isChecked() ? QStringLiteral("true") : QStringLiteral("false");
            };
            field = box;
            break;
        }
        case Type::Combo: {
            auto* box = new QComboBox(parent);
            for (const std::string& v : option.vars) box->addItem(QString::fromStdString(v));
            box->setCurrentText(value);
            read = [box] { return box->currentText(); };
            field = box;
            break;
        }
        case Type::String: {
            auto* edit = new QLineEdit(value, parent);
            read = [edit] { return edit->text(); };
            field = edit;
            break;
        }
        case Type::Button: {
            auto* box = new QCheckBox(tr("press at each start"), parent);
            box->setChecked(value == QLatin1String("press"));
            read = [box] { return box->isChecked() ? QStringLiteral("press") : QString(); };
            field = box;
            break;
        }
    }
    return {field, read};
}

void EngineOptionsDialog::addRow(QFormLayout* form, const uci::UciOption& option,
                                 const QString& value) {
    const QString name = QString::fromStdString(option.name);
    const auto [field, read] = fieldFor(option, value, form->parentWidget());
    field->setObjectName(name);
    field->setAccessibleName(name);
    form->addRow(name + QLatin1Char(':'), field);
    rows_.emplace_back(option, read);
}

QMap<QString, QString> EngineOptionsDialog::values() const {
    QMap<QString, QString> out;
    for (const auto& [option, read] : rows_) {
        const QString value = read();
        const bool isDefault = option.type == uci::UciOption::Type::Button
                                   ? value.isEmpty()
                                   : value == QString::fromStdString(option.defaultValue);
        if (!isDefault) out.insert(QString::fromStdString(option.name), value);
    }
    return out;
}

}  // namespace tavleya
