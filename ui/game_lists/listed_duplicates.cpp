#include "game_lists/listed_duplicates.h"

#include <QCoreApplication>
#include <QSaveFile>

#include "collections/position_index.h"
#include "game_lists/game_list_rows.h"
#include "pgn/pgn_file.h"
#include "text/user_message.h"

namespace tavleya {

std::vector<std::optional<int>> listedDuplicates(const PositionIndex& positions,
                                                 const GameListRows& rows, DuplicateRule rule) {
    DuplicateFinder finder(rule);
    std::vector<std::optional<int>> repeats;
    const int games = std::min(positions.games(), rows.count());
    repeats.reserve(std::size_t(games));
    for (int game = 0; game < games; ++game) {
        DuplicateCandidate candidate{.fingerprint = std::nullopt,
                                     .white = rows.tag(game, "White"),
                                     .black = rows.tag(game, "Black"),
                                     .date = rows.tag(game, "Date")};
        candidate.fingerprint = positions.fingerprintOf(game);
        repeats.push_back(finder.add(candidate));
    }
    return repeats;
}

QString writeWithoutDuplicates(const QString& from, const QString& to,
                               const std::vector<std::optional<int>>& duplicates) {
    auto opened = PgnGameStream::open(from.toStdString());
    if (!opened) return userSentence(opened.error());
    PgnGameStream& stream = opened.value();
    QSaveFile out(to);
    if (!out.open(QIODevice::WriteOnly))
        return QCoreApplication::translate("ListedDuplicates", "Cannot write %1: %2")
            .arg(to, out.errorString());
    GameText game;
    bool first = true;
    for (std::size_t row = 0; stream.next(game); ++row) {
        if (row < duplicates.size() && duplicates[row]) continue;
        if (!first) out.write("\n");
        first = false;
        std::string_view text = game.bytes;
        while (!text.empty() && (text.back() == '\n' || text.back() == '\r' || text.back() == ' '))
            text.remove_suffix(1);
        out.write(text.data(), qint64(text.size()));
        out.write("\n");
    }
    if (stream.readError()) {
        out.cancelWriting();
        return userSentence(*stream.readError());
    }
    if (!out.commit())
        return QCoreApplication::translate("ListedDuplicates", "Cannot write %1: %2")
            .arg(to, out.errorString());
    return {};
}

}  // namespace tavleya
