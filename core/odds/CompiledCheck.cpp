// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/odds/CompiledCheck.h"

#include "core/dice/CheckedMath.h"
#include "core/dice/DistributionEvaluator.h"
#include "core/dice/Roller.h"

#include <algorithm>
#include <limits>

namespace Fray::Odds {

using Dice::Node;

namespace {

const QString kRaw = QStringLiteral("raw");

bool usesRaw(const Node &node)
{
    if (node.kind == Node::Kind::Variable && node.name == kRaw)
        return true;
    for (const auto &child : node.children) {
        if (usesRaw(*child))
            return true;
    }
    return false;
}

// The factor k when `node` is k * raw + (something without raw) with k > 0; 0 otherwise.
std::int64_t rawFactor(const Node &node)
{
    switch (node.kind) {
    case Node::Kind::Variable:
        return node.name == kRaw ? 1 : 0;
    case Node::Kind::Sum: {
        std::int64_t factor = 0;
        for (std::size_t i = 0; i < node.children.size(); ++i) {
            const Node &child = *node.children[i];
            if (!usesRaw(child))
                continue;
            if (factor != 0 || node.signs[i] < 0)
                return 0;
            factor = rawFactor(child);
        }
        return factor;
    }
    case Node::Kind::Product: {
        if (node.children.size() != 2 || node.ops[1] != Node::ProductOp::Multiply)
            return 0;
        const Node &a = *node.children[0];
        const Node &b = *node.children[1];
        const Node *constant = a.kind == Node::Kind::Constant ? &a : &b;
        const Node *other = constant == &a ? &b : &a;
        if (constant->kind != Node::Kind::Constant || constant->value <= 0)
            return 0;
        const auto k = Dice::checkedMul(rawFactor(*other), constant->value);
        return k ? *k : 0;
    }
    default:
        return 0;
    }
}

Node::CompareOp flip(Node::CompareOp op)
{
    switch (op) {
    case Node::CompareOp::Less:
        return Node::CompareOp::Greater;
    case Node::CompareOp::LessEqual:
        return Node::CompareOp::GreaterEqual;
    case Node::CompareOp::Greater:
        return Node::CompareOp::Less;
    case Node::CompareOp::GreaterEqual:
        return Node::CompareOp::LessEqual;
    default:
        return op;
    }
}

std::int64_t floorDiv(std::int64_t a, std::int64_t b)
{
    return *Dice::checkedFloorDiv(a, b); // b > 0 here, so it cannot fail
}

} // namespace

Expected<std::unique_ptr<CompiledCheck>, QString> CompiledCheck::compile(const Rules::Check &check,
    const std::vector<Rules::Outcome> &inherited, const SlotOf &slotOf, int rawSlot,
    const Dice::TableSource *tables)
{
    auto compiled = std::make_unique<CompiledCheck>();
    compiled->m_rawSlot = rawSlot;
    compiled->m_tables = tables;
    compiled->m_slotOf = slotOf;

    const auto makeRoll = [&](const Dice::Expression &expression) -> Expected<Roll, QString> {
        Roll roll{expression, std::nullopt};
        if (expression.variables().isEmpty()) {
            Dice::Bindings bindings;
            bindings.setTables(tables);
            const auto d = Dice::DistributionEvaluator::evaluate(expression, bindings);
            if (!d)
                return tr("roll '%1': %2").arg(expression.text(), d.error().toString());
            roll.fixed = *d;
        }
        return roll;
    };
    auto roll = makeRoll(check.roll);
    if (!roll)
        return roll.error();
    compiled->m_roll = *roll;
    for (auto it = check.rollVariants.constBegin(); it != check.rollVariants.constEnd(); ++it) {
        auto variant = makeRoll(it.value());
        if (!variant)
            return variant.error();
        compiled->m_variants.insert(it.key(), *variant);
    }

    const std::vector<Rules::Outcome> &outcomes
        = check.outcomes.empty() ? inherited : check.outcomes;
    for (const Rules::Band &band : check.bands) {
        CompiledBand compiledBand;
        compiledBand.when = band.when;
        compiledBand.label = Rules::labelOf(band);
        if (band.when) {
            const QStringList read = band.when->variables();
            compiledBand.weighsRoll = read.contains(QStringLiteral("raw"))
                && std::any_of(
                    read.begin(), read.end(), [](const QString &name) { return name != u"raw"; });
        }
        compiledBand.damage = band.damage;
        compiledBand.effect = band.effect.isEmpty()
            ? band.wordings.of(QStringLiteral("label"), band.label)
            : band.wordings.of(QStringLiteral("effect"), band.effect);
        if (!band.outcome.isEmpty()) {
            const auto it = std::find_if(outcomes.begin(), outcomes.end(),
                [&](const Rules::Outcome &o) { return o.id == band.outcome; });
            compiledBand.outcome = it == outcomes.end() ? -1 : int(it - outcomes.begin());
        }
        // How good the band's result is; a follow-up roll (a parry) may still give the best.
        compiledBand.degree = band.then ? std::numeric_limits<int>::max()
            : compiledBand.outcome >= 0 ? int(outcomes[std::size_t(compiledBand.outcome)].degree)
                                        : std::numeric_limits<int>::min();
        if (band.then) {
            auto nested = compile(*band.then, outcomes, slotOf, rawSlot, tables);
            if (!nested)
                return nested.error();
            compiledBand.then = std::move(nested).value();
        }
        if (band.when) {
            const Dice::Expression &when = *band.when;
            std::vector<const Node *> terms;
            if (when.root().kind == Node::Kind::And) {
                for (const auto &child : when.root().children)
                    terms.push_back(child.get());
            } else {
                terms.push_back(&when.root());
            }
            const auto formula = [&](const Node &part) -> Expected<Dice::Formula, QString> {
                auto f = Dice::Formula::compile(when, part, slotOf, tables);
                if (!f)
                    return tr("condition '%1': %2").arg(when.text(), f.error().toString());
                return *f;
            };
            for (const Node *term : terms) {
                if (!usesRaw(*term)) {
                    auto f = formula(*term);
                    if (!f)
                        return f.error();
                    compiledBand.fixed.push_back(*f);
                    continue;
                }
                if (term->kind == Node::Kind::Compare
                    && term->compareOp != Node::CompareOp::NotEqual) {
                    const Node &left = *term->children[0];
                    const Node &right = *term->children[1];
                    const bool rawLeft = usesRaw(left) && !usesRaw(right);
                    const bool rawRight = usesRaw(right) && !usesRaw(left);
                    const std::int64_t factor = rawLeft ? rawFactor(left)
                        : rawRight                      ? rawFactor(right)
                                                        : 0;
                    if (factor > 0) {
                        auto side = formula(rawLeft ? left : right);
                        auto other = formula(rawLeft ? right : left);
                        if (!side)
                            return side.error();
                        if (!other)
                            return other.error();
                        compiledBand.ranges.push_back({factor, *side, *other,
                            rawLeft ? term->compareOp : flip(term->compareOp)});
                        continue;
                    }
                }
                auto f = formula(*term);
                if (!f)
                    return f.error();
                compiledBand.perRoll.push_back(*f);
            }
        }
        compiled->m_rangesOnly = compiled->m_rangesOnly && compiledBand.perRoll.empty();
        compiled->m_bands.push_back(std::move(compiledBand));
    }

    QStringList names = check.roll.variables();
    for (const Rules::Band &band : check.bands) {
        if (band.when)
            names += band.when->variables();
    }
    for (const QString &name : std::as_const(names)) {
        if (const int slot = slotOf(name); slot >= 0 && slot != rawSlot)
            compiled->m_reads.push_back(slot);
    }
    for (const CompiledBand &band : compiled->m_bands) {
        if (band.then)
            compiled->m_reads.insert(
                compiled->m_reads.end(), band.then->m_reads.begin(), band.then->m_reads.end());
    }
    std::sort(compiled->m_reads.begin(), compiled->m_reads.end());
    compiled->m_reads.erase(
        std::unique(compiled->m_reads.begin(), compiled->m_reads.end()), compiled->m_reads.end());
    return compiled;
}

const CompiledCheck::Roll &CompiledCheck::pickRoll(const QString &variant) const
{
    if (variant.isEmpty())
        return m_roll;
    const auto it = m_variants.constFind(variant);
    return it == m_variants.constEnd() ? m_roll : *it;
}

Dice::Bindings CompiledCheck::rollBindings(const Roll &roll, const std::int64_t *values) const
{
    Dice::Bindings bindings;
    bindings.setTables(m_tables);
    const QStringList names = roll.expression.variables();
    for (const QString &name : names)
        bindings.set(name, values[m_slotOf(name)]);
    return bindings;
}

const Dice::Distribution *CompiledCheck::rollDistribution(
    const Roll &roll, const std::int64_t *values, Dice::Distribution &storage, QString &error) const
{
    if (roll.fixed)
        return &*roll.fixed;
    const auto d
        = Dice::DistributionEvaluator::evaluate(roll.expression, rollBindings(roll, values));
    if (!d) {
        error = tr("roll '%1': %2").arg(roll.expression.text(), d.error().toString());
        return nullptr;
    }
    storage = *d;
    return &storage;
}

bool CompiledCheck::bandRanges(std::int64_t *values, Ranges &ranges, QString &error) const
{
    constexpr std::int64_t lowest = std::numeric_limits<std::int64_t>::min();
    constexpr std::int64_t highest = std::numeric_limits<std::int64_t>::max();
    ranges.clear();
    ranges.resize(qsizetype(m_bands.size()), Range{});
    values[m_rawSlot] = 0;
    for (std::size_t b = 0; b < m_bands.size(); ++b) {
        const CompiledBand &band = m_bands[b];
        Range &range = ranges[b];
        for (const Dice::Formula &f : band.fixed) {
            std::int64_t v;
            if (!f.evaluate(values, v, &error))
                return false;
            if (v == 0) {
                range.open = false;
                break;
            }
        }
        for (const RangeClause &clause : band.ranges) {
            if (!range.open)
                break;
            std::int64_t offset, other;
            if (!clause.offset.evaluate(values, offset, &error)
                || !clause.other.evaluate(values, other, &error))
                return false;
            const auto c = Dice::checkedSub(other, offset);
            if (!c) {
                error = tr("'%1' leaves the 64-bit integer range").arg(clause.other.text());
                return false;
            }
            const std::int64_t k = clause.factor;
            // k * raw  op  c
            switch (clause.op) {
            case Node::CompareOp::Less:
                range.hi = std::min(range.hi, *c == lowest ? lowest : floorDiv(*c - 1, k));
                break;
            case Node::CompareOp::LessEqual:
                range.hi = std::min(range.hi, floorDiv(*c, k));
                break;
            case Node::CompareOp::Greater:
                range.lo = std::max(range.lo, floorDiv(*c, k) + (*c == highest ? 0 : 1));
                break;
            case Node::CompareOp::GreaterEqual:
                range.lo = std::max(range.lo, *c == lowest ? lowest : -floorDiv(-*c, k));
                break;
            case Node::CompareOp::Equal:
                if (*c % k != 0) {
                    range.open = false;
                } else {
                    range.lo = std::max(range.lo, *c / k);
                    range.hi = std::min(range.hi, *c / k);
                }
                break;
            case Node::CompareOp::NotEqual:
                break; // compiled as a per-roll test instead
            }
            if (range.lo > range.hi)
                range.open = false;
        }
    }
    return true;
}

int CompiledCheck::takes(
    std::size_t b, const Range &range, std::int64_t raw, std::int64_t *values, QString &error) const
{
    if (!range.open || raw < range.lo || raw > range.hi)
        return 0;
    const CompiledBand &band = m_bands[b];
    if (band.perRoll.empty())
        return 1;
    values[m_rawSlot] = raw;
    for (const Dice::Formula &f : band.perRoll) {
        std::int64_t v;
        if (!f.evaluate(values, v, &error))
            return -1;
        if (v == 0)
            return 0;
    }
    return 1;
}

bool CompiledCheck::resolveFollowUp(
    std::int64_t *values, double weight, std::vector<Leaf> &leaves, QString &error) const
{
    const auto sameValues = [&](const FollowUpMemo &memo) {
        for (std::size_t i = 0; i < m_reads.size(); ++i) {
            if (memo.values[i] != values[m_reads[i]])
                return false;
        }
        return true;
    };
    auto memo = std::find_if(m_followUpMemos.begin(), m_followUpMemos.end(), sameValues);
    if (memo == m_followUpMemos.end()) {
        if (m_followUpMemos.size() >= maxFollowUpMemos)
            return resolve(values, QString(), weight, leaves, error);
        FollowUpMemo fresh;
        for (const int slot : m_reads)
            fresh.values.push_back(values[slot]);
        std::vector<Leaf> own;
        if (!resolve(values, QString(), 1.0, own, error))
            return false;
        // Leaves differ only by outcome and damage formula, so equal ones are kept as one.
        for (const Leaf &leaf : own) {
            const auto same
                = std::find_if(fresh.leaves.begin(), fresh.leaves.end(), [&](const Leaf &l) {
                      return l.outcome == leaf.outcome && l.damage == leaf.damage;
                  });
            if (same == fresh.leaves.end())
                fresh.leaves.push_back(leaf);
            else
                same->probability += leaf.probability;
        }
        m_followUpMemos.push_back(std::move(fresh));
        memo = m_followUpMemos.end() - 1;
    }
    for (const Leaf &leaf : memo->leaves)
        leaves.push_back({leaf.outcome, leaf.damage, weight * leaf.probability});
    return true;
}

bool CompiledCheck::resolve(std::int64_t *values, const QString &rollVariant, double weight,
    std::vector<Leaf> &leaves, QString &error) const
{
    Dice::Distribution storage;
    const Dice::Distribution *rolled
        = rollDistribution(pickRoll(rollVariant), values, storage, error);
    if (!rolled)
        return false;
    const Dice::Distribution &distribution = *rolled;
    Ranges ranges;
    if (!bandRanges(values, ranges, error))
        return false;

    QVarLengthArray<double, 16> mass(qsizetype(m_bands.size()), 0.0);
    if (m_rangesOnly) {
        // Every band is a range of the roll: each band takes what is left of its range, and
        // each roll value is added once, directly (no differences of running sums).
        const auto &outcomes = distribution.outcomes();
        using Spans = QVarLengthArray<std::pair<std::int64_t, std::int64_t>, 16>;
        Spans left{{outcomes.front().value, outcomes.back().value}};
        Spans next;
        for (std::size_t b = 0; b < m_bands.size() && !left.empty(); ++b) {
            const Range &range = ranges[b];
            if (!range.open)
                continue;
            next.clear();
            for (const auto &[lo, hi] : left) {
                const std::int64_t from = std::max(lo, range.lo);
                const std::int64_t to = std::min(hi, range.hi);
                if (from > to) {
                    next.emplace_back(lo, hi);
                    continue;
                }
                auto it = std::lower_bound(outcomes.begin(), outcomes.end(), from,
                    [](const Dice::Distribution::Outcome &o, std::int64_t v) {
                        return o.value < v;
                    });
                for (; it != outcomes.end() && it->value <= to; ++it)
                    mass[b] += it->probability;
                if (lo < from)
                    next.emplace_back(lo, from - 1);
                if (to < hi)
                    next.emplace_back(to + 1, hi);
            }
            std::swap(left, next);
        }
    } else {
        // Each roll goes to the first band that takes it.
        for (const Dice::Distribution::Outcome &o : distribution.outcomes()) {
            for (std::size_t b = 0; b < m_bands.size(); ++b) {
                const int taken = takes(b, ranges[b], o.value, values, error);
                if (taken < 0)
                    return false;
                if (taken) {
                    mass[b] += o.probability;
                    break;
                }
            }
        }
    }

    for (std::size_t b = 0; b < m_bands.size(); ++b) {
        if (mass[b] <= 0.0)
            continue;
        const CompiledBand &band = m_bands[b];
        if (band.then) {
            if (!band.then->resolveFollowUp(values, weight * mass[b], leaves, error))
                return false;
        } else {
            leaves.push_back({band.outcome, band.damage, weight * mass[b]});
        }
    }
    return true;
}

bool CompiledCheck::roll(std::int64_t *values, const QString &rollVariant, Dice::Random &random,
    RolledLeaf &leaf, QString &error) const
{
    const Roll &roll = pickRoll(rollVariant);
    const auto rolled = Dice::Roller::roll(roll.expression, random, rollBindings(roll, values));
    if (!rolled) {
        error = tr("roll '%1': %2").arg(roll.expression.text(), rolled.error().toString());
        return false;
    }
    leaf.rolls.append(rolled->describe(roll.expression.text()));
    const qsizetype decided = leaf.decisions.size();
    leaf.decisions.emplace_back();
    Ranges ranges;
    if (!bandRanges(values, ranges, error))
        return false;
    for (std::size_t b = 0; b < m_bands.size(); ++b) {
        const int taken = takes(b, ranges[b], rolled->total, values, error);
        if (taken < 0)
            return false;
        if (!taken)
            continue;
        leaf.decisions[std::size_t(decided)] = decision(b, *rolled, roll.expression.text(), values);
        const CompiledBand &band = m_bands[b];
        if (!band.effect.isEmpty())
            leaf.effect = band.effect;
        if (band.then)
            return band.then->roll(values, QString(), random, leaf, error);
        leaf.outcome = band.outcome;
        leaf.damage = band.damage;
        return true;
    }
    error = tr("no band takes the roll %1").arg(rolled->total);
    return false;
}

RollDecision CompiledCheck::decision(std::size_t b, const Dice::Roll &rolled,
    const QString &expression, const std::int64_t *values) const
{
    RollDecision d;
    d.expression = expression;
    d.shown = rolled.shown;
    d.raw = rolled.total;
    // The last band's label is the line's effect already; one that led to another roll says why.
    if (m_bands[b].then)
        d.label = m_bands[b].label;
    // The band that takes every other roll says most by the nearest condition before it that
    // set the roll against other values for a better result: the hit that was missed.
    std::size_t from = b;
    if (!m_bands[b].when) {
        for (std::size_t i = b; i-- > 0;) {
            if (m_bands[i].weighsRoll && m_bands[i].degree > m_bands[b].degree) {
                from = i;
                break;
            }
        }
    }
    const CompiledBand &band = m_bands[from];
    d.when = band.when;
    d.held = from == b;
    if (band.when) {
        const QStringList read = band.when->variables();
        for (const QString &name : read) {
            const int slot = m_slotOf(name);
            if (name != u"raw" && slot >= 0)
                d.values.insert(name, values[slot]);
        }
    }
    return d;
}

} // namespace Fray::Odds
