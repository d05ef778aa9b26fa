// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/RulesetOptions.h"

#include "core/WholeNumber.h"

#include <QFileInfo>

#include <algorithm>

namespace Fray::Cli {

namespace {

struct Assignment
{
    QString name;
    std::optional<qint64> value;
    bool outOfRange = false;
};

// "NAME=N" (--set: a variable's name, any case) or "ID" / "ID=N" (--modifier: a lower-case id
// that may hold '-'), spaces allowed around each part; nullopt when it is neither.
std::optional<Assignment> assignment(const QString &text, bool modifierId)
{
    const qsizetype equals = text.indexOf(QLatin1Char('='));
    const QString name = (equals < 0 ? text : text.left(equals)).trimmed();
    const auto digit = [](QChar c) { return c >= u'0' && c <= u'9'; };
    const auto nameChar = [&](QChar c, bool first) {
        if (modifierId)
            return (c >= u'a' && c <= u'z') || digit(c) || (!first && (c == u'_' || c == u'-'));
        return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || c == u'_'
            || (!first && digit(c));
    };
    if (name.isEmpty() || !nameChar(name.front(), true)
        || !std::all_of(name.begin() + 1, name.end(), [&](QChar c) { return nameChar(c, false); }))
        return std::nullopt;
    Assignment result{name, std::nullopt};
    if (equals < 0)
        return modifierId ? std::optional(result) : std::nullopt;
    const QString number = text.mid(equals + 1).trimmed();
    const QStringView digits = QStringView(number).mid(number.startsWith(u'-') ? 1 : 0);
    if (digits.isEmpty() || !std::all_of(digits.begin(), digits.end(), digit))
        return std::nullopt;
    result.value = wholeNumber(number);
    result.outOfRange = !result.value;
    if (result.outOfRange && !modifierId)
        return std::nullopt;
    return result;
}

} // namespace

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

Expected<Rules::RulesetLibrary, QString> RulesetOptions::library(
    const QCommandLineParser &parser, const QString &id) const
{
    const QString folder
        = parser.isSet(m_rulesets) ? parser.value(m_rulesets) : Rules::RulesetLibrary::userFolder();
    if (parser.isSet(m_rulesets) && !QFileInfo(folder).isDir())
        return tr("--rulesets %1: %2")
            .arg(folder, QFileInfo::exists(folder) ? tr("not a folder") : tr("no such folder"));
    return id.isEmpty() ? Rules::RulesetLibrary::load(folder)
                        : Rules::RulesetLibrary::loadOne(id, folder);
}

std::shared_ptr<const Rules::Ruleset> RulesetOptions::ruleset(
    const QCommandLineParser &parser, QString &error) const
{
    if (!parser.isSet(m_ruleset)) {
        error = tr("--ruleset ID is required; see 'fray-cli rulesets'");
        return nullptr;
    }
    const QString id = parser.value(m_ruleset);
    const auto library = this->library(parser, id);
    if (!library) {
        error = library.error();
        return nullptr;
    }
    const Rules::RulesetLibrary::Entry *entry = library->find(id);
    if (!entry) {
        error = library->whyMissing(id);
        return nullptr;
    }
    return entry->ruleset;
}

std::optional<Odds::OddsRequest> RulesetOptions::request(
    const QCommandLineParser &parser, QString &error) const
{
    Odds::OddsRequest request;
    const QStringList sets = parser.values(m_set);
    for (const QString &text : sets) {
        const auto set = assignment(text, false);
        if (!set || !set->value) {
            error = tr("--set expects NAME=WHOLE_NUMBER, not '%1'").arg(text);
            return std::nullopt;
        }
        request.values.insert(set->name.toLower(), *set->value);
    }
    const QStringList modifiers = parser.values(m_modifier);
    for (const QString &text : modifiers) {
        const auto active = assignment(text, true);
        if (!active) {
            error = tr("--modifier expects ID or ID=N, not '%1'").arg(text);
            return std::nullopt;
        }
        if (active->outOfRange) {
            error = tr("--modifier %1: the number is out of range").arg(text);
            return std::nullopt;
        }
        request.modifiers.push_back({active->name, active->value});
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
