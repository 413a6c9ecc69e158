#include "settings_dialog.h"

#include <algorithm>

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QSlider>
#include <QSpinBox>

#include "board/board_theme.h"
#include "board/board_widget.h"
#include "settings/settings.h"
#include "translations.h"

namespace tavleya {
int SettingsDialog::lowTimeSeconds() {
    return settings::lowTimeSeconds.read();
}

bool SettingsDialog::soundsOn() {
    return settings::soundsOn.read();
}

int SettingsDialog::soundVolume() {
    return std::clamp(settings::soundVolume.read(), 0, 100);
}

bool SettingsDialog::hintsBetweenPeople() {
    return settings::hintsBetweenPeople.read();
}

QString SettingsDialog::pieceStyle() {
    return PieceSet::knownStyle(settings::pieceSet.read());
}

const BoardTheme& SettingsDialog::boardTheme() {
    return BoardTheme::byId(settings::boardTheme.read());
}

bool SettingsDialog::coordinatesOutside() {
    return settings::coordinatesOutside.read();
}

namespace {

// A middlegame for the preview: every common kind on the board, the last
// move a check, so that the highlights show with the colours.
Position previewPosition() {
    Position position;
    const auto put = [&position](const char* square, Color color, PieceKind kind) {
        position.put(*Square::parse(square), Piece(color, kind));
    };
    for (const char* square : {"a2", "b2", "c2", "e4", "f4", "g2", "h2"})
        put(square, Color::White, PieceKind::Pawn);
    for (const char* square : {"a7", "b7", "c7", "d6", "f7", "g7", "h7"})
        put(square, Color::Black, PieceKind::Pawn);
    put("g1", Color::White, PieceKind::King);
    put("d1", Color::White, PieceKind::Queen);
    put("a1", Color::White, PieceKind::Rook);
    put("c1", Color::White, PieceKind::Bishop);
    put("f3", Color::White, PieceKind::Knight);
    put("g8", Color::Black, PieceKind::King);
    put("d8", Color::Black, PieceKind::Queen);
    put("e8", Color::Black, PieceKind::Rook);
    put("c5", Color::Black, PieceKind::Bishop);
    put("c6", Color::Black, PieceKind::Knight);
    return position;
}

}  // namespace

// The piece set, the colours and the coordinates, each shown at once on a
// small board beside them.
void SettingsDialog::createLookRows(QFormLayout* form) {
    pieceStyle_ = new QComboBox(this);
    pieceStyle_->setObjectName(QStringLiteral("pieceSet"));
    for (const PieceStyle& style : PieceSet::styles())
        pieceStyle_->addItem(PieceSet::styleName(QLatin1String(style.id)), QLatin1String(style.id));
    pieceStyle_->setCurrentIndex(std::max(0, pieceStyle_->findData(pieceStyle())));
    form->addRow(tr("&Pieces:"), pieceStyle_);
    theme_ = new QComboBox(this);
    theme_->setObjectName(QStringLiteral("boardTheme"));
    for (const BoardTheme& theme : BoardTheme::all())
        theme_->addItem(theme.displayName(), QLatin1String(theme.id));
    theme_->setCurrentIndex(std::max(0, theme_->findData(QLatin1String(boardTheme().id))));
    form->addRow(tr("Board &colours:"), theme_);
    coordinatesOutside_ = new QCheckBox(tr("Coordinates &outside the board"), this);
    coordinatesOutside_->setObjectName(QStringLiteral("coordinatesOutside"));
    coordinatesOutside_->setChecked(coordinatesOutside());
    form->addRow(coordinatesOutside_);
    preview_ = new BoardWidget(this);
    preview_->setObjectName(QStringLiteral("boardPreview"));
    preview_->setAttribute(Qt::WA_TransparentForMouseEvents);
    preview_->setFocusPolicy(Qt::NoFocus);
    preview_->setFixedSize(216, 216);
    preview_->setPosition(previewPosition());
    preview_->setHighlights(bit(*Square::parse("f8")) | bit(*Square::parse("c5")),
                            *Square::parse("g1"));
    form->addRow(preview_);
    form->setAlignment(preview_, Qt::AlignHCenter);
    showLook();
    connect(pieceStyle_, &QComboBox::currentIndexChanged, this, &SettingsDialog::showLook);
    connect(theme_, &QComboBox::currentIndexChanged, this, &SettingsDialog::showLook);
    connect(coordinatesOutside_, &QCheckBox::toggled, this, &SettingsDialog::showLook);
}

void SettingsDialog::showLook() {
    preview_->setPieceStyle(pieceStyle_->currentData().toString());
    preview_->setTheme(BoardTheme::byId(theme_->currentData().toString()));
    preview_->setCoordinatesOutside(coordinatesOutside_->isChecked());
}

void SettingsDialog::createLanguageRows(QFormLayout* form) {
    language_ = new QComboBox(this);
    language_->setObjectName(QStringLiteral("language"));
    language_->addItem(tr("As the system"), QString());
    // Each language by its own name, so that anyone can find theirs.
    language_->addItem(QStringLiteral("English"), QStringLiteral("en"));
    language_->addItem(QStringLiteral("Русский"), QStringLiteral("ru"));
    const int current = language_->findData(settings::language.read());
    language_->setCurrentIndex(std::max(0, current));
    form->addRow(tr("&Language:"), language_);
    restartNote_ = new QLabel(tr("The new language is used when Tavleya is started again."), this);
    restartNote_->setWordWrap(true);
    restartNote_->setVisible(false);
    form->addRow(restartNote_);
    connect(language_, &QComboBox::currentIndexChanged, this, [this, current] {
        restartNote_->setVisible(language_->currentIndex() != std::max(0, current));
    });
}

SettingsDialog::SettingsDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Settings"));
    auto* form = new QFormLayout(this);
    form->setSizeConstraint(QLayout::SetMinimumSize);  // the note shown later fits
    createLanguageRows(form);
    lowTime_ = new QSpinBox(this);
    lowTime_->setObjectName(QStringLiteral("lowTime"));
    lowTime_->setRange(0, 600);
    lowTime_->setSuffix(tr(" s"));
    lowTime_->setSpecialValueText(tr("never"));
    lowTime_->setValue(lowTimeSeconds());
    form->addRow(tr("Clock turns &red under:"), lowTime_);
    clockStart_ = new QCheckBox(tr("A new game's clock s&tarts at once, as over the board"), this);
    clockStart_->setObjectName(QStringLiteral("clockStartsWithTheGame"));
    clockStart_->setToolTip(tr("Off: it starts with the first move, as in games played online"));
    clockStart_->setChecked(settings::clockStartsWithTheGame.read());
    form->addRow(clockStart_);
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
    createLookRows(form);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &SettingsDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &SettingsDialog::reject);
}

void SettingsDialog::accept() {
    settings::language.write(language_->currentData().toString());
    settings::lowTimeSeconds.write(lowTime_->value());
    settings::clockStartsWithTheGame.write(clockStart_->isChecked());
    settings::soundsOn.write(sounds_->isChecked());
    settings::soundVolume.write(volume_->value());
    settings::hintsBetweenPeople.write(hints_->isChecked());
    settings::pieceSet.write(pieceStyle_->currentData().toString());
    settings::boardTheme.write(theme_->currentData().toString());
    settings::coordinatesOutside.write(coordinatesOutside_->isChecked());
    QDialog::accept();
}

}  // namespace tavleya
