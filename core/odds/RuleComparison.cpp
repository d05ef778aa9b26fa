// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/odds/RuleComparison.h"

#include "core/odds/DropChance.h"
#include "core/odds/OddsCalculator.h"

namespace Fray::Odds {

namespace {

Expected<RuleComparison::Under, QString> under(const std::shared_ptr<const Rules::Ruleset> &rules,
    const OddsRequest &request, const RuleComparison::Target &target)
{
    auto calculator = OddsCalculator::create(rules, request);
    if (!calculator)
        return RuleComparison::tr("under %1: %2").arg(rules->id, calculator.error());
    const auto result = (*calculator)->compute();
    if (!result)
        return RuleComparison::tr("under %1: %2").arg(rules->id, result.error());
    RuleComparison::Under u;
    u.pHit = result->pHit;
    if (result->damage) {
        u.expectedDamage = result->expectedDamage;
        if (target.hitPoints > 0)
            u.drop = DropChance::compute(
                *result->damage, target.attacksPerRound, target.hitPoints, 3);
    }
    return u;
}

} // namespace

Expected<RuleComparison::Point, QString> RuleComparison::at(
    const std::shared_ptr<const Rules::Ruleset> &a, const std::shared_ptr<const Rules::Ruleset> &b,
    const OddsRequest &request, const Target &target)
{
    auto first = under(a, request, target);
    if (!first)
        return first.error();
    auto second = under(b, request, target);
    if (!second)
        return second.error();
    return Point{0, *first, *second};
}

Expected<std::vector<RuleComparison::Point>, QString> RuleComparison::across(
    const std::shared_ptr<const Rules::Ruleset> &a, const std::shared_ptr<const Rules::Ruleset> &b,
    const OddsRequest &request, const Target &target, const QString &variable, qint64 from,
    qint64 to, qint64 step)
{
    if (step <= 0 || to < from)
        return tr("the range runs from its first value up to its last, in steps of 1 or more");
    if ((to - from) / step + 1 > OddsCalculator::maxCurvePoints)
        return tr("at most %1 points").arg(OddsCalculator::maxCurvePoints);
    std::vector<Point> points;
    for (qint64 value = from; value <= to; value += step) {
        OddsRequest asked = request;
        asked.values.insert(variable, value);
        const auto point = RuleComparison::at(a, b, asked, target);
        if (!point)
            return tr("%1 = %2: %3").arg(variable).arg(value).arg(point.error());
        Point at = *point;
        at.value = value;
        points.push_back(at);
    }
    return points;
}

} // namespace Fray::Odds
