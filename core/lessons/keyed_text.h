#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "result.h"

namespace tavleya {

// One "key: value" entry of a lesson or rules file, with the line it
// starts on.
struct KeyedEntry {
    std::string key;
    std::string value;
    int line = 0;
};

// The entries of a text written as "key: value" lines: a value goes on over
// the indented lines after it (joined with spaces), "#" lines and blank
// lines are skipped. An error names the line that is neither.
Result<std::vector<KeyedEntry>> readKeyedText(std::string_view text);

// "line N: what" for an error found at an entry.
Error errorAt(int line, const std::string& what);

}  // namespace tavleya
