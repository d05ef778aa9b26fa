// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <vector>

namespace Fray::Sim {

// What many fights (or the exact duel) say: each side's chance to win, the rounds, and what
// happens to each combatant, every probability and mean with its standard error (zero when
// exact).
struct SimResult
{
    struct SideResult
    {
        QString side;
        double win = 0.0;
        double winSe = 0.0;
        // Where morale was checked for it: P(some of it fled), and P(it first broke in round r)
        // for the rounds it did; absent where it never checks.
        std::optional<double> broke;
        double brokeSe = 0.0;
        std::vector<std::pair<int, double>> brokeIn;
    };
    struct CombatantResult
    {
        QString name;
        QString side;
        double pOut = 0.0;
        double pOutSe = 0.0;
        std::optional<double> pDead; // absent where the ruleset has no death
        double pDeadSe = 0.0;
        double meanHpLeft = 0.0; // hit points above 0 when the fight ends
        double meanHpLeftSe = 0.0;
        double meanDamageDealt = 0.0;
        double meanDamageDealtSe = 0.0;
        double meanDamageTaken = 0.0;
        double meanDamageTakenSe = 0.0;
    };

    std::int64_t trials = 0;
    std::uint64_t seed = 0;
    bool exact = false;
    int maxRounds = 0;
    std::vector<SideResult> sides;
    double undecided = 0.0; // still fighting after maxRounds
    double undecidedSe = 0.0;
    double draw = 0.0; // no one left on any side
    double drawSe = 0.0;
    // Over the fights that ended before the cap.
    double meanRounds = 0.0;
    double meanRoundsSe = 0.0;
    // P(the fight ends in round r), r = 1, 2 ...; rounds no fight ended in are left out.
    std::vector<std::pair<int, double>> roundHistogram;
    std::vector<CombatantResult> combatants;
    // What the difficulty is judged by: another side wins or no one is left, a player's
    // combatant is out of the fight, one is dead.
    double pPartyLoses = 0.0;
    // The players' sides win (simulated results; zero for an exact duel, which says by side).
    double pPartyWins = 0.0;
    double pPartyWinsSe = 0.0;
    double pAnyPcOut = 0.0;
    double pAnyPcDead = 0.0;
    QString difficulty; // the word, set by Difficulty::assess
    QStringList notes; // what the simulation approximated and how
    double fightsPerSecond = 0.0;

    const SideResult *side(const QString &id) const;
    const CombatantResult *combatant(const QString &name) const;

    // The JSON `fray-cli simulate --json` prints.
    QJsonObject toJson() const;
};

} // namespace Fray::Sim
