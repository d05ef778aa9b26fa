// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Command.h"

namespace Fray::Encounter {

// "Orc ×12": adds numbered combatants from one template, hit points rolled or averaged.
class AddCombatantsCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Encounter::AddCombatantsCommand)

public:
    enum class HitPoints { Fixed, Roll, Average };

    AddCombatantsCommand(Combatant prototype, qint64 count, QString hitDice = {},
        HitPoints mode = HitPoints::Fixed, qint64 position = -1);
    QString kind() const override { return QStringLiteral("add"); }
    QString text() const override;
    const Combatant &prototype() const { return m_prototype; }
    qint64 count() const { return m_count; }
    const QString &hitDice() const { return m_hitDice; }
    HitPoints hitPointsMode() const { return m_mode; }

    // Adds the combatants without giving them places in the order, for those who arrive with
    // an event and join the order after it (EventKeeper).
    std::optional<QString> addCombatants(Encounter &encounter, Dice::Random &random) const;

protected:
    std::optional<QString> perform(Encounter &encounter, Dice::Random &random) override;

private:
    // Gives the newcomers places in the order of a fight under way.
    std::optional<QString> joinInitiative(Encounter &encounter, Dice::Random &random);

    Combatant m_prototype;
    qint64 m_count;
    QString m_hitDice;
    HitPoints m_mode;
    qint64 m_position;
};

class RemoveCombatantCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Encounter::RemoveCombatantCommand)

public:
    explicit RemoveCombatantCommand(CombatantId id);
    QString kind() const override { return QStringLiteral("remove"); }
    QString text() const override { return tr("Remove %1").arg(m_name); }
    // The removed combatant's name, once the command has run.
    const QString &name() const { return m_name; }

protected:
    std::optional<QString> perform(Encounter &encounter, Dice::Random &random) override;

private:
    CombatantId m_id;
    QString m_name;
};

// Replaces a combatant's details (from the character form or an edited cell).
class EditCombatantCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Encounter::EditCombatantCommand)

public:
    explicit EditCombatantCommand(Combatant edited, QString what = {});
    QString kind() const override { return QStringLiteral("edit"); }
    QString text() const override;
    const Combatant &edited() const { return m_edited; }

    // The error for stats the ruleset lacks or values outside their range, or empty.
    static QString validate(const Encounter &encounter, const Combatant &combatant);

protected:
    std::optional<QString> perform(Encounter &encounter, Dice::Random &random) override;

private:
    Combatant m_edited;
    QString m_what;
};

} // namespace Fray::Encounter
