#include "engines/engine_arrangement.h"

#include "engines/uci_connection.h"
#include "text/user_message.h"
#include "uci/uci_arrangement.h"

namespace tavleya {

EngineArrangement::EngineArrangement(std::shared_ptr<const Ruleset> rules, Color side,
                                     const EngineInfo& engine, QObject* parent)
    : QObject(parent),
      rules_(std::move(rules)),
      side_(side),
      engine_(engine),
      connection_(new UciConnection(this)) {
    connect(connection_, &UciConnection::identified, this, &EngineArrangement::ask);
    connect(connection_, &UciConnection::arranged, this, &EngineArrangement::read);
    connect(connection_, &UciConnection::failed, this, [this](const QString& why) {
        close();
        emit failed(why);
    });
    connection_->start(engine_.program, engine_.arguments);
}

QString EngineArrangement::engineName() const {
    return connection_ ? connection_->name() : engine_.name;
}

void EngineArrangement::ask() {
    const auto game = engine_.gameFor(*rules_);
    if (!game) {
        const QString name = connection_->name();
        close();
        emit failed(tr("%1 does not play this game.").arg(name));
        return;
    }
    sendSettings(*connection_, engine_, *game);
    connection_->arrange(side_);
}

void EngineArrangement::read(const QString& line) {
    const auto half = uci::readArrangementLine(*rules_, side_, line.toStdString());
    const QString name = connection_->name();
    close();
    if (!half) {
        emit failed(
            tr("%1 gave an arrangement that is not one: %2").arg(name, userSentence(half.error())));
        return;
    }
    emit arranged(half.value());
}

void EngineArrangement::close() {
    // Not deleted here: this may be running inside one of its signals.
    connection_->disconnect(this);
    connection_->deleteLater();
    connection_ = nullptr;
}

}  // namespace tavleya
