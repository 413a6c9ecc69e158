// The game as a document, without a window: its questions answered by the
// test as a person would answer them, what it writes and what it says.

#include <QDate>
#include <QDir>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

#include "document_questions.h"
#include "file_suggestions.h"
#include "game_document.h"
#include "game_lists/game_list_panel.h"
#include "gui_test_main.h"
#include "play/game_session.h"
#include "ruleset_registry.h"
#include "session_moves.h"
#include "settings/settings.h"

using namespace tavleya;

namespace {

// Answers given in advance, and what was asked and told.
struct ScriptedQuestions : DocumentQuestions {
    QString askSavePath(const QString& suggested) override {
        pathsOffered << suggested;
        return savePath;
    }
    UnsavedWork askUnsavedWork() override {
        ++unsavedAsked;
        return unsavedAnswer;
    }
    void tellSaveFailed(const QString& why) override { failures << why; }
    bool askOpenReadPart(const QString& why, bool canOpenPart) override {
        unreadable << why;
        partOffered = canOpenPart;
        return openPart;
    }

    QString savePath;
    UnsavedWork unsavedAnswer = UnsavedWork::Cancel;
    QStringList pathsOffered;
    int unsavedAsked = 0;
    QStringList failures;
    bool openPart = false;
    QStringList unreadable;
    bool partOffered = false;
};

}  // namespace

class TestGameDocument : public QObject {
    Q_OBJECT

private slots:
    void init() {
        session_ = std::make_unique<GameSession>();
        list_ = std::make_unique<GameListPanel>();
        questions_ = ScriptedQuestions{};
        document_ = std::make_unique<GameDocument>(*session_, rulesets_, *list_, questions_);
        session_->start(rulesets_.create("classical").value(), std::nullopt);
    }
    void cleanup() {
        document_->close();
        document_.reset();
    }

    void unsavedWorkIsAskedAbout();
    void savedWhereThePersonChose();
    void aFailedSaveIsTold();
    void aGameOfAnyKindReadsBack();
    void aNoteRecordedIsToBeSaved();
    void saveSuggestsANameInTheFolderUsedLast();
    void aMissingFolderIsNotOffered();
    void anUnreadableGameChosenSaysWhy();

private:
    RulesetRegistry rulesets_ = builtinRulesets();
    QTemporaryDir dir_;
    ScriptedQuestions questions_;
    std::unique_ptr<GameSession> session_;
    std::unique_ptr<GameListPanel> list_;
    std::unique_ptr<GameDocument> document_;
};

void TestGameDocument::unsavedWorkIsAskedAbout() {
    // Nothing played: nothing to ask.
    QVERIFY(document_->maybeKeepWork());
    QCOMPARE(questions_.unsavedAsked, 0);
    testing::play(*session_, {"e4", "e5"});
    questions_.unsavedAnswer = DocumentQuestions::UnsavedWork::Cancel;
    QVERIFY(!document_->maybeKeepWork());
    questions_.unsavedAnswer = DocumentQuestions::UnsavedWork::Discard;
    QVERIFY(document_->maybeKeepWork());
    QCOMPARE(questions_.unsavedAsked, 2);
    // Saving backed out of keeps the work.
    questions_.unsavedAnswer = DocumentQuestions::UnsavedWork::Save;
    questions_.savePath.clear();
    QVERIFY(!document_->maybeKeepWork());
    QCOMPARE(questions_.pathsOffered.size(), 1);
}

void TestGameDocument::savedWhereThePersonChose() {
    QSignalSpy titles(document_.get(), &GameDocument::titleChanged);
    QSignalSpy modified(document_.get(), &GameDocument::modifiedChanged);
    testing::play(*session_, {"d4"});
    QCOMPARE(modified.size(), 1);
    QCOMPARE(modified.back().at(0).toBool(), true);
    questions_.unsavedAnswer = DocumentQuestions::UnsavedWork::Save;
    questions_.savePath = dir_.filePath("first");
    QVERIFY(document_->maybeKeepWork());
    // The suffix added, the title naming the file, nothing left unsaved.
    QCOMPARE(document_->path(), dir_.filePath("first.pgn"));
    QVERIFY(QFile::exists(dir_.filePath("first.pgn")));
    QCOMPARE(titles.back().at(0).toString(), QString("Tavleya — first.pgn"));
    QCOMPARE(modified.back().at(0).toBool(), false);
    QVERIFY(questions_.failures.isEmpty());
    // Saved again without asking where.
    testing::play(*session_, {"d5"});
    QVERIFY(document_->save());
    QCOMPARE(questions_.pathsOffered.size(), 1);
    QFile file(dir_.filePath("first.pgn"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().contains("1. d4 d5"));
}

void TestGameDocument::aFailedSaveIsTold() {
    testing::play(*session_, {"c4"});
    questions_.savePath = dir_.filePath("no such folder/game.pgn");
    QVERIFY(!document_->askSave());
    QCOMPARE(questions_.failures.size(), 1);
    QVERIFY2(questions_.failures[0].contains("game.pgn"), qPrintable(questions_.failures[0]));
    QVERIFY(document_->path().isEmpty());
}

void TestGameDocument::aGameOfAnyKindReadsBack() {
    QSignalSpy modified(document_.get(), &GameDocument::modifiedChanged);
    session_->start(rulesets_.create("tavreli").value(), std::nullopt);
    MoveList moves;
    session_->rules().legalMoves(session_->position(), moves);
    QVERIFY(session_->play(moves[0]));
    QCOMPARE(modified.back().at(0).toBool(), true);
    const QString path = dir_.filePath("tavreli.pgn");
    QCOMPARE(document_->saveGame(path), QString());
    QVERIFY(session_->undoStack()->isClean());
    QCOMPARE(modified.back().at(0).toBool(), false);

    GameSession other;
    GameListPanel otherList;
    ScriptedQuestions none;
    GameDocument reader(other, rulesets_, otherList, none);
    QCOMPARE(reader.openGame(path), QString());
    QCOMPARE(other.rules().info().key, std::string_view("tavreli"));
    QCOMPARE(other.tree().mainLine().size(), std::size_t{1});
    QVERIFY(other.tree().node(other.current()).move == moves[0]);
    QVERIFY(!reader.openGame(dir_.filePath("missing.pgn")).isEmpty());
    reader.close();
}

// A game of the list chosen that cannot be read: the person hears why, and
// may open the moves read before the error as a new game.
void TestGameDocument::anUnreadableGameChosenSaysWhy() {
    const QString path = dir_.filePath("broken.pgn");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(
        "[White \"A\"]\n\n1. d4 d5 *\n\n"
        "[White \"B\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 Ke5 4. O-O *\n\n"
        "[Variant \"Nonsense\"]\n\n1. e4 *\n");
    file.close();
    QSignalSpy listed(list_.get(), &GameListPanel::finished);
    QCOMPARE(document_->openFile(path), QString());
    QVERIFY(listed.wait(10000));
    QTRY_COMPARE(document_->listedRow(), 0);
    const auto first = session_->tree().mainLine();
    emit list_->gameChosen(1);
    QCOMPARE(questions_.unreadable.size(), 1);
    QVERIFY2(questions_.unreadable.front().contains(QLatin1String("Ke5")),
             qPrintable(questions_.unreadable.front()));
    QVERIFY(questions_.partOffered);
    QCOMPARE(session_->tree().mainLine(), first);  // declined: nothing changes
    QCOMPARE(document_->listedRow(), 0);
    questions_.openPart = true;
    emit list_->gameChosen(1);
    QCOMPARE(session_->tree().mainLine().size(), std::size_t{5});
    QCOMPARE(session_->tags().size() > 0, true);
    QCOMPARE(document_->listedRow(), -1);        // a new game: the file is not written
    QVERIFY(!session_->undoStack()->isClean());  // and one not saved anywhere
    // A game that fails before its moves has nothing to offer.
    questions_.unsavedAnswer = DocumentQuestions::UnsavedWork::Discard;
    emit list_->gameChosen(2);
    QCOMPARE(questions_.unsavedAsked, 1);
    QCOMPARE(questions_.unreadable.size(), 3);
    QVERIFY(!questions_.partOffered);
}

// A note the program writes in the record (a hint) changes the game saved.
void TestGameDocument::aNoteRecordedIsToBeSaved() {
    QSignalSpy modified(document_.get(), &GameDocument::modifiedChanged);
    testing::play(*session_, {"e4"});
    QCOMPARE(document_->saveGame(dir_.filePath("noted.pgn")), QString());
    QCOMPARE(modified.back().at(0).toBool(), false);
    session_->recordNote("Hint: e5");
    QCOMPARE(modified.back().at(0).toBool(), true);
    questions_.unsavedAnswer = DocumentQuestions::UnsavedWork::Cancel;
    QVERIFY(!document_->maybeKeepWork());
    QCOMPARE(questions_.unsavedAsked, 1);
    // The move it follows can still be taken back.
    QVERIFY(session_->canTakeBack());
}

// A new game is offered a name from its players, event and year, in the
// folder a file was last saved in; what a file name cannot hold is replaced.
void TestGameDocument::saveSuggestsANameInTheFolderUsedLast() {
    session_->setTags(GameSession::newGameTags("Anna Petrova", "Boris: the \"Bold\""));
    testing::play(*session_, {"e4"});
    questions_.savePath = dir_.filePath("kept.pgn");
    QVERIFY(document_->askSave());
    QCOMPARE(QFileInfo(questions_.pathsOffered.back()).fileName(),
             QString("Anna Petrova\u2013Boris_ the _Bold_, Casual game %1.pgn")
                 .arg(QDate::currentDate().year()));
    // One side unnamed: called by its colour.
    session_->start(rulesets_.create("classical").value(), std::nullopt);
    session_->setTags({{"White", "?"}, {"Black", "Stockfish"}, {"Event", "?"}});
    testing::play(*session_, {"c4"});
    QVERIFY(document_->askSave());
    QCOMPARE(QFileInfo(questions_.pathsOffered.back()).fileName(),
             QString("White\u2013Stockfish.pgn"));
    // A game other than chess says which.
    session_->start(rulesets_.create("crazyhouse").value(), std::nullopt);
    session_->setTags({{"White", "Anna"}, {"Black", "Boris"}, {"Variant", "Crazyhouse"}});
    testing::play(*session_, {"e4"});
    QVERIFY(document_->askSave());
    QCOMPARE(QFileInfo(questions_.pathsOffered.back()).fileName(),
             QString("Anna\u2013Boris, Crazyhouse.pgn"));
    // A game whose header knows nothing, after that save.
    session_->start(rulesets_.create("classical").value(), std::nullopt);
    session_->setTags({{"White", "?"}, {"Black", "?"}, {"Event", "?"}, {"Date", "????.??.??"}});
    testing::play(*session_, {"d4"});
    questions_.savePath.clear();
    QVERIFY(!document_->askSave());
    QCOMPARE(questions_.pathsOffered.back(), dir_.filePath("game.pgn"));
}

// With no file used yet and no documents folder, the dialogs start at home,
// not in a folder that is not there (offered as a file's name).
void TestGameDocument::aMissingFolderIsNotOffered() {
    settings::recentFiles.write({});
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QDir(documents).removeRecursively();
    QCOMPARE(lastFolderUsed(), QDir::homePath());
    QDir().mkpath(documents);
    QCOMPARE(lastFolderUsed(), documents);
}

TAVLEYA_GUI_TEST_MAIN(TestGameDocument)
#include "test_game_document.moc"
