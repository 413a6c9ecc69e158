#include "checked_write.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <cerrno>

namespace tavleya {

// Holds the translation context of the reasons below.
class CheckedWrite {
    Q_DECLARE_TR_FUNCTIONS(tavleya::CheckedWrite)
};

namespace {

// Whether the file holds exactly `bytes`: what was saved is read back before
// anything that depended on it (an autosave) is let go.
bool holds(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) && file.size() == bytes.size() && file.readAll() == bytes;
}

}  // namespace

QString whyNotWritten(const QFileDevice& file) {
    if (errno == ENOSPC || errno == EFBIG || errno == EDQUOT)
        return CheckedWrite::tr("the disk is full");
    if (QFileInfo(file.fileName()).isDir()) return CheckedWrite::tr("it is a folder, not a file");
    return file.errorString();
}

QString writeFileSafely(const QString& path, const QByteArray& bytes) {
    QSaveFile file(path);
    errno = 0;
    if (!file.open(QIODevice::WriteOnly)) return whyNotWritten(file);
    if (file.write(bytes) != bytes.size() || !file.flush()) {
        const QString why = whyNotWritten(file);
        file.cancelWriting();
        return why;
    }
    if (!file.commit()) return whyNotWritten(file);
    if (!holds(path, bytes)) return CheckedWrite::tr("what was written does not read back");
    return {};
}

}  // namespace tavleya
