// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/dice/Expression.h"

#include "core/dice/Guard.h"
#include "core/dice/Limits.h"
#include "core/dice/Node.h"
#include "core/dice/Parser.h"

namespace Fray::Dice {

namespace {

std::shared_ptr<const Node> constantNode(std::int64_t value, int length)
{
    auto node = std::make_shared<Node>();
    node->kind = Node::Kind::Constant;
    node->value = value;
    node->end = length;
    return node;
}

void collectVariables(const Node &node, QStringList &names)
{
    if (node.kind == Node::Kind::Variable && !names.contains(node.name))
        names.append(node.name);
    for (const auto &child : node.children)
        collectVariables(*child, names);
}

template<typename Predicate>
bool containsNode(const Node &node, Predicate predicate)
{
    if (predicate(node))
        return true;
    for (const auto &child : node.children) {
        if (containsNode(*child, predicate))
            return true;
    }
    return false;
}

void collectTables(const Node &node, QStringList &names)
{
    if (node.kind == Node::Kind::Table) {
        const QString name = node.tableColumn.isEmpty()
            ? node.name
            : node.name + QLatin1Char('.') + node.tableColumn;
        if (!names.contains(name))
            names.append(name);
    }
    for (const auto &child : node.children)
        collectTables(*child, names);
}

// Dice written as numbers ("10000d6", "1d0") are checked against the limits while parsing, and
// their counts are summed over the whole expression, so "10000d6+10000d6" is refused before any
// work rather than after the first half is worked out. Counts and sides read from variables are
// checked when they are known.
void checkWrittenDice(const Node &node, std::int64_t &dice)
{
    if (node.kind == Node::Kind::Dice && node.children.size() >= 1) {
        const Node &count = *node.children[0];
        if (count.kind == Node::Kind::Constant) {
            if (count.value > Limits::maxDice || dice + count.value > Limits::maxDice)
                throw DiceError{Guard::tr("more than 10,000 dice"), node.column()};
            dice += std::max<std::int64_t>(0, count.value);
        }
        if (node.die == Node::DieKind::Standard && node.children.size() >= 2
            && node.children[1]->kind == Node::Kind::Constant) {
            const std::int64_t sides = node.children[1]->value;
            if (sides < 1)
                throw DiceError{Guard::tr("a die needs at least one side"), node.column()};
            if (sides > Limits::maxSides)
                throw DiceError{Guard::tr("dice with more than 1,000,000 sides"), node.column()};
        }
    }
    for (const auto &child : node.children)
        checkWrittenDice(*child, dice);
}

} // namespace

Expression::Expression()
    : Expression(QStringLiteral("0"), constantNode(0, 1))
{ }

Expression::Expression(QString text, std::shared_ptr<const Node> root)
    : m_text(std::move(text))
    , m_root(std::move(root))
{ }

Expected<Expression, DiceError> Expression::parse(QStringView text)
{
    try {
        Parser parser(text);
        std::shared_ptr<const Node> root = parser.parse();
        std::int64_t dice = 0;
        checkWrittenDice(*root, dice);
        return Expression(text.toString(), std::move(root));
    } catch (const DiceError &error) {
        return error;
    }
}

Expression Expression::constant(std::int64_t value)
{
    const QString text = QString::number(value);
    return Expression(text, constantNode(value, int(text.size())));
}

QStringList Expression::variables() const
{
    QStringList names;
    collectVariables(*m_root, names);
    return names;
}

bool Expression::hasDice() const
{
    return containsNode(*m_root, [](const Node &n) { return n.kind == Node::Kind::Dice; });
}

bool Expression::hasExplodingDice() const
{
    return containsNode(
        *m_root, [](const Node &n) { return n.kind == Node::Kind::Dice && n.explode; });
}

Expression Expression::diceTerms() const
{
    const auto hasDiceNode = [](const Node &n) {
        return containsNode(n, [](const Node &m) { return m.kind == Node::Kind::Dice; });
    };
    if (!hasDiceNode(*m_root))
        return constant(0);
    if (m_root->kind != Node::Kind::Sum)
        return *this;
    QString text;
    for (std::size_t i = 0; i < m_root->children.size(); ++i) {
        const Node &child = *m_root->children[i];
        if (!hasDiceNode(child))
            continue;
        const QString term = m_text.mid(child.begin, child.end - child.begin);
        if (m_root->signs[i] < 0)
            text += QStringLiteral("-(") + term + QLatin1Char(')');
        else
            text += (text.isEmpty() ? QString() : QStringLiteral("+")) + QLatin1Char('(') + term
                + QLatin1Char(')');
    }
    const auto parsed = parse(text);
    return parsed ? *parsed : *this;
}

QStringList Expression::tables() const
{
    QStringList names;
    collectTables(*m_root, names);
    return names;
}

} // namespace Fray::Dice
