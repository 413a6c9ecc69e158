#pragma once

#include <QByteArray>
#include <QString>

class QFileDevice;

namespace tavleya {

// Writes `bytes` to `path` so that nothing is lost whatever goes wrong:
// through QSaveFile (the old file stays until the new one is whole), every
// write checked and flushed before the commit (QSaveFile can report a commit
// as done after a buffered write failed, leaving an empty file), and the file
// read back after it. Returns why it failed, in words a user understands;
// empty when it is written.
QString writeFileSafely(const QString& path, const QByteArray& bytes);

// Why a write through `file` failed, just after it did: a full disk, or a
// folder where the file should be, said as such.
QString whyNotWritten(const QFileDevice& file);

}  // namespace tavleya
