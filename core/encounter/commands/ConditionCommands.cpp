// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/encounter/commands/ConditionCommands.h"

#include "core/encounter/ConditionKeeper.h"
#include "core/encounter/Vitals.h"

namespace Fray::Encounter {

ApplyConditionCommand::ApplyConditionCommand(std::vector<CombatantId> targets, QString condition,
    std::optional<qint64> rounds, QString source)
    : m_targets(std::move(targets))
    , m_condition(std::move(condition))
    , m_rounds(rounds)
    , m_source(std::move(source))
{ }

ApplyConditionCommand::ApplyConditionCommand(std::vector<CombatantId> targets,
    CustomCondition custom, std::optional<qint64> rounds, QString source)
    : m_targets(std::move(targets))
    , m_condition(CustomCondition::idFor(custom.label))
    , m_rounds(rounds)
    , m_source(std::move(source))
    , m_custom(std::move(custom))
{ }

QString ApplyConditionCommand::text() const
{
    return tr("%1: %2").arg(
        m_names.join(QStringLiteral(", ")), m_custom ? m_custom->label : m_condition);
}

std::optional<QString> ApplyConditionCommand::perform(Encounter &encounter, Dice::Random &random)
{
    ConditionKeeper keeper(encounter, random);
    if (m_custom) {
        if (const auto built = m_custom->toCondition(encounter.ruleset()); !built)
            return built.error();
    } else if (const QString error = keeper.check(m_condition); !error.isEmpty()) {
        return error;
    }
    if (m_rounds && *m_rounds < 1)
        return tr("a condition lasts at least 1 round");
    if (m_rounds && *m_rounds > ConditionKeeper::maxRounds)
        return tr("a condition lasts at most %1 rounds, not %2")
            .arg(ConditionKeeper::maxRounds)
            .arg(*m_rounds);
    if (m_targets.empty())
        return tr("choose at least one combatant");
    m_names.clear();
    Vitals vitals(encounter, random);
    for (const CombatantId id : m_targets) {
        const Combatant *c = encounter.find(id);
        if (!c)
            return tr("no such combatant");
        if (vitals.isDead(*c))
            return tr("%1 is dead").arg(c->name);
        m_names << c->name;
    }
    for (const CombatantId id : m_targets) {
        Phrase log;
        if (auto error
            = keeper.apply(encounter.indexOf(id), m_condition, m_source, m_rounds, log, m_custom))
            return error;
        if (!log.isEmpty())
            encounter.appendLog(log);
    }
    return std::nullopt;
}

RemoveConditionCommand::RemoveConditionCommand(std::vector<CombatantId> targets, QString condition)
    : m_targets(std::move(targets))
    , m_condition(std::move(condition))
{ }

QString RemoveConditionCommand::text() const
{
    return tr("%1: no longer %2").arg(m_names.join(QStringLiteral(", ")), m_condition);
}

std::optional<QString> RemoveConditionCommand::perform(Encounter &encounter, Dice::Random &random)
{
    m_names.clear();
    if (m_targets.empty())
        return tr("choose at least one combatant");
    for (const CombatantId id : m_targets) {
        const Combatant *c = encounter.find(id);
        if (!c)
            return tr("no such combatant");
        if (!c->hasCondition(m_condition))
            return tr("%1 is not %2").arg(c->name, m_condition);
        m_names << c->name;
    }
    ConditionKeeper keeper(encounter, random);
    for (const CombatantId id : m_targets)
        encounter.appendLog(keeper.remove(encounter.indexOf(id), m_condition));
    return std::nullopt;
}

} // namespace Fray::Encounter
