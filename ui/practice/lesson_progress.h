#pragma once

#include <QString>
#include <QStringList>
#include <optional>

namespace tavleya {

// Which lessons each player has done, kept in the settings by player name
// (several people share one computer at a hotseat board): a lesson done,
// and whether with a star (every exercise solved without a hint).
class LessonProgress {
public:
    // The players who have done a lesson, and the one who last did.
    static QStringList players();
    static QString lastPlayer();

    explicit LessonProgress(QString player);
    const QString& player() const { return player_; }

    // Nullopt: not done; false: done; true: done with a star.
    std::optional<bool> result(const std::string& course, const std::string& lesson) const;
    // Records a lesson done; a star once won is kept.
    void record(const std::string& course, const std::string& lesson, bool star);

private:
    QString key(const std::string& course, const std::string& lesson) const;
    QString player_;
};

}  // namespace tavleya
