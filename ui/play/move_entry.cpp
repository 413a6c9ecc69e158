#include "play/move_entry.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QKeyEvent>
#include <QStringListModel>

#include "notation/turn_reader.h"
#include "text/user_message.h"

namespace tavleya {

MoveEntry::MoveEntry(QWidget* parent)
    : QLineEdit(parent), moves_(new QStringListModel(this)), completer_(new QCompleter(this)) {
    setObjectName(QStringLiteral("moveEntry"));
    setClearButtonEnabled(true);
    completer_->setModel(moves_);
    completer_->setCaseSensitivity(Qt::CaseInsensitive);
    completer_->setCompletionMode(QCompleter::PopupCompletion);
    completer_->setWidget(this);
    // A candidate picked from the list is the move, at once.
    connect(completer_, qOverload<const QString&>(&QCompleter::activated), this,
            [this](const QString& text) {
                setText(text);
                enter();
            });
    connect(this, &QLineEdit::textEdited, this, &MoveEntry::offerCandidates);
    connect(this, &QLineEdit::returnPressed, this, &MoveEntry::enter);
}

void MoveEntry::setPosition(std::shared_ptr<const Ruleset> rules, const Position& position,
                            NotationStyle notation) {
    if (rules == rules_ && position == position_ && notation == notation_) return;
    const bool newForms = rules != rules_ || notation != notation_;
    rules_ = std::move(rules);
    position_ = position;
    notation_ = notation;
    listed_ = false;
    if (newForms) showExample();
}

void MoveEntry::showExample() {
    // From the game's start: the forms are the game's, and a move played
    // costs no work here.
    const Position start = rules_->startPosition();
    MoveList legal;
    rules_->legalMoves(start, legal);
    if (legal.size() == 0) {
        setPlaceholderText(tr("Type a move"));
        return;
    }
    // Figurines are read, not typed: the example is in letters.
    const PieceAlphabet letters =
        notation_.alphabet == PieceAlphabet::Figurine ? PieceAlphabet::English : notation_.alphabet;
    const NotationStyle shortForm{letters, false};
    const NotationStyle longForm{letters, true};
    const auto text = [&](Move m, NotationStyle style) {
        return QString::fromStdString(rules_->moveText(start, m, style));
    };
    // A piece's move shows the piece letters; else the first move there is.
    Move example = legal[0];
    for (Move m : legal) {
        const QString shown = text(m, shortForm);
        if (!shown.isEmpty() && shown[0].isUpper() && shown[0] != QLatin1Char('O')) {
            example = m;
            break;
        }
    }
    setPlaceholderText(
        tr("Type a move (%1, %2)").arg(text(example, shortForm), text(example, longForm)));
}

void MoveEntry::listMoves() {
    if (listed_ || !rules_) return;
    listed_ = true;
    MoveList legal;
    rules_->legalMoves(position_, legal);
    QStringList texts;
    for (Move m : legal) texts << QString::fromStdString(rules_->moveText(position_, m, notation_));
    texts.removeDuplicates();
    texts.sort(Qt::CaseInsensitive);
    moves_->setStringList(texts);
}

void MoveEntry::startTyping(const QString& text) {
    setFocus();
    insert(text);
    offerCandidates();
}

void MoveEntry::offerCandidates() {
    listMoves();
    const QString typed = text().trimmed();
    completer_->setCompletionPrefix(typed);
    if (typed.isEmpty() || completer_->completionCount() == 0)
        completer_->popup()->hide();
    else
        completer_->complete();
}

QStringList MoveEntry::candidates() {
    listMoves();
    QStringList matching;
    const QString typed = text().trimmed();
    for (const QString& move : moves_->stringList())
        if (move.startsWith(typed, Qt::CaseInsensitive)) matching << move;
    return matching;
}

void MoveEntry::enter() {
    const QString typed = text().trimmed();
    if (typed.isEmpty() || !rules_) return;
    completer_->popup()->hide();
    // A move, or a whole placing turn typed as one word.
    const auto moves = readMoves(*rules_, position_, typed.toStdString());
    if (!moves) {
        selectAll();
        emit refused(userSentence(moves.error()));
        return;
    }
    clear();
    for (Move move : *moves) emit moveEntered(move);
}

void MoveEntry::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Escape) {
        clear();
        emit done();
        return;
    }
    QLineEdit::keyPressEvent(event);
}

}  // namespace tavleya
