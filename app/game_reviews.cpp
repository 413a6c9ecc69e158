#include "game_reviews.h"

#include <QAction>
#include <QDir>
#include <QEventLoop>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>
#include <QProgressDialog>
#include <QSaveFile>

#include "engines/engine_list.h"
#include "engines/game_review.h"
#include "file_suggestions.h"
#include "game_document.h"
#include "game_lists/game_list_panel.h"
#include "pgn/pgn_writer.h"
#include "play/game_session.h"
#include "practice/mistake_book.h"

namespace tavleya {

namespace {

enum class ReviewEnd { Done, Cancelled, Failed };

// Runs `review` of `tree` to its end, its progress shown by `progress`,
// whose Cancel stops it; `error` says why it failed.
ReviewEnd runReview(GameReview& review, const GameTree& tree, QProgressDialog& progress,
                    QString& error) {
    QEventLoop loop;
    bool done = false;
    QObject::connect(&review, &GameReview::progress, &loop, [&progress](int step, int total) {
        progress.setMaximum(total);
        progress.setValue(step);
    });
    QObject::connect(&review, &GameReview::finished, &loop, [&] {
        done = true;
        loop.quit();
    });
    QObject::connect(&review, &GameReview::failed, &loop, [&](const QString& why) {
        error = why;
        loop.quit();
    });
    QObject::connect(&progress, &QProgressDialog::canceled, &loop, &QEventLoop::quit);
    review.start(tree);
    if (!done && error.isEmpty()) loop.exec();
    if (!error.isEmpty()) return ReviewEnd::Failed;
    if (!done) {
        review.cancel();
        return ReviewEnd::Cancelled;
    }
    return ReviewEnd::Done;
}

// A window-modal progress dialog, shown at once.
void prepare(QProgressDialog& progress, const QString& title) {
    progress.setWindowTitle(title);
    progress.setObjectName(QStringLiteral("reviewProgress"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(0);
}

}  // namespace

GameReviews::GameReviews(Parts parts, QObject* parent) : QObject(parent), parts_(parts) {}

void GameReviews::addActions(QMenu* menu) {
    menu->addAction(tr("&Review Game..."), this, &GameReviews::askReviewGame)
        ->setObjectName(QStringLiteral("reviewGame"));
    menu->addAction(tr("Review &Selected Games..."), this, &GameReviews::askReviewListedGames)
        ->setObjectName(QStringLiteral("reviewListedGames"));
}

void GameReviews::askReviewGame() {
    EngineListModel& engines = parts_.engines();
    engines.waitForInstalled();
    const int row = engines.defaultFor(parts_.session.rules());
    bool ok = false;
    const int seconds =
        QInputDialog::getInt(&parts_.window, tr("Review Game"),
                             tr("%1 reviews the game. Seconds of thought for each position:")
                                 .arg(row < 0 ? QString() : engines.displayName(row)),
                             1, 1, 60, 1, &ok);
    if (!ok) return;
    if (const QString error = reviewGame(seconds * 1000); !error.isEmpty())
        QMessageBox::warning(&parts_.window, tr("Review Game"), error);
}

void GameReviews::askReviewListedGames() {
    const QList<int> rows = parts_.list.selectedRows();
    if (parts_.list.path().isEmpty() || rows.isEmpty()) {
        QMessageBox::information(&parts_.window, tr("Review Selected Games"),
                                 tr("Open a file and choose the games to review in its list."));
        return;
    }
    bool ok = false;
    const int seconds = QInputDialog::getInt(
        &parts_.window, tr("Review Selected Games"),
        tr("%n game(s). Seconds of thought for each position:", nullptr, int(rows.size())), 1, 1,
        60, 1, &ok);
    if (!ok) return;
    const QString path = QFileDialog::getSaveFileName(&parts_.window, tr("Save the Reviewed Games"),
                                                      lastFolderUsed(), tr("PGN files (*.pgn)"));
    if (path.isEmpty()) return;
    if (const QString error = reviewListedGames(rows, seconds * 1000, path); !error.isEmpty())
        QMessageBox::warning(&parts_.window, tr("Review Selected Games"), error);
}

QString GameReviews::reviewGame(int millisPerMove) {
    EngineListModel& engines = parts_.engines();
    GameSession& session = parts_.session;
    engines.waitForInstalled();
    const int row = engines.defaultFor(session.rules());
    if (row < 0) return tr("No engine plays this game.");
    if (session.tree().mainLine().empty()) return tr("The game has no moves to review.");
    GameReview review(engines.engine(row), millisPerMove);
    QProgressDialog progress(tr("Reviewing the game with %1…").arg(engines.displayName(row)),
                             tr("Cancel"), 0, 1, &parts_.window);
    prepare(progress, tr("Review Game"));
    QString error;
    const ReviewEnd end = runReview(review, session.tree(), progress, error);
    progress.close();
    if (end == ReviewEnd::Failed) return error;
    if (end == ReviewEnd::Cancelled) {
        emit message(tr("The review was cancelled; the game is as it was."));
        return {};
    }
    review.annotate(session);
    emit message(tr("The game was reviewed: Edit › Undo takes the review back.") +
                 keepMistakes(review.mistakes()));
    return {};
}

QString GameReviews::keepMistakes(const std::vector<ReviewedMistake>& mistakes) {
    QString said;
    const auto& tags = parts_.session.tags();
    for (const Color side : {Color::White, Color::Black}) {
        const bool white = side == Color::White;
        // The computer does not practise.
        if (const std::string* type = findTag(tags, white ? "WhiteType" : "BlackType");
            type && *type == "program")
            continue;
        std::vector<Puzzle> own;
        for (const ReviewedMistake& m : mistakes)
            if (m.mover == side) own.push_back(m.puzzle);
        if (own.empty()) continue;
        const std::string* tag = findTag(tags, white ? "White" : "Black");
        QString name = tag ? QString::fromStdString(*tag).trimmed() : QString();
        if (name.isEmpty() || name == QLatin1String("?")) name = white ? tr("White") : tr("Black");
        QString error;
        const int added = MistakeBook::add(name, own, error);
        if (!error.isEmpty()) return QLatin1Char(' ') + error;
        if (added > 0)
            said += QLatin1Char(' ') +
                    tr("%n mistake(s) of %1 became puzzles for %1 in Practice › Puzzles.", nullptr,
                       added)
                        .arg(name);
    }
    return said;
}

QString GameReviews::reviewListedGames(const QList<int>& rows, int millisPerMove,
                                       const QString& path) {
    if (rows.isEmpty()) return tr("Choose the games to review in the list of games first.");
    if (QFileInfo(path).canonicalFilePath() == QFileInfo(parts_.list.path()).canonicalFilePath())
        return tr("The reviewed games go to a file of their own, not into the listed file.");
    EngineListModel& engines = parts_.engines();
    engines.waitForInstalled();
    QProgressDialog progress(tr("Reviewing the games…"), tr("Cancel"), 0, 1, &parts_.window);
    prepare(progress, tr("Review Selected Games"));
    // One dialog for all the games: it stays between them.
    progress.setAutoReset(false);
    progress.setAutoClose(false);
    std::string text;
    int unreadable = 0, reviewed = 0;
    for (int i = 0; i < rows.size(); ++i) {
        QString error;
        auto read = parts_.document.readListedGame(rows[i], error);
        if (!read) {
            ++unreadable;
            continue;
        }
        PgnGame& game = *read->game;
        // A game no engine plays, or without moves, goes out as it came.
        const int engine = engines.defaultFor(game.tree.rules());
        if (engine >= 0 && !game.tree.mainLine().empty()) {
            progress.setLabelText(tr("Reviewing game %1 of %2 with %3…")
                                      .arg(i + 1)
                                      .arg(rows.size())
                                      .arg(engines.displayName(engine)));
            GameReview review(engines.engine(engine), millisPerMove);
            const ReviewEnd end = runReview(review, game.tree, progress, error);
            if (end == ReviewEnd::Failed) return error;
            if (end == ReviewEnd::Cancelled)
                return tr("The review was cancelled; nothing was written.");
            review.annotate(game.tree);
            ++reviewed;
        }
        text += writePgnGame(game);
        text += '\n';
    }
    progress.close();
    return writeReviewed(path, text, reviewed, unreadable);
}

QString GameReviews::writeReviewed(const QString& path, const std::string& text, int reviewed,
                                   int unreadable) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text.data(), qint64(text.size())) < 0 ||
        !file.commit())
        return tr("The reviewed games could not be written to %1: %2")
            .arg(QDir::toNativeSeparators(path), file.errorString());
    emit message(unreadable
                     ? tr("%n game(s) reviewed into %1; %2 could not be read.", nullptr, reviewed)
                           .arg(QDir::toNativeSeparators(path))
                           .arg(unreadable)
                     : tr("%n game(s) reviewed into %1.", nullptr, reviewed)
                           .arg(QDir::toNativeSeparators(path)));
    return {};
}

}  // namespace tavleya
