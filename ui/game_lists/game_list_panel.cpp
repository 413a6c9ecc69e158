#include "game_lists/game_list_panel.h"

#include <algorithm>

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QStyleOptionHeader>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include "collections/position_index.h"
#include "game_lists/game_filter_model.h"
#include "game_lists/game_list_model.h"
#include "game_lists/pgn_file_indexer.h"
#include "text/user_message.h"

namespace tavleya {

void GameListPanel::readWith(const RulesetRegistry& rulesets,
                             std::shared_ptr<const OpeningNames> names) {
    indexer_->setRulesets(rulesets);
    indexer_->setOpeningNames(names);
    model_->setOpeningNames(names);
    model_->setRulesets(rulesets);
    // The Variant column as wide as the longest game's name.
    int widest = view_->columnWidth(GameListModel::VariantColumn);
    const int padding = view_->fontMetrics().horizontalAdvance(QStringLiteral("MM"));
    for (const RulesetInfo& info : rulesets.list())
        widest = std::max(
            widest, view_->fontMetrics().horizontalAdvance(coreWords(info.nameEnglish)) + padding);
    view_->setColumnWidth(GameListModel::VariantColumn, widest);
}

GameListPanel::GameListPanel(QWidget* parent, const BackgroundSteps& steps)
    : QWidget(parent),
      model_(new GameListModel(this)),
      filter_(new GameFilterModel(this, steps.searched)),
      indexer_(new PgnFileIndexer(model_, this, steps.listed)) {
    filter_->setSourceModel(model_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(createFilterRow());
    layout->addWidget(createView(), 1);
    layout->addLayout(createStatusRow());
    followIndexer();
    progress_->hide();
    stop_->hide();
}

// The filter: a field to search and the text to find in it.
QLayout* GameListPanel::createFilterRow() {
    auto* filterRow = new QHBoxLayout;
    filterField_ = new QComboBox(this);
    filterField_->setObjectName(QStringLiteral("gameFilterField"));
    filterField_->addItem(tr("Any field"), GameFilterModel::AnyField);
    filterField_->addItem(tr("Player"), GameFilterModel::PlayerField);
    filterField_->addItem(tr("Event"), GameFilterModel::EventField);
    filterField_->addItem(tr("Result"), GameFilterModel::ResultField);
    filterField_->addItem(tr("Variant"), GameFilterModel::VariantField);
    filterField_->addItem(tr("Opening"), GameFilterModel::OpeningField);
    filterText_ = new QLineEdit(this);
    filterText_->setObjectName(QStringLiteral("gameFilter"));
    filterText_->setPlaceholderText(tr("Filter the games"));
    filterText_->setClearButtonEnabled(true);
    filterRow->addWidget(filterField_);
    filterRow->addWidget(filterText_, 1);
    // Each key restarts the pause; the filter follows when the typing rests.
    filterPause_ = new QTimer(this);
    filterPause_->setSingleShot(true);
    filterPause_->setInterval(kFilterPauseMillis);
    connect(filterPause_, &QTimer::timeout, this, &GameListPanel::applyFilter);
    connect(filterText_, &QLineEdit::textChanged, filterPause_, qOverload<>(&QTimer::start));
    connect(filterText_, &QLineEdit::returnPressed, this, &GameListPanel::applyFilter);
    connect(filterField_, &QComboBox::currentIndexChanged, this, &GameListPanel::applyFilter);
    connect(filter_, &GameFilterModel::filterApplied, this, &GameListPanel::updateCount);

    return filterRow;
}

QWidget* GameListPanel::createView() {
    view_ = new QTableView(this);
    view_->setObjectName(QStringLiteral("gameList"));
    view_->setModel(filter_);
    view_->setSortingEnabled(true);
    view_->sortByColumn(-1, Qt::AscendingOrder);  // file order until a header is clicked
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    // Several games may be chosen for work on them all (a review).
    view_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view_->setWordWrap(false);
    view_->verticalHeader()->hide();
    view_->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    view_->verticalHeader()->setDefaultSectionSize(view_->fontMetrics().height() + 6);
    view_->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    view_->horizontalHeader()->setStretchLastSection(true);
    const int em = view_->fontMetrics().horizontalAdvance(QLatin1Char('M'));
    const int widths[] = {6, 14, 14, 5, 8, 14, 8, 4, 20, 5};  // in ems, by column
    // No narrower than its title with the sort arrow, in either language.
    const QHeaderView* titles = view_->horizontalHeader();
    for (int column = 0; column < GameListModel::ColumnCount; ++column) {
        QStyleOptionHeader title;
        title.initFrom(titles);
        title.text = model_->headerData(column, Qt::Horizontal).toString();
        title.sortIndicator = QStyleOptionHeader::SortDown;
        const int titleWidth =
            titles->style()->sizeFromContents(QStyle::CT_HeaderSection, &title, {}, titles).width();
        view_->setColumnWidth(column, std::max(widths[column] * em, titleWidth));
    }
    const auto choose = [this](const QModelIndex& index) {
        if (index.isValid()) emit gameChosen(filter_->mapToSource(index).row());
    };
    connect(view_, &QTableView::activated, this, choose);

    return view_;
}

// The count of games, and the progress of reading the file with a button to stop it.
QLayout* GameListPanel::createStatusRow() {
    auto* statusRow = new QHBoxLayout;
    count_ = new QLabel(this);
    count_->setObjectName(QStringLiteral("gameCount"));
    count_->setWordWrap(true);  // a file's error names it, with its path
    progress_ = new QProgressBar(this);
    progress_->setRange(0, 100);
    // Wide enough for its words on one line, in either pass and language.
    int textWidth = 0;
    for (const QString& format : {tr("listing %p%"), tr("checking moves %p%")})
        textWidth = std::max(textWidth, progress_->fontMetrics().horizontalAdvance(
                                            QString(format).replace(QLatin1String("%p"), "100")));
    progress_->setMinimumWidth(textWidth + 4 * progress_->fontMetrics().averageCharWidth());
    stop_ = new QPushButton(tr("Stop"), this);
    stop_->setObjectName(QStringLiteral("stopIndexing"));
    stop_->setToolTip(tr("Stop reading the file; the games listed so far stay"));
    showAll_ = new QPushButton(tr("Show All Games"), this);
    showAll_->setObjectName(QStringLiteral("showAllGames"));
    showAll_->setToolTip(tr("Show every game again, not only those that reach the position"));
    showAll_->hide();
    connect(showAll_, &QPushButton::clicked, this, &GameListPanel::showAll);
    statusRow->addWidget(count_, 1);
    statusRow->addWidget(showAll_);
    statusRow->addWidget(progress_);
    statusRow->addWidget(stop_);
    return statusRow;
}

// The indexer's progress and ends, shown in the status row and passed on.
void GameListPanel::followIndexer() {
    connect(stop_, &QPushButton::clicked, indexer_, &PgnFileIndexer::cancel);
    connect(indexer_, &PgnFileIndexer::progress, progress_, &QProgressBar::setValue);
    connect(model_, &GameListModel::rowsInserted, this, &GameListPanel::updateCount);
    connect(indexer_, &PgnFileIndexer::finished, this,
            [this](const QString& error, bool cancelled) {
                // The moves are checked next, unless the listing stopped.
                listing_ = false;
                stopped_ = cancelled;
                failure_ = error;
                progress_->setValue(0);
                progress_->setFormat(tr("checking moves %p%"));
                updateCount();
                emit finished(error, cancelled);
            });
    connect(indexer_, &PgnFileIndexer::checkProgress, progress_, &QProgressBar::setValue);
    connect(indexer_, &PgnFileIndexer::checked, this, [this](int errors, bool cancelled) {
        progress_->hide();
        stop_->hide();
        errors_ = errors;
        updateCount();
        emit checked(errors, cancelled);
        // An index comes after this, unless the check stopped short.
        if (cancelled) emit positionsChanged();
    });
    connect(indexer_, &PgnFileIndexer::positionsIndexed, this,
            [this](std::shared_ptr<const PositionIndex> positions) {
                positions_ = std::move(positions);
                emit positionsChanged();
            });
}

void GameListPanel::applyFilter() {
    filterPause_->stop();
    filter_->setFilter(static_cast<GameFilterModel::Field>(filterField_->currentData().toInt()),
                       filterText_->text());
    updateCount();
}

void GameListPanel::open(const QString& path) {
    if (path != path_) {
        const QSignalBlocker quiet(filterText_);
        filterText_->clear();
        applyFilter();
    }
    showAll();  // the rows found were this file's, as it was
    path_ = path;
    progress_->setValue(0);
    progress_->setFormat(tr("listing %p%"));
    progress_->show();
    errors_ = 0;
    stopped_ = false;
    failure_.clear();
    listing_ = true;
    stop_->show();
    positions_.reset();
    indexer_->start(path);
    updateCount();
    emit positionsChanged();
}

void GameListPanel::showReaching(std::vector<PositionIndex::Reached> games) {
    std::vector<char> rows(std::size_t(model_->rowCount()), 0);
    for (const PositionIndex::Reached& found : games)
        if (found.game < std::ssize(rows)) rows[std::size_t(found.game)] = 1;
    showRows(std::move(rows), tr("reaching the position"));
    reaching_ = std::move(games);
}

void GameListPanel::showRows(std::vector<char> rows, const QString& which) {
    reaching_.clear();
    shownRowsAre_ = which;
    showAll_->show();
    filter_->setRowSet(std::move(rows));
}

void GameListPanel::showAll() {
    reaching_.clear();
    showAll_->hide();
    // The game picked stays in sight among all the others.
    const QModelIndex picked = filter_->mapToSource(view_->currentIndex());
    filter_->setRowSet(std::nullopt);
    if (!picked.isValid()) return;
    view_->setCurrentIndex(filter_->mapFromSource(picked));
    // Once the view has laid out the rows that came back.
    QMetaObject::invokeMethod(
        view_,
        [view = view_] {
            view->scrollTo(view->currentIndex(), QAbstractItemView::PositionAtCenter);
        },
        Qt::QueuedConnection);
}

bool GameListPanel::indexing() const {
    return !positions_ && indexer_->running();
}

std::optional<int> GameListPanel::plyReaching(int row) const {
    if (!filter_->hasRowSet()) return std::nullopt;
    const auto found = std::lower_bound(
        reaching_.begin(), reaching_.end(), row,
        [](const PositionIndex::Reached& r, int wanted) { return r.game < wanted; });
    if (found == reaching_.end() || found->game != row) return std::nullopt;
    return found->ply;
}

std::optional<std::vector<char>> GameListPanel::shownRows() const {
    const int shown = filter_->rowCount();
    if (shown == model_->rowCount()) return std::nullopt;
    std::vector<char> rows(std::size_t(model_->rowCount()), 0);
    for (int row = 0; row < shown; ++row)
        rows[std::size_t(filter_->mapToSource(filter_->index(row, 0)).row())] = 1;
    return rows;
}

void GameListPanel::select(int row) {
    if (row < 0) {  // no game of the list is on the board
        view_->selectionModel()->clearSelection();
        view_->setCurrentIndex({});
        return;
    }
    const QModelIndex index = filter_->mapFromSource(model_->index(row, 0));
    if (index.isValid()) view_->setCurrentIndex(index);
}

QList<int> GameListPanel::selectedRows() const {
    QList<int> rows;
    for (const QModelIndex& index : view_->selectionModel()->selectedRows())
        rows << filter_->mapToSource(index).row();
    std::sort(rows.begin(), rows.end());
    return rows;
}

void GameListPanel::updateCount() {
    const int all = model_->rowCount();
    const int shown = filter_->rowCount();
    QString text = shown == all ? tr("%n game(s)", nullptr, all)
                                : tr("%1 of %n game(s)", nullptr, all).arg(shown);
    if (filter_->hasRowSet()) text += QStringLiteral(" (%1)").arg(shownRowsAre_);
    if (filter_->filtering()) text += QLatin1Char(' ') + tr("(filtering…)");
    if (errors_ > 0) text += QStringLiteral("; ") + tr("%n cannot be read", nullptr, errors_);
    // A list that ended early says so, and why when the file failed.
    if (stopped_)
        text += QLatin1Char(' ') + tr("(stopped: the list is incomplete)");
    else if (!failure_.isEmpty() && all == 0)
        text = failure_;
    else if (!failure_.isEmpty())
        text += QLatin1Char(' ') + tr("(the list is incomplete: %1)").arg(failure_);
    count_->setText(text);
}

}  // namespace tavleya
