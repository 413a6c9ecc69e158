#include "practice/lesson_progress.h"

#include <QSettings>
#include <QUrl>

#include "settings/settings.h"

namespace tavleya {

QStringList LessonProgress::players() {
    QSettings stored;
    stored.beginGroup(QLatin1String(settings::kLessonProgressGroup));
    QStringList names = stored.childGroups();
    for (QString& name : names) name = QUrl::fromPercentEncoding(name.toUtf8());
    return names;
}

QString LessonProgress::lastPlayer() {
    return settings::lessonPlayer.read();
}

LessonProgress::LessonProgress(QString player) : player_(std::move(player)) {}

QString LessonProgress::key(const std::string& course, const std::string& lesson) const {
    // The name as the settings file can hold it whatever its letters.
    const QString name = QString::fromLatin1(QUrl::toPercentEncoding(player_));
    return QLatin1String(settings::kLessonProgressGroup) + '/' + name + '/' +
           QString::fromStdString(course) + '/' + QString::fromStdString(lesson);
}

std::optional<bool> LessonProgress::result(const std::string& course,
                                           const std::string& lesson) const {
    const QVariant value = QSettings().value(key(course, lesson));
    if (!value.isValid()) return std::nullopt;
    return value.toBool();
}

void LessonProgress::record(const std::string& course, const std::string& lesson, bool star) {
    const bool kept = result(course, lesson).value_or(false);
    QSettings().setValue(key(course, lesson), kept || star);
    settings::lessonPlayer.write(player_);
}

}  // namespace tavleya
