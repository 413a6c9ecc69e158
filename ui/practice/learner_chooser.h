#pragma once

#include <QComboBox>

namespace tavleya {

// Who is practising: the names known, or a new one typed. A name counts
// once typed in full (Enter, or leaving the field) or picked from the list.
class LearnerChooser : public QComboBox {
    Q_OBJECT

public:
    explicit LearnerChooser(QWidget* parent = nullptr);

    void setPlayers(const QStringList& players, const QString& current);
    QString player() const { return currentText().trimmed(); }

signals:
    void playerChosen(const QString& player);
};

}  // namespace tavleya
