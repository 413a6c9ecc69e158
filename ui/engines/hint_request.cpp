#include "engines/hint_request.h"

#include "engines/computer_player.h"
#include "engines/uci_connection.h"
#include "uci/uci_move_text.h"

namespace tavleya {

HintRequest::HintRequest(EngineInfo engine, int millis, QObject* parent)
    : QObject(parent), engine_(std::move(engine)), millis_(millis) {}

void HintRequest::ask(const GameTree& tree, NodeId node) {
    tree_ = &tree;
    node_ = node;
    const auto game = engine_.gameFor(tree.rules());
    if (!game) {
        emit failed(tr("%1 does not play this game.").arg(engine_.name));
        return;
    }
    connection_ = new UciConnection(this);
    connect(connection_, &UciConnection::failed, this, &HintRequest::failed);
    connect(connection_, &UciConnection::bestMove, this, &HintRequest::answer);
    connection_->start(engine_.program, engine_.arguments);
    sendSettings(*connection_, engine_, *game);
    connection_->search(enginePositionCommand(tree, node, game->kingTakesRook),
                        QStringLiteral("go movetime %1").arg(millis_));
}

void HintRequest::answer(const QString& text) {
    const Position& position = tree_->node(node_).position;
    // Of a whole placing turn, the hint is its first placement.
    const auto moves = uci::readEngineMoves(tree_->rules(), position, text.toStdString());
    if (!moves) {
        emit failed(
            tr("%1 answered with a move that is not legal here: “%2”.").arg(engine_.name, text));
        return;
    }
    emit found(moves->front());
}

}  // namespace tavleya
