// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/morale/MoraleWatch.h"

#include "core/encounter/Vitals.h"
#include "core/odds/OddsCalculator.h"

#include <algorithm>

namespace Fray::Encounter {

namespace {

constexpr char kMoraleWatchContext[] = "Fray::Encounter::MoraleWatch";

qint64 scoreOf(const Rules::Ruleset &ruleset, const QString &stat, const Combatant &c)
{
    const Rules::Stat *s = ruleset.stat(stat);
    return c.stats.value(stat, s ? s->defaultValue : 0);
}

// Whether the moment has come for `side`: a death, or half of its members down.
bool momentCame(const Encounter &encounter, const QString &side, const QString &trigger)
{
    const Rules::Ruleset &ruleset = encounter.ruleset();
    const bool downIsDeath = ruleset.morale->firstDeathCounts == u"down";
    qint64 members = 0;
    qint64 down = 0;
    bool death = false;
    for (const Combatant &c : encounter.combatants()) {
        if (c.side != side)
            continue;
        ++members;
        const Rules::HpState *state = ruleset.hpState(c.state);
        const bool isDown = Vitals::isDown(ruleset, c);
        death = death || (state && state->dead) || (downIsDeath && isDown);
        if (isDown)
            ++down;
    }
    if (trigger == Rules::Morale::firstDeath)
        return death;
    return trigger == Rules::Morale::halfDown && down > 0 && 2 * down >= members;
}

} // namespace

bool MoraleWatch::isFraysMoment(const QString &trigger)
{
    return trigger == Rules::Morale::firstDeath || trigger == Rules::Morale::halfDown;
}

QStringList MoraleWatch::momentsCome(const Encounter &encounter, const QString &side)
{
    QStringList out;
    const Rules::Ruleset &ruleset = encounter.ruleset();
    if (!ruleset.morale)
        return out;
    for (const QLatin1StringView trigger : {Rules::Morale::firstDeath, Rules::Morale::halfDown}) {
        if (ruleset.morale->triggers.contains(trigger) && momentCame(encounter, side, trigger))
            out << trigger;
    }
    return out;
}

std::vector<MoraleUnit> MoraleWatch::units(
    const Encounter &encounter, const QString &side, const QStringList &moments)
{
    std::vector<MoraleUnit> out;
    const Rules::Ruleset &ruleset = encounter.ruleset();
    if (!ruleset.morale)
        return out;
    const Rules::Morale &rule = *ruleset.morale;
    for (const Combatant &c : encounter.combatants()) {
        if (c.side != side || Vitals::outOfFight(ruleset, c))
            continue;
        QString name = c.name;
        if (rule.per == u"side")
            name = side;
        else if (rule.per == u"group" && !c.group.isEmpty())
            name = c.group;
        auto unit = std::find_if(
            out.begin(), out.end(), [&](const MoraleUnit &u) { return u.name == name; });
        if (unit == out.end()) {
            out.push_back({side, name, {}, scoreOf(ruleset, rule.stat, c), c.moraleHeld});
            unit = out.end() - 1;
        }
        unit->members.push_back(c.id);
        unit->held = std::min(unit->held, c.moraleHeld);
    }
    // A unit that held often enough fights to the death; one that answered the moments is done
    // with them (any member's answer is the unit's).
    std::erase_if(out, [&](const MoraleUnit &unit) {
        if (rule.fightToDeathAfter > 0 && unit.held >= rule.fightToDeathAfter)
            return true;
        if (moments.isEmpty())
            return false;
        return std::all_of(moments.begin(), moments.end(), [&](const QString &moment) {
            return std::any_of(unit.members.begin(), unit.members.end(),
                [&](CombatantId id) { return encounter.find(id)->moraleAsked.contains(moment); });
        });
    });
    return out;
}

std::vector<MoraleCall> MoraleWatch::due(const Encounter &encounter)
{
    std::vector<MoraleCall> calls;
    const Rules::Ruleset &ruleset = encounter.ruleset();
    if (!ruleset.morale || encounter.state().round < 1)
        return calls;
    const Rules::Morale &rule = *ruleset.morale;
    QStringList sides;
    for (const Combatant &c : encounter.combatants()) {
        if (!sides.contains(c.side) && rule.checks(c.side, ruleset.sides))
            sides << c.side;
    }
    for (const QString &side : std::as_const(sides)) {
        const QStringList moments = momentsCome(encounter, side);
        if (moments.isEmpty())
            continue;
        auto units = MoraleWatch::units(encounter, side, moments);
        if (units.empty())
            continue;
        // The moments some unit has not answered: those the check answers.
        QStringList open;
        for (const QString &moment : moments) {
            const bool answeredByAll
                = std::all_of(units.begin(), units.end(), [&](const MoraleUnit &unit) {
                      return std::any_of(
                          unit.members.begin(), unit.members.end(), [&](CombatantId id) {
                              return encounter.find(id)->moraleAsked.contains(moment);
                          });
                  });
            if (!answeredByAll)
                open << moment;
        }
        calls.push_back({side, open.constFirst(), open, std::move(units)});
    }
    return calls;
}

Expected<double, QString> MoraleWatch::chanceToHold(
    const Encounter &encounter, const MoraleUnit &unit)
{
    const Rules::Ruleset &ruleset = encounter.ruleset();
    if (!ruleset.morale)
        return tr("%1 has no morale rule").arg(ruleset.name);
    Odds::OddsRequest request;
    request.check = ruleset.morale->check;
    request.values.insert(ruleset.morale->stat, unit.score);
    auto calculator = Odds::OddsCalculator::create(encounter.sharedRuleset(), request);
    if (!calculator)
        return calculator.error();
    auto result = (*calculator)->compute();
    if (!result)
        return result.error();
    return result->probabilityOf(ruleset.morale->heldOutcome);
}

std::optional<QString> MoraleWatch::refusal(
    const Encounter &encounter, const QString &side, const QString &trigger)
{
    const Rules::Ruleset &ruleset = encounter.ruleset();
    if (!ruleset.morale)
        return tr("%1 has no morale rule").arg(ruleset.name);
    const Rules::Morale &rule = *ruleset.morale;
    if (!rule.triggers.contains(trigger))
        return tr("%1 does not ask for morale at '%2' (it asks: %3)")
            .arg(ruleset.name, trigger, rule.triggers.join(QStringLiteral(", ")));
    if (!rule.checks(side, ruleset.sides))
        return tr("the side '%1' does not check morale").arg(side);
    const bool fraysMoment = isFraysMoment(trigger);
    if (fraysMoment && !momentCame(encounter, side, trigger))
        return tr("the moment has not come for '%1': %2").arg(side, triggerText(trigger));
    if (units(encounter, side, fraysMoment ? momentsCome(encounter, side) : QStringList()).empty())
        return tr("no one on the side '%1' is left to check morale %2")
            .arg(side, triggerText(trigger));
    return std::nullopt;
}

Phrase MoraleWatch::triggersPhrase(const QStringList &triggers)
{
    if (triggers.size() == 2)
        return Phrase(kMoraleWatchContext, QT_TR_NOOP("%1 and %2"))
            .arg(triggerPhrase(triggers[0]))
            .arg(triggerPhrase(triggers[1]));
    return triggers.isEmpty() ? Phrase() : triggerPhrase(triggers.constFirst());
}

Phrase MoraleWatch::triggerPhrase(const QString &trigger)
{
    if (trigger == Rules::Morale::start)
        return Phrase(kMoraleWatchContext, QT_TR_NOOP("at the start of the fight"));
    if (trigger == Rules::Morale::firstDeath)
        return Phrase(kMoraleWatchContext, QT_TR_NOOP("after the side's first death"));
    if (trigger == Rules::Morale::halfDown)
        return Phrase(kMoraleWatchContext, QT_TR_NOOP("with half of the side dead or out"));
    if (trigger == Rules::Morale::upset)
        return Phrase(kMoraleWatchContext, QT_TR_NOOP("after a big upset"));
    return Phrase::text(trigger);
}

} // namespace Fray::Encounter
