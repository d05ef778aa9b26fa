// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/EncounterOrder.h"

#include "core/dice/DistributionEvaluator.h"
#include "core/json/JsonKey.h"
#include "core/json/JsonValue.h"
#include "core/rules/ExpressionChecker.h"
#include "core/rules/Ruleset.h"
#include "core/rules/RulesetText.h"

#include <QJsonObject>
#include <QRegularExpression>

namespace Fray::Rules {

using Json::key;

double EncounterStep::Chance::probability() const
{
    const auto distribution = Dice::DistributionEvaluator::evaluate(roll);
    if (!distribution)
        return 0.0;
    double p = 0.0;
    for (const auto &o : distribution->outcomes()) {
        if (o.value >= from && o.value <= to)
            p += o.probability;
    }
    return p;
}

QStringList EncounterStep::ids()
{
    return {QStringLiteral("wandering"), QStringLiteral("how_many"), QStringLiteral("surprise"),
        QStringLiteral("distance"), QStringLiteral("reaction"), QStringLiteral("declare"),
        QStringLiteral("initiative"), QStringLiteral("morale"), QStringLiteral("pursuit")};
}

std::vector<EncounterStep> EncounterStep::read(
    const Json::JsonValue &order, const Ruleset &ruleset, const ExpressionChecker &checker)
{
    std::vector<EncounterStep> steps;
    if (!order.exists())
        return steps;
    QStringList seen;
    for (const Json::JsonValue &s : order.elements()) {
        s.allowOnly({key("id"), key("label"), key("roll"), key("scale"), key("unit"), key("table"),
            key("chances"), key("note"), key("source")});
        EncounterStep step;
        step.id = s[key("id")].requiredString().value_or(QString());
        if (!step.id.isEmpty() && !ids().contains(step.id))
            s[key("id")].problem(QCoreApplication::translate(
                "Fray::Rules::EncounterStep", "'%1' is not a step Fray knows (one of: %2)")
                                     .arg(step.id, ids().join(QStringLiteral(", "))));
        else if (seen.contains(step.id))
            s[key("id")].problem(
                QCoreApplication::translate("Fray::Rules::EncounterStep", "'%1' comes twice")
                    .arg(step.id));
        seen << step.id;
        if (step.id == u"surprise" && !ruleset.surprise)
            s[key("id")].problem(QCoreApplication::translate(
                "Fray::Rules::EncounterStep", "a surprise step needs the ruleset's surprise rule"));
        if (step.id == u"morale" && !ruleset.morale)
            s[key("id")].problem(QCoreApplication::translate(
                "Fray::Rules::EncounterStep", "a morale step needs the ruleset's morale rule"));
        step.label = RulesetText::required(s, key("label"), step.wordings).value_or(QString());
        step.roll = checker.read(s[key("roll")], {}, ExpressionChecker::Dice::Allowed);
        step.scale = s[key("scale")].integer(1);
        if (step.scale < 1 || step.scale > 1000)
            s[key("scale")].problem(QCoreApplication::translate(
                "Fray::Rules::EncounterStep", "must be from 1 to 1000"));
        step.unit = RulesetText::read(s, key("unit"), step.wordings);
        if ((step.scale != 1 || !step.unit.isEmpty()) && !step.roll)
            s[key("scale")].problem(QCoreApplication::translate(
                "Fray::Rules::EncounterStep", "a scale or a unit needs a roll"));
        step.table = s[key("table")].string();
        if (!step.table.isEmpty() && !ruleset.tables.contains(step.table))
            s[key("table")].problem(
                QCoreApplication::translate("Fray::Rules::EncounterStep", "unknown table '%1'")
                    .arg(step.table));
        for (const Json::JsonValue &c : s[key("chances")].elements()) {
            c.allowOnly({key("label"), key("roll"), key("on")});
            Chance chance;
            chance.label
                = RulesetText::required(c, key("label"), chance.wordings).value_or(QString());
            const auto roll = checker.require(c[key("roll")], {}, ExpressionChecker::Dice::Allowed);
            static const QRegularExpression range(
                QStringLiteral("^\\s*(-?\\d{1,9})\\s*(?:-\\s*(-?\\d{1,9}))?\\s*$"));
            const Json::JsonValue on = c[key("on")];
            const QString onText = on.isNumber() ? QString::number(on.integer(0)) : on.string();
            const auto match = range.match(onText);
            if (!match.hasMatch()) {
                on.problem(QCoreApplication::translate("Fray::Rules::EncounterStep",
                    "expected a result (1) or a range of them (1-5)"));
            } else {
                chance.from = match.captured(1).toLongLong();
                chance.to
                    = match.captured(2).isEmpty() ? chance.from : match.captured(2).toLongLong();
                if (chance.to < chance.from)
                    on.problem(QCoreApplication::translate(
                        "Fray::Rules::EncounterStep", "the range runs backwards"));
            }
            if (roll) {
                chance.roll = *roll;
                if (chance.probability() <= 0.0 && match.hasMatch())
                    on.problem(QCoreApplication::translate(
                        "Fray::Rules::EncounterStep", "%1 never rolls %2")
                                   .arg(roll->text(), onText));
            }
            step.chances.push_back(std::move(chance));
        }
        step.note = RulesetText::read(s, key("note"), step.wordings);
        step.source = s[key("source")].string();
        steps.push_back(std::move(step));
    }
    return steps;
}

QJsonArray EncounterStep::write(const std::vector<EncounterStep> &order)
{
    QJsonArray out;
    for (const EncounterStep &step : order) {
        QJsonObject o{{QStringLiteral("id"), step.id},
            {QStringLiteral("label"),
                RulesetText::write(step.wordings, QStringLiteral("label"), step.label)}};
        if (step.roll)
            o.insert(QStringLiteral("roll"), step.roll->text());
        if (step.scale != 1)
            o.insert(QStringLiteral("scale"), step.scale);
        if (!step.unit.isEmpty())
            o.insert(QStringLiteral("unit"),
                RulesetText::write(step.wordings, QStringLiteral("unit"), step.unit));
        if (!step.table.isEmpty())
            o.insert(QStringLiteral("table"), step.table);
        if (!step.chances.empty()) {
            QJsonArray chances;
            for (const Chance &c : step.chances)
                chances.append(QJsonObject{
                    {QStringLiteral("label"),
                        RulesetText::write(c.wordings, QStringLiteral("label"), c.label)},
                    {QStringLiteral("roll"), c.roll.text()},
                    {QStringLiteral("on"),
                        c.from == c.to ? QString::number(c.from)
                                       : QStringLiteral("%1-%2").arg(c.from).arg(c.to)}});
            o.insert(QStringLiteral("chances"), chances);
        }
        if (!step.note.isEmpty())
            o.insert(QStringLiteral("note"),
                RulesetText::write(step.wordings, QStringLiteral("note"), step.note));
        if (!step.source.isEmpty())
            o.insert(QStringLiteral("source"), step.source);
        out.append(o);
    }
    return out;
}

} // namespace Fray::Rules
