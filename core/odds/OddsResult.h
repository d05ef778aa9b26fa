// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/Distribution.h"
#include "core/dice/Roll.h"
#include "core/i18n/LocalText.h"

#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace Fray::Odds {

struct OutcomeProbability
{
    QString id;
    QString label;
    double probability = 0.0;
    bool hits = false;
};

// The exact answer to an odds question.
struct OddsResult
{
    std::vector<OutcomeProbability> outcomes; // the ruleset's order, those present only
    double pHit = 0.0;
    std::optional<Dice::Distribution> damage; // per attack; a miss is 0
    double expectedDamage = 0.0;
    QMap<QString, qint64> values; // every variable after modifiers, and derived ones

    double probabilityOf(const QString &outcome) const;
};

// One roll of a check, as an encounter's attack makes it.
struct CheckRoll
{
    QString outcome;
    LocalText label; // in the languages the ruleset gives, for the log
    bool hits = false;
    LocalText effect; // the band's effect ("weapon breaks")
    QStringList rolls; // each roll made, "1d20 → [14] = 14"
    std::optional<Dice::Roll> damage; // rolled when the outcome does damage
    QString damageFormula;
};

// One point of a curve: the result when the varied quantity takes `value`.
struct CurvePoint
{
    qint64 value = 0;
    OddsResult result;
};

} // namespace Fray::Odds
