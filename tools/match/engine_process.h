#pragma once

#include <sys/types.h>
#include <chrono>
#include <optional>
#include <string>
#include <vector>

namespace tavleya::match {

// A UCI engine as a child process: lines written to its input, lines read
// from its output with a deadline, so that an engine that hangs or dies is
// noticed instead of waited for. POSIX, no Qt: the match runner is a plain
// command-line program.
class EngineProcess {
public:
    // Starts `command` (a program path, then its arguments). Check running().
    explicit EngineProcess(const std::vector<std::string>& command);
    ~EngineProcess();
    EngineProcess(const EngineProcess&) = delete;
    EngineProcess& operator=(const EngineProcess&) = delete;

    bool running() const { return pid_ > 0; }
    // Why the program could not be run ("No such file or directory");
    // empty when it runs.
    const std::string& startError() const { return startError_; }
    // Whether its output has ended (the program ended, or closed it).
    bool ended() const { return ended_; }
    void send(const std::string& line);
    // The next line, or nullopt when the deadline passes or the engine ends.
    std::optional<std::string> readLine(std::chrono::steady_clock::time_point deadline);
    // Reads until a line that starts with `prefix`; nullopt as above.
    std::optional<std::string> waitFor(const std::string& prefix,
                                       std::chrono::steady_clock::time_point deadline);

private:
    pid_t pid_ = -1;
    int in_ = -1;   // the engine's standard input
    int out_ = -1;  // its standard output
    std::string buffer_;
    std::string startError_;
    bool ended_ = false;
};

}  // namespace tavleya::match
