#include <QApplication>
#include <QCommandLineParser>
#include <QMessageBox>
#include <QTimer>

#include "game_document.h"
#include "main_window.h"
#include "settings/settings.h"
#include "settings_check.h"
#include "translations.h"

namespace {

// The program's name as its message boxes are titled, in the interface's
// language.
QString programName() {
    return QApplication::translate("main", "Tavleya");
}

// A game the program could not save before it was killed; whether it is
// back on the board.
bool offerRecovery(tavleya::MainWindow& window) {
    tavleya::GameDocument* document = window.document();
    if (!document->hasRecovery()) return false;
    const auto answer = QMessageBox::question(
        &window, programName(),
        QApplication::translate("main",
                                "Tavleya was not closed properly last time. Restore the "
                                "game that was on the board?"));
    if (answer != QMessageBox::Yes) {
        document->discardRecovery();
        return false;
    }
    if (const QString error = document->restoreRecovery(); !error.isEmpty()) {
        QMessageBox::warning(&window, programName(), error);
        return false;
    }
    return true;
}

// What the command line asks for.
struct Arguments {
    bool startsGame = false;  // a variant or a position was given
    QString variant, position, file;
};

Arguments readArguments(const QApplication& app) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate(
        "main",
        "Tavleya: chess and its variants at one board, with a clock, and games to read, "
        "annotate and save as PGN. Without arguments it starts a classical game."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption variant(QStringLiteral("variant"),
                                     QApplication::translate("main",
                                                             "Start a game of VARIANT "
                                                             "(classical, chess960, "
                                                             "tavreli, ...)."),
                                     QStringLiteral("VARIANT"));
    const QCommandLineOption position(
        QStringLiteral("position"),
        QApplication::translate("main", "Start from POSITION (FEN, or TFEN for Tavreli)."),
        QStringLiteral("POSITION"));
    parser.addOption(variant);
    parser.addOption(position);
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QApplication::translate("main", "A PGN file to open."),
                                 QStringLiteral("[FILE.pgn]"));
    parser.process(app);

    const QStringList files = parser.positionalArguments();
    return {parser.isSet(variant) || parser.isSet(position), parser.value(variant),
            parser.value(position), files.isEmpty() ? QString() : files.front()};
}

}  // namespace

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Tavleya"));
    QApplication::setOrganizationName(QStringLiteral("Tavleya"));
    QApplication::setApplicationVersion(QStringLiteral(TAVLEYA_VERSION));
    const QString damagedSettings = tavleya::setAsideDamagedSettings();
    tavleya::installTranslation(app, tavleya::chosenLocale());

    const Arguments arguments = readArguments(app);

    tavleya::MainWindow window;
    window.show();
    if (!damagedSettings.isEmpty())
        QMessageBox::warning(&window, programName(),
                             tavleya::damagedSettingsMessage(damagedSettings));
    const bool recovered = offerRecovery(window);
    if (arguments.startsGame) {
        const QString error = window.startGame(arguments.variant, arguments.position);
        if (!error.isEmpty()) QMessageBox::warning(&window, programName(), error);
    } else if (!arguments.file.isEmpty()) {
        const QString error = window.document()->openFile(arguments.file);
        if (!error.isEmpty()) QMessageBox::warning(&window, programName(), error);
    } else if (!recovered && !tavleya::settings::startPageShown.read()) {
        // A first start begins at the start page.
        window.showStartPage();
        tavleya::settings::startPageShown.write(true);
    }
    // bench/startup and scripts/check-install: the time from launch until the
    // window is up. Armed only now: a quit that fired inside one of the
    // dialogs above would end the dialog's loop, not this one.
    if (qEnvironmentVariableIsSet("TAVLEYA_QUIT_WHEN_SHOWN"))
        QTimer::singleShot(0, &app, &QApplication::quit);
    return QApplication::exec();
}
