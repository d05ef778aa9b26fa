// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/encounter/ReminderKeeper.h"

#include "core/encounter/CombatantFormulas.h"
#include "core/encounter/InitiativeRoller.h"
#include "core/encounter/Vitals.h"

namespace Fray::Encounter {

namespace {
constexpr char kReminderKeeperContext[] = "Fray::Encounter::ReminderKeeper";

void append(std::vector<Rules::Reminder> &to, const std::vector<Rules::Reminder> &from)
{
    to.insert(to.end(), from.begin(), from.end());
}

// The HP states whose reminders concern the combatant: the one it is in, and an end-of-round
// state its hit points already meet (BRP: at 0 now, dead when the round ends unless healed).
std::vector<const Rules::HpState *> statesOf(const Encounter &encounter, const Combatant &c)
{
    std::vector<const Rules::HpState *> states;
    const auto &all = encounter.ruleset().hpStates;
    for (const Rules::HpState &s : all) {
        if (s.id == c.state)
            states.push_back(&s);
    }
    const qint64 pending = encounter.formulas().hpState(c, true);
    if (pending >= 0) {
        const Rules::HpState *s = &all[std::size_t(pending)];
        if (s->timing == Rules::HpState::Timing::EndOfRound && s->id != c.state)
            states.push_back(s);
    }
    return states;
}
} // namespace

ReminderKeeper::ReminderKeeper(Encounter &encounter, Dice::Random &random)
    : m_encounter(encounter)
    , m_random(random)
{ }

std::vector<Rules::Reminder> ReminderKeeper::carried(const Encounter &encounter, const Combatant &c)
{
    std::vector<Rules::Reminder> result = c.reminders;
    for (const ActiveCondition &active : c.conditions) {
        if (const Rules::Condition *condition = encounter.condition(active))
            append(result, condition->reminders);
    }
    for (const Rules::HpState *s : statesOf(encounter, c))
        append(result, s->reminders);
    return result;
}

void ReminderKeeper::fire(qint64 index, Rules::Reminder::When when)
{
    const Vitals vitals(m_encounter, m_random);
    const Combatant &c = m_encounter.combatants()[std::size_t(index)];
    if (vitals.isDead(c))
        return;
    std::vector<Rules::Reminder> due;
    if (!vitals.isOutOfFight(c)) {
        append(due, c.reminders);
        for (const ActiveCondition &active : c.conditions) {
            if (const Rules::Condition *condition = m_encounter.condition(active))
                append(due, condition->reminders);
        }
    }
    for (const Rules::HpState *s : statesOf(m_encounter, c))
        append(due, s->reminders);
    for (const Rules::Reminder &r : due) {
        if (r.when != when)
            continue;
        m_encounter.appendLog(Phrase(kReminderKeeperContext, QT_TR_NOOP("Reminder · %1: %2"))
                                  .arg(c.name)
                                  .arg(r.wordings.of(QStringLiteral("text"), r.text)));
        m_encounter.announceReminder(c.id, r);
    }
}

void ReminderKeeper::fireAll(Rules::Reminder::When when)
{
    for (qint64 i = 0; i < qint64(m_encounter.combatants().size()); ++i)
        fire(i, when);
}

void ReminderKeeper::endOfTurn()
{
    const InitiativeEntry *acting = m_encounter.actingEntry();
    if (!acting)
        return;
    const InitiativeEntry entry = *acting;
    for (const CombatantId id : InitiativeRoller::members(m_encounter, entry)) {
        const qint64 index = m_encounter.indexOf(id);
        if (index >= 0)
            fire(index, Rules::Reminder::When::EndOfTurn);
    }
}

} // namespace Fray::Encounter
