#include "user_message.h"

#include <QCoreApplication>

namespace tavleya {

QString userMessage(const Error& error) {
    if (error.pattern.empty()) return QString::fromStdString(error.message);
    const std::string pattern(error.pattern);
    const QString translated = QCoreApplication::translate("core", pattern.c_str());
    return QString::fromStdString(fillPattern(translated.toStdString(), error.args));
}

}  // namespace tavleya
