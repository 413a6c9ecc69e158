#pragma once

#include <QDialog>

class QPushButton;
class QTableView;

namespace tavleya {

class EngineListModel;

// The engines the program knows: Tavleya's own, those found installed, and
// any UCI engine added by choosing its program; each one's options set in a
// dialog made from what the engine says it has.
class EnginesDialog : public QDialog {
    Q_OBJECT

public:
    EnginesDialog(EngineListModel& engines, QWidget* parent = nullptr);

    QTableView* table() const { return table_; }
    // Adds the engine started as `program`; says what went wrong, if anything.
    void addEngine(const QString& program);
    void editOptions(int row);

private:
    int selectedRow() const;

    EngineListModel& engines_;
    QTableView* table_;
    QPushButton* remove_;
    QPushButton* options_;
};

}  // namespace tavleya
