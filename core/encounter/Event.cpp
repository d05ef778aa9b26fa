// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/encounter/Event.h"

#include "core/KeyTable.h"

namespace Fray::Encounter {

namespace {

constexpr KeyTable::Row<Event::When> kEventWhens[] = {
    {Event::When::Count, "count"},
    {Event::When::TopOfRound, "top_of_round"},
    {Event::When::EndOfRound, "end_of_round"},
};

} // namespace

bool Event::firesIn(qint64 round) const
{
    if (round < firstRound)
        return false;
    return every <= 0 ? round == firstRound : (round - firstRound) % every == 0;
}

QString Event::whenKey(When when)
{
    return KeyTable::keyOf(kEventWhens, when);
}

std::optional<Event::When> Event::whenFromKey(const QString &key)
{
    return KeyTable::valueOf(kEventWhens, key);
}

QStringList Event::whenKeys()
{
    return KeyTable::keysOf(kEventWhens);
}

} // namespace Fray::Encounter
