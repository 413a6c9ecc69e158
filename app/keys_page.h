#pragma once

#include <QDialog>

class QMainWindow;

namespace tavleya {

// Help › Keyboard and Mouse: every way to move a piece, then every key the
// window's menus have, read from the menus' own actions when the page opens,
// so that it cannot say a key the program no longer has.
class KeysPage : public QDialog {
    Q_OBJECT

public:
    explicit KeysPage(QMainWindow& window);

    // The page's text as shown, for tests.
    QString plainText() const;

private:
    QString html(QMainWindow& window) const;
    QString text_;
};

}  // namespace tavleya
