// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/json/JsonValue.h"
#include "core/rules/Ruleset.h"

#include <QCoreApplication>
#include <QSet>

namespace Fray::Rules {

// Reads the dice expressions of a ruleset file and checks what they refer to: every @variable
// must be in the scope of where it is used, every tbl() must name a table and a numeric column.
class ExpressionChecker
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Rules::ExpressionChecker)

public:
    enum class Dice { Allowed, Forbidden };

    explicit ExpressionChecker(const QMap<QString, Table> &tables);

    std::optional<Expression> read(
        const Json::JsonValue &value, const QSet<QString> &scope, Dice dice) const;
    // As read(), and records a problem when the value is missing.
    std::optional<Expression> require(
        const Json::JsonValue &value, const QSet<QString> &scope, Dice dice) const;
    // Checks an expression already parsed (e.g. a number given as JSON).
    bool check(const Expression &expression, const Json::JsonValue &at, const QSet<QString> &scope,
        Dice dice) const;

private:
    const QMap<QString, Table> &m_tables;
};

} // namespace Fray::Rules
