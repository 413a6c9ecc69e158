#include "view_toggle.h"

#include <QAction>
#include <QMenu>

namespace tavleya {

QAction* addViewToggle(QMenu* menu, const QString& text, const char* name,
                       const Setting<bool>& setting, const std::function<void(bool)>& apply,
                       const std::function<void()>& redraw) {
    QAction* action = menu->addAction(text);
    action->setObjectName(QLatin1String(name));
    action->setCheckable(true);
    action->setChecked(setting.read());
    apply(action->isChecked());
    QObject::connect(action, &QAction::toggled, action, [apply, redraw, setting](bool on) {
        apply(on);
        if (redraw) redraw();
        setting.write(on);
    });
    return action;
}

}  // namespace tavleya
