#include "settings_dialog.h"

#include <algorithm>

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QSettings>
#include <QSlider>
#include <QSpinBox>

#include "translations.h"

namespace tavleya {
namespace {
constexpr char kLowTimeSetting[] = "clock/lowTimeSeconds";
constexpr char kSoundsSetting[] = "sound/on";
constexpr char kVolumeSetting[] = "sound/volume";
constexpr char kHintsSetting[] = "engine/hintsBetweenPeople";
}  // namespace

int SettingsDialog::lowTimeSeconds() {
    return QSettings().value(kLowTimeSetting, 20).toInt();
}

bool SettingsDialog::soundsOn() {
    return QSettings().value(kSoundsSetting, true).toBool();
}

int SettingsDialog::soundVolume() {
    return std::clamp(QSettings().value(kVolumeSetting, 70).toInt(), 0, 100);
}

bool SettingsDialog::hintsBetweenPeople() {
    return QSettings().value(kHintsSetting, false).toBool();
}

SettingsDialog::SettingsDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Settings"));
    auto* form = new QFormLayout(this);
    form->setSizeConstraint(QLayout::SetMinimumSize);  // the note shown later fits
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
    sounds_ = new QCheckBox(tr("&Sounds"), this);
    sounds_->setObjectName(QStringLiteral("soundsOn"));
    sounds_->setChecked(soundsOn());
    form->addRow(sounds_);
    volume_ = new QSlider(Qt::Horizontal, this);
    volume_->setObjectName(QStringLiteral("soundVolume"));
    volume_->setRange(0, 100);
    volume_->setValue(soundVolume());
    volume_->setEnabled(sounds_->isChecked());
    connect(sounds_, &QCheckBox::toggled, volume_, &QWidget::setEnabled);
    form->addRow(tr("&Volume:"), volume_);
    hints_ = new QCheckBox(tr("&Hints in games between people (both players agree)"), this);
    hints_->setObjectName(QStringLiteral("hintsBetweenPeople"));
    hints_->setToolTip(tr("Against the computer, hints are always there to ask for"));
    hints_->setChecked(hintsBetweenPeople());
    form->addRow(hints_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &SettingsDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &SettingsDialog::reject);
}

void SettingsDialog::accept() {
    QSettings().setValue(kLanguageSetting, language_->currentData().toString());
    QSettings().setValue(kLowTimeSetting, lowTime_->value());
    QSettings().setValue(kSoundsSetting, sounds_->isChecked());
    QSettings().setValue(kVolumeSetting, volume_->value());
    QSettings().setValue(kHintsSetting, hints_->isChecked());
    QDialog::accept();
}

}  // namespace tavleya
