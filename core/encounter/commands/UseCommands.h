// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Command.h"

namespace Fray::Encounter {

// Spends one of a combatant's uses (the breath weapon, a spell slot, the reaction).
class SpendUseCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Encounter::SpendUseCommand)

public:
    SpendUseCommand(CombatantId combatant, QString use);
    QString kind() const override { return QStringLiteral("use"); }
    QString text() const override { return tr("%1 uses %2").arg(m_name, m_use); }
    const QString &combatantName() const { return m_name; }
    const QString &useName() const { return m_use; }

protected:
    std::optional<QString> perform(Encounter &encounter, Dice::Random &random) override;

private:
    CombatantId m_combatant;
    QString m_use;
    QString m_name;
};

// Gives one use back by hand (the GM's ruling, a potion, a use spent by mistake).
class RestoreUseCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Encounter::RestoreUseCommand)

public:
    RestoreUseCommand(CombatantId combatant, QString use);
    QString kind() const override { return QStringLiteral("restore"); }
    QString text() const override { return tr("Restore %1 of %2").arg(m_use, m_name); }
    const QString &combatantName() const { return m_name; }
    const QString &useName() const { return m_use; }

protected:
    std::optional<QString> perform(Encounter &encounter, Dice::Random &random) override;

private:
    CombatantId m_combatant;
    QString m_use;
    QString m_name;
};

} // namespace Fray::Encounter
