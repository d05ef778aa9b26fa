// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/print/ReferenceOdds.h"

#include "core/dice/DistributionEvaluator.h"
#include "core/encounter/RulesText.h"
#include "core/odds/OddsCalculator.h"

#include <QCoreApplication>
#include <QLocale>
#include <QSet>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Fray::Print {

namespace {

using Odds::OddsCalculator;

void collectBandVariables(const Rules::Check &check, QSet<QString> &names)
{
    for (const Rules::Band &band : check.bands) {
        if (band.when) {
            const QStringList used = band.when->variables();
            for (const QString &v : used)
                names.insert(v);
        }
        if (band.then)
            collectBandVariables(*band.then, names);
    }
}

// The variables an attack's outcome depends on: those its bands read, and those the derived
// values they read are made of.
QSet<QString> outcomeVariables(const Rules::Ruleset &ruleset, const Rules::Check &check)
{
    QSet<QString> names;
    collectBandVariables(check, names);
    for (auto d = ruleset.derived.rbegin(); d != ruleset.derived.rend(); ++d) {
        if (!names.contains(d->name))
            continue;
        const QStringList used = d->value.variables();
        for (const QString &v : used)
            names.insert(v);
    }
    return names;
}

qint64 clampToVariable(const Rules::Variable &v, qint64 value)
{
    if (v.minimum)
        value = std::max(value, *v.minimum);
    if (v.maximum)
        value = std::min(value, *v.maximum);
    return value;
}

// `count` consecutive values covering `values` (at most `cap` of them), inside the variable's
// bounds; centred on `fallback` when there are no values.
std::vector<qint64> window(const Rules::Variable &v, const std::vector<qint64> &values,
    qint64 count, qint64 cap, qint64 fallback)
{
    qint64 lo = fallback;
    qint64 hi = fallback;
    if (!values.empty()) {
        lo = *std::min_element(values.begin(), values.end());
        hi = *std::max_element(values.begin(), values.end());
    }
    if (hi - lo + 1 > cap)
        hi = lo + cap - 1;
    if (hi - lo + 1 < count) {
        lo -= (count - (hi - lo + 1)) / 2;
        hi = lo + count - 1;
    }
    if (v.minimum && lo < *v.minimum) {
        hi += *v.minimum - lo;
        lo = *v.minimum;
    }
    if (v.maximum && hi > *v.maximum) {
        lo -= hi - *v.maximum;
        hi = *v.maximum;
    }
    lo = clampToVariable(v, lo);
    std::vector<qint64> out;
    for (qint64 x = lo; x <= hi; ++x)
        out.push_back(x);
    return out;
}

// The outcomes in the order a reader scans them: best first.
std::vector<const Rules::Outcome *> bestFirst(const std::vector<Rules::Outcome> &outcomes)
{
    std::vector<const Rules::Outcome *> out;
    for (const Rules::Outcome &o : outcomes)
        out.push_back(&o);
    std::stable_sort(out.begin(), out.end(),
        [](const Rules::Outcome *a, const Rules::Outcome *b) { return a->degree > b->degree; });
    return out;
}

} // namespace

QString ReferenceOdds::percent(double probability)
{
    // As the reader's language writes a percentage ("4.75%", "4,75 %"), in the words
    // NumberText::percent uses on screen.
    const QLocale locale;
    const double value = probability * 100.0;
    if (value > 0 && value < 0.005)
        return QCoreApplication::translate("Fray::NumberText", "<%1%")
            .arg(locale.toString(0.01, 'f', 2));
    QString text = locale.toString(value, 'f', 2);
    const QString point = locale.decimalPoint();
    if (text.contains(point)) {
        while (text.endsWith(u'0'))
            text.chop(1);
        if (text.endsWith(point))
            text.chop(point.size());
    }
    if (text == locale.negativeSign() + u'0')
        text = locale.toString(0);
    return QCoreApplication::translate("Fray::NumberText", "%1%").arg(text);
}

QString ReferenceOdds::faceRanges(const std::vector<qint64> &faces, int width)
{
    if (faces.empty())
        return u"\u2014"_s;
    const auto face = [width](qint64 f) { return u"%1"_s.arg(f, width, 10, QLatin1Char('0')); };
    QStringList parts;
    std::size_t i = 0;
    while (i < faces.size()) {
        std::size_t j = i;
        while (j + 1 < faces.size() && faces[j + 1] == faces[j] + 1)
            ++j;
        parts << (i == j ? face(faces[i]) : face(faces[i]) + u'\u2013' + face(faces[j]));
        i = j + 1;
    }
    return parts.join(u", "_s);
}

Expected<ReferenceOdds::Table, QString> ReferenceOdds::build(
    const std::shared_ptr<const Rules::Ruleset> &ruleset, const Encounter::EncounterState &state)
{
    const Rules::Ruleset &r = *ruleset;
    const Rules::Check *attack = r.attack();
    if (!attack)
        return tr("%1 has no attack check").arg(r.name);

    // The faces of the natural roll decide the table's shape.
    std::vector<qint64> faces;
    if (const auto roll = Dice::DistributionEvaluator::evaluate(attack->roll)) {
        for (const auto &outcome : roll->outcomes())
            faces.push_back(outcome.value);
    }
    const QSet<QString> used = outcomeVariables(r, *attack);

    const Rules::Variable *rowVariable = Encounter::RulesText::attackVariable(r);
    const Rules::Variable *columnVariable = Encounter::RulesText::defenceVariable(r);
    if (columnVariable && !used.contains(columnVariable->name))
        columnVariable = nullptr;
    bool gmGiven = false;
    if (!rowVariable || !used.contains(rowVariable->name)) {
        // No attack value the check reads: vary the number the GM gives with each attack.
        rowVariable = nullptr;
        for (const Rules::Variable &v : r.variables) {
            if (v.kind == Rules::Variable::Kind::Number && v.required && v.from.isEmpty()
                && used.contains(v.name)) {
                rowVariable = &v;
                gmGiven = true;
                break;
            }
        }
    }
    if (!rowVariable)
        return tr("%1's attack has no value to tabulate").arg(r.name);

    Table table;
    if (qint64(faces.size()) > gridFaceLimit)
        table.shape = Shape::Thresholds;
    else if (columnVariable && !gmGiven)
        table.shape = Shape::Grid;
    else
        table.shape = Shape::Ladder;

    // Every required number at its default, so only the varied ones change.
    Odds::OddsRequest base;
    for (const Rules::Variable &v : r.variables) {
        if (v.kind == Rules::Variable::Kind::Number && v.required)
            base.values.insert(v.name, clampToVariable(v, v.defaultValue));
    }
    if (table.shape == Shape::Thresholds && columnVariable)
        base.values.insert(
            columnVariable->name, clampToVariable(*columnVariable, columnVariable->defaultValue));

    QStringList fixed;
    for (const Rules::Variable &v : r.variables) {
        if (v.kind != Rules::Variable::Kind::Number || !used.contains(v.name) || &v == rowVariable
            || (table.shape == Shape::Grid && &v == columnVariable))
            continue;
        fixed << tr("%1 %2").arg(v.label).arg(base.values.value(v.name, v.defaultValue));
    }
    const QString others
        = fixed.isEmpty() ? QString() : tr(" Other values: %1.").arg(fixed.join(u", "_s));

    std::vector<qint64> attackValues, defences;
    for (const Encounter::Combatant &c : state.combatants) {
        defences.push_back(c.defence);
        for (const Encounter::Attack &a : c.attacks)
            attackValues.push_back(a.value);
    }

    const auto calculator
        = [&](const Odds::OddsRequest &request, std::shared_ptr<const Rules::Ruleset> rules)
        -> Expected<std::unique_ptr<OddsCalculator>, QString> {
        return OddsCalculator::create(std::move(rules), request);
    };
    const qint64 faceMin = faces.empty() ? 1 : faces.front();
    const qint64 faceMax = faces.empty() ? 20 : faces.back();

    switch (table.shape) {
    case Shape::Grid: {
        const std::vector<qint64> rows
            = window(*rowVariable, attackValues, 15, 21, rowVariable->defaultValue);
        const std::vector<qint64> columns
            = window(*columnVariable, defences, 11, 13, columnVariable->defaultValue);
        const QString defence = r.defenceLabel.isEmpty() ? columnVariable->label : r.defenceLabel;
        table.title = tr("Chance to hit on %1").arg(attack->roll.text());
        table.caption = tr("Rows: %1. Columns: %2. Each cell: the chance of any hitting result, "
                           "natural rolls included.%3")
                            .arg(rowVariable->label, columnVariable->label, others);
        table.header << tr("%1 \u2192").arg(defence);
        for (const qint64 c : columns)
            table.header << QString::number(c);
        for (const qint64 row : rows)
            table.rows << QStringList{QString::number(row)};
        for (const qint64 c : columns) {
            Odds::OddsRequest request = base;
            request.values.insert(columnVariable->name, c);
            auto odds = calculator(request, ruleset);
            if (!odds)
                return odds.error();
            const auto points = (*odds)->curve(rowVariable->name, rows.front(), rows.back());
            if (!points)
                return points.error();
            for (std::size_t i = 0; i < points->size(); ++i)
                table.rows[qsizetype(i)] << percent((*points)[i].result.pHit);
        }
        break;
    }
    case Shape::Ladder: {
        std::vector<qint64> rows;
        if (gmGiven) {
            // The GM's number is on the die: every face, and one past it.
            for (qint64 x = faceMin; x <= faceMax + 1; ++x)
                rows.push_back(x);
        } else {
            rows = window(*rowVariable, attackValues, 15, 21, rowVariable->defaultValue);
        }
        auto odds = calculator(base, ruleset);
        if (!odds)
            return odds.error();
        const auto points = (*odds)->curve(rowVariable->name, rows.front(), rows.back());
        if (!points)
            return points.error();
        const auto outcomes = bestFirst((*odds)->outcomes());
        table.title = tr("Chance of each result on %1").arg(attack->roll.text());
        table.caption = tr("Rows: %1.%2").arg(rowVariable->label, others);
        table.header << rowVariable->label;
        for (const Rules::Outcome *o : outcomes)
            table.header << o->label;
        table.header << tr("Any hit");
        for (const auto &point : *points) {
            QStringList row{QString::number(point.value)};
            for (const Rules::Outcome *o : outcomes)
                row << percent(point.result.probabilityOf(o->id));
            row << percent(point.result.pHit);
            table.rows << row;
        }
        break;
    }
    case Shape::Thresholds: {
        const qint64 step = std::max<qint64>(1, qint64(faces.size()) / 20);
        const qint64 last = (faceMax * 13 / 10) / step * step;
        const qint64 first = step;
        auto odds = calculator(base, ruleset);
        if (!odds)
            return odds.error();
        const auto points = (*odds)->curve(rowVariable->name, first, last, step);
        if (!points)
            return points.error();
        const auto outcomes = bestFirst((*odds)->outcomes());
        // For each face of the die, the same odds with the roll fixed at that face: what the
        // bands make of it, natural and automatic results included.
        std::vector<std::vector<std::vector<qint64>>> facesOf(
            points->size(), std::vector<std::vector<qint64>>(outcomes.size()));
        for (const qint64 face : faces) {
            auto fixedRoll = std::make_shared<Rules::Ruleset>(r);
            auto check = std::make_shared<Rules::Check>(*attack);
            check->roll = Dice::Expression::constant(face);
            check->rollVariants.clear();
            for (auto it = fixedRoll->checks.begin(); it != fixedRoll->checks.end(); ++it) {
                if (it.value().get() == attack)
                    it.value() = check;
            }
            auto atFace = calculator(base, fixedRoll);
            if (!atFace)
                return atFace.error();
            const auto facePoints = (*atFace)->curve(rowVariable->name, first, last, step);
            if (!facePoints)
                return facePoints.error();
            for (std::size_t p = 0; p < facePoints->size(); ++p) {
                for (std::size_t o = 0; o < outcomes.size(); ++o) {
                    if ((*facePoints)[p].result.probabilityOf(outcomes[o]->id) > 0)
                        facesOf[p][o].push_back(face);
                }
            }
        }
        const int width = faceMax >= 100 ? 2 : 0;
        table.title = tr("Rolls on %1 for each result").arg(attack->roll.text());
        table.caption = tr("Rows: %1. Each cell: the rolls that give the result, natural and "
                           "automatic results included.%2")
                            .arg(rowVariable->label, others);
        table.header << rowVariable->label;
        for (const Rules::Outcome *o : outcomes)
            table.header << o->label;
        table.header << tr("Any hit");
        for (std::size_t p = 0; p < points->size(); ++p) {
            QStringList row{QString::number((*points)[p].value)};
            bool present = false;
            for (std::size_t o = 0; o < outcomes.size(); ++o) {
                row << faceRanges(facesOf[p][o], width);
                present = present || !facesOf[p][o].empty();
            }
            row << percent((*points)[p].result.pHit);
            if (present)
                table.rows << row;
        }
        // Outcomes no row can reach (BRP's "blocked" without a parry) are left out.
        for (qsizetype o = qsizetype(outcomes.size()); o >= 1; --o) {
            bool any = false;
            for (const QStringList &row : std::as_const(table.rows))
                any = any || row.value(o) != u"\u2014";
            if (!any) {
                table.header.removeAt(o);
                for (QStringList &row : table.rows)
                    row.removeAt(o);
            }
        }
        break;
    }
    }
    return table;
}

} // namespace Fray::Print
