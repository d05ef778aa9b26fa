// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/odds/OddsCalculator.h"

#include "core/dice/Arithmetic.h"
#include "core/dice/CheckedMath.h"
#include "core/dice/DistributionEvaluator.h"
#include "core/dice/Roller.h"

#include <cmath>
#include <functional>

namespace Fray::Odds {

OddsCalculator::OddsCalculator(
    std::shared_ptr<const Rules::Ruleset> ruleset, const OddsRequest &request)
    : m_ruleset(std::move(ruleset))
    , m_request(request)
    , m_tables(m_ruleset->tables)
    , m_damage(request.damage.value_or(Dice::Expression()))
    , m_damageDice(m_damage.diceTerms())
    , m_bonus(request.damageBonus.value_or(Dice::Expression()))
{ }

Expected<std::unique_ptr<OddsCalculator>, QString> OddsCalculator::create(
    std::shared_ptr<const Rules::Ruleset> ruleset, const OddsRequest &request)
{
    std::unique_ptr<OddsCalculator> calculator(new OddsCalculator(std::move(ruleset), request));
    if (const auto error = calculator->prepare())
        return *error;
    return calculator;
}

std::optional<QString> OddsCalculator::prepare()
{
    const Rules::Ruleset &r = *m_ruleset;
    const auto found = r.checks.constFind(m_request.check);
    if (found == r.checks.constEnd())
        return tr("%1 has no check '%2'").arg(r.name, m_request.check);
    m_check = found->get();
    m_outcomes = m_check->outcomes.empty() ? &r.outcomes : &m_check->outcomes;

    // Slots: the variables, then the derived values, then the roll.
    for (const Rules::Variable &v : r.variables) {
        m_slots.insert(v.name, int(m_base.size()));
        m_base.push_back(v.defaultValue);
    }
    for (auto it = m_request.values.constBegin(); it != m_request.values.constEnd(); ++it) {
        const Rules::Variable *variable = r.variable(it.key());
        if (!variable)
            return tr("'%1' is not a variable of %2 (it has: %3)").arg(it.key(), r.name, [&] {
                QStringList names;
                for (const Rules::Variable &v : r.variables)
                    names << v.name;
                return names.join(QStringLiteral(", "));
            }());
        if ((variable->minimum && it.value() < *variable->minimum)
            || (variable->maximum && it.value() > *variable->maximum))
            return tr("%1 must be from %2 to %3, not %4")
                .arg(variable->name)
                .arg(variable->minimum.value_or(std::numeric_limits<qint64>::min()))
                .arg(variable->maximum.value_or(std::numeric_limits<qint64>::max()))
                .arg(it.value());
        m_base[std::size_t(slotOf(it.key()))] = it.value();
    }
    const QSet<QString> used = usedVariables();
    for (const Rules::Variable &v : r.variables) {
        if (v.required && used.contains(v.name) && !m_request.values.contains(v.name))
            m_missing.append(v.name);
    }
    for (const Rules::Derived &d : r.derived) {
        m_slots.insert(d.name, int(m_base.size()));
        m_base.push_back(0);
    }
    m_slots.insert(QStringLiteral("raw"), int(m_base.size()));
    m_base.push_back(0);

    const auto slotOfName = [this](const QString &name) { return slotOf(name); };
    for (const Rules::Derived &d : r.derived) {
        auto f = Dice::Formula::compile(d.value, slotOfName, &m_tables);
        if (!f)
            return tr("derived value '%1': %2").arg(d.name, f.error().toString());
        m_derived.emplace_back(slotOf(d.name), *f);
    }
    for (const Rules::Outcome &o : *m_outcomes) {
        std::optional<Dice::Formula> presentIf;
        if (o.presentIf) {
            auto f = Dice::Formula::compile(*o.presentIf, slotOfName, &m_tables);
            if (!f)
                return tr("outcome '%1': %2").arg(o.id, f.error().toString());
            presentIf = *f;
        }
        m_presentIf.push_back(presentIf);
    }

    // Modifiers: known, not clashing, and with a number where the document gives none.
    QMap<QString, QString> groups;
    QStringList active, variants;
    for (const ActiveModifier &a : m_request.modifiers) {
        const Rules::Modifier *m = r.modifier(a.id);
        if (!m)
            return tr("'%1' is not a modifier of %2").arg(a.id, r.name);
        if (active.contains(a.id))
            return tr("modifier '%1' is given twice").arg(a.id);
        if (!m->group.isEmpty()) {
            if (groups.contains(m->group))
                return tr("'%1' and '%2' cannot both apply: both are %3")
                    .arg(groups.value(m->group), a.id, m->group);
            groups.insert(m->group, a.id);
        }
        for (const QString &other : active) {
            const Rules::Modifier *o = r.modifier(other);
            if (m->excludes.contains(other) || o->excludes.contains(a.id))
                return tr("'%1' and '%2' do not stack").arg(other, a.id);
        }
        active.append(a.id);

        for (const Rules::Effect &e : m->effects) {
            if (!e.roll.isEmpty()) {
                variants.append(e.roll);
                continue;
            }
            ModifierEffect effect{
                slotOf(e.variable), std::nullopt, 0, 1, Rules::labelOf(*m), e.variable};
            if (m->perCount) {
                if (!a.value || *a.value < 0)
                    return tr("'%1' counts %2: give the count as %1=N")
                        .arg(a.id, m->countLabel.isEmpty() ? tr("something") : m->countLabel);
                effect.times = *a.value;
            }
            if (e.add) {
                auto f = Dice::Formula::compile(*e.add, slotOfName, &m_tables);
                if (!f)
                    return tr("modifier '%1': %2").arg(a.id, f.error().toString());
                effect.add = *f;
            } else if (m->perCount || !a.value) {
                return tr("'%1' (%2) has no number in the rules: give one as %1=N")
                    .arg(a.id, m->label);
            } else {
                effect.fixed = *a.value;
            }
            m_effects.push_back(effect);
        }
    }
    for (auto it = m_request.adjustments.constBegin(); it != m_request.adjustments.constEnd();
         ++it) {
        const int slot = slotOf(it.key());
        if (slot < 0 || !r.variable(it.key()))
            return tr("'%1' is not a variable of %2").arg(it.key(), r.name);
        m_effects.push_back(
            ModifierEffect{slot, std::nullopt, it.value(), 1, LocalText(), it.key()});
    }
    variants += m_request.rollVariants;
    // Variants the check says cancel (advantage and disadvantage) leave the plain roll; any
    // other two variants are ambiguous.
    variants.removeDuplicates();
    for (const auto &[a, b] : m_check->cancellingVariants) {
        if (variants.contains(a) && variants.contains(b)) {
            variants.removeAll(a);
            variants.removeAll(b);
        }
    }
    if (variants.size() > 1)
        return tr("the modifiers ask for different rolls: %1")
            .arg(variants.join(QStringLiteral(", ")));
    m_rollVariant = variants.value(0);

    for (auto it = r.damage.formulas.constBegin(); it != r.damage.formulas.constEnd(); ++it) {
        m_formulaIndex.insert(it.key(), int(m_formulas.size()));
        m_formulas.push_back(&it.value());
    }
    m_damageCache.resize(m_formulas.size());
    if (m_request.damage)
        prepareDamageOdds();
    for (const Rules::Outcome &o : *m_outcomes)
        m_outcomeFormula.push_back(m_formulaIndex.value(r.damage.byOutcome.value(o.id), -1));

    auto compiled = CompiledCheck::compile(
        *m_check, *m_outcomes, slotOfName, slotOf(QStringLiteral("raw")), &m_tables);
    if (!compiled)
        return compiled.error();
    m_attack = std::move(compiled).value();
    return std::nullopt;
}

QSet<QString> OddsCalculator::usedVariables() const
{
    const Rules::Ruleset &r = *m_ruleset;
    QSet<QString> used = r.variablesRead(m_request.check, m_request.damage.has_value());
    const auto add = [&used](const Dice::Expression &e) {
        const QStringList names = e.variables();
        for (const QString &name : names)
            used.insert(name);
    };
    for (const ActiveModifier &a : m_request.modifiers) {
        if (const Rules::Modifier *m = r.modifier(a.id)) {
            for (const Rules::Effect &e : m->effects) {
                if (e.add)
                    add(*e.add);
            }
        }
    }
    // Derived values count through what they are made of, latest first.
    for (auto d = r.derived.rbegin(); d != r.derived.rend(); ++d) {
        if (used.contains(d->name))
            add(d->value);
    }
    return used;
}

bool OddsCalculator::evaluateValues(std::int64_t *values, QString &error) const
{
    // Effects read the values before any modifier, so the order of toggles never matters.
    std::vector<std::int64_t> adds(m_effects.size());
    for (std::size_t i = 0; i < m_effects.size(); ++i) {
        const ModifierEffect &e = m_effects[i];
        std::int64_t amount = e.fixed;
        if (e.add && !e.add->evaluate(values, amount, &error))
            return false;
        const auto total = Dice::checkedMul(amount, e.times);
        if (!total) {
            error = tr("a modifier leaves the 64-bit integer range");
            return false;
        }
        adds[i] = *total;
    }
    for (std::size_t i = 0; i < m_effects.size(); ++i) {
        const auto sum = Dice::checkedAdd(values[m_effects[i].slot], adds[i]);
        if (!sum) {
            error = tr("a modifier leaves the 64-bit integer range");
            return false;
        }
        values[m_effects[i].slot] = *sum;
    }
    for (const auto &[slot, formula] : m_derived) {
        if (!formula.evaluate(values, values[slot], &error))
            return false;
    }
    return true;
}

std::vector<Contribution> OddsCalculator::contributions(const std::int64_t *base) const
{
    std::vector<Contribution> parts;
    for (const ModifierEffect &e : m_effects) {
        if (e.label.isEmpty())
            continue; // an adjustment: its sources follow
        std::int64_t amount = e.fixed;
        if (e.add && !e.add->evaluate(base, amount, nullptr))
            continue;
        const auto total = Dice::checkedMul(amount, e.times);
        if (total && *total != 0)
            parts.push_back({e.variable, e.label, *total});
    }
    for (auto it = m_request.adjustmentSources.constBegin();
         it != m_request.adjustmentSources.constEnd(); ++it) {
        for (const auto &[label, amount] : it.value()) {
            if (amount != 0)
                parts.push_back({it.key(), label, amount});
        }
    }
    return parts;
}

std::optional<QString> OddsCalculator::missingValue(const QString &varied) const
{
    for (const QString &name : m_missing) {
        if (name != varied)
            return tr("%1 needs a value for '%2' (%3)")
                .arg(m_ruleset->name, name, m_ruleset->variable(name)->label);
    }
    return std::nullopt;
}

Expected<OddsResult, QString> OddsCalculator::compute() const
{
    if (const auto missing = missingValue(QString()))
        return *missing;
    std::vector<std::int64_t> values = m_base;
    return computeWith(values, true);
}

Expected<OddsResult, QString> OddsCalculator::computeWith(
    std::vector<std::int64_t> &values, bool withValues) const
{
    QString error;
    if (!evaluateValues(values.data(), error))
        return error;

    std::vector<Leaf> leaves;
    if (!m_attack->resolve(values.data(), m_rollVariant, 1.0, leaves, error))
        return error;

    const std::vector<Rules::Outcome> &outcomes = *m_outcomes;
    std::vector<double> byOutcome(outcomes.size(), 0.0);
    for (const Leaf &leaf : leaves)
        byOutcome[std::size_t(leaf.outcome)] += leaf.probability;

    OddsResult result;
    double total = 0.0;
    for (std::size_t i = 0; i < outcomes.size(); ++i) {
        const Rules::Outcome &o = outcomes[i];
        total += byOutcome[i];
        if (o.hits)
            result.pHit += byOutcome[i];
        bool present = true;
        if (m_presentIf[i]) {
            std::int64_t v;
            if (!m_presentIf[i]->evaluate(values.data(), v, &error))
                return error;
            present = v != 0 || byOutcome[i] > 0.0;
        }
        if (present)
            result.outcomes.push_back({o.id, o.label, byOutcome[i], o.hits});
    }
    if (std::abs(total - 1.0) > 1e-9)
        return tr("the outcomes add up to %1 instead of 1; the ruleset's bands leave rolls out")
            .arg(total, 0, 'g', 12);

    for (auto it = m_slots.constBegin(); withValues && it != m_slots.constEnd(); ++it) {
        if (it.key() != u"raw")
            result.values.insert(it.key(), values[std::size_t(it.value())]);
    }
    if (m_request.damage && !damageDistribution(leaves, values.data(), result, error))
        return error;
    return result;
}

bool OddsCalculator::damageDistribution(const std::vector<Leaf> &leaves, const std::int64_t *values,
    OddsResult &result, QString &error) const
{

    std::vector<std::pair<double, const Dice::Distribution *>> parts;
    double noDamage = 0.0;
    for (const Leaf &leaf : leaves) {
        const int index = leaf.damage.isEmpty() ? m_outcomeFormula[std::size_t(leaf.outcome)]
                                                : m_formulaIndex.value(leaf.damage, -1);
        if (index < 0) {
            noDamage += leaf.probability;
            continue;
        }
        const Dice::Expression &formula = *m_formulas[std::size_t(index)];

        // Formulas rarely read the varied quantity, so a curve computes each only once: the
        // cache holds a distribution per formula and values of the variables it reads.
        DamageCache &cache = m_damageCache[std::size_t(index)];
        if (!cache.prepared) {
            const QStringList names = damageReads(formula);
            for (const QString &name : names) {
                if (const int slot = slotOf(name); slot >= 0)
                    cache.variables.emplace_back(name, slot);
            }
            cache.prepared = true;
        }
        std::vector<std::int64_t> key;
        key.reserve(cache.variables.size());
        for (const auto &variable : cache.variables)
            key.push_back(values[variable.second]);
        auto cached = std::find_if(cache.entries.begin(), cache.entries.end(),
            [&](const auto &e) { return e.first == key; });
        if (cached == cache.entries.end()) {
            for (std::size_t i = 0; i < key.size(); ++i)
                m_damageOdds.set(cache.variables[i].first, key[i]);
            const auto d = Dice::DistributionEvaluator::evaluate(formula, m_damageOdds);
            if (!d) {
                error = tr("damage formula '%1' with damage %2: %3")
                            .arg(m_formulaIndex.key(index), m_damage.text(), d.error().toString());
                return false;
            }
            cache.entries.emplace_back(key, *d);
            cached = cache.entries.end() - 1;
        }
        parts.emplace_back(leaf.probability, &cached->second);
    }
    static const Dice::Distribution zero = Dice::Distribution::constant(0);
    if (noDamage > 0.0)
        parts.emplace_back(noDamage, &zero);
    try {
        Dice::Guard guard;
        result.damage = Dice::Arithmetic::mixture(parts, guard);
    } catch (const Dice::DiceError &e) {
        error = e.toString();
        return false;
    }
    result.expectedDamage = result.damage->mean();
    return true;
}

void OddsCalculator::prepareDamageOdds()
{
    m_damageOdds.setTables(&m_tables);
    const std::pair<QString, const Dice::Expression *> weapon[] = {
        {QStringLiteral("damage"), &m_damage},
        {QStringLiteral("damage_dice"), &m_damageDice},
        {QStringLiteral("bonus"), &m_bonus},
    };
    for (const auto &[name, expression] : weapon) {
        // An expression that reads values, or fails, is evaluated with each formula instead,
        // where its error names the formula.
        if (expression->variables().isEmpty()) {
            if (auto d = Dice::DistributionEvaluator::evaluate(*expression, m_damageOdds)) {
                m_damageOdds.set(name, *d);
                continue;
            }
        }
        m_damageOdds.set(name, *expression);
    }
}

QStringList OddsCalculator::damageReads(const Dice::Expression &formula) const
{
    QStringList names = formula.variables();
    for (const Dice::Expression *weapon : {&m_damage, &m_bonus})
        names += weapon->variables();
    names.removeDuplicates();
    return names;
}

Dice::Bindings OddsCalculator::damageBindings(
    const Dice::Expression &formula, const std::int64_t *values) const
{
    Dice::Bindings bindings;
    bindings.setTables(&m_tables);
    bindings.set(QStringLiteral("damage"), m_damage);
    bindings.set(QStringLiteral("damage_dice"), m_damageDice);
    bindings.set(QStringLiteral("bonus"), m_bonus);
    const QStringList names = damageReads(formula);
    for (const QString &name : names) {
        const int slot = slotOf(name);
        if (slot < 0)
            continue;
        bindings.set(name, values[slot]);
    }
    return bindings;
}

Expected<CheckRoll, QString> OddsCalculator::roll(Dice::Random &random) const
{
    if (const auto missing = missingValue(QString()))
        return *missing;
    std::vector<std::int64_t> values = m_base;
    const std::vector<Contribution> parts = contributions(m_base.data());
    QString error;
    if (!evaluateValues(values.data(), error))
        return error;
    RolledLeaf leaf;
    if (!m_attack->roll(values.data(), m_rollVariant, random, leaf, error))
        return error;

    const Rules::Outcome &outcome = (*m_outcomes)[std::size_t(leaf.outcome)];
    CheckRoll result;
    result.outcome = outcome.id;
    result.label = Rules::labelOf(outcome);
    result.hits = outcome.hits;
    result.effect = leaf.effect;
    result.rolls = leaf.rolls;
    result.decisions = std::move(leaf.decisions);
    result.contributions = parts;
    if (!m_request.damage)
        return result;
    const Rules::Ruleset &r = *m_ruleset;
    result.damageFormula
        = leaf.damage.isEmpty() ? r.damage.byOutcome.value(outcome.id) : leaf.damage;
    if (result.damageFormula.isEmpty())
        return result;
    const Dice::Expression &formula = r.damage.formulas[result.damageFormula];
    auto rolled = Dice::Roller::roll(formula, random, damageBindings(formula, values.data()));
    if (!rolled)
        return tr("damage formula '%1' with damage %2: %3")
            .arg(result.damageFormula, m_damage.text(), rolled.error().toString());
    result.damage = std::move(rolled).value();
    return result;
}

Expected<std::vector<CurvePoint>, QString> OddsCalculator::curve(
    const QString &variable, qint64 from, qint64 to, qint64 step) const
{
    const Rules::Variable *v = m_ruleset->variable(variable);
    if (!v)
        return tr("'%1' is not a variable of %2").arg(variable, m_ruleset->name);
    if (step <= 0)
        return tr("the step must be above zero");
    if (from > to)
        return tr("'from' (%1) is above 'to' (%2)").arg(from).arg(to);
    if ((to - from) / step + 1 > maxCurvePoints)
        return tr("a curve has at most %1 points").arg(maxCurvePoints);
    if (const auto missing = missingValue(variable))
        return *missing;

    std::vector<CurvePoint> points;
    points.reserve(std::size_t((to - from) / step + 1));
    const int slot = slotOf(variable);
    std::vector<std::int64_t> values;
    for (qint64 x = from; x <= to; x += step) {
        values = m_base;
        values[std::size_t(slot)] = x;
        auto result = computeWith(values, false);
        if (!result)
            return tr("at %1 = %2: %3").arg(variable).arg(x).arg(result.error());
        points.push_back({x, std::move(result).value()});
        if (x > to - step)
            break;
    }
    return points;
}

} // namespace Fray::Odds
