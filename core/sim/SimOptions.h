// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMap>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace Fray::Sim {

// How a side picks the foe each attack goes at: the lowest current HP among those still in
// the fight, any of them at random, the highest, or the first in the encounter's list.
enum class Tactic { Weakest, Random, Strongest, First };

QString tacticName(Tactic tactic);
std::optional<Tactic> tacticFromName(const QString &name);
QStringList tacticNames();

struct SimOptions
{
    static constexpr std::int64_t maxTrials = 1'000'000'000;
    static constexpr int maxRoundsLimit = 10'000;

    std::int64_t trials = 10'000;
    std::uint64_t seed = 1;
    int threads = 0; // 0: every core
    // The players' side (party) and every other side.
    Tactic partyTactic = Tactic::Weakest;
    Tactic foesTactic = Tactic::Weakest;
    int maxRounds = 50;
    // Checks morale where the ruleset has a morale rule: those whose check fails flee.
    bool morale = true;
    // Values the ruleset takes from no combatant field (old-school's "needed"), given for every
    // attack, as the GM gives them for one.
    QMap<QString, qint64> values;
};

} // namespace Fray::Sim
