// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The initiative part of a fight's model: the ruleset's entries (per side, group, combatant or
// attack), their dice, kept orders and a round already under way.
#include "core/encounter/InitiativeRoller.h"
#include "core/sim/FightModelBuilder.h"

namespace Fray::Sim {

std::optional<QString> FightModel::Builder::initiative()
{
    const Rules::Initiative &scheme = m_ruleset.initiative;
    const auto &people = m_encounter.combatants();
    Dice::Random unused(0);
    const Encounter::InitiativeRoller roller(m_encounter, unused);
    m.m_highFirst = scheme.highFirst;
    m.m_rerollEachRound = roller.rerollsEachRound();
    m.m_fallenTiesAct = scheme.deadAct == u"simultaneous_ties";
    m.m_collisionLater = scheme.collisionLaterSegment;
    m.m_lostAtOrBelow = scheme.lostAtOrBelow;

    // The one who rolls for a group or side: its first member still in the fight.
    const auto able = [&](const Encounter::Combatant &c) {
        const Rules::HpState *s = m_ruleset.hpState(c.state);
        return !(s && (s->outOfFight || s->dead));
    };
    std::map<QString, int> teams;
    std::vector<std::vector<qint64>> keys;
    std::vector<Encounter::InitiativeEntry> asEncounter; // each entry as the encounter names it
    const auto rollOf = [&](const Encounter::Combatant &c, const Dice::Expression &e,
                            Entry &entry) -> std::optional<QString> {
        auto d = distributionOf(c, e);
        if (!d)
            return tr("initiative for %1").arg(d.error());
        if (d->isConstant())
            entry.fixed = d->min();
        else
            entry.rollTable = addTable(*d);
        return std::nullopt;
    };
    const auto tieKeys = [&](const Encounter::Combatant &c) {
        std::vector<qint64> k;
        for (const Rules::TieBreak &tie : scheme.ties) {
            if (tie.by == u"stat") {
                k.push_back(c.stats.value(tie.stat));
            } else if (tie.by == u"weapon_class") {
                const QString cls = c.attacks.empty() ? QString() : c.attacks.front().weaponClass;
                const qsizetype i = tie.order.indexOf(cls);
                k.push_back(-(i < 0 ? tie.order.size() : i));
            } else if (tie.by == u"skill") {
                k.push_back(c.attacks.empty() ? 0 : c.attacks.front().value);
            } else {
                m.m_randomTies = m.m_randomTies || tie.by == u"reroll";
                break;
            }
        }
        return k;
    };
    for (std::size_t i = 0; i < people.size(); ++i) {
        const Encounter::Combatant &c = people[i];
        const QString actor = roller.actorFor(c.side);
        if (actor == u"attack" && !scheme.perAttack.isEmpty()) {
            m.m_combatants[i].entry = int(m.m_entries.size());
            for (qint64 a = 1; a <= c.attacksPerRound; ++a) {
                if (a > scheme.perAttack.size() && !scheme.repeatLastPerAttack)
                    break;
                Entry entry;
                entry.members = {int(i)};
                entry.owner = int(i);
                entry.attack = int(a);
                const auto &die
                    = scheme.perAttack[std::min<qsizetype>(a, scheme.perAttack.size()) - 1];
                if (auto error = rollOf(c, die, entry))
                    return error;
                Encounter::InitiativeEntry named;
                named.combatant = c.id;
                named.attack = a;
                asEncounter.push_back(named);
                keys.push_back(tieKeys(c));
                m.m_entries.push_back(std::move(entry));
            }
            continue;
        }
        const bool team = actor == u"side" || (actor == u"group" && !c.group.isEmpty());
        const QString teamKey
            = c.side + QLatin1Char('\n') + (actor == u"group" ? c.group : QString());
        if (team) {
            const auto found = teams.find(teamKey);
            if (found != teams.end()) {
                Entry &entry = m.m_entries[std::size_t(found->second)];
                entry.members.push_back(int(i));
                m.m_combatants[i].entry = found->second;
                // The first member still able rolls.
                if (!able(people[std::size_t(entry.owner)]) && able(c)) {
                    entry.owner = int(i);
                    entry.rollTable = none;
                    if (scheme.roll) {
                        if (auto error = rollOf(c, *scheme.roll, entry))
                            return error;
                    }
                    keys[std::size_t(found->second)] = tieKeys(c);
                }
                continue;
            }
            teams.emplace(teamKey, int(m.m_entries.size()));
        }
        Entry entry;
        entry.members = {int(i)};
        entry.owner = int(i);
        if (scheme.roll) {
            if (auto error = rollOf(c, *scheme.roll, entry))
                return error;
        } else if (scheme.value) {
            if (auto error = rollOf(c, *scheme.value, entry))
                return error;
        }
        Encounter::InitiativeEntry named;
        named.combatant = c.id;
        if (team) {
            named.side = c.side;
            named.group = actor == u"group" ? c.group : QString();
        }
        asEncounter.push_back(named);
        keys.push_back(tieKeys(c));
        m.m_combatants[i].entry = int(m.m_entries.size());
        m.m_entries.push_back(std::move(entry));
    }
    // Tie-breaks as one rank: the higher keys act first.
    std::vector<std::vector<qint64>> sorted = keys;
    std::sort(sorted.begin(), sorted.end());
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    for (std::size_t e = 0; e < m.m_entries.size(); ++e)
        m.m_entries[e].tieRank
            = int(std::lower_bound(sorted.begin(), sorted.end(), keys[e]) - sorted.begin());

    // An order the encounter already has: its counts are kept where the scheme keeps them, and
    // a round under way goes on from the entry whose turn it is.
    const Encounter::EncounterState &state = m_encounter.state();
    const auto entryFor = [&](const Encounter::InitiativeEntry &e) {
        for (std::size_t i = 0; i < asEncounter.size(); ++i) {
            if (Encounter::InitiativeRoller::sameActor(asEncounter[i], e))
                return int(i);
        }
        return int(none);
    };
    for (const Encounter::InitiativeEntry &e : state.order) {
        const int i = entryFor(e);
        if (i == none)
            continue;
        m.m_entries[std::size_t(i)].kept = true;
        m.m_entries[std::size_t(i)].fixed = e.value / std::max<qint64>(1, e.scale);
    }
    m.m_startRound = int(std::min<qint64>(state.round, 1 << 20));
    if (state.round > 0) {
        m.m_resumesRound = true;
        for (qint64 k = std::max<qint64>(0, state.turn);
             state.turn >= 0 && k < qint64(state.order.size()); ++k) {
            const Encounter::InitiativeEntry &e = state.order[std::size_t(k)];
            const int i = entryFor(e);
            if (i != none && !e.lost)
                m.m_restOfRound.emplace_back(i, int(e.slot));
        }
        note(tr("The fight is under way: round %1 goes on from the entry whose turn it is, and "
                "the rounds are counted from it.")
                 .arg(state.round));
    }
    return std::nullopt;
}

} // namespace Fray::Sim
