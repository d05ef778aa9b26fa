// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/ExactDuel.h"

#include "core/sim/HpStateTables.h"

#include <algorithm>
#include <map>

namespace Fray::Sim {

namespace {

// Where the two combatants are: HP state, hit points, aided, and whether each could act when
// the current slot began.
struct Cell
{
    int state[2] = {0, 0};
    int hp[2] = {0, 0};
    bool aided[2] = {false, false};
    bool ok[2] = {false, false};
};

// A slot of a round's order: who acts in it.
using Plan = std::vector<std::vector<int>>;

class Chain
{
public:
    explicit Chain(const FightModel &model)
        : m_model(model)
        , m_people(model.combatants())
    { }

    std::uint64_t key(const Cell &c) const
    {
        std::uint64_t k = 0;
        for (int i = 0; i < 2; ++i) {
            const auto &p = m_people[std::size_t(i)];
            k = (k << 8) | std::uint64_t(c.state[i]);
            k = (k << 21) | std::uint64_t(c.hp[i] - p.floor);
            k = (k << 1) | std::uint64_t(c.aided[i]);
            k = (k << 1) | std::uint64_t(c.ok[i]);
        }
        return k;
    }
    Cell cell(std::uint64_t k) const
    {
        Cell c;
        for (int i = 1; i >= 0; --i) {
            const auto &p = m_people[std::size_t(i)];
            c.ok[i] = k & 1;
            k >>= 1;
            c.aided[i] = k & 1;
            k >>= 1;
            c.hp[i] = int(k & ((1u << 21) - 1)) + p.floor;
            k >>= 21;
            c.state[i] = int(k & 0xFF);
            k >>= 8;
        }
        return c;
    }
    bool out(const Cell &c, int i) const
    {
        return c.state[i] > 0 && m_model.states()[std::size_t(c.state[i] - 1)].out;
    }
    bool canAct(const Cell &c, int i) const
    {
        return !out(c, i)
            && (c.state[i] == 0 || m_model.states()[std::size_t(c.state[i] - 1)].canAct);
    }
    void damage(Cell &c, int i, std::int64_t amount) const
    {
        if (amount <= 0)
            return;
        const auto &p = m_people[std::size_t(i)];
        c.hp[i] = int(std::max<std::int64_t>(p.floor, c.hp[i] - amount));
        const int next = p.afterDamage[p.cell(c.state[i], c.hp[i])];
        if (next != c.state[i]) {
            c.state[i] = next;
            c.aided[i] = false;
        }
    }

    using Dist = std::map<std::uint64_t, double>;

    // One round under `plan`: the slots' attacks, then the end of the round.
    Dist round(const Dist &in, const Plan &plan)
    {
        Dist d = in;
        const bool fallenAct = m_model.fallenTiesAct();
        for (const std::vector<int> &slot : plan) {
            Dist marked;
            for (const auto &[k, p] : d) {
                Cell c = cell(k);
                for (const int m : slot)
                    c.ok[m] = canAct(c, m);
                marked[key(c)] += p;
            }
            d.swap(marked);
            for (const int m : slot) {
                const int t = 1 - m;
                const auto &attacker = m_people[std::size_t(m)];
                const auto &ranking = m_model.pair(m, t).ranking;
                for (int n = 0; n < attacker.attacksPerRound && !ranking.empty(); ++n) {
                    Dist next;
                    for (const auto &[k, p] : d) {
                        const Cell c = cell(k);
                        const bool able = canAct(c, m) || (fallenAct && c.ok[m]);
                        if (!able || out(c, t)) {
                            next[k] += p;
                            continue;
                        }
                        const int level = attacker.level[attacker.cell(c.state[m], c.hp[m])];
                        const int table = m_model.attackTable(m, t, ranking.front(), level, 0, 0);
                        for (const auto &o : m_model.distribution(table).outcomes()) {
                            Cell after = c;
                            const double q = p * o.probability;
                            if (o.value > 0) {
                                dealt[m] += q * double(o.value);
                                taken[t] += q * double(o.value);
                            }
                            damage(after, t, o.value);
                            next[key(after)] += q;
                        }
                    }
                    d.swap(next);
                }
            }
        }
        // The end of the round: bleeding unless aided, then the end-of-round states.
        for (int i = 0; i < 2; ++i) {
            const auto &person = m_people[std::size_t(i)];
            Dist next;
            for (const auto &[k, p] : d) {
                Cell c = cell(k);
                c.ok[0] = c.ok[1] = false;
                const int bleed
                    = c.state[i] > 0 ? m_model.states()[std::size_t(c.state[i] - 1)].tickTable : -1;
                std::vector<std::pair<std::int64_t, double>> ticks{{0, 1.0}};
                if (bleed >= 0 && !c.aided[i]) {
                    ticks.clear();
                    for (const auto &o : m_model.distribution(bleed).outcomes())
                        ticks.emplace_back(o.value, o.probability);
                }
                for (const auto &[amount, q] : ticks) {
                    Cell after = c;
                    if (amount > 0)
                        taken[i] += p * q * double(amount);
                    damage(after, i, amount);
                    const int s = person.endOfRound[person.cell(after.state[i], after.hp[i])];
                    if (s != after.state[i]) {
                        after.state[i] = s;
                        after.aided[i] = false;
                    }
                    next[key(after)] += p * q;
                }
            }
            d.swap(next);
        }
        return d;
    }

    double dealt[2] = {0.0, 0.0};
    double taken[2] = {0.0, 0.0};

private:
    const FightModel &m_model;
    const std::vector<FightModel::CombatantModel> &m_people;
};

Dice::Distribution entryDistribution(const FightModel &model, const FightModel::Entry &e)
{
    return e.rollTable < 0 ? Dice::Distribution::constant(e.fixed)
                           : model.distribution(e.rollTable);
}

// The round's possible orders and their chances, from the two entries' exact distributions.
std::map<Plan, double> plans(const FightModel &model)
{
    const auto &entries = model.entries();
    const FightModel::Entry &ea = entries[std::size_t(model.combatants()[0].entry)];
    const FightModel::Entry &eb = entries[std::size_t(model.combatants()[1].entry)];
    const bool aFirstInList = model.combatants()[0].entry < model.combatants()[1].entry;
    std::map<Plan, double> out;
    const Dice::Distribution da = entryDistribution(model, ea);
    const Dice::Distribution db = entryDistribution(model, eb);
    for (const auto &a : da.outcomes()) {
        for (const auto &b : db.outcomes()) {
            const double p = a.probability * b.probability;
            const auto lost = [&](std::int64_t v) {
                return model.lostAtOrBelow() && v <= *model.lostAtOrBelow();
            };
            const bool la = lost(a.value), lb = lost(b.value);
            if (la || lb) {
                Plan plan;
                if (!la)
                    plan.push_back({0});
                if (!lb)
                    plan.push_back({1});
                out[plan] += p;
                continue;
            }
            int order = 0; // 1: A first, -1: B first, 0: tied
            if (a.value != b.value)
                order = (a.value > b.value) == model.highFirst() ? 1 : -1;
            else if (ea.tieRank != eb.tieRank)
                order = ea.tieRank > eb.tieRank ? 1 : -1;
            if (order == 1) {
                out[Plan{{0}, {1}}] += p;
            } else if (order == -1) {
                out[Plan{{1}, {0}}] += p;
            } else if (model.randomTies()) {
                out[Plan{{0}, {1}}] += p / 2;
                out[Plan{{1}, {0}}] += p / 2;
            } else {
                out[aFirstInList ? Plan{{0, 1}} : Plan{{1, 0}}] += p;
            }
        }
    }
    return out;
}

} // namespace

namespace {

// The chain follows every hit point between a combatant's floor and top.
constexpr std::int64_t maxSpan = std::int64_t(1) << 21;

} // namespace

std::optional<QString> ExactDuel::whyNotBeforeBuilding(const Encounter::Encounter &encounter)
{
    const auto &people = encounter.combatants();
    if (people.size() != 2)
        return tr("an exact result needs one combatant against one; this fight has %n "
                  "combatants",
            nullptr, int(people.size()));
    for (const Encounter::Combatant &c : people) {
        if (HpStateTables::span(c.hp, c.maxHp) >= maxSpan)
            return tr("%1 has too many hit points for an exact result").arg(c.name);
    }
    return std::nullopt;
}

std::optional<QString> ExactDuel::whyNot(const FightModel &model)
{
    const auto &people = model.combatants();
    if (people.size() != 2)
        return tr("an exact result needs one combatant against one; this fight has %n "
                  "combatants",
            nullptr, int(people.size()));
    for (int i = 0; i < 2; ++i) {
        const auto &c = people[std::size_t(i)];
        if (c.fled)
            return tr("%1 has fled; an exact result needs both in the fight").arg(c.name);
        if (!c.startConditions.empty())
            return tr("%1 has a condition (%2); an exact result needs a fight without "
                      "conditions")
                .arg(c.name, c.conditions[std::size_t(c.startConditions.front().local)].id);
        const auto &other = people[std::size_t(1 - i)];
        for (std::size_t t = 0; t < c.fires.size(); ++t) {
            if (c.triggerCondition[t] < 0)
                continue;
            for (int level = 0; level < other.levels; ++level) {
                for (int k = 0; k < int(other.rateOfFire.size()); ++k) {
                    const int table = model.attackTable(1 - i, i, k, level, 0, 0);
                    for (const auto &o : model.distribution(table).outcomes()) {
                        if (o.value > 0 && c.fires[t][std::size_t(o.value)])
                            return tr("a hit of %1 can leave %2 %3: a condition, which an "
                                      "exact result cannot follow")
                                .arg(QString::number(o.value), c.name,
                                    c.conditions[std::size_t(c.triggerCondition[t])].id);
                    }
                }
            }
        }
        if (c.top - c.floor >= maxSpan)
            return tr("%1 has too many hit points for an exact result").arg(c.name);
        const auto &ranking = model.pair(i, 1 - i).ranking;
        if (!ranking.empty() && c.rateOfFire[std::size_t(ranking.front())] > 1)
            return tr("%1's attack fires only every %2 rounds; an exact result needs attacks "
                      "that can be made every round")
                .arg(c.name)
                .arg(c.rateOfFire[std::size_t(ranking.front())]);
    }
    if (model.entries().size() != 2)
        return tr("each attack rolls its own initiative here; an exact result needs one "
                  "initiative entry per combatant");
    if (model.resumesRound())
        return tr("the fight is under way; an exact result starts from the first round");
    for (const auto &e : model.entries()) {
        if (e.kept)
            return tr("initiative has already been rolled; an exact result starts before it "
                      "is");
    }
    return std::nullopt;
}

Expected<SimResult, QString> ExactDuel::run(const FightModel &model)
{
    if (auto reason = whyNot(model))
        return *reason;
    const auto &people = model.combatants();
    const int maxRounds = model.options().maxRounds;
    Chain chain(model);

    SimResult r;
    r.exact = true;
    r.seed = model.options().seed;
    r.maxRounds = maxRounds;
    std::vector<double> wins(model.sides().size(), 0.0);
    std::vector<double> endedIn(std::size_t(maxRounds) + 1, 0.0);
    double out[2] = {0, 0}, dead[2] = {0, 0}, hpLeft[2] = {0, 0};
    double anyOut = 0.0, anyDead = 0.0;

    Cell start;
    for (int i = 0; i < 2; ++i) {
        const auto &p = people[std::size_t(i)];
        start.state[i] = p.state;
        start.hp[i] = std::clamp(p.hp, p.floor, p.top);
        start.aided[i] = p.aided;
    }
    const auto settle = [&](const Cell &c, double p) {
        for (int i = 0; i < 2; ++i) {
            const bool isOut = chain.out(c, i);
            const bool isDead = c.state[i] > 0 && model.states()[std::size_t(c.state[i] - 1)].dead;
            out[i] += isOut * p;
            dead[i] += isDead * p;
            hpLeft[i] += double(std::max(0, c.hp[i])) * p;
            if (model.isParty(people[std::size_t(i)].side)) {
                anyOut += isOut * p;
                anyDead += isDead * p;
            }
        }
    };

    // Initiative rerolled each round mixes the orders every round; rolled once, each order
    // holds for the whole fight and the fights are weighted by its chance.
    const std::map<Plan, double> orders = plans(model);
    std::vector<std::pair<std::vector<std::pair<Plan, double>>, double>> runs;
    if (model.rerollEachRound()) {
        runs.push_back({{orders.begin(), orders.end()}, 1.0});
    } else {
        for (const auto &[plan, p] : orders)
            runs.push_back({{{plan, 1.0}}, p});
    }

    for (const auto &[mix, weight] : runs) {
        Chain::Dist d{{chain.key(start), weight}};
        for (int round = 1; round <= maxRounds && !d.empty(); ++round) {
            Chain::Dist next;
            for (const auto &[plan, p] : mix) {
                Chain::Dist part;
                for (const auto &[k, q] : d)
                    part[k] = q * p;
                for (const auto &[k, q] : chain.round(part, plan))
                    next[k] += q;
            }
            d.clear();
            for (const auto &[k, p] : next) {
                const Cell c = chain.cell(k);
                const bool inA = !chain.out(c, 0), inB = !chain.out(c, 1);
                if (inA && inB) {
                    d[k] += p;
                    continue;
                }
                endedIn[std::size_t(round)] += p;
                if (inA)
                    wins[std::size_t(people[0].side)] += p;
                else if (inB)
                    wins[std::size_t(people[1].side)] += p;
                else
                    r.draw += p;
                settle(c, p);
            }
        }
        for (const auto &[k, p] : d) {
            r.undecided += p;
            settle(chain.cell(k), p);
        }
    }

    // Morale is asked only once a side's first has fallen or half of it is down: with one
    // combatant a side, that one is already out, so no one is left to break (exactly never).
    const auto &units = model.morale().units;
    for (std::size_t s = 0; s < model.sides().size(); ++s) {
        SimResult::SideResult side;
        side.side = model.sides()[s];
        side.win = wins[s];
        if (model.morale().on && std::any_of(units.begin(), units.end(), [&](const auto &u) {
                return u.side == int(s);
            }))
            side.broke = 0.0;
        r.sides.push_back(side);
    }
    double decided = 0.0, sum = 0.0;
    for (int round = 1; round <= maxRounds; ++round) {
        const double p = endedIn[std::size_t(round)];
        if (p <= 0.0)
            continue;
        r.roundHistogram.emplace_back(round, p);
        decided += p;
        sum += p * round;
    }
    r.meanRounds = decided > 0.0 ? sum / decided : 0.0;
    for (int i = 0; i < 2; ++i) {
        SimResult::CombatantResult c;
        c.name = people[std::size_t(i)].name;
        c.side = people[std::size_t(i)].sideId;
        c.pOut = out[i];
        if (model.hasDeath())
            c.pDead = dead[i];
        c.meanHpLeft = hpLeft[i];
        c.meanDamageDealt = chain.dealt[i];
        c.meanDamageTaken = chain.taken[i];
        r.combatants.push_back(c);
    }
    for (std::size_t s = 0; s < model.sides().size(); ++s) {
        if (!model.isParty(int(s)))
            r.pPartyLoses += wins[s];
    }
    r.pPartyLoses += r.draw;
    r.pAnyPcOut = anyOut;
    r.pAnyPcDead = anyDead;
    r.notes = model.notes();
    if (model.morale().on)
        r.notes << tr("One against one, morale never changes the result: it is asked only "
                      "when a side's one combatant is already down.");
    return r;
}

} // namespace Fray::Sim
