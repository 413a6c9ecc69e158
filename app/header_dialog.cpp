#include "header_dialog.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QTableWidget>
#include <QVBoxLayout>

namespace tavleya {

HeaderDialog::HeaderDialog(const std::vector<PgnTag>& tags, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Game Header"));
    auto* layout = new QVBoxLayout(this);
    table_ = new QTableWidget(static_cast<int>(tags.size()), 2, this);
    table_->setObjectName(QStringLiteral("headerTable"));
    table_->setHorizontalHeaderLabels({tr("Tag"), tr("Value")});
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->verticalHeader()->hide();
    for (int row = 0; row < static_cast<int>(tags.size()); ++row) {
        const PgnTag& tag = tags[static_cast<std::size_t>(row)];
        table_->setItem(row, 0, new QTableWidgetItem(QString::fromStdString(tag.name)));
        table_->setItem(row, 1, new QTableWidgetItem(QString::fromStdString(tag.value)));
    }
    layout->addWidget(table_);
    auto* rowButtons = new QHBoxLayout;
    auto* add = new QPushButton(tr("&Add Tag"), this);
    auto* remove = new QPushButton(tr("&Remove Tag"), this);
    rowButtons->addWidget(add);
    rowButtons->addWidget(remove);
    rowButtons->addStretch();
    layout->addLayout(rowButtons);
    problem_ = new QLabel(this);
    problem_->setStyleSheet(QStringLiteral("color: #b02020"));
    layout->addWidget(problem_);
    buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(buttons_);
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(add, &QPushButton::clicked, this, [this] {
        const int row = table_->rowCount();
        table_->insertRow(row);
        table_->setItem(row, 0, new QTableWidgetItem);
        table_->setItem(row, 1, new QTableWidgetItem);
        table_->editItem(table_->item(row, 0));
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        if (table_->currentRow() >= 0) table_->removeRow(table_->currentRow());
        validate();
    });
    connect(table_, &QTableWidget::itemChanged, this, &HeaderDialog::validate);
    resize(460, 360);
    validate();
}

std::vector<PgnTag> HeaderDialog::tags() const {
    std::vector<PgnTag> tags;
    for (int row = 0; row < table_->rowCount(); ++row) {
        const auto text = [&](int column) {
            const QTableWidgetItem* item = table_->item(row, column);
            return item ? item->text().trimmed() : QString();
        };
        if (text(0).isEmpty()) continue;
        tags.push_back({text(0).toStdString(), text(1).toStdString()});
    }
    return tags;
}

QString HeaderDialog::problem() const {
    // PGN tag names are symbols: letters, digits and underscores.
    static const QRegularExpression symbol(QStringLiteral("^[A-Za-z0-9_]+$"));
    QSet<QString> seen;
    for (const PgnTag& tag : tags()) {
        const QString name = QString::fromStdString(tag.name);
        if (!symbol.match(name).hasMatch())
            return tr("'%1' is no tag name: use letters, digits and _").arg(name);
        if (name == QStringLiteral("Result"))
            return tr("The result is the game's own; it is not set here");
        if (seen.contains(name)) return tr("The tag %1 is there twice").arg(name);
        seen.insert(name);
    }
    return {};
}

void HeaderDialog::validate() {
    const QString text = problem();
    problem_->setText(text);
    problem_->setVisible(!text.isEmpty());
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(text.isEmpty());
}

}  // namespace tavleya
