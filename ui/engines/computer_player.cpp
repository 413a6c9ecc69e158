#include "engines/computer_player.h"

#include "play/game_session.h"
#include "skill_level.h"
#include "uci/uci_move_text.h"

namespace tavleya {

namespace {

// How long an engine thinks in a game without a clock.
constexpr int kUntimedMillis = 2000;

// Level n of `lowest` … `highest`, spread evenly over the twenty levels.
long long onScale(int level, long long lowest, long long highest) {
    return lowest + (highest - lowest) * (level - 1) / (kStrongestLevel - 1);
}

}  // namespace

std::optional<int> ownEngineElo(const Ruleset& rules, int level) {
    if (!engine::eloScaleHolds(rules)) return std::nullopt;
    // The level goes to the engine as Skill Level on its own range, as
    // levelOptions sends it.
    return engine::eloForLevel(
        static_cast<int>(onScale(level, engine::kGreedyLevel, engine::kStrongestLevel)));
}

QString enginePositionCommand(const GameTree& tree, NodeId node, bool kingTakesRook) {
    const auto path = tree.path(node);
    std::size_t from = 0;
    for (std::size_t i = 0; i < path.size(); ++i)
        if (tree.node(path[i]).move.isNull()) from = i + 1;
    const Position& start =
        from == 0 ? tree.node(tree.root()).position : tree.node(path[from - 1]).position;
    std::vector<Move> moves;
    for (std::size_t i = from; i < path.size(); ++i) moves.push_back(tree.node(path[i]).move);
    return QString::fromStdString(uci::positionCommand(tree.rules(), start, moves, kingTakesRook));
}

ComputerPlayer::ComputerPlayer(GameSession& session, Color side, ComputerSide who, QObject* parent)
    : QObject(parent), session_(session), side_(side), who_(std::move(who)) {
    game_ = who_.engine.gameFor(session_.rules());
    restart();
}

QList<QPair<QString, QString>> ComputerPlayer::levelOptions(const UciConnection& engine,
                                                            int level) {
    QList<QPair<QString, QString>> options;
    using Type = uci::UciOption::Type;
    if (const auto* skill = engine.option(QStringLiteral("Skill Level"));
        skill && skill->type == Type::Spin) {
        options.append({QStringLiteral("Skill Level"),
                        QString::number(onScale(level, skill->min, skill->max))});
    } else if (const auto* elo = engine.option(QStringLiteral("UCI_Elo"));
               elo && engine.option(QStringLiteral("UCI_LimitStrength"))) {
        options.append({QStringLiteral("UCI_LimitStrength"), level < kStrongestLevel
                                                                 ? QStringLiteral("true")
                                                                 : QStringLiteral("false")});
        options.append(
            {QStringLiteral("UCI_Elo"), QString::number(onScale(level, elo->min, elo->max))});
    }
    return options;
}

void ComputerPlayer::restart() {
    if (connection_) connection_->deleteLater();
    failed_ = false;
    prepared_ = false;
    asked_.reset();
    connection_ = new UciConnection(this);
    connect(connection_, &UciConnection::identified, this, &ComputerPlayer::prepare);
    connect(connection_, &UciConnection::bestMove, this, &ComputerPlayer::answer);
    connect(connection_, &UciConnection::info, this, [this](const uci::UciInfo& info) {
        if (info.multiPv != 1) return;
        if (info.centipawns) lastScore_ = *info.centipawns;
        if (info.mateIn) lastScore_ = *info.mateIn > 0 ? 100000 : -100000;
    });
    connect(connection_, &UciConnection::failed, this, [this](const QString& why) {
        failed_ = true;
        emit failed(why);
    });
    connection_->start(who_.engine.program, who_.engine.arguments);
}

void ComputerPlayer::prepare() {
    if (!game_) {
        failed_ = true;
        emit failed(tr("%1 does not play this game.").arg(connection_->name()));
        return;
    }
    sendSettings(*connection_, who_.engine, *game_);
    for (const auto& [name, value] : levelOptions(*connection_, who_.level))
        connection_->setOption(name, value);
    connection_->newGame();
    prepared_ = true;
    consider();
}

void ComputerPlayer::consider() {
    if (!prepared_ || failed_) return;
    const bool myTurn =
        !session_.over() && !session_.paused() && session_.position().sideToMove() == side_;
    if (!myTurn) {
        asked_.reset();
        connection_->stop();
        return;
    }
    if (asked_ == session_.current()) return;
    asked_ = session_.current();
    const ChessClock* clock = session_.clock();
    const QString go = clock ? QString::fromStdString(uci::goCommand(*clock, side_))
                             : QStringLiteral("go movetime %1").arg(kUntimedMillis);
    connection_->search(
        enginePositionCommand(session_.tree(), session_.current(), game_->kingTakesRook), go);
}

void ComputerPlayer::answer(const QString& text) {
    if (asked_ != session_.current()) return;
    asked_.reset();
    // One move, or a whole placing turn at once.
    const auto moves =
        uci::readEngineMoves(session_.rules(), session_.position(), text.toStdString());
    if (!moves) {
        failed_ = true;
        emit failed(
            tr("%1 played a move that is not legal here: “%2”.").arg(connection_->name(), text));
        return;
    }
    for (Move move : *moves)
        if (!session_.play(move)) break;
}

bool ComputerPlayer::acceptsDraw() const {
    // Not in the opening, where "even" says little of how the game will go.
    constexpr int kMovesBeforeDraws = 20;
    return lastScore_ && *lastScore_ <= 0 &&
           session_.position().fullmoveNumber() > kMovesBeforeDraws;
}

}  // namespace tavleya
