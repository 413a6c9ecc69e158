#pragma once

#include <QObject>
#include <QString>
#include <QThreadPool>
#include <QTimer>
#include <functional>
#include <string>

namespace tavleya {

// Writes a window's autosave without making the board wait for the disk:
// changes in quick succession are written once, after a short quiet period,
// and the file is written (through QSaveFile) on a thread of its own. The
// text is made on the window's thread when the period ends, so it is always
// the game as it is then.
class AutosaveWriter : public QObject {
    Q_OBJECT

public:
    static constexpr int kQuietMillis = 1000;

    explicit AutosaveWriter(QString path, QObject* parent = nullptr);
    // Writes what is still waiting, then waits for the write to end.
    ~AutosaveWriter() override;

    QString path() const { return path_; }
    // The game changed: `text` gives it as PGN when the quiet period ends.
    void schedule(std::function<std::string()> text);
    // Writes `text` now, on the writing thread, without waiting for it (a
    // running clock's regular save).
    void writeSoon(std::function<std::string()> text);
    // Writes what is waiting now and waits until it is written (a paused
    // clock, a closing window).
    void flush();
    // Nothing needs keeping (the game was saved, or the window closes
    // properly): drops what is waiting and removes the file once a write
    // under way has ended.
    void remove();

signals:
    // A write failed; the message names the file and the reason.
    void failed(const QString& message);

private:
    void writeNow();

    QString path_;
    QTimer quiet_;
    std::function<std::string()> pending_;
    QThreadPool writer_;  // one thread: writes happen in order
};

}  // namespace tavleya
