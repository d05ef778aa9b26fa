// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/Expression.h"
#include "core/i18n/LocalText.h"

#include <QMap>
#include <QString>

#include <optional>
#include <vector>

namespace Fray::Odds {

// A modifier of the ruleset's catalogue, switched on for this attack.
struct ActiveModifier
{
    QString id;
    // For a modifier the document gives no number for: the number the GM types. For a
    // per-count modifier: the count ("attackers beyond one": 2).
    std::optional<qint64> value;
    bool operator==(const ActiveModifier &) const = default;
};

// Everything an odds question needs besides the ruleset: "with these values and these
// modifiers, what are the chances, and what damage?"
struct OddsRequest
{
    QMap<QString, qint64> values; // variable name -> value; unset ones take their defaults
    std::vector<ActiveModifier> modifiers;
    std::optional<Dice::Expression> damage; // the weapon's damage
    std::optional<Dice::Expression> damageBonus; // a separate bonus (BRP's damage bonus)

    QString check = QStringLiteral("attack"); // the ruleset's check to ask about
    // Added to variables besides the modifiers: conditions on attacker and target, wounds.
    QMap<QString, qint64> adjustments;
    // Where each adjustment comes from, for a log that says the whole roll: per variable, the
    // condition's or state's label and its part.
    QMap<QString, QList<std::pair<LocalText, qint64>>> adjustmentSources;
    QStringList rollVariants; // roll variants asked for besides the modifiers' (conditions)
};

} // namespace Fray::Odds
