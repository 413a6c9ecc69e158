#include "settings_check.h"

#include <QCoreApplication>
#include <QFile>
#include <QSettings>
#include <QStringDecoder>

namespace tavleya {

namespace {

// Settings are a few kilobytes: anything this large is not ours.
constexpr qint64 kLargestReadable = 16 << 20;

bool readable(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return true;  // nothing there to lose
    if (file.size() > kLargestReadable) return false;
    const QByteArray bytes = file.readAll();
    if (bytes.contains('\0')) return false;
    QStringDecoder utf8(QStringDecoder::Utf8);
    const QString text = utf8(bytes);
    if (utf8.hasError()) return false;
    return QSettings(path, QSettings::IniFormat).status() == QSettings::NoError;
}

}  // namespace

QString setAsideDamagedSettings() {
    const QString path = QSettings().fileName();
    if (readable(path)) return {};
    const QString keptAt = path + QStringLiteral(".damaged");
    QFile::remove(keptAt);
    // Where it cannot be moved, it stays; the defaults are used all the same.
    return QFile::rename(path, keptAt) ? keptAt : path;
}

QString damagedSettingsMessage(const QString& keptAt) {
    return QCoreApplication::translate("tavleya::SettingsCheck",
                                       "The settings could not be read, so the defaults are used. "
                                       "The damaged file was kept as %1.")
        .arg(keptAt);
}

}  // namespace tavleya
