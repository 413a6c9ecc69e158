#pragma once

#include <QObject>

#include "engines/engine_list.h"
#include "game/game_tree.h"

namespace tavleya {

class UciConnection;

// One question to an engine: the best move in the position after a node of
// a game, thought about for a set time. The answer comes once, through
// found() or failed(); the request can be dropped at any time.
class HintRequest : public QObject {
    Q_OBJECT

public:
    HintRequest(EngineInfo engine, int millis, QObject* parent = nullptr);

    // Asks about the position after `node` of `tree`, which must outlive
    // the answer or the request.
    void ask(const GameTree& tree, NodeId node);

signals:
    void found(tavleya::Move move);
    void failed(const QString& why);

private:
    void answer(const QString& text);

    EngineInfo engine_;
    int millis_;
    const GameTree* tree_ = nullptr;
    NodeId node_ = 0;
    UciConnection* connection_ = nullptr;
};

}  // namespace tavleya
