// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/encounter/Vitals.h"

#include "core/encounter/CombatantFormulas.h"
#include "core/encounter/ConditionKeeper.h"
#include "core/encounter/EncounterCheck.h"

#include <algorithm>

namespace Fray::Encounter {

namespace {
constexpr char kVitalsContext[] = "Fray::Encounter::Vitals";
}

Vitals::Vitals(Encounter &encounter, Dice::Random &random)
    : m_encounter(encounter)
    , m_random(random)
{ }

const Rules::HpState *Vitals::state(const Combatant &combatant) const
{
    return m_encounter.ruleset().hpState(combatant.state);
}

bool Vitals::isDown(const Rules::Ruleset &ruleset, const Combatant &combatant)
{
    const Rules::HpState *s = ruleset.hpState(combatant.state);
    return s && (s->outOfFight || s->dead);
}

bool Vitals::hasFled(const Rules::Ruleset &ruleset, const Combatant &combatant)
{
    return std::any_of(
        combatant.conditions.begin(), combatant.conditions.end(), [&](const ActiveCondition &a) {
            const Rules::Condition *c = a.custom ? nullptr : ruleset.condition(a.id);
            return c && c->has(Rules::ConditionFlag::Fled);
        });
}

bool Vitals::outOfFight(const Rules::Ruleset &ruleset, const Combatant &combatant)
{
    return isDown(ruleset, combatant) || hasFled(ruleset, combatant);
}

bool Vitals::isDead(const Combatant &combatant) const
{
    const Rules::HpState *s = state(combatant);
    return s && s->dead;
}

bool Vitals::canAct(const Combatant &combatant) const
{
    const Rules::HpState *s = state(combatant);
    if (s && (!s->canAct || s->dead || s->outOfFight))
        return false;
    for (const ActiveCondition &active : combatant.conditions) {
        const Rules::Condition *condition = m_encounter.condition(active);
        if (condition && condition->barsActing())
            return false;
    }
    return true;
}

const Rules::Condition *Vitals::attackBarredBy(const Combatant &combatant) const
{
    for (const ActiveCondition &active : combatant.conditions) {
        const Rules::Condition *condition = m_encounter.condition(active);
        if (condition && condition->barsAttacks())
            return condition;
    }
    return nullptr;
}

Phrase Vitals::damage(qint64 index, qint64 amount, const QString &pool)
{
    if (amount <= 0)
        return Phrase();
    const Rules::HpState *was = state(m_encounter.combatants()[std::size_t(index)]);
    const bool subdual = pool != u"lethal";
    // Hit points stop at the lowest an encounter file may hold and subdual damage at the
    // maximum, so whatever is done to a combatant can be saved and read back.
    m_encounter.modifyCombatant(index, [&](Combatant &c) {
        c.hp = c.hp < -EncounterCheck::maxHitPoints + amount ? -EncounterCheck::maxHitPoints
                                                             : c.hp - amount;
        if (subdual)
            c.subdual = c.subdual > c.maxHp - amount ? c.maxHp : c.subdual + amount;
    });
    if (was && !was->furtherDamage.isEmpty()) {
        const qint64 next = stateIndex(was->furtherDamage);
        if (next >= 0
            && m_encounter.formulas().stateHolds(
                std::size_t(next), m_encounter.combatants()[std::size_t(index)]))
            return enterState(index, was->furtherDamage);
    }
    return updateState(index, false);
}

Phrase Vitals::heal(qint64 index, qint64 amount)
{
    if (amount <= 0)
        return Phrase();
    m_encounter.modifyCombatant(index, [&](Combatant &c) {
        // Compared, not added: a rest or a remedy may give back more than a qint64 holds.
        c.hp = c.hp > c.maxHp - amount ? c.maxHp : c.hp + amount;
        c.subdual = c.subdual < amount ? 0 : c.subdual - amount;
    });
    return updateState(index, false);
}

qint64 Vitals::stateIndex(const QString &id) const
{
    const auto &states = m_encounter.ruleset().hpStates;
    const auto it = std::find_if(
        states.begin(), states.end(), [&](const Rules::HpState &s) { return s.id == id; });
    return it == states.end() ? -1 : qint64(it - states.begin());
}

Phrase Vitals::updateState(qint64 index, bool endOfRound)
{
    const Combatant &before = m_encounter.combatants()[std::size_t(index)];
    const Rules::Ruleset &ruleset = m_encounter.ruleset();
    const CombatantFormulas &formulas = m_encounter.formulas();
    const qint64 found = formulas.hpState(before, endOfRound);
    QString id = found < 0 ? QString() : ruleset.hpStates[std::size_t(found)].id;

    const Rules::HpState *current = state(before);
    const std::size_t currentIndex = current ? std::size_t(current - ruleset.hpStates.data()) : 0;
    // An end-of-round state (BRP death at 0) stays until the combatant's hit points leave it,
    // even though the immediate evaluation does not look at it.
    if (!endOfRound && current && current->timing == Rules::HpState::Timing::EndOfRound
        && formulas.hpState(before, true) == qint64(currentIndex))
        id = current->id;
    // So does a state that further damage led to: the states' order alone would take the
    // combatant back to the state it came from.
    const bool ledTo = current
        && std::any_of(ruleset.hpStates.begin(), ruleset.hpStates.end(),
            [&](const Rules::HpState &s) { return s.furtherDamage == current->id; });
    if (ledTo && formulas.stateHolds(currentIndex, before))
        id = current->id;
    if (id == before.state)
        return Phrase();
    return enterState(index, id);
}

Phrase Vitals::enterState(qint64 index, const QString &id)
{
    const Combatant &before = m_encounter.combatants()[std::size_t(index)];
    const Rules::HpState *current = state(before);
    const bool wasOut = isOutOfFight(before);
    const InitiativeEntry *acting = m_encounter.actingEntry();
    const qint64 slot = acting ? acting->slot : -1;
    const qint64 round = m_encounter.state().round;
    m_encounter.modifyCombatant(index, [&](Combatant &c) {
        c.state = id;
        c.aided = false; // aid stops one state's bleeding; a new state starts afresh
    });
    const Combatant &after = m_encounter.combatants()[std::size_t(index)];
    if (!wasOut && isOutOfFight(after)) {
        m_encounter.modifyCombatant(index, [&](Combatant &c) {
            c.diedInRound = round;
            c.diedInSlot = slot;
        });
    }
    const Rules::HpState *now = state(after);
    if (now)
        return Phrase(kVitalsContext, QT_TR_NOOP("%1 is %2"))
            .arg(after.name)
            .arg(Rules::labelOf(*now).toLower());
    return Phrase(kVitalsContext, QT_TR_NOOP("%1 is no longer %2"))
        .arg(after.name)
        .arg(current ? Rules::labelOf(*current).toLower() : LocalText());
}

Phrase Vitals::triggers(qint64 index, qint64 amount)
{
    const Rules::Ruleset &ruleset = m_encounter.ruleset();
    std::vector<Phrase> texts;
    for (std::size_t t = 0; t < ruleset.triggers.size(); ++t) {
        const Combatant &c = m_encounter.combatants()[std::size_t(index)];
        if (!m_encounter.formulas().triggerFires(t, c, amount))
            continue;
        // The hit stands; a condition it cannot bring is said in the log, not left out.
        Phrase log;
        const auto error = ConditionKeeper(m_encounter, m_random)
                               .apply(index, ruleset.triggers[t].condition,
                                   ruleset.triggers[t].label, std::nullopt, log);
        texts.push_back(error ? Phrase::text(*error) : log);
    }
    return Phrase::joined(std::move(texts), QStringLiteral(" \u00b7 "));
}

} // namespace Fray::Encounter
