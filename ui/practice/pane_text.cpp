#include "practice/pane_text.h"

#include <QLabel>

namespace tavleya {

QLabel* wrappedLabel(QWidget* parent, const char* name) {
    auto* label = new QLabel(parent);
    label->setObjectName(QLatin1String(name));
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    return label;
}

void setTone(QLabel* label, PaneTone tone) {
    // Plain is the pane's own colour again, whatever the last tone was.
    label->setPalette(QPalette());
    if (tone == PaneTone::Plain) return;
    const QColor colour =
        tone == PaneTone::Wrong ? QColor(0xb0, 0x20, 0x20) : QColor(0x20, 0x80, 0x30);
    QPalette shades = label->palette();
    shades.setColor(QPalette::WindowText, colour);
    label->setPalette(shades);
}

}  // namespace tavleya
