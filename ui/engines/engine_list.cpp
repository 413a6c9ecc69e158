#include "engines/engine_list.h"

#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QTimer>

#include "engines/uci_connection.h"
#include "ruleset_registry.h"
#include "settings/settings.h"

namespace tavleya {

namespace {

EngineInfo ownEngine(const QString& program) {
    EngineInfo own;
    own.name = QStringLiteral("Tavleya");
    own.author = QStringLiteral("Tavleya");
    own.program = program;
    own.chess960 = true;
    own.own = true;
    // Tavleya's engine plays every game Tavleya ships (tests/engine's
    // test_search checks that each has an evaluation).
    for (const RulesetInfo& info : builtinRulesets().list())
        own.variants << QString::fromUtf8(info.key);
    return own;
}

}  // namespace

std::optional<uci::UciGameSetup> EngineInfo::gameFor(const Ruleset& rules) const {
    std::vector<std::string> offered;
    for (const QString& v : variants) offered.push_back(v.toStdString());
    return uci::chooseUciGame(rules, offered, chess960);
}

std::optional<EngineInfo> probeEngine(const QString& program, QString& error) {
    UciConnection connection;
    QEventLoop loop;
    QObject::connect(&connection, &UciConnection::identified, &loop, &QEventLoop::quit);
    QObject::connect(&connection, &UciConnection::failed, &loop, [&](const QString& why) {
        error = why;
        loop.quit();
    });
    connection.start(program);
    if (!connection.hasFailed()) loop.exec();
    if (!connection.isReady()) return std::nullopt;
    return describe(connection);
}

void sendSettings(UciConnection& connection, const EngineInfo& engine,
                  const uci::UciGameSetup& game) {
    for (auto it = engine.options.begin(); it != engine.options.end(); ++it) {
        if (it.value() == QLatin1String("press"))
            connection.press(it.key());
        else
            connection.setOption(it.key(), it.value());
    }
    if (!game.variant.empty())
        connection.setOption(QStringLiteral("UCI_Variant"), QString::fromStdString(game.variant));
    if (game.chess960) connection.setOption(QStringLiteral("UCI_Chess960"), QStringLiteral("true"));
}

EngineInfo describe(const UciConnection& connection) {
    EngineInfo info;
    info.name = connection.name();
    info.author = connection.author();
    info.program = connection.program();
    if (const auto* variants = connection.option(QStringLiteral("UCI_Variant")))
        for (const std::string& v : variants->vars) info.variants << QString::fromStdString(v);
    info.chess960 = connection.option(QStringLiteral("UCI_Chess960")) != nullptr;
    info.offered = connection.options();
    return info;
}

EngineListModel::EngineListModel(QString ownProgram, QObject* parent)
    : QAbstractTableModel(parent) {
    engines_.push_back(ownEngine(ownProgram.isEmpty() ? ownEngineProgram() : ownProgram));
    load();
    // Engines installed since are asked what they are in the background:
    // they join the list when they have answered.
    for (const QString& program : debianEnginePrograms()) {
        if (find(program) >= 0 || !QFileInfo(program).isExecutable()) continue;
        auto* connection = new UciConnection(this);
        ++looking_;
        const auto answered = [this] {
            if (--looking_ == 0) emit enginesFound();
        };
        connect(connection, &UciConnection::identified, this, [this, connection, answered] {
            connection->deleteLater();
            if (find(connection->program()) < 0) {
                beginInsertRows({}, count(), count());
                engines_.push_back(describe(*connection));
                endInsertRows();
                save();
            }
            answered();
        });
        connect(connection, &UciConnection::failed, this, [connection, answered] {
            connection->deleteLater();
            answered();
        });
        connection->start(program);
    }
}

void EngineListModel::waitForInstalled() {
    if (!looking()) return;
    QEventLoop loop;
    connect(this, &EngineListModel::enginesFound, &loop, &QEventLoop::quit);
    QTimer::singleShot(UciConnection::kAnswerMillis, &loop, &QEventLoop::quit);
    loop.exec();
}

QString EngineListModel::displayName(int row) const {
    const EngineInfo& e = engine(row);
    return e.own ? tr("Tavleya (built in)") : e.name;
}

QString EngineListModel::ownEngineProgram() {
    const QString here = QCoreApplication::applicationDirPath();
    for (const QString& candidate : {here + QStringLiteral("/tavleya-engine"),
                                     here + QStringLiteral("/../tools/tavleya-engine")})
        if (QFileInfo(candidate).isExecutable()) return QDir::cleanPath(candidate);
    const QString onPath = QStandardPaths::findExecutable(QStringLiteral("tavleya-engine"));
    return onPath.isEmpty() ? here + QStringLiteral("/tavleya-engine") : onPath;
}

QStringList EngineListModel::debianEnginePrograms() {
    return {QStringLiteral("/usr/games/stockfish"), QStringLiteral("/usr/games/fairy-stockfish")};
}

int EngineListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : count();
}

int EngineListModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant EngineListModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= count()) return {};
    const EngineInfo& e = engine(index.row());
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
            case Name:
                return displayName(index.row());
            case Author:
                return e.own ? tr("Tavleya") : e.author;
            case Program:
                return e.program;
            default:
                return {};
        }
    }
    if (role == Qt::ToolTipRole) return e.program;
    return {};
}

QVariant EngineListModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
        case Name:
            return tr("Engine");
        case Author:
            return tr("Author");
        case Program:
            return tr("Program");
        default:
            return {};
    }
}

int EngineListModel::find(const QString& program) const {
    for (int row = 0; row < count(); ++row)
        if (engine(row).program == program) return row;
    return -1;
}

QString EngineListModel::add(const QString& program) {
    QString error;
    auto info = probeEngine(program, error);
    if (!info) return error;
    if (const int row = find(program); row > 0) {
        info->options = engine(row).options;
        engines_[static_cast<std::size_t>(row)] = std::move(*info);
        emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    } else {
        beginInsertRows({}, count(), count());
        engines_.push_back(std::move(*info));
        endInsertRows();
    }
    save();
    return {};
}

bool EngineListModel::remove(int row) {
    if (row <= 0 || row >= count()) return false;
    beginRemoveRows({}, row, row);
    engines_.erase(engines_.begin() + row);
    endRemoveRows();
    save();
    return true;
}

void EngineListModel::setOptions(int row, QMap<QString, QString> options) {
    if (row < 0 || row >= count()) return;
    engines_[static_cast<std::size_t>(row)].options = std::move(options);
    save();
}

int EngineListModel::defaultFor(const Ruleset& rules) const {
    int offering = -1, own = -1;
    for (int row = 0; row < count(); ++row) {
        const auto game = engine(row).gameFor(rules);
        if (!game) continue;
        if (engine(row).own) {
            own = row;
        } else if (game->variant.empty()) {
            return row;
        } else if (offering < 0) {
            offering = row;
        }
    }
    return offering >= 0 ? offering : own;
}

void EngineListModel::load() {
    QSettings settings;
    const int size = settings.beginReadArray(QLatin1String(settings::kEnginesGroup));
    for (int i = 0; i < size; ++i) {
        settings.setArrayIndex(i);
        EngineInfo e;
        e.program = settings.value(QStringLiteral("program")).toString();
        if (e.program.isEmpty()) continue;
        e.name = settings.value(QStringLiteral("name")).toString();
        e.author = settings.value(QStringLiteral("author")).toString();
        e.variants = settings.value(QStringLiteral("variants")).toStringList();
        e.chess960 = settings.value(QStringLiteral("UCI_Chess960")).toBool();
        const QVariantMap options = settings.value(QStringLiteral("options")).toMap();
        for (auto it = options.begin(); it != options.end(); ++it)
            e.options.insert(it.key(), it.value().toString());
        if (i == 0 && e.program == QLatin1String("own")) {
            engines_[0].options = e.options;
            continue;
        }
        if (find(e.program) < 0) engines_.push_back(std::move(e));
    }
    settings.endArray();
}

void EngineListModel::save() const {
    QSettings settings;
    settings.beginWriteArray(QLatin1String(settings::kEnginesGroup), count());
    for (int i = 0; i < count(); ++i) {
        const EngineInfo& e = engine(i);
        settings.setArrayIndex(i);
        // Tavleya's own engine is found anew each time: only its options are kept.
        settings.setValue(QStringLiteral("program"), e.own ? QStringLiteral("own") : e.program);
        settings.setValue(QStringLiteral("name"), e.name);
        settings.setValue(QStringLiteral("author"), e.author);
        settings.setValue(QStringLiteral("variants"), e.variants);
        settings.setValue(QStringLiteral("UCI_Chess960"), e.chess960);
        QVariantMap options;
        for (auto it = e.options.begin(); it != e.options.end(); ++it)
            options.insert(it.key(), it.value());
        settings.setValue(QStringLiteral("options"), options);
    }
    settings.endArray();
}

}  // namespace tavleya
