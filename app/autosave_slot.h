#pragma once

#include <QLockFile>
#include <QString>
#include <memory>

namespace tavleya {

// The autosave file of one running window. Each window has a file of its
// own, locked (QLockFile) for as long as the window lives, so that a second
// window never mistakes a running one's autosave for what a killed program
// left behind: an autosave whose lock no running program holds is exactly
// that.
class AutosaveSlot {
public:
    // Takes the first free autosave file in the program's data folder.
    AutosaveSlot();

    QString path() const { return path_; }
    // Moves the autosave a program that is no longer running left behind
    // (the newest, if several) to `to`, replacing what was there. False when
    // there is none.
    bool claimLeftOver(const QString& to) const;

    static QString folder();

private:
    QString path_;
    std::unique_ptr<QLockFile> lock_;
};

}  // namespace tavleya
