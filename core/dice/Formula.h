// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/dice/Bindings.h"
#include "core/dice/DiceError.h"
#include "core/dice/Expression.h"
#include "core/dice/Node.h"

#include <QCoreApplication>

#include <functional>
#include <vector>

namespace Fray::Dice {

// A dice-free expression compiled for fast repeated evaluation: variables are read by index
// from an array of values, so an evaluation needs no lookup and no allocation. Rulesets use it for
// the thresholds and conditions that odds curves evaluate thousands of times.
class Formula
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Dice::Formula)

public:
    // The slot of a variable, or -1 when the name is unknown.
    using SlotOf = std::function<int(const QString &name)>;

    Formula(); // the constant 0
    static Expected<Formula, DiceError> compile(
        const Expression &expression, const SlotOf &slotOf, const TableSource *tables = nullptr);
    // Compiles one part of `expression` (a node of its tree).
    static Expected<Formula, DiceError> compile(const Expression &expression, const Node &part,
        const SlotOf &slotOf, const TableSource *tables = nullptr);

    // False on overflow, division by zero or a key no table row holds; `error` then says which.
    bool evaluate(const std::int64_t *values, std::int64_t &result, QString *error = nullptr) const;

    bool isConstant() const { return m_constant; }
    const QString &text() const { return m_text; }

private:
    struct Op
    {
        Node::Kind kind;
        Node::CompareOp compareOp;
        std::uint32_t firstChild; // index into m_children
        std::uint32_t childCount;
        std::int64_t value; // Constant
        int slot; // Variable
        std::uint32_t signsOrOps; // Sum: index into m_signs; Product: index into m_ops
        const Node *node; // Table: name and column
    };

    std::uint32_t compileNode(const Node &node, const SlotOf &slotOf, bool &ok, DiceError &error);
    bool eval(
        std::uint32_t index, const std::int64_t *values, std::int64_t &out, QString *error) const;

    QString m_text;
    std::shared_ptr<const Node> m_keepAlive; // Table ops point into the parsed tree
    const TableSource *m_tables = nullptr;
    std::vector<Op> m_ops;
    std::vector<std::uint32_t> m_children;
    std::vector<std::int8_t> m_signs;
    std::vector<Node::ProductOp> m_productOps;
    bool m_constant = true;
};

} // namespace Fray::Dice
