// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/wandering/TableFight.h"

#include "core/dice/Roller.h"
#include "core/encounter/Encounter.h"
#include "core/encounter/commands/RosterCommands.h"
#include "core/party/BringPartyCommand.h"

namespace Fray::Wandering {

using Encounter::Phrase;

namespace {
constexpr char kTableFightContext[] = "Fray::Wandering::TableFight";
}

std::optional<QString> TableFight::missing(const EncounterTable &table, const Lookup &lookup)
{
    for (std::size_t r = 0; r < table.rows.size(); ++r) {
        const EncounterTable::Row &row = table.rows[r];
        if (!row.isNothing() && !lookup(row.creature))
            return tr("rows[%1].creature: the library has no '%2' of this ruleset")
                .arg(r)
                .arg(row.creature);
    }
    return std::nullopt;
}

Expected<Encounter::EncounterState, QString> TableFight::meeting(
    std::shared_ptr<const Rules::Ruleset> ruleset, Encounter::EncounterState start,
    const std::vector<Library::LibraryEntry> &party, const Library::LibraryEntry &entry,
    qint64 count, Encounter::AddCombatantsCommand::HitPoints hitPoints, Dice::Random &random)
{
    Encounter::Encounter fight(std::move(ruleset), std::move(start));
    if (!party.empty()) {
        if (auto error = Party::BringPartyCommand(party).execute(fight, random))
            return *error;
    }
    Encounter::Combatant prototype = entry.prototype;
    prototype.name = entry.name;
    prototype.templateId = QString::number(entry.id);
    // Those a row brings are one band: one initiative roll and one morale check for a group of
    // foes, as document 000 has them.
    if (count > 1 && prototype.group.isEmpty())
        prototype.group = entry.name;
    const bool dice = !entry.hitDice.isEmpty();
    Encounter::AddCombatantsCommand add(prototype, count, entry.hitDice,
        dice ? hitPoints : Encounter::AddCombatantsCommand::HitPoints::Fixed);
    if (auto error = add.execute(fight, random))
        return *error;
    return fight.state();
}

Expected<TableFight::Built, QString> TableFight::build(const EncounterTable &table,
    std::shared_ptr<const Rules::Ruleset> ruleset, const Lookup &lookup,
    const std::vector<Library::LibraryEntry> &party, const QString &name, Dice::Random &random)
{
    if (!ruleset || ruleset->id != table.rulesetId)
        return tr("the table is for the ruleset '%1'").arg(table.rulesetId);
    if (auto bad = table.problem())
        return bad->toString();
    if (auto absent = missing(table, lookup))
        return *absent;
    if (name.trimmed().isEmpty())
        return tr("the fight needs a name");
    const auto rolled = table.roll(random);
    if (!rolled)
        return rolled.error();
    Built built;
    built.rolled = *rolled;
    const EncounterTable::Row &row = table.rows[rolled->row];
    if (row.isNothing()) {
        built.nothing = true;
        built.summary = tr("%1: nothing comes").arg(rolled->dieShown);
        return built;
    }
    Encounter::EncounterState start;
    start.name = name.trimmed();
    start.rulesetId = ruleset->id;
    Phrase line(kTableFightContext, QT_TR_NOOP("Wandering monsters (%1): %2, %3 %4 (%5)"));
    line.arg(table.name)
        .arg(rolled->dieShown)
        .arg(rolled->count)
        .arg(row.creature)
        .arg(rolled->countShown);
    start.log.push_back({0, line.sourceText(), line, std::nullopt});
    auto fight = meeting(ruleset, std::move(start), party, *lookup(row.creature), rolled->count,
        Encounter::AddCombatantsCommand::HitPoints::Roll, random);
    if (!fight)
        return fight.error();
    built.state = std::move(fight).value();
    built.summary = tr("%1: %2 %3").arg(rolled->dieShown).arg(rolled->count).arg(row.creature);

    const auto step = std::find_if(ruleset->encounterOrder.begin(), ruleset->encounterOrder.end(),
        [](const Rules::EncounterStep &s) { return s.id == u"distance"; });
    if (step != ruleset->encounterOrder.end() && step->roll) {
        const auto distance = Dice::Roller::roll(*step->roll, random);
        if (!distance)
            return distance.error().toString();
        built.distance = distance->total * step->scale;
        Phrase said(kTableFightContext, QT_TR_NOOP("%1: %2 × %3 = %4 %5"));
        said.arg(Phrase::local(step->wordings.of(QStringLiteral("label"), step->label)))
            .arg(distance->describe(step->roll->text()))
            .arg(step->scale)
            .arg(*built.distance)
            .arg(Phrase::local(step->wordings.of(QStringLiteral("unit"), step->unit)));
        built.state.log.push_back({0, said.sourceText(), said, std::nullopt});
        built.summary
            = tr("%1; distance %2 %3").arg(built.summary).arg(*built.distance).arg(step->unit);
    }
    return built;
}

} // namespace Fray::Wandering
