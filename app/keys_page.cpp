#include "keys_page.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace tavleya {

namespace {

QString withoutMnemonic(QString text) {
    return text.remove(QRegularExpression(QStringLiteral("&(?!&)"))).remove(QStringLiteral("..."));
}

// The rows of a menu's actions that have keys, submenus included.
void addRows(const QMenu* menu, const QString& path, QString& rows) {
    for (QAction* action : menu->actions()) {
        if (action->menu()) {
            addRows(action->menu(), path + QStringLiteral(" › ") + withoutMnemonic(action->text()),
                    rows);
            continue;
        }
        QStringList keys;
        for (const QKeySequence& key : action->shortcuts())
            keys << key.toString(QKeySequence::NativeText).toHtmlEscaped();
        if (keys.isEmpty()) continue;
        rows += QStringLiteral("<tr><td>%1 › %2</td><td><b>%3</b></td></tr>")
                    .arg(path.toHtmlEscaped(), withoutMnemonic(action->text()).toHtmlEscaped(),
                         keys.join(QStringLiteral(", ")));
    }
}

}  // namespace

KeysPage::KeysPage(QMainWindow& window) : QDialog(&window) {
    setObjectName(QStringLiteral("keysPage"));
    setWindowTitle(tr("Keyboard and Mouse"));
    auto* browser = new QTextBrowser(this);
    browser->setHtml(html(window));
    text_ = browser->toPlainText();
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(browser);
    layout->addWidget(buttons);
    resize(620, 700);
}

QString KeysPage::plainText() const {
    return text_;
}

QString KeysPage::html(QMainWindow& window) const {
    const QStringList ways = {
        tr("Drag a piece to its square, or click the piece and then the square; the squares it "
           "may go to are marked."),
        tr("Type the move over the board or in the move box, in the notation the View menu "
           "chooses (e4, Nf3, O-O; Russian letters Кр Ф Л С К are read too). Enter plays it."),
        tr("Shift and the arrow keys move a frame over the squares; Space or Enter picks up the "
           "piece under it and puts it down; Escape puts it back."),
        tr("A tower: grab it by the slab down to which pieces should go, or choose how "
           "many in the list that opens."),
        tr("Pieces in hand: click or drag the piece in the pocket beside "
           "the board, then the square. A placing turn is confirmed with its button."),
        tr("Promotion: the pieces to choose from open where the pawn arrives."),
        tr("The right button draws: a click marks a square, a drag an arrow; with Shift, Alt or "
           "both they come in other colours."),
        tr("The arrow keys go back and forward through the game; Home and End to its start and "
           "end."),
    };
    QString page = QStringLiteral("<h2>%1</h2><ul>").arg(tr("Moving the pieces").toHtmlEscaped());
    for (const QString& way : ways) page += QStringLiteral("<li>%1</li>").arg(way.toHtmlEscaped());
    page += QStringLiteral("</ul><h2>%1</h2><table cellpadding=\"3\">")
                .arg(tr("Keys of the menus").toHtmlEscaped());
    QString rows;
    for (QAction* top : window.menuBar()->actions())
        if (top->menu()) addRows(top->menu(), withoutMnemonic(top->text()), rows);
    return page + rows + QStringLiteral("</table>");
}

}  // namespace tavleya
