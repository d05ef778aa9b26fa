// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/Reminder.h"

namespace Fray::Rules {

namespace {

struct Key
{
    Reminder::When when;
    const char *key;
};

constexpr Key kKeys[] = {
    {Reminder::When::StartOfTurn, "start_of_turn"},
    {Reminder::When::EndOfTurn, "end_of_turn"},
    {Reminder::When::StartOfRound, "start_of_round"},
    {Reminder::When::EndOfRound, "end_of_round"},
};

} // namespace

QString Reminder::whenKey(When when)
{
    for (const Key &k : kKeys) {
        if (k.when == when)
            return QString::fromLatin1(k.key);
    }
    return QString();
}

std::optional<Reminder::When> Reminder::whenFromKey(const QString &key)
{
    for (const Key &k : kKeys) {
        if (key == QLatin1StringView(k.key))
            return k.when;
    }
    return std::nullopt;
}

QStringList Reminder::whenKeys()
{
    QStringList keys;
    for (const Key &k : kKeys)
        keys << QString::fromLatin1(k.key);
    return keys;
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
