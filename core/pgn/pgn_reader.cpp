#include "pgn_reader.h"

#include <algorithm>
#include <charconv>
#include <utility>
#include <vector>

#include "../game/null_move.h"
#include "../notation/move_reader.h"
#include "../notation/turn_reader.h"
#include "nag.h"
#include "pgn_syntax.h"
#include "text_encoding.h"
#include "variant_tag.h"

namespace tavleya {

namespace {

struct Failure {
    std::size_t offset = 0;
    Error error;
};

// A comment's text with PGN's line structure taken out: a run of blanks is
// one space, except that a blank line (a paragraph break) is kept as "\n".
// "\}" is a brace.
std::string normalizedComment(std::string_view raw) {
    std::string out;
    out.reserve(raw.size());
    std::size_t i = 0;
    while (i < raw.size()) {
        const char c = raw[i];
        if (pgn::isSpace(c)) {
            int breaks = 0;
            while (i < raw.size() && pgn::isSpace(raw[i])) {
                if (raw[i] == '\n' ||
                    (raw[i] == '\r' && (i + 1 == raw.size() || raw[i + 1] != '\n')))
                    ++breaks;
                ++i;
            }
            if (!out.empty() && i < raw.size()) out += breaks >= 2 ? '\n' : ' ';
            continue;
        }
        if (c == '\\' && i + 1 < raw.size() && raw[i + 1] == '}') {
            out += '}';
            i += 2;
            continue;
        }
        out += c;
        ++i;
    }
    return out;
}

void appendText(std::string& to, const std::string& text) {
    if (text.empty()) return;
    if (!to.empty()) to += ' ';
    to += text;
}

void mergeCommands(CommentCommands& into, CommentCommands&& from) {
    if (from.clock) into.clock = from.clock;
    if (from.elapsed) into.elapsed = from.elapsed;
    if (from.eval) into.eval = std::move(from.eval);
    into.arrows.insert(into.arrows.end(), from.arrows.begin(), from.arrows.end());
    into.squares.insert(into.squares.end(), from.squares.begin(), from.squares.end());
    for (std::string& u : from.unknown) into.unknown.push_back(std::move(u));
}

// Dashes that people (and word processors) put into "O-O" and "1-0".
std::string withPlainDashes(std::string_view token) {
    std::string out;
    for (std::size_t i = 0; i < token.size();) {
        bool dash = false;
        for (std::string_view d : {"\u2010", "\u2011", "\u2012", "\u2013", "\u2014", "\u2212"})
            if (token.substr(i).starts_with(d)) {
                out += '-';
                i += d.size();
                dash = true;
                break;
            }
        if (!dash) out += token[i++];
    }
    return out;
}

// One game's text, read into a tree (or only checked).
class GameParser {
public:
    GameParser(std::string_view text, const PgnLimits& limits, bool buildTree, PgnReader& reader,
               PgnReader::MainLine* mainLine = nullptr)
        : text_(text), limits_(limits), build_(buildTree), reader_(reader), mainLine_(mainLine) {}

    std::optional<Failure> run();
    std::vector<Failure>& warnings() { return warnings_; }
    bool hasGame() const { return tree_.has_value(); }
    PgnGame takeGame() {
        PgnGame game(std::move(*tree_));
        game.tags = std::move(tags_);
        game.result = result_;
        return game;
    }

private:
    // A line of play being read: the main line or a variation.
    struct Line {
        NodeId beforeNode = 0;  // tree mode
        NodeId nowNode = 0;
        Position before;  // check mode
        Position now;
        bool hasMove = false;
        bool lastContinues = false;  // the last move was a placement inside a turn
        std::size_t openedAt = 0;
        std::string pendingComment;  // said before the line's next move
        CommentCommands pendingCommands;
        std::vector<int> pendingNags;
        // The last word of the line was a comment said after its move (or
        // after the start): one that follows it directly is said before
        // the next move, as the writer puts such a comment.
        bool afterCommentRead = false;
    };

    bool fail(std::size_t at, Error error) {
        if (!failure_) failure_ = Failure{at, std::move(error)};
        return false;
    }
    bool fail(std::size_t at, std::string_view pattern, std::vector<std::string> args = {}) {
        return fail(at, Error::translatable(pattern, std::move(args)));
    }
    bool isMate(const Position& position) const {
        MoveList replies;
        rules_->legalMoves(position, replies);
        return replies.empty() && rules_->inCheck(position);
    }
    const Position& current() const {
        const Line& line = lines_.back();
        return build_ ? tree_->node(line.nowNode).position : line.now;
    }

    bool readTags();
    bool setUpGame();
    bool readMovetext();
    bool readToken(std::string_view token, std::size_t at);
    bool readMoveToken(std::string_view token, std::size_t at);
    bool addMove(Move move, std::size_t at);
    void addNag(int nag);
    bool addComment(std::string_view raw, std::size_t at);
    // A line's comment before a next move that never came is said after its
    // last move (or after the start).
    void settlePendingComment(Line& line);
    NodeId lastNode(const Line& line) const { return line.hasMove ? line.nowNode : tree_->root(); }
    bool openVariation(std::size_t at);
    bool closeVariation(std::size_t at);
    bool setResult(std::string_view result, std::size_t at);

    std::string_view text_;
    std::size_t p_ = 0;
    const PgnLimits& limits_;
    bool build_;
    PgnReader& reader_;
    PgnReader::MainLine* mainLine_;  // noted in check mode, if asked for
    std::optional<Failure> failure_;
    std::vector<Failure> warnings_;

    std::vector<PgnTag> tags_;
    std::vector<std::size_t> tagOffsets_;
    std::shared_ptr<const Ruleset> rules_;
    bool towers_ = false;
    std::optional<GameTree> tree_;
    std::vector<Line> lines_;
    std::size_t moves_ = 0;
    std::string result_;
    bool resultSeen_ = false;
};

std::optional<Failure> GameParser::run() {
    if (text_.size() > limits_.maxGameBytes)
        return Failure{
            0,
            limits_.maxGameBytes % (1u << 20) == 0
                ? Error::translatable(TAVLEYA_MESSAGE("core", "the game is longer than %1 MB"),
                                      {std::to_string(limits_.maxGameBytes >> 20)})
                : Error::translatable(TAVLEYA_MESSAGE("core", "the game is longer than %1 bytes"),
                                      {std::to_string(limits_.maxGameBytes)})};
    if (readTags() && setUpGame()) readMovetext();
    if (!failure_ && result_.empty()) {
        // A game cut off before its result: the Result tag says what it was.
        for (const PgnTag& tag : tags_)
            if (tag.name == "Result") result_ = pgn::resultToken(tag.value);
        if (result_.empty()) result_ = "*";
    }
    return failure_;
}

bool GameParser::readTags() {
    p_ = pgn::skipFiller(text_, 0);
    while (p_ < text_.size() && text_[p_] == '[') {
        pgn::TagPairScan scan = pgn::scanTagPair(text_, p_);
        if (scan.problem) return fail(scan.problem->first, scan.problem->second);
        if (scan.value.size() > limits_.maxTagValueBytes)
            return fail(p_,
                        TAVLEYA_MESSAGE("core", "the value of the tag %1 is longer than %2 bytes"),
                        {std::string(scan.name), std::to_string(limits_.maxTagValueBytes)});
        tagOffsets_.push_back(p_);
        tags_.push_back({std::string(scan.name), std::move(scan.value)});
        p_ = pgn::skipFiller(text_, scan.end);
    }
    return true;
}

bool GameParser::setUpGame() {
    std::string_view variant;
    std::size_t variantAt = 0;
    const PgnTag* fen = nullptr;
    std::size_t fenAt = 0;
    for (std::size_t i = 0; i < tags_.size(); ++i) {
        if (tags_[i].name == "Variant") {
            variant = tags_[i].value;
            variantAt = tagOffsets_[i];
        } else if (tags_[i].name == "FEN") {
            fen = &tags_[i];
            fenAt = tagOffsets_[i];
        }
    }
    const auto use = reader_.rulesetForVariant(variant);
    if (!use) return fail(variantAt, use.error());
    rules_ = (*use)->rules;
    towers_ = rules_->buildsTowers();
    Position start;
    if (fen) {
        std::vector<Error> dropped;
        auto read = rules_->readRecordedFen(fen->value, dropped);
        if (!read) return fail(fenAt, read.error());
        start = std::move(*read);
        for (Error& warning : dropped) warnings_.push_back({fenAt, std::move(warning)});
    } else if (rules_->needsGivenStart()) {
        return fail(variantAt,
                    TAVLEYA_MESSAGE("core", "a %1 game needs its start position in a FEN tag"),
                    {std::string(rules_->info().nameEnglish)});
    } else {
        start = (*use)->start;
    }
    Line main;
    if (build_) {
        tree_.emplace(rules_, std::move(start));
    } else {
        main.now = std::move(start);
        tree_.reset();
        if (mainLine_) {
            mainLine_->rules = rules_->info().key;
            mainLine_->keys.push_back(main.now.key());
            mainLine_->ruleset = rules_;
            mainLine_->start = main.now;
        }
    }
    lines_.push_back(std::move(main));
    return true;
}

bool GameParser::readMovetext() {
    while (true) {
        p_ = pgn::skipFiller(text_, p_);
        if (p_ >= text_.size()) break;
        const std::size_t at = p_;
        const char c = text_[p_];
        switch (c) {
            case '{': {
                const std::size_t close = pgn::commentEnd(text_, p_);
                if (close == std::string_view::npos)
                    return text_.size() - p_ > limits_.maxCommentBytes + 1
                               ? fail(at,
                                      TAVLEYA_MESSAGE("core",
                                                      "the comment is not closed within %1 bytes"),
                                      {std::to_string(limits_.maxCommentBytes)})
                               : fail(at, TAVLEYA_MESSAGE(
                                              "core", "the comment is not closed: '}' is missing"));
                if (!addComment(text_.substr(p_ + 1, close - p_ - 1), at)) return false;
                p_ = close + 1;
                continue;
            }
            case ';': {
                const std::size_t end = pgn::endOfLine(text_, p_);
                std::size_t textEnd = end;  // the line break is not the comment's
                while (textEnd > p_ + 1 && pgn::isLineBreak(text_[textEnd - 1])) --textEnd;
                if (!addComment(text_.substr(p_ + 1, textEnd - p_ - 1), at)) return false;
                p_ = end;
                continue;
            }
            case '(':
                if (!openVariation(at)) return false;
                ++p_;
                continue;
            case ')':
                if (!closeVariation(at)) return false;
                ++p_;
                continue;
            case '$': {
                int nag = 0;
                const auto [end, ec] =
                    std::from_chars(text_.data() + p_ + 1, text_.data() + text_.size(), nag);
                if (ec != std::errc() || nag < 0 || nag > 255)
                    return fail(
                        at, TAVLEYA_MESSAGE("core",
                                            "'$' must be followed by a NAG number from 0 to 255"));
                addNag(nag);
                p_ = static_cast<std::size_t>(end - text_.data());
                continue;
            }
            case '*':
                if (!setResult("*", at)) return false;
                ++p_;
                continue;
            case '[':
                return fail(at, TAVLEYA_MESSAGE("core", "a tag pair cannot stand among the moves"));
            case '"':
                return fail(
                    at, TAVLEYA_MESSAGE("core", "a quoted string cannot stand among the moves"));
            case '}':
                return fail(at, TAVLEYA_MESSAGE("core", "'}' closes no comment"));
            default:
                break;
        }
        std::size_t end = p_;
        while (end < text_.size()) {
            if (!pgn::isMovetextDelimiter(text_[end])) {
                ++end;
                continue;
            }
            // A tower split count in brackets, "d4(2)-f5", glued to the square.
            if (towers_ && text_[end] == '(' && end > p_ && text_[end - 1] >= '1' &&
                text_[end - 1] <= '8') {
                std::size_t q = end + 1;
                while (q < text_.size() && text_[q] >= '0' && text_[q] <= '9') ++q;
                if (q > end + 1 && q < text_.size() && text_[q] == ')') {
                    end = q + 1;
                    continue;
                }
            }
            break;
        }
        if (end == p_)
            return fail(at, TAVLEYA_MESSAGE("core", "unexpected '%1' among the moves"),
                        {std::string(1, c)});
        if (end - p_ > limits_.maxTokenBytes)
            return fail(at,
                        TAVLEYA_MESSAGE("core", "a word among the moves is longer than %1 bytes"),
                        {std::to_string(limits_.maxTokenBytes)});
        if (!readToken(text_.substr(p_, end - p_), at)) return false;
        p_ = end;
    }
    if (lines_.size() > 1)
        return fail(lines_.back().openedAt, TAVLEYA_MESSAGE("core", "the variation is not closed"));
    if (build_) settlePendingComment(lines_.back());
    return true;
}

bool GameParser::readToken(std::string_view token, std::size_t at) {
    // A move number, "12." or "12...", maybe glued to the move.
    if (token.front() >= '0' && token.front() <= '9') {
        std::size_t i = 0;
        while (i < token.size() && token[i] >= '0' && token[i] <= '9') ++i;
        if (i < token.size() && token[i] == '.') {
            while (i < token.size() && token[i] == '.') ++i;
            token.remove_prefix(i);
            at += i;
            if (token.empty()) return true;
        }
    }
    if (token.find_first_not_of('.') == std::string_view::npos || token == "\u2026") return true;
    if (resultSeen_) return fail(at, TAVLEYA_MESSAGE("core", "moves after the result"));

    std::string plain;
    if (token.find_first_of("\xE2") != std::string_view::npos) {
        plain = withPlainDashes(token);
        token = plain;
    }
    if (const std::string_view result = pgn::resultToken(token); !result.empty())
        return setResult(result, at);
    const char first = token.front();
    const bool looksLikeMove =
        (first >= 'a' && first <= 'h') ||
        (token.size() > 2 && std::string_view("KQRBNO").find(first) != std::string_view::npos);
    if (!looksLikeMove)
        if (const auto nag = nagForMark(token)) {
            addNag(*nag);
            return true;
        }
    if (token == "--" || token == "Z0" || token == "0000" || token == "@@@@") {
        if (lines_.back().lastContinues)
            return fail(at, TAVLEYA_MESSAGE("core", "a null move cannot split a placing turn"));
        if (rules_->inCheck(current()))
            return fail(at, TAVLEYA_MESSAGE("core", "a null move (%1) is not allowed in check"),
                        {std::string(token)});
        return addMove(Move(), at);
    }
    return readMoveToken(token, at);
}

bool GameParser::readMoveToken(std::string_view token, std::size_t at) {
    // Annotation glyphs glued to the move: "e4!", "Nf3?!".
    std::size_t glyphs = token.size();
    while (glyphs > 0 && (token[glyphs - 1] == '!' || token[glyphs - 1] == '?')) --glyphs;
    const std::string_view glyph = token.substr(glyphs);
    token = token.substr(0, glyphs);
    if (token.empty())
        return fail(at, TAVLEYA_MESSAGE("core", "'%1' must follow a move"), {std::string(glyph)});
    if (std::none_of(token.begin(), token.end(), [](char c) {
            return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
                   static_cast<unsigned char>(c) >= 0x80;
        }))
        return fail(at, TAVLEYA_MESSAGE("core", "'%1' is neither a move nor an annotation"),
                    {std::string(token)});
    if (token.size() >= 3 && token[0] == 'P' && token[1] >= 'a' && token[1] <= 'h')
        return fail(at, TAVLEYA_MESSAGE("core", "'%1' is not SAN: a pawn move has no letter"),
                    {std::string(token)});

    // A Kingchess placing turn, "K@e1,Q@d1,@d2", is one move per placement.
    for (const std::string_view part : turnParts(token)) {
        const Result<Move> move = readMove(*rules_, current(), part);
        if (!move) return fail(at, move.error());
        if (!addMove(*move, at)) return false;
        if (part.ends_with('#') && !isMate(current()))
            return fail(at, TAVLEYA_MESSAGE("core", "'%1' is marked as mate, but it does not mate"),
                        {std::string(part)});
        at += part.size();
    }
    if (!glyph.empty()) {
        const auto nag = nagForMark(glyph);
        if (!nag)
            return fail(at, TAVLEYA_MESSAGE("core", "unknown annotation glyph '%1'"),
                        {std::string(glyph)});
        addNag(*nag);
    }
    return true;
}

bool GameParser::addMove(Move move, std::size_t at) {
    if (++moves_ > limits_.maxMoves)
        return fail(at, TAVLEYA_MESSAGE("core", "the game has more than %1 moves"),
                    {std::to_string(limits_.maxMoves)});
    Line& line = lines_.back();
    if (build_) {
        const NodeId id = tree_->appendMove(line.nowNode, move);
        if (!line.pendingComment.empty())
            tree_->setCommentBefore(id, std::exchange(line.pendingComment, {}));
        if (!line.pendingCommands.empty()) {
            CommentCommands commands = tree_->node(id).commands;
            mergeCommands(commands, std::exchange(line.pendingCommands, {}));
            tree_->setCommands(id, std::move(commands));
        }
        if (!line.pendingNags.empty()) tree_->setNags(id, std::exchange(line.pendingNags, {}));
        line.beforeNode = line.nowNode;
        line.nowNode = id;
    } else {
        std::swap(line.before, line.now);
        line.now = move.isNull() ? afterNullMove(line.before) : rules_->play(line.before, move);
        if (mainLine_ && lines_.size() == 1) {
            mainLine_->keys.push_back(line.now.key());
            mainLine_->moves.push_back(move);
            if (mainLine_->onMove) mainLine_->onMove(line.before, move);
        }
    }
    line.hasMove = true;
    line.lastContinues = move.continuesTurn();
    line.afterCommentRead = false;
    return true;
}

void GameParser::addNag(int nag) {
    Line& line = lines_.back();
    line.afterCommentRead = false;
    if (!line.hasMove && lines_.size() > 1) {
        // "($42 4.Bc4)": a NAG before a variation's first move goes with that move.
        line.pendingNags.push_back(nag);
        return;
    }
    // "$10 1. e4": before the first move of the game, it judges the start.
    if (build_) {
        const NodeId id = lastNode(line);
        std::vector<int> nags = tree_->node(id).nags;
        nags.push_back(nag);
        tree_->setNags(id, std::move(nags));
    }
}

bool GameParser::addComment(std::string_view raw, std::size_t at) {
    if (raw.size() > limits_.maxCommentBytes)
        return fail(at, TAVLEYA_MESSAGE("core", "the comment is longer than %1 bytes"),
                    {std::to_string(limits_.maxCommentBytes)});
    if (!build_) return true;
    ParsedComment parsed = parseComment(normalizedComment(raw));
    Line& line = lines_.back();
    if (!line.hasMove && lines_.size() > 1) {
        appendText(line.pendingComment, parsed.text);
        mergeCommands(line.pendingCommands, std::move(parsed.commands));
        return true;
    }
    // A comment of commands alone ("{[%clk 0:05:00]} {Good move}") leaves
    // the place after the move to the text that follows; an empty one
    // takes it, as the writer uses it to mark what follows as said before.
    const bool onlyCommands = parsed.text.empty() && !parsed.commands.empty();
    // Commands mark the position reached: they stay with the last move even
    // in a comment said before the next one.
    const NodeId id = lastNode(line);
    if (!parsed.commands.empty()) {
        CommentCommands commands = tree_->node(id).commands;
        mergeCommands(commands, std::move(parsed.commands));
        tree_->setCommands(id, std::move(commands));
    }
    if (line.afterCommentRead) {
        appendText(line.pendingComment, parsed.text);
        return true;
    }
    std::string text = tree_->node(id).commentAfter;
    appendText(text, parsed.text);
    tree_->setCommentAfter(id, std::move(text));
    if (!onlyCommands) line.afterCommentRead = true;
    return true;
}

void GameParser::settlePendingComment(Line& line) {
    if (line.pendingComment.empty()) return;
    const NodeId id = lastNode(line);
    std::string text = tree_->node(id).commentAfter;
    appendText(text, std::exchange(line.pendingComment, {}));
    tree_->setCommentAfter(id, std::move(text));
}

bool GameParser::openVariation(std::size_t at) {
    Line& line = lines_.back();
    if (!line.hasMove)
        return fail(at, TAVLEYA_MESSAGE("core", "a variation must follow the move it replaces"));
    if (static_cast<int>(lines_.size()) > limits_.maxVariationDepth)
        return fail(at, TAVLEYA_MESSAGE("core", "variations are nested deeper than %1 levels"),
                    {std::to_string(limits_.maxVariationDepth)});
    line.afterCommentRead = false;
    if (build_) settlePendingComment(line);
    Line variation;
    variation.beforeNode = line.beforeNode;
    variation.nowNode = line.beforeNode;
    if (!build_) {
        variation.before = line.before;
        variation.now = line.before;
    }
    variation.openedAt = at;
    lines_.push_back(std::move(variation));
    return true;
}

bool GameParser::closeVariation(std::size_t at) {
    if (lines_.size() == 1) return fail(at, TAVLEYA_MESSAGE("core", "')' closes no variation"));
    Line closed = std::move(lines_.back());
    lines_.pop_back();
    // The writer puts a move's comment before its variations, so a comment
    // after them is said before the next move.
    lines_.back().afterCommentRead = true;
    if (closed.hasMove && build_) settlePendingComment(closed);
    if (!closed.hasMove && build_ &&
        (!closed.pendingComment.empty() || !closed.pendingCommands.empty())) {
        // A variation of nothing but a comment: the comment stays, after the move.
        const NodeId id = lines_.back().nowNode;
        std::string text = tree_->node(id).commentAfter;
        appendText(text, closed.pendingComment);
        tree_->setCommentAfter(id, std::move(text));
        CommentCommands commands = tree_->node(id).commands;
        mergeCommands(commands, std::move(closed.pendingCommands));
        tree_->setCommands(id, std::move(commands));
    }
    return true;
}

bool GameParser::setResult(std::string_view result, std::size_t at) {
    if (lines_.size() > 1)
        return fail(
            at, TAVLEYA_MESSAGE("core", "the result stands inside a variation that is not closed"));
    if (resultSeen_) return fail(at, TAVLEYA_MESSAGE("core", "a second result"));
    result_ = result;
    resultSeen_ = true;
    return true;
}

// Line and column (in characters) of a byte offset in a game's text.
PgnError locate(std::string_view text, int firstLine, std::size_t offset, Error error) {
    offset = std::min(offset, text.size());
    const std::string_view before = text.substr(0, offset);
    std::size_t lineStart = before.find_last_of("\r\n");
    lineStart = lineStart == std::string_view::npos ? 0 : lineStart + 1;
    int column = 1;
    for (std::size_t i = lineStart; i < offset; ++i)
        if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) ++column;
    PgnError located{std::move(error), firstLine + countLineBreaks(before)};
    located.column = column;
    return located;
}

}  // namespace

PgnReader::PgnReader(PgnLimits limits) : PgnReader(limits, builtinRulesets()) {}

PgnReader::PgnReader(PgnLimits limits, RulesetRegistry registry)
    : limits_(limits), registry_(std::move(registry)) {}

Result<const PgnReader::RulesetUse*> PgnReader::rulesetForVariant(std::string_view value) {
    auto key = rulesetKeyForVariant(registry_, value);
    if (!key) return key.error();
    if (auto found = rulesets_.find(*key); found != rulesets_.end()) return &found->second;
    auto rules = registry_.create(*key);
    if (!rules) return rules.error();
    Position start = rules.value()->startPosition();
    return &rulesets_.emplace(*key, RulesetUse{std::move(rules).value(), std::move(start)})
                .first->second;
}

PgnReader::Outcome PgnReader::parse(const GameText& game, bool buildTree, MainLine* mainLine) {
    std::string decoded;
    std::string_view text = game.bytes;
    if (!isValidUtf8(text)) {
        decoded = decodeToUtf8(text, detectEncoding(text));
        text = decoded;
    }
    GameParser parser(text, limits_, buildTree, *this, mainLine);
    Outcome outcome;
    if (auto failure = parser.run()) {
        outcome.error = locate(text, game.firstLine, failure->offset, std::move(failure->error));
        if (buildTree && parser.hasGame()) {
            outcome.readBeforeError = parser.takeGame();
            outcome.readBeforeError->result = "*";
        }
        return outcome;
    }
    if (buildTree) outcome.game = parser.takeGame();
    for (Failure& warning : parser.warnings())
        outcome.warnings.push_back(
            locate(text, game.firstLine, warning.offset, std::move(warning.error)));
    return outcome;
}

PgnReader::Outcome PgnReader::read(const GameText& text) {
    return parse(text, true);
}

PgnReader::Outcome PgnReader::check(const GameText& text, MainLine* mainLine) {
    if (mainLine) {
        mainLine->rules = {};
        mainLine->keys.clear();
        mainLine->ruleset.reset();
        mainLine->moves.clear();
    }
    return parse(text, false, mainLine);
}

std::vector<PgnReader::Outcome> readPgnText(std::string text) {
    return readPgnText(std::move(text), builtinRulesets());
}

std::vector<PgnReader::Outcome> readPgnText(std::string text, const RulesetRegistry& registry) {
    PgnGameStream stream = PgnGameStream::fromText(std::move(text));
    PgnReader reader({}, registry);
    std::vector<PgnReader::Outcome> games;
    GameText game;
    while (stream.next(game)) games.push_back(reader.read(game));
    return games;
}

}  // namespace tavleya
