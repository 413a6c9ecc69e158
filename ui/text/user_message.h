#pragma once

#include <QString>

#include "result.h"

namespace tavleya {

// Words of the core marked with TAVLEYA_MESSAGE (a game's name, its rules
// summary) in the interface's language.
QString coreWords(std::string_view english);

// A message from the core in the interface's language: its pattern translated
// (context "core") with its arguments put in, an argument that is itself one
// of the core's words (a game's name) in the same language; the English text
// when the core gave it no pattern. As the core writes it, to follow a colon ("Line 3,
// column 7: illegal move …").
QString userMessage(const Error& error);

// The same message standing alone (in the status bar, over the board, in a
// message box): a sentence, with a capital first letter. A message that
// starts with what it names (a square, a file) is left as it is.
QString userSentence(const Error& error);

}  // namespace tavleya
