// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/dice/FormulaRange.h"

#include "core/dice/CheckedMath.h"
#include "core/dice/Node.h"

#include <algorithm>
#include <initializer_list>
#include <limits>
#include <vector>

namespace Fray::Dice {

namespace {

using Range = FormulaRange::Range;
using Bound = std::optional<Range>;

class Walker
{
public:
    Walker(const Expression &expression, const FormulaRange::RangeOf &rangeOf)
        : m_expression(expression)
        , m_rangeOf(rangeOf)
    { }

    QString problem;

    Bound walk(const Node &node)
    {
        if (!problem.isEmpty())
            return std::nullopt;
        switch (node.kind) {
        case Node::Kind::Constant:
            return Range{node.value, node.value};
        case Node::Kind::Variable:
            return m_rangeOf(node.name);
        case Node::Kind::Negate: {
            const Bound a = walk(*node.children[0]);
            if (!a)
                return std::nullopt;
            return combine(node, {checkedNeg(a->highest), checkedNeg(a->lowest)});
        }
        case Node::Kind::Sum:
            return sum(node);
        case Node::Kind::Product:
            return product(node);
        case Node::Kind::Max:
        case Node::Kind::Min: {
            Bound out;
            bool bounded = true;
            for (const auto &child : node.children) {
                const Bound b = walk(*child);
                bounded = bounded && b;
                if (!b || !out) {
                    out = b;
                    continue;
                }
                const bool max = node.kind == Node::Kind::Max;
                out = Range{
                    max ? std::max(out->lowest, b->lowest) : std::min(out->lowest, b->lowest),
                    max ? std::max(out->highest, b->highest) : std::min(out->highest, b->highest)};
            }
            return bounded ? out : std::nullopt;
        }
        case Node::Kind::MaxOf:
        case Node::Kind::MinOf:
            return walk(*node.children[0]);
        case Node::Kind::Compare:
        case Node::Kind::And:
        case Node::Kind::Or:
        case Node::Kind::Not:
            for (const auto &child : node.children)
                walk(*child);
            return Range{0, 1};
        case Node::Kind::Table:
            for (const auto &child : node.children)
                walk(*child);
            return std::nullopt;
        case Node::Kind::Dice:
            return std::nullopt;
        }
        return std::nullopt;
    }

private:
    QString part(const Node &node) const
    {
        return m_expression.text().mid(node.begin, node.end - node.begin).trimmed();
    }

    // The range of the candidates, or an overflow problem when any left 64 bits.
    Bound combine(const Node &node, std::initializer_list<std::optional<std::int64_t>> candidates)
    {
        Range out{
            std::numeric_limits<std::int64_t>::max(), std::numeric_limits<std::int64_t>::min()};
        for (const auto &c : candidates) {
            if (!c) {
                problem = FormulaRange::tr("'%1' can leave the 64-bit integer range (at '%2')")
                              .arg(m_expression.text(), part(node));
                return std::nullopt;
            }
            out.lowest = std::min(out.lowest, *c);
            out.highest = std::max(out.highest, *c);
        }
        return out;
    }

    Bound sum(const Node &node)
    {
        Bound a = walk(*node.children[0]);
        bool bounded = bool(a);
        for (std::size_t i = 1; i < node.children.size(); ++i) {
            const Bound b = walk(*node.children[i]);
            if (!a || !b) {
                bounded = false;
                continue;
            }
            a = node.signs[i] > 0
                ? combine(
                    node, {checkedAdd(a->lowest, b->lowest), checkedAdd(a->highest, b->highest)})
                : combine(
                    node, {checkedSub(a->lowest, b->highest), checkedSub(a->highest, b->lowest)});
            bounded = bounded && a;
        }
        return bounded ? a : std::nullopt;
    }

    Bound product(const Node &node)
    {
        Bound a = walk(*node.children[0]);
        bool bounded = bool(a);
        for (std::size_t i = 1; i < node.children.size(); ++i) {
            const Bound b = walk(*node.children[i]);
            const bool divide = node.ops[i] == Node::ProductOp::Divide;
            if (divide && b && b->lowest == 0 && b->highest == 0) {
                problem = FormulaRange::tr("'%1' divides by zero (at '%2')")
                              .arg(m_expression.text(), part(node));
                return std::nullopt;
            }
            if (!a || !b) {
                bounded = false;
                continue;
            }
            if (!divide) {
                a = combine(node,
                    {checkedMul(a->lowest, b->lowest), checkedMul(a->lowest, b->highest),
                        checkedMul(a->highest, b->lowest), checkedMul(a->highest, b->highest)});
            } else {
                // A divisor that may be 0 fails only on that value (a loss when imported); its
                // other values are taken: the ends of its negative and positive parts.
                std::vector<std::int64_t> divisors;
                for (const std::int64_t d :
                    {b->lowest, std::int64_t(-1), std::int64_t(1), b->highest}) {
                    if (d != 0 && d >= b->lowest && d <= b->highest)
                        divisors.push_back(d);
                }
                std::optional<Range> quotient;
                for (const std::int64_t d : divisors) {
                    const Bound q = combine(
                        node, {checkedFloorDiv(a->lowest, d), checkedFloorDiv(a->highest, d)});
                    if (!q)
                        return std::nullopt;
                    quotient = quotient ? Range{std::min(quotient->lowest, q->lowest),
                                   std::max(quotient->highest, q->highest)}
                                        : *q;
                }
                a = quotient;
            }
            bounded = bounded && a;
        }
        return bounded ? a : std::nullopt;
    }

    const Expression &m_expression;
    const FormulaRange::RangeOf &m_rangeOf;
};

} // namespace

FormulaRange::Result FormulaRange::of(const Expression &expression, const RangeOf &rangeOf)
{
    Walker walker(expression, rangeOf);
    Result out;
    out.range = walker.walk(expression.root());
    out.problem = walker.problem;
    if (!out.problem.isEmpty())
        out.range.reset();
    return out;
}

} // namespace Fray::Dice
