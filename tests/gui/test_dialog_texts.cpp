// Every dialog of the program, opened as a user opens it, first in English
// and then in Russian with the translations the program loads: no text a
// person reads is left in English in the Russian interface, the translation
// files have no unfinished entry, and no label, button, field's placeholder,
// list entry or title is wider than its widget shows.

#include <QAbstractButton>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QFile>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QStyleOptionComboBox>
#include <QStyleOptionFrame>
#include <QStyleOptionHeader>
#include <QTableView>
#include <QTextDocument>
#include <QTimer>
#include <QXmlStreamReader>
#include <QtTest>
#include <functional>

#include "board_driver.h"
#include "dialogs/new_game_dialog.h"
#include "engines/engine_options_dialog.h"
#include "game_document.h"
#include "game_lists/game_list_panel.h"
#include "gui_test_main.h"
#include "main_window.h"
#include "ruleset_registry.h"
#include "session_moves.h"
#include "text/user_message.h"
#include "window_driver.h"

using namespace tavleya;
using namespace tavleya::testing;

namespace {

// What a widget shows as plain text: without the mnemonic's ampersand and,
// for rich text, without the markup.
QString shown(const QString& text) {
    QString plain = text;
    if (Qt::mightBeRichText(plain)) {
        QTextDocument document;
        document.setHtml(plain);
        plain = document.toPlainText();
    }
    plain.replace(QLatin1String("&&"), QLatin1String("\x01"));
    plain.remove(QLatin1Char('&'));
    plain.replace(QLatin1Char('\x01'), QLatin1Char('&'));
    return plain;
}

// Words that are the same in Russian: names, standards, key names.
bool sameInRussian(const QString& word) {
    static const QStringList words = {
        "OK",      "FEN",        "TFEN",    "UCI",    "PGN",       "ECO",      "SAN",   "Elo",
        "English", "Ctrl",       "Shift",   "Alt",    "Stockfish", "Fairy",    "Esc",   "Del",
        "Nf3",     "Kf3",        "MultiPV", "Hash",   "Threads",   "Ponder",   "Style", "Solid",
        "Risky",   "SyzygyPath", "Clear",   "Normal", "Move",      "Overhead", "GNU",   "GPL"};
    return words.contains(word);
}

// A word of Latin letters left in a text that should be Russian.
QString englishWord(const QString& text) {
    static const QRegularExpression latin(QStringLiteral("[A-Za-z]{3,}"));
    for (auto it = latin.globalMatch(text); it.hasNext();) {
        const QString word = it.next().captured();
        if (!sameInRussian(word)) return word;
    }
    return {};
}

// Where a widget's text is laid out, and how wide the text is.
struct Fit {
    QString text;
    int needed = 0;
    int room = 0;
};

QString describe(const QWidget* widget) {
    return QStringLiteral("%1 \"%2\"")
        .arg(QLatin1String(widget->metaObject()->className()), widget->objectName());
}

class TextCheck {
public:
    explicit TextCheck(bool russian) : russian_(russian) {}

    // Words of the user's data, which stay as they are: a file's name, a
    // game's players, the openings' variations (named in English only).
    void allow(const QString& data) { data_ << data; }

    // Every visible widget of `window` and its children.
    QStringList problemsOf(QWidget* window) {
        problems_.clear();
        read(window->windowTitle(), window);
        titleFits(window);
        for (QWidget* widget : window->findChildren<QWidget*>())
            if (widget->isVisibleTo(window) && widget->window() == window) look(widget);
        return problems_;
    }

    // The window's menus and the commands in them, shown or not.
    QStringList problemsOfCommands(QWidget* window) {
        problems_.clear();
        for (QAction* action : window->findChildren<QAction*>()) {
            read(action->text(), window);
            read(action->toolTip(), window);
            read(action->statusTip(), window);
            // A shortcut's translation names the same keys, on any keyboard
            // layout: Latin letters and Qt's key names.
            for (const QKeySequence& keys : action->shortcuts()) {
                const QString text = keys.toString(QKeySequence::PortableText);
                if (std::any_of(text.begin(), text.end(),
                                [](QChar c) { return c.unicode() > 127; }))
                    problems_
                        << QStringLiteral("the shortcut %1 of \"%2\"").arg(text, action->text());
            }
        }
        return problems_;
    }

private:
    void read(const QString& text, const QWidget* where) {
        if (!russian_ || text.isEmpty()) return;
        QString words = shown(text);
        for (const QString& data : data_) words.remove(data);
        if (const QString word = englishWord(words); !word.isEmpty())
            problems_ << QStringLiteral("English \"%1\" in \"%2\" (%3)")
                             .arg(word, shown(text), describe(where));
    }

    void fits(const QWidget* widget, const Fit& fit) {
        if (fit.needed > fit.room)
            problems_ << QStringLiteral("\"%1\" needs %2 px, %3 shows %4")
                             .arg(fit.text)
                             .arg(fit.needed)
                             .arg(describe(widget))
                             .arg(fit.room);
    }

    // The title bar shows the title beside the window's icon and buttons.
    void titleFits(const QWidget* window) {
        QFont bold = window->font();
        bold.setBold(true);
        const int decoration = 4 * QFontMetrics(bold).height() + 24;
        fits(window, {window->windowTitle(),
                      QFontMetrics(bold).horizontalAdvance(window->windowTitle()) + decoration,
                      window->width()});
    }

    void look(QWidget* widget) {
        read(widget->toolTip(), widget);
        if (auto* label = qobject_cast<QLabel*>(widget)) return lookAt(label);
        if (auto* button = qobject_cast<QAbstractButton*>(widget)) return lookAt(button);
        if (auto* field = qobject_cast<QLineEdit*>(widget)) return lookAt(field);
        if (auto* box = qobject_cast<QComboBox*>(widget)) return lookAt(box);
        if (auto* group = qobject_cast<QGroupBox*>(widget)) return read(group->title(), group);
        if (auto* bar = qobject_cast<QProgressBar*>(widget)) return lookAt(bar);
        if (auto* header = qobject_cast<QHeaderView*>(widget)) return lookAt(header);
    }

    void lookAt(QLabel* label) {
        const QString text = label->text();
        if (text.isEmpty()) return;
        read(text, label);
        const QRect room = label->contentsRect().adjusted(label->margin(), label->margin(),
                                                          -label->margin(), -label->margin());
        if (label->wordWrap()) {
            fits(label, {shown(text), label->heightForWidth(label->width()), label->height()});
            return;
        }
        const int needed =
            Qt::mightBeRichText(text)
                ? label->sizeHint().width()
                : label->fontMetrics().horizontalAdvance(shown(text).split('\n').first());
        fits(label,
             {shown(text), needed, Qt::mightBeRichText(text) ? label->width() : room.width()});
    }

    void lookAt(QAbstractButton* button) {
        const QString text = button->text();
        if (text.isEmpty()) return;
        read(text, button);
        // A button's size hint is its text, icon and frame; a layout gives
        // it at least that unless something squeezes it.
        fits(button, {shown(text), button->sizeHint().width(), button->width()});
    }

    void lookAt(QLineEdit* field) {
        const QString text = field->placeholderText();
        if (text.isEmpty()) return;
        read(text, field);
        if (!field->text().isEmpty()) return;
        QStyleOptionFrame frame;
        frame.initFrom(field);
        frame.rect = field->contentsRect();
        frame.lineWidth = field->hasFrame() ? field->style()->pixelMetric(
                                                  QStyle::PM_DefaultFrameWidth, &frame, field)
                                            : 0;
        const QRect inside =
            field->style()->subElementRect(QStyle::SE_LineEditContents, &frame, field);
        const QMargins margins = field->textMargins();
        const int room = inside.width() - margins.left() - margins.right() - 2 * 2;
        fits(field, {text, field->fontMetrics().horizontalAdvance(text), room});
    }

    void lookAt(QComboBox* box) {
        QStyleOptionComboBox option;
        option.initFrom(box);
        option.editable = box->isEditable();
        const QRect field = box->style()->subControlRect(QStyle::CC_ComboBox, &option,
                                                         QStyle::SC_ComboBoxEditField, box);
        for (int i = 0; i < box->count(); ++i) {
            const QString text = box->itemText(i);
            read(text, box);
            const int icon = box->itemIcon(i).isNull() ? 0 : box->iconSize().width() + 4;
            fits(box, {text, box->fontMetrics().horizontalAdvance(text) + icon, field.width()});
        }
    }

    void lookAt(QProgressBar* bar) {
        if (!bar->isTextVisible() || bar->text().isEmpty()) return;
        read(bar->text(), bar);
        fits(bar, {bar->text(), bar->fontMetrics().horizontalAdvance(bar->text()),
                   bar->contentsRect().width() - 4});
    }

    void lookAt(QHeaderView* header) {
        const QAbstractItemModel* model = header->model();
        if (!model) return;
        for (int section = 0; section < header->count(); ++section) {
            if (header->isSectionHidden(section)) continue;
            const QString text = model->headerData(section, header->orientation()).toString();
            read(text, header);
            // A stretching section is as wide as the view leaves it.
            if (text.isEmpty() || header->orientation() != Qt::Horizontal ||
                header->sectionResizeMode(section) == QHeaderView::Stretch ||
                (header->stretchLastSection() && section == header->count() - 1))
                continue;
            QStyleOptionHeader option;
            option.initFrom(header);
            option.text = text;
            option.section = section;
            option.sortIndicator = header->isSortIndicatorShown() ? QStyleOptionHeader::SortDown
                                                                  : QStyleOptionHeader::None;
            const int needed = header->style()
                                   ->sizeFromContents(QStyle::CT_HeaderSection, &option, {}, header)
                                   .width();
            fits(header, {text, needed, header->sectionSize(section)});
        }
    }

    bool russian_;
    QStringList data_;
    QStringList problems_;
};

// The layouts a change asked for, done.
void laidOut() {
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    QCoreApplication::processEvents();
}

// Calls `check` on the modal dialog `open` brings up, then closes it.
void onModal(const std::function<void()>& open, const std::function<void(QWidget*)>& check) {
    bool seen = false;
    QTimer::singleShot(0, [&] {
        QWidget* dialog = QApplication::activeModalWidget();
        QTRY_VERIFY(dialog = QApplication::activeModalWidget());
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        laidOut();
        seen = true;
        check(dialog);
        // A question is answered Cancel, as a person backing out does.
        auto* box = qobject_cast<QMessageBox*>(dialog);
        if (box && box->button(QMessageBox::Cancel))
            box->button(QMessageBox::Cancel)->click();
        else if (auto* asked = qobject_cast<QDialog*>(dialog))
            asked->reject();
        else
            dialog->close();
    });
    open();
    QVERIFY(seen);
}

// A QAction of the window by the text it is given in the sources.
QAction* actionNamed(QWidget* window, const char* text) {
    const QString wanted = QCoreApplication::translate("tavleya::MainWindow", text);
    for (QAction* action : window->findChildren<QAction*>())
        if (action->text() == wanted) return action;
    return nullptr;
}

}  // namespace

class TestDialogTexts : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void translationsFinished();
    void theCheckSeesClippedText();
    void englishDialogs();
    void russianDialogs();
    void gamesNamedInRussian();
    void aRussianWindowWritesRussianLetters();

private:
    void everyDialog(bool russian);
};

void TestDialogTexts::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("TavleyaTests"));
    QSettings().clear();
}

void TestDialogTexts::translationsFinished() {
    // Every entry translated: none unfinished, none left over from text the
    // program no longer has, none empty.
    for (const char* language : {"en", "ru"}) {
        QFile file(QStringLiteral(TAVLEYA_TEST_DATA "/../../translations/tavleya_%1.ts")
                       .arg(QLatin1String(language)));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
        QXmlStreamReader xml(&file);
        QString source;
        bool numerus = false;
        int messages = 0;
        const auto where = [&] { return file.fileName() + QStringLiteral(": \"") + source + '"'; };
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement) continue;
            if (xml.name() == QLatin1String("message")) {
                numerus = xml.attributes().value("numerus") == QLatin1String("yes");
                ++messages;
            } else if (xml.name() == QLatin1String("source")) {
                source = xml.readElementText();
            } else if (xml.name() == QLatin1String("translation")) {
                const QString type = xml.attributes().value("type").toString();
                QVERIFY2(type.isEmpty(), qPrintable(where() + QStringLiteral(" is ") + type));
                if (!numerus)
                    QVERIFY2(!xml.readElementText().isEmpty(),
                             qPrintable(where() + QStringLiteral(" has no translation")));
            } else if (xml.name() == QLatin1String("numerusform")) {
                QVERIFY2(!xml.readElementText().isEmpty(),
                         qPrintable(where() + QStringLiteral(" lacks a plural form")));
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(messages > 100);
    }
}

void TestDialogTexts::theCheckSeesClippedText() {
    // The check would see a label, a button and a placeholder cut short, and
    // English left in Russian.
    QDialog dialog;
    auto* label =
        new QLabel(QStringLiteral("A heading that is much too long for its place"), &dialog);
    label->setGeometry(10, 10, 60, 20);
    auto* wrapped = new QLabel(QStringLiteral("A note that wraps onto more lines than it has room "
                                              "for in its narrow place"),
                               &dialog);
    wrapped->setWordWrap(true);
    wrapped->setGeometry(10, 40, 80, 20);
    auto* button = new QPushButton(QStringLiteral("A button with a long text"), &dialog);
    button->setGeometry(10, 70, 50, 30);
    auto* field = new QLineEdit(&dialog);
    field->setPlaceholderText(QStringLiteral("no clock; or 5+3, 40/90+30+30, 5 d5 …"));
    field->setGeometry(10, 110, 80, 24);
    dialog.resize(400, 200);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const QStringList problems = TextCheck(true).problemsOf(&dialog);
    for (const char* seen : {"A heading", "A note", "A button", "no clock", "English \"heading\""})
        QVERIFY2(problems.filter(QLatin1String(seen)).size() >= 1, seen);
    // Given room, the same texts pass.
    label->setGeometry(10, 10, 380, 20);
    wrapped->setGeometry(10, 40, 380, 60);
    button->setGeometry(10, 70, 380, 30);
    field->setGeometry(10, 110, 380, 24);
    QCOMPARE(TextCheck(false).problemsOf(&dialog), QStringList());
}

void TestDialogTexts::everyDialog(bool russian) {
    TextCheck check(russian);
    const auto expectNone = [&](QWidget* dialog) {
        const QStringList problems = check.problemsOf(dialog);
        QVERIFY2(problems.isEmpty(), qPrintable(dialog->windowTitle() + QStringLiteral(":\n  ") +
                                                problems.join(QStringLiteral("\n  "))));
    };
    MainWindow window;
    window.resize(1100, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    expectNone(&window);
    const QStringList commands = check.problemsOfCommands(&window);
    QVERIFY2(commands.isEmpty(), qPrintable(commands.join(QStringLiteral("\n  "))));
    QAction* newGame = window.findChild<QAction*>("newGame");
    // New Game, with every variant's name and rules, and the time control
    // typed or left to its placeholder.
    onModal([&] { newGame->trigger(); },
            [&](QWidget* dialog) {
                auto* variants = dialog->findChild<QComboBox*>("variant");
                QVERIFY(variants);
                for (int i = 0; i < variants->count(); ++i) {
                    variants->setCurrentIndex(i);
                    laidOut();
                    expectNone(dialog);
                }
            });
    onModal([&] { window.findChild<QAction*>("playFromHere")->trigger(); }, expectNone);
    onModal([&] { window.findChild<QAction*>("settings")->trigger(); },
            [&](QWidget* dialog) {
                expectNone(dialog);
                // The note about the new language, once it is chosen.
                auto* language = dialog->findChild<QComboBox*>("language");
                language->setCurrentIndex(russian ? 1 : 2);
                laidOut();
                expectNone(dialog);
            });
    onModal([&] { window.findChild<QAction*>("engines")->trigger(); }, expectNone);
    {
        using uci::UciOption;
        const std::vector<UciOption> options = {
            {"Hash", UciOption::Type::Spin, "16", 1, 1024, {}},
            {"Ponder", UciOption::Type::Check, "false", 0, 0, {}},
            {"Style", UciOption::Type::Combo, "Normal", 0, 0, {"Solid", "Normal", "Risky"}},
            {"SyzygyPath", UciOption::Type::String, "", 0, 0, {}},
            {"Clear Hash", UciOption::Type::Button, "", 0, 0, {}}};
        EngineOptionsDialog options_dialog(QStringLiteral("Stockfish"), options, {}, &window);
        onModal([&] { options_dialog.exec(); }, expectNone);
    }
    onModal([&] { window.findChild<QAction*>("editHeader")->trigger(); }, expectNone);
    onModal([&] { window.findChild<QAction*>("setUpPosition")->trigger(); }, expectNone);
    onModal([&] { actionNamed(&window, "&About Tavleya")->trigger(); }, expectNone);
    // The questions about the game: resigning, a draw offered and claimed.
    BoardWidget* board = boardOf(window);
    const std::pair<const char*, const char*> moves[] = {{"g1", "f3"}, {"g8", "f6"}, {"f3", "g1"},
                                                         {"f6", "g8"}, {"g1", "f3"}, {"g8", "f6"},
                                                         {"f3", "g1"}};
    for (const auto& [from, to] : moves) drag(board, from, to);
    onModal([&] { window.findChild<QAction*>("resign")->trigger(); }, expectNone);
    onModal([&] { window.findChild<QAction*>("claimDraw")->trigger(); }, expectNone);
    onModal([&] { window.findChild<QAction*>("offerDraw")->trigger(); }, expectNone);
    // A new game asks first what becomes of the moves played, in Qt's own
    // buttons too.
    onModal([&] { newGame->trigger(); }, expectNone);
    // The list of a file's games, with its progress as the moves are checked.
    QCOMPARE(documentOf(window)->openFile(
                 QStringLiteral(TAVLEYA_TEST_DATA "/pgn/pychess/world_matches.pgn")),
             QString());
    auto* progress = gameListOf(window)->findChild<QProgressBar*>();
    QVERIFY(progress);
    QTRY_VERIFY_WITH_TIMEOUT(!gameListOf(window)->listing(), 30000);
    progress->setFormat(
        QCoreApplication::translate("tavleya::GameListPanel", "checking moves %p%"));
    progress->setValue(49);
    progress->show();
    check.allow(QStringLiteral("world_matches.pgn"));
    check.allow(window.findChild<QLabel*>("openingName")->text());
    laidOut();
    expectNone(&window);
    // The panes beside: the opening tree and the analysis, its engine
    // running (every engine's name whole in its list).
    window.findChild<QAction*>("showOpeningTree")->trigger();
    QAction* analyse = window.findChild<QAction*>("analyse");
    analyse->trigger();
    // Until the engine's first report, which names it.
    const auto* status = window.findChild<QLabel*>("analysisStatus");
    QTRY_VERIFY_WITH_TIMEOUT(status->text().contains(QStringLiteral(" · ")), 10000);
    // The tree's status may have changed just now, when the file's index was
    // made on its thread; the window lays it out before it paints.
    laidOut();
    expectNone(&window);
    analyse->trigger();
}

void TestDialogTexts::englishDialogs() {
    everyDialog(false);
}

void TestDialogTexts::russianDialogs() {
    // As the program does for a Russian interface: its own words and Qt's.
    QCOMPARE(installTranslation(*qApp, QLocale(QLocale::Russian)), QLocale::Russian);
    QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QString("Отмена"));
    everyDialog(true);
}

void TestDialogTexts::gamesNamedInRussian() {
    // Every game's name and rules in the Russian of the translation (which
    // names each game as the core's own Russian name does), and a message
    // that names a game names it so.
    for (const RulesetInfo& info : builtinRulesets().list()) {
        const QString english = QString::fromUtf8(info.nameEnglish.data(),
                                                  static_cast<qsizetype>(info.nameEnglish.size()));
        QCOMPARE(coreWords(info.nameEnglish),
                 QString::fromUtf8(info.nameRussian.data(),
                                   static_cast<qsizetype>(info.nameRussian.size())));
        QVERIFY2(englishWord(coreWords(info.summaryEnglish)).isEmpty(), qPrintable(english));
    }
    const Error error = Error::translatable(
        TAVLEYA_MESSAGE("core", "a %1 game needs its start position in a FEN tag"),
        {std::string(builtinRulesets().create("chess960").value()->info().nameEnglish)});
    QCOMPARE(userSentence(error),
             QString("Партии варианта Шахматы Фишера (960) нужна начальная позиция в теге FEN"));
}

void TestDialogTexts::aRussianWindowWritesRussianLetters() {
    // Until another notation is chosen, a Russian interface writes moves
    // with Russian letters, and Tavreli's board and lessons name files so.
    QCOMPARE(installTranslation(*qApp, QLocale(QLocale::Russian)), QLocale::Russian);
    MainWindow window;
    GameSession& session = *sessionOf(window);
    testing::play(session, {"e4", "e5", "Nf3"});
    QCOMPARE(moveListOf(window)->index(1, MoveListModel::WhiteColumn).data().toString(),
             QString("Кf3"));
}

TAVLEYA_GUI_TEST_MAIN(TestDialogTexts)
#include "test_dialog_texts.moc"
