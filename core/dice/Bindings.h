// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/Distribution.h"
#include "core/dice/Expression.h"
#include "core/dice/Limits.h"

#include <QHash>
#include <QString>

#include <variant>

namespace Fray::Dice {

// Tables an expression reads with tbl(name.column, key), such as a ruleset's critical bands.
class TableSource
{
public:
    virtual ~TableSource() = default;
    // The value for `key`, or a message saying why there is none.
    virtual Expected<std::int64_t, QString> lookup(
        const QString &table, const QString &column, std::int64_t key) const = 0;
};

// Values for an expression's @variables: a number ("@str" = 2), another expression
// ("@weapon" = 1d8+1), which is rolled afresh wherever it appears, or that expression's
// distribution worked out beforehand, which only exact odds can use (a curve evaluates the same
// weapon at every point). Names are case-insensitive.
class Bindings
{
public:
    using Value = std::variant<std::int64_t, Expression, Distribution>;

    void set(const QString &name, std::int64_t value);
    void set(const QString &name, const Expression &expression);
    void set(const QString &name, const Distribution &distribution);
    void remove(const QString &name);
    const Value *find(const QString &name) const;
    bool contains(const QString &name) const { return find(name) != nullptr; }
    // Whether a bound expression rolls exploding dice.
    bool hasExplodingDice() const;

    // Tables for tbl(); not owned, and must outlive every evaluation that uses them.
    void setTables(const TableSource *tables) { m_tables = tables; }
    const TableSource *tables() const { return m_tables; }

private:
    QHash<QString, Value> m_values;
    const TableSource *m_tables = nullptr;
};

// How dice are evaluated beyond the expression itself.
struct EvaluationOptions
{
    int explodeDepth = Limits::defaultExplodeDepth;
};

} // namespace Fray::Dice
