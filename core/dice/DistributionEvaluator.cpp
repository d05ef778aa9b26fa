// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/dice/DistributionEvaluator.h"

#include "core/dice/Arithmetic.h"
#include "core/dice/Node.h"
#include "core/dice/Pool.h"
#include "core/dice/Term.h"

namespace Fray::Dice {

DistributionEvaluator::DistributionEvaluator(
    const Bindings &bindings, const EvaluationOptions &options)
    : m_bindings(bindings)
    , m_options(options)
{ }

Expected<Distribution, DiceError> DistributionEvaluator::evaluate(
    const Expression &expression, const Bindings &bindings, const EvaluationOptions &options)
{
    return evaluate(expression.root(), bindings, options);
}

Expected<Distribution, DiceError> DistributionEvaluator::evaluate(
    const Node &node, const Bindings &bindings, const EvaluationOptions &options)
{
    try {
        DistributionEvaluator evaluator(bindings, options);
        return evaluator.eval(node);
    } catch (const DiceError &error) {
        return error;
    }
}

Distribution DistributionEvaluator::eval(const Node &node)
{
    m_guard.setColumn(node.column());
    switch (node.kind) {
    case Node::Kind::Constant:
        return Distribution::constant(node.value);
    case Node::Kind::Variable:
        return evalVariable(node);
    case Node::Kind::Dice:
        return evalDice(node);
    case Node::Kind::Negate: {
        const Distribution operand = eval(*node.children[0]);
        m_guard.setColumn(node.column());
        return Arithmetic::negate(operand, m_guard);
    }
    case Node::Kind::Sum: {
        Distribution total = eval(*node.children[0]);
        for (std::size_t i = 1; i < node.children.size(); ++i) {
            const Distribution term = eval(*node.children[i]);
            m_guard.setColumn(node.children[i]->column());
            total = node.signs[i] > 0 ? Arithmetic::add(total, term, m_guard)
                                      : Arithmetic::subtract(total, term, m_guard);
        }
        return total;
    }
    case Node::Kind::Product: {
        Distribution total = eval(*node.children[0]);
        for (std::size_t i = 1; i < node.children.size(); ++i) {
            const Distribution factor = eval(*node.children[i]);
            m_guard.setColumn(node.children[i]->column());
            total = node.ops[i] == Node::ProductOp::Multiply
                ? Arithmetic::multiply(total, factor, m_guard)
                : Arithmetic::floorDivide(total, factor, m_guard);
        }
        return total;
    }
    case Node::Kind::Max:
    case Node::Kind::Min: {
        Distribution result = eval(*node.children[0]);
        for (std::size_t i = 1; i < node.children.size(); ++i) {
            const Distribution next = eval(*node.children[i]);
            m_guard.setColumn(node.column());
            result = node.kind == Node::Kind::Max ? Arithmetic::maximum(result, next, m_guard)
                                                  : Arithmetic::minimum(result, next, m_guard);
        }
        return result;
    }
    case Node::Kind::MaxOf:
        return Distribution::constant(eval(*node.children[0]).max());
    case Node::Kind::MinOf:
        return Distribution::constant(eval(*node.children[0]).min());
    case Node::Kind::Compare: {
        const Distribution left = eval(*node.children[0]);
        const Distribution right = eval(*node.children[1]);
        m_guard.setColumn(node.column());
        return Arithmetic::compare(left, right, node.compareOp, m_guard);
    }
    case Node::Kind::And:
    case Node::Kind::Or: {
        Distribution result = eval(*node.children[0]);
        for (std::size_t i = 1; i < node.children.size(); ++i) {
            const Distribution next = eval(*node.children[i]);
            m_guard.setColumn(node.column());
            result = node.kind == Node::Kind::And ? Arithmetic::logicalAnd(result, next, m_guard)
                                                  : Arithmetic::logicalOr(result, next, m_guard);
        }
        return result;
    }
    case Node::Kind::Not: {
        const Distribution operand = eval(*node.children[0]);
        m_guard.setColumn(node.column());
        return Arithmetic::logicalNot(operand, m_guard);
    }
    case Node::Kind::Table:
        return evalTable(node);
    }
    return Distribution::constant(0);
}

Distribution DistributionEvaluator::evalVariable(const Node &node)
{
    const Bindings::Value *value = m_bindings.find(node.name);
    if (!value)
        m_guard.fail(tr("unknown variable '@%1'").arg(node.name));
    if (const auto *number = std::get_if<std::int64_t>(value))
        return Distribution::constant(*number);
    if (const auto *known = std::get_if<Distribution>(value))
        return *known;

    // Every appearance rolls afresh, but all have the same distribution: computing it once keeps
    // chains of variables (@a = @b + @b, @b = @c + @c, ...) linear instead of exponential.
    if (const auto cached = m_variables.constFind(node.name); cached != m_variables.constEnd()) {
        m_guard.countDice(cached->dice);
        return cached->distribution;
    }
    if (m_activeVariables.contains(node.name))
        m_guard.fail(tr("the variable '@%1' refers to itself").arg(node.name));
    m_activeVariables.append(node.name);
    try {
        const std::int64_t diceBefore = m_guard.diceCounted();
        Distribution result = eval(std::get<Expression>(*value).root());
        m_activeVariables.removeLast();
        m_variables.insert(node.name, {result, m_guard.diceCounted() - diceBefore});
        return result;
    } catch (const DiceError &inner) {
        // Columns inside the bound expression mean nothing in this one: name the variable.
        throw DiceError{tr("in '@%1': %2").arg(node.name, inner.toString()), node.column()};
    }
}

Distribution DistributionEvaluator::evalTable(const Node &node)
{
    const Distribution key = eval(*node.children[0]);
    m_guard.setColumn(node.column());
    const TableSource *tables = m_bindings.tables();
    if (!tables)
        m_guard.fail(tr("no tables are available here"));
    m_guard.spend(double(key.size()));
    return Arithmetic::mapValues(key, [&](std::int64_t k) {
        const auto value = tables->lookup(node.name, node.tableColumn, k);
        if (!value)
            m_guard.fail(value.error());
        return *value;
    });
}

Distribution DistributionEvaluator::evalDice(const Node &node)
{
    const Distribution count = eval(*node.children[0]);
    std::int64_t sides = 0;
    if (node.die == Node::DieKind::Standard) {
        const Distribution sidesDistribution = eval(*node.children[1]);
        m_guard.setColumn(node.children[1]->column());
        if (!sidesDistribution.isConstant())
            m_guard.fail(tr("the number of sides must be a fixed number, not a roll"));
        sides = sidesDistribution.min();
    }
    m_guard.setColumn(node.column());
    const Term term = Term::make(node, sides, m_options, m_guard);
    m_guard.countDice(count.max());

    if (count.isConstant()) {
        term.checkCount(count.min(), m_guard);
        return dicePool(term, count.min());
    }
    std::vector<std::pair<double, Distribution>> parts;
    parts.reserve(count.size());
    for (const Distribution::Outcome &n : count.outcomes()) {
        term.checkCount(n.value, m_guard);
        parts.emplace_back(n.probability, dicePool(term, n.value));
    }
    Distribution mixed = Arithmetic::mixture(parts, m_guard);
    mixed.setTruncated(Arithmetic::combineTruncated(mixed.truncated(), count.truncated()));
    return mixed;
}

Distribution DistributionEvaluator::dicePool(const Term &term, std::int64_t count)
{
    if (term.die.explode) {
        const double chainOutcomes
            = double(term.die.faceCount() - 1) * double(term.die.explodeDepth + 1) + 1.0;
        m_guard.checkOutcomes(chainOutcomes);
        m_guard.spend(chainOutcomes);
    } else {
        m_guard.spend(double(term.die.faceCount()));
    }
    const Distribution die = term.die.distribution();
    const std::int64_t kept = term.kept(count);
    if (kept == count)
        return Arithmetic::sumOfIdentical(die, count, m_guard);
    return term.keepsHighest() ? Pool::keepHighest(die, count, kept, m_guard)
                               : Pool::keepLowest(die, count, kept, m_guard);
}

} // namespace Fray::Dice
