// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/wandering/TableDanger.h"

#include "core/encounter/Encounter.h"
#include "core/sim/Difficulty.h"
#include "core/sim/FightModel.h"
#include "core/sim/Simulator.h"

#include <cmath>

namespace Fray::Wandering {

namespace {

// One number of one row's creature, and the fights it gets.
struct Meeting
{
    std::size_t row = 0;
    qint64 count = 0;
    double chance = 0.0; // of this count, within its row
    std::int64_t trials = 0;
};

} // namespace

Expected<std::vector<std::optional<TableDanger::RowDanger>>, QString> TableDanger::of(
    const EncounterTable &table, std::shared_ptr<const Rules::Ruleset> ruleset,
    const TableFight::Lookup &lookup, const std::vector<Library::LibraryEntry> &party,
    const Options &options, const Progress &progress)
{
    if (!ruleset || ruleset->id != table.rulesetId)
        return tr("the table is for the ruleset '%1'").arg(table.rulesetId);
    const auto odds = EncounterTableOdds::of(table);
    if (!odds)
        return odds.error();
    if (auto absent = TableFight::missing(table, lookup))
        return *absent;
    const bool anyMember = std::any_of(party.begin(), party.end(),
        [&](const Library::LibraryEntry &e) { return e.rulesetId == table.rulesetId; });
    if (!anyMember)
        return tr("the party has no member of the ruleset '%1' to meet what comes")
            .arg(table.rulesetId);

    std::vector<Meeting> meetings;
    std::int64_t total = 0;
    for (std::size_t r = 0; r < table.rows.size(); ++r) {
        if (table.rows[r].isNothing())
            continue;
        for (const Dice::Distribution::Outcome &o : odds->rows[r].count.outcomes()) {
            const auto share = std::int64_t(std::ceil(double(options.trials) * o.probability));
            meetings.push_back({r, o.value, o.probability, std::max(options.leastPerCount, share)});
            total += meetings.back().trials;
        }
    }

    std::vector<std::optional<RowDanger>> rows(table.rows.size());
    std::vector<double> variance(table.rows.size(), 0.0);
    std::int64_t done = 0;
    for (const Meeting &m : meetings) {
        if (progress && !progress(done, total))
            return tr("stopped");
        const EncounterTable::Row &row = table.rows[m.row];
        Dice::Random random(options.seed + m.row * 1'000'003u + quint64(m.count));
        Encounter::EncounterState start;
        start.name = table.name.isEmpty() ? QStringLiteral("-") : table.name;
        start.rulesetId = ruleset->id;
        auto fight = TableFight::meeting(ruleset, std::move(start), party, *lookup(row.creature),
            m.count, Encounter::AddCombatantsCommand::HitPoints::Average, random);
        if (!fight)
            return tr("rows[%1]: %2").arg(m.row).arg(fight.error());
        Sim::SimOptions sim;
        sim.trials = m.trials;
        sim.seed = options.seed + m.row * 7919u + quint64(m.count);
        sim.threads = options.threads;
        sim.morale = options.morale;
        sim.values = options.values;
        const Encounter::Encounter encounter(ruleset, std::move(fight).value());
        const auto model = Sim::FightModel::create(encounter, sim);
        if (!model)
            return tr("rows[%1], %2 %3: %4")
                .arg(m.row)
                .arg(m.count)
                .arg(row.creature, model.error());
        const Sim::SimResult result = Sim::Simulator::run(**model);
        double win = 0.0, winSe = 0.0;
        for (std::size_t s = 0; s < (*model)->sides().size(); ++s) {
            if ((*model)->isParty(int(s))) {
                win += result.sides[s].win;
                winSe = std::hypot(winSe, result.sides[s].winSe);
            }
        }
        RowDanger &d = rows[m.row] ? *rows[m.row] : rows[m.row].emplace();
        d.win += m.chance * win;
        variance[m.row] += m.chance * m.chance * winSe * winSe;
        d.partyLoses += m.chance * result.pPartyLoses;
        d.anyOut += m.chance * result.pAnyPcOut;
        if ((*model)->hasDeath())
            d.anyDead = d.anyDead.value_or(0.0) + m.chance * result.pAnyPcDead;
        d.fights += result.trials;
        done += m.trials;
    }
    for (std::size_t r = 0; r < rows.size(); ++r) {
        if (!rows[r])
            continue;
        rows[r]->winSe = std::sqrt(variance[r]);
        // The word as Simulate gives it for one fight, from the row's weighed chances.
        Sim::SimResult weighed;
        weighed.pPartyLoses = rows[r]->partyLoses;
        weighed.pAnyPcOut = rows[r]->anyOut;
        weighed.pAnyPcDead = rows[r]->anyDead.value_or(0.0);
        rows[r]->difficulty = Sim::Difficulty::assess(weighed);
    }
    if (progress)
        progress(total, total);
    return rows;
}

} // namespace Fray::Wandering
