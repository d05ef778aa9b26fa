// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/AttackValueReading.h"

#include "core/dice/Node.h"

#include <QSet>

namespace Fray::Rules {

namespace {

using Dice::Node;

// Whether the tree under `node` names any of `names`.
bool mentions(const Node &node, const QSet<QString> &names)
{
    if (node.kind == Node::Kind::Variable && names.contains(node.name))
        return true;
    return std::any_of(node.children.begin(), node.children.end(),
        [&](const std::unique_ptr<Node> &child) { return mentions(*child, names); });
}

// The first comparison under `node` that has the natural roll on one side and the attack's
// value (or a value made from it) on either: Bonus when both are on one side, Target when they
// face each other.
std::optional<AttackValueReading::Kind> compared(const Node &node, const QSet<QString> &value)
{
    static const QSet<QString> raw{QStringLiteral("raw")};
    if (node.kind == Node::Kind::Compare && node.children.size() == 2) {
        const Node &left = *node.children[0];
        const Node &right = *node.children[1];
        const bool rawLeft = mentions(left, raw);
        const bool rawRight = mentions(right, raw);
        const bool valueLeft = mentions(left, value);
        const bool valueRight = mentions(right, value);
        if ((rawLeft && valueLeft) || (rawRight && valueRight))
            return AttackValueReading::Kind::Bonus;
        if ((rawLeft && valueRight) || (rawRight && valueLeft))
            return AttackValueReading::Kind::Target;
        return std::nullopt;
    }
    for (const std::unique_ptr<Node> &child : node.children) {
        if (const auto kind = compared(*child, value))
            return kind;
    }
    return std::nullopt;
}

// Whether a roll is one d100: the only roll whose target number is a percentage.
bool isD100(const Dice::Expression &roll)
{
    const Node &n = roll.root();
    return n.kind == Node::Kind::Dice && n.die == Node::DieKind::Standard
        && n.select == Node::Select::All && !n.explode && n.children.size() == 2
        && n.children[0]->kind == Node::Kind::Constant && n.children[0]->value == 1
        && n.children[1]->kind == Node::Kind::Constant && n.children[1]->value == 100;
}

} // namespace

AttackValueReading::Kind AttackValueReading::of(const Ruleset &ruleset)
{
    QSet<QString> value;
    for (const Variable &v : ruleset.variables) {
        if (v.kind == Variable::Kind::Number && v.from == u"attack")
            value.insert(v.name);
    }
    if (value.isEmpty())
        return Kind::NotRead;
    // Derived values made from it count as it (BRP's chance from the skill, SJ's MSC from SC).
    for (const Derived &d : ruleset.derived) {
        if (mentions(d.value.root(), value))
            value.insert(d.name);
    }
    const Check *attack = ruleset.attack();
    if (!attack)
        return Kind::Number;
    // The attack roll's own bands only: a follow-up roll has its own @raw.
    for (const Band &band : attack->bands) {
        if (!band.when)
            continue;
        if (const auto kind = compared(band.when->root(), value)) {
            if (*kind == Kind::Target && isD100(attack->roll))
                return Kind::Percent;
            return *kind;
        }
    }
    return Kind::Number;
}

} // namespace Fray::Rules
