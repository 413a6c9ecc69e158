#include "game_record.h"

#include <QSignalBlocker>
#include <QUndoStack>

#include "game/comment_commands.h"
#include "game_end.h"
#include "play/game_session.h"

namespace tavleya {

namespace {

// A tag of Tavleya's own: both times left, White's first, as [%clk] writes them.
constexpr const char* kClocksTag = "TavleyaClocks";
// How a game that Tavleya ended ended, so that it comes back ended.
constexpr const char* kEndTag = "TavleyaEnd";

// The two times of the clocks tag, if it holds two times that can be read.
std::optional<std::array<Millis, 2>> readClocksTag(std::string_view value) {
    const auto space = value.find(' ');
    if (space == std::string::npos) return std::nullopt;
    const auto white = parseClockTime(value.substr(0, space));
    const auto black = parseClockTime(value.substr(space + 1));
    if (!white || !black) return std::nullopt;
    return std::array<Millis, 2>{*white, *black};
}

}  // namespace

PgnGame recordOf(const GameSession& session) {
    PgnGame game(session.tree());
    game.result = session.resultToken();
    game.tags = session.tags();
    game.setTag("Result", game.result);
    if (session.over()) game.setTag(kEndTag, writeGameEnd(session.end()));
    if (const ChessClock* clock = session.clock()) {
        // PGN has one TimeControl for both; different ones are kept in
        // tags of Tavleya's own, and the standard tag says "unknown".
        const TimeControl& white = clock->control(Color::White);
        const TimeControl& black = clock->control(Color::Black);
        game.setTag("TimeControl", white == black ? white.toPgn() : "?");
        // Delays and a fixed time per move PGN cannot say: the typed form too.
        if (white != black || white.toPgn() == "?") {
            game.setTag("WhiteTimeControl", white.toText());
            game.setTag("BlackTimeControl", black.toText());
        }
        // A game still on keeps both clocks as they stand now (the side to
        // move's time runs on from the last [%clk]), so that the game goes on
        // with the time it had, after a restart or a restore.
        if (!session.over() && clock->state() != ChessClock::State::NotStarted)
            game.setTag(kClocksTag, formatClockTime(clock->timeLeft(Color::White)) + " " +
                                        formatClockTime(clock->timeLeft(Color::Black)));
    }
    return game;
}

void replayRecord(GameSession& session, const PgnGame& game, Replay as) {
    const GameTree& tree = game.tree;
    std::optional<TimeControls> controls;
    if (auto tc = TimeControl::fromPgn(game.tag("TimeControl"))) controls = tc.value();
    const auto white = TimeControl::fromText(game.tag("WhiteTimeControl"));
    const auto black = TimeControl::fromText(game.tag("BlackTimeControl"));
    if (white && black) controls.emplace(white.value(), black.value());
    session.start(tree.sharedRules(), controls, {}, tree.node(tree.root()).position);
    // The main line is played again; the clocks are set to the last [%clk]
    // each side recorded. The views and the autosave hear of the game once,
    // when it is all there, not after every move of the replay.
    QSignalBlocker quiet(&session);
    std::optional<Millis> last[2];
    for (NodeId id : tree.mainLine()) {
        const GameNode& node = tree.node(id);
        const Color mover = tree.node(node.parent).position.sideToMove();
        if (!session.play(node.move)) break;
        if (!node.commands.clock) continue;
        last[index(mover)] = node.commands.clock;
        // Played again in no time: the clock is told what the move left, so
        // that taking it back returns to the times recorded.
        if (!node.move.continuesTurn()) session.clock()->amendLastPress(*node.commands.clock);
    }
    // Comments, NAGs and variations come with it, and the header.
    session.mergeTree(tree);
    if (const auto clocks = readClocksTag(game.tag(kClocksTag)))
        for (Color side : {Color::White, Color::Black}) last[index(side)] = (*clocks)[index(side)];
    std::vector<PgnTag> tags = game.tags;
    std::erase_if(tags, [](const PgnTag& t) {
        return t.name == "Result" || t.name == kClocksTag || t.name == kEndTag;
    });
    session.setTags(std::move(tags));
    session.setRecordedResult(game.result);
    if (const auto end = readGameEnd(game.tag(kEndTag), outcomeOfResult(game.result)))
        session.endAs(*end);
    // Nobody's time runs in a game read back until the players are at the
    // board: a game opened from a file waits as a restored one does.
    session.setPaused(true);
    if (ChessClock* clock = session.clock()) {
        for (Color side : {Color::White, Color::Black})
            if (last[index(side)]) clock->setTime(side, *last[index(side)]);
        // The side whose flag fell has no time, whatever it had at its move.
        if (session.end().termination == Termination::FlagFall) clock->setTime(session.end().by, 0);
    }
    // A game opened is the saved state: its moves are not takebacks. A
    // restored one goes on as it was, and its moves can be taken back.
    if (as == Replay::AsSaved) session.undoStack()->clear();
}

FirstGame readFirstGame(PgnGameStream& stream, const RulesetRegistry& rulesets) {
    FirstGame first;
    GameText text;
    if (!stream.next(text)) return first;
    PgnReader reader({}, rulesets);
    first.outcome = reader.read(text);
    first.more = stream.next(text);
    return first;
}

}  // namespace tavleya
