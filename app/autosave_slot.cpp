#include "autosave_slot.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>

namespace tavleya {
namespace {

std::unique_ptr<QLockFile> lockFor(const QString& autosave) {
    auto lock = std::make_unique<QLockFile>(autosave + QStringLiteral(".lock"));
    // Only a lock whose program has gone is stale: a window may run for days.
    lock->setStaleLockTime(0);
    return lock;
}

}  // namespace

QString AutosaveSlot::folder() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

AutosaveSlot::AutosaveSlot() {
    QDir().mkpath(folder());
    for (int n = 1;; ++n) {
        const QString path = folder() + QStringLiteral("/autosave-%1.pgn").arg(n);
        auto lock = lockFor(path);
        // A file that is there but unlocked is a killed program's: it waits
        // for claimLeftOver and is not taken over here.
        if (QFile::exists(path) || !lock->tryLock(0)) continue;
        path_ = path;
        lock_ = std::move(lock);
        return;
    }
}

bool AutosaveSlot::claimLeftOver(const QString& to) const {
    // "autosave.pgn" is the name older versions used.
    const QFileInfoList files =
        QDir(folder()).entryInfoList({QStringLiteral("autosave*.pgn")}, QDir::Files, QDir::Time);
    for (const QFileInfo& file : files) {
        const QString path = file.absoluteFilePath();
        if (path == path_) continue;
        auto lock = lockFor(path);
        if (!lock->tryLock(0)) continue;  // a running window's
        QFile::remove(to);
        const bool moved = QFile::rename(path, to);
        lock->unlock();
        if (moved) return true;
    }
    return false;
}

}  // namespace tavleya
