#include "opening_table.h"

#include <algorithm>
#include <optional>

#include "../notation/move_number.h"
#include "../notation/move_reader.h"

namespace tavleya {

namespace {

// The lists' errors are not translated: they are about files that ship
// with the program, read by whoever edits them.
Error errorAt(const OpeningSource& source, int line, std::string_view what, int column = 0) {
    return Error{
        std::string(source.name) + ", line " + std::to_string(line) + ": " + std::string(what),
        column};
}

std::vector<std::string_view> splitAt(std::string_view text, char separator) {
    std::vector<std::string_view> parts;
    for (std::size_t start = 0;;) {
        const std::size_t end = text.find(separator, start);
        parts.push_back(text.substr(start, end == std::string_view::npos ? end : end - start));
        if (end == std::string_view::npos) return parts;
        start = end + 1;
    }
}

// The 1-based column of the byte at `offset`, counted in characters as an
// editor shows them (the names before the moves may be in UTF-8).
int columnOf(std::string_view line, std::size_t offset) {
    return 1 + static_cast<int>(std::count_if(line.begin(), line.begin() + offset, [](char c) {
               return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
           }));
}

bool isEcoCode(std::string_view code) {
    return code.size() == 3 && code[0] >= 'A' && code[0] <= 'E' && code[1] >= '0' &&
           code[1] <= '9' && code[2] >= '0' && code[2] <= '9';
}

// Where each column is, by the names in a list's header.
struct Columns {
    std::size_t eco = 0, name = 0, moves = 0;
    std::size_t needed() const { return std::max({eco, name, moves}) + 1; }
};

std::optional<Columns> readHeader(std::string_view line) {
    const std::vector<std::string_view> names = splitAt(line, '\t');
    const auto column = [&](std::string_view wanted) -> std::optional<std::size_t> {
        const auto found = std::find(names.begin(), names.end(), wanted);
        if (found == names.end()) return std::nullopt;
        return static_cast<std::size_t>(found - names.begin());
    };
    const auto eco = column("eco"), name = column("name"), moves = column("pgn");
    if (!eco || !name || !moves) return std::nullopt;
    return Columns{*eco, *name, *moves};
}

}  // namespace

OpeningTable::OpeningTable(std::shared_ptr<const Ruleset> rules)
    : rules_(std::move(rules)), startKey_(rules_->startPosition().key()) {}

Result<OpeningTable> OpeningTable::read(std::shared_ptr<const Ruleset> rules,
                                        std::span<const OpeningSource> sources) {
    if (!rules->info().pgnVariant.empty())
        return Error{"the opening lists name positions of standard chess, not of " +
                     std::string(rules->info().nameEnglish)};
    OpeningTable table(std::move(rules));
    for (const OpeningSource& source : sources)
        if (auto failed = table.readList(source)) return *std::move(failed);
    table.index();
    return table;
}

std::optional<Error> OpeningTable::readList(const OpeningSource& source) {
    std::vector<std::string_view> lines = splitAt(source.text, '\n');
    if (!lines.empty() && lines.back().empty()) lines.pop_back();  // the last line's break
    std::optional<Columns> columns;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        std::string_view line = lines[i];
        if (line.ends_with('\r')) line.remove_suffix(1);
        const int number = static_cast<int>(i) + 1;
        if (!columns) {
            columns = readHeader(line);
            if (!columns)
                return errorAt(source, number,
                               "the header must name the columns eco, name and pgn, separated "
                               "by tabs");
            continue;
        }
        if (line.empty()) continue;
        const std::vector<std::string_view> fields = splitAt(line, '\t');
        if (fields.size() < columns->needed())
            return errorAt(source, number,
                           std::to_string(fields.size()) + " columns, where the header has " +
                               std::to_string(columns->needed()));
        const std::string_view eco = fields[columns->eco];
        if (!isEcoCode(eco))
            return errorAt(source, number,
                           "'" + std::string(eco) +
                               "' is not an ECO code (a letter from A to E and two digits)",
                           columnOf(line, static_cast<std::size_t>(eco.data() - line.data())));
        if (fields[columns->name].empty())
            return errorAt(source, number, "the opening has no name");
        auto entry = readEntry(line, fields[columns->moves]);
        if (!entry) return errorAt(source, number, entry.error().message, entry.error().column);
        entry.value().eco = eco;
        entry.value().name = fields[columns->name];
        entries_.push_back(std::move(entry).value());
    }
    if (!columns) return errorAt(source, 1, "the list is empty");
    return std::nullopt;
}

Result<Opening> OpeningTable::readEntry(std::string_view line, std::string_view moves) {
    Opening entry;
    entry.moves = moves;
    Position position = rules_->startPosition();
    for (std::string_view token : splitAt(moves, ' ')) {
        token.remove_prefix(moveNumberLength(token));
        if (token.empty()) continue;
        const auto move = readMove(*rules_, position, token);
        if (!move)
            return Error{move.error().message,
                         columnOf(line, static_cast<std::size_t>(token.data() - line.data()))};
        position = rules_->play(position, *move);
        ++entry.plies;
    }
    if (entry.plies == 0)
        return Error{"the opening has no moves",
                     columnOf(line, static_cast<std::size_t>(moves.data() - line.data()))};
    entry.key = position.key();
    horizon_.add(position);
    return entry;
}

void OpeningTable::index() {
    std::size_t capacity = 16;
    while (capacity < 2 * entries_.size()) capacity *= 2;
    slots_.assign(capacity, Slot{});
    for (std::uint32_t i = 0; i < entries_.size(); ++i) {
        Slot& slot = slots_[slotFor(entries_[i].key)];
        if (slot.entry == kEmpty || entries_[i].plies < entries_[slot.entry].plies)
            slot = Slot{entries_[i].key, i};
    }
}

std::size_t OpeningTable::slotFor(Key key) const {
    const std::size_t mask = slots_.size() - 1;
    std::size_t at = static_cast<std::size_t>(key) & mask;
    while (slots_[at].entry != kEmpty && slots_[at].key != key) at = (at + 1) & mask;
    return at;
}

const Opening* OpeningTable::find(Key key) const {
    const Slot& slot = slots_[slotFor(key)];
    return slot.entry == kEmpty ? nullptr : &entries_[slot.entry];
}

bool OpeningTable::covers(const Ruleset& rules, const Position& start) const {
    return rules.info().key == rules_->info().key && start.key() == startKey_;
}

}  // namespace tavleya
