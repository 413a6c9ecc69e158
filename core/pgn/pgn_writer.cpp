#include "pgn_writer.h"

#include <algorithm>

namespace tavleya {

namespace {

constexpr std::size_t kLineWidth = 79;

// Fills lines word by word, never past kLineWidth unless a word is longer.
class LineFiller {
public:
    void word(std::string_view text, bool glued = false) {
        if (text.empty()) return;
        if (line_.empty()) {
            line_ = text;
        } else if (glued && line_.size() + text.size() <= kLineWidth) {
            line_ += text;
        } else if (!glued && line_.size() + 1 + text.size() <= kLineWidth) {
            line_ += ' ';
            line_ += text;
        } else {
            breakLine();
            line_ = text;
        }
    }
    void breakLine() {
        out_ += line_;
        out_ += '\n';
        line_.clear();
    }
    std::string finish() {
        if (!line_.empty()) breakLine();
        return std::move(out_);
    }

private:
    std::string out_;
    std::string line_;
};

class MovetextWriter {
public:
    MovetextWriter(const GameTree& tree, const PgnWriteOptions& options)
        : tree_(tree), options_(options) {}

    std::string write(const std::string& result) {
        const GameNode& root = tree_.node(tree_.root());
        nags(root.nags);
        comment(root.commentAfter, root.commands);
        if (!root.children.empty()) line(root.children.front(), false);
        out_.word(result);
        return out_.finish();
    }

private:
    void line(NodeId first, bool variation) {
        bool needNumber = true;
        for (NodeId id = first;;) {
            const GameNode& node = tree_.node(id);
            const GameNode& parent = tree_.node(node.parent);
            // A reader takes a comment that follows the one after a move (an
            // empty one if there was none) as said before the next move; at
            // the start of a variation and after one every comment is.
            if (options_.comments && !node.commentBefore.empty()) {
                if (!(variation && id == first) && !afterComment_) emptyComment();
                comment(node.commentBefore, {});
                needNumber = true;
            }
            move(parent.position, node, needNumber);
            needNumber = comment(node.commentAfter, node.commands);
            if (options_.variations && id == parent.children.front()) {
                for (std::size_t k = 1; k < parent.children.size(); ++k) {
                    out_.word("(");
                    glue_ = true;
                    afterComment_ = false;
                    line(parent.children[k], true);
                    out_.word(")", true);
                    // The reader takes a comment after a variation as said
                    // before the next move.
                    afterComment_ = true;
                    needNumber = true;
                }
            }
            if (node.children.empty()) return;
            id = node.children.front();
        }
    }

    void move(const Position& before, const GameNode& node, bool needNumber) {
        const bool white = before.sideToMove() == Color::White;
        const bool placingGoesOn = glue_ && !needNumber && continuing_;
        if (!placingGoesOn && (white || needNumber)) {
            out_.word(std::to_string(before.fullmoveNumber()) + (white ? "." : "..."), glue_);
            glue_ = false;
        }
        const std::string text =
            node.move.isNull() ? std::string("--")
                               : tree_.rules().pgnMoveText(before, node.move, options_.notation);
        out_.word(text, glue_);
        continuing_ = node.move.continuesTurn();
        glue_ = continuing_;
        nags(node.nags);
    }

    void nags(const std::vector<int>& list) {
        for (int nag : list) out_.word("$" + std::to_string(nag));
        afterComment_ = false;
    }

    void emptyComment() {
        out_.word("{}", glue_);
        glue_ = false;
        continuing_ = false;
        afterComment_ = true;
    }

    // Writes a comment; whether one was written.
    bool comment(const std::string& text, const CommentCommands& commands) {
        if (!options_.comments || (text.empty() && commands.empty())) return false;
        std::string body = writeComment(ParsedComment{text, commands});
        std::string escaped;
        for (char c : body) {
            if (c == '}') escaped += '\\';
            escaped += c;
        }
        if (!escaped.empty() && escaped.back() == '\\') escaped += ' ';
        // Paragraphs are kept as blank lines inside the braces.
        bool firstWord = true;
        std::size_t start = 0;
        while (start <= escaped.size()) {
            std::size_t end = escaped.find_first_of(" \n", start);
            if (end == std::string::npos) end = escaped.size();
            std::string word(escaped, start, end - start);
            if (firstWord) word.insert(0, "{");
            if (end == escaped.size()) word += '}';
            out_.word(word, firstWord && glue_);
            firstWord = false;
            if (end < escaped.size() && escaped[end] == '\n') {
                out_.breakLine();
                out_.breakLine();
            }
            start = end + 1;
        }
        glue_ = false;
        continuing_ = false;
        // Commands alone leave the place after the move to a text (see the reader).
        afterComment_ = !text.empty();
        return true;
    }

    const GameTree& tree_;
    const PgnWriteOptions& options_;
    LineFiller out_;
    bool glue_ = false;          // the next word follows the last without a space
    bool continuing_ = false;    // the last move was a placement inside a turn
    bool afterComment_ = false;  // the last word closed a comment with text (or "{}")
};

}  // namespace

std::string escapedTagValue(std::string_view value) {
    std::string out;
    out.reserve(value.size());
    for (char c : value) {
        if (c == '\\' || c == '"') out += '\\';
        out += (c == '\n' || c == '\r' || c == '\t') ? ' ' : c;
    }
    return out;
}

std::string writePgnGame(const PgnGame& game, const PgnWriteOptions& options) {
    const Ruleset& rules = game.tree.rules();
    std::vector<PgnTag> tags;
    for (std::string_view name : kSevenTagRoster) {
        std::string value(game.tag(name));
        if (value.empty() && !game.hasTag(name))
            value = name == "Date" ? "????.??.??" : name == "Result" ? game.result : "?";
        tags.push_back({std::string(name), std::move(value)});
    }
    for (const PgnTag& tag : game.tags)
        if (std::find(std::begin(kSevenTagRoster), std::end(kSevenTagRoster), tag.name) ==
            std::end(kSevenTagRoster))
            tags.push_back(tag);
    const auto setTag = [&](std::string_view name, std::string value) {
        for (PgnTag& t : tags)
            if (t.name == name) {
                t.value = std::move(value);
                return;
            }
        tags.push_back({std::string(name), std::move(value)});
    };
    if (!rules.info().pgnVariant.empty() && !game.hasTag("Variant"))
        setTag("Variant", std::string(rules.info().pgnVariant));
    const Position& start = game.tree.node(game.tree.root()).position;
    if (game.hasTag("FEN") || rules.needsGivenStart() || !(start == rules.startPosition())) {
        // SetUp then FEN, where the first of them was.
        const auto first = std::find_if(tags.begin(), tags.end(), [](const PgnTag& t) {
            return t.name == "SetUp" || t.name == "FEN";
        });
        const auto at = first - tags.begin();
        std::erase_if(tags, [](const PgnTag& t) { return t.name == "SetUp" || t.name == "FEN"; });
        const PgnTag setUp[] = {{"SetUp", "1"}, {"FEN", rules.writeFen(start)}};
        tags.insert(tags.begin() + std::min<std::ptrdiff_t>(at, std::ssize(tags)),
                    std::begin(setUp), std::end(setUp));
    }
    // Tags of Tavleya's own go after those the writer adds, so that a game
    // read back and written again keeps its order exactly.
    std::stable_partition(tags.begin() + std::ssize(kSevenTagRoster), tags.end(),
                          [](const PgnTag& t) { return !t.name.starts_with("Tavleya"); });

    std::string out;
    for (const PgnTag& tag : tags)
        out += "[" + tag.name + " \"" + escapedTagValue(tag.value) + "\"]\n";
    out += '\n';
    out += MovetextWriter(game.tree, options).write(game.result);
    return out;
}

}  // namespace tavleya
