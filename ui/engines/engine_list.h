#pragma once

#include <QAbstractTableModel>
#include <QMap>
#include <QStringList>
#include <optional>
#include <vector>

#include "ruleset.h"
#include "uci/uci_game_setup.h"
#include "uci/uci_messages.h"

class QSettings;

namespace tavleya {
class UciConnection;
}

namespace tavleya {

// One UCI engine the program knows: where it is, what it calls itself, the
// games it offers, and the option values the user chose for it.
struct EngineInfo {
    QString name;
    QString author;
    QString program;
    QStringList arguments;           // given to the program when it starts
    QStringList variants;            // its UCI_Variant choices
    bool chess960 = false;           // it offers UCI_Chess960
    bool own = false;                // Tavleya's own engine
    QMap<QString, QString> options;  // values set; a button's is "press"
    // Its option lines, when it has just been asked (not kept in the settings).
    std::vector<uci::UciOption> offered;

    // How to tell it to play `rules`; nullopt when it does not play them.
    std::optional<uci::UciGameSetup> gameFor(const Ruleset& rules) const;
};

// The engines, as a table for the Engines dialog and the choosers, kept in
// QSettings. Tavleya's own engine is always the first; Stockfish and
// Fairy-Stockfish from Debian are added when they are installed; any other
// UCI engine is added by choosing its program, which is started once to
// ask its name and games.
class EngineListModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Name, Author, Program, ColumnCount };

    // Reads the list from `settings` and looks for the installed engines.
    // `ownProgram` is Tavleya's engine (empty: found beside the program).
    explicit EngineListModel(QString ownProgram = {}, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    const EngineInfo& engine(int row) const { return engines_[static_cast<std::size_t>(row)]; }
    int count() const { return static_cast<int>(engines_.size()); }
    // The row of the engine started as `program`; -1 when not listed.
    int find(const QString& program) const;
    // Starts `program`, asks its name and games, and lists it (or updates
    // its entry). Returns what went wrong, or an empty string.
    QString add(const QString& program);
    // Takes an engine off the list; Tavleya's own stays.
    bool remove(int row);
    void setOptions(int row, QMap<QString, QString> options);
    // The engine to play or analyse `rules` with when the user has not
    // chosen: an engine made for the game (one that plays it as its own
    // game, then one that offers it as a variant) before Tavleya's own,
    // which plays every game.
    int defaultFor(const Ruleset& rules) const;
    // Whether engines installed since are still being asked what they are;
    // enginesFound() follows when all have answered or failed.
    bool looking() const { return looking_ > 0; }
    // Waits (running events) until they have, at most UciConnection's limit
    // for an answer: an engine chosen by default is then the one made for
    // the game, not Tavleya's own for want of an answer.
    void waitForInstalled();
    // The name the user reads: Tavleya's own as "Tavleya (built in)".
    QString displayName(int row) const;

    // Where Tavleya's engine program is: beside the window's program when
    // installed, in the build's tools folder when run from the build.
    static QString ownEngineProgram();
    // The engines Debian installs where this program looks for them.
    static QStringList debianEnginePrograms();

signals:
    void enginesFound();

private:
    void load();
    void save() const;

    std::vector<EngineInfo> engines_;
    int looking_ = 0;  // installed engines not yet answered
};

// Starts `program`, waits for its handshake (at most UciConnection's limit)
// and says what it is; sets `error` when it cannot.
std::optional<EngineInfo> probeEngine(const QString& program, QString& error);
// Tells an engine the option values the user chose for it and the game it
// plays.
void sendSettings(UciConnection& connection, const EngineInfo& engine,
                  const uci::UciGameSetup& game);
// What an engine that has answered the handshake says it is.
EngineInfo describe(const UciConnection& connection);

}  // namespace tavleya
