#include "autosave_slot.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QStorageInfo>

namespace tavleya {
namespace {

// More windows than anyone runs at once, and more files left by killed
// programs than are ever waiting to be restored.
constexpr int kSlots = 256;

std::unique_ptr<QLockFile> lockFor(const QString& autosave) {
    auto lock = std::make_unique<QLockFile>(autosave + QStringLiteral(".lock"));
    // Only a lock whose program has gone is stale: a window may run for days.
    lock->setStaleLockTime(0);
    return lock;
}

}  // namespace

QString AutosaveSlot::whyNoFiles(const QString& folder) {
    const QString shown = QDir::toNativeSeparators(folder);
    if (!QFileInfo(folder).isDir()) return tr("the folder %1 cannot be made").arg(shown);
    if (!QFileInfo(folder).isWritable()) return tr("the folder %1 is read-only").arg(shown);
    // A lock file is a few dozen bytes; a disk with less than a block free
    // takes none.
    if (QStorageInfo(folder).bytesAvailable() < 4096)
        return tr("the disk that holds %1 is full").arg(shown);
    return tr("no file can be made in the folder %1").arg(shown);
}

QString AutosaveSlot::folder() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

AutosaveSlot::AutosaveSlot() {
    take();
}

bool AutosaveSlot::take() {
    if (taken()) return true;
    const QString dir = folder();
    QDir().mkpath(dir);
    for (int n = 1; n <= kSlots; ++n) {
        const QString path = dir + QStringLiteral("/autosave-%1.pgn").arg(n);
        // A file that is there but unlocked is a killed program's: it waits
        // for claimLeftOver and is not taken over here.
        if (QFile::exists(path)) continue;
        auto lock = lockFor(path);
        if (lock->tryLock(0)) {
            path_ = path;
            problem_.clear();
            lock_ = std::move(lock);
            return true;
        }
        // Held by another window: the next file may be free. Any other
        // failure would be the same for every file.
        if (lock->error() != QLockFile::LockFailedError) {
            problem_ = whyNoFiles(dir);
            return false;
        }
    }
    problem_ = tr("all %1 autosave files in the folder %2 are taken")
                   .arg(kSlots)
                   .arg(QDir::toNativeSeparators(dir));
    return false;
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
