#pragma once

#include <QObject>
#include <QProcess>
#include <QStringList>
#include <QTimer>
#include <vector>

#include "square.h"
#include "uci/uci_messages.h"

namespace tavleya {

// The conversation with one UCI engine running as a program of its own: the
// handshake (its name, author and options), options set, searches started
// and stopped. A search asked for while another runs stops the other first
// and drops its answer, so the answer that arrives is always for the last
// position asked about. An engine that cannot be started, ends, or does not
// answer in time is reported once through failed(); nothing waits on it.
class UciConnection : public QObject {
    Q_OBJECT

public:
    // How long an engine may take to answer "uci", "isready" or "stop".
    static constexpr int kAnswerMillis = 5000;

    explicit UciConnection(QObject* parent = nullptr);
    ~UciConnection() override;

    // Starts the program and the handshake; identified() or failed() follows.
    void start(const QString& program, const QStringList& arguments = {});
    bool isReady() const { return state_ == State::Idle || state_ == State::Searching; }
    bool isSearching() const { return state_ == State::Searching; }
    bool hasFailed() const { return state_ == State::Failed; }
    QString program() const { return program_; }
    QString name() const { return name_; }
    QString author() const { return author_; }
    const std::vector<uci::UciOption>& options() const { return options_; }
    const uci::UciOption* option(const QString& name) const;

    // Sent at once when the engine is idle, else after the search under way
    // has been stopped.
    void setOption(const QString& name, const QString& value);
    // Presses a button option.
    void press(const QString& name);
    void newGame();
    // `position` is the full "position …" command, `go` the "go …" one.
    void search(const QString& position, const QString& go);
    // Asks for one side's secret arrangement in Tavleya's own words
    // (uci/uci_arrangement.h); arranged() or, past the deadline, failed()
    // follows.
    void arrange(tavleya::Color side);
    // Stops the search under way; its best move is not reported.
    void stop();
    // The lines sent so far, for tests and for telling what went wrong.
    const QStringList& sent() const { return sent_; }

signals:
    void identified();
    void info(const tavleya::uci::UciInfo& info);
    // The answer to the last search asked for; empty when the position has
    // no legal move.
    void bestMove(const QString& move);
    // The engine's "arrangement …" line, unread.
    void arranged(const QString& line);
    void failed(const QString& why);

private:
    enum class State {
        NotStarted,
        Handshake,
        WaitingReady,
        Idle,
        Searching,
        Stopping,
        Arranging,
        Failed
    };

    void send(const QString& line);
    void readLines();
    void handle(const QString& line);
    void becomeIdle();
    // Asks the search under way to end; its answer is dropped.
    void interrupt();
    void fail(const QString& why);
    void processEnded();

    QProcess process_;
    QTimer answerTimer_;  // a deadline for the answer awaited
    State state_ = State::NotStarted;
    QString program_, name_, author_;
    std::vector<uci::UciOption> options_;
    QStringList queued_;  // to send once the engine is idle
    QStringList sent_;
    bool quitting_ = false;
};

}  // namespace tavleya
