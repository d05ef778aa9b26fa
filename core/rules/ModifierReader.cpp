// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/ModifierReader.h"

#include "core/rules/RulesetReader.h"
#include "core/rules/RulesetText.h"

namespace Fray::Rules {

using Json::JsonValue;

ModifierReader::ModifierReader(
    Ruleset &ruleset, const ExpressionChecker &expressions, const QSet<QString> &oddsScope)
    : m_ruleset(ruleset)
    , m_expressions(expressions)
    , m_oddsScope(oddsScope)
{ }

std::vector<Effect> ModifierReader::readEffects(const JsonValue &effects, bool single)
{
    std::vector<Effect> result;
    const Check *attack = m_ruleset.attack();
    for (const JsonValue &e : single ? std::vector<JsonValue>{effects} : effects.elements()) {
        if (!single)
            e.allowOnly(
                {QLatin1StringView("to"), QLatin1StringView("add"), QLatin1StringView("roll")});
        Effect effect;
        effect.roll = e[QLatin1StringView("roll")].string();
        if (!effect.roll.isEmpty()) {
            if (!attack || !attack->rollVariants.contains(effect.roll))
                e[QLatin1StringView("roll")].problem(
                    tr("the attack has no roll variant '%1'").arg(effect.roll));
        } else {
            effect.variable = e[QLatin1StringView("to")].requiredString().value_or(QString());
            if (!effect.variable.isEmpty() && !m_ruleset.variable(effect.variable))
                e[QLatin1StringView("to")].problem(
                    tr("unknown variable '%1'").arg(effect.variable));
            effect.add = m_expressions.read(
                e[QLatin1StringView("add")], m_oddsScope, ExpressionChecker::Dice::Forbidden);
        }
        result.push_back(effect);
    }
    return result;
}

void ModifierReader::readModifiers(const JsonValue &modifiers)
{
    const std::vector<JsonValue> items = modifiers.elements();
    for (const JsonValue &m : items) {
        m.allowOnly({QLatin1StringView("id"), QLatin1StringView("label"),
            QLatin1StringView("group"), QLatin1StringView("side"), QLatin1StringView("effects"),
            QLatin1StringView("per_count"), QLatin1StringView("count_label"),
            QLatin1StringView("applies_to"), QLatin1StringView("excludes"),
            QLatin1StringView("note"), QLatin1StringView("source"), QLatin1StringView("to"),
            QLatin1StringView("add"), QLatin1StringView("roll")});
        Modifier modifier;
        modifier.id = m[QLatin1StringView("id")].requiredString().value_or(QString());
        RulesetReader::checkId(m[QLatin1StringView("id")], modifier.id);
        modifier.label = RulesetText::required(m, QLatin1StringView("label"), modifier.wordings)
                             .value_or(modifier.id);
        modifier.group = m[QLatin1StringView("group")].string();
        modifier.side = m[QLatin1StringView("side")].string(QStringLiteral("situation"));
        // One effect may be written inline: {"to": "mod", "add": 2} or {"roll": "advantage"}.
        const bool inline_
            = m[QLatin1StringView("to")].exists() || m[QLatin1StringView("roll")].exists();
        if (inline_ && m[QLatin1StringView("effects")].exists())
            m.problem(tr("give either 'to'/'add'/'roll' or 'effects', not both"));
        modifier.effects
            = inline_ ? readEffects(m, true) : readEffects(m[QLatin1StringView("effects")], false);
        if (modifier.effects.empty())
            m[QLatin1StringView("effects")].problem(tr("a modifier needs at least one effect"));
        modifier.perCount = m[QLatin1StringView("per_count")].boolean(false);
        modifier.countLabel
            = RulesetText::read(m, QLatin1StringView("count_label"), modifier.wordings);
        modifier.appliesTo = m[QLatin1StringView("applies_to")].stringList();
        modifier.excludes = m[QLatin1StringView("excludes")].stringList();
        modifier.note = RulesetText::read(m, QLatin1StringView("note"), modifier.wordings);
        modifier.source.text = m[QLatin1StringView("source")].string();
        m_ruleset.modifiers.push_back(modifier);
    }
    RulesetReader::checkUnique(
        m_ruleset.modifiers, items, [](const Modifier &m) { return m.id; }, tr("modifier"));
    for (std::size_t i = 0; i < m_ruleset.modifiers.size(); ++i) {
        for (const QString &other : std::as_const(m_ruleset.modifiers[i].excludes)) {
            if (!m_ruleset.modifier(other))
                items[i][QLatin1StringView("excludes")].problem(
                    tr("unknown modifier '%1'").arg(other));
        }
    }
}

void ModifierReader::readGroups(const JsonValue &groups)
{
    QSet<QString> used;
    for (const Modifier &m : m_ruleset.modifiers)
        used.insert(m.group);
    const std::vector<JsonValue> items = groups.elements();
    for (const JsonValue &g : items) {
        g.allowOnly({QLatin1StringView("id"), QLatin1StringView("label")});
        ModifierGroup group;
        group.id = g[QLatin1StringView("id")].requiredString().value_or(QString());
        // A label for a group no modifier is in is a misspelt id: it would label nothing.
        if (!group.id.isEmpty() && !used.contains(group.id))
            g[QLatin1StringView("id")].problem(
                tr("no modifier is in the group '%1'").arg(group.id));
        group.label = RulesetText::required(g, QLatin1StringView("label"), group.wordings)
                          .value_or(QString());
        if (group.label.trimmed().isEmpty() && g[QLatin1StringView("label")].exists())
            g[QLatin1StringView("label")].problem(tr("a group's label is not blank"));
        m_ruleset.modifierGroups.push_back(group);
    }
    RulesetReader::checkUnique(
        m_ruleset.modifierGroups, items, [](const ModifierGroup &g) { return g.id; },
        tr("modifier group"));
}

} // namespace Fray::Rules
