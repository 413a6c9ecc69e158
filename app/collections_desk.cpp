#include "collections_desk.h"

#include <QAction>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <algorithm>

#include "board_presenter.h"
#include "file_suggestions.h"
#include "game_document.h"
#include "game_lists/game_filter_model.h"
#include "game_lists/game_list_model.h"
#include "game_lists/game_list_panel.h"
#include "game_lists/listed_duplicates.h"
#include "game_lists/opening_tree_panel.h"
#include "game_lists/position_finder.h"
#include "play/game_session.h"
#include "window_room.h"

namespace tavleya {

CollectionsDesk::CollectionsDesk(QMainWindow& window, GameListPanel& list, GameDocument& document,
                                 GameSession& session, BoardPresenter& presenter,
                                 const RulesetRegistry& rulesets)
    : QObject(&window),
      window_(window),
      list_(list),
      document_(document),
      session_(session),
      presenter_(presenter),
      rulesets_(rulesets) {
    createList();
    createOpeningTree();
}

void CollectionsDesk::createList() {
    gamesDock_ = new QDockWidget(tr("Games"), &window_);
    gamesDock_->setObjectName(QStringLiteral("gamesDock"));
    gamesDock_->setWidget(&list_);
    window_.addDockWidget(Qt::BottomDockWidgetArea, gamesDock_);
    gamesDock_->hide();
    connect(&list_, &GameListPanel::finished, this, [this](const QString& error, bool) {
        // A file of one game needs no list.
        if (list_.model()->rowCount() == 1 && error.isEmpty()) gamesDock_->hide();
        if (document_.listedRow() >= 0) list_.select(document_.listedRow());
        if (!error.isEmpty()) QMessageBox::warning(&window_, tr("Open"), error);
    });
    connect(&document_, &GameDocument::fileListed, this, [this] {
        gamesDock_->show();
        makeRoomBelowBoard(window_, 760);  // for the list
    });
}

// The listed file's opening tree at the position shown, beside the board.
void CollectionsDesk::createOpeningTree() {
    openingTree_ = new OpeningTreePanel(&window_);
    openingTree_->setObjectName(QStringLiteral("openingTree"));
    treeDock_ = new QDockWidget(tr("Opening Tree"), &window_);
    treeDock_->setObjectName(QStringLiteral("treeDock"));
    treeDock_->setWidget(openingTree_);
    window_.addDockWidget(Qt::RightDockWidgetArea, treeDock_);
    treeDock_->hide();
    connect(&list_, &GameListPanel::positionsChanged, openingTree_, [this] {
        using State = OpeningTreePanel::IndexState;
        openingTree_->setCounted(list_.shownRows());
        openingTree_->setIndex(list_.positions(), list_.indexing()         ? State::Indexing
                                                  : list_.path().isEmpty() ? State::None
                                                                           : State::Stopped);
    });
    // The tree counts the games the list shows: a filter or a search
    // narrows it too.
    connect(list_.filter(), &GameFilterModel::filterApplied, openingTree_,
            [this] { openingTree_->setCounted(list_.shownRows()); });
    connect(openingTree_, &OpeningTreePanel::moveChosen, this, [this](Move move) {
        if (!presenter_.enterMove(move)) emit message(tr("No move can be made here now"));
    });
    connect(&presenter_, &BoardPresenter::shownChanged, openingTree_, [this] {
        openingTree_->setPosition(session_.rulesPointer(),
                                  session_.tree().node(presenter_.shown()).position);
    });
}

void CollectionsDesk::setNotation(NotationStyle notation) {
    openingTree_->setNotation(notation);
}

void CollectionsDesk::addSearchActions(QMenu* edit) {
    const auto addFind = [&](const QString& text, const char* name, PositionMatch match,
                             const QString& toolTip) {
        QAction* action = edit->addAction(text, this, [this, match] {
            if (const QString error = findPosition(match); !error.isEmpty()) emit message(error);
        });
        action->setObjectName(QLatin1String(name));
        action->setToolTip(toolTip);
        return action;
    };
    addFind(tr("&Find This Position in the List"), "findPosition", PositionMatch::Exact,
            tr("Narrows the list of games to those that reach the position shown"))
        ->setShortcut(QKeySequence(tr("Ctrl+Shift+F")));
    addFind(tr("Find This Ma&terial in the List"), "findMaterial", PositionMatch::Material,
            tr("Narrows the list of games to those that reach as many pieces of each kind for "
               "each side as the position shown has, wherever they stand"));
    addFind(tr("Find These P&awns in the List"), "findPawns", PositionMatch::PawnStructure,
            tr("Narrows the list of games to those that reach the pawns of the position shown, "
               "on the same squares"));
    edit->addAction(tr("Find &Duplicate Games"), this,
                    [this] {
                        if (const QString error = findDuplicates(); !error.isEmpty())
                            emit message(error);
                    })
        ->setObjectName(QStringLiteral("findDuplicates"));
    edit->addAction(tr("Save the List &Without Duplicates..."), this,
                    &CollectionsDesk::askSaveWithoutDuplicates)
        ->setObjectName(QStringLiteral("saveWithoutDuplicates"));
}

void CollectionsDesk::addPanelToggles(QMenu* view) {
    QAction* games = gamesDock_->toggleViewAction();
    games->setText(tr("&Games of the File"));
    games->setObjectName(QStringLiteral("showGames"));
    view->addAction(games);
    QAction* tree = treeDock_->toggleViewAction();
    tree->setText(tr("Opening &Tree"));
    tree->setObjectName(QStringLiteral("showOpeningTree"));
    tree->setShortcut(QKeySequence(tr("Ctrl+T")));
    view->addAction(tree);
}

QString CollectionsDesk::findPosition(PositionMatch match) {
    if (list_.path().isEmpty()) return tr("Open a file of games first: its list is searched.");
    const Position& shown = session_.tree().node(presenter_.shown()).position;
    if (!positionFinder_) {
        positionFinder_ = new PositionFinder(rulesets_, this);
        connect(positionFinder_, &PositionFinder::found, this,
                [this](const std::vector<PositionIndex::Reached>& found) {
                    list_.showReaching(found);
                    gamesDock_->show();
                    showFound(int(found.size()));
                });
        connect(positionFinder_, &PositionFinder::failed, this, &CollectionsDesk::message);
        connect(&list_, &GameListPanel::gameChosen, this, &CollectionsDesk::showWhereReached);
    }
    finding_ = match;
    // Once the list's positions are indexed, the index answers at once; it
    // holds whole positions, so the games' moves are read for the rest.
    if (const auto& index = list_.positions(); index && match == PositionMatch::Exact) {
        positionFinder_->findIn(*index, session_.rules(), shown);
        return {};
    }
    const QString fen = QString::fromStdString(session_.rules().writeFen(shown));
    if (const QString error = positionFinder_->find(list_.path(), fen, match); !error.isEmpty())
        return error;
    emit message(tr("Looking for the position in the list…"));
    return {};
}

void CollectionsDesk::showFound(int games) {
    switch (finding_) {
        case PositionMatch::Exact:
            emit message(tr("%n game(s) of the file reach the position.", nullptr, games));
            break;
        case PositionMatch::Material:
            emit message(tr("%n game(s) of the file reach the same material.", nullptr, games));
            break;
        case PositionMatch::PawnStructure:
            emit message(tr("%n game(s) of the file reach the same pawns.", nullptr, games));
            break;
    }
}

void CollectionsDesk::showWhereReached(int row) {
    const auto ply = list_.plyReaching(row);
    if (!ply || document_.listedRow() != row) return;
    const auto line = session_.tree().mainLine();
    if (*ply <= std::ssize(line))
        presenter_.show(*ply == 0 ? session_.tree().root() : line[std::size_t(*ply - 1)]);
}

QString CollectionsDesk::findDuplicates() {
    if (list_.path().isEmpty()) return tr("Open a file of games first: its list is searched.");
    const auto& positions = list_.positions();
    if (!positions)
        return tr("The games of the list are still being checked: try again when that is done.");
    const auto repeats =
        listedDuplicates(*positions, list_.model()->rows(), DuplicateRule::SameMovesAndPlayers);
    std::vector<char> rows(repeats.size(), 0);
    int found = 0;
    for (std::size_t row = 0; row < repeats.size(); ++row)
        if (repeats[row]) {
            rows[row] = 1;
            ++found;
        }
    list_.showRows(std::move(rows), tr("repeats of earlier games"));
    gamesDock_->show();
    emit message(
        tr("%n game(s) of the list repeat an earlier one: the same moves, White, Black and Date.",
           nullptr, found));
    return {};
}

QString CollectionsDesk::saveWithoutDuplicates(const QString& path) {
    if (list_.path().isEmpty()) return tr("Open a file of games first: its list is searched.");
    const auto& positions = list_.positions();
    if (!positions)
        return tr("The games of the list are still being checked: try again when that is done.");
    if (QFileInfo(path).absoluteFilePath() == QFileInfo(list_.path()).absoluteFilePath())
        return tr("Choose another file: the listed file is read while the new one is written.");
    const auto repeats =
        listedDuplicates(*positions, list_.model()->rows(), DuplicateRule::SameMovesAndPlayers);
    if (const QString error = writeWithoutDuplicates(list_.path(), path, repeats); !error.isEmpty())
        return error;
    const auto left =
        std::count_if(repeats.begin(), repeats.end(),
                      [](const std::optional<int>& repeat) { return repeat.has_value(); });
    emit message(tr("Saved %1 without %n repeated game(s).", nullptr, int(left)).arg(path));
    return {};
}

void CollectionsDesk::askSaveWithoutDuplicates() {
    if (list_.path().isEmpty()) {
        emit message(tr("Open a file of games first: its list is searched."));
        return;
    }
    const QString title = tr("Save the List Without Duplicates");
    const QString path =
        QFileDialog::getSaveFileName(&window_, title, lastFolderUsed(), tr("PGN files (*.pgn)"));
    if (path.isEmpty()) return;
    if (const QString error = saveWithoutDuplicates(path); !error.isEmpty())
        QMessageBox::warning(&window_, title, error);
}

}  // namespace tavleya
