// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/dice/DiceError.h"

#include <QString>
#include <QStringList>

#include <memory>

namespace Fray::Dice {

struct Node;

// A dice expression parsed once ("4d6dl1", "max(0, 1d8+@str-2)") and then evaluated as often
// as needed, for its exact distribution or for a seeded roll. Cheap to copy: the parsed tree is
// shared and never changes.
class Expression
{
public:
    Expression(); // the constant 0

    static Expected<Expression, DiceError> parse(QStringView text);
    static Expression constant(std::int64_t value);

    // The text as the GM typed it.
    const QString &text() const { return m_text; }
    // Variable names the expression uses, lower case, without '@', in order of appearance.
    QStringList variables() const;
    bool hasDice() const;
    bool hasExplodingDice() const;
    // The terms of a top-level sum that roll dice, without the fixed ones: "1d6+2" gives
    // "1d6", "2d4+1d6-1" gives "2d4+1d6". "0" when nothing rolls.
    Expression diceTerms() const;
    // Tables the expression reads with tbl(), lower case, as "name" or "name.column".
    QStringList tables() const;

    // Two expressions are equal when they were written the same way.
    bool operator==(const Expression &other) const { return m_text == other.m_text; }

    const Node &root() const { return *m_root; }
    const std::shared_ptr<const Node> &sharedRoot() const { return m_root; }

private:
    Expression(QString text, std::shared_ptr<const Node> root);

    QString m_text;
    std::shared_ptr<const Node> m_root;
};

} // namespace Fray::Dice
