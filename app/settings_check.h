#pragma once

#include <QString>

namespace tavleya {

// A settings file that cannot be read (not text, or not in the settings
// format) would otherwise give the defaults without a word, and be
// overwritten at the next change. It is moved aside instead, kept for the
// user, and they are told once. Call it before anything reads the settings.
// Returns where the damaged file now is; empty when the settings read.
QString setAsideDamagedSettings();

// The sentence that tells the user, once the translation is installed.
QString damagedSettingsMessage(const QString& keptAt);

}  // namespace tavleya
