// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/FightModel.h"

#include "core/dice/DistributionEvaluator.h"
#include "core/encounter/AttackResolver.h"
#include "core/encounter/CombatantFormulas.h"
#include "core/encounter/InitiativeRoller.h"
#include "core/encounter/Vitals.h"
#include "core/odds/OddsCalculator.h"
#include "core/sim/FightModelBuilder.h"
#include "core/sim/HpStateTables.h"

#include <QLocale>
#include <QSet>

#include <algorithm>
#include <bit>
#include <map>

namespace Fray::Sim {

namespace {

// The subset number `index` of `bits` (bit i of index -> the i-th set bit of bits).
std::uint32_t expand(std::uint32_t index, std::uint32_t bits)
{
    std::uint32_t mask = 0;
    for (int bit = 0; bits != 0; bits &= bits - 1) {
        const std::uint32_t lowest = bits & (~bits + 1);
        if (index & (1u << bit))
            mask |= lowest;
        ++bit;
    }
    return mask;
}

std::uint16_t compress(std::uint32_t mask, std::uint32_t bits)
{
    std::uint16_t index = 0;
    int bit = 0;
    for (; bits != 0; bits &= bits - 1) {
        const std::uint32_t lowest = bits & (~bits + 1);
        if (mask & lowest)
            index |= std::uint16_t(1u << bit);
        ++bit;
    }
    return index;
}

// A damage distribution as the encounter applies it: below 0 is no damage.
Dice::Distribution nonNegative(const Dice::Distribution &d)
{
    std::vector<Dice::Distribution::Outcome> outcomes;
    for (const auto &o : d.outcomes())
        outcomes.push_back({std::max<std::int64_t>(0, o.value), o.probability});
    return Dice::Distribution::fromOutcomes(std::move(outcomes));
}

FightModel::When whenOf(const QString &when)
{
    if (when == u"start_of_round")
        return FightModel::When::StartOfRound;
    if (when == u"end_of_round")
        return FightModel::When::EndOfRound;
    if (when == u"now_and_end_of_round")
        return FightModel::When::NowAndEndOfRound;
    if (when == u"now")
        return FightModel::When::Now;
    return FightModel::When::Never;
}

} // namespace

Expected<Dice::Distribution, QString> FightModel::Builder::distributionOf(
    const Encounter::Combatant &c, const Dice::Expression &e) const
{
    auto d = Dice::DistributionEvaluator::evaluate(e, m_encounter.formulas().bindings(c, e));
    if (!d)
        return tr("%1: '%2': %3").arg(c.name, e.text(), d.error().toString());
    return std::move(d).value();
}

std::optional<QString> FightModel::Builder::sides()
{
    const auto &people = m_encounter.combatants();
    if (people.empty())
        return tr("there is no one to fight: add combatants first");
    QStringList order;
    for (const Rules::Side &s : m_ruleset.sides) {
        if (std::any_of(people.begin(), people.end(),
                [&](const Encounter::Combatant &c) { return c.side == s.id; }))
            order << s.id;
    }
    for (const Encounter::Combatant &c : people) {
        if (!order.contains(c.side))
            order << c.side;
    }
    if (order.size() > 32)
        return tr("the fight has more than 32 sides");
    if (order.size() < 2)
        return tr("everyone is on one side (%1): there is no one to fight").arg(order.front());
    for (const QString &side : order) {
        const bool able
            = std::any_of(people.begin(), people.end(), [&](const Encounter::Combatant &c) {
                  const Rules::HpState *s = m_ruleset.hpState(c.state);
                  return c.side == side && !(s && (s->outOfFight || s->dead));
              });
        if (!able)
            return tr("no one on side '%1' is able to fight").arg(side);
        m.m_sides.push_back(side);
        const bool party = m_ruleset.isPlayers(side);
        m.m_party.push_back(party);
        m.m_tactics.push_back(party ? m.m_options.partyTactic : m.m_options.foesTactic);
    }
    return std::nullopt;
}

std::optional<QString> FightModel::Builder::bounds() const
{
    const auto &people = m_encounter.combatants();
    if (people.size() > maxCombatants)
        return tr("the fight has %1 combatants; the simulation works with at most %2")
            .arg(QLocale().toString(qint64(people.size())),
                QLocale().toString(qint64(maxCombatants)));
    for (const Encounter::Combatant &c : people) {
        if (c.maxHp > maxHitPoints || c.hp > maxHitPoints || c.hp < -maxHitPoints)
            return tr("%1 has %2 of %3 hit points; the simulation works with at most %4 either "
                      "way")
                .arg(c.name, QLocale().toString(c.hp), QLocale().toString(c.maxHp),
                    QLocale().toString(maxHitPoints));
    }
    // Each attacker needs at least one table for each target on another side.
    std::map<QString, std::size_t> bySide;
    for (const Encounter::Combatant &c : people)
        ++bySide[c.side];
    std::size_t pairs = 0;
    for (const Encounter::Combatant &c : people) {
        if (!c.attacks.empty())
            pairs += people.size() - bySide[c.side];
    }
    if (pairs > maxTables)
        return tr("the fight has %1 pairs of attacker and target; the simulation works with at "
                  "most %2 attack tables")
            .arg(QLocale().toString(qint64(pairs)), QLocale().toString(qint64(maxTables)));
    return std::nullopt;
}

std::optional<QString> FightModel::Builder::combatant(std::size_t index)
{
    const Encounter::Combatant &c = m_encounter.combatants()[index];
    CombatantModel &cm = m.m_combatants[index];
    cm.name = c.name;
    cm.sideId = c.side;
    cm.side = int(std::find(m.m_sides.begin(), m.m_sides.end(), c.side) - m.m_sides.begin());
    cm.hp = int(std::clamp<qint64>(c.hp, -1'000'000, 1'000'000));
    cm.maxHp = int(std::clamp<qint64>(c.maxHp, 1, 1'000'000));
    cm.aided = c.aided;
    cm.fled = Encounter::Vitals::hasFled(m_ruleset, c);
    cm.attacksPerRound = int(std::max<qint64>(1, c.attacksPerRound));
    for (std::size_t k = 0; k < c.attacks.size(); ++k) {
        cm.rateOfFire.push_back(int(std::max<qint64>(1, c.attacks[k].rateOfFire)));
        cm.lastFired.push_back(k < c.lastFired.size() ? int(c.lastFired[k]) : 0);
        if (c.attacks[k].count.trimmed() != u"1")
            note(tr("An attack's count is not used: each combatant makes its attacks per round, "
                    "each with its attack that does the most damage on average and is ready."));
    }
    if (c.attacks.size() > 1)
        note(tr("A combatant with several attacks uses, for each attack, the one that does the "
                "most damage on average against its target and is ready to fire."));
    if (c.unitSize > 0)
        note(tr("Mass-combat units fight as one combatant with their hit points."));
    if (!c.declared.isEmpty() || !c.overrides.isEmpty())
        note(tr("Declared initiative actions and overrides (%1) are not simulated: everyone "
                "rolls and attacks.")
                 .arg(c.name));
    // What the fight at the table has that the simulation does not model (yet): said, so a
    // result is never read as counting them.
    if (!c.uses.empty())
        note(tr("Uses (%1: %2) are not simulated: no one spends a breath weapon, a spell or "
                "anything else counted.")
                 .arg(c.name, c.uses.front().name));
    if (!c.reminders.empty())
        note(tr("Reminders are not simulated (%1: %2).").arg(c.name, c.reminders.front().text));

    HpStateTables tables(m_encounter, c);
    if (auto error = tables.build(cm))
        return error;
    m_levelAt.push_back(tables.levelRepresentatives());
    return conditions(index);
}

std::optional<QString> FightModel::Builder::conditions(std::size_t index)
{
    const Encounter::Combatant &c = m_encounter.combatants()[index];
    CombatantModel &cm = m.m_combatants[index];
    std::vector<Encounter::ActiveCondition> local;
    std::vector<const Rules::Condition *> rules;
    const auto addLocal
        = [&](const Encounter::ActiveCondition &active, const Rules::Condition *rule) -> int {
        for (std::size_t i = 0; i < local.size(); ++i) {
            if (local[i].id == active.id)
                return int(i);
        }
        local.push_back(active);
        rules.push_back(rule);
        return int(local.size() - 1);
    };
    for (const Encounter::ActiveCondition &active : c.conditions) {
        const Rules::Condition *rule = m_encounter.condition(active);
        if (!rule) {
            note(tr("%1's condition '%2' is not in the ruleset and is left out.")
                     .arg(c.name, active.id));
            continue;
        }
        const int i = addLocal(active, rule);
        ConditionStart start;
        start.local = i;
        start.roundsLeft
            = active.roundsLeft ? int(std::min<qint64>(*active.roundsLeft, 1 << 20)) : -1;
        start.ticksDone = int(active.ticksDone);
        start.sinceRound = int(active.sinceRound);
        start.countsThisRound = active.countsThisRound;
        cm.startConditions.push_back(start);
    }
    for (const Rules::Trigger &t : m_ruleset.triggers) {
        const Rules::Condition *rule = m_ruleset.condition(t.condition);
        cm.triggerCondition.push_back(rule
                ? addLocal(Encounter::ActiveCondition{t.condition, {}, 0, 0, {}, {}, false}, rule)
                : none);
    }
    // What follows on expiry, and what follows that.
    for (std::size_t i = 0; i < local.size(); ++i) {
        if (local.size() > std::size_t(maxConditions))
            break;
        if (!rules[i]->then.isEmpty()) {
            if (const Rules::Condition *next = m_ruleset.condition(rules[i]->then))
                addLocal(Encounter::ActiveCondition{rules[i]->then, {}, 0, 0, {}, {}, false}, next);
        }
    }
    if (local.size() > std::size_t(maxConditions))
        return tr("%1 could carry more than %2 different conditions in this fight; the "
                  "simulation follows at most %2 per combatant")
            .arg(c.name)
            .arg(maxConditions);

    for (std::size_t i = 0; i < local.size(); ++i) {
        const Rules::Condition &rule = *rules[i];
        ConditionModel cond;
        cond.id = local[i].id;
        cond.barsAttacks = rule.barsAttacks();
        cond.endsWithRound = rule.duration.kind == Rules::Duration::Kind::RestOfRound
            || rule.duration.kind == Rules::Duration::Kind::Instant;
        if (rule.duration.kind == Rules::Duration::Kind::UntilEvent)
            note(tr("'%1' lasts until an event (%2); in the simulation no one brings it about.")
                     .arg(rule.label, rule.duration.event));
        if (rule.duration.kind == Rules::Duration::Kind::Rounds && rule.duration.rounds) {
            auto d = distributionOf(c, *rule.duration.rounds);
            if (!d)
                return d.error();
            std::vector<Dice::Distribution::Outcome> rounds;
            for (const auto &o : d->outcomes())
                rounds.push_back({std::clamp<std::int64_t>(o.value, 1, 1 << 20), o.probability});
            cond.durationTable = addTable(Dice::Distribution::fromOutcomes(std::move(rounds)));
        }
        if (rule.tick) {
            auto d = distributionOf(c, rule.tick->amount);
            if (!d)
                return d.error();
            cond.tickTable = addTable(*d);
            cond.tickWhen = whenOf(rule.tick->when);
            cond.maxTicks = rule.tick->maxTicks ? int(*rule.tick->maxTicks) : -1;
            if (rule.tick->pool != u"lethal")
                note(tr("'%1' does %2 damage; the simulation counts it as lethal.")
                         .arg(rule.label, rule.tick->pool));
        }
        if (!rule.then.isEmpty()) {
            for (std::size_t j = 0; j < local.size(); ++j) {
                if (local[j].id == rule.then)
                    cond.then = int(j);
            }
        }
        if (cond.barsAttacks)
            cm.barringBits |= 1u << i;
        if (!rule.whenAttacking.empty())
            cm.attackingBits |= 1u << i;
        if (!rule.whenAttacked.empty())
            cm.attackedBits |= 1u << i;
        cm.conditions.push_back(cond);
    }
    const std::uint32_t subsets = 1u << local.size();
    cm.attackingSubsets = 1 << std::popcount(cm.attackingBits);
    cm.attackedSubsets = 1 << std::popcount(cm.attackedBits);
    for (std::uint32_t mask = 0; mask < subsets; ++mask) {
        cm.attackingIndex.push_back(compress(mask, cm.attackingBits));
        cm.attackedIndex.push_back(compress(mask, cm.attackedBits));
    }
    m_local.push_back(std::move(local));
    return std::nullopt;
}

std::optional<QString> FightModel::Builder::attacks()
{
    const std::size_t n = m.m_combatants.size();
    m.m_pairs.resize(n * n);
    std::size_t planned = 0;
    for (std::size_t a = 0; a < n; ++a) {
        for (std::size_t t = 0; t < n; ++t) {
            const CombatantModel &ca = m.m_combatants[a];
            const CombatantModel &ct = m.m_combatants[t];
            if (ca.side != ct.side)
                planned += ca.rateOfFire.size() * std::size_t(ca.levels)
                    * std::size_t(ca.attackingSubsets) * std::size_t(ct.attackedSubsets);
        }
    }
    if (planned > maxTables)
        return tr("the fight needs %1 attack tables (attackers, targets, wounds and "
                  "conditions); the simulation works with at most %2")
            .arg(planned)
            .arg(maxTables);

    // The attacks are asked of a copy of the encounter whose combatants are put in each wound
    // level and set of conditions in turn: the odds are exactly the ones an attack there has.
    Encounter::Encounter scratch(m_encounter.sharedRuleset(), m_encounter.state());
    const auto &people = m_encounter.combatants();
    const auto setUp
        = [&](std::size_t index, std::uint32_t mask, std::optional<std::pair<int, int>> at) {
              scratch.modifyCombatant(qint64(index), [&](Encounter::Combatant &c) {
                  c = people[index];
                  c.conditions.clear();
                  for (std::size_t i = 0; i < m_local[index].size(); ++i) {
                      if (mask & (1u << i))
                          c.conditions.push_back(m_local[index][i]);
                  }
                  if (at) {
                      c.state = at->first == 0 ? QString()
                                               : m_ruleset.hpStates[std::size_t(at->first - 1)].id;
                      c.hp = at->second;
                  }
              });
          };
    for (std::size_t a = 0; a < n; ++a) {
        const CombatantModel &ca = m.m_combatants[a];
        for (std::size_t t = 0; t < n; ++t) {
            const CombatantModel &ct = m.m_combatants[t];
            if (ca.side == ct.side)
                continue;
            Pair &pair = m.m_pairs[a * n + t];
            pair.first = m.m_alias.count();
            std::vector<double> means(ca.rateOfFire.size(), 0.0);
            for (int k = 0; k < int(ca.rateOfFire.size()); ++k) {
                for (int level = 0; level < ca.levels; ++level) {
                    for (int as = 0; as < ca.attackingSubsets; ++as) {
                        for (int ts = 0; ts < ct.attackedSubsets; ++ts) {
                            setUp(a, expand(std::uint32_t(as), ca.attackingBits),
                                m_levelAt[a][std::size_t(level)]);
                            setUp(t, expand(std::uint32_t(ts), ct.attackedBits), std::nullopt);
                            Encounter::AttackResolver::Request request;
                            request.attacker = people[a].id;
                            request.target = people[t].id;
                            request.attack = k;
                            request.values = m.m_options.values;
                            auto odds = Encounter::AttackResolver::odds(scratch, request);
                            if (!odds)
                                return tr("%1's %2 against %3: %4")
                                    .arg(ca.name, people[a].attacks[std::size_t(k)].name, ct.name,
                                        odds.error());
                            const Dice::Distribution damage = odds->damage
                                ? nonNegative(*odds->damage)
                                : Dice::Distribution::constant(0);
                            m.m_largestDamage
                                = int(std::max<std::int64_t>(m.m_largestDamage, damage.max()));
                            addTable(damage);
                        }
                    }
                }
            }
            // Which attack does the most on average, in the combatant's usual state.
            for (int k = 0; k < int(ca.rateOfFire.size()); ++k) {
                const int level = ca.level[ca.cell(ca.state, std::clamp(ca.hp, ca.floor, ca.top))];
                const int table = m.attackTable(int(a), int(t), k, level, 0, 0);
                means[std::size_t(k)] = m.m_distributions[std::size_t(table)].mean();
                pair.ranking.push_back(k);
            }
            std::stable_sort(pair.ranking.begin(), pair.ranking.end(),
                [&](int x, int y) { return means[std::size_t(x)] > means[std::size_t(y)]; });
        }
    }
    if (m.m_largestDamage > 1'000'000)
        return tr("an attack can do more than 1,000,000 damage");
    for (std::size_t t = 0; t < n; ++t) {
        CombatantModel &ct = m.m_combatants[t];
        for (std::size_t trigger = 0; trigger < m_ruleset.triggers.size(); ++trigger) {
            std::vector<std::uint8_t> fires(std::size_t(m.m_largestDamage) + 1, 0);
            for (int d = 1; d <= m.m_largestDamage; ++d)
                fires[std::size_t(d)] = m_encounter.formulas().triggerFires(trigger, people[t], d);
            ct.fires.push_back(std::move(fires));
        }
    }
    return std::nullopt;
}

std::optional<QString> FightModel::Builder::build()
{
    if (auto error = sides())
        return error;
    if (auto error = bounds())
        return error;
    for (const Rules::HpState &s : m_ruleset.hpStates) {
        HpStateModel state;
        state.out = s.outOfFight || s.dead;
        state.dead = s.dead;
        state.canAct = s.canAct && !state.out;
        m.m_hasDeath = m.m_hasDeath || s.dead;
        m.m_states.push_back(state);
    }
    m.m_combatants.resize(m_encounter.combatants().size());
    for (std::size_t i = 0; i < m.m_combatants.size(); ++i) {
        if (auto error = combatant(i))
            return error;
    }
    // A state's bleeding reads no combatant values in any shipped ruleset; it is rolled with the
    // first combatant's, and said where a formula would tell combatants apart.
    for (std::size_t s = 0; s < m_ruleset.hpStates.size(); ++s) {
        const auto &tick = m_ruleset.hpStates[s].tick;
        if (!tick)
            continue;
        if (tick->pool != u"lethal")
            note(tr("'%1' does %2 damage; the simulation counts it as lethal.")
                     .arg(m_ruleset.hpStates[s].label, tick->pool));
        auto d = distributionOf(m_encounter.combatants().front(), tick->amount);
        if (!d)
            return d.error();
        if (!tick->amount.variables().isEmpty())
            note(tr("'%1' loses the same for everyone: the first combatant's values are used.")
                     .arg(m_ruleset.hpStates[s].label));
        m.m_states[s].tickTable = addTable(*d);
    }
    if (auto error = attacks())
        return error;
    if (auto error = initiative())
        return error;
    if (auto error = morale())
        return error;
    if (m_ruleset.surprise)
        note(tr("No surprise round: the fight starts with everyone aware."));
    if (!m_encounter.events().empty())
        note(tr("Events in the initiative order are not simulated (%n event(s), such as %1): no "
                "lair acts and no reinforcements arrive.",
            nullptr, int(m_encounter.events().size()))
                 .arg(m_encounter.events().front().name));
    return std::nullopt;
}

Expected<std::shared_ptr<const FightModel>, QString> FightModel::create(
    const Encounter::Encounter &encounter, const SimOptions &options)
{
    std::shared_ptr<FightModel> model(new FightModel);
    model->m_options = options;
    Builder builder(*model, encounter);
    if (auto error = builder.build())
        return *error;
    return std::shared_ptr<const FightModel>(std::move(model));
}

} // namespace Fray::Sim
