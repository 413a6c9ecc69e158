#include "lessons/rules_book.h"

#include "lessons/keyed_text.h"
#include "ruleset_registry.h"

namespace tavleya {

namespace {

struct BookBuilder {
    RulesBook book;
    bool started = false;

    RulesSection* section() { return book.sections.empty() ? nullptr : &book.sections.back(); }

    // Where an English text of `key` goes, given a new entry.
    LessonText* newText(const std::string& key) {
        RulesSection* s = section();
        if (!s) {
            if (key == "title") return &book.title;
            if (key == "intro") return &book.intro;
            return nullptr;
        }
        if (key == "heading") return &s->heading;
        if (key == "text") return &s->paragraphs.emplace_back();
        if (key == "caption" && !s->diagrams.empty()) return &s->diagrams.back().caption;
        return nullptr;
    }
    // Where the Russian of the last `key` goes.
    LessonText* lastText(const std::string& key) {
        RulesSection* s = section();
        if (!s) return key == "title" ? &book.title : key == "intro" ? &book.intro : nullptr;
        if (key == "heading") return &s->heading;
        if (key == "text" && !s->paragraphs.empty()) return &s->paragraphs.back();
        if (key == "caption" && !s->diagrams.empty()) return &s->diagrams.back().caption;
        return nullptr;
    }

    std::optional<Error> take(const KeyedEntry& entry) {
        if (!started) {
            if (entry.key != "rules")
                return errorAt(entry.line, "a rules file starts with “rules: KEY”");
            book.variant = entry.value;
            started = true;
            return std::nullopt;
        }
        if (entry.key == "section") {
            book.sections.emplace_back();
            return std::nullopt;
        }
        if (entry.key == "diagram" && section()) {
            section()->diagrams.push_back({entry.line, entry.value, {}});
            return std::nullopt;
        }
        if (entry.key == "decision" && section()) {
            section()->decision = entry.value;
            return std::nullopt;
        }
        if (entry.key.ends_with(".ru")) {
            LessonText* text = lastText(entry.key.substr(0, entry.key.size() - 3));
            if (!text) return errorAt(entry.line, "“" + entry.key + "” follows no text of its own");
            text->russian = entry.value;
            return std::nullopt;
        }
        LessonText* text = newText(entry.key);
        if (!text) return errorAt(entry.line, "“" + entry.key + "” is not a field here");
        text->english = entry.value;
        return std::nullopt;
    }
};

}  // namespace

Result<RulesBook> readRulesBook(std::string_view text) {
    const auto entries = readKeyedText(text);
    if (!entries) return entries.error();
    BookBuilder builder;
    for (const KeyedEntry& entry : *entries)
        if (auto error = builder.take(entry)) return *error;
    if (!builder.started) return errorAt(1, "a rules file starts with “rules: KEY”");
    for (const RulesSection& section : builder.book.sections)
        if (section.heading.english.empty()) return Error{"a section has no heading"};
    return builder.book;
}

std::vector<Error> checkRulesBook(const RulesetRegistry& rulesets, const RulesBook& book) {
    std::vector<Error> errors;
    const auto rules = rulesets.create(book.variant);
    if (!rules) return {Error{"Tavleya has no game “" + book.variant + "”"}};
    const auto untranslated = [&](const LessonText& text, const std::string& where) {
        if (!text.english.empty() && text.russian.empty())
            errors.push_back(
                Error{where + " has no Russian: “" + text.english.substr(0, 40) + "”"});
    };
    untranslated(book.title, "the title");
    untranslated(book.intro, "the intro");
    for (const RulesSection& section : book.sections) {
        untranslated(section.heading, "a heading");
        for (const LessonText& paragraph : section.paragraphs)
            untranslated(paragraph, "a paragraph");
        for (const RulesDiagram& diagram : section.diagrams) {
            untranslated(diagram.caption, "a caption");
            if (const auto position = (*rules)->readFen(diagram.position); !position)
                errors.push_back(errorAt(diagram.lineNumber,
                                         "the diagram does not read: " + position.error().message));
        }
    }
    return errors;
}

}  // namespace tavleya
