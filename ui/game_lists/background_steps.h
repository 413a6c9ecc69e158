#pragma once

#include <cstddef>
#include <functional>

namespace tavleya {

// Where a list's background work has got to, told from its threads as it
// goes: a listing after each batch of games is handed over (with the number
// listed so far), a search every few thousand games (with the number
// searched). Either may block its thread, so that whoever watches (a test)
// acts at a known point of the work. None by default.
struct BackgroundSteps {
    std::function<void(std::size_t listed)> listed;
    std::function<void(int searched)> searched;
};

}  // namespace tavleya
