#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <map>
#include <string>

#include "puzzles/puzzle_record.h"

namespace tavleya {

// A player's puzzle records, one file per player in the program's data
// folder (several people share one computer at a hotseat board). A file
// that cannot be read is kept aside under another name and said why; it is
// never written over.
class PuzzleRecordsFile {
    Q_DECLARE_TR_FUNCTIONS(PuzzleRecordsFile)

public:
    // The players who have a record, by name.
    static QStringList players();

    explicit PuzzleRecordsFile(QString player);
    const QString& player() const { return player_; }
    // What could not be read, for the person to be told; empty normally.
    const QString& problem() const { return problem_; }

    PuzzleRecord& of(const std::string& game) { return records_[game]; }
    // Writes the records at once (atomically); an error, or empty.
    QString save() const;

private:
    QString path() const;
    QString player_;
    QString problem_;
    std::map<std::string, PuzzleRecord> records_;
};

}  // namespace tavleya
