#include "engines/uci_connection.h"

#include <QFileInfo>

#include "uci/uci_arrangement.h"

namespace tavleya {

namespace {

bool startsSearch(const QString& line) {
    return line.startsWith(QLatin1String("go")) || line.startsWith(QLatin1String("position"));
}

}  // namespace

UciConnection::UciConnection(QObject* parent) : QObject(parent) {
    answerTimer_.setSingleShot(true);
    connect(&answerTimer_, &QTimer::timeout, this, [this] {
        const char* awaited = state_ == State::Handshake      ? "uci"
                              : state_ == State::WaitingReady ? "isready"
                              : state_ == State::Arranging    ? "arrange"
                                                              : "stop";
        fail(tr("it did not answer “%1” within %2 s")
                 .arg(QLatin1String(awaited))
                 .arg(kAnswerMillis / 1000));
    });
    connect(&process_, &QProcess::readyReadStandardOutput, this, &UciConnection::readLines);
    connect(&process_, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            fail(tr("it could not be started (%1)").arg(process_.errorString()));
    });
    connect(&process_, &QProcess::finished, this, &UciConnection::processEnded);
}

UciConnection::~UciConnection() {
    quitting_ = true;
    // Waiting for the engine to end delivers what it still prints; whoever
    // listened may be half destroyed already (a parent deleting its
    // children), so a connection going away says nothing more.
    process_.disconnect(this);
    blockSignals(true);
    if (process_.state() == QProcess::NotRunning) return;
    process_.write("quit\n");
    if (!process_.waitForFinished(500)) {
        process_.kill();
        process_.waitForFinished(500);
    }
}

void UciConnection::start(const QString& program, const QStringList& arguments) {
    program_ = program;
    name_ = QFileInfo(program).fileName();
    state_ = State::Handshake;
    process_.setProgram(program);
    process_.setArguments(arguments);
    process_.start();
    if (state_ == State::Failed) return;
    send(QStringLiteral("uci"));
    answerTimer_.start(kAnswerMillis);
}

const uci::UciOption* UciConnection::option(const QString& name) const {
    const std::string wanted = name.toStdString();
    for (const auto& o : options_)
        if (o.name == wanted) return &o;
    return nullptr;
}

void UciConnection::setOption(const QString& name, const QString& value) {
    const QString line = QStringLiteral("setoption name %1 value %2").arg(name, value);
    if (state_ == State::Idle)
        send(line);
    else
        queued_ << line;
}

void UciConnection::press(const QString& name) {
    const QString line = QStringLiteral("setoption name %1").arg(name);
    if (state_ == State::Idle)
        send(line);
    else
        queued_ << line;
}

void UciConnection::newGame() {
    if (state_ == State::Idle)
        send(QStringLiteral("ucinewgame"));
    else
        queued_ << QStringLiteral("ucinewgame");
}

void UciConnection::search(const QString& position, const QString& go) {
    if (state_ == State::Failed || state_ == State::NotStarted) return;
    queued_.removeIf(startsSearch);
    queued_ << position << go;
    if (state_ == State::Searching)
        interrupt();
    else if (state_ == State::Idle)
        becomeIdle();
}

void UciConnection::arrange(Color side) {
    if (state_ != State::Idle) return;
    send(QString::fromStdString(uci::arrangeCommand(side)));
    state_ = State::Arranging;
    answerTimer_.start(kAnswerMillis);
}

void UciConnection::stop() {
    queued_.removeIf(startsSearch);
    if (state_ == State::Searching) interrupt();
}

void UciConnection::interrupt() {
    send(QStringLiteral("stop"));
    state_ = State::Stopping;
    answerTimer_.start(kAnswerMillis);
}

void UciConnection::send(const QString& line) {
    sent_ << line;
    process_.write(line.toUtf8() + '\n');
}

void UciConnection::readLines() {
    while (process_.canReadLine()) {
        const QString line = QString::fromUtf8(process_.readLine()).trimmed();
        if (!line.isEmpty()) handle(line);
        if (state_ == State::Failed) return;
    }
}

void UciConnection::handle(const QString& line) {
    const std::string text = line.toStdString();
    switch (state_) {
        case State::Handshake:
            if (const auto id = uci::readIdLine(text)) {
                (id->field == "name" ? name_ : author_) = QString::fromStdString(id->value);
            } else if (auto option = uci::readOptionLine(text)) {
                options_.push_back(std::move(*option));
            } else if (line == QLatin1String("uciok")) {
                state_ = State::WaitingReady;
                send(QStringLiteral("isready"));
                answerTimer_.start(kAnswerMillis);
            }
            break;
        case State::WaitingReady:
            if (line == QLatin1String("readyok")) {
                becomeIdle();
                emit identified();
            }
            break;
        case State::Searching:
            if (const auto best = uci::readBestMoveLine(text)) {
                state_ = State::Idle;
                const QString move = QString::fromStdString(best->move);
                becomeIdle();
                emit bestMove(move);
            } else if (const auto report = uci::readInfoLine(text)) {
                emit info(*report);
            }
            break;
        case State::Arranging:
            if (uci::isArrangementLine(text)) {
                becomeIdle();
                emit arranged(line);
            }
            break;
        case State::Stopping:
            if (uci::readBestMoveLine(text)) becomeIdle();
            break;
        default:
            break;
    }
}

void UciConnection::becomeIdle() {
    answerTimer_.stop();
    state_ = State::Idle;
    while (!queued_.isEmpty()) {
        const QString line = queued_.takeFirst();
        send(line);
        if (line.startsWith(QLatin1String("go"))) {
            state_ = State::Searching;
            return;
        }
    }
}

void UciConnection::fail(const QString& why) {
    if (state_ == State::Failed) return;
    state_ = State::Failed;
    answerTimer_.stop();
    queued_.clear();
    quitting_ = true;  // what follows from the process is not news
    process_.kill();
    emit failed(tr("The engine %1 stopped working: %2").arg(name_, why));
}

void UciConnection::processEnded() {
    if (quitting_) return;
    fail(process_.exitStatus() == QProcess::CrashExit
             ? tr("it crashed")
             : tr("it ended (exit code %1)").arg(process_.exitCode()));
}

}  // namespace tavleya
