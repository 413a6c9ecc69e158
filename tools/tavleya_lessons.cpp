// Checks course files (resources/lessons/*.course) as the program will read
// them: each exercise's position, goal and line against the rules, played
// out move by move; and rules files (resources/rules/*.rules): each
// diagram's position, and every text's Russian. For whoever writes them.

#include <fstream>
#include <iostream>
#include <sstream>

#include "lessons/course_check.h"
#include "lessons/course_reader.h"
#include "lessons/rules_book.h"

using namespace tavleya;

namespace {

int checkRules(const char* path, const std::string& text, const RulesetRegistry& rulesets) {
    const auto book = readRulesBook(text);
    if (!book) {
        std::cerr << path << ": " << book.error().message << '\n';
        return 1;
    }
    const std::vector<Error> errors = checkRulesBook(rulesets, *book);
    for (const Error& e : errors) std::cerr << path << ": " << e.message << '\n';
    std::size_t diagrams = 0;
    for (const RulesSection& section : book->sections) diagrams += section.diagrams.size();
    std::cout << path << ": " << book->variant << ", " << book->sections.size() << " sections, "
              << diagrams << " diagrams, " << errors.size() << " problems\n";
    return errors.empty() ? 0 : 1;
}

int check(const char* path, const RulesetRegistry& rulesets) {
    std::ifstream in(path);
    if (!in) {
        std::cerr << path << ": cannot be read\n";
        return 1;
    }
    std::stringstream text;
    text << in.rdbuf();
    if (std::string_view(path).ends_with(".rules")) return checkRules(path, text.str(), rulesets);
    const auto course = readCourse(text.str());
    if (!course) {
        std::cerr << path << ": " << course.error().message << '\n';
        return 1;
    }
    const std::vector<Error> errors = checkCourse(rulesets, *course);
    for (const Error& e : errors) std::cerr << path << ": " << e.message << '\n';
    std::size_t exercises = 0;
    for (const Lesson& lesson : course->lessons) exercises += lesson.exercises.size();
    std::cout << path << ": " << course->variant << ", " << course->lessons.size() << " lessons, "
              << exercises << " exercises, " << errors.size() << " problems\n";
    return errors.empty() ? 0 : 1;
}

}  // namespace

int main(int argc, char* argv[]) {
    if (argc < 3 || std::string_view(argv[1]) != "check") {
        std::cerr << "usage: tavleya-lessons check COURSE_OR_RULES_FILE...\n";
        return 2;
    }
    const RulesetRegistry rulesets = builtinRulesets();
    int failed = 0;
    for (int i = 2; i < argc; ++i) failed |= check(argv[i], rulesets);
    return failed;
}
