#include <QApplication>

#include "main_window.h"
#include "translations.h"

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Tavleya"));
    QApplication::setOrganizationName(QStringLiteral("Tavleya"));
    QApplication::setApplicationVersion(QStringLiteral(TAVLEYA_VERSION));
    tavleya::installTranslation(app, QLocale::system());
    tavleya::MainWindow window;
    window.show();
    return QApplication::exec();
}
