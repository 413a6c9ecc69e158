#pragma once

#include <string_view>

namespace tavleya::engine {

// One weight of an evaluation, as a weight file (engine/weights/) names it.
struct NamedWeight {
    std::string_view name;
    int value = 0;
};

}  // namespace tavleya::engine
