#pragma once

#include <QAbstractTableModel>
#include <memory>
#include <optional>
#include <vector>

#include "game/comment_commands.h"
#include "notation_style.h"
#include "ruleset.h"
#include "uci/uci_messages.h"

namespace tavleya {

// An engine's view of a position, in numbers for the evaluation bar: from
// White's side, centipawns or moves to mate.
struct Evaluation {
    std::optional<int> centipawns;
    std::optional<int> mateIn;  // > 0: White mates
    // The game is over in the position: the rules' result, not an engine's view.
    std::optional<Outcome> result;
    // White's expected score from 0 to 1 (the logistic curve lichess uses
    // for its bar: 1 / (1 + exp(-0.00368208 · cp))).
    double whiteShare() const;
    // "+0.35", "-1.20", "#3", "#-2".
    QString text() const;
    // As a PGN [%eval] command writes it: pawns with two decimals ("0.35",
    // "-1.20") or "#3", "#-2"; nothing for an empty evaluation.
    std::optional<std::string> evalCommand() const;
    // The reverse; nothing for a text that is no evaluation.
    static std::optional<Evaluation> fromEvalCommand(std::string_view text);
};

// The arrow that shows `move` on the board, from where the piece stands to
// where it goes (castling: where the king goes); none for a drop.
std::optional<Arrow> arrowOf(const Ruleset& rules, Move move);

// The lines an engine reports for one position (MultiPV), best first, as a
// table: score, depth, and the moves in the notation the user reads. The
// engine's words are read as the game's moves, so a line can go into the
// game as a variation.
class AnalysisLines : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Score, Depth, Line, ColumnCount };

    explicit AnalysisLines(QObject* parent = nullptr);

    // A new position: the lines of the old one go.
    void setPosition(std::shared_ptr<const Ruleset> rules, const Position& position);
    void setNotation(NotationStyle notation);
    // Scores from White's point of view (true) or the side to move's.
    void setWhitesView(bool on);
    // One info line of the engine about the position set.
    void report(const uci::UciInfo& info);
    void clear();

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    // The moves of a line, as far as they are legal.
    const std::vector<Move>& moves(int row) const { return lines_[std::size_t(row)].moves; }
    Evaluation evaluation(int row) const { return lines_[std::size_t(row)].evaluation; }
    int depth(int row) const { return lines_[std::size_t(row)].depth; }

private:
    struct Reported {
        Evaluation evaluation;  // White's view
        int depth = 0;
        std::vector<Move> moves;
    };
    QString lineText(const Reported& line) const;

    std::shared_ptr<const Ruleset> rules_;
    Position position_;
    NotationStyle notation_ = kSan;
    bool whitesView_ = true;
    std::vector<Reported> lines_;
};

}  // namespace tavleya
