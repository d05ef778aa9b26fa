// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/dice/Formula.h"

#include "core/dice/CheckedMath.h"

namespace Fray::Dice {

Formula::Formula()
    : m_text(QStringLiteral("0"))
{
    m_ops.push_back(Op{Node::Kind::Constant, Node::CompareOp::Equal, 0, 0, 0, -1, 0, nullptr});
}

Expected<Formula, DiceError> Formula::compile(
    const Expression &expression, const SlotOf &slotOf, const TableSource *tables)
{
    return compile(expression, expression.root(), slotOf, tables);
}

Expected<Formula, DiceError> Formula::compile(
    const Expression &expression, const Node &part, const SlotOf &slotOf, const TableSource *tables)
{
    Formula formula;
    formula.m_ops.clear();
    // The whole text for the whole expression: a part's span leaves out a closing bracket at
    // its end ("100 / (@ac - 15").
    formula.m_text = &part == &expression.root()
        ? expression.text().trimmed()
        : expression.text().mid(part.begin, part.end - part.begin);
    formula.m_tables = tables;
    formula.m_keepAlive = expression.sharedRoot();
    bool ok = true;
    DiceError error;
    formula.compileNode(part, slotOf, ok, error);
    if (!ok)
        return error;
    return formula;
}

std::uint32_t Formula::compileNode(
    const Node &node, const SlotOf &slotOf, bool &ok, DiceError &error)
{
    const auto index = std::uint32_t(m_ops.size());
    m_ops.push_back(Op{node.kind, node.compareOp, 0, 0, node.value, -1, 0, &node});
    if (!ok)
        return index;

    switch (node.kind) {
    case Node::Kind::Dice:
        ok = false;
        error = {tr("dice are not allowed here: use a fixed number"), node.column()};
        return index;
    case Node::Kind::Variable: {
        const int slot = slotOf(node.name);
        if (slot < 0) {
            ok = false;
            error = {tr("unknown variable '@%1'").arg(node.name), node.column()};
            return index;
        }
        m_ops[index].slot = slot;
        m_constant = false;
        return index;
    }
    case Node::Kind::Table:
        if (!m_tables) {
            ok = false;
            error = {tr("no tables are available here"), node.column()};
            return index;
        }
        break;
    default:
        break;
    }

    // Children are compiled first, then their indices stored contiguously.
    std::vector<std::uint32_t> children;
    children.reserve(node.children.size());
    for (const auto &child : node.children)
        children.push_back(compileNode(*child, slotOf, ok, error));
    m_ops[index].firstChild = std::uint32_t(m_children.size());
    m_ops[index].childCount = std::uint32_t(children.size());
    m_children.insert(m_children.end(), children.begin(), children.end());
    if (node.kind == Node::Kind::Sum) {
        m_ops[index].signsOrOps = std::uint32_t(m_signs.size());
        m_signs.insert(m_signs.end(), node.signs.begin(), node.signs.end());
    } else if (node.kind == Node::Kind::Product) {
        m_ops[index].signsOrOps = std::uint32_t(m_productOps.size());
        m_productOps.insert(m_productOps.end(), node.ops.begin(), node.ops.end());
    }
    return index;
}

bool Formula::evaluate(const std::int64_t *values, std::int64_t &result, QString *error) const
{
    return eval(0, values, result, error);
}

bool Formula::eval(
    std::uint32_t index, const std::int64_t *values, std::int64_t &out, QString *error) const
{
    const Op &op = m_ops[index];
    const std::uint32_t *child = m_children.data() + op.firstChild;
    const auto overflow = [&]() {
        if (error)
            *error = tr("'%1' leaves the 64-bit integer range").arg(m_text);
        return false;
    };
    std::int64_t a = 0, b = 0;
    switch (op.kind) {
    case Node::Kind::Constant:
        out = op.value;
        return true;
    case Node::Kind::Variable:
        out = values[op.slot];
        return true;
    case Node::Kind::Negate: {
        if (!eval(child[0], values, a, error))
            return false;
        const auto v = checkedNeg(a);
        if (!v)
            return overflow();
        out = *v;
        return true;
    }
    case Node::Kind::Sum: {
        if (!eval(child[0], values, a, error))
            return false;
        for (std::uint32_t i = 1; i < op.childCount; ++i) {
            if (!eval(child[i], values, b, error))
                return false;
            const auto v = m_signs[op.signsOrOps + i] > 0 ? checkedAdd(a, b) : checkedSub(a, b);
            if (!v)
                return overflow();
            a = *v;
        }
        out = a;
        return true;
    }
    case Node::Kind::Product: {
        if (!eval(child[0], values, a, error))
            return false;
        for (std::uint32_t i = 1; i < op.childCount; ++i) {
            if (!eval(child[i], values, b, error))
                return false;
            const bool divide = m_productOps[op.signsOrOps + i] == Node::ProductOp::Divide;
            if (divide && b == 0) {
                if (error)
                    *error = tr("'%1' divides by zero").arg(m_text);
                return false;
            }
            const auto v = divide ? checkedFloorDiv(a, b) : checkedMul(a, b);
            if (!v)
                return overflow();
            a = *v;
        }
        out = a;
        return true;
    }
    case Node::Kind::Max:
    case Node::Kind::Min:
    case Node::Kind::And:
    case Node::Kind::Or: {
        if (!eval(child[0], values, a, error))
            return false;
        if (op.kind == Node::Kind::And || op.kind == Node::Kind::Or)
            a = a != 0;
        for (std::uint32_t i = 1; i < op.childCount; ++i) {
            if (!eval(child[i], values, b, error))
                return false;
            switch (op.kind) {
            case Node::Kind::Max:
                a = std::max(a, b);
                break;
            case Node::Kind::Min:
                a = std::min(a, b);
                break;
            case Node::Kind::And:
                a = a && b != 0;
                break;
            default:
                a = a || b != 0;
                break;
            }
        }
        out = a;
        return true;
    }
    case Node::Kind::MaxOf:
    case Node::Kind::MinOf:
        return eval(child[0], values, out, error); // a fixed value is its own bound
    case Node::Kind::Not:
        if (!eval(child[0], values, a, error))
            return false;
        out = a == 0;
        return true;
    case Node::Kind::Compare:
        if (!eval(child[0], values, a, error) || !eval(child[1], values, b, error))
            return false;
        switch (op.compareOp) {
        case Node::CompareOp::Less:
            out = a < b;
            break;
        case Node::CompareOp::LessEqual:
            out = a <= b;
            break;
        case Node::CompareOp::Greater:
            out = a > b;
            break;
        case Node::CompareOp::GreaterEqual:
            out = a >= b;
            break;
        case Node::CompareOp::Equal:
            out = a == b;
            break;
        case Node::CompareOp::NotEqual:
            out = a != b;
            break;
        }
        return true;
    case Node::Kind::Table: {
        if (!eval(child[0], values, a, error))
            return false;
        const auto value = m_tables->lookup(op.node->name, op.node->tableColumn, a);
        if (!value) {
            if (error)
                *error = value.error();
            return false;
        }
        out = *value;
        return true;
    }
    case Node::Kind::Dice:
        break;
    }
    return false;
}

} // namespace Fray::Dice
