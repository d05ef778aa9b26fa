// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/encounter/InitiativeRoller.h"

#include "core/dice/DistributionEvaluator.h"
#include "core/dice/Roller.h"
#include "core/encounter/CombatantFormulas.h"
#include "core/encounter/Vitals.h"
#include "core/rules/DisplayNames.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <limits>
#include <numeric>

namespace Fray::Encounter {

namespace {

const Rules::InitiativeAction *findAction(const Rules::Initiative &initiative, const QString &id)
{
    const auto it = std::find_if(initiative.actions.begin(), initiative.actions.end(),
        [&](const Rules::InitiativeAction &a) { return a.id == id; });
    return it == initiative.actions.end() ? nullptr : &*it;
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
    if (entry.event)
        return {};
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

QString InitiativeRoller::name(const Encounter &encounter, const InitiativeEntry &entry)
{
    if (entry.event) {
        const Event *event = encounter.findEvent(entry.event);
        return event ? event->name : QString();
    }
    if (!entry.side.isEmpty())
        return entry.group.isEmpty() ? entry.side : entry.group;
    const Combatant *c = encounter.find(entry.combatant);
    return c ? c->name : QString();
}

Phrase InitiativeRoller::orderText(
    const Encounter &encounter, const std::vector<InitiativeEntry> &order)
{
    std::vector<Phrase> parts;
    for (const InitiativeEntry &e : order) {
        const char *side = e.group.isEmpty() ? Rules::DisplayNames::sideSource(e.side) : nullptr;
        std::vector<Phrase> entry{
            side ? Phrase(Rules::DisplayNames::context, side) : Phrase::text(name(encounter, e))};
        if (e.attack > 0)
            entry.push_back(Phrase::text(QStringLiteral(" #%1").arg(e.attack)));
        const Event *event = e.event ? encounter.findEvent(e.event) : nullptr;
        if (event && event->when == Event::When::TopOfRound)
            entry.push_back(
                Phrase("Fray::Encounter::InitiativeRoller", QT_TR_NOOP(" (top of the round)")));
        else if (event && event->when == Event::When::EndOfRound)
            entry.push_back(
                Phrase("Fray::Encounter::InitiativeRoller", QT_TR_NOOP(" (end of the round)")));
        else
            entry.push_back(Phrase::text(QStringLiteral(" ") + countText(e)));
        if (e.lost)
            entry.push_back(Phrase("Fray::Encounter::InitiativeRoller", QT_TR_NOOP(" (lost)")));
        parts.push_back(Phrase::joined(std::move(entry), QString()));
    }
    return Phrase::joined(std::move(parts), QStringLiteral(", "));
}

bool InitiativeRoller::sameCombatantOrTeam(const InitiativeEntry &a, const InitiativeEntry &b)
{
    return a.event == b.event && a.side == b.side && a.group == b.group
        && (!a.side.isEmpty() || a.combatant == b.combatant);
}

bool InitiativeRoller::sameActor(const InitiativeEntry &a, const InitiativeEntry &b)
{
    return a.attack == b.attack && sameCombatantOrTeam(a, b);
}

InitiativeEntry InitiativeRoller::actorEntry(const Combatant &c) const
{
    InitiativeEntry entry;
    entry.combatant = c.id;
    const QString actor = actorFor(c.side);
    if (actor == u"side" || (actor == u"group" && !c.group.isEmpty())) {
        entry.side = c.side;
        entry.group = actor == u"group" ? c.group : QString();
    }
    return entry;
}

qint64 InitiativeRoller::keptIndex(const InitiativeEntry &entry) const
{
    if (!m_kept)
        return -1;
    const auto it = std::find_if(m_kept->begin(), m_kept->end(),
        [&](const InitiativeEntry &e) { return sameActor(e, entry); });
    return it == m_kept->end() ? -1 : qint64(it - m_kept->begin());
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

std::vector<qint64> InitiativeRoller::tieKeys(const Combatant &c, qint64 keptAt)
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
            // A kept entry keeps its place among its equals; one rolled now comes after them.
            keys.push_back(keptAt >= 0 ? (qint64(1) << 30) + qint64(m_kept->size()) - keptAt
                                       : qint64(m_random.below(1u << 30)));
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
    const InitiativeEntry who = actorEntry(c);
    const auto keptEntry = [&](qint64 attack) -> const InitiativeEntry * {
        InitiativeEntry entry = who;
        entry.attack = attack;
        const qint64 i = keptIndex(entry);
        return i < 0 ? nullptr : &(*m_kept)[std::size_t(i)];
    };

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
        cand.entry = who;
        cand.entry.attack = attack;
        cand.entry.value = value;
        cand.entry.scale = s;
        cand.entry.note = notes.join(QStringLiteral(", "));
        cand.placement = place;
        cand.keptAt = keptIndex(cand.entry);
        if (cand.keptAt >= 0) {
            const InitiativeEntry &old = (*m_kept)[std::size_t(cand.keptAt)];
            cand.entry.combatant = old.combatant;
            if (cand.entry.note.isEmpty())
                cand.entry.note = old.note;
        }
        cand.keys = tieKeys(c, cand.keptAt);
        return cand;
    };

    if (actorFor(c.side) == u"attack" && !scheme.perAttack.isEmpty()) {
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
            if (const InitiativeEntry *old = keptEntry(i)) {
                value = old->value;
            } else {
                if (auto error = rollValue(c, scheme.perAttack[die], value))
                    return error;
                value = value * s + modifier;
                // Two of one combatant's attacks on one count: the later goes a count later.
                while (scheme.collisionLaterSegment
                    && std::find(used.begin(), used.end(), value) != used.end())
                    value -= s;
            }
            used.push_back(value);
            const int place = split ? (i <= (attacks + 1) / 2 ? -1 : 1) : placement;
            out.push_back(candidate(value, i, place));
        }
        return std::nullopt;
    }

    qint64 value = 0;
    if (const InitiativeEntry *old = keptEntry(0)) {
        value = old->value;
    } else {
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
    }
    if (split) {
        out.push_back(candidate(value, 0, -1));
        out.push_back(candidate(value, 0, 1));
    } else {
        out.push_back(candidate(value, 0, placement));
    }
    return std::nullopt;
}

void InitiativeRoller::addEvents(qint64 round, std::vector<Candidate> &out) const
{
    // Events roll nothing, so they never change the dice the combatants' initiative gets.
    const qint64 s = scale();
    for (const Event &event : m_encounter.events()) {
        if (!event.firesIn(round))
            continue;
        Candidate cand;
        cand.entry.event = event.id;
        cand.entry.scale = s;
        if (event.when == Event::When::Count)
            cand.entry.value = event.count * s;
        else
            cand.placement = event.when == Event::When::TopOfRound ? -2 : 2;
        out.push_back(std::move(cand));
    }
}

Expected<std::vector<InitiativeEntry>, QString> InitiativeRoller::roll(
    qint64 round, const std::vector<InitiativeEntry> *kept)
{
    m_kept = kept;
    const Rules::Initiative &scheme = m_ruleset.initiative;
    std::vector<Candidate> candidates;
    candidates.reserve(m_encounter.combatants().size());
    QSet<QString> teamsDone;
    for (const Combatant &c : m_encounter.combatants()) {
        const InitiativeEntry who = actorEntry(c);
        // Out of the fight or not rolling: no new entry, but a kept one stays (one felled may
        // still act on a tie).
        const bool hasKept = kept && std::any_of(kept->begin(), kept->end(), [&](const auto &e) {
            return sameCombatantOrTeam(e, who);
        });
        const Rules::InitiativeAction *action = findAction(scheme, c.declared);
        if (!hasKept && (Vitals::outOfFight(m_ruleset, c) || (action && action->skipsRoll)))
            continue;
        // A side or group rolls once, for its first member.
        if (!who.side.isEmpty()) {
            const QString team = who.side + QLatin1Char('\n') + who.group;
            if (teamsDone.contains(team))
                continue;
            teamsDone.insert(team);
        }
        if (auto error = addCombatant(c, round, candidates))
            return *error;
    }
    addEvents(round, candidates);
    // Kept entries first, in their order, so equals keep their places when sorted.
    const auto keptRank = [](const Candidate &c) {
        return c.keptAt < 0 ? std::numeric_limits<qint64>::max() : c.keptAt;
    };
    std::stable_sort(candidates.begin(), candidates.end(),
        [&](const Candidate &a, const Candidate &b) { return keptRank(a) < keptRank(b); });

    const bool highFirst = scheme.highFirst;
    std::stable_sort(
        candidates.begin(), candidates.end(), [highFirst](const Candidate &a, const Candidate &b) {
            if (a.placement != b.placement)
                return a.placement < b.placement;
            if (a.entry.value != b.entry.value)
                return highFirst ? a.entry.value > b.entry.value : a.entry.value < b.entry.value;
            // An event loses ties: those on its count act first, as lair actions do.
            if ((a.entry.event != 0) != (b.entry.event != 0))
                return b.entry.event != 0;
            return a.keys > b.keys;
        });

    std::vector<InitiativeEntry> order;
    order.reserve(candidates.size());
    qint64 slot = -1;
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        const Candidate &c = candidates[i];
        const bool tied = i > 0 && !c.entry.event && !candidates[i - 1].entry.event
            && c.placement == candidates[i - 1].placement
            && c.entry.value == candidates[i - 1].entry.value && c.keys == candidates[i - 1].keys;
        if (!tied)
            ++slot;
        InitiativeEntry entry = c.entry;
        entry.slot = slot;
        const double count = entry.count();
        entry.lost = !entry.event && scheme.lostAtOrBelow && count <= double(*scheme.lostAtOrBelow);
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
