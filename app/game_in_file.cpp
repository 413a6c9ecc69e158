#include "game_in_file.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <cerrno>

#include "checked_write.h"

namespace tavleya {

namespace {

// Copies `bytes` bytes of `in` from offset `from` to `out`.
bool copyPart(QFile& in, QSaveFile& out, qint64 from, qint64 bytes) {
    if (!in.seek(from)) return false;
    while (bytes > 0) {
        const QByteArray chunk = in.read(std::min<qint64>(bytes, 1 << 20));
        if (chunk.isEmpty() || out.write(chunk) != chunk.size()) return false;
        bytes -= chunk.size();
    }
    return true;
}

}  // namespace

QString replaceGameInFile(QFile& in, qint64 offset, const QByteArray& old, QByteArray text) {
    qsizetype body = old.size();
    while (body > 0 && QChar::isSpace(old[body - 1])) --body;
    text = text.trimmed() + old.mid(body);
    QSaveFile out(in.fileName());
    errno = 0;
    if (!out.open(QIODevice::WriteOnly)) return out.errorString();
    const qint64 end = offset + old.size();
    const qint64 expected = in.size() - old.size() + text.size();
    if (!copyPart(in, out, 0, offset) || out.write(text) != text.size() ||
        !copyPart(in, out, end, in.size() - end) || !out.flush()) {
        const QString why = whyNotWritten(out);
        out.cancelWriting();
        return why;
    }
    if (!out.commit()) return whyNotWritten(out);
    if (QFileInfo(in.fileName()).size() != expected)
        return QCoreApplication::translate("tavleya::GameDocument",
                                           "what was written does not read back");
    return {};
}

}  // namespace tavleya
