#include "new_game_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSettings>
#include <QSpinBox>

#include "variants/chess960.h"

namespace tavleya {
namespace {

// The clock core names its presets in English; this list lets the
// translators see them (tr() finds them by that text).
[[maybe_unused]] const char* const kPresetNames[] = {
    QT_TRANSLATE_NOOP("tavleya::NewGameDialog", "Bullet 1+0"),
    QT_TRANSLATE_NOOP("tavleya::NewGameDialog", "Blitz 3+2"),
    QT_TRANSLATE_NOOP("tavleya::NewGameDialog", "Blitz 5+3"),
    QT_TRANSLATE_NOOP("tavleya::NewGameDialog", "Rapid 10+5"),
    QT_TRANSLATE_NOOP("tavleya::NewGameDialog", "Rapid 15+10"),
    QT_TRANSLATE_NOOP("tavleya::NewGameDialog", "Classical 90/40 + 30, 30 s increment"),
    QT_TRANSLATE_NOOP("tavleya::NewGameDialog", "Blitz 5 min, 5 s delay"),
    QT_TRANSLATE_NOOP("tavleya::NewGameDialog", "Rapid 25 min, 10 s Bronstein delay"),
    QT_TRANSLATE_NOOP("tavleya::NewGameDialog", "Hourglass 3 min"),
    QT_TRANSLATE_NOOP("tavleya::NewGameDialog", "30 s per move"),
    QT_TRANSLATE_NOOP("tavleya::NewGameDialog", "No clock"),
};

}  // namespace

NewGameDialog::NewGameDialog(QWidget* parent) : QDialog(parent), registry_(builtinRulesets()) {
    setWindowTitle(tr("New Game"));
    auto* form = new QFormLayout(this);
    variant_ = new QComboBox(this);
    variant_->setObjectName(QStringLiteral("variant"));
    const bool russian = QLocale().language() == QLocale::Russian;
    for (const RulesetInfo& info : registry_.list())
        variant_->addItem(
            QString::fromUtf8(russian ? info.nameRussian.data() : info.nameEnglish.data(),
                              static_cast<qsizetype>(russian ? info.nameRussian.size()
                                                             : info.nameEnglish.size())),
            QString::fromUtf8(info.key.data(), static_cast<qsizetype>(info.key.size())));
    form->addRow(tr("&Variant:"), variant_);
    summary_ = new QLabel(this);
    summary_->setWordWrap(true);
    summary_->setMinimumWidth(360);
    form->addRow(summary_);
    number_ = new QSpinBox(this);
    number_->setRange(-1, 959);
    number_->setSpecialValueText(tr("random"));
    number_->setValue(-1);
    numberLabel_ = new QLabel(tr("Start &position:"), this);
    numberLabel_->setBuddy(number_);
    form->addRow(numberLabel_, number_);
    presets_ = new QComboBox(this);
    presets_->setObjectName(QStringLiteral("timePresets"));
    presets_->addItem(tr("Custom"), QString());
    for (const TimeControlPreset& preset : timeControlPresets())
        presets_->addItem(tr(std::string(preset.name).c_str()),
                          preset.text == "-"
                              ? QString()
                              : QString::fromLatin1(preset.text.data(), preset.text.size()));
    form->addRow(tr("&Clock:"), presets_);
    time_ = new QLineEdit(this);
    time_->setObjectName(QStringLiteral("timeControl"));
    time_->setPlaceholderText(tr("no clock; or 5+3, 90/40+30+30, 5 d5 ..."));
    form->addRow(tr("&Time control:"), time_);
    blackTime_ = new QLineEdit(this);
    blackTime_->setObjectName(QStringLiteral("blackTimeControl"));
    blackTime_->setPlaceholderText(tr("the same as White's"));
    form->addRow(tr("Black's time co&ntrol:"), blackTime_);
    timeError_ = new QLabel(this);
    timeError_->setStyleSheet(QStringLiteral("color: #b02020"));
    timeError_->setWordWrap(true);
    form->addRow(timeError_);
    white_ = new QLineEdit(this);
    black_ = new QLineEdit(this);
    form->addRow(tr("&White:"), white_);
    form->addRow(tr("&Black:"), black_);
    buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(buttons_);
    connect(buttons_, &QDialogButtonBox::accepted, this, &NewGameDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &NewGameDialog::reject);
    connect(variant_, &QComboBox::currentIndexChanged, this, &NewGameDialog::variantChanged);
    connect(time_, &QLineEdit::textChanged, this, &NewGameDialog::validate);
    connect(blackTime_, &QLineEdit::textChanged, this, &NewGameDialog::validate);
    connect(presets_, &QComboBox::activated, this, [this](int i) {
        if (i > 0) {
            time_->setText(presets_->itemData(i).toString());
            blackTime_->clear();
        }
    });

    QSettings settings;
    const int remembered = variant_->findData(settings.value("newGame/variant", "classical"));
    variant_->setCurrentIndex(std::max(0, remembered));
    time_->setText(settings.value("newGame/time").toString());
    blackTime_->setText(settings.value("newGame/blackTime").toString());
    white_->setText(settings.value("newGame/white").toString());
    black_->setText(settings.value("newGame/black").toString());
    variantChanged();
    validate();
}

QString NewGameDialog::summary(const QString& key) {
    if (key == "classical") return tr("Chess by the FIDE Laws.");
    if (key == "chess960")
        return tr(
            "Chess with the pieces of the back rank shuffled (bishops on opposite colours, "
            "the king between the rooks); castling puts king and rook on their usual "
            "squares.");
    if (key == "crazyhouse")
        return tr(
            "A captured piece changes sides and goes into the captor's pocket; instead of "
            "moving, a player may drop a piece from the pocket on any empty square.");
    if (key == "shatranj")
        return tr(
            "The old Persian game: the fers steps one square diagonally, the alfil leaps two "
            "squares diagonally; pawns promote only to a fers; no castling, no double step.");
    if (key == "frankfurt")
        return tr(
            "A capturing piece turns into the kind of piece it captured. The king does too "
            "and stays royal: it can be checked and mated in its new shape.");
    if (key == "secret-setup")
        return tr(
            "Each player arranges their pieces on their own half unseen by the other; "
            "then the setups are revealed and the game is played as chess.");
    if (key == "kingchess")
        return tr(
            "The board starts empty: on a turn a player either moves or places pieces from "
            "the reserve on their own half.");
    if (key == "tavreli")
        return tr(
            "Russian tower chess: a piece that captures stands on the captured one, building "
            "towers that move together or split; the helgi moves as queen and knight; a pawn "
            "promotes to the piece it started in front of.");
    return {};
}

void NewGameDialog::variantChanged() {
    const QString key = variant_->currentData().toString();
    summary_->setText(summary(key));
    number_->setVisible(key == "chess960");
    numberLabel_->setVisible(key == "chess960");
}

void NewGameDialog::validate() {
    QString error;
    for (const QLineEdit* edit : {time_, blackTime_}) {
        const std::string text = edit->text().trimmed().toStdString();
        if (text.empty() || !error.isEmpty()) continue;
        if (const auto parsed = TimeControl::fromText(text); !parsed)
            error = (edit == time_ ? tr("White: %1") : tr("Black: %1"))
                        .arg(QString::fromStdString(parsed.error().message));
    }
    if (error.isEmpty() && time_->text().trimmed().isEmpty() &&
        !blackTime_->text().trimmed().isEmpty())
        error = tr("Black has a time control, White has none");
    // The preset shown is the one typed, if any.
    const int preset =
        time_->text().trimmed().isEmpty() ? -1 : presets_->findData(time_->text().trimmed());
    presets_->setCurrentIndex(preset > 0 && blackTime_->text().trimmed().isEmpty() ? preset : 0);
    timeError_->setText(error);
    timeError_->setVisible(!error.isEmpty());
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(error.isEmpty());
}

NewGameChoice NewGameDialog::choice() const {
    NewGameChoice choice;
    const std::string key = variant_->currentData().toString().toStdString();
    choice.rules = registry_.create(key).value();
    if (key == "chess960") {
        const int number = number_->value() >= 0
                               ? number_->value()
                               : static_cast<int>(QRandomGenerator::global()->bounded(960));
        choice.start = static_cast<const Chess960Ruleset&>(*choice.rules).startPosition(number);
    }
    const std::string time = time_->text().trimmed().toStdString();
    const std::string blackTime = blackTime_->text().trimmed().toStdString();
    if (!time.empty()) {
        const TimeControl white = TimeControl::fromText(time).value();
        choice.time = TimeControls(
            white, blackTime.empty() ? white : TimeControl::fromText(blackTime).value());
    }
    choice.white = white_->text().trimmed();
    choice.black = black_->text().trimmed();
    return choice;
}

void NewGameDialog::accept() {
    QSettings settings;
    settings.setValue("newGame/variant", variant_->currentData());
    settings.setValue("newGame/time", time_->text().trimmed());
    settings.setValue("newGame/blackTime", blackTime_->text().trimmed());
    settings.setValue("newGame/white", white_->text().trimmed());
    settings.setValue("newGame/black", black_->text().trimmed());
    QDialog::accept();
}

}  // namespace tavleya
