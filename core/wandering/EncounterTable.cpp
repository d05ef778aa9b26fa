// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/wandering/EncounterTable.h"

#include "core/dice/DistributionEvaluator.h"
#include "core/dice/Expression.h"
#include "core/dice/Roller.h"

#include <QLocale>

#include <algorithm>
#include <map>

namespace Fray::Wandering {

namespace {

QString rangeText(const EncounterTable::Row &row)
{
    const QLocale locale;
    return row.from == row.to
        ? locale.toString(row.from)
        : QStringLiteral("%1\u2013%2").arg(locale.toString(row.from), locale.toString(row.to));
}

QString rowPath(std::size_t i, const char *field)
{
    return QStringLiteral("rows[%1].%2").arg(i).arg(QLatin1StringView(field));
}

Expected<Dice::Distribution, QString> distributionOf(const QString &text)
{
    const auto expression = Dice::Expression::parse(text);
    if (!expression)
        return expression.error().toString();
    const auto distribution = Dice::DistributionEvaluator::evaluate(*expression);
    if (!distribution)
        return distribution.error().toString();
    return *distribution;
}

} // namespace

std::optional<EncounterTable::Problem> EncounterTable::problem() const
{
    const auto dieOdds = distributionOf(die);
    if (!dieOdds)
        return Problem{QStringLiteral("die"), QStringLiteral("'%1': %2").arg(die, dieOdds.error())};
    if (rows.empty())
        return Problem{QStringLiteral("rows"), tr("a table needs at least one row")};
    if (rows.size() > std::size_t(maxRows))
        return Problem{QStringLiteral("rows"),
            tr("a table has at most %1 rows, not %2")
                .arg(maxRows)
                .arg(QLocale().toString(qint64(rows.size())))};
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const Row &row = rows[i];
        if (row.from > row.to)
            return Problem{
                rowPath(i, "roll"), tr("%1 to %2 runs backwards").arg(row.from).arg(row.to)};
        if (row.from < dieOdds->min() || row.to > dieOdds->max())
            return Problem{rowPath(i, "roll"),
                tr("%1 is outside what %2 rolls (%3\u2013%4)")
                    .arg(rangeText(row), die)
                    .arg(dieOdds->min())
                    .arg(dieOdds->max())};
        const bool rollable = std::any_of(dieOdds->outcomes().begin(), dieOdds->outcomes().end(),
            [&](const auto &o) { return o.value >= row.from && o.value <= row.to; });
        if (!rollable)
            return Problem{
                rowPath(i, "roll"), tr("%1 is no result %2 rolls").arg(rangeText(row), die)};
        for (std::size_t j = 0; j < i; ++j) {
            if (row.from <= rows[j].to && rows[j].from <= row.to)
                return Problem{rowPath(i, "roll"),
                    tr("%1 overlaps rows[%2] (%3)")
                        .arg(rangeText(row))
                        .arg(j)
                        .arg(rangeText(rows[j]))};
        }
        if (row.isNothing()) {
            if (!row.count.trimmed().isEmpty())
                return Problem{rowPath(i, "count"), tr("a row of nothing has no count")};
            continue;
        }
        const auto count
            = distributionOf(row.count.trimmed().isEmpty() ? QStringLiteral("1") : row.count);
        if (!count)
            return Problem{
                rowPath(i, "count"), QStringLiteral("'%1': %2").arg(row.count, count.error())};
        if (count->min() < 1)
            return Problem{rowPath(i, "count"),
                tr("'%1' may bring none; a row that brings creatures brings at least 1")
                    .arg(row.count)};
        if (count->max() > maxCount)
            return Problem{rowPath(i, "count"),
                tr("'%1' may bring more than %2, the most a row brings")
                    .arg(row.count, QLocale().toString(maxCount))};
    }
    for (const auto &outcome : dieOdds->outcomes()) {
        bool covered = false;
        for (const Row &row : rows)
            covered = covered || (outcome.value >= row.from && outcome.value <= row.to);
        if (!covered)
            return Problem{QStringLiteral("rows"),
                tr("no row has %1, which %2 can roll").arg(outcome.value).arg(die)};
    }
    return std::nullopt;
}

Expected<EncounterTable::Rolled, QString> EncounterTable::roll(Dice::Random &random) const
{
    if (auto bad = problem())
        return bad->toString();
    const auto rollText = [&random](const QString &text) -> Expected<Dice::Roll, QString> {
        const auto expression = Dice::Expression::parse(text);
        if (!expression)
            return expression.error().toString();
        auto rolled = Dice::Roller::roll(*expression, random);
        if (!rolled)
            return rolled.error().toString();
        return *rolled;
    };
    const auto dieRoll = rollText(die);
    if (!dieRoll)
        return dieRoll.error();
    Rolled rolled;
    rolled.result = dieRoll->total;
    rolled.dieShown = dieRoll->describe(die);
    const auto at = std::find_if(rows.begin(), rows.end(),
        [&](const Row &r) { return rolled.result >= r.from && rolled.result <= r.to; });
    if (at == rows.end()) // problem() saw every result the die rolls in a row
        return tr("no row has %1").arg(rolled.result);
    rolled.row = std::size_t(at - rows.begin());
    if (at->isNothing())
        return rolled;
    const QString count = at->count.trimmed().isEmpty() ? QStringLiteral("1") : at->count;
    const auto countRoll = rollText(count);
    if (!countRoll)
        return countRoll.error();
    rolled.count = countRoll->total;
    rolled.countShown = countRoll->describe(count);
    return rolled;
}

Expected<EncounterTableOdds, QString> EncounterTableOdds::of(const EncounterTable &table)
{
    if (auto problem = table.problem())
        return problem->toString();
    const Dice::Distribution die = *distributionOf(table.die);
    EncounterTableOdds odds;
    std::map<std::int64_t, double> foes;
    for (const EncounterTable::Row &row : table.rows) {
        RowOdds r;
        for (const auto &outcome : die.outcomes()) {
            if (outcome.value >= row.from && outcome.value <= row.to)
                r.chance += outcome.probability;
        }
        if (!row.isNothing())
            r.count
                = *distributionOf(row.count.trimmed().isEmpty() ? QStringLiteral("1") : row.count);
        else
            odds.nothing += r.chance;
        for (const auto &c : r.count.outcomes())
            foes[c.value] += r.chance * c.probability;
        odds.meanFoes += r.chance * r.count.mean();
        odds.rows.push_back(std::move(r));
    }
    std::vector<Dice::Distribution::Outcome> outcomes;
    for (const auto &[value, p] : foes)
        outcomes.push_back({value, p});
    odds.foes = Dice::Distribution::fromOutcomes(std::move(outcomes));
    return odds;
}

} // namespace Fray::Wandering
