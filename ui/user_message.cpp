#include "user_message.h"

#include <QCoreApplication>

namespace tavleya {
namespace {

QString translatedPattern(const Error& error) {
    const std::string pattern(error.pattern);
    return QCoreApplication::translate("core", pattern.c_str());
}

QString filled(const QString& pattern, const Error& error) {
    return QString::fromStdString(fillPattern(pattern.toStdString(), error.args));
}

}  // namespace

QString userMessage(const Error& error) {
    if (error.pattern.empty()) return QString::fromStdString(error.message);
    return filled(translatedPattern(error), error);
}

QString userSentence(const Error& error) {
    if (error.pattern.empty()) return QString::fromStdString(error.message);
    // The pattern's own first letter, never an argument's (a file's name).
    QString pattern = translatedPattern(error);
    if (!pattern.isEmpty() && pattern.front().isLower())
        pattern.front() = pattern.front().toUpper();
    return filled(pattern, error);
}

}  // namespace tavleya
