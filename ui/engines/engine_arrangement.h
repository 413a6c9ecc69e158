#pragma once

#include <QObject>
#include <memory>
#include <vector>

#include "engines/engine_list.h"
#include "setup_phase.h"

namespace tavleya {

class UciConnection;

// One side's secret arrangement asked of the engine that plays the side: the
// engine is started, told the game, asked in Tavleya's own words
// (uci/uci_arrangement.h), and its answer checked against the rules. Exactly
// one of arranged() and failed() follows; the engine is closed after it.
class EngineArrangement : public QObject {
    Q_OBJECT

public:
    EngineArrangement(std::shared_ptr<const Ruleset> rules, Color side, const EngineInfo& engine,
                      QObject* parent = nullptr);

    // The engine's name, as it gave it once started.
    QString engineName() const;

signals:
    void arranged(const std::vector<tavleya::Placement>& half);
    // Why the engine gave no arrangement, in words for the player.
    void failed(const QString& why);

private:
    void ask();
    void read(const QString& line);
    void close();

    std::shared_ptr<const Ruleset> rules_;
    Color side_;
    EngineInfo engine_;
    UciConnection* connection_;
};

}  // namespace tavleya
