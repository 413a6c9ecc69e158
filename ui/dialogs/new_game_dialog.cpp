#include "dialogs/new_game_dialog.h"

#include <algorithm>

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>

#include "engines/player_chooser.h"
#include "settings/settings.h"
#include "text/text_room.h"
#include "text/time_control_text.h"
#include "text/user_message.h"

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
    QT_TRANSLATE_NOOP("tavleya::NewGameDialog", "Classical 40/90 + 30, 30 s increment"),
    QT_TRANSLATE_NOOP("tavleya::NewGameDialog", "Blitz 5 min, 5 s delay"),
    QT_TRANSLATE_NOOP("tavleya::NewGameDialog", "Rapid 25 min, 10 s Bronstein delay"),
    QT_TRANSLATE_NOOP("tavleya::NewGameDialog", "Hourglass 3 min"),
    QT_TRANSLATE_NOOP("tavleya::NewGameDialog", "30 s per move"),
    QT_TRANSLATE_NOOP("tavleya::NewGameDialog", "No clock"),
};

QString fromUtf8(std::string_view text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

}  // namespace

NewGameDialog::NewGameDialog(QWidget* parent) : NewGameDialog(builtinRulesets(), parent) {}

NewGameDialog::NewGameDialog(RulesetRegistry registry, QWidget* parent,
                             const EngineListModel* engines)
    : QDialog(parent), registry_(std::move(registry)) {
    setWindowTitle(tr("New Game"));
    auto* form = new QFormLayout(this);
    // The dialog grows with a longer rules summary or message, never clips.
    form->setSizeConstraint(QLayout::SetMinimumSize);
    variant_ = new QComboBox(this);
    variant_->setObjectName(QStringLiteral("variant"));
    for (const RulesetInfo& info : registry_.list())
        variant_->addItem(coreWords(info.nameEnglish), fromUtf8(info.key));
    form->addRow(tr("&Variant:"), variant_);
    summary_ = new QLabel(this);
    summary_->setWordWrap(true);
    summary_->setMinimumWidth(360);
    form->addRow(summary_);
    auto* rulesLink = new QLabel(QStringLiteral("<a href=\"rules\">%1</a>")
                                     .arg(tr("Read the rules of this game").toHtmlEscaped()),
                                 this);
    rulesLink->setObjectName(QStringLiteral("rulesLink"));
    connect(rulesLink, &QLabel::linkActivated, this,
            [this] { emit rulesWanted(variant_->currentData().toString()); });
    form->addRow(rulesLink);
    number_ = new QSpinBox(this);
    number_->setRange(-1, 0);  // -1: random; variantChanged sets the top
    number_->setSpecialValueText(tr("random"));
    number_->setValue(-1);
    numberLabel_ = new QLabel(tr("Start &position:"), this);
    numberLabel_->setBuddy(number_);
    // The arrangement the number stands for, as White's first rank.
    arrangement_ = new QLabel(this);
    arrangement_->setObjectName(QStringLiteral("startArrangement"));
    auto* numberRow = new QHBoxLayout;
    numberRow->addWidget(number_);
    numberRow->addWidget(arrangement_, 1);
    form->addRow(numberLabel_, numberRow);
    connect(number_, &QSpinBox::valueChanged, this, &NewGameDialog::showArrangement);
    addTimeRows(form);
    addPlayerRows(form, engines);
    buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(buttons_);
    connect(buttons_, &QDialogButtonBox::accepted, this, &NewGameDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &NewGameDialog::reject);
    connect(variant_, &QComboBox::currentIndexChanged, this, &NewGameDialog::variantChanged);
    restoreChoices();
    variantChanged();
    validate();
}

// Each side's name, and with engines, who plays it: a person or a computer.
void NewGameDialog::addPlayerRows(QFormLayout* form, const EngineListModel* engines) {
    white_ = new QLineEdit(this);
    black_ = new QLineEdit(this);
    for (Color side : {Color::White, Color::Black}) {
        QLineEdit* name = side == Color::White ? white_ : black_;
        name->setObjectName(side == Color::White ? QStringLiteral("whiteName")
                                                 : QStringLiteral("blackName"));
        const QString label = side == Color::White ? tr("&White:") : tr("&Black:");
        name->setPlaceholderText(tr("Name"));
        name->setAccessibleName(side == Color::White ? tr("White's name") : tr("Black's name"));
        if (!engines) {
            form->addRow(label, name);
            continue;
        }
        auto* chooser = new PlayerChooser(*engines, this);
        chooser->setObjectName(side == Color::White ? QStringLiteral("whitePlayer")
                                                    : QStringLiteral("blackPlayer"));
        players_[index(side)] = chooser;
        auto* row = new QHBoxLayout;
        row->addWidget(chooser, 1);
        // Level with the player's choice, not with the level under it.
        row->addWidget(name, 1, Qt::AlignTop);
        name->setMinimumWidth(120);
        auto* rowLabel = new QLabel(label, this);
        rowLabel->setBuddy(chooser->playerBox());
        form->addRow(rowLabel, row);
        // A computer's name is its own.
        connect(chooser, &PlayerChooser::changed, name,
                [chooser, name] { name->setEnabled(!chooser->computer()); });
        // The level's line comes and goes: the dialog keeps to its contents.
        connect(chooser, &PlayerChooser::changed, this, &NewGameDialog::fitContents,
                Qt::QueuedConnection);
    }
}

// The clock: a preset, or each side's time control typed.
void NewGameDialog::addTimeRows(QFormLayout* form) {
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
    time_->setPlaceholderText(tr("no clock; or 5+3, 40/90+30+30, 5 d5 ..."));
    fitPlaceholder(time_);
    form->addRow(tr("&Time control:"), time_);
    blackTime_ = new QLineEdit(this);
    blackTime_->setObjectName(QStringLiteral("blackTimeControl"));
    blackTime_->setPlaceholderText(tr("the same as White's"));
    fitPlaceholder(blackTime_);
    form->addRow(tr("Black's time co&ntrol:"), blackTime_);
    // One label that is always there (a label shown and hidden in turn got
    // no height): how the text was read, or in red what is wrong with it.
    // Room for two lines (each side's control) is kept whether it says
    // anything or not, so the rows below stay where they are as one types.
    timeNote_ = new QLabel(this);
    timeNote_->setObjectName(QStringLiteral("timeNote"));
    timeNote_->setWordWrap(true);
    timeNote_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    timeNote_->setMinimumHeight(timeNote_->fontMetrics().lineSpacing() * 2);
    form->addRow(timeNote_);
    auto* startNote =
        new QLabel(settings::clockStartsWithTheGame.read()
                       ? tr("The clock starts at once, as over the board (Settings can start it "
                            "with the first move instead).")
                       : tr("The clock starts with the first move (Settings can start it at once, "
                            "as over the board)."),
                   this);
    startNote->setObjectName(QStringLiteral("clockStartNote"));
    startNote->setWordWrap(true);
    startNote->setMinimumHeight(startNote->fontMetrics().lineSpacing() * 2);
    startNote->setProperty("clockStarts", startNote->text());
    form->addRow(startNote);
    connect(time_, &QLineEdit::textChanged, this, &NewGameDialog::validate);
    connect(blackTime_, &QLineEdit::textChanged, this, &NewGameDialog::validate);
    connect(presets_, &QComboBox::activated, this, [this](int i) {
        if (i > 0) {
            time_->setText(presets_->itemData(i).toString());
            blackTime_->clear();
        }
    });
}

// The choices made the last time a game was started.
void NewGameDialog::restoreChoices() {
    const int remembered = variant_->findData(settings::newGameVariant.read());
    variant_->setCurrentIndex(std::max(
        0, remembered >= 0 ? remembered : variant_->findData(fromUtf8(registry_.defaultKey()))));
    time_->setText(settings::newGameTime.read());
    blackTime_->setText(settings::newGameBlackTime.read());
    white_->setText(settings::newGameWhite.read());
    black_->setText(settings::newGameBlack.read());
    for (Color side : {Color::White, Color::Black}) {
        if (!players_[index(side)]) continue;
        const auto rules = registry_.create(variant_->currentData().toString().toStdString());
        if (rules) players_[index(side)]->setGame(*rules);
        const bool white = side == Color::White;
        players_[index(side)]->choose(
            (white ? settings::newGameWhiteEngine : settings::newGameBlackEngine).read(),
            (white ? settings::newGameWhiteLevel : settings::newGameBlackLevel).read());
    }
}

QString NewGameDialog::summary(const RulesetInfo& info) {
    return coreWords(info.summaryEnglish);
}

void NewGameDialog::variantChanged() {
    const std::string key = variant_->currentData().toString().toStdString();
    const auto rules = registry_.create(key);
    for (const RulesetInfo& info : registry_.list())
        if (info.key == key) summary_->setText(summary(info));
    const int count = rules ? rules.value()->startPositionCount() : 0;
    number_->setRange(-1, std::max(0, count - 1));
    number_->setVisible(count > 0);
    numberLabel_->setVisible(count > 0);
    arrangement_->setVisible(count > 0);
    showArrangement();
    if (rules)
        for (PlayerChooser* chooser : players_)
            if (chooser) chooser->setGame(*rules);
    fitContents();
}

void NewGameDialog::showArrangement() {
    const auto rules = registry_.create(variant_->currentData().toString().toStdString());
    if (!rules || number_->value() < 0 || rules.value()->startPositionCount() == 0) {
        arrangement_->setText(number_->value() < 0 ? tr("drawn when the game starts") : QString());
        return;
    }
    const Position start = rules.value()->numberedStart(number_->value());
    QString rank;
    for (int file = 0; file < 8; ++file) {
        const Piece piece = start.at(Square::at(file, 0));
        const std::string_view symbol =
            rules.value()->pieceSymbol(piece.kind(), PieceAlphabet::Figurine);
        rank += QString::fromUtf8(symbol.data(), static_cast<qsizetype>(symbol.size()));
    }
    arrangement_->setText(QStringLiteral("<span style='font-size:x-large'>%1</span>").arg(rank));
    arrangement_->setAccessibleName(rank);
}

// Wrapped text (a rules summary, a message) needs more height at a given
// width than the layout's minimum says: the dialog takes the height its
// contents need, growing for a longer summary and shrinking back for a
// shorter one (no blank band left behind).
void NewGameDialog::fitContents() {
    layout()->activate();
    const int needed = layout()->hasHeightForWidth() ? layout()->totalHeightForWidth(width())
                                                     : layout()->totalSizeHint().height();
    if (height() != needed) resize(width(), needed);
}

void NewGameDialog::validate() {
    QString error;
    QStringList meaning;
    for (const QLineEdit* edit : {time_, blackTime_}) {
        const std::string text = edit->text().trimmed().toStdString();
        if (text.empty() || !error.isEmpty()) continue;
        const auto parsed = TimeControl::fromText(text);
        if (!parsed) {
            error = (edit == time_ ? tr("White: %1") : tr("Black: %1"))
                        .arg(userMessage(parsed.error()));
            continue;
        }
        const bool bothSame = edit == time_ && blackTime_->text().trimmed().isEmpty();
        meaning << (bothSame        ? tr("Each player: %1")
                    : edit == time_ ? tr("White: %1")
                                    : tr("Black: %1"))
                       .arg(describeTimeControl(*parsed));
    }
    if (error.isEmpty() && time_->text().trimmed().isEmpty() &&
        !blackTime_->text().trimmed().isEmpty())
        error = tr("Black has a time control, White has none");
    // The preset shown is the one typed, if any; nothing typed is no clock.
    const bool noClock =
        time_->text().trimmed().isEmpty() && blackTime_->text().trimmed().isEmpty();
    int preset = noClock ? presets_->count() - 1 : presets_->findData(time_->text().trimmed());
    if (noClock)
        while (preset > 0 && !presets_->itemData(preset).toString().isEmpty()) --preset;
    presets_->setCurrentIndex(preset > 0 && blackTime_->text().trimmed().isEmpty() ? preset : 0);
    // Without a clock there is nothing to start; the note keeps its room,
    // so the rows below stay put.
    if (auto* startNote = findChild<QLabel*>(QStringLiteral("clockStartNote")))
        startNote->setText(noClock ? tr("Without a clock nobody's time runs.")
                                   : startNote->property("clockStarts").toString());
    timeNote_->setText(error.isEmpty() ? meaning.join(QLatin1Char('\n')) : error);
    timeNote_->setStyleSheet(error.isEmpty() ? QString() : QStringLiteral("color: #b02020"));
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(error.isEmpty());
    fitContents();
}

void NewGameDialog::startFrom(std::shared_ptr<const Ruleset> rules, Position start) {
    setWindowTitle(tr("Play from Here"));
    const int index = variant_->findData(fromUtf8(rules->info().key));
    if (index >= 0) variant_->setCurrentIndex(index);
    variant_->setEnabled(false);
    fixedRules_ = std::move(rules);
    fixedStart_ = std::move(start);
    number_->hide();
    numberLabel_->hide();
    arrangement_->hide();
    fitContents();
}

NewGameChoice NewGameDialog::choice() const {
    NewGameChoice choice;
    if (fixedRules_) {
        choice.rules = fixedRules_;
        choice.start = fixedStart_;
    }
    const std::string key = variant_->currentData().toString().toStdString();
    if (!choice.rules) choice.rules = registry_.create(key).value();
    if (const int count = choice.rules->startPositionCount(); count > 0 && !choice.start) {
        const int number = number_->value() >= 0
                               ? number_->value()
                               : static_cast<int>(QRandomGenerator::global()->bounded(count));
        choice.start = choice.rules->numberedStart(number);
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
    for (Color side : {Color::White, Color::Black}) {
        const PlayerChooser* chooser = players_[index(side)];
        if (!chooser || !chooser->computer()) continue;
        choice.computers[index(side)] = chooser->computer();
        const ComputerSide& computer = *choice.computers[index(side)];
        const QString name = tr("%1, level %2")
                                 .arg(computer.engine.own ? tr("Tavleya") : computer.engine.name)
                                 .arg(computer.level);
        (side == Color::White ? choice.white : choice.black) = name;
    }
    return choice;
}

void NewGameDialog::accept() {
    settings::newGameVariant.write(variant_->currentData().toString());
    settings::newGameTime.write(time_->text().trimmed());
    settings::newGameBlackTime.write(blackTime_->text().trimmed());
    settings::newGameWhite.write(white_->text().trimmed());
    settings::newGameBlack.write(black_->text().trimmed());
    for (Color side : {Color::White, Color::Black}) {
        if (!players_[index(side)]) continue;
        const bool white = side == Color::White;
        (white ? settings::newGameWhiteEngine : settings::newGameBlackEngine)
            .write(players_[index(side)]->chosenProgram());
        (white ? settings::newGameWhiteLevel : settings::newGameBlackLevel)
            .write(players_[index(side)]->levelBox()->value());
    }
    QDialog::accept();
}

}  // namespace tavleya
