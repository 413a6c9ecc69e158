#pragma once

// The main window's parts as a test finds them: by their type or their
// name among the window's children, as an accessibility tool or a script
// would, not through getters of the window. A change inside the window
// changes this file, not the tests.

#include <QLabel>
#include <QtTest>

#include "analysis_desk.h"
#include "board/board_widget.h"
#include "board/pocket_widget.h"
#include "board_presenter.h"
#include "clipboard_actions.h"
#include "collections_desk.h"
#include "computer_opponents.h"
#include "engines/analysis_panel.h"
#include "engines/evaluation_bar.h"
#include "engines/evaluation_graph.h"
#include "game_document.h"
#include "game_lists/game_list_panel.h"
#include "game_lists/opening_tree_panel.h"
#include "game_reviews.h"
#include "hint_action.h"
#include "placing_turn_controller.h"
#include "play/game_session.h"
#include "play/game_sounds.h"
#include "play/move_list_model.h"
#include "secret_setup_controller.h"

namespace tavleya::testing {

// The one part of type T in `window`, or null.
template <typename T>
T* partOf(const QWidget& window, const char* name = nullptr) {
    return name ? window.findChild<T*>(QLatin1String(name)) : window.findChild<T*>();
}

inline GameSession* sessionOf(const QWidget& window) {
    return partOf<GameSession>(window);
}
inline BoardWidget* boardOf(const QWidget& window) {
    return partOf<BoardWidget>(window, "board");
}
inline GameDocument* documentOf(const QWidget& window) {
    return partOf<GameDocument>(window);
}
inline BoardPresenter* presenterOf(const QWidget& window) {
    return partOf<BoardPresenter>(window);
}
inline PocketWidget* pocketOf(const QWidget& window, Color side) {
    return partOf<PocketWidget>(window, side == Color::White ? "whitePocket" : "blackPocket");
}
inline PlacingTurnController* placingTurnOf(const QWidget& window) {
    return partOf<PlacingTurnController>(window);
}
inline SecretSetupController* secretSetupOf(const QWidget& window) {
    return partOf<SecretSetupController>(window);
}
inline MoveListModel* moveListOf(const QWidget& window) {
    return partOf<MoveListModel>(window);
}
inline GameListPanel* gameListOf(const QWidget& window) {
    return partOf<GameListPanel>(window);
}
inline OpeningTreePanel* openingTreeOf(const QWidget& window) {
    return partOf<OpeningTreePanel>(window, "openingTree");
}
inline ComputerOpponents* computersOf(const QWidget& window) {
    return partOf<ComputerOpponents>(window);
}
// Null until the analysis pane is first opened.
inline AnalysisPanel* analysisOf(const QWidget& window) {
    return partOf<AnalysisPanel>(window, "analysisPanel");
}
inline EvaluationBar* evaluationBarOf(const QWidget& window) {
    return partOf<EvaluationBar>(window, "evaluationBar");
}
inline EvaluationGraph* evaluationGraphOf(const QWidget& window) {
    return partOf<EvaluationGraph>(window, "evaluationGraph");
}
inline GameSounds* soundsOf(const QWidget& window) {
    return partOf<GameSounds>(window);
}
inline CollectionsDesk* collectionsOf(const QWidget& window) {
    return partOf<CollectionsDesk>(window);
}
inline GameReviews* reviewsOf(const QWidget& window) {
    return partOf<GameReviews>(window);
}
inline ClipboardActions* clipboardOf(const QWidget& window) {
    return partOf<ClipboardActions>(window);
}
inline HintAction* hintOf(const QWidget& window) {
    return partOf<HintAction>(window);
}

// What the window shows in words.
inline QString labelText(const QWidget& window, const char* name) {
    const auto* label = partOf<QLabel>(window, name);
    return label ? label->text() : QString();
}
// The result banner's text; empty while the game goes on.
inline QString resultTextOf(const QWidget& window) {
    return labelText(window, "resultBanner");
}
// The opening of the line shown ("C42 Petrov's Defense").
inline QString openingTextOf(const QWidget& window) {
    return labelText(window, "openingName");
}

}  // namespace tavleya::testing
