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
    if (newForms) makeExamples();
    setPlaceholderText(examples_[index(position_.sideToMove())]);
}

void MoveEntry::makeExamples() {
    examples_ = {tr("Type a move"), tr("Type a move")};
    // Figurines are read, not typed: the examples are in letters.
    const PieceAlphabet letters =
        notation_.alphabet == PieceAlphabet::Figurine ? PieceAlphabet::English : notation_.alphabet;
    // The game's first moves give each side its example: the forms are the
    // game's own, and a move played later costs no work here.
    bool given[2] = {false, false};
    Position at = rules_->startPosition();
    for (int ply = 0; ply < 8 && !(given[0] && given[1]); ++ply) {
        MoveList legal;
        rules_->legalMoves(at, legal);
        if (legal.size() == 0) break;
        // A piece's move to an empty square reads most plainly.
        Move example = legal[0];
        for (Move m : legal)
            if (at.at(m.to()).empty() && !at.at(m.from()).empty() &&
                at.at(m.from()).kind() != PieceKind::Pawn) {
                example = m;
                break;
            }
        const int side = index(at.sideToMove());
        if (!given[side]) {
            const auto shortText = rules_->moveText(at, example, {letters, false});
            const auto longText = rules_->moveText(at, example, {letters, true});
            examples_[side] =
                shortText == longText
                    ? tr("Type a move (%1)").arg(QString::fromStdString(shortText))
                    : tr("Type a move (%1, %2)")
                          .arg(QString::fromStdString(shortText), QString::fromStdString(longText));
            given[side] = true;
        }
        at = rules_->play(at, example);
    }
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
    // Typing over the board starts a move afresh: what the box held (a move
    // refused, one left half typed) is not continued.
    setText(text);
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

namespace {

// A draw offered with the move, as a score sheet writes it: "(=)" after the
// move, or "=" with no piece after it. Takes the mark off `typed`.
bool takeOfferMark(QString& typed) {
    for (const QString& mark : {QStringLiteral("(=)"), QStringLiteral("=")})
        if (typed.size() > mark.size() && typed.endsWith(mark)) {
            typed = typed.chopped(mark.size()).trimmed();
            return true;
        }
    return false;
}

}  // namespace

void MoveEntry::enter() {
    QString typed = text().trimmed();
    if (typed.isEmpty() || !rules_) return;
    const bool offer = takeOfferMark(typed);
    completer_->popup()->hide();
    // A move, or a whole placing turn typed as one word.
    const auto moves = readMoves(*rules_, position_, typed.toStdString());
    if (!moves) {
        selectAll();
        emit refused(userSentence(moves.error()));
        return;
    }
    clear();
    if (offer) emit drawOfferTyped();
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
