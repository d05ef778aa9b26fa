// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/encounter/UseKeeper.h"

#include "core/dice/Roller.h"
#include "core/encounter/CombatantFormulas.h"

namespace Fray::Encounter {

namespace {
constexpr char kUseKeeperContext[] = "Fray::Encounter::UseKeeper";

Phrase backTo(const Use &use)
{
    return Phrase(
        kUseKeeperContext, QT_TRANSLATE_NOOP("Fray::Encounter::UseKeeper", "%1 back to %2/%3"))
        .arg(use.name)
        .arg(use.maximum)
        .arg(use.maximum);
}
} // namespace

UseKeeper::UseKeeper(Encounter &encounter, Dice::Random &random)
    : m_encounter(encounter)
    , m_random(random)
{ }

Phrase UseKeeper::line(qint64 index, std::vector<Phrase> parts) const
{
    Phrase all = Phrase::joined(std::move(parts), QStringLiteral(", "));
    if (all.isEmpty())
        return all;
    return Phrase(kUseKeeperContext, QT_TR_NOOP("%1: %2"))
        .arg(m_encounter.combatants()[std::size_t(index)].name)
        .arg(std::move(all));
}

Phrase UseKeeper::refill(qint64 index, Use::Reset reset)
{
    const Combatant &c = m_encounter.combatants()[std::size_t(index)];
    std::vector<Phrase> parts;
    std::vector<std::size_t> refilled;
    for (std::size_t i = 0; i < c.uses.size(); ++i) {
        const Use &use = c.uses[i];
        if (use.reset != reset || use.isFull())
            continue;
        parts.push_back(backTo(use));
        refilled.push_back(i);
    }
    if (refilled.empty())
        return Phrase();
    m_encounter.modifyCombatant(index, [&](Combatant &x) {
        for (const std::size_t i : refilled)
            x.uses[i].left = x.uses[i].maximum;
    });
    return line(index, std::move(parts));
}

Phrase UseKeeper::startOfFight(qint64 index)
{
    // A combatant carried over from an earlier fight starts with no turn taken in this one.
    const Combatant &c = m_encounter.combatants()[std::size_t(index)];
    if (std::any_of(c.uses.begin(), c.uses.end(), [](const Use &u) { return u.turnRound != 0; }))
        m_encounter.modifyCombatant(index, [](Combatant &x) {
            for (Use &u : x.uses)
                u.turnRound = 0;
        });
    return refill(index, Use::Reset::Fight);
}

Phrase UseKeeper::startOfRound(qint64 index)
{
    return refill(index, Use::Reset::Round);
}

Phrase UseKeeper::startOfTurn(qint64 index)
{
    const qint64 round = m_encounter.state().round;
    Combatant c = m_encounter.combatants()[std::size_t(index)];
    std::vector<Phrase> parts;
    bool changed = false;
    for (Use &use : c.uses) {
        if ((use.reset != Use::Reset::Turn && use.reset != Use::Reset::Recharge)
            || use.turnRound == round)
            continue;
        use.turnRound = round;
        changed = true;
        if (use.isFull())
            continue;
        if (use.reset == Use::Reset::Turn) {
            parts.push_back(backTo(use));
            use.left = use.maximum;
            continue;
        }
        // Files and the form refuse an expression that does not parse; one that cannot be
        // rolled (a variable the ruleset lacks) says so in the log rather than stopping the turn.
        const auto expression = Dice::Expression::parse(use.recharge);
        if (!expression) {
            parts.push_back(Phrase(kUseKeeperContext, QT_TR_NOOP("%1 cannot roll '%2'"))
                                .arg(use.name)
                                .arg(use.recharge));
            continue;
        }
        const auto rolled = Dice::Roller::roll(
            *expression, m_random, m_encounter.formulas().bindings(c, *expression));
        if (!rolled) {
            parts.push_back(Phrase(kUseKeeperContext, QT_TR_NOOP("%1 cannot roll '%2'"))
                                .arg(use.name)
                                .arg(use.recharge));
            continue;
        }
        if (rolled->total >= use.target) {
            use.left = use.maximum;
            parts.push_back(Phrase(kUseKeeperContext, QT_TR_NOOP("%1 recharges (rolled %2)"))
                                .arg(use.name)
                                .arg(rolled->total));
        } else {
            parts.push_back(
                Phrase(kUseKeeperContext, QT_TR_NOOP("%1 does not recharge (rolled %2)"))
                    .arg(use.name)
                    .arg(rolled->total));
        }
    }
    if (changed)
        m_encounter.modifyCombatant(index, [&](Combatant &x) { x.uses = c.uses; });
    return line(index, std::move(parts));
}

} // namespace Fray::Encounter
