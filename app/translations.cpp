#include "translations.h"

#include <QCoreApplication>
#include <QTranslator>

namespace tavleya {

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
