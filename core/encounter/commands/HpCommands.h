// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Command.h"

namespace Fray::Encounter {

// Damage to one or more combatants at once ("-7" typed in the HP cell, or several selected).
class DamageCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Encounter::DamageCommand)

public:
    DamageCommand(
        std::vector<CombatantId> targets, qint64 amount, QString pool = QStringLiteral("lethal"));
    QString kind() const override { return QStringLiteral("damage"); }
    QString text() const override;
    // The targets' names, once the command has run.
    const QStringList &targetNames() const { return m_names; }
    qint64 amount() const { return m_amount; }
    const QString &pool() const { return m_pool; }

protected:
    std::optional<QString> perform(Encounter &encounter, Dice::Random &random) override;

private:
    std::vector<CombatantId> m_targets;
    qint64 m_amount;
    QString m_pool;
    QStringList m_names;
};

class HealCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Encounter::HealCommand)

public:
    HealCommand(std::vector<CombatantId> targets, qint64 amount);
    QString kind() const override { return QStringLiteral("heal"); }
    QString text() const override;
    const QStringList &targetNames() const { return m_names; }
    qint64 amount() const { return m_amount; }

protected:
    std::optional<QString> perform(Encounter &encounter, Dice::Random &random) override;

private:
    std::vector<CombatantId> m_targets;
    qint64 m_amount;
    QStringList m_names;
};

// Someone tends a dying combatant: the HP state's bleeding stops (C&C's aid, BRP's First Aid).
class AidCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Encounter::AidCommand)

public:
    explicit AidCommand(CombatantId target);
    QString kind() const override { return QStringLiteral("aid"); }
    QString text() const override { return tr("Aid %1").arg(m_name); }
    const QString &targetName() const { return m_name; }

protected:
    std::optional<QString> perform(Encounter &encounter, Dice::Random &random) override;

private:
    CombatantId m_target;
    QString m_name;
};

// The remedy a ruleset offers someone the end of the round would take (RoundEnd), given before
// the round ends: hit points (BRP's First Aid, rolled, or the amount rolled at the table) or aid
// that stops the bleeding (C&C).
class RemedyCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Encounter::RemedyCommand)

public:
    explicit RemedyCommand(CombatantId target, std::optional<qint64> amount = std::nullopt);
    QString kind() const override { return QStringLiteral("remedy"); }
    QString text() const override { return tr("%1 for %2").arg(m_label, m_name); }
    const QString &targetName() const { return m_name; }
    std::optional<qint64> amount() const { return m_amount; }

protected:
    std::optional<QString> perform(Encounter &encounter, Dice::Random &random) override;

private:
    CombatantId m_target;
    std::optional<qint64> m_amount;
    QString m_name;
    QString m_label;
};

} // namespace Fray::Encounter
