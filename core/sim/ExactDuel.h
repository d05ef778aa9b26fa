// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/sim/FightModel.h"
#include "core/sim/SimResult.h"

#include <QCoreApplication>

#include <optional>

namespace Fray::Sim {

// One combatant against one, worked out exactly: a Markov chain over both combatants' hit
// points and HP states, round by round, each attack branching on its exact damage distribution
// and each round on the initiative order's exact probabilities. The same rules as FightRunner,
// so the two check each other; the result has the same shape, with zero standard errors.
class ExactDuel
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Sim::ExactDuel)

public:
    // Why the fight cannot be worked out exactly, or nullopt when it can.
    static std::optional<QString> whyNot(const FightModel &model);
    // The same for what can be told from the encounter alone, asked before the model's tables
    // are built (which for a combatant of many hit points takes long).
    static std::optional<QString> whyNotBeforeBuilding(const Encounter::Encounter &encounter);
    static Expected<SimResult, QString> run(const FightModel &model);
};

} // namespace Fray::Sim
