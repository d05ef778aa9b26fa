// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/dice/Random.h"
#include "core/encounter/Encounter.h"

#include <QCoreApplication>

namespace Fray::Encounter {

// The initiative order for a round, exactly as the ruleset's scheme says: who rolls (each
// combatant, each group, each side or each attack), what (a roll, a static rank, a die per
// attack), declared actions, ties, lost counts, windows and round-1 overrides.
class InitiativeRoller
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Encounter::InitiativeRoller)

public:
    InitiativeRoller(const Encounter &encounter, Dice::Random &random);

    // The order for `round`. With `kept`, every actor that has an entry there keeps its count
    // (and its note, when the round gives it none) and only the others roll: the order is then
    // sorted again for this round's overrides, and combatants new to the fight join it.
    Expected<std::vector<InitiativeEntry>, QString> roll(
        qint64 round, const std::vector<InitiativeEntry> *kept = nullptr);

    // Who rolls for `side` under the scheme and the GM's options.
    QString actorFor(const QString &side) const;
    // Whether the scheme rerolls every round under the GM's options.
    bool rerollsEachRound() const;
    // The members an entry stands for.
    static std::vector<CombatantId> members(
        const Encounter &encounter, const InitiativeEntry &entry);
    // The count an entry shows ("7", "3.5").
    static QString countText(const InitiativeEntry &entry);
    // Who acts on an entry: the combatant's name, or the group's or side's, or the event's.
    static QString name(const Encounter &encounter, const InitiativeEntry &entry);
    // "Aldo 5, Goblins 3 (lost)", as the log shows an order; a side's name in the reader's
    // language.
    static Phrase orderText(const Encounter &encounter, const std::vector<InitiativeEntry> &order);
    // Whether two entries stand for the same combatant, group or side, and the same attack.
    static bool sameActor(const InitiativeEntry &a, const InitiativeEntry &b);

private:
    struct Candidate
    {
        InitiativeEntry entry;
        int placement = 0; // -2 top of the round, -1 first, 0 in order, 1 last, 2 end of round
        std::vector<qint64> keys; // tie-breaks, higher first
        qint64 keptAt = -1; // its place in the kept order, -1 when rolled now
    };

    std::optional<QString> addCombatant(
        const Combatant &combatant, qint64 round, std::vector<Candidate> &out);
    // Entries for the events that fire in `round`.
    void addEvents(qint64 round, std::vector<Candidate> &out) const;
    std::optional<QString> rollValue(
        const Combatant &combatant, const Dice::Expression &e, qint64 &value);
    std::vector<qint64> tieKeys(const Combatant &representative, qint64 keptAt);
    // An entry naming the one who rolls for the combatant: itself, its group or its side.
    InitiativeEntry actorEntry(const Combatant &combatant) const;
    // The kept entry for this actor and attack, or -1.
    qint64 keptIndex(const InitiativeEntry &entry) const;
    static bool sameCombatantOrTeam(const InitiativeEntry &a, const InitiativeEntry &b);
    qint64 scale() const;

    const Encounter &m_encounter;
    const Rules::Ruleset &m_ruleset;
    Dice::Random &m_random;
    const std::vector<InitiativeEntry> *m_kept = nullptr;
};

} // namespace Fray::Encounter
