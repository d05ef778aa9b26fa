// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Command.h"

namespace Fray::Encounter {

class ApplyConditionCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Encounter::ApplyConditionCommand)

public:
    ApplyConditionCommand(std::vector<CombatantId> targets, QString condition,
        std::optional<qint64> rounds = std::nullopt, QString source = {});
    // The GM's own condition (no rounds: until removed).
    ApplyConditionCommand(std::vector<CombatantId> targets, CustomCondition custom,
        std::optional<qint64> rounds, QString source = {});
    QString kind() const override { return QStringLiteral("condition"); }
    QString text() const override;
    const QStringList &targetNames() const { return m_names; }
    const QString &condition() const { return m_condition; }
    std::optional<qint64> rounds() const { return m_rounds; }
    const std::optional<CustomCondition> &custom() const { return m_custom; }

protected:
    std::optional<QString> perform(Encounter &encounter, Dice::Random &random) override;

private:
    std::vector<CombatantId> m_targets;
    QString m_condition;
    std::optional<qint64> m_rounds;
    QString m_source;
    std::optional<CustomCondition> m_custom;
    QStringList m_names;
};

class RemoveConditionCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Encounter::RemoveConditionCommand)

public:
    RemoveConditionCommand(std::vector<CombatantId> targets, QString condition);
    QString kind() const override { return QStringLiteral("remove-condition"); }
    QString text() const override;
    const QStringList &targetNames() const { return m_names; }
    const QString &condition() const { return m_condition; }

protected:
    std::optional<QString> perform(Encounter &encounter, Dice::Random &random) override;

private:
    std::vector<CombatantId> m_targets;
    QString m_condition;
    QStringList m_names;
};

} // namespace Fray::Encounter
