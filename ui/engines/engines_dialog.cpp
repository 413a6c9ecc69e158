#include "engines/engines_dialog.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QMessageBox>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

#include "engines/engine_list.h"
#include "engines/engine_options_dialog.h"

namespace tavleya {

EnginesDialog::EnginesDialog(EngineListModel& engines, QWidget* parent)
    : QDialog(parent), engines_(engines) {
    setWindowTitle(tr("Engines"));
    auto* column = new QVBoxLayout(this);
    table_ = new QTableView(this);
    table_->setObjectName(QStringLiteral("engineTable"));
    table_->setModel(&engines_);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->verticalHeader()->hide();
    table_->resizeColumnsToContents();
    column->addWidget(table_);
    auto* row = new QHBoxLayout;
    auto* add = new QPushButton(tr("&Add..."), this);
    add->setObjectName(QStringLiteral("addEngine"));
    add->setToolTip(tr("Choose the program of a UCI engine"));
    remove_ = new QPushButton(tr("&Remove"), this);
    remove_->setObjectName(QStringLiteral("removeEngine"));
    options_ = new QPushButton(tr("&Options..."), this);
    options_->setObjectName(QStringLiteral("engineOptions"));
    row->addWidget(add);
    row->addWidget(remove_);
    row->addWidget(options_);
    row->addStretch();
    column->addLayout(row);
    auto* close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    column->addWidget(close);

    connect(add, &QPushButton::clicked, this, [this] {
        const QString program = QFileDialog::getOpenFileName(this, tr("Choose a UCI Engine"));
        if (!program.isEmpty()) addEngine(program);
    });
    connect(remove_, &QPushButton::clicked, this, [this] { engines_.remove(selectedRow()); });
    connect(options_, &QPushButton::clicked, this, [this] { editOptions(selectedRow()); });
    connect(table_, &QTableView::doubleClicked, this,
            [this](const QModelIndex& index) { editOptions(index.row()); });
    const auto update = [this] {
        remove_->setEnabled(selectedRow() > 0);  // Tavleya's own stays
        options_->setEnabled(selectedRow() >= 0);
    };
    connect(table_->selectionModel(), &QItemSelectionModel::selectionChanged, this, update);
    update();
    resize(640, 300);
}

int EnginesDialog::selectedRow() const {
    const QModelIndexList rows = table_->selectionModel()->selectedRows();
    return rows.isEmpty() ? -1 : rows.front().row();
}

void EnginesDialog::addEngine(const QString& program) {
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const QString error = engines_.add(program);
    QApplication::restoreOverrideCursor();
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Engines"),
                             tr("%1 cannot be used as a UCI engine.\n\n%2").arg(program, error));
}

void EnginesDialog::editOptions(int row) {
    if (row < 0 || row >= engines_.count()) return;
    const EngineInfo& engine = engines_.engine(row);
    // The engine says what options it has now (a new version may have others).
    QApplication::setOverrideCursor(Qt::WaitCursor);
    QString error;
    const auto asked = probeEngine(engine.program, error);
    QApplication::restoreOverrideCursor();
    if (!asked) {
        QMessageBox::warning(this, tr("Engines"), error);
        return;
    }
    EngineOptionsDialog dialog(engines_.displayName(row), asked->offered, engine.options, this);
    if (dialog.exec() == QDialog::Accepted) engines_.setOptions(row, dialog.values());
}

}  // namespace tavleya
