// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/odds/OddsRequest.h"
#include "core/rules/Ruleset.h"

#include <QCoreApplication>

#include <memory>
#include <optional>
#include <vector>

namespace Fray::Odds {

// House rule A against B: one attack's exact odds under two rulesets side by side (a shipped
// one and the GM's copy with a changed crit band, or any two), at one set of values or across
// the range of one variable. Each side is what the odds calculator says under its ruleset; the
// difference is B's less A's.
class RuleComparison
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Odds::RuleComparison)

public:
    struct Under
    {
        double pHit = 0.0;
        std::optional<double> expectedDamage; // none when the request has no damage
        // The chance to drop a target of the given hit points within 1, 2 and 3 rounds; empty
        // without hit points or damage.
        std::vector<double> drop;
    };
    struct Point
    {
        qint64 value = 0; // of the varied variable (0 when none is varied)
        Under a, b;
    };
    struct Target
    {
        qint64 hitPoints = 0; // 0: no chance to drop is worked out
        qint64 attacksPerRound = 1;
    };

    static Expected<Point, QString> at(const std::shared_ptr<const Rules::Ruleset> &a,
        const std::shared_ptr<const Rules::Ruleset> &b, const OddsRequest &request,
        const Target &target);
    // From `from` to `to` in steps of `step` of `variable`, set in the request at each point.
    static Expected<std::vector<Point>, QString> across(
        const std::shared_ptr<const Rules::Ruleset> &a,
        const std::shared_ptr<const Rules::Ruleset> &b, const OddsRequest &request,
        const Target &target, const QString &variable, qint64 from, qint64 to, qint64 step);
};

} // namespace Fray::Odds
