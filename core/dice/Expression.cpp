// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "Expression.h"

#include "Node.h"
#include "Parser.h"

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

bool containsDice(const Node &node)
{
    if (node.kind == Node::Kind::Dice)
        return true;
    for (const auto &child : node.children) {
        if (containsDice(*child))
            return true;
    }
    return false;
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
    return containsDice(*m_root);
}

} // namespace Fray::Dice
