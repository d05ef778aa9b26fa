// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/encounter/EncounterCheck.h"

#include "core/dice/Expression.h"
#include "core/encounter/EventKeeper.h"

#include <QSet>

#include <algorithm>

namespace Fray::Encounter {

namespace {

template<typename List>
bool has(const List &list, const QString &id)
{
    return std::any_of(list.begin(), list.end(), [&](const auto &item) { return item.id == id; });
}

template<typename List>
QString idList(const List &list)
{
    QStringList names;
    for (const auto &item : list)
        names << item.id;
    return names.isEmpty() ? EncounterCheck::tr("none") : names.join(QStringLiteral(", "));
}

QString path(const QString &at, const QString &field)
{
    return at.isEmpty() ? field : at + QLatin1Char('.') + field;
}

} // namespace

EncounterCheck::Problems EncounterCheck::combatant(
    const Combatant &c, const Rules::Ruleset &ruleset, const QString &at)
{
    Problems problems;
    const auto problem = [&](const QString &field, const QString &message) {
        problems.append({path(at, field), message});
    };
    const auto within = [&](const QString &field, qint64 value, qint64 lo, qint64 hi) {
        if (value < lo || value > hi)
            problem(field, tr("%1 is outside %2 to %3").arg(value).arg(lo).arg(hi));
    };

    if (c.name.trimmed().isEmpty())
        problem(QStringLiteral("name"), tr("a combatant needs a name"));
    for (auto it = c.stats.constBegin(); it != c.stats.constEnd(); ++it) {
        const QString field = QStringLiteral("stats.") + it.key();
        // Older files keep a stat the ruleset retired; nothing reads it (Combatant.h).
        if (ruleset.retiredStats.contains(it.key()))
            continue;
        const auto stat = std::find_if(ruleset.stats.begin(), ruleset.stats.end(),
            [&](const Rules::Stat &s) { return s.id == it.key(); });
        if (stat == ruleset.stats.end()) {
            problem(field,
                tr("%1 has no stat '%2' (it has: %3)")
                    .arg(ruleset.name, it.key(), idList(ruleset.stats)));
            continue;
        }
        within(
            field, it.value(), stat->minimum.value_or(-maxValue), stat->maximum.value_or(maxValue));
    }

    within(QStringLiteral("hp.max"), c.maxHp, 1, maxHitPoints);
    if (c.hp > c.maxHp)
        problem(QStringLiteral("hp.current"),
            tr("%1 is more than the maximum %2").arg(c.hp).arg(c.maxHp));
    within(QStringLiteral("hp.current"), c.hp, -maxHitPoints, maxHitPoints);
    if (c.startHp > c.maxHp)
        problem(QStringLiteral("hp.start"),
            tr("%1 is more than the maximum %2").arg(c.startHp).arg(c.maxHp));
    within(QStringLiteral("hp.start"), c.startHp, -maxHitPoints, maxHitPoints);
    if (c.subdual < 0 || c.subdual > c.maxHp)
        problem(QStringLiteral("hp.subdual"),
            tr("%1 is outside 0 to the maximum %2").arg(c.subdual).arg(c.maxHp));
    within(QStringLiteral("defence"), c.defence, -maxValue, maxValue);
    within(QStringLiteral("armor"), c.armor, 0, maxValue);
    within(QStringLiteral("attacks_per_round"), c.attacksPerRound, 1, maxAttacksPerRound);
    within(QStringLiteral("unit_size"), c.unitSize, 0, maxUnitSize);

    for (std::size_t i = 0; i < c.attacks.size(); ++i) {
        const Attack &a = c.attacks[i];
        const QString field = QStringLiteral("attacks[%1]").arg(i);
        if (a.name.trimmed().isEmpty())
            problem(field + QStringLiteral(".name"), tr("an attack needs a name"));
        within(field + QStringLiteral(".value"), a.value, -maxValue, maxValue);
        within(field + QStringLiteral(".reach"), a.reach, 0, maxValue);
        within(field + QStringLiteral(".rate_of_fire"), a.rateOfFire, 1, maxAttacksPerRound);
        if (!a.damage.trimmed().isEmpty()) {
            const auto damage = Dice::Expression::parse(a.damage);
            if (!damage)
                problem(field + QStringLiteral(".damage"),
                    tr("'%1': %2").arg(a.damage, damage.error().toString()));
        }
        const auto count = Dice::Expression::parse(a.count);
        if (!count)
            problem(field + QStringLiteral(".count"),
                tr("'%1': %2").arg(a.count, count.error().toString()));
    }

    QSet<QString> useNames;
    for (std::size_t i = 0; i < c.uses.size(); ++i) {
        const Use &u = c.uses[i];
        const QString field = QStringLiteral("uses[%1]").arg(i);
        if (u.name.trimmed().isEmpty())
            problem(field + QStringLiteral(".name"), tr("a use needs a name"));
        else if (useNames.contains(u.name.toLower()))
            problem(field + QStringLiteral(".name"),
                tr("another use is already called %1").arg(u.name));
        useNames.insert(u.name.toLower());
        within(field + QStringLiteral(".max"), u.maximum, 1, Use::maxUses);
        if (u.left > u.maximum)
            problem(field + QStringLiteral(".left"),
                tr("%1 is more than the maximum %2").arg(u.left).arg(u.maximum));
        within(field + QStringLiteral(".left"), u.left, 0, Use::maxUses);
        within(field + QStringLiteral(".turn_round"), u.turnRound, 0, maxRound);
        if (u.reset == Use::Reset::Recharge) {
            const auto recharge = Dice::Expression::parse(u.recharge);
            if (u.recharge.trimmed().isEmpty())
                problem(field + QStringLiteral(".recharge"),
                    tr("a recharge needs dice to roll (\"1d6\")"));
            else if (!recharge)
                problem(field + QStringLiteral(".recharge"),
                    tr("'%1': %2").arg(u.recharge, recharge.error().toString()));
            within(field + QStringLiteral(".target"), u.target, -maxValue, maxValue);
        }
        if (!u.effect.trimmed().isEmpty()) {
            const auto effect = Dice::Expression::parse(u.effect);
            if (!effect)
                problem(field + QStringLiteral(".effect"),
                    tr("'%1': %2").arg(u.effect, effect.error().toString()));
        }
        if (u.effectNote.size() > Use::maxNote)
            problem(field + QStringLiteral(".effect_note"),
                tr("longer than %1 characters").arg(Use::maxNote));
    }

    for (std::size_t i = 0; i < c.conditions.size(); ++i) {
        const ActiveCondition &active = c.conditions[i];
        const QString field = QStringLiteral("conditions[%1]").arg(i);
        if (active.custom) {
            const auto built = active.custom->toCondition(ruleset);
            if (!built)
                problem(field + QStringLiteral(".custom"), built.error());
            else if (built->id != active.id)
                problem(field + QStringLiteral(".id"),
                    tr("a condition of your own called '%1' goes by '%2', not '%3'")
                        .arg(active.custom->label, built->id, active.id));
        } else if (!ruleset.condition(active.id)) {
            problem(field + QStringLiteral(".id"),
                tr("%1 has no condition '%2'").arg(ruleset.name, active.id));
        }
        if (active.roundsLeft)
            within(field + QStringLiteral(".rounds_left"), *active.roundsLeft, 0, maxRound);
    }
    if (!c.state.isEmpty() && !ruleset.hpState(c.state))
        problem(QStringLiteral("state"),
            tr("%1 has no HP state '%2' (it has: %3)")
                .arg(ruleset.name, c.state, idList(ruleset.hpStates)));
    if (!c.declared.isEmpty() && !has(ruleset.initiative.actions, c.declared))
        problem(QStringLiteral("declared"),
            tr("%1 has no declared action '%2' (it has: %3)")
                .arg(ruleset.name, c.declared, idList(ruleset.initiative.actions)));
    within(QStringLiteral("declared_round"), c.declaredRound, 0, maxRound);
    for (const QString &o : c.overrides) {
        if (!has(ruleset.initiative.overrides, o))
            problem(QStringLiteral("overrides"),
                tr("%1 has no initiative override '%2' (it has: %3)")
                    .arg(ruleset.name, o, idList(ruleset.initiative.overrides)));
    }
    return problems;
}

EncounterCheck::Problems EncounterCheck::encounter(
    const EncounterState &state, const Rules::Ruleset &ruleset)
{
    Problems problems;
    QSet<CombatantId> ids;
    for (std::size_t i = 0; i < state.combatants.size(); ++i) {
        const Combatant &c = state.combatants[i];
        problems += combatant(c, ruleset, QStringLiteral("combatants[%1]").arg(i));
        if (c.id == 0 || ids.contains(c.id))
            problems.append({QStringLiteral("combatants[%1].id").arg(i),
                tr("%1 is not an id of its own").arg(c.id)});
        ids.insert(c.id);
        if (c.id >= state.nextId)
            problems.append({QStringLiteral("next_id"),
                tr("%1 is not above every combatant's id (%2)").arg(state.nextId).arg(c.id)});
    }
    if (state.round < 0 || state.round > maxRound)
        problems.append({QStringLiteral("fight.round"),
            tr("%1 is outside 0 to %2").arg(state.round).arg(maxRound)});
    if (state.turn < -1 || state.turn >= qint64(state.order.size()))
        problems.append(
            {QStringLiteral("fight.turn"), tr("%1 is not a place in the order").arg(state.turn)});
    QSet<EventId> eventIds;
    for (std::size_t i = 0; i < state.events.size(); ++i) {
        const Event &event = state.events[i];
        const QString at = QStringLiteral("events[%1]").arg(i);
        problems += EventKeeper::check(event, &ruleset, at);
        if (event.id < 1 || eventIds.contains(event.id))
            problems.append(
                {at + QStringLiteral(".id"), tr("%1 is not an id of its own").arg(event.id)});
        if (event.id >= state.nextEventId)
            problems.append({QStringLiteral("next_event_id"),
                tr("%1 is not above every event's id (%2)").arg(state.nextEventId).arg(event.id)});
        eventIds.insert(event.id);
    }
    for (std::size_t i = 0; i < state.order.size(); ++i) {
        const InitiativeEntry &e = state.order[i];
        if (e.event) {
            if (!eventIds.contains(e.event))
                problems.append({QStringLiteral("fight.order[%1].event").arg(i),
                    tr("no event has the id %1").arg(e.event)});
        } else if (!ids.contains(e.combatant))
            problems.append({QStringLiteral("fight.order[%1].combatant").arg(i),
                tr("no combatant has the id %1").arg(e.combatant)});
        if (e.scale < 1)
            problems.append(
                {QStringLiteral("fight.order[%1].scale").arg(i), tr("must be 1 or more")});
    }
    for (const QString &option : state.options) {
        if (!has(ruleset.initiative.options, option))
            problems.append({QStringLiteral("fight.options"),
                tr("%1 has no initiative option '%2' (it has: %3)")
                    .arg(ruleset.name, option, idList(ruleset.initiative.options))});
    }
    return problems;
}

QString EncounterCheck::summary(const Problems &problems)
{
    if (problems.isEmpty())
        return QString();
    const QString first = problems.constFirst().toString();
    return problems.size() == 1
        ? first
        : tr("%1 (and %n more problem(s))", nullptr, int(problems.size() - 1)).arg(first);
}

} // namespace Fray::Encounter
