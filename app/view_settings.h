#pragma once

// The QSettings keys of how the window looks, remembered between runs.
namespace tavleya {

inline constexpr char kNotationSetting[] = "view/notation";
inline constexpr char kTurnBoardSetting[] = "view/turnBoardForEachMove";
inline constexpr char kFaceToFaceSetting[] = "view/faceToFace";
inline constexpr char kAnimateSetting[] = "view/animateMoves";
inline constexpr char kBestMoveArrowSetting[] = "view/bestMoveArrow";
inline constexpr char kEvaluationBarSetting[] = "view/evaluationBar";
inline constexpr char kWhitesViewSetting[] = "view/scoresFromWhite";
inline constexpr char kPieceStyleSetting[] = "view/pieceSet";
inline constexpr char kBoardThemeSetting[] = "view/boardTheme";
inline constexpr char kCoordinatesOutsideSetting[] = "view/coordinatesOutside";
inline constexpr char kGeometrySetting[] = "window/geometry";
inline constexpr char kWindowStateSetting[] = "window/state";

}  // namespace tavleya
