// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Expression.h"
#include "Limits.h"

#include <QHash>
#include <QString>

#include <variant>

namespace Fray::Dice {

// Values for an expression's @variables: a number ("@str" = 2) or another expression
// ("@weapon" = 1d8+1), which is rolled afresh wherever it appears. Names are case-insensitive.
class Bindings
{
public:
    using Value = std::variant<std::int64_t, Expression>;

    void set(const QString &name, std::int64_t value);
    void set(const QString &name, const Expression &expression);
    void remove(const QString &name);
    const Value *find(const QString &name) const;
    bool contains(const QString &name) const { return find(name) != nullptr; }

private:
    QHash<QString, Value> m_values;
};

// How dice are evaluated beyond the expression itself.
struct EvaluationOptions
{
    int explodeDepth = Limits::defaultExplodeDepth;
};

} // namespace Fray::Dice
