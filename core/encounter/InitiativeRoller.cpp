// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "InitiativeRoller.h"

#include "CombatantFormulas.h"
#include "Vitals.h"
#include "dice/DistributionEvaluator.h"
#include "dice/Roller.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <numeric>

namespace Fray::Encounter {

namespace {

const Rules::InitiativeAction *findAction(const Rules::Initiative &initiative, const QString &id)
{
    const auto it = std::find_if(initiative.actions.begin(), initiative.actions.end(),
        [&](const Rules::InitiativeAction &a) { return a.id == id; });
    return it == initiative.actions.end() ? nullptr : &*it;
}

bool outOfFight(const Rules::Ruleset &ruleset, const Combatant &c)
{
    const auto it = std::find_if(ruleset.hpStates.begin(), ruleset.hpStates.end(),
        [&](const Rules::HpState &s) { return s.id == c.state; });
    return it != ruleset.hpStates.end() && (it->outOfFight || it->dead);
}

} // namespace

InitiativeRoller::InitiativeRoller(const Encounter &encounter, Dice::Random &random)
    : m_encounter(encounter)
    , m_ruleset(encounter.ruleset())
    , m_random(random)
{ }

QString InitiativeRoller::actorFor(const QString &side) const
{
    QString actor = m_ruleset.initiative.actor.value(
        side, m_ruleset.initiative.actor.value(QStringLiteral("*")));
    for (const Rules::InitiativeOption &option : m_ruleset.initiative.options) {
        if (!m_encounter.state().options.contains(option.id))
            continue;
        if (option.actor.contains(side))
            actor = option.actor.value(side);
        else if (option.actor.contains(QStringLiteral("*")))
            actor = option.actor.value(QStringLiteral("*"));
    }
    return actor.isEmpty() ? QStringLiteral("combatant") : actor;
}

bool InitiativeRoller::rerollsEachRound() const
{
    QString reroll = m_ruleset.initiative.reroll;
    for (const Rules::InitiativeOption &option : m_ruleset.initiative.options) {
        if (m_encounter.state().options.contains(option.id) && !option.reroll.isEmpty())
            reroll = option.reroll;
    }
    return reroll == u"each_round";
}

qint64 InitiativeRoller::scale() const
{
    // Fractional ranks (BRP's half and quarter DEX) stay exact as integers of this scale.
    qint64 s = 1;
    for (const Rules::InitiativeAction &a : m_ruleset.initiative.actions)
        s = std::lcm(s, a.factorDenominator);
    return s;
}

std::vector<CombatantId> InitiativeRoller::members(
    const Encounter &encounter, const InitiativeEntry &entry)
{
    if (entry.side.isEmpty())
        return {entry.combatant};
    std::vector<CombatantId> ids;
    for (const Combatant &c : encounter.combatants()) {
        if (c.side == entry.side && (entry.group.isEmpty() || c.group == entry.group))
            ids.push_back(c.id);
    }
    return ids;
}

QString InitiativeRoller::countText(const InitiativeEntry &entry)
{
    if (entry.scale == 1 || entry.value % entry.scale == 0)
        return QString::number(entry.value / entry.scale);
    return QString::number(entry.count(), 'g', 6);
}

std::optional<QString> InitiativeRoller::rollValue(
    const Combatant &combatant, const Dice::Expression &e, qint64 &value)
{
    const auto rolled
        = Dice::Roller::roll(e, m_random, m_encounter.formulas().bindings(combatant, e));
    if (!rolled)
        return tr("initiative for %1 ('%2'): %3")
            .arg(combatant.name, e.text(), rolled.error().toString());
    value = rolled->total;
    return std::nullopt;
}

std::vector<qint64> InitiativeRoller::tieKeys(const Combatant &c)
{
    std::vector<qint64> keys;
    for (const Rules::TieBreak &tie : m_ruleset.initiative.ties) {
        if (tie.by == u"stat") {
            keys.push_back(c.stats.value(tie.stat));
        } else if (tie.by == u"weapon_class") {
            const QString cls = c.attacks.empty() ? QString() : c.attacks.front().weaponClass;
            const qsizetype i = tie.order.indexOf(cls);
            keys.push_back(-(i < 0 ? tie.order.size() : i));
        } else if (tie.by == u"skill") {
            keys.push_back(c.attacks.empty() ? 0 : c.attacks.front().value);
        } else if (tie.by == u"reroll") {
            keys.push_back(qint64(m_random.below(1u << 30)));
            break;
        } else {
            break; // simultaneous: whatever is still tied acts together
        }
    }
    return keys;
}

std::optional<QString> InitiativeRoller::addCombatant(
    const Combatant &c, qint64 round, std::vector<Candidate> &out)
{
    const Rules::Initiative &scheme = m_ruleset.initiative;
    const Rules::InitiativeAction *action = findAction(scheme, c.declared);
    const qint64 s = scale();
    const qint64 modifier = action && action->modifier ? *action->modifier * s : 0;
    const QString actor = actorFor(c.side);

    // Overrides the GM declared for this combatant and this round.
    int placement = 0;
    bool split = false;
    QStringList notes;
    for (const Rules::InitiativeOverride &o : scheme.overrides) {
        if (!c.overrides.contains(o.id) || (o.roundOneOnly && round != 1))
            continue;
        notes << o.label;
        if (o.placement == u"first")
            placement = -1;
        else if (o.placement == u"last")
            placement = 1;
        else if (o.placement == u"first_and_last")
            split = true;
    }

    const auto candidate = [&](qint64 value, qint64 attack, int place) {
        Candidate cand;
        cand.entry.combatant = c.id;
        cand.entry.attack = attack;
        cand.entry.value = value;
        cand.entry.scale = s;
        cand.entry.note = notes.join(QStringLiteral(", "));
        cand.placement = place;
        cand.keys = tieKeys(c);
        if (actor == u"side" || (actor == u"group" && !c.group.isEmpty())) {
            cand.entry.side = c.side;
            cand.entry.group = actor == u"group" ? c.group : QString();
        }
        return cand;
    };

    if (actor == u"attack" && !scheme.perAttack.isEmpty()) {
        qint64 attacks = c.attacksPerRound;
        if (action && action->attacksKept) {
            Dice::Bindings b;
            b.set(QStringLiteral("attacks"), attacks);
            const auto kept = Dice::DistributionEvaluator::evaluate(*action->attacksKept, b);
            if (kept && kept->isConstant())
                attacks = std::max<qint64>(0, kept->min());
        }
        std::vector<qint64> used;
        for (qint64 i = 1; i <= attacks; ++i) {
            const qsizetype die = std::min<qsizetype>(i, scheme.perAttack.size()) - 1;
            if (i > scheme.perAttack.size() && !scheme.repeatLastPerAttack)
                break;
            qint64 value = 0;
            if (auto error = rollValue(c, scheme.perAttack[die], value))
                return error;
            value = value * s + modifier;
            // Two of one combatant's attacks on one count: the later goes a count later.
            while (scheme.collisionLaterSegment
                && std::find(used.begin(), used.end(), value) != used.end())
                value -= s;
            used.push_back(value);
            const int place = split ? (i <= (attacks + 1) / 2 ? -1 : 1) : placement;
            out.push_back(candidate(value, i, place));
        }
        return std::nullopt;
    }

    qint64 value = 0;
    if (scheme.roll) {
        if (auto error = rollValue(c, *scheme.roll, value))
            return error;
        value *= s;
    } else if (scheme.value) {
        if (auto error = rollValue(c, *scheme.value, value))
            return error;
        const qint64 numerator = action ? action->factorNumerator : 1;
        const qint64 denominator = action ? action->factorDenominator : 1;
        value = value * numerator * (s / denominator);
    }
    value += modifier;
    if (split) {
        out.push_back(candidate(value, 0, -1));
        out.push_back(candidate(value, 0, 1));
    } else {
        out.push_back(candidate(value, 0, placement));
    }
    return std::nullopt;
}

Expected<std::vector<InitiativeEntry>, QString> InitiativeRoller::roll(qint64 round)
{
    const Rules::Initiative &scheme = m_ruleset.initiative;
    std::vector<Candidate> candidates;
    candidates.reserve(m_encounter.combatants().size());
    QSet<QString> teamsDone;
    for (const Combatant &c : m_encounter.combatants()) {
        if (outOfFight(m_ruleset, c))
            continue;
        const Rules::InitiativeAction *action = findAction(scheme, c.declared);
        if (action && action->skipsRoll)
            continue;
        // A side or group rolls once, for its first member.
        const QString actor = actorFor(c.side);
        if (actor == u"side" || (actor == u"group" && !c.group.isEmpty())) {
            const QString team = actor == u"side" ? c.side : c.side + QLatin1Char('\n') + c.group;
            if (teamsDone.contains(team))
                continue;
            teamsDone.insert(team);
        }
        if (auto error = addCombatant(c, round, candidates))
            return *error;
    }

    const bool highFirst = scheme.highFirst;
    std::stable_sort(
        candidates.begin(), candidates.end(), [highFirst](const Candidate &a, const Candidate &b) {
            if (a.placement != b.placement)
                return a.placement < b.placement;
            if (a.entry.value != b.entry.value)
                return highFirst ? a.entry.value > b.entry.value : a.entry.value < b.entry.value;
            return a.keys > b.keys;
        });

    std::vector<InitiativeEntry> order;
    order.reserve(candidates.size());
    qint64 slot = -1;
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        const Candidate &c = candidates[i];
        const bool tied = i > 0 && c.placement == candidates[i - 1].placement
            && c.entry.value == candidates[i - 1].entry.value && c.keys == candidates[i - 1].keys;
        if (!tied)
            ++slot;
        InitiativeEntry entry = c.entry;
        entry.slot = slot;
        const double count = entry.count();
        entry.lost = scheme.lostAtOrBelow && count <= double(*scheme.lostAtOrBelow);
        for (const Rules::Window &w : scheme.windows) {
            if ((!w.from || count >= double(*w.from)) && (!w.to || count <= double(*w.to))) {
                entry.window = w.label;
                break;
            }
        }
        order.push_back(entry);
    }
    return order;
}

} // namespace Fray::Encounter
