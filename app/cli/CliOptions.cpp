// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/CliOptions.h"

#include "core/WholeNumber.h"
#include "core/dice/Expression.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace Fray::Cli::CliOptions {

std::optional<qint64> integer(const QCommandLineParser &parser, const QCommandLineOption &option,
    qint64 lo, qint64 hi, qint64 fallback, QString &error)
{
    if (!parser.isSet(option))
        return fallback;
    if (parser.values(option).size() > 1) {
        error = QCoreApplication::translate("Fray::Cli::CliOptions", "--%1 is given more than once")
                    .arg(option.names().constLast());
        return std::nullopt;
    }
    const QString text = parser.value(option);
    const std::optional<qint64> value = wholeNumber(text);
    if (!value || *value < lo || *value > hi) {
        error = QCoreApplication::translate(
            "Fray::Cli::CliOptions", "--%1 must be a whole number from %2 to %3, not '%4'")
                    .arg(option.names().constLast())
                    .arg(lo)
                    .arg(hi)
                    .arg(text);
        return std::nullopt;
    }
    return *value;
}

std::optional<QMap<QString, qint64>> givenValues(const QStringList &assignments, QString &error)
{
    static const QRegularExpression assignment(
        QStringLiteral("^\\s*@?([A-Za-z_][A-Za-z0-9_]*)\\s*=\\s*(-?[0-9]+)\\s*$"));
    QMap<QString, qint64> values;
    for (const QString &text : assignments) {
        const QRegularExpressionMatch match = assignment.match(text);
        bool ok = false;
        const qint64 value = match.hasMatch() ? match.captured(2).toLongLong(&ok) : 0;
        if (!ok) {
            error = QCoreApplication::translate(
                "Fray::Cli::CliOptions", "--set expects NAME=WHOLE-NUMBER, not '%1'")
                        .arg(text);
            return std::nullopt;
        }
        values.insert(match.captured(1), value);
    }
    return values;
}

std::optional<Dice::Bindings> bindings(const QStringList &assignments, QString &error)
{
    static const QRegularExpression assignment(
        QStringLiteral("^\\s*@?([A-Za-z_][A-Za-z0-9_]*)\\s*=(.*)$"));
    Dice::Bindings result;
    for (const QString &text : assignments) {
        const QRegularExpressionMatch match = assignment.match(text);
        if (!match.hasMatch()) {
            error = QCoreApplication::translate(
                "Fray::Cli::CliOptions", "--set expects NAME=VALUE, not '%1'")
                        .arg(text);
            return std::nullopt;
        }
        const QString name = match.captured(1);
        const QString value = match.captured(2).trimmed();
        if (const auto number = wholeNumber(value)) {
            result.set(name, *number);
            continue;
        }
        const auto expression = Dice::Expression::parse(value);
        if (!expression) {
            error = QStringLiteral("--set %1: %2").arg(name, expression.error().toString());
            return std::nullopt;
        }
        result.set(name, *expression);
    }
    return result;
}

std::optional<QString> expressionText(const QCommandLineParser &parser, QString &error)
{
    const QStringList parts = parser.positionalArguments();
    if (parts.isEmpty()) {
        error = QCoreApplication::translate("Fray::Cli::CliOptions", "no dice expression given");
        return std::nullopt;
    }
    return parts.join(QLatin1Char(' '));
}

} // namespace Fray::Cli::CliOptions
