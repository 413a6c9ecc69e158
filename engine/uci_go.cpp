#include "uci_go.h"

#include <algorithm>
#include <charconv>
#include <iterator>
#include <limits>
#include <sstream>

#include "uci/uci_move_text.h"

namespace tavleya::engine {

namespace {

// The words that take a number.
constexpr std::string_view kNumberWords[] = {"wtime",    "btime", "winc",  "binc", "movestogo",
                                             "movetime", "depth", "nodes", "mate"};

bool isGoWord(std::string_view word) {
    return word == "infinite" || word == "ponder" || word == "searchmoves" ||
           std::find(std::begin(kNumberWords), std::end(kNumberWords), word) !=
               std::end(kNumberWords);
}

// A whole number, or one past what 64 bits hold taken as the nearest they
// do; nullopt when `text` is not a number at all.
std::optional<std::int64_t> readNumber(const std::string& text) {
    std::int64_t value = 0;
    const char* end = text.data() + text.size();
    const auto [stop, error] = std::from_chars(text.data(), end, value);
    if (stop != end) return std::nullopt;
    if (error == std::errc::result_out_of_range)
        return text.front() == '-' ? std::numeric_limits<std::int64_t>::min()
                                   : std::numeric_limits<std::int64_t>::max();
    if (error != std::errc()) return std::nullopt;
    return value;
}

// Reads one word's number into the request, kept within what the word can
// mean; a number past its upper end is named.
class GoReader {
public:
    GoReader(GoRequest& request, bool white) : request_(request), white_(white) {}

    void take(const std::string& word, const std::string& text, std::int64_t value) {
        if (word == (white_ ? "wtime" : "btime"))
            request_.clock.time = bounded(word, text, value, 0, GoRequest::kLongestMillis);
        else if (word == (white_ ? "winc" : "binc"))
            request_.clock.increment = bounded(word, text, value, 0, GoRequest::kLongestMillis);
        else if (word == "movestogo")
            request_.clock.movesToGo = static_cast<int>(bounded(word, text, value, 0, 1000));
        else if (word == "movetime")
            request_.clock.moveTime = bounded(word, text, value, 1, GoRequest::kLongestMillis);
        else if (word == "depth")
            request_.depth =
                static_cast<int>(bounded(word, text, value, 1, SearchLimits::kMaxDepth));
        else if (word == "nodes")
            request_.nodes = static_cast<std::uint64_t>(
                bounded(word, text, value, 1, std::numeric_limits<std::int64_t>::max()));
        else if (word == "mate")
            // A mate in n moves is n of ours and n - 1 replies deep.
            request_.depth = static_cast<int>(
                2 * bounded(word, text, value, 1, (SearchLimits::kMaxDepth + 1) / 2) - 1);
    }

private:
    std::int64_t bounded(const std::string& word, const std::string& text, std::int64_t value,
                         std::int64_t least, std::int64_t most) {
        const bool tooLarge = value > most || (value == std::numeric_limits<std::int64_t>::max() &&
                                               text != std::to_string(value));
        if (tooLarge)
            request_.complaints.push_back("go: " + word + " " + text + " is more than it can be; " +
                                          std::to_string(most) + " is used");
        return std::clamp(value, least, most);
    }

    GoRequest& request_;
    bool white_;
};

}  // namespace

GoRequest readGo(std::string_view line, const Ruleset& rules, const Position& position) {
    std::vector<std::string> w;
    std::istringstream in{std::string(line)};
    for (std::string word; in >> word;) w.push_back(word);
    GoRequest request;
    GoReader reader(request, position.sideToMove() == Color::White);
    bool understood = false;  // any word at all
    for (std::size_t i = 0; i < w.size(); ++i) {
        const std::string& word = w[i];
        const bool hasNext = i + 1 < w.size();
        if (word == "infinite") {
            request.infinite = understood = true;
        } else if (word == "ponder") {
            understood = true;  // searched as any other move: ponderhit is ignored
        } else if (word == "searchmoves") {
            understood = true;
            for (; i + 1 < w.size() && !isGoWord(w[i + 1]); ++i) {
                if (const auto move = uci::readEngineMove(rules, position, w[i + 1]))
                    request.rootMoves.push_back(*move);
                else
                    request.complaints.push_back("searchmoves: " + w[i + 1] +
                                                 " is not a legal move here");
            }
        } else if (!isGoWord(word)) {
            request.complaints.push_back("go: unknown word '" + word + "'");
            if (hasNext && readNumber(w[i + 1])) ++i;  // its value
        } else if (const auto value = hasNext ? readNumber(w[i + 1]) : std::nullopt) {
            reader.take(word, w[++i], *value);
            understood = true;
        } else {
            request.complaints.push_back("go: " + word + " needs a number" +
                                         (hasNext ? ", not '" + w[i + 1] + "'" : std::string()));
            if (hasNext && !isGoWord(w[i + 1])) ++i;  // the value it was given
        }
    }
    if (!w.empty() && !understood) {
        request.clock.moveTime = GoRequest::kUnreadableGoMillis;
        request.complaints.push_back("go: nothing could be read; searching " +
                                     std::to_string(GoRequest::kUnreadableGoMillis) + " ms");
    }
    return request;
}

}  // namespace tavleya::engine
