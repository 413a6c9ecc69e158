#include "practice/learner_chooser.h"

#include <QLineEdit>
#include <QSignalBlocker>

namespace tavleya {

LearnerChooser::LearnerChooser(QWidget* parent) : QComboBox(parent) {
    setEditable(true);
    setInsertPolicy(QComboBox::InsertAtTop);
    lineEdit()->setPlaceholderText(tr("Your name"));
    connect(lineEdit(), &QLineEdit::editingFinished, this, [this] {
        if (const QString name = player(); !name.isEmpty()) emit playerChosen(name);
    });
    connect(this, &QComboBox::activated, this,
            [this](int index) { emit playerChosen(itemText(index)); });
}

void LearnerChooser::setPlayers(const QStringList& players, const QString& current) {
    const QSignalBlocker quiet(this);
    clear();
    addItems(players);
    setCurrentText(current);
}

}  // namespace tavleya
