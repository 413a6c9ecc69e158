#include "kept_safe_notice.h"

#include "game_document.h"

namespace tavleya {

KeptSafeNotice::KeptSafeNotice(const GameDocument& document, QWidget* parent) : QLabel(parent) {
    setObjectName(QStringLiteral("notKeptSafe"));
    // A long folder name is cut short rather than widening the window; the
    // tooltip keeps all of it.
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    setMinimumWidth(0);
    connect(&document, &GameDocument::keptSafeChanged, this,
            [this, &document] { follow(document); });
    follow(document);
}

void KeptSafeNotice::follow(const GameDocument& document) {
    const QString why = document.notKeptSafe();
    setText(why);
    setToolTip(why);
    setAccessibleName(why);
    setVisible(!why.isEmpty());
}

}  // namespace tavleya
