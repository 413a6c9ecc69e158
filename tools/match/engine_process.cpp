#include "engine_process.h"

#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>
#include <cerrno>
#include <csignal>
#include <cstring>

namespace tavleya::match {

EngineProcess::EngineProcess(const std::vector<std::string>& command) {
    // Close-on-exec, so that no engine holds another's pipes open; the
    // third pipe carries why the program could not be run, if it could not.
    int toEngine[2], fromEngine[2], execFailure[2];
    if (command.empty() || pipe2(toEngine, O_CLOEXEC) != 0) return;
    if (pipe2(fromEngine, O_CLOEXEC) != 0) {
        close(toEngine[0]);
        close(toEngine[1]);
        return;
    }
    if (pipe2(execFailure, O_CLOEXEC) != 0) {
        for (int fd : {toEngine[0], toEngine[1], fromEngine[0], fromEngine[1]}) close(fd);
        return;
    }
    pid_ = fork();
    if (pid_ == 0) {
        dup2(toEngine[0], STDIN_FILENO);
        dup2(fromEngine[1], STDOUT_FILENO);
        std::vector<char*> argv;
        for (const std::string& a : command) argv.push_back(const_cast<char*>(a.c_str()));
        argv.push_back(nullptr);
        execvp(argv[0], argv.data());
        const int error = errno;
        [[maybe_unused]] const ssize_t told = write(execFailure[1], &error, sizeof error);
        _exit(127);
    }
    close(toEngine[0]);
    close(fromEngine[1]);
    close(execFailure[1]);
    in_ = toEngine[1];
    out_ = fromEngine[0];
    // A dead engine must not kill the runner when it is written to.
    std::signal(SIGPIPE, SIG_IGN);
    // Nothing comes through once the program runs (the pipe closes on exec).
    int error = 0;
    const bool failed = pid_ > 0 && read(execFailure[0], &error, sizeof error) == sizeof error;
    close(execFailure[0]);
    if (failed) {
        startError_ = std::strerror(error);
        waitpid(pid_, nullptr, 0);
        pid_ = -1;
    }
    if (pid_ < 0) {
        if (startError_.empty()) startError_ = "the process could not be made";
        close(in_);
        close(out_);
        in_ = out_ = -1;
    }
}

EngineProcess::~EngineProcess() {
    if (pid_ <= 0) return;
    send("quit");
    close(in_);
    // A polite engine ends at once; one that does not is ended.
    for (int i = 0; i < 100; ++i) {
        if (waitpid(pid_, nullptr, WNOHANG) == pid_) {
            close(out_);
            return;
        }
        usleep(10'000);
    }
    kill(pid_, SIGKILL);
    waitpid(pid_, nullptr, 0);
    close(out_);
}

void EngineProcess::send(const std::string& line) {
    if (in_ < 0) return;
    const std::string text = line + "\n";
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = write(in_, text.data() + done, text.size() - done);
        if (n <= 0) return;
        done += static_cast<std::size_t>(n);
    }
}

std::optional<std::string> EngineProcess::readLine(std::chrono::steady_clock::time_point deadline) {
    while (true) {
        if (const auto end = buffer_.find('\n'); end != std::string::npos) {
            std::string line = buffer_.substr(0, end);
            buffer_.erase(0, end + 1);
            if (!line.empty() && line.back() == '\r') line.pop_back();
            return line;
        }
        if (out_ < 0) return std::nullopt;
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                              deadline - std::chrono::steady_clock::now())
                              .count();
        if (left <= 0) return std::nullopt;
        pollfd wait{out_, POLLIN, 0};
        if (poll(&wait, 1, static_cast<int>(std::min<long long>(left, 1000))) <= 0) continue;
        char chunk[4096];
        const ssize_t n = read(out_, chunk, sizeof chunk);
        if (n <= 0) {
            ended_ = true;
            return std::nullopt;
        }
        buffer_.append(chunk, static_cast<std::size_t>(n));
    }
}

std::optional<std::string> EngineProcess::waitFor(const std::string& prefix,
                                                  std::chrono::steady_clock::time_point deadline) {
    while (auto line = readLine(deadline))
        if (line->rfind(prefix, 0) == 0) return line;
    return std::nullopt;
}

}  // namespace tavleya::match
