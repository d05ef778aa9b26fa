// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <cstdint>
#include <memory>
#include <vector>

namespace Fray::Dice {

// One node of a parsed dice expression. The tree is immutable once parsed and shared by every
// evaluation (distribution or roll) of the expression.
struct Node
{
    enum class Kind : std::uint8_t {
        Constant, // value
        Variable, // name, bound by the caller
        Dice, // children[0] = count, children[1] = sides (Standard dice only)
        Negate, // children[0]
        Sum, // children with `signs` (+1 / -1), left to right
        Product, // children with `ops` (Multiply / Divide), left to right
        Max, // children: the larger of independent values
        Min,
        MaxOf, // children[0]: its highest possible value, a constant
        MinOf,
        Compare, // children[0] compareOp children[1]: 1 when true, 0 when false
        And, // children: 1 when all are non-zero
        Or, // children: 1 when any is non-zero
        Not, // children[0]: 1 when it is zero
        Table, // name, column; children[0] = key: the table's value for that key
    };
    enum class CompareOp : std::uint8_t { Less, LessEqual, Greater, GreaterEqual, Equal, NotEqual };
    enum class DieKind : std::uint8_t { Standard, Fudge };
    enum class Select : std::uint8_t { All, KeepHighest, KeepLowest, DropHighest, DropLowest };
    enum class ProductOp : std::uint8_t { Multiply, Divide };

    Kind kind = Kind::Constant;
    int begin = 0; // offset of the first character in the source text
    int end = 0; // one past the last character

    std::int64_t value = 0; // Constant
    QString name; // Variable (lower case, without '@') or Table
    QString tableColumn; // Table: the column, empty for a table with one
    CompareOp compareOp = CompareOp::Equal;

    DieKind die = DieKind::Standard;
    Select select = Select::All;
    std::int64_t selectCount = 1;
    bool explode = false;

    std::vector<std::unique_ptr<Node>> children;
    std::vector<std::int8_t> signs; // Sum
    std::vector<ProductOp> ops; // Product: ops[i] joins children[i] to what precedes it

    int column() const { return begin + 1; }
};

} // namespace Fray::Dice
