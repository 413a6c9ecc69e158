#include "puzzles/puzzle_csv.h"

#include <charconv>

namespace tavleya {

namespace {

std::string quoted(const std::string& field) {
    if (field.find_first_of(",\"") == std::string::npos) return field;
    std::string out = "\"";
    for (char c : field) {
        if (c == '"') out += '"';
        out += c;
    }
    return out + '"';
}

std::string joined(const std::vector<std::string>& words) {
    std::string out;
    for (const std::string& w : words) out += (out.empty() ? "" : " ") + w;
    return out;
}

std::vector<std::string> split(const std::string& text) {
    std::vector<std::string> words;
    std::size_t at = 0;
    while (at < text.size()) {
        const auto end = std::min(text.find(' ', at), text.size());
        if (end > at) words.push_back(text.substr(at, end - at));
        at = end + 1;
    }
    return words;
}

Error at(int line, std::string_view pattern, std::vector<std::string> args = {}) {
    args.insert(args.begin(), std::to_string(line));
    return Error::translatable(pattern, std::move(args));
}

}  // namespace

std::optional<std::vector<std::string>> csvFields(std::string_view line) {
    std::vector<std::string> fields(1);
    bool inQuotes = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (inQuotes) {
            if (c != '"') {
                fields.back() += c;
            } else if (i + 1 < line.size() && line[i + 1] == '"') {
                fields.back() += '"';
                ++i;
            } else {
                inQuotes = false;
            }
        } else if (c == '"') {
            inQuotes = true;
        } else if (c == ',') {
            fields.emplace_back();
        } else if (c != '\r') {
            fields.back() += c;
        }
    }
    if (inQuotes) return std::nullopt;
    return fields;
}

std::string puzzleCsvHeader() {
    return "PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,"
           "OpeningTags,Variant";
}

std::string puzzleCsvRow(const Puzzle& p) {
    const std::vector<std::string> fields = {p.id,
                                             p.fen,
                                             joined(p.moves),
                                             std::to_string(p.rating),
                                             std::to_string(p.ratingDeviation),
                                             std::to_string(p.popularity),
                                             std::to_string(p.plays),
                                             joined(p.themes),
                                             p.gameUrl,
                                             joined(p.openingTags),
                                             p.variant};
    std::string row;
    for (const std::string& field : fields) row += (row.empty() ? "" : ",") + quoted(field);
    return row;
}

Result<PuzzleCsvReader> PuzzleCsvReader::fromHeader(std::string_view header) {
    const auto names = csvFields(header);
    if (!names)
        return at(1, TAVLEYA_MESSAGE("core", "line %1: the header has a quote that is not closed"));
    Columns c;
    const std::pair<const char*, int*> wanted[] = {{"PuzzleId", &c.id},
                                                   {"FEN", &c.fen},
                                                   {"Moves", &c.moves},
                                                   {"Rating", &c.rating},
                                                   {"RatingDeviation", &c.deviation},
                                                   {"Popularity", &c.popularity},
                                                   {"NbPlays", &c.plays},
                                                   {"Themes", &c.themes},
                                                   {"GameUrl", &c.url},
                                                   {"OpeningTags", &c.openings},
                                                   {"Variant", &c.variant}};
    for (std::size_t i = 0; i < names->size(); ++i)
        for (const auto& [name, column] : wanted)
            if ((*names)[i] == name) *column = static_cast<int>(i);
    for (const auto& [name, column] :
         {std::pair{"PuzzleId", c.id}, {"FEN", c.fen}, {"Moves", c.moves}})
        if (column < 0)
            return at(1, TAVLEYA_MESSAGE("core", "line %1: the header has no column %2"), {name});
    return PuzzleCsvReader(c);
}

Result<Puzzle> PuzzleCsvReader::read(std::string_view row, int line) const {
    const auto fields = csvFields(row);
    if (!fields) return at(line, TAVLEYA_MESSAGE("core", "line %1: a quote is not closed"));
    const auto field = [&](int column) -> std::string {
        return column >= 0 && column < static_cast<int>(fields->size())
                   ? (*fields)[static_cast<std::size_t>(column)]
                   : std::string();
    };
    const auto number = [&](int column, const char* name, int& into) -> std::optional<Error> {
        const std::string text = field(column);
        if (column < 0 || text.empty()) return std::nullopt;
        const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), into);
        if (error != std::errc() || end != text.data() + text.size())
            return at(line, TAVLEYA_MESSAGE("core", "line %1: %2 “%3” is not a number"),
                      {name, text});
        return std::nullopt;
    };
    Puzzle p;
    p.id = field(columns_.id);
    p.fen = field(columns_.fen);
    p.moves = split(field(columns_.moves));
    if (p.id.empty()) return at(line, TAVLEYA_MESSAGE("core", "line %1: the puzzle has no id"));
    if (p.fen.empty())
        return at(line, TAVLEYA_MESSAGE("core", "line %1: puzzle %2 has no FEN"), {p.id});
    if (p.moves.size() < 2)
        return at(line, TAVLEYA_MESSAGE("core", "line %1: puzzle %2 has no mistake and solution"),
                  {p.id});
    struct Number {
        int column;
        const char* name;
        int* into;
    };
    const Number numbers[] = {{columns_.rating, "Rating", &p.rating},
                              {columns_.deviation, "RatingDeviation", &p.ratingDeviation},
                              {columns_.popularity, "Popularity", &p.popularity},
                              {columns_.plays, "NbPlays", &p.plays}};
    for (const Number& n : numbers)
        if (auto error = number(n.column, n.name, *n.into)) return *error;
    p.themes = split(field(columns_.themes));
    p.gameUrl = field(columns_.url);
    p.openingTags = split(field(columns_.openings));
    if (columns_.variant >= 0 && !field(columns_.variant).empty())
        p.variant = field(columns_.variant);
    return p;
}

}  // namespace tavleya
