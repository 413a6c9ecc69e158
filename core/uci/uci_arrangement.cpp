#include "uci/uci_arrangement.h"

#include "notation/turn_reader.h"

namespace tavleya::uci {

namespace {

constexpr std::string_view kArrange = "arrange ";
constexpr std::string_view kArrangement = "arrangement";

std::string letterOf(const Ruleset& rules, PieceKind kind) {
    if (kind == PieceKind::Pawn) return "P";
    return std::string(rules.pieceSymbol(kind, PieceAlphabet::English));
}

// One "N@b1" part: the kind by its letter among the game's kinds.
Result<Placement> readPart(const Ruleset& rules, std::string_view part) {
    const auto at = part.find('@');
    const auto square =
        at == std::string_view::npos ? std::nullopt : Square::parse(part.substr(at + 1));
    if (!square)
        return Error::translatable(
            TAVLEYA_MESSAGE("core", "“%1” is not a piece and its square, such as N@b1"),
            {std::string(part)});
    const std::string_view letter = part.substr(0, at);
    for (PieceKind kind : rules.pieceKinds())
        if (letterOf(rules, kind) == letter) return Placement{*square, kind};
    return Error::translatable(TAVLEYA_MESSAGE("core", "this game has no piece “%1”"),
                               {std::string(letter)});
}

}  // namespace

std::string arrangeCommand(Color side) {
    return std::string(kArrange) + (side == Color::White ? "white" : "black");
}

std::optional<Color> readArrangeCommand(std::string_view line) {
    if (line == "arrange white") return Color::White;
    if (line == "arrange black") return Color::Black;
    return std::nullopt;
}

std::string arrangementLine(const Ruleset& rules, std::span<const Placement> half) {
    std::string line(kArrangement);
    char separator = ' ';
    for (const Placement& p : half) {
        line += separator + letterOf(rules, p.kind) + '@' + p.square.name();
        separator = ',';
    }
    return line;
}

bool isArrangementLine(std::string_view line) {
    return line == kArrangement ||
           (line.starts_with(kArrangement) && line.substr(kArrangement.size()).starts_with(' '));
}

Result<std::vector<Placement>> readArrangementLine(const Ruleset& rules, Color side,
                                                   std::string_view line) {
    const SecretArrangement* arrangement = rules.secretArrangement();
    if (!arrangement || !isArrangementLine(line))
        return Error::translatable(TAVLEYA_MESSAGE("core", "“%1” is not an arrangement"),
                                   {std::string(line)});
    std::string_view word = line.substr(kArrangement.size());
    while (word.starts_with(' ')) word.remove_prefix(1);
    std::vector<Placement> half;
    for (std::string_view part : turnParts(word)) {
        while (part.ends_with(',')) part.remove_suffix(1);
        auto placement = readPart(rules, part);
        if (!placement) return placement.error();
        half.push_back(*placement);
    }
    if (const auto wrong = arrangement->checkHalf(side, half)) return *wrong;
    return half;
}

}  // namespace tavleya::uci
