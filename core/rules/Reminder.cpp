// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/Reminder.h"

#include "core/KeyTable.h"

namespace Fray::Rules {

namespace {

constexpr KeyTable::Row<Reminder::When> kReminderWhens[] = {
    {Reminder::When::StartOfTurn, "start_of_turn"},
    {Reminder::When::EndOfTurn, "end_of_turn"},
    {Reminder::When::StartOfRound, "start_of_round"},
    {Reminder::When::EndOfRound, "end_of_round"},
};

} // namespace

QString Reminder::whenKey(When when)
{
    return KeyTable::keyOf(kReminderWhens, when);
}

std::optional<Reminder::When> Reminder::whenFromKey(const QString &key)
{
    return KeyTable::valueOf(kReminderWhens, key);
}

QStringList Reminder::whenKeys()
{
    return KeyTable::keysOf(kReminderWhens);
}

QString Reminder::whenText(When when)
{
    switch (when) {
    case When::StartOfTurn:
        return tr("Start of turn");
    case When::EndOfTurn:
        return tr("End of turn");
    case When::StartOfRound:
        return tr("Start of round");
    case When::EndOfRound:
        return tr("End of round");
    }
    return QString();
}

QString Reminder::shortText() const
{
    return tr("%1: %2").arg(whenText(when), text);
}

} // namespace Fray::Rules
