// A UCI engine for tests, whose behaviour is exact: it plays the first legal
// move at once, and misbehaves on purpose when told to on its command line:
//   --crash-after N   ends (abnormally) at its N+1-th "go"
//   --silent          never answers "uci"
//   --hang            never answers "go" (but does answer "stop")
//   --garbage         answers "go" with a move that is no move, and
//                     "arrange" with an arrangement that is none
// Asked to "arrange" a side, it gives the side's usual pieces with each
// knight and bishop beside it swapped.
// It offers the variants of every built-in ruleset, like Tavleya's own.

#include <cstdlib>
#include <iostream>
#include <string>

#include "ruleset_registry.h"
#include "uci/uci_arrangement.h"
#include "uci/uci_move_text.h"

using namespace tavleya;

int main(int argc, char* argv[]) {
    int crashAfter = -1;
    bool silent = false, hang = false, garbage = false;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--crash-after" && i + 1 < argc) crashAfter = std::atoi(argv[++i]);
        silent = silent || arg == "--silent";
        hang = hang || arg == "--hang";
        garbage = garbage || arg == "--garbage";
    }
    const RulesetRegistry registry = builtinRulesets();
    auto rules = *registry.create(registry.defaultKey());
    Position position = rules->startPosition();
    int searches = 0;
    std::string line;
    while (std::getline(std::cin, line)) {
        if (line == "quit") return 0;
        if (line == "uci" && !silent) {
            std::cout << "id name Stub\nid author Tavleya tests\n";
            std::cout << "option name Skill Level type spin default 20 min 0 max 20\n";
            std::cout << "option name UCI_Variant type combo default " << registry.defaultKey();
            for (const RulesetInfo& info : registry.list()) std::cout << " var " << info.key;
            std::cout << "\nuciok" << std::endl;
        } else if (line == "isready") {
            std::cout << "readyok" << std::endl;
        } else if (line.starts_with("setoption name UCI_Variant value ")) {
            rules = *registry.create(line.substr(33));
        } else if (line.starts_with("position fen ")) {
            const std::size_t moves = line.find(" moves ");
            position = rules
                           ->readFen(line.substr(
                               13, moves == std::string::npos ? std::string::npos : moves - 13))
                           .value();
            for (std::size_t at = moves == std::string::npos ? line.size() : moves + 7;
                 at < line.size();) {
                const std::size_t end = std::min(line.find(' ', at), line.size());
                position = rules->play(
                    position, *uci::readEngineMove(*rules, position, line.substr(at, end - at)));
                at = end + 1;
            }
        } else if (line.starts_with("go")) {
            if (searches++ == crashAfter) std::abort();
            if (hang) continue;
            MoveList legal;
            rules->legalMoves(position, legal);
            const std::string move =
                garbage ? "z9z9" : uci::engineMoveText(*rules, legal[0], false);
            std::cout << "info depth 1 score cp 0 pv " << move << "\nbestmove " << move
                      << std::endl;
        } else if (const auto side = uci::readArrangeCommand(line)) {
            const Position start = rules->startPosition();
            std::vector<Placement> half;
            for (int i = 0; i < 64; ++i) {
                const Piece piece = start.at(Square(i));
                if (piece.empty() || piece.color() != *side) continue;
                const int file = Square(i).file();
                const int swapped = file == 1   ? 2
                                    : file == 2 ? 1
                                    : file == 5 ? 6
                                    : file == 6 ? 5
                                                : file;
                half.push_back(
                    {Square::at(piece.kind() == PieceKind::Pawn ? file : swapped, Square(i).rank()),
                     piece.kind()});
            }
            std::cout << (garbage ? std::string("arrangement X@z9")
                                  : uci::arrangementLine(*rules, half))
                      << std::endl;
        } else if (line == "stop" && hang) {
            MoveList legal;
            rules->legalMoves(position, legal);
            std::cout << "bestmove " << uci::engineMoveText(*rules, legal[0], false) << std::endl;
        }
    }
    return 0;
}
