#include "nag.h"

#include <algorithm>
#include <array>
#include <utility>

namespace tavleya {

namespace {

// The first mark listed for a NAG is the one shown. The NAGs that differ
// from another only by side or degree (White's or Black's compensation, a
// slight or a decisive space advantage) share its sign and come last, so
// that a typed sign still reads as the usual NAG; so do "aimed against" (∇),
// "better is" (⌓), "worse is" (≤), "equivalent" (=), "weak point" (×) and
// "endgame" (⊥). Where a font lacks ⩲ and ⩱, the stand-ins "+/=" and "=/+"
// come first: "+=" would read as check and equal.
constexpr std::array<std::pair<std::string_view, int>, 78> kMarks{{
    {"!", 1},         {"?", 2},         {"!!", 3},        {"\u203C", 3},    {"??", 4},
    {"\u2047", 4},    {"!?", 5},        {"\u2049", 5},    {"?!", 6},        {"\u2048", 6},
    {"\u25A1", 7},                     // only move
    {"=", 10},        {"\u221E", 13},  // unclear
    {"inf", 13},      {"\u2A72", 14},  // slight advantage White
    {"+/=", 14},      {"+=", 14},       {"\u2A71", 15},   {"=/+", 15},      {"=+", 15},
    {"\u00B1", 16},   {"+/-", 16},      {"\u2213", 17},   {"-/+", 17},      {"+-", 18},
    {"+\u2212", 18},  {"-+", 19},       {"\u2212+", 19},  {"\u2A00", 22},  // zugzwang
    {"\u25CB", 26},                                                        // space (as ChessBase)
    {"\u27F3", 32},                                                        // development
    {"\u2191", 36},                                                        // initiative
    {"\u2192", 40},                                                        // attack
    {"=/\u221E", 44},                                                      // compensation
    {"\u2BF9", 44},   {"\u21C6", 132},                                     // counterplay
    {"\u2295", 138},                                                       // time trouble
    {"\u0394", 140},                                                       // with the idea
    {"RR", 145},                                                           // editorial comment
    {"N", 146},                                                            // novelty
    {"\u2206", 140},  {"\u25A1", 8},    {"=", 11},        {"=", 12},        {"+\u2212", 20},
    {"\u2212+", 21},  {"\u2A00", 23},   {"\u25CB", 24},   {"\u25CB", 25},   {"\u25CB", 27},
    {"\u25CB", 28},   {"\u25CB", 29},   {"\u27F3", 30},   {"\u27F3", 31},   {"\u27F3", 33},
    {"\u27F3", 34},   {"\u27F3", 35},   {"\u2191", 37},   {"\u2191", 38},   {"\u2191", 39},
    {"\u2192", 41},   {"=/\u221E", 45}, {"=/\u221E", 46}, {"=/\u221E", 47}, {"\u21C6", 130},
    {"\u21C6", 131},  {"\u21C6", 133},  {"\u21C6", 134},  {"\u21C6", 135},  {"\u2295", 136},
    {"\u2295", 137},  {"\u2295", 139},  {"\u2207", 141},  {"\u2313", 142},  {"\u2264", 143},
    {"=", 144},       {"\u00D7", 147},  {"\u22A5", 148},
}};

}  // namespace

std::optional<int> nagForMark(std::string_view mark) {
    for (auto [text, nag] : kMarks)
        if (text == mark) return nag;
    return std::nullopt;
}

std::vector<int> toggleNag(std::vector<int> nags, int nag) {
    if (std::erase(nags, nag) > 0) return nags;
    const auto sameGroup = [nag](int other) {
        return (isMoveAssessment(nag) && isMoveAssessment(other)) ||
               (isPositionAssessment(nag) && isPositionAssessment(other));
    };
    std::erase_if(nags, sameGroup);
    nags.push_back(nag);
    // Move assessment, then position assessment, then the rest as given.
    const auto rank = [](int n) {
        return isMoveAssessment(n) ? 0 : isPositionAssessment(n) ? 1 : 2;
    };
    std::stable_sort(nags.begin(), nags.end(), [&](int a, int b) { return rank(a) < rank(b); });
    return nags;
}

std::vector<std::string_view> marksForNag(int nag) {
    std::vector<std::string_view> marks;
    for (auto [text, n] : kMarks)
        if (n == nag) marks.push_back(text);
    return marks;
}

std::string_view markForNag(int nag) {
    for (auto [text, n] : kMarks)
        if (n == nag) return text;
    return {};
}

}  // namespace tavleya
