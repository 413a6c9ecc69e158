#pragma once

#include <QHash>
#include <QLocale>
#include <QString>
#include <memory>

#include "game/game_tree.h"
#include "openings/opening_table.h"
#include "ruleset_registry.h"

namespace tavleya {

// The names of chess openings as the window shows them: the lists shipped
// with Tavleya (core/openings), in Russian when the interface is: the
// families (translations/opening_families_ru.tsv) and the most common
// variations (opening_variations_ru.tsv; the rare ones keep the lists'
// English). Built once, never changed: threads may share it.
class OpeningNames {
public:
    // The lists read for the registry's standard game; null when they
    // cannot be (a registry without that game).
    static std::shared_ptr<const OpeningNames> make(const RulesetRegistry& rulesets,
                                                    QLocale::Language language);

    const OpeningTable& table() const { return table_; }
    // "Сицилианская защита: Вариант Найдорфа" in Russian, the list's name otherwise.
    QString nameOf(const Opening& opening) const;
    // The opening of the line to `node` of a game, or null (no name yet, or a
    // game the lists do not name).
    const Opening* at(const GameTree& game, NodeId node) const;

private:
    explicit OpeningNames(OpeningTable table) : table_(std::move(table)) {}

    OpeningTable table_;
    QHash<QString, QString> families_;    // English family name → the interface's
    QHash<QString, QString> variations_;  // English variation part → the interface's
};

}  // namespace tavleya
