#include "practice/puzzle_race_dialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

namespace tavleya {

std::optional<PuzzleRace> PuzzleRaceDialog::ask(QWidget* parent, const QString& first) {
    PuzzleRaceDialog dialog(parent, first);
    if (dialog.exec() != QDialog::Accepted) return std::nullopt;
    return dialog.race();
}

PuzzleRaceDialog::PuzzleRaceDialog(QWidget* parent, const QString& first) : QDialog(parent) {
    setObjectName(QStringLiteral("puzzleRaceDialog"));
    setWindowTitle(tr("Puzzle Race"));
    first_ = new QLineEdit(first, this);
    first_->setObjectName(QStringLiteral("raceFirst"));
    second_ = new QLineEdit(this);
    second_->setObjectName(QStringLiteral("raceSecond"));
    second_->setPlaceholderText(tr("The other player's name"));
    for (QLineEdit* name : {first_, second_})
        name->setMinimumWidth(name->fontMetrics().horizontalAdvance(second_->placeholderText()) +
                              4 * name->fontMetrics().averageCharWidth());
    each_ = new QSpinBox(this);
    each_->setObjectName(QStringLiteral("raceEach"));
    each_->setRange(1, 50);
    each_->setValue(5);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Start the Race"));
    // Two names, and not the same one twice.
    const auto check = [this, buttons] {
        const QString a = first_->text().trimmed(), b = second_->text().trimmed();
        buttons->button(QDialogButtonBox::Ok)->setEnabled(!a.isEmpty() && !b.isEmpty() && a != b);
    };
    check();
    connect(first_, &QLineEdit::textChanged, this, check);
    connect(second_, &QLineEdit::textChanged, this, check);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* form = new QFormLayout(this);
    form->addRow(tr("&First player:"), first_);
    form->addRow(tr("&Second player:"), second_);
    form->addRow(tr("&Puzzles each:"), each_);
    form->addRow(buttons);
}

PuzzleRace PuzzleRaceDialog::race() const {
    return PuzzleRace(
        {first_->text().trimmed().toStdString(), second_->text().trimmed().toStdString()},
        each_->value());
}

}  // namespace tavleya
