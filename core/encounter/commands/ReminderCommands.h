// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Command.h"

namespace Fray::Encounter {

// Gives a combatant a reminder ("save vs. poison" at the start of its turn).
class AddReminderCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Encounter::AddReminderCommand)

public:
    AddReminderCommand(CombatantId combatant, Rules::Reminder reminder);
    QString kind() const override { return QStringLiteral("add-reminder"); }
    QString text() const override { return tr("Remind %1: %2").arg(m_name, m_reminder.text); }
    const QString &combatantName() const { return m_name; }
    const Rules::Reminder &reminder() const { return m_reminder; }

protected:
    std::optional<QString> perform(Encounter &encounter, Dice::Random &random) override;

private:
    CombatantId m_combatant;
    Rules::Reminder m_reminder;
    QString m_name;
};

// Takes a combatant's reminder away: the first whose text matches (ignoring case) and, when a
// moment is given, whose moment is that one.
class RemoveReminderCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Encounter::RemoveReminderCommand)

public:
    RemoveReminderCommand(
        CombatantId combatant, QString text, std::optional<Rules::Reminder::When> when);
    QString kind() const override { return QStringLiteral("remove-reminder"); }
    QString text() const override { return tr("Stop reminding %1: %2").arg(m_name, m_text); }
    const QString &combatantName() const { return m_name; }
    const QString &reminderText() const { return m_text; }
    std::optional<Rules::Reminder::When> when() const { return m_when; }

protected:
    std::optional<QString> perform(Encounter &encounter, Dice::Random &random) override;

private:
    CombatantId m_combatant;
    QString m_text;
    std::optional<Rules::Reminder::When> m_when;
    QString m_name;
};

} // namespace Fray::Encounter
