// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/ImportMappingReader.h"

#include "core/dice/FormulaRange.h"
#include "core/dice/Limits.h"
#include "core/rules/RulesetText.h"

namespace Fray::Rules {

using Json::JsonValue;

ImportMappingReader::ImportMappingReader(Ruleset &ruleset, const ExpressionChecker &expressions)
    : m_ruleset(ruleset)
    , m_expressions(expressions)
{ }

QStringList ImportMappingReader::sourceValues()
{
    return {QStringLiteral("ac"), QStringLiteral("hp"), QStringLiteral("hd"), QStringLiteral("cr"),
        QStringLiteral("level"), QStringLiteral("init"), QStringLiteral("str"),
        QStringLiteral("dex"), QStringLiteral("con"), QStringLiteral("int"), QStringLiteral("wis"),
        QStringLiteral("cha")};
}

ImportMappingReader::SourceRange ImportMappingReader::sourceRange(const QString &value)
{
    if (value == u"hp")
        return {-maxSourceHitPoints, maxSourceHitPoints};
    if (value == u"hd")
        return {0, Dice::Limits::maxDice};
    return {-maxSourceValue, maxSourceValue};
}

namespace {

// A formula that can overflow, or always divides by zero, on the values an import takes is
// refused here: at import it would only drop the field.
std::optional<Dice::Expression> withinRange(
    std::optional<Dice::Expression> expression, const JsonValue &at)
{
    if (!expression)
        return expression;
    const auto range = Dice::FormulaRange::of(*expression, [](const QString &name) {
        const auto source = ImportMappingReader::sourceRange(name);
        return std::optional(Dice::FormulaRange::Range{source.lowest, source.highest});
    });
    if (range.problem.isEmpty())
        return expression;
    at.problem(ImportMappingReader::tr("%1, with source values up to %2")
                   .arg(range.problem)
                   .arg(ImportMappingReader::maxSourceValue));
    return std::nullopt;
}

} // namespace

void ImportMappingReader::read(const JsonValue &mapping)
{
    ImportMapping &out = m_ruleset.importMapping;
    if (!mapping.exists())
        return;
    if (!mapping.isObject()) {
        mapping.problem(tr("expected an object (defence, armor, attack_value, stats, conditions, "
                           "note)"));
        return;
    }
    mapping.allowOnly({QLatin1StringView("defence"), QLatin1StringView("armor"),
        QLatin1StringView("attack_value"), QLatin1StringView("stats"),
        QLatin1StringView("conditions"), QLatin1StringView("note")});
    out.declared = true;
    const QStringList values = sourceValues();
    const QSet<QString> scope(values.begin(), values.end());
    QSet<QString> attackScope = scope;
    attackScope.insert(QStringLiteral("attack"));
    using Dice = ExpressionChecker::Dice;
    const JsonValue defence = mapping[QLatin1StringView("defence")];
    out.defence = withinRange(m_expressions.read(defence, scope, Dice::Forbidden), defence);
    const JsonValue armor = mapping[QLatin1StringView("armor")];
    out.armor = withinRange(m_expressions.read(armor, scope, Dice::Forbidden), armor);
    // An attack's value the ruleset never reads would be imported only to be ignored.
    const JsonValue attack = mapping[QLatin1StringView("attack_value")];
    out.attackValue = withinRange(m_expressions.read(attack, attackScope, Dice::Forbidden), attack);
    if (out.attackValue && !m_ruleset.readsAttackValue())
        attack.problem(tr("no variable reads the attack's value (\"from\": \"attack\")"));
    if (out.armor && !m_ruleset.readsArmor())
        mapping[QLatin1StringView("armor")].problem(
            tr("no variable reads the armour (\"from\": \"target.armor\")"));

    const JsonValue stats = mapping[QLatin1StringView("stats")];
    const QStringList statIds = stats.keys();
    for (const QString &id : statIds) {
        const JsonValue at = stats.field(id);
        if (!m_ruleset.stat(id)) {
            at.problem(tr("'%1' is not a stat of this ruleset").arg(id));
            continue;
        }
        if (auto e = withinRange(m_expressions.require(at, scope, Dice::Forbidden), at))
            out.stats.insert(id, *e);
    }

    const JsonValue conditions = mapping[QLatin1StringView("conditions")];
    const QStringList names = conditions.keys();
    for (const QString &name : names) {
        const JsonValue at = conditions.field(name);
        const auto id = at.requiredString();
        if (!id)
            continue;
        if (!m_ruleset.condition(*id))
            at.problem(tr("'%1' is not a condition of this ruleset").arg(*id));
        else
            out.conditions.insert(name.toLower(), *id);
    }
    out.note = RulesetText::read(mapping, QLatin1StringView("note"), out.wordings);
}

} // namespace Fray::Rules
