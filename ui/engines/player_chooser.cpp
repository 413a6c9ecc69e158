#include "engines/player_chooser.h"

#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QSpinBox>
#include <algorithm>

#include "engines/engine_list.h"

namespace tavleya {

PlayerChooser::PlayerChooser(const EngineListModel& engines, QWidget* parent)
    : QWidget(parent), engines_(engines) {
    // The level under the choice, so that choosing a computer makes the
    // dialog taller, never wider than the window.
    auto* rows = new QGridLayout(this);
    rows->setContentsMargins(0, 0, 0, 0);
    player_ = new QComboBox(this);
    player_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    player_->setAccessibleName(tr("Player"));
    level_ = new QSpinBox(this);
    level_->setRange(1, kStrongestLevel);
    level_->setValue(kStrongestLevel);
    level_->setPrefix(tr("level "));
    level_->setToolTip(tr("The engine's strength: 1 plays like a beginner, 20 as well as it can"));
    level_->setAccessibleName(tr("Engine level"));
    elo_ = new QLabel(this);
    elo_->setToolTip(
        tr("About how strong this level plays standard chess, on the Elo scale of Stockfish's "
           "strength limit"));
    // As wide as the widest figure, so that the row stays put as the level changes.
    elo_->setMinimumWidth(elo_->fontMetrics().horizontalAdvance(tr("about %1 Elo").arg(8888)));
    rows->addWidget(player_, 0, 0, 1, 2);
    rows->addWidget(level_, 1, 0);
    rows->addWidget(elo_, 1, 1);
    player_->addItem(tr("Person"), QString());
    showLevel();
    connect(player_, &QComboBox::activated, this, [this] { wanted_.clear(); });
    connect(player_, &QComboBox::currentIndexChanged, this, [this] {
        showLevel();
        emit changed();
    });
    connect(level_, &QSpinBox::valueChanged, this, [this] {
        showLevel();
        emit changed();
    });
    // An engine found while the dialog is open joins the choices.
    connect(&engines_, &QAbstractItemModel::rowsInserted, this, [this] {
        if (rules_) setGame(rules_);
    });
}

void PlayerChooser::setGame(std::shared_ptr<const Ruleset> rules) {
    rules_ = std::move(rules);
    const QString kept = wanted_.isEmpty() ? chosenProgram() : wanted_;
    const QSignalBlocker quiet(player_);
    player_->clear();
    player_->addItem(tr("Person"), QString());
    for (int row = 0; row < engines_.count(); ++row) {
        const EngineInfo& e = engines_.engine(row);
        if (!e.gameFor(*rules_)) continue;
        player_->addItem(e.own ? tr("Computer (Tavleya)") : tr("Computer (%1)").arg(e.name),
                         e.program);
    }
    const int found = player_->findData(kept);
    if (found >= 0) wanted_.clear();
    player_->setCurrentIndex(std::max(0, found));
    // Every choice read whole, the longest engine's name too; as wide as
    // the level's line too while it is hidden, so that choosing a computer
    // does not widen the dialog.
    player_->setMinimumWidth(player_->sizeHint().width());
    setMinimumWidth(
        std::max(player_->sizeHint().width(),
                 level_->sizeHint().width() + elo_->minimumWidth() +
                     std::max(0, static_cast<QGridLayout*>(layout())->horizontalSpacing())));
    showLevel();
    emit changed();
}

void PlayerChooser::choose(const QString& program, int level) {
    const int found = program.isEmpty() ? 0 : player_->findData(program);
    wanted_ = found < 0 ? program : QString();
    player_->setCurrentIndex(std::max(0, found));
    level_->setValue(level);
}

void PlayerChooser::showLevel() {
    level_->setVisible(player_->currentIndex() > 0);
    const std::optional<ComputerSide> side = computer();
    const std::optional<int> elo =
        side && side->engine.own && rules_ ? ownEngineElo(*rules_, side->level) : std::nullopt;
    elo_->setVisible(elo.has_value());
    if (elo) elo_->setText(tr("about %1 Elo").arg(*elo));
}

QString PlayerChooser::chosenProgram() const {
    return player_->currentData().toString();
}

std::optional<ComputerSide> PlayerChooser::computer() const {
    const int row = engines_.find(chosenProgram());
    if (chosenProgram().isEmpty() || row < 0) return std::nullopt;
    return ComputerSide{engines_.engine(row), level_->value()};
}

}  // namespace tavleya
