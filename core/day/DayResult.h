// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/sim/SimResult.h"

#include <QJsonObject>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <vector>

namespace Fray::Day {

// What many simulated days say: the chance the party gets through, in which fight it breaks, how
// each hero stands before each fight and at the day's end, each probability and mean with its
// standard error.
struct DayResult
{
    // A hero as a fight finds it, over the days that reach the fight.
    struct HeroBefore
    {
        QString name;
        bool inFight = false;
        double meanHp = 0.0;
        double meanHpSe = 0.0;
        double pOut = 0.0; // out of the fight before it begins
        double pOutSe = 0.0;
    };
    struct FightResult
    {
        QString name;
        QString restBefore; // empty: no rest
        double reached = 0.0; // P(the day comes to this fight)
        double reachedSe = 0.0;
        double breaks = 0.0; // P(the party loses it, or it is still going at the round cap)
        double breaksSe = 0.0;
        Sim::SimResult fight; // over the days that reach it
        std::vector<HeroBefore> heroes;
    };
    // A hero at the day's end (after the last fight, or the one the party broke in).
    struct HeroAtEnd
    {
        QString name;
        double pOut = 0.0; // down, dying, dead or otherwise out
        double pOutSe = 0.0;
        std::optional<double> pDead; // absent where the ruleset has no death
        double pDeadSe = 0.0;
    };

    std::int64_t trials = 0;
    std::uint64_t seed = 0;
    double through = 0.0; // P(the party wins every fight)
    double throughSe = 0.0;
    std::vector<FightResult> fights;
    std::vector<HeroAtEnd> heroes;
    QStringList notes;
    double daysPerSecond = 0.0;

    // The expected rounds played in a day: each fight's mean rounds times the chance it is fought.
    double expectedRounds() const;

    // The JSON `fray-cli day --json` prints.
    QJsonObject toJson() const;
};

} // namespace Fray::Day
