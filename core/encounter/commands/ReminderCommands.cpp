// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/encounter/commands/ReminderCommands.h"

#include "core/encounter/EncounterCheck.h"

#include <algorithm>

namespace Fray::Encounter {

using Rules::Reminder;

namespace {
constexpr char kAddReminderContext[] = "Fray::Encounter::AddReminderCommand";

// The moment as the log says it, translated when the log is read.
Phrase momentPhrase(Reminder::When when)
{
    switch (when) {
    case Reminder::When::StartOfTurn:
        return Phrase(kAddReminderContext, QT_TR_NOOP("at the start of its turn"));
    case Reminder::When::EndOfTurn:
        return Phrase(kAddReminderContext, QT_TR_NOOP("at the end of its turn"));
    case Reminder::When::StartOfRound:
        return Phrase(kAddReminderContext, QT_TR_NOOP("at the start of each round"));
    case Reminder::When::EndOfRound:
        return Phrase(kAddReminderContext, QT_TR_NOOP("at the end of each round"));
    }
    return Phrase();
}
} // namespace

AddReminderCommand::AddReminderCommand(CombatantId combatant, Reminder reminder)
    : m_combatant(combatant)
    , m_reminder(std::move(reminder))
{
    m_reminder.text = m_reminder.text.trimmed();
}

std::optional<QString> AddReminderCommand::perform(Encounter &encounter, Dice::Random &)
{
    const qint64 index = encounter.indexOf(m_combatant);
    if (index < 0)
        return Command::tr("no such combatant");
    m_name = encounter.combatants()[std::size_t(index)].name;
    if (m_reminder.text.isEmpty())
        return tr("a reminder needs a text");
    if (m_reminder.text.size() > Reminder::maxText)
        return tr("a reminder is at most %1 characters").arg(Reminder::maxText);
    if (encounter.combatants()[std::size_t(index)].reminders.size() >= EncounterCheck::maxReminders)
        return tr("%1 already has %2 reminders, the most one combatant can have; remove one "
                  "first")
            .arg(m_name)
            .arg(EncounterCheck::maxReminders);
    encounter.modifyCombatant(index, [&](Combatant &c) { c.reminders.push_back(m_reminder); });
    encounter.appendLog(Phrase(kAddReminderContext, QT_TR_NOOP("%1 will be reminded %2: %3"))
                            .arg(m_name)
                            .arg(momentPhrase(m_reminder.when))
                            .arg(m_reminder.text));
    return std::nullopt;
}

RemoveReminderCommand::RemoveReminderCommand(
    CombatantId combatant, QString text, std::optional<Reminder::When> when)
    : m_combatant(combatant)
    , m_text(std::move(text).trimmed())
    , m_when(when)
{ }

std::optional<QString> RemoveReminderCommand::perform(Encounter &encounter, Dice::Random &)
{
    const qint64 index = encounter.indexOf(m_combatant);
    if (index < 0)
        return Command::tr("no such combatant");
    const Combatant &c = encounter.combatants()[std::size_t(index)];
    m_name = c.name;
    const auto it = std::find_if(c.reminders.begin(), c.reminders.end(), [&](const Reminder &r) {
        return r.text.compare(m_text, Qt::CaseInsensitive) == 0 && (!m_when || r.when == *m_when);
    });
    if (it == c.reminders.end()) {
        QStringList texts;
        for (const Reminder &r : c.reminders)
            texts << r.text;
        return texts.isEmpty() ? tr("%1 has no reminders").arg(m_name)
                               : tr("%1 has no reminder '%2' (it has: %3)")
                                     .arg(m_name, m_text, texts.join(QStringLiteral("; ")));
    }
    const qint64 at = qint64(it - c.reminders.begin());
    m_text = it->text; // as the combatant's reminder spells it
    encounter.modifyCombatant(index,
        [at](Combatant &changed) { changed.reminders.erase(changed.reminders.begin() + at); });
    encounter.appendLog(Phrase(
        "Fray::Encounter::RemoveReminderCommand", QT_TR_NOOP("%1 will no longer be reminded: %2"))
                            .arg(m_name)
                            .arg(m_text));
    return std::nullopt;
}

} // namespace Fray::Encounter
