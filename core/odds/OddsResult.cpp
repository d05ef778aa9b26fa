// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/odds/OddsResult.h"

namespace Fray::Odds {

double OddsResult::probabilityOf(const QString &outcome) const
{
    for (const OutcomeProbability &o : outcomes) {
        if (o.id == outcome)
            return o.probability;
    }
    return 0.0;
}

} // namespace Fray::Odds
