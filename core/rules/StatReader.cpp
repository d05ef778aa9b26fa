// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/StatReader.h"

#include "core/rules/RulesetReader.h"
#include "core/rules/RulesetText.h"

namespace Fray::Rules {

using Json::JsonValue;

StatReader::StatReader(Ruleset &ruleset, const ExpressionChecker &expressions)
    : m_ruleset(ruleset)
    , m_expressions(expressions)
{ }

void StatReader::readStats(const JsonValue &stats)
{
    const std::vector<JsonValue> items = stats.elements();
    for (const JsonValue &s : items) {
        s.allowOnly({QLatin1StringView("id"), QLatin1StringView("label"),
            QLatin1StringView("default"), QLatin1StringView("min"), QLatin1StringView("max")});
        Stat stat;
        stat.id = s[QLatin1StringView("id")].requiredString().value_or(QString());
        RulesetReader::checkName(s[QLatin1StringView("id")], stat.id);
        stat.label = RulesetText::read(s, QLatin1StringView("label"), stat.wordings, stat.id);
        stat.defaultValue = s[QLatin1StringView("default")].integer(0);
        stat.minimum = s[QLatin1StringView("min")].optionalInteger();
        stat.maximum = s[QLatin1StringView("max")].optionalInteger();
        RulesetReader::checkRange(s, stat.minimum, stat.maximum, stat.defaultValue);
        m_ruleset.stats.push_back(stat);
    }
    RulesetReader::checkUnique(
        m_ruleset.stats, items, [](const Stat &s) { return s.id; }, tr("stat"));
}

void StatReader::readRetiredStats(const JsonValue &retired)
{
    static const QStringList fields{
        QStringLiteral("defence"), QStringLiteral("armor"), QStringLiteral("attack")};
    const QStringList ids = retired.keys();
    for (const QString &id : ids) {
        const JsonValue field = retired.field(id);
        if (!RulesetReader::checkName(field, id))
            continue;
        if (m_ruleset.stat(id))
            field.problem(tr("'%1' is still a stat of this ruleset").arg(id));
        const auto into = field.requiredString();
        if (!into)
            continue;
        if (!fields.contains(*into))
            field.problem(tr("expected defence, armor or attack"));
        m_ruleset.retiredStats.insert(id, *into);
    }
}

void StatReader::readAttackValue(const JsonValue &value)
{
    value.allowOnly(
        {QLatin1StringView("label"), QLatin1StringView("formula"), QLatin1StringView("note")});
    AttackValue &attackValue = m_ruleset.attackValue;
    attackValue.label = RulesetText::read(value, QLatin1StringView("label"), attackValue.wordings);
    attackValue.note = RulesetText::read(value, QLatin1StringView("note"), attackValue.wordings);
    // A formula reads the combatant's own stats: the form works it out as they are typed.
    QSet<QString> scope;
    for (const Stat &stat : m_ruleset.stats)
        scope.insert(stat.id);
    const JsonValue formula = value[QLatin1StringView("formula")];
    const QStringList kinds = formula.keys();
    for (const QString &kind : kinds) {
        const JsonValue at = formula.field(kind);
        if (kind != u"*" && !m_ruleset.attackKinds.contains(kind))
            at.problem(tr("'%1' is not a kind of attack of this ruleset (it has: %2)")
                           .arg(kind, m_ruleset.attackKinds.join(QStringLiteral(", "))));
        if (auto e = m_expressions.require(at, scope, ExpressionChecker::Dice::Forbidden))
            m_ruleset.attackValue.formula.insert(kind, *e);
    }
    if (!kinds.isEmpty() && !m_ruleset.readsAttackValue())
        formula.problem(tr("no variable reads the attack's value (\"from\": \"attack\")"));
}

} // namespace Fray::Rules
