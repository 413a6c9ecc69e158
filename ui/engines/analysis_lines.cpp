#include "engines/analysis_lines.h"

#include <charconv>
#include <cmath>

#include "move_judgement.h"
#include "text/game_end_text.h"
#include "uci/uci_move_text.h"

namespace tavleya {

double Evaluation::whiteShare() const {
    if (result)
        return *result == Outcome::WhiteWins ? 1.0 : *result == Outcome::BlackWins ? 0.0 : 0.5;
    if (mateIn) return *mateIn > 0 ? 1.0 : 0.0;
    if (!centipawns) return 0.5;
    return engine::winningChance(*centipawns);
}

QString Evaluation::text() const {
    if (result) return describeScore(*result);
    if (mateIn) return QStringLiteral("#%1").arg(*mateIn);
    if (!centipawns) return {};
    return QStringLiteral("%1%2")
        .arg(*centipawns > 0 ? QStringLiteral("+") : QString())
        .arg(*centipawns / 100.0, 0, 'f', 2);
}

std::optional<std::string> Evaluation::evalCommand() const {
    if (result) return std::nullopt;
    if (mateIn) return "#" + std::to_string(*mateIn);
    if (!centipawns) return std::nullopt;
    return QString::number(*centipawns / 100.0, 'f', 2).toStdString();
}

std::optional<Evaluation> Evaluation::fromEvalCommand(std::string_view text) {
    Evaluation evaluation;
    if (text.starts_with('#')) {
        int moves = 0;
        const char* end = text.data() + text.size();
        const auto [at, error] = std::from_chars(text.data() + 1, end, moves);
        if (error != std::errc() || at != end || moves == 0) return std::nullopt;
        evaluation.mateIn = moves;
        return evaluation;
    }
    bool ok = false;
    const double pawns = QString::fromUtf8(text.data(), qsizetype(text.size())).toDouble(&ok);
    if (!ok || !std::isfinite(pawns) || std::abs(pawns) > 1000) return std::nullopt;
    evaluation.centipawns = int(std::lround(pawns * 100));
    return evaluation;
}

std::optional<Arrow> arrowOf(const Ruleset& rules, Move move) {
    if (move.type() == MoveType::Drop || !move.from().valid()) return std::nullopt;
    // The king's square is the end of castling's two-square form ("e1g1").
    Square to = move.to();
    if (move.type() == MoveType::Castling) {
        const std::string text = uci::engineMoveText(rules, move, false);
        if (text.size() >= 4) to = Square::at(text[2] - 'a', text[3] - '1');
    }
    if (to == move.from()) return std::nullopt;
    return Arrow{move.from(), to, 'B'};
}

AnalysisLines::AnalysisLines(QObject* parent) : QAbstractTableModel(parent) {}

void AnalysisLines::setPosition(std::shared_ptr<const Ruleset> rules, const Position& position) {
    beginResetModel();
    rules_ = std::move(rules);
    position_ = position;
    lines_.clear();
    endResetModel();
}

void AnalysisLines::setNotation(NotationStyle notation) {
    notation_ = notation;
    if (!lines_.empty()) emit dataChanged(index(0, Line), index(rowCount() - 1, Line));
}

void AnalysisLines::setWhitesView(bool on) {
    whitesView_ = on;
    if (!lines_.empty()) emit dataChanged(index(0, Score), index(rowCount() - 1, Score));
}

void AnalysisLines::clear() {
    beginResetModel();
    lines_.clear();
    endResetModel();
}

void AnalysisLines::report(const uci::UciInfo& info) {
    // Only whole lines with a score: bounds of a failed window and lines
    // without moves say too little.
    if (!rules_ || !info.hasScore() || info.pv.empty() || info.lowerBound || info.upperBound)
        return;
    Reported line;
    line.depth = info.depth.value_or(0);
    const int sign = position_.sideToMove() == Color::White ? 1 : -1;
    if (info.centipawns) line.evaluation.centipawns = sign * *info.centipawns;
    if (info.mateIn) line.evaluation.mateIn = sign * *info.mateIn;
    Position at = position_;
    for (const std::string& word : info.pv) {
        const auto move = uci::readEngineMove(*rules_, at, word);
        if (!move) break;
        line.moves.push_back(*move);
        at = rules_->play(at, *move);
    }
    if (line.moves.empty()) return;
    const auto row = static_cast<std::size_t>(info.multiPv - 1);
    if (row < lines_.size()) {
        lines_[row] = std::move(line);
        emit dataChanged(index(int(row), 0), index(int(row), ColumnCount - 1));
        return;
    }
    // Lines arrive in order; one beyond the next is kept for when its
    // predecessors come.
    beginInsertRows({}, int(lines_.size()), int(row));
    lines_.resize(row + 1);
    lines_[row] = std::move(line);
    endInsertRows();
}

QString AnalysisLines::lineText(const Reported& line) const {
    QStringList words;
    Position at = position_;
    for (std::size_t i = 0; i < line.moves.size(); ++i) {
        const bool white = at.sideToMove() == Color::White;
        if (white)
            words << QStringLiteral("%1.").arg(at.fullmoveNumber());
        else if (i == 0)
            words << QStringLiteral("%1...").arg(at.fullmoveNumber());
        words << QString::fromStdString(rules_->moveText(at, line.moves[i], notation_));
        at = rules_->play(at, line.moves[i]);
    }
    return words.join(QLatin1Char(' '));
}

int AnalysisLines::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(lines_.size());
}

int AnalysisLines::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AnalysisLines::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const Reported& line = lines_[std::size_t(index.row())];
    if (line.moves.empty()) return {};
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
            case Score: {
                Evaluation shown = line.evaluation;
                if (!whitesView_ && position_.sideToMove() == Color::Black) {
                    if (shown.centipawns) shown.centipawns = -*shown.centipawns;
                    if (shown.mateIn) shown.mateIn = -*shown.mateIn;
                }
                return shown.text();
            }
            case Depth:
                return line.depth;
            case Line:
                return lineText(line);
            default:
                return {};
        }
    }
    if (role == Qt::ToolTipRole && index.column() == Line)
        return tr("Double-click to add this line to the game");
    if (role == Qt::TextAlignmentRole && index.column() != Line)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant AnalysisLines::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
        case Score:
            return tr("Score");
        case Depth:
            return tr("Depth");
        case Line:
            return tr("Line");
        default:
            return {};
    }
}

}  // namespace tavleya
