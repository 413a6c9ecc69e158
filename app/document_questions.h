#pragma once

#include <QString>

namespace tavleya {

// What the game's document asks the person, and tells them, while it saves
// and before it lets unsaved work go: the window answers with dialogs, a
// test with answers of its own.
class DocumentQuestions {
public:
    enum class UnsavedWork { Save, Discard, Cancel };

    virtual ~DocumentQuestions() = default;
    // Where to save the game, starting from `suggested` (a folder and a
    // file name); empty when the person backs out.
    virtual QString askSavePath(const QString& suggested) = 0;
    // What becomes of a game with changes that are not saved.
    virtual UnsavedWork askUnsavedWork() = 0;
    // Saving failed, and why.
    virtual void tellSaveFailed(const QString& why) = 0;
    // A game chosen cannot be read, and why; whether to open what was read
    // of it before the error (`canOpenPart`: there is such a part).
    virtual bool askOpenReadPart(const QString& why, bool canOpenPart) = 0;
};

}  // namespace tavleya
