#pragma once

#include <QString>
#include <functional>

#include "settings/settings.h"

class QAction;
class QMenu;

namespace tavleya {

// A checkable menu choice remembered between runs as `setting`: `apply`
// takes it at once (before the first game is shown) and whenever it changes;
// `redraw`, if given, follows each change.
QAction* addViewToggle(QMenu* menu, const QString& text, const char* name,
                       const Setting<bool>& setting, const std::function<void(bool)>& apply,
                       const std::function<void()>& redraw = {});

}  // namespace tavleya
