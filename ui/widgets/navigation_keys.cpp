#include "widgets/navigation_keys.h"

#include <QKeyEvent>
#include <QWidget>

namespace tavleya {

namespace {

class NavigationKeys : public QObject {
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() != QEvent::ShortcutOverride) return QObject::eventFilter(watched, event);
        switch (static_cast<QKeyEvent*>(event)->key()) {
            case Qt::Key_Up:
            case Qt::Key_Down:
            case Qt::Key_Home:
            case Qt::Key_End:
            case Qt::Key_PageUp:
            case Qt::Key_PageDown:
                // Accepted, the shortcut gives way and the key goes to the widget.
                event->accept();
                return true;
            default:
                return false;
        }
    }
};

}  // namespace

void keepNavigationKeys(QWidget* widget) {
    widget->installEventFilter(new NavigationKeys(widget));
}

}  // namespace tavleya
