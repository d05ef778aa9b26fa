// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/morale/MoraleWatch.h"
#include "core/sim/FightModelBuilder.h"

#include <cmath>

namespace Fray::Sim {

std::optional<QString> FightModel::Builder::morale()
{
    if (!m_ruleset.morale)
        return std::nullopt;
    const Rules::Morale &rule = *m_ruleset.morale;
    if (!m.m_options.morale) {
        note(tr("Morale is not checked: no one flees."));
        return std::nullopt;
    }
    MoraleModel &model = m.m_morale;
    model.moments
        = (rule.triggers.contains(Rules::Morale::firstDeath) ? MoraleModel::FirstDeath : 0)
        | (rule.triggers.contains(Rules::Morale::halfDown) ? MoraleModel::HalfDown : 0);
    model.downIsDeath = rule.firstDeathCounts == u"down";
    model.fightToDeathAfter = int(rule.fightToDeathAfter);
    model.sideSize.assign(m.m_sides.size(), 0);
    for (const CombatantModel &c : m.m_combatants)
        ++model.sideSize[std::size_t(c.side)];
    for (std::size_t side = 0; side < m.m_sides.size(); ++side) {
        if (!rule.checks(m.m_sides[side], m_ruleset.sides))
            continue;
        for (const Encounter::MoraleUnit &unit :
            Encounter::MoraleWatch::units(m_encounter, m.m_sides[side])) {
            const auto chance = Encounter::MoraleWatch::chanceToHold(m_encounter, unit);
            if (!chance)
                return tr("morale of %1: %2").arg(unit.name, chance.error());
            MoraleModel::Unit u;
            u.name = unit.name;
            u.side = int(side);
            u.held = int(unit.held);
            u.alwaysHolds = *chance >= 1.0;
            // 2^64 times the chance: a draw of the 64-bit generator below it holds.
            u.holdsBelow
                = u.alwaysHolds || *chance <= 0.0 ? 0 : std::uint64_t(std::ldexp(*chance, 64));
            for (const Encounter::CombatantId id : unit.members) {
                const Encounter::Combatant *c = m_encounter.find(id);
                u.members.push_back(int(m_encounter.indexOf(id)));
                if (c->moraleAsked.contains(Rules::Morale::firstDeath))
                    u.asked |= MoraleModel::FirstDeath;
                if (c->moraleAsked.contains(Rules::Morale::halfDown))
                    u.asked |= MoraleModel::HalfDown;
            }
            model.units.push_back(std::move(u));
        }
    }
    model.on = model.moments != 0 && !model.units.empty();
    if (model.on)
        note(tr("Morale is checked when a side's first one falls and when half of it is down, "
                "as Fray asks; the GM's checks at the start and on an upset are not simulated."));
    return std::nullopt;
}

} // namespace Fray::Sim
