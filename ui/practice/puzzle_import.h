#pragma once

#include <QObject>
#include <QStringList>
#include <atomic>
#include <string>
#include <thread>
#include <vector>

#include "puzzles/puzzle_file_scan.h"

namespace tavleya {

// Reads a puzzle CSV (lichess's database, or one made by tavleya-puzzles,
// plain or compressed) on a thread of its own, so the window goes on:
// the good rows arrive in batches as they are read, the first within a
// moment, and at the end what could not be read, by line. A compressed
// file is unpacked into the cache as it is read, for its rows to be read
// again when played. Destroying the import stops it.
class PuzzleImport : public QObject {
    Q_OBJECT

public:
    explicit PuzzleImport(QString path, QObject* parent = nullptr);
    ~PuzzleImport() override;

    const QString& path() const { return path_; }

signals:
    // The file's header: which columns there are (the reader for its rows),
    // and where the rows' offsets point: the file, or its unpacked copy.
    void headerRead(tavleya::PuzzleCsvReader reader, QString readable);
    // Good rows; `variants` names the games of the file so far, `themes`
    // its themes by bit.
    void rowsRead(std::vector<std::string> variants, std::vector<std::string> themes,
                  std::vector<tavleya::PuzzleFileRow> rows, double fraction);
    // The end: the rows that were bad (the first ones named), or why the
    // file could not be read at all.
    void finished(int badRows, QStringList problems, QString failure);

private:
    void run();
    QString path_;
    std::atomic<bool> stop_{false};
    std::thread worker_;
};

}  // namespace tavleya
