#include "engines/recorded_seats.h"

#include <algorithm>
#include <charconv>
#include <string>

namespace tavleya {
namespace {

struct SeatTags {
    const char* type;
    const char* engine;
    const char* level;
};
constexpr SeatTags kTags[2] = {{"WhiteType", "WhiteEngine", "WhiteLevel"},
                               {"BlackType", "BlackEngine", "BlackLevel"}};

}  // namespace

void recordSeats(std::vector<PgnTag>& tags,
                 const std::array<std::optional<ComputerSide>, 2>& sides) {
    for (std::size_t side = 0; side < 2; ++side) {
        const SeatTags& names = kTags[side];
        if (!sides[side]) {
            setTag(tags, names.type, "human");
            std::erase_if(tags, [&](const PgnTag& t) {
                return t.name == names.engine || t.name == names.level;
            });
            continue;
        }
        // In place: a game read back and seated again keeps its header as it was.
        setTag(tags, names.type, "program");
        setTag(tags, names.engine, sides[side]->engine.name.toStdString());
        setTag(tags, names.level, std::to_string(sides[side]->level));
    }
}

RecordedSeats recordedSeats(const std::vector<PgnTag>& tags) {
    RecordedSeats seats;
    for (std::size_t side = 0; side < 2; ++side) {
        const std::string* type = findTag(tags, kTags[side].type);
        const std::string* engine = findTag(tags, kTags[side].engine);
        if (!type || *type != "program" || !engine || engine->empty()) continue;
        RecordedSeat seat{QString::fromStdString(*engine)};
        if (const std::string* level = findTag(tags, kTags[side].level)) {
            int read = 0;
            const auto [end, error] =
                std::from_chars(level->data(), level->data() + level->size(), read);
            if (error == std::errc() && end == level->data() + level->size() && read >= 1 &&
                read <= kStrongestLevel)
                seat.level = read;
        }
        seats[side] = seat;
    }
    return seats;
}

}  // namespace tavleya
