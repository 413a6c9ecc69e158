#include "view_menu.h"

#include <QAction>
#include <QActionGroup>
#include <QLocale>
#include <QMenu>

#include "board/board_widget.h"
#include "board_presenter.h"
#include "settings/settings.h"
#include "settings_dialog.h"
#include "view_toggle.h"

namespace tavleya {

namespace {

// The notations the menu offers, in its order.
constexpr NotationStyle kNotationStyles[] = {kSan, kSanRussian, kSanFigurine, kLongEnglish};

}  // namespace

ViewMenu::ViewMenu(BoardWidget& board, BoardPresenter& presenter, QWidget* window)
    : QObject(window), board_(board), presenter_(presenter), window_(window) {
    // A Russian interface writes moves (and Tavreli's files) in Russian
    // letters until another notation is chosen.
    const int usual = QLocale().language() == QLocale::Russian ? 1 : 0;
    int remembered = Setting<int>{settings::notation.key, usual}.read();
    if (remembered < 0 || remembered >= int(std::size(kNotationStyles))) remembered = 0;
    notation_ = kNotationStyles[std::size_t(remembered)];
}

void ViewMenu::addBoardChoices(QMenu* view) {
    QAction* flip = view->addAction(tr("&Flip Board"));
    flip->setObjectName(QStringLiteral("flipBoard"));
    flip->setShortcut(QKeySequence(tr("Ctrl+F")));
    flip->setCheckable(true);
    connect(flip, &QAction::toggled, &board_, &BoardWidget::setFlipped);
    // The board may turn by itself (for each move, to face a person playing
    // the computer): the menu says how it stands.
    connect(&board_, &BoardWidget::orientationChanged, flip,
            [this, flip] { flip->setChecked(board_.flipped()); });
    addNotationMenu(view);
    const auto redraw = [this] { presenter_.refresh(); };
    addViewToggle(
        view, tr("&Turn Board for Each Move"), "autoFlip", settings::turnBoardForEachMove,
        [this](bool on) { presenter_.setTurnForEachMove(on); }, redraw);
    addViewToggle(
        view, tr("Face to &Face"), "faceToFace", settings::faceToFace,
        [this](bool on) { board_.setFaceToFace(on); }, redraw)
        ->setToolTip(tr("The far player's pieces turned towards them, for a board lying "
                        "flat between the players"));
    addViewToggle(
        view, tr("&Animate Moves"), "animateMoves", settings::animateMoves,
        [this](bool on) { board_.setAnimated(on); }, redraw);
}

void ViewMenu::addSettings(QMenu* view) {
    QAction* settings = view->addAction(tr("&Settings..."), this, [this] {
        SettingsDialog dialog(window_);
        if (dialog.exec() == QDialog::Accepted) emit settingsChanged();
    });
    settings->setObjectName(QStringLiteral("settings"));
    settings->setMenuRole(QAction::PreferencesRole);
}

// How moves are written; the choice is remembered by its place in the list.
void ViewMenu::addNotationMenu(QMenu* view) {
    QMenu* notation = view->addMenu(tr("&Notation"));
    auto* notations = new QActionGroup(this);
    const QString names[] = {tr("&Algebraic (SAN)"), tr("&Russian Letters"), tr("&Figurines"),
                             tr("&Long Algebraic")};
    static_assert(std::size(names) == std::size(kNotationStyles));
    for (std::size_t i = 0; i < std::size(names); ++i) {
        QAction* action = notation->addAction(names[i]);
        action->setCheckable(true);
        action->setChecked(kNotationStyles[i] == notation_);
        notations->addAction(action);
        connect(action, &QAction::triggered, this, [this, i] {
            notation_ = kNotationStyles[i];
            emit notationChosen(notation_);
            presenter_.refresh();
            settings::notation.write(int(i));
        });
    }
}

}  // namespace tavleya
