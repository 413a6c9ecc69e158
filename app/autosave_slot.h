#pragma once

#include <QCoreApplication>
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
    Q_DECLARE_TR_FUNCTIONS(tavleya::AutosaveSlot)

public:
    // Takes the first free autosave file in the program's data folder, if
    // one can be taken: a missing, read-only or full folder gives none.
    AutosaveSlot();

    bool taken() const { return lock_ != nullptr; }
    // Tries again to take a file, if none is taken; true when one is.
    bool take();
    // The file taken; empty when none is.
    QString path() const { return path_; }
    // Why no file could be taken, as a sentence's end ("the folder … is
    // read-only"); empty when one is taken.
    QString problem() const { return problem_; }
    // Moves the autosave a program that is no longer running left behind
    // (the newest, if several) to `to`, replacing what was there. False when
    // there is none.
    bool claimLeftOver(const QString& to) const;

    static QString folder();

private:
    // Why files cannot be made in `folder`, where a lock could not be taken
    // for any reason but another program holding it.
    static QString whyNoFiles(const QString& folder);

    QString path_;
    QString problem_;
    std::unique_ptr<QLockFile> lock_;
};

}  // namespace tavleya
