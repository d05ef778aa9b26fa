// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/Ruleset.h"

#include <algorithm>
#include <functional>

namespace Fray::Rules {

namespace {

template<typename T>
const T *findById(const std::vector<T> &items, const QString &id)
{
    const auto it
        = std::find_if(items.begin(), items.end(), [&](const T &t) { return t.id == id; });
    return it == items.end() ? nullptr : &*it;
}

bool sameCheck(const std::shared_ptr<const Check> &a, const std::shared_ptr<const Check> &b)
{
    if (!a || !b)
        return a == b;
    return *a == *b;
}

} // namespace

bool Band::operator==(const Band &other) const
{
    return when == other.when && outcome == other.outcome && damage == other.damage
        && effect == other.effect && label == other.label && sameCheck(then, other.then)
        && wordings == other.wordings;
}

const Variable *Ruleset::variable(const QString &variableName) const
{
    const auto it = std::find_if(variables.begin(), variables.end(),
        [&](const Variable &v) { return v.name == variableName; });
    return it == variables.end() ? nullptr : &*it;
}

const Outcome *Ruleset::outcome(const QString &key) const
{
    return findById(outcomes, key);
}

QSet<QString> Ruleset::variablesRead(const QString &checkId, bool withDamage) const
{
    QSet<QString> used;
    const auto add = [&used](const Dice::Expression &e) {
        const QStringList names = e.variables();
        for (const QString &variable : names)
            used.insert(variable);
    };
    const Check *check = checks.value(checkId).get();
    if (!check)
        return used;
    std::function<void(const Check &)> addCheck = [&](const Check &c) {
        add(c.roll);
        for (const Dice::Expression &variant : c.rollVariants)
            add(variant);
        for (const Band &band : c.bands) {
            if (band.when)
                add(*band.when);
            if (band.then)
                addCheck(*band.then);
        }
    };
    addCheck(*check);
    for (const Outcome &o : check->outcomes.empty() ? outcomes : check->outcomes) {
        if (o.presentIf)
            add(*o.presentIf);
    }
    if (withDamage) {
        for (const Dice::Expression &formula : damage.formulas)
            add(formula);
    }
    for (auto d = derived.rbegin(); d != derived.rend(); ++d) {
        if (used.contains(d->name))
            add(d->value);
    }
    return used;
}

const Modifier *Ruleset::modifier(const QString &key) const
{
    return findById(modifiers, key);
}

QString Ruleset::modifierGroupLabel(const QString &group) const
{
    if (const ModifierGroup *g = findById(modifierGroups, group); g && !g->label.isEmpty())
        return g->label;
    QString words = group;
    words.replace(QLatin1Char('-'), QLatin1Char(' ')).replace(QLatin1Char('_'), QLatin1Char(' '));
    if (!words.isEmpty())
        words[0] = words[0].toUpper();
    return words;
}

const Condition *Ruleset::condition(const QString &key) const
{
    return findById(conditions, key);
}

const HpState *Ruleset::hpState(const QString &stateId) const
{
    return findById(hpStates, stateId);
}

const Check *Ruleset::attack() const
{
    const auto it = checks.constFind(QStringLiteral("attack"));
    return it == checks.constEnd() ? nullptr : it.value().get();
}

const Stat *Ruleset::stat(const QString &statId) const
{
    const auto it
        = std::find_if(stats.begin(), stats.end(), [&](const Stat &s) { return s.id == statId; });
    return it == stats.end() ? nullptr : &*it;
}

const Rest *Ruleset::rest(const QString &restId) const
{
    const auto it
        = std::find_if(rests.begin(), rests.end(), [&](const Rest &r) { return r.id == restId; });
    return it == rests.end() ? nullptr : &*it;
}

bool Ruleset::readsArmor() const
{
    return std::any_of(variables.begin(), variables.end(),
        [](const Variable &v) { return v.from == u"target.armor" || v.from == u"attacker.armor"; });
}

bool Ruleset::readsAttackValue() const
{
    return std::any_of(
        variables.begin(), variables.end(), [](const Variable &v) { return v.from == u"attack"; });
}

const Expression *Ruleset::attackFormula(const QString &kind) const
{
    auto it = attackValue.formula.constFind(kind);
    if (it == attackValue.formula.constEnd())
        it = attackValue.formula.constFind(QStringLiteral("*"));
    return it == attackValue.formula.constEnd() ? nullptr : &it.value();
}

const Side &Ruleset::playersSide() const
{
    // The reader guarantees a players' side and another one.
    return *std::find_if(sides.begin(), sides.end(), [](const Side &s) { return s.players; });
}

bool Ruleset::isPlayers(const QString &side) const
{
    return std::any_of(
        sides.begin(), sides.end(), [&](const Side &s) { return s.players && s.id == side; });
}

const Side &Ruleset::foesSide() const
{
    return *std::find_if(sides.begin(), sides.end(), [](const Side &s) { return !s.players; });
}

bool Ruleset::operator==(const Ruleset &other) const
{
    if (checks.keys() != other.checks.keys())
        return false;
    for (auto it = checks.constBegin(); it != checks.constEnd(); ++it) {
        if (!sameCheck(it.value(), other.checks.value(it.key())))
            return false;
    }
    return id == other.id && name == other.name && version == other.version
        && summary == other.summary && source == other.source && roundSeconds == other.roundSeconds
        && phases == other.phases && defenceLabel == other.defenceLabel
        && defenceNames == other.defenceNames && hpLabel == other.hpLabel
        && armorLabel == other.armorLabel && sides == other.sides
        && attackKinds == other.attackKinds && stats == other.stats
        && retiredStats == other.retiredStats && attackValue == other.attackValue
        && variables == other.variables && derived == other.derived && outcomes == other.outcomes
        && damage == other.damage && modifiers == other.modifiers
        && modifierGroups == other.modifierGroups && conditions == other.conditions
        && hpStates == other.hpStates && triggers == other.triggers
        && initiative == other.initiative && surprise == other.surprise && morale == other.morale
        && encounterOrder == other.encounterOrder && tables == other.tables && notes == other.notes
        && importMapping == other.importMapping && wordings == other.wordings;
}

bool Morale::checks(const QString &side, const std::vector<Side> &all) const
{
    if (!sides.isEmpty())
        return sides.contains(side);
    const auto it
        = std::find_if(all.begin(), all.end(), [&](const Side &s) { return s.id == side; });
    return it == all.end() || !it->players;
}

bool Condition::has(ConditionFlag flag) const
{
    return std::find(flags.begin(), flags.end(), flag) != flags.end();
}

bool Condition::barsActing() const
{
    return has(ConditionFlag::CannotAct) || has(ConditionFlag::Fled);
}

bool Condition::barsAttacks() const
{
    return barsActing() || has(ConditionFlag::NoAttacks) || has(ConditionFlag::LoseAttacks);
}

} // namespace Fray::Rules
