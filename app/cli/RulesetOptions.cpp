// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "RulesetOptions.h"

#include <QRegularExpression>

namespace Fray::Cli {

RulesetOptions::RulesetOptions(bool withOdds)
    : m_withOdds(withOdds)
    , m_rulesets(QStringLiteral("rulesets"),
          tr("Also load the ruleset files of DIR (instead of your rulesets folder)."),
          QStringLiteral("DIR"))
    , m_ruleset(QStringLiteral("ruleset"), tr("The ruleset's id."), QStringLiteral("ID"))
    , m_set(QStringLiteral("set"), tr("Give a variable a value, e.g. --set ac=15."),
          QStringLiteral("NAME=VALUE"))
    , m_modifier(QStringLiteral("modifier"),
          tr("Switch on a modifier; ID=N gives a number or a count."), QStringLiteral("ID[=N]"))
    , m_damage(
          QStringLiteral("damage"), tr("The weapon's damage, e.g. 1d8+1."), QStringLiteral("EXPR"))
    , m_damageBonus(QStringLiteral("damage-bonus"),
          tr("A separate damage bonus, e.g. 1d4 (default 0)."), QStringLiteral("EXPR"))
{ }

void RulesetOptions::addTo(QCommandLineParser &parser) const
{
    parser.addOption(m_rulesets);
    if (m_withOdds)
        parser.addOptions({m_ruleset, m_set, m_modifier, m_damage, m_damageBonus});
}

Rules::RulesetLibrary RulesetOptions::library(const QCommandLineParser &parser) const
{
    if (parser.isSet(m_rulesets))
        return Rules::RulesetLibrary::load(parser.value(m_rulesets));
    return Rules::RulesetLibrary::load();
}

std::shared_ptr<const Rules::Ruleset> RulesetOptions::ruleset(
    const QCommandLineParser &parser, const Rules::RulesetLibrary &library, QString &error) const
{
    if (!parser.isSet(m_ruleset)) {
        error = tr("--ruleset ID is required; see 'fray-cli rulesets'");
        return nullptr;
    }
    const QString id = parser.value(m_ruleset);
    const Rules::RulesetLibrary::Entry *entry = library.find(id);
    if (!entry) {
        QStringList ids;
        for (const auto &e : library.entries())
            ids << e.ruleset->id;
        error = tr("unknown ruleset '%1' (known: %2)").arg(id, ids.join(QStringLiteral(", ")));
        return nullptr;
    }
    return entry->ruleset;
}

std::optional<Odds::OddsRequest> RulesetOptions::request(
    const QCommandLineParser &parser, QString &error) const
{
    static const QRegularExpression assignment(
        QStringLiteral("^\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*=\\s*(-?\\d+)\\s*$"));
    static const QRegularExpression modifier(
        QStringLiteral("^\\s*([a-z0-9][a-z0-9_-]*)\\s*(?:=\\s*(-?\\d+)\\s*)?$"));

    Odds::OddsRequest request;
    const QStringList sets = parser.values(m_set);
    for (const QString &text : sets) {
        const QRegularExpressionMatch match = assignment.match(text);
        bool ok = false;
        const qint64 value = match.captured(2).toLongLong(&ok);
        if (!match.hasMatch() || !ok) {
            error = tr("--set expects NAME=WHOLE_NUMBER, not '%1'").arg(text);
            return std::nullopt;
        }
        request.values.insert(match.captured(1).toLower(), value);
    }
    const QStringList modifiers = parser.values(m_modifier);
    for (const QString &text : modifiers) {
        const QRegularExpressionMatch match = modifier.match(text);
        if (!match.hasMatch()) {
            error = tr("--modifier expects ID or ID=N, not '%1'").arg(text);
            return std::nullopt;
        }
        Odds::ActiveModifier active{match.captured(1), std::nullopt};
        if (match.hasCaptured(2)) {
            bool ok = false;
            active.value = match.captured(2).toLongLong(&ok);
            if (!ok) {
                error = tr("--modifier %1: the number is out of range").arg(text);
                return std::nullopt;
            }
        }
        request.modifiers.push_back(active);
    }
    for (const auto &[option, target] :
        {std::pair{&m_damage, &request.damage}, std::pair{&m_damageBonus, &request.damageBonus}}) {
        if (!parser.isSet(*option))
            continue;
        const auto parsed = Dice::Expression::parse(parser.value(*option));
        if (!parsed) {
            error = QStringLiteral("--%1: %2")
                        .arg(option->names().constFirst(), parsed.error().toString());
            return std::nullopt;
        }
        *target = *parsed;
    }
    if (request.damageBonus && !request.damage) {
        error = tr("--damage-bonus needs --damage");
        return std::nullopt;
    }
    return request;
}

} // namespace Fray::Cli
