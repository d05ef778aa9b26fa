// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Encounter.h"
#include "Expected.h"
#include "dice/Random.h"

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

    Expected<std::vector<InitiativeEntry>, QString> roll(qint64 round);

    // Who rolls for `side` under the scheme and the GM's options.
    QString actorFor(const QString &side) const;
    // Whether the scheme rerolls every round under the GM's options.
    bool rerollsEachRound() const;
    // The members an entry stands for.
    static std::vector<CombatantId> members(
        const Encounter &encounter, const InitiativeEntry &entry);
    // The count an entry shows ("7", "3.5").
    static QString countText(const InitiativeEntry &entry);

private:
    struct Candidate
    {
        InitiativeEntry entry;
        int placement = 0; // -1 first, 0 in order, 1 last
        std::vector<qint64> keys; // tie-breaks, higher first
    };

    std::optional<QString> addCombatant(
        const Combatant &combatant, qint64 round, std::vector<Candidate> &out);
    std::optional<QString> rollValue(
        const Combatant &combatant, const Dice::Expression &e, qint64 &value);
    std::vector<qint64> tieKeys(const Combatant &representative);
    qint64 scale() const;

    const Encounter &m_encounter;
    const Rules::Ruleset &m_ruleset;
    Dice::Random &m_random;
};

} // namespace Fray::Encounter
