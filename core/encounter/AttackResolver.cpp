// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/encounter/AttackResolver.h"

#include "core/dice/DistributionEvaluator.h"
#include "core/encounter/BuiltinValues.h"
#include "core/encounter/CombatantFormulas.h"
#include "core/encounter/RollText.h"
#include "core/encounter/Vitals.h"
#include "core/odds/OddsCalculator.h"

#include <QLocale>

#include <algorithm>

namespace Fray::Encounter {

namespace {

constexpr char kAttackResolverContext[] = "Fray::Encounter::AttackResolver";

// What a variable's "from" (attacker.X, target.X) reads: a built-in the combatant gives, or a
// stat.
qint64 fieldOf(const Combatant &c, const QString &name)
{
    if (const Rules::BuiltinVariable *builtin = Rules::BuiltinVariables::find(name)) {
        if (const auto value = builtinValue(*builtin, c))
            return *value;
    }
    return c.stats.value(name);
}

// Effects of a condition's list that apply to an attack of this kind.
void addEffects(const Encounter &encounter, const std::vector<Rules::Effect> &effects,
    const Combatant &bearer, const QString &kind, const LocalText &label,
    Odds::OddsRequest &request)
{
    for (const Rules::Effect &e : effects) {
        if (!e.appliesTo.isEmpty() && !e.appliesTo.contains(kind))
            continue;
        if (!e.roll.isEmpty()) {
            request.rollVariants.append(e.roll);
            continue;
        }
        if (!e.add)
            continue;
        const auto value = Dice::DistributionEvaluator::evaluate(
            *e.add, encounter.formulas().bindings(bearer, *e.add));
        if (value && value->isConstant()) {
            request.adjustments[e.variable] += value->min();
            request.adjustmentSources[e.variable].append({label, value->min()});
        }
    }
}

} // namespace

AttackResolver::AttackResolver(Encounter &encounter, Dice::Random &random)
    : m_encounter(encounter)
    , m_random(random)
{ }

Expected<Odds::OddsResult, QString> AttackResolver::odds(
    const Encounter &encounter, const Request &request)
{
    const auto question = oddsRequest(encounter, request);
    if (!question)
        return question.error();
    const auto calculator = Odds::OddsCalculator::create(encounter.sharedRuleset(), *question);
    if (!calculator)
        return calculator.error();
    return (*calculator)->compute();
}

Expected<Odds::OddsRequest, QString> AttackResolver::oddsRequest(
    const Encounter &encounter, const Request &request)
{
    const Combatant *attacker = encounter.find(request.attacker);
    const Combatant *target = encounter.find(request.target);
    if (!attacker)
        return tr("no such attacker");
    if (!target)
        return tr("no such target");
    if (request.attack < 0 || request.attack >= qint64(attacker->attacks.size()))
        return attacker->attacks.empty()
            ? tr("%1 has no attacks").arg(attacker->name)
            : tr("%1 has no attack number %2").arg(attacker->name).arg(request.attack + 1);
    const Attack &attack = attacker->attacks[std::size_t(request.attack)];
    const Rules::Ruleset &ruleset = encounter.ruleset();

    Odds::OddsRequest odds;
    for (const Rules::Variable &v : ruleset.variables) {
        if (v.from.isEmpty())
            continue;
        if (v.from == u"attack")
            odds.values.insert(v.name, attack.value);
        else if (v.from.startsWith(u"target."))
            odds.values.insert(v.name, fieldOf(*target, v.from.mid(7)));
        else if (v.from.startsWith(u"attacker."))
            odds.values.insert(v.name, fieldOf(*attacker, v.from.mid(9)));
    }
    for (auto it = request.values.constBegin(); it != request.values.constEnd(); ++it)
        odds.values.insert(it.key(), it.value());
    odds.modifiers = request.modifiers;

    for (const ActiveCondition &active : attacker->conditions) {
        if (const Rules::Condition *c = encounter.condition(active))
            addEffects(
                encounter, c->whenAttacking, *attacker, attack.kind, Rules::labelOf(*c), odds);
    }
    for (const ActiveCondition &active : target->conditions) {
        if (const Rules::Condition *c = encounter.condition(active))
            addEffects(encounter, c->whenAttacked, *target, attack.kind, Rules::labelOf(*c), odds);
    }
    // Wound penalties count against every action, through the ruleset's modifier (@mod).
    const auto state = std::find_if(ruleset.hpStates.begin(), ruleset.hpStates.end(),
        [&](const Rules::HpState &s) { return s.id == attacker->state; });
    if (state != ruleset.hpStates.end() && state->actionModifier && ruleset.modifierVariable()) {
        const qint64 m = encounter.formulas().actionModifier(
            std::size_t(state - ruleset.hpStates.begin()), *attacker);
        if (m != 0) {
            const QString mod(Rules::Ruleset::modifierName);
            odds.adjustments[mod] += m;
            odds.adjustmentSources[mod].append({Rules::labelOf(*state), m});
        }
    }

    if (!attack.damage.trimmed().isEmpty()) {
        const auto damage = Dice::Expression::parse(attack.damage);
        if (!damage)
            return tr("%1's %2: damage '%3': %4")
                .arg(attacker->name, attack.name, attack.damage, damage.error().toString());
        odds.damage = *damage;
    }
    return odds;
}

std::optional<QString> AttackResolver::attack(const Request &request)
{
    const Combatant *attacker = m_encounter.find(request.attacker);
    const Combatant *target = m_encounter.find(request.target);
    if (!attacker || !target)
        return tr("no such combatant");
    Vitals vitals(m_encounter, m_random);
    // Under simultaneous ties one felled on the count it acts on still strikes (000).
    const InitiativeEntry *acting = m_encounter.actingEntry();
    const bool strikesAsItFalls = m_encounter.ruleset().initiative.deadAct == u"simultaneous_ties"
        && acting && attacker->diedInRound == m_encounter.state().round
        && attacker->diedInSlot == acting->slot;
    if (vitals.isOutOfFight(*attacker) && !strikesAsItFalls)
        return tr("%1 is %2 and cannot attack")
            .arg(attacker->name, vitals.state(*attacker)->label.toLower());
    if (const Rules::Condition *barred = vitals.attackBarredBy(*attacker))
        return tr("%1 cannot attack: %2").arg(attacker->name, barred->label);
    if (vitals.isDead(*target))
        return tr("%1 is already dead").arg(target->name);
    auto odds = oddsRequest(m_encounter, request);
    if (!odds)
        return odds.error();

    const Attack &attack = attacker->attacks[std::size_t(request.attack)];
    const qint64 round = m_encounter.state().round;
    const qint64 fired = request.attack < qint64(attacker->lastFired.size())
        ? attacker->lastFired[std::size_t(request.attack)]
        : 0;
    if (attack.rateOfFire > 1 && fired > 0 && round > 0 && round - fired < attack.rateOfFire)
        return tr("%1's %2 is still reloading: it fires once every %n rounds", nullptr,
            int(attack.rateOfFire))
            .arg(attacker->name, attack.name);

    auto calculator = Odds::OddsCalculator::create(m_encounter.sharedRuleset(), *odds);
    if (!calculator)
        return calculator.error();
    // The chance as odds() gives it for these values, before the dice: the luck report's input.
    const auto chance = (*calculator)->compute();
    if (!chance)
        return chance.error();
    auto rolled = (*calculator)->roll(m_random);
    if (!rolled)
        return rolled.error();

    const QString attackerName = attacker->name;
    const QString targetName = target->name;
    const qint64 attackerIndex = m_encounter.indexOf(request.attacker);
    const qint64 targetIndex = m_encounter.indexOf(request.target);
    m_encounter.modifyCombatant(attackerIndex, [&](Combatant &c) {
        if (c.lastFired.size() <= std::size_t(request.attack))
            c.lastFired.resize(std::size_t(request.attack) + 1, 0);
        c.lastFired[std::size_t(request.attack)] = std::max<qint64>(round, 1);
    });

    // The whole roll (DESIGN 3a): each die, each value and ticked modifier that counted, the
    // total and what it was set against, for the check and each follow-up roll.
    const Rules::Ruleset &ruleset = m_encounter.ruleset();
    std::vector<Phrase> said;
    for (const Odds::RollDecision &decision : rolled->decisions)
        said.push_back(
            RollText::describe(decision, rolled->contributions, ruleset, rolled->label.shown()));
    const Phrase rolls = said.empty() ? Phrase::text(rolled->rolls.join(QStringLiteral("; ")))
                                      : Phrase::joined(std::move(said), QStringLiteral("; "));
    // A sum of many outcomes' doubles can land a rounding error past 1.
    AttackRecord record{request.attacker, request.target, attackerName, targetName, attack.name,
        std::clamp(chance->pHit, 0.0, 1.0), rolled->outcome, rolled->label.shown(), rolled->hits,
        std::nullopt};
    std::vector<Phrase> parts;
    parts.push_back(Phrase(kAttackResolverContext, QT_TR_NOOP("%1 attacks %2 with %3: %4 (%5)"))
                        .arg(attackerName)
                        .arg(targetName)
                        .arg(attack.name)
                        .arg(rolled->label)
                        .arg(rolls));
    // A band named like its outcome ("Hit") would only repeat it.
    if (!rolled->effect.isEmpty()
        && rolled->effect.english().compare(rolled->label.english(), Qt::CaseInsensitive) != 0)
        parts.push_back(Phrase::local(rolled->effect));
    if (rolled->damage) {
        const qint64 amount = std::max<qint64>(0, rolled->damage->total);
        record.damage = amount;
        // The weapon's own dice, as a GM reads them ("1d8+2: [5]+2"), and the rule that
        // changed them when it was not the plain one.
        const QString weapon = rolled->damage->variablesShown.value(QStringLiteral("damage"));
        QString detail = weapon.isEmpty() ? rolled->damage->shown
                                          : QStringLiteral("%1: %2").arg(attack.damage, weapon);
        const QString plain = m_encounter.ruleset().damage.byOutcome.value(QStringLiteral("hit"));
        if (rolled->damageFormula != plain)
            detail += QStringLiteral("; ") + rolled->damageFormula;
        parts.push_back(
            Phrase::joined({Phrase(kAttackResolverContext, QT_TR_N_NOOP("%n damage"), int(amount)),
                               Phrase::text(QStringLiteral("(%1)").arg(detail))},
                QStringLiteral(" ")));
        parts.push_back(vitals.damage(targetIndex, amount, request.pool));
        if (amount > 0)
            parts.push_back(vitals.triggers(targetIndex, amount));
    }
    m_encounter.appendLog(
        Phrase::joined(std::move(parts), QStringLiteral(" \u00b7 ")), std::move(record));
    return std::nullopt;
}

} // namespace Fray::Encounter
