#include "translations.h"

#include <QCoreApplication>
#include <QSettings>
#include <QTranslator>

namespace tavleya {

QLocale chosenLocale() {
    const QString chosen = QSettings().value(kLanguageSetting).toString();
    if (chosen == QStringLiteral("ru")) return QLocale(QLocale::Russian);
    if (chosen == QStringLiteral("en")) return QLocale(QLocale::English);
    return QLocale::system();  // unset, or a value no longer known
}

QLocale::Language installTranslation(QCoreApplication& app, const QLocale& locale) {
    auto* translator = new QTranslator(&app);
    if (translator->load(locale, QStringLiteral("tavleya"), QStringLiteral("_"),
                         QStringLiteral(":/i18n")) &&
        QCoreApplication::installTranslator(translator))
        return translator->language() == QStringLiteral("ru") ? QLocale::Russian : QLocale::English;
    delete translator;
    return QLocale::English;
}

}  // namespace tavleya
