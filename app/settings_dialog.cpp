#include "settings_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QSettings>
#include <QSpinBox>

#include "translations.h"

namespace tavleya {
namespace {
constexpr char kLowTimeSetting[] = "clock/lowTimeSeconds";
}  // namespace

int SettingsDialog::lowTimeSeconds() {
    return QSettings().value(kLowTimeSetting, 20).toInt();
}

SettingsDialog::SettingsDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Settings"));
    auto* form = new QFormLayout(this);
    language_ = new QComboBox(this);
    language_->setObjectName(QStringLiteral("language"));
    language_->addItem(tr("As the system"), QString());
    // Each language by its own name, so that anyone can find theirs.
    language_->addItem(QStringLiteral("English"), QStringLiteral("en"));
    language_->addItem(QStringLiteral("Русский"), QStringLiteral("ru"));
    const int current = language_->findData(QSettings().value(kLanguageSetting).toString());
    language_->setCurrentIndex(std::max(0, current));
    form->addRow(tr("&Language:"), language_);
    restartNote_ = new QLabel(tr("The new language is used when Tavleya is started again."), this);
    restartNote_->setWordWrap(true);
    restartNote_->setVisible(false);
    form->addRow(restartNote_);
    connect(language_, &QComboBox::currentIndexChanged, this, [this, current] {
        restartNote_->setVisible(language_->currentIndex() != std::max(0, current));
    });
    lowTime_ = new QSpinBox(this);
    lowTime_->setObjectName(QStringLiteral("lowTime"));
    lowTime_->setRange(0, 600);
    lowTime_->setSuffix(tr(" s"));
    lowTime_->setSpecialValueText(tr("never"));
    lowTime_->setValue(lowTimeSeconds());
    form->addRow(tr("Clock turns &red under:"), lowTime_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &SettingsDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &SettingsDialog::reject);
}

void SettingsDialog::accept() {
    QSettings().setValue(kLanguageSetting, language_->currentData().toString());
    QSettings().setValue(kLowTimeSetting, lowTime_->value());
    QDialog::accept();
}

}  // namespace tavleya
