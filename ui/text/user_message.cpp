#include "text/user_message.h"

#include <QCoreApplication>

namespace tavleya {
namespace {

QString translatedPattern(const Error& error) {
    return coreWords(error.pattern);
}

QString filled(const QString& pattern, const Error& error) {
    std::vector<std::string> args;
    for (const std::string& arg : error.args) args.push_back(coreWords(arg).toStdString());
    return QString::fromStdString(fillPattern(pattern.toStdString(), args));
}

}  // namespace

QString coreWords(std::string_view english) {
    const std::string words(english);
    return QCoreApplication::translate("core", words.c_str());
}

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
