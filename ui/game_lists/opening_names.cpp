#include "game_lists/opening_names.h"

#include <QFile>
#include <QStringList>

#include "openings/opening_classifier.h"
#include "openings/shipped_openings.h"

namespace tavleya {

namespace {

// Names of the lists in another language: a header line, then
// "English<TAB>translation" lines.
QHash<QString, QString> readNames(const QString& path) {
    QHash<QString, QString> families;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) return families;
    file.readLine();
    while (!file.atEnd()) {
        const QStringList fields = QString::fromUtf8(file.readLine()).trimmed().split(u'\t');
        if (fields.size() == 2) families.insert(fields[0], fields[1]);
    }
    return families;
}

}  // namespace

std::shared_ptr<const OpeningNames> OpeningNames::make(const RulesetRegistry& rulesets,
                                                       QLocale::Language language) {
    auto table = readShippedOpenings(rulesets);
    if (!table) return nullptr;
    std::shared_ptr<OpeningNames> names(new OpeningNames(std::move(table).value()));
    if (language == QLocale::Russian) {
        names->families_ = readNames(QStringLiteral(":/opening_families_ru.tsv"));
        names->variations_ = readNames(QStringLiteral(":/opening_variations_ru.tsv"));
    }
    return names;
}

QString OpeningNames::nameOf(const Opening& opening) const {
    const QString name = QString::fromStdString(opening.name);
    if (families_.isEmpty()) return name;
    // The family is all before the first colon; a few carry a comma part
    // ("London System, with Bd3") that the translation keeps whole.
    const qsizetype colon = name.indexOf(u':');
    const QString family = colon < 0 ? name : name.left(colon);
    const auto translated = families_.find(family);
    if (translated == families_.end()) return name;
    if (colon < 0) return *translated;
    // Each part of the variation that the table names ("Najdorf Variation",
    // "English Attack"); the rest as listed.
    QStringList parts = name.mid(colon + 1).trimmed().split(QStringLiteral(", "));
    for (QString& part : parts) part = variations_.value(part, part);
    return *translated + QStringLiteral(": ") + parts.join(QStringLiteral(", "));
}

const Opening* OpeningNames::at(const GameTree& game, NodeId node) const {
    return openingAt(table_, game, node);
}

}  // namespace tavleya
