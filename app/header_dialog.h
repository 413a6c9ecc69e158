#pragma once

#include <QDialog>
#include <vector>

#include "pgn/pgn_game.h"

class QLabel;
class QTableWidget;
class QDialogButtonBox;

namespace tavleya {

// Edits a game's header: its tag pairs, names and values, in order. Names
// must be PGN symbols and appear once; the result is the game's own and is
// not edited here.
class HeaderDialog : public QDialog {
    Q_OBJECT

public:
    explicit HeaderDialog(const std::vector<PgnTag>& tags, QWidget* parent = nullptr);

    // The tags as edited; rows with an empty name are left out.
    std::vector<PgnTag> tags() const;
    QTableWidget* table() const { return table_; }
    // What is wrong with the tags as they stand, or empty.
    QString problem() const;

private:
    void validate();

    QTableWidget* table_;
    QLabel* problem_;
    QDialogButtonBox* buttons_;
};

}  // namespace tavleya
