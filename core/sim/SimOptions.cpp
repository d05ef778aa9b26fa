// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/SimOptions.h"

namespace Fray::Sim {

QString tacticName(Tactic tactic)
{
    switch (tactic) {
    case Tactic::Weakest:
        return QStringLiteral("weakest");
    case Tactic::Random:
        return QStringLiteral("random");
    case Tactic::Strongest:
        return QStringLiteral("strongest");
    case Tactic::First:
        return QStringLiteral("first");
    }
    return QString();
}

std::optional<Tactic> tacticFromName(const QString &name)
{
    for (const Tactic t : {Tactic::Weakest, Tactic::Random, Tactic::Strongest, Tactic::First}) {
        if (tacticName(t) == name)
            return t;
    }
    return std::nullopt;
}

QStringList tacticNames()
{
    return {tacticName(Tactic::Weakest), tacticName(Tactic::Random), tacticName(Tactic::Strongest),
        tacticName(Tactic::First)};
}

} // namespace Fray::Sim
