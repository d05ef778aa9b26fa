// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/encounter/EncounterState.h"
#include "core/rules/Ruleset.h"
#include "core/sim/Simulator.h"

#include <QCoreApplication>

#include <memory>
#include <vector>

namespace Fray::Sim {

// House rule A against B for a whole fight: the same encounter simulated under each ruleset
// (with the same seed, so the two differ by the rules and not by luck): the party's chance to
// win and the difficulty under each.
class FightUnderRulesets
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Sim::FightUnderRulesets)

public:
    struct Under
    {
        QString rulesetId;
        double win = 0.0; // the party's sides'
        double winSe = 0.0;
        QString difficulty;
    };

    // One per ruleset, in order; the error names the ruleset the fight does not fit.
    static Expected<std::vector<Under>, QString> run(const Encounter::EncounterState &fight,
        const std::vector<std::shared_ptr<const Rules::Ruleset>> &rulesets,
        const SimOptions &options, Simulator::Control *control = nullptr);
};

} // namespace Fray::Sim
