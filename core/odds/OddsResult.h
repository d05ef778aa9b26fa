// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/Distribution.h"
#include "core/dice/Expression.h"
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

// What decided one roll of a check (the check's and each follow-up's): the dice, the condition
// of the band that took it (for the band that takes every other roll, the nearest condition
// before it that weighs the roll against other values, as "the hit it missed"), and the values
// that condition read, so a log can say the whole roll.
struct RollDecision
{
    QString expression; // "1d20"
    QString shown; // the dice as rolled, "[14]"
    std::int64_t raw = 0;
    std::optional<Dice::Expression> when;
    bool held = true; // false: `when` is the condition the roll did not meet
    LocalText label; // the label of a band that led to another roll ("Natural 20: confirm")
    QMap<QString, std::int64_t> values; // each variable `when` reads, as it was
};

// What made up a variable besides its own value: a ticked modifier, a condition in force, a
// wound ("rear" +2 to mod, "Prone" -4 to ac).
struct Contribution
{
    QString variable;
    LocalText label; // in every language the ruleset gives, for a log read in any of them
    std::int64_t amount = 0;
    bool operator==(const Contribution &) const = default;
};

// One roll of a check, as an encounter's attack makes it.
struct CheckRoll
{
    QString outcome;
    LocalText label; // in the languages the ruleset gives, for the log
    bool hits = false;
    LocalText effect; // the band's effect ("weapon breaks")
    QStringList rolls; // each roll made, "1d20 → [14] = 14"
    std::vector<RollDecision> decisions; // one per roll made, in order
    std::vector<Contribution> contributions;
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
