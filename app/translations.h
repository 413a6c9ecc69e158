#pragma once

#include <QLocale>

class QCoreApplication;

namespace tavleya {

// Installs the user-interface translation for a locale (English when there
// is none for it). Returns the language actually used.
QLocale::Language installTranslation(QCoreApplication& app, const QLocale& locale);

}  // namespace tavleya
