// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/day/DayModel.h"

#include "core/day/DayResult.h"
#include "core/dice/DistributionEvaluator.h"
#include "core/encounter/CombatantFormulas.h"

#include <QLocale>

#include <algorithm>

namespace Fray::Day {

namespace {

// A rest never takes hit points away: a roll below 0 gives nothing.
Dice::Distribution atLeastNothing(const Dice::Distribution &d)
{
    std::vector<Dice::Distribution::Outcome> outcomes = d.outcomes();
    for (Dice::Distribution::Outcome &o : outcomes)
        o.value = std::clamp<std::int64_t>(o.value, 0, Rules::Rest::maxHitPoints);
    return Dice::Distribution::fromOutcomes(std::move(outcomes));
}

} // namespace

Expected<std::shared_ptr<const DayModel>, QString> DayModel::create(
    const DayPlan &plan, const Sim::SimOptions &options)
{
    if (plan.steps.empty())
        return tr("a day needs at least one fight");
    if (plan.steps.size() > maxFights)
        return tr("a day of %1 fights is more than the %2 Fray plays")
            .arg(QLocale().toString(qint64(plan.steps.size())),
                QLocale().toString(qint64(maxFights)));
    std::shared_ptr<DayModel> day(new DayModel);
    day->m_options = options;
    const Rules::Ruleset &ruleset = plan.steps.front().fight->ruleset();

    // Where each hero is first met: the fight and its combatant there.
    std::vector<std::pair<std::size_t, int>> firstMet;
    for (std::size_t k = 0; k < plan.steps.size(); ++k) {
        const DayPlan::Step &step = plan.steps[k];
        const QString where = tr("fight %1 (%2)").arg(k + 1).arg(step.name);
        if (step.fight->ruleset().id != ruleset.id)
            return tr("%1 is played under %2, the day's first fight under %3: a party fights a "
                      "day under one ruleset")
                .arg(where, step.fight->ruleset().name, ruleset.name);
        auto model = Sim::FightModel::create(*step.fight, options);
        if (!model)
            return QStringLiteral("%1: %2").arg(where, model.error());
        Fight fight;
        fight.name = step.name;
        fight.model = *model;
        fight.heroAt.assign(std::size_t(day->m_heroes.size()), -1);
        const auto &people = fight.model->combatants();
        for (std::size_t i = 0; i < people.size(); ++i) {
            if (!fight.model->isParty(people[i].side))
                continue;
            qsizetype h = day->m_heroes.indexOf(people[i].name);
            if (h < 0) {
                h = day->m_heroes.size();
                day->m_heroes << people[i].name;
                firstMet.emplace_back(k, int(i));
                fight.heroAt.push_back(-1);
            }
            if (fight.heroAt[std::size_t(h)] >= 0)
                return tr("%1 has two heroes named %2: the day tells the party apart by name")
                    .arg(where, people[i].name);
            fight.heroAt[std::size_t(h)] = int(i);
        }
        for (const QString &n : fight.model->notes()) {
            if (!day->m_notes.contains(n))
                day->m_notes << n;
        }
        day->m_fights.push_back(std::move(fight));
    }
    if (day->m_heroes.isEmpty())
        return tr("no one fights on the players' side in any fight of the day");
    for (Fight &fight : day->m_fights)
        fight.heroAt.resize(std::size_t(day->m_heroes.size()), -1);

    for (std::size_t k = 1; k < plan.steps.size(); ++k) {
        const auto &rest = plan.steps[k].restBefore;
        Fight &fight = day->m_fights[k];
        fight.rest.assign(std::size_t(day->m_heroes.size()), {});
        if (!rest)
            continue;
        fight.restBefore = Party::PartyRest::describe(ruleset, *rest);
        using Kind = Party::PartyRest::Plan::Kind;
        if (rest->kind == Kind::Full) {
            for (RestGift &gift : fight.rest)
                gift.kind = RestGift::Kind::Full;
            continue;
        }
        if (rest->kind == Kind::HitPoints) {
            if (rest->hitPoints < 0 || rest->hitPoints > Party::PartyRest::maxHitPoints)
                return tr("the rest before fight %1 gives between 0 and %2 hit points, not %3")
                    .arg(k + 1)
                    .arg(QLocale().toString(Party::PartyRest::maxHitPoints),
                        QLocale().toString(rest->hitPoints));
            const std::uint32_t table
                = day->m_restTables.add(Dice::Distribution::constant(rest->hitPoints));
            for (RestGift &gift : fight.rest)
                gift = {RestGift::Kind::Table, table};
            continue;
        }
        const Rules::Rest *rule = ruleset.rest(rest->restId);
        if (!rule)
            return tr("the rest before fight %1: %2 has no rest '%3'")
                .arg(k + 1)
                .arg(ruleset.name, rest->restId);
        for (qsizetype h = 0; h < day->m_heroes.size(); ++h) {
            // The hero's own values give the rest's hit points: from this fight where it is in
            // it, else from the fight it was first met in.
            const int here = fight.heroAt[std::size_t(h)];
            const std::size_t from = here >= 0 ? k : firstMet[std::size_t(h)].first;
            const int index = here >= 0 ? here : firstMet[std::size_t(h)].second;
            const Encounter::Encounter &encounter = *plan.steps[from].fight;
            const Encounter::Combatant &hero = encounter.combatants()[std::size_t(index)];
            const auto d = Dice::DistributionEvaluator::evaluate(
                rule->hp, encounter.formulas().bindings(hero, rule->hp));
            if (!d)
                return tr("the rest before fight %1: %2's hit points '%3' cannot be worked out: %4")
                    .arg(k + 1)
                    .arg(hero.name, rule->hp.text(), d.error().toString());
            fight.rest[std::size_t(h)]
                = {RestGift::Kind::Table, day->m_restTables.add(atLeastNothing(*d))};
        }
    }
    day->m_fights.front().rest.assign(std::size_t(day->m_heroes.size()), {});
    day->m_hasDeath = day->m_fights.front().model->hasDeath();
    day->m_notes.prepend(
        tr("Hit points and HP states carry from fight to fight, and the rests give hit points "
           "back as the ruleset says; conditions a fight brings on end with it, and uses are not "
           "spent."));
    return std::shared_ptr<const DayModel>(std::move(day));
}

double DayModel::minutesAt(const DayResult &result, const Storage::TablePace::Pace &pace) const
{
    double minutes = 0.0;
    for (std::size_t k = 0; k < result.fights.size() && k < m_fights.size(); ++k) {
        const int turns = int(m_fights[k].model->entries().size());
        minutes += result.fights[k].reached
            * Storage::TablePace::minutes(result.fights[k].fight.meanRounds, turns, pace);
    }
    return minutes;
}

} // namespace Fray::Day
