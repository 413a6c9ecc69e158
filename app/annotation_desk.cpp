#include "annotation_desk.h"

#include <QAction>
#include <QDialog>
#include <QMainWindow>
#include <QMenu>

#include "annotation/comment_editor.h"
#include "annotation/nag_palette.h"
#include "board/board_widget.h"
#include "board_presenter.h"
#include "dialogs/position_editor.h"
#include "game/comment_before.h"
#include "game/draw_offer.h"
#include "game_document.h"
#include "header_dialog.h"
#include "pgn/nag.h"
#include "play/game_session.h"
#include "settings/settings.h"

namespace tavleya {

AnnotationDesk::AnnotationDesk(Parts parts) : QObject(&parts.window), parts_(parts) {
    nags_ = new NagPalette(&parts_.comments);
    nags_->setMovable(false);
    parts_.comments.addToolRow(nags_);
    // Not the first thing a player sees: the bar comes when a game is being
    // annotated (a comment typed, a mark drawn, a game read from a file),
    // or when chosen in the View menu; it is remembered. It stands over the
    // comment boxes, so that coming it takes a row of the score sheet, not
    // room from the board.
    connect(nags_, &QToolBar::visibilityChanged, &parts_.comments, &CommentEditor::setAnnotating);
    nags_->setVisible(settings::glyphBar.read());
    connect(nags_->toggleViewAction(), &QAction::toggled, this,
            [](bool shown) { settings::glyphBar.write(shown); });
    connect(&parts_.comments, &CommentEditor::commentEdited, nags_, &QWidget::show);
    connect(&parts_.board, &BoardWidget::markDrawn, nags_, &QWidget::show);
    connect(&parts_.document, &GameDocument::gameRead, nags_, &QWidget::show);
    connect(nags_, &NagPalette::nagToggled, this, &AnnotationDesk::toggleNagShown);
    connect(&parts_.board, &BoardWidget::markDrawn, this, &AnnotationDesk::drawMark);
    connect(&parts_.comments, &CommentEditor::commentEdited, this, &AnnotationDesk::editComment);
    // Typing still pending on the move shown before is saved to it first,
    // which may show the move again.
    connect(&parts_.presenter, &BoardPresenter::shownChanged, this, &AnnotationDesk::showNotes);
}

QAction* AnnotationDesk::glyphBarToggle() const {
    QAction* toggle = nags_->toggleViewAction();
    toggle->setText(tr("&Glyph Bar"));
    toggle->setObjectName(QStringLiteral("showGlyphBar"));
    return toggle;
}

void AnnotationDesk::showNotes() {
    const GameTree& tree = parts_.session.tree();
    const NodeId shown = parts_.presenter.shown();
    const GameNode& node = tree.node(shown);
    const bool inVariation = variationHead() != 0;
    for (QAction* action : variationActions_) action->setEnabled(inVariation);
    nags_->setNags(node.nags, shown != tree.root());
    const std::string_view before = commentSaidBefore(tree, shown);
    parts_.comments.showComments(shown, QString::fromUtf8(before.data(), qsizetype(before.size())),
                                 writtenComment(node.commentAfter), shown == tree.root());
}

void AnnotationDesk::addVariationActions(QMenu* menu) {
    const auto add = [&](const QString& text, const char* name, auto change) {
        QAction* action = menu->addAction(text, this, [this, text, change] {
            editVariation(QString(text).remove(QLatin1Char('&')), change);
        });
        action->setObjectName(QLatin1String(name));
        return action;
    };
    variationActions_ = {
        add(tr("&Promote Variation"), "promoteVariation",
            [](GameTree& tree, NodeId head) {
                tree.promote(head);
                return head;
            }),
        add(tr("&Demote Variation"), "demoteVariation",
            [](GameTree& tree, NodeId head) {
                tree.demote(head);
                return head;
            }),
        add(tr("Make &Main Line"), "makeMainLine",
            [this](GameTree& tree, NodeId) {
                const NodeId shown = parts_.presenter.shown();
                tree.makeMainLine(shown);
                return shown;
            }),
        add(tr("Delete &Variation"), "deleteVariation",
            [](GameTree& tree, NodeId head) {
                const NodeId parent = tree.node(head).parent;
                tree.remove(head);
                return parent;
            }),
    };
    QAction* deleteRest = menu->addAction(tr("Delete the &Rest"), this, [this] {
        const NodeId shown = parts_.presenter.shown();
        if (parts_.session.tree().node(shown).children.empty()) return;
        parts_.session.editTree(tr("Delete the Rest"), shown, [shown](GameTree& tree) {
            tree.removeAfter(shown);
            return shown;
        });
    });
    deleteRest->setObjectName(QStringLiteral("deleteRest"));
    deleteRest->setShortcut(QKeySequence(tr("Ctrl+Del")));
}

void AnnotationDesk::addEditActions(QMenu* menu) {
    QAction* replaceRest = menu->addAction(tr("New Moves Replace the Re&st"));
    replaceRest->setObjectName(QStringLiteral("replaceRest"));
    replaceRest->setCheckable(true);
    replaceRest->setToolTip(
        tr("A move made where the game goes on replaces what follows, instead of adding a "
           "variation"));
    connect(replaceRest, &QAction::toggled, &parts_.presenter, &BoardPresenter::setReplaceRest);
    menu->addAction(tr("Edit &Header..."), this, &AnnotationDesk::editHeader)
        ->setObjectName(QStringLiteral("editHeader"));
    menu->addAction(tr("Set Up &Position..."), this, &AnnotationDesk::setUpPosition)
        ->setObjectName(QStringLiteral("setUpPosition"));
}

NodeId AnnotationDesk::variationHead() const {
    const GameTree& tree = parts_.session.tree();
    for (NodeId n = parts_.presenter.shown(); n != tree.root(); n = tree.node(n).parent)
        if (tree.node(tree.node(n).parent).children.front() != n) return n;
    return 0;
}

void AnnotationDesk::editVariation(const QString& text,
                                   const std::function<NodeId(GameTree&, NodeId)>& change) {
    const NodeId head = variationHead();
    if (head == 0) return;
    parts_.session.editTree(text, parts_.presenter.shown(),
                            [&](GameTree& tree) { return change(tree, head); });
}

QString AnnotationDesk::writtenComment(const std::string& commentAfter) {
    const std::string_view text = withoutDrawOffer(commentAfter);
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

void AnnotationDesk::editComment(NodeId node, bool before, const QString& text) {
    GameSession& session = parts_.session;
    if (!session.tree().contains(node) || (before && node == session.tree().root())) return;
    std::string value = text.trimmed().toStdString();
    // The game's opening comment, shown before its first move, stays where it is kept.
    if (const NodeId holder = commentBeforeHolder(session.tree(), node); before && holder != node) {
        node = holder;
        before = false;
    }
    // The offer's mark stays whatever the comment becomes.
    if (!before && recordsDrawOffer(session.tree().node(node).commentAfter))
        value = withDrawOffer(value);
    // Typing in one box, in several goes, is one step to undo.
    const int typing = before ? 1 : 2;
    session.editNotes(
        before ? tr("Comment Before the Move") : tr("Comment"), node, parts_.presenter.shown(),
        [&](GameSession::MoveNotes& notes) {
            (before ? notes.commentBefore : notes.commentAfter) = value;
        },
        typing);
}

void AnnotationDesk::toggleNagShown(int nag) {
    const NodeId node = parts_.presenter.shown();
    if (node == parts_.session.tree().root()) return;
    parts_.session.editNotes(
        tr("Annotation Glyph"), node, node,
        [&](GameSession::MoveNotes& notes) { notes.nags = toggleNag(notes.nags, nag); });
}

void AnnotationDesk::drawMark(Square from, Square to, Qt::KeyboardModifiers modifiers) {
    // The colours by modifier keys, as lichess has them.
    const bool shift = modifiers & (Qt::ShiftModifier | Qt::ControlModifier);
    const bool alt = modifiers & (Qt::AltModifier | Qt::MetaModifier);
    const char colour = shift && alt ? 'Y' : shift ? 'R' : alt ? 'B' : 'G';
    const NodeId node = parts_.presenter.shown();
    parts_.session.editNotes(from == to ? tr("Mark Square") : tr("Draw Arrow"), node, node,
                             [&](GameSession::MoveNotes& notes) {
                                 if (from == to)
                                     toggleSquare(notes.commands, {from, colour});
                                 else
                                     toggleArrow(notes.commands, {from, to, colour});
                             });
}

void AnnotationDesk::setUpPosition() {
    GameSession& session = parts_.session;
    PositionEditor editor(session.rulesPointer(),
                          session.tree().node(parts_.presenter.shown()).position, &parts_.window);
    editor.showLookOf(parts_.board);
    const bool accepted = editor.exec() == QDialog::Accepted;
    // The players are back at the board, whichever part had the keys.
    parts_.window.activateWindow();
    parts_.board.setFocus();
    if (!accepted || !parts_.document.maybeKeepWork()) return;
    session.start(session.rulesPointer(), std::nullopt, {}, editor.position());
}

void AnnotationDesk::editHeader() {
    HeaderDialog dialog(parts_.session.tags(), &parts_.window);
    if (dialog.exec() != QDialog::Accepted) return;
    if (dialog.tags() != parts_.session.tags()) parts_.session.editTags(dialog.tags());
}

}  // namespace tavleya
