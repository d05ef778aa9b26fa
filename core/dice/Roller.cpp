// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/dice/Roller.h"

#include "core/dice/CheckedMath.h"
#include "core/dice/DistributionEvaluator.h"
#include "core/dice/Node.h"
#include "core/dice/Term.h"

#include <algorithm>
#include <numeric>

namespace Fray::Dice {

Roller::Roller(Random &random, const Bindings &bindings, const EvaluationOptions &options)
    : m_random(random)
    , m_bindings(bindings)
    , m_options(options)
{ }

Expected<Roll, DiceError> Roller::roll(const Expression &expression, Random &random,
    const Bindings &bindings, const EvaluationOptions &options)
{
    try {
        Roller roller(random, bindings, options);
        roller.m_replacements.emplace_back();
        roller.m_roll.total = roller.eval(expression.root());
        roller.m_roll.shown = shown(expression.text(), roller.m_replacements.back());
        return roller.m_roll;
    } catch (const DiceError &error) {
        return error;
    }
}

QString Roller::shown(const QString &text, std::vector<Replacement> spans)
{
    // Outer spans first; a span inside one already replaced is skipped.
    std::sort(spans.begin(), spans.end(), [](const Replacement &a, const Replacement &b) {
        return a.begin != b.begin ? a.begin < b.begin : a.end > b.end;
    });
    QString result;
    int position = 0;
    for (const Replacement &r : spans) {
        if (r.begin < position)
            continue;
        result += QStringView(text).mid(position, r.begin - position);
        result += r.text;
        position = r.end;
    }
    result += QStringView(text).mid(position);
    return result.simplified();
}

bool Roller::isFixed(const Node &node) const
{
    if (node.kind == Node::Kind::Dice)
        return false;
    if (node.kind == Node::Kind::Variable) {
        const Bindings::Value *value = m_bindings.find(node.name);
        if (value && std::holds_alternative<Expression>(*value)
            && !m_activeVariables.contains(node.name))
            return !std::get<Expression>(*value).hasDice();
    }
    return std::all_of(node.children.begin(), node.children.end(),
        [this](const auto &child) { return isFixed(*child); });
}

std::int64_t Roller::eval(const Node &node)
{
    m_guard.setColumn(node.column());
    m_guard.step();
    switch (node.kind) {
    case Node::Kind::Constant:
        return node.value;
    case Node::Kind::Variable:
        return evalVariable(node);
    case Node::Kind::Dice:
        return evalDice(node);
    case Node::Kind::Negate: {
        const std::int64_t v = eval(*node.children[0]);
        m_guard.setColumn(node.column());
        return m_guard.value(checkedNeg(v));
    }
    case Node::Kind::Sum: {
        std::int64_t total = eval(*node.children[0]);
        for (std::size_t i = 1; i < node.children.size(); ++i) {
            const std::int64_t v = eval(*node.children[i]);
            m_guard.setColumn(node.children[i]->column());
            total = m_guard.value(node.signs[i] > 0 ? checkedAdd(total, v) : checkedSub(total, v));
        }
        return total;
    }
    case Node::Kind::Product: {
        std::int64_t total = eval(*node.children[0]);
        for (std::size_t i = 1; i < node.children.size(); ++i) {
            const std::int64_t v = eval(*node.children[i]);
            m_guard.setColumn(node.children[i]->column());
            if (node.ops[i] == Node::ProductOp::Divide && v == 0)
                m_guard.fail(tr("division by zero (the divisor came out 0)"));
            total = m_guard.value(node.ops[i] == Node::ProductOp::Multiply
                    ? checkedMul(total, v)
                    : checkedFloorDiv(total, v));
        }
        return total;
    }
    case Node::Kind::Max:
    case Node::Kind::Min: {
        std::int64_t result = eval(*node.children[0]);
        for (std::size_t i = 1; i < node.children.size(); ++i) {
            const std::int64_t v = eval(*node.children[i]);
            result = node.kind == Node::Kind::Max ? std::max(result, v) : std::min(result, v);
        }
        return result;
    }
    case Node::Kind::MaxOf:
    case Node::Kind::MinOf: {
        // A fixed number (the highest or lowest possible result), so nothing is rolled.
        const auto bounds
            = DistributionEvaluator::evaluate(*node.children[0], m_bindings, m_options);
        if (!bounds)
            throw bounds.error();
        return node.kind == Node::Kind::MaxOf ? bounds->max() : bounds->min();
    }
    case Node::Kind::Compare: {
        const std::int64_t a = eval(*node.children[0]);
        const std::int64_t b = eval(*node.children[1]);
        switch (node.compareOp) {
        case Node::CompareOp::Less:
            return a < b;
        case Node::CompareOp::LessEqual:
            return a <= b;
        case Node::CompareOp::Greater:
            return a > b;
        case Node::CompareOp::GreaterEqual:
            return a >= b;
        case Node::CompareOp::Equal:
            return a == b;
        case Node::CompareOp::NotEqual:
            return a != b;
        }
        return 0;
    }
    case Node::Kind::And:
    case Node::Kind::Or: {
        // Every operand is rolled, so the dice shown do not depend on short-circuiting.
        bool result = node.kind == Node::Kind::And;
        for (const auto &child : node.children) {
            const bool value = eval(*child) != 0;
            result = node.kind == Node::Kind::And ? result && value : result || value;
        }
        return result;
    }
    case Node::Kind::Not:
        return eval(*node.children[0]) == 0;
    case Node::Kind::Table: {
        const std::int64_t key = eval(*node.children[0]);
        m_guard.setColumn(node.column());
        if (!m_bindings.tables())
            m_guard.fail(tr("no tables are available here"));
        const auto value = m_bindings.tables()->lookup(node.name, node.tableColumn, key);
        if (!value)
            m_guard.fail(value.error());
        return *value;
    }
    }
    return 0;
}

std::int64_t Roller::evalVariable(const Node &node)
{
    const Bindings::Value *value = m_bindings.find(node.name);
    if (!value)
        m_guard.fail(tr("unknown variable '@%1'").arg(node.name));
    std::int64_t result;
    QString text;
    if (const auto *number = std::get_if<std::int64_t>(value)) {
        result = *number;
        text = QString::number(result);
    } else if (std::holds_alternative<Distribution>(*value)) {
        m_guard.fail(tr("'@%1' is known only as odds and cannot be rolled").arg(node.name));
    } else {
        if (m_activeVariables.contains(node.name))
            m_guard.fail(tr("the variable '@%1' refers to itself").arg(node.name));
        m_activeVariables.append(node.name);
        // The bound expression's dice show in place of the variable: "max(0, ([5]+2) - 1)".
        const Expression &bound = std::get<Expression>(*value);
        m_replacements.emplace_back();
        try {
            result = eval(bound.root());
        } catch (const DiceError &inner) {
            throw DiceError{tr("in '@%1': %2").arg(node.name, inner.toString()), node.column()};
        }
        const QString inner = shown(bound.text(), m_replacements.back());
        if (!m_roll.variablesShown.contains(node.name))
            m_roll.variablesShown.insert(node.name, inner);
        m_replacements.pop_back();
        m_activeVariables.removeLast();
        text = bound.hasDice() ? QLatin1Char('(') + inner + QLatin1Char(')')
                               : QString::number(result);
    }
    m_replacements.back().push_back({node.begin, node.end, text});
    return result;
}

std::int64_t Roller::evalDice(const Node &node)
{
    const std::int64_t count = eval(*node.children[0]);
    std::int64_t sides = 0;
    if (node.die == Node::DieKind::Standard) {
        m_guard.setColumn(node.children[1]->column());
        if (!isFixed(*node.children[1]))
            m_guard.fail(tr("the number of sides must be a fixed number, not a roll"));
        sides = eval(*node.children[1]);
    }
    m_guard.setColumn(node.column());
    const Term term = Term::make(node, sides, m_options, m_guard);
    term.checkCount(count, m_guard);
    m_guard.countDice(count);

    std::vector<RolledDie> dice(static_cast<std::size_t>(count));
    for (RolledDie &d : dice) {
        d.die = term.die.label();
        d.value = term.die.roll(m_random, d.chain);
    }

    // Drop the dice the selection leaves out: the lowest (or highest), earliest first on ties.
    const std::int64_t kept = term.kept(count);
    std::vector<std::size_t> order(dice.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return term.keepsHighest() ? dice[a].value < dice[b].value : dice[a].value > dice[b].value;
    });
    for (std::size_t i = 0; i < std::size_t(count - kept); ++i)
        dice[order[i]].kept = false;

    std::int64_t total = 0;
    QStringList shown;
    for (const RolledDie &d : dice) {
        if (d.kept)
            total = m_guard.value(checkedAdd(total, d.value));
        shown << d.toString();
    }
    m_replacements.back().push_back({node.begin, node.end,
        QLatin1Char('[') + shown.join(QStringLiteral(", ")) + QLatin1Char(']')});
    m_roll.dice.insert(m_roll.dice.end(), dice.begin(), dice.end());
    return total;
}

} // namespace Fray::Dice
