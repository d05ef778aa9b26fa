// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/sim/SimResult.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace Fray::Sim {

// A fight's difficulty in words, from what the simulation says happens to the players' side,
// never from an XP table. Each word has thresholds on three chances (the party loses, any of
// its combatants is out of the fight, any dies); the hardest word one of whose thresholds is
// reached is the fight's word.
class Difficulty
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Sim::Difficulty)

public:
    struct Limits
    {
        double lose = 2.0; // above 1: never by this chance
        double anyOut = 2.0;
        double anyDead = 2.0;
        bool operator==(const Limits &) const = default;
    };
    struct Thresholds
    {
        Limits deadly{0.20, 2.0, 0.30};
        Limits hard{0.05, 0.50, 0.10};
        Limits medium{0.01, 0.15, 0.02};
        bool operator==(const Thresholds &) const = default;
    };

    // "deadly", "hard", "medium" or "easy" (ids, stable for scripts).
    static QString assess(const SimResult &result, const Thresholds &thresholds);
    static QString assess(const SimResult &result);
    // The word as a GM reads it, translated.
    static QString label(const QString &word);
    // Changes thresholds from "hard.lose=0.1" (word.lose|out|dead=probability); the error
    // says what is wrong.
    static std::optional<QString> set(Thresholds &thresholds, const QString &assignment);
};

} // namespace Fray::Sim
