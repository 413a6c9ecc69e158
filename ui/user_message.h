#pragma once

#include <QString>

#include "result.h"

namespace tavleya {

// A message from the core in the interface's language: its pattern translated
// (context "core") with its arguments put in; the English text when the core
// gave it no pattern.
QString userMessage(const Error& error);

}  // namespace tavleya
