#include "training_positions.h"

#include <istream>
#include <ostream>

#include "pgn/pgn_file.h"
#include "static_exchange.h"

namespace tavleya::tuning {

namespace {

// A game's result from White's side as a positions file writes it;
// nothing for an unfinished one.
std::optional<std::string_view> whiteScore(std::string_view result) {
    if (result == "1-0") return "1";
    if (result == "0-1") return "0";
    if (result == "1/2-1/2") return "0.5";
    return std::nullopt;
}

// A spread of keys that picks about one position in `every`, the same ones
// whichever game reaches them.
bool sampled(Key key, int every) {
    return every <= 1 || ((key * 0x9E3779B97F4A7C15ull) >> 40) % static_cast<unsigned>(every) == 0;
}

}  // namespace

PositionCollector::PositionCollector(const Ruleset& rules, const engine::Evaluation& evaluation,
                                     PositionFilter filter)
    : rules_(rules), evaluation_(evaluation), filter_(filter) {}

bool PositionCollector::quiet(const Position& position, Move played) const {
    if (rules_.inCheck(position) || evaluation_.isTactical(position, played)) return false;
    MoveList captures;
    rules_.legalMovesTo(position, position.pieces(~position.sideToMove()), captures);
    for (Move m : captures)
        if (engine::staticExchange(rules_, position, m, evaluation_) > 0) return false;
    return true;
}

bool PositionCollector::addFile(const std::string& path, std::string& error) {
    auto stream = PgnGameStream::open(path);
    if (!stream) {
        error = stream.error().message;
        return false;
    }
    GameText game;
    std::vector<pgn::RawTag> tags;
    PgnReader::MainLine line;
    while (stream.value().next(game, &tags)) {
        std::optional<std::string_view> result;
        bool sameGame = true;
        for (const pgn::RawTag& tag : tags) {
            if (tag.name == "Result") result = whiteScore(tag.value);
            if (tag.name == "Variant" || tag.name == "FEN") sameGame = false;
        }
        if (!result || !sameGame) continue;
        std::vector<std::pair<Key, std::string>> found;
        int ply = 0;
        line.onMove = [&](const Position& before, Move move) {
            if (ply++ < filter_.skipPlies || move.isNull()) return;
            if (!sampled(before.key(), filter_.every) || !quiet(before, move)) return;
            found.emplace_back(before.key(), rules_.writeFen(before) + ';' + std::string(*result));
        };
        const auto checked = reader_.check(game, &line);
        if (checked.error) continue;  // a game with an illegal move is no evidence
        ++games_;
        // Only now: a position of a game that failed to read is not seen.
        for (auto& [key, text] : found)
            if (seen_.insert(key).second) lines_.push_back(std::move(text));
    }
    if (const auto& failed = stream.value().readError()) {
        error = failed->message;
        return false;
    }
    return true;
}

void PositionCollector::write(std::ostream& out) const {
    for (const std::string& line : lines_) out << line << '\n';
}

Result<std::vector<TrainingPosition>> readTrainingPositions(std::istream& in,
                                                            const Ruleset& rules) {
    std::vector<TrainingPosition> positions;
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        if (line.empty()) continue;
        const auto semicolon = line.rfind(';');
        const std::string where = "line " + std::to_string(number) + ": ";
        if (semicolon == std::string::npos) return Error{where + "no ';' before the result", 0};
        const std::string result = line.substr(semicolon + 1);
        if (result != "1" && result != "0" && result != "0.5")
            return Error{where + "the result is \"" + result + "\", not 1, 0.5 or 0",
                         static_cast<int>(semicolon) + 2};
        auto position = rules.readFen(std::string_view(line).substr(0, semicolon));
        if (!position) return Error{where + position.error().message, position.error().column};
        positions.push_back({std::move(position.value()), std::stod(result)});
    }
    return positions;
}

}  // namespace tavleya::tuning
