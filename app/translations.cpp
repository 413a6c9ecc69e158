#include "translations.h"

#include "settings/settings.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace tavleya {

QLocale chosenLocale() {
    const QString chosen = settings::language.read();
    if (chosen == QStringLiteral("ru")) return QLocale(QLocale::Russian);
    if (chosen == QStringLiteral("en")) return QLocale(QLocale::English);
    return QLocale::system();  // unset, or a value no longer known
}

QLocale::Language installTranslation(QCoreApplication& app, const QLocale& locale) {
    auto* translator = new QTranslator(&app);
    QLocale::Language used = QLocale::English;
    // A language Tavleya does not speak gets English, plural forms and all.
    const auto load = [translator](const QLocale& l) {
        return translator->load(l, QStringLiteral("tavleya"), QStringLiteral("_"),
                                QStringLiteral(":/i18n"));
    };
    if ((load(locale) || load(QLocale(QLocale::English))) &&
        QCoreApplication::installTranslator(translator))
        used = translator->language() == QStringLiteral("ru") ? QLocale::Russian : QLocale::English;
    else
        delete translator;
    // Qt's own words (the buttons of standard dialogs, the file dialog, key
    // names) in the same language, from Debian's qt6-translations-l10n.
    if (used == QLocale::Russian) {
        auto* qt = new QTranslator(&app);
        if (qt->load(QLocale(QLocale::Russian), QStringLiteral("qtbase"), QStringLiteral("_"),
                     QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(qt);
        else
            delete qt;
    }
    // Numbers, dates and sorting follow the language the words are in, so a
    // Russian interface never shows English number formats and the reverse.
    QLocale::setDefault(QLocale(used));
    return used;
}

}  // namespace tavleya
