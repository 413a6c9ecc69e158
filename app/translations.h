#pragma once

#include <QLocale>

class QCoreApplication;

namespace tavleya {

// The locale whose translation to use: the chosen language, else the system's.
QLocale chosenLocale();

// Installs the user-interface translation for a locale (English when there
// is none for it) and makes the language used the default locale. Returns
// that language.
QLocale::Language installTranslation(QCoreApplication& app, const QLocale& locale);

}  // namespace tavleya
