// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/JsonOutput.h"

namespace Fray::Cli::JsonOutput {

double number(double value)
{
    return QString::number(value, 'g', 15).toDouble();
}

QJsonArray pmf(const Dice::Distribution &distribution)
{
    QJsonArray array;
    for (const auto &o : distribution.outcomes())
        array.append(QJsonArray{qint64(o.value), number(o.probability)});
    return array;
}

QJsonObject distribution(const Dice::Distribution &distribution)
{
    return QJsonObject{
        {QStringLiteral("min"), qint64(distribution.min())},
        {QStringLiteral("max"), qint64(distribution.max())},
        {QStringLiteral("mean"), number(distribution.mean())},
        {QStringLiteral("stddev"), number(distribution.standardDeviation())},
        {QStringLiteral("pmf"), pmf(distribution)},
    };
}

QJsonObject roll(const Dice::Roll &roll, const QString &expression)
{
    QJsonArray dice;
    for (const Dice::RolledDie &die : roll.dice) {
        QJsonObject object{
            {QStringLiteral("die"), die.die},
            {QStringLiteral("value"), qint64(die.value)},
            {QStringLiteral("kept"), die.kept},
        };
        if (die.chain.size() > 1) {
            QJsonArray chain;
            for (std::int64_t v : die.chain)
                chain.append(qint64(v));
            object.insert(QStringLiteral("rolls"), chain);
        }
        dice.append(object);
    }
    return QJsonObject{
        {QStringLiteral("total"), qint64(roll.total)},
        {QStringLiteral("dice"), dice},
        {QStringLiteral("detail"), roll.describe(expression)},
    };
}

QJsonObject ruleset(const Rules::Ruleset &r, const QString &origin)
{
    QJsonArray variables;
    for (const Rules::Variable &v : r.variables) {
        QJsonObject o{{QStringLiteral("name"), v.name}, {QStringLiteral("label"), v.label},
            {QStringLiteral("default"), v.defaultValue},
            {QStringLiteral("kind"),
                v.kind == Rules::Variable::Kind::Switch ? QStringLiteral("switch")
                                                        : QStringLiteral("number")},
            {QStringLiteral("required"), v.required}, {QStringLiteral("side"), v.side}};
        if (v.minimum)
            o.insert(QStringLiteral("min"), *v.minimum);
        if (v.maximum)
            o.insert(QStringLiteral("max"), *v.maximum);
        if (!v.note.isEmpty())
            o.insert(QStringLiteral("note"), v.note);
        variables.append(o);
    }
    QJsonArray outcomes;
    for (const Rules::Outcome &o : r.outcomes)
        outcomes.append(
            QJsonObject{{QStringLiteral("id"), o.id}, {QStringLiteral("label"), o.label},
                {QStringLiteral("degree"), o.degree}, {QStringLiteral("hits"), o.hits}});
    QJsonArray modifiers;
    for (const Rules::Modifier &m : r.modifiers) {
        QJsonObject o{{QStringLiteral("id"), m.id}, {QStringLiteral("label"), m.label},
            {QStringLiteral("group"), m.group.isEmpty() ? QJsonValue() : QJsonValue(m.group)},
            {QStringLiteral("side"), m.side}};
        // The first effect is the modifier's headline number; null when the GM must type it.
        const Rules::Effect &first = m.effects.front();
        QJsonValue value;
        if (first.add && !first.add->hasDice() && first.add->variables().isEmpty()) {
            bool ok = false;
            const qint64 n = first.add->text().trimmed().toLongLong(&ok);
            value = ok ? QJsonValue(n) : QJsonValue(first.add->text());
        } else if (first.add) {
            value = first.add->text();
        }
        o.insert(QStringLiteral("value"), value);
        if (!first.roll.isEmpty())
            o.insert(QStringLiteral("roll"), first.roll);
        else
            o.insert(QStringLiteral("to"), first.variable);
        QJsonArray effects;
        for (const Rules::Effect &e : m.effects) {
            QJsonObject effect;
            if (!e.roll.isEmpty())
                effect.insert(QStringLiteral("roll"), e.roll);
            else
                effect.insert(QStringLiteral("to"), e.variable);
            effect.insert(QStringLiteral("add"), e.add ? QJsonValue(e.add->text()) : QJsonValue());
            effects.append(effect);
        }
        o.insert(QStringLiteral("effects"), effects);
        if (m.perCount)
            o.insert(QStringLiteral("per_count"), m.countLabel);
        if (!m.appliesTo.isEmpty())
            o.insert(QStringLiteral("applies_to"), QJsonArray::fromStringList(m.appliesTo));
        if (!m.excludes.isEmpty())
            o.insert(QStringLiteral("excludes"), QJsonArray::fromStringList(m.excludes));
        if (!m.note.isEmpty())
            o.insert(QStringLiteral("note"), m.note);
        modifiers.append(o);
    }
    QJsonArray conditions;
    for (const Rules::Condition &c : r.conditions)
        conditions.append(
            QJsonObject{{QStringLiteral("id"), c.id}, {QStringLiteral("label"), c.label}});
    QJsonArray tables;
    for (const Rules::Table &t : r.tables)
        tables.append(
            QJsonObject{{QStringLiteral("id"), t.id}, {QStringLiteral("label"), t.label}});
    return QJsonObject{
        {QStringLiteral("id"), r.id},
        {QStringLiteral("name"), r.name},
        {QStringLiteral("source"), origin},
        {QStringLiteral("document"),
            r.source.section.isEmpty() ? r.source.title
                                       : r.source.title + QStringLiteral(", ") + r.source.section},
        {QStringLiteral("defence_label"), r.defenceLabel},
        {QStringLiteral("variables"), variables},
        {QStringLiteral("outcomes"), outcomes},
        {QStringLiteral("modifiers"), modifiers},
        {QStringLiteral("conditions"), conditions},
        {QStringLiteral("tables"), tables},
    };
}

} // namespace Fray::Cli::JsonOutput
