// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/ExpressionChecker.h"

namespace Fray::Rules {

ExpressionChecker::ExpressionChecker(const QMap<QString, Table> &tables)
    : m_tables(tables)
{ }

std::optional<Expression> ExpressionChecker::require(
    const Json::JsonValue &value, const QSet<QString> &scope, Dice dice) const
{
    if (!value.exists() || value.isNull()) {
        value.problem(tr("missing (an expression is required)"));
        return std::nullopt;
    }
    return read(value, scope, dice);
}

std::optional<Expression> ExpressionChecker::read(
    const Json::JsonValue &value, const QSet<QString> &scope, Dice dice) const
{
    if (!value.exists() || value.isNull())
        return std::nullopt;
    QString text;
    if (value.isNumber()) {
        const auto number = value.optionalInteger();
        if (!number)
            return std::nullopt;
        text = QString::number(*number);
    } else if (value.isString()) {
        text = value.raw().toString();
    } else {
        value.problem(tr("expected an expression (text) or a whole number"));
        return std::nullopt;
    }
    const auto parsed = Expression::parse(text);
    if (!parsed) {
        value.problem(tr("'%1': %2").arg(text, parsed.error().toString()));
        return std::nullopt;
    }
    if (!check(*parsed, value, scope, dice))
        return std::nullopt;
    return *parsed;
}

bool ExpressionChecker::check(const Expression &expression, const Json::JsonValue &at,
    const QSet<QString> &scope, Dice dice) const
{
    bool ok = true;
    if (dice == Dice::Forbidden && expression.hasDice()) {
        at.problem(tr("'%1': dice are not allowed here").arg(expression.text()));
        ok = false;
    }
    const QStringList variables = expression.variables();
    for (const QString &name : variables) {
        if (!scope.contains(name)) {
            at.problem(tr("'%1': unknown variable '@%2'").arg(expression.text(), name));
            ok = false;
        }
    }
    const QStringList tables = expression.tables();
    for (const QString &reference : tables) {
        const QString name = reference.section(QLatin1Char('.'), 0, 0);
        const QString column = reference.section(QLatin1Char('.'), 1);
        const auto table = m_tables.constFind(name);
        if (table == m_tables.constEnd()) {
            at.problem(tr("'%1': unknown table '%2'").arg(expression.text(), name));
            ok = false;
            continue;
        }
        qsizetype index = 0;
        if (column.isEmpty()) {
            if (table->columns.size() != 1) {
                at.problem(tr("'%1': table '%2' has several columns; name one as %2.column")
                               .arg(expression.text(), name));
                ok = false;
                continue;
            }
        } else {
            index = table->columns.indexOf(column);
            if (index < 0) {
                at.problem(
                    tr("'%1': table '%2' has no column '%3'").arg(expression.text(), name, column));
                ok = false;
                continue;
            }
        }
        for (const Table::Row &row : table->rows) {
            const QVariant &cell = row.values.value(index);
            if (cell.isValid() && !cell.isNull() && cell.typeId() != QMetaType::LongLong) {
                at.problem(tr("'%1': column '%2' of table '%3' holds text, not numbers")
                               .arg(expression.text(), table->columns.value(index), name));
                ok = false;
                break;
            }
        }
    }
    return ok;
}

} // namespace Fray::Rules
