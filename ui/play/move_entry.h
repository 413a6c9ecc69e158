#pragma once

#include <QLineEdit>
#include <array>
#include <memory>

#include "notation_style.h"
#include "ruleset.h"

class QCompleter;
class QStringListModel;

namespace tavleya {

// A box to type a move into: SAN with English or Russian letters, long or
// engine form, or a variant's own forms (Tavreli's book form, Kingchess
// placements) — whatever the ruleset reads. While typing, the legal moves
// that begin with the text are offered; Enter plays the move the text means
// or says why there is none; Escape goes back to the board.
class MoveEntry : public QLineEdit {
    Q_OBJECT

public:
    explicit MoveEntry(QWidget* parent = nullptr);

    // The position moves are typed for, its candidates written in
    // `notation`. Cheap: the legal moves are listed when typing starts.
    void setPosition(std::shared_ptr<const Ruleset> rules, const Position& position,
                     NotationStyle notation);
    // Typing begun elsewhere (over the board) goes on here.
    void startTyping(const QString& text);
    // The legal moves offered for what is typed so far.
    QStringList candidates();
    // Reads the text as a move: played (moveEntered) or refused with the reason.
    void enter();

signals:
    void moveEntered(tavleya::Move move);
    // The move typed offers a draw as it goes ("e4 (=)", "e4="): said
    // before its moveEntered.
    void drawOfferTyped();
    void refused(const QString& reason);
    void done();

protected:
    void keyPressEvent(QKeyEvent* event) override;

private:
    void listMoves();
    // The placeholder for each side: a move of the game's first moves as it
    // may be typed, short and long, in the notation chosen and the game's
    // own forms (a Tavreli move as Tavreli writes it).
    void makeExamples();
    void offerCandidates();

    std::shared_ptr<const Ruleset> rules_;
    Position position_;
    NotationStyle notation_ = kSan;
    std::array<QString, 2> examples_;  // the placeholder for White, for Black
    bool listed_ = false;
    QStringListModel* moves_;
    QCompleter* completer_;
};

}  // namespace tavleya
