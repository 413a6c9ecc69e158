# Writes a C++ source that holds the opening lists as string literals, so
# that the programs need no data files beside them:
#
#   cmake -DLISTS_DIR=<resources/openings> -DOUTPUT=<file.cpp> -P embed_lists.cmake
#
# Each line of a list becomes a literal of its own: MSVC limits the length
# of one literal, not of a concatenation. Clang and GCC read any length but
# warn (-Woverlength-strings, under -Wpedantic) past the standard's minimum
# of 65,536 characters, which the longer lists exceed once concatenated.

file(GLOB lists "${LISTS_DIR}/*.tsv")
if(NOT lists)
    message(FATAL_ERROR "no opening lists (*.tsv) in ${LISTS_DIR}")
endif()

set(entries "")
foreach(list IN LISTS lists)
    get_filename_component(name "${list}" NAME)
    file(READ "${list}" text)
    string(REPLACE "\\" "\\\\" text "${text}")
    string(REPLACE "\"" "\\\"" text "${text}")
    string(REPLACE "\t" "\\t" text "${text}")
    string(REPLACE "\r" "\\r" text "${text}")
    string(REPLACE "\n" "\\n\"\n     \"" text "${text}")
    string(APPEND entries "    {\"${name}\",\n     \"${text}\"},\n")
endforeach()

file(WRITE "${OUTPUT}" "// Made by core/openings/embed_lists.cmake from resources/openings/: do not edit.

#include \"openings/shipped_openings.h\"

#pragma GCC diagnostic ignored \"-Woverlength-strings\"

namespace tavleya {

namespace {
// const, not constexpr: working out each list's length at compile time
// exceeds clang's limit on constant evaluation.
const OpeningSource kLists[] = {
${entries}};
}  // namespace

std::span<const OpeningSource> shippedOpeningLists() {
    return kLists;
}

}  // namespace tavleya
")
