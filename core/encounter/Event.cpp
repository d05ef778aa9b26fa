// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/encounter/Event.h"

namespace Fray::Encounter {

bool Event::firesIn(qint64 round) const
{
    if (round < firstRound)
        return false;
    return every <= 0 ? round == firstRound : (round - firstRound) % every == 0;
}

QString Event::whenKey(When when)
{
    switch (when) {
    case When::TopOfRound:
        return QStringLiteral("top_of_round");
    case When::EndOfRound:
        return QStringLiteral("end_of_round");
    case When::Count:
        break;
    }
    return QStringLiteral("count");
}

std::optional<Event::When> Event::whenFromKey(const QString &key)
{
    for (const When when : {When::Count, When::TopOfRound, When::EndOfRound}) {
        if (whenKey(when) == key)
            return when;
    }
    return std::nullopt;
}

QStringList Event::whenKeys()
{
    return {whenKey(When::Count), whenKey(When::TopOfRound), whenKey(When::EndOfRound)};
}

} // namespace Fray::Encounter
