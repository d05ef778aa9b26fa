// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/FightUnderRulesets.h"

#include "core/encounter/Encounter.h"
#include "core/encounter/EncounterCheck.h"
#include "core/sim/Difficulty.h"
#include "core/sim/FightModel.h"

namespace Fray::Sim {

Expected<std::vector<FightUnderRulesets::Under>, QString> FightUnderRulesets::run(
    const Encounter::EncounterState &fight,
    const std::vector<std::shared_ptr<const Rules::Ruleset>> &rulesets, const SimOptions &options,
    Simulator::Control *control)
{
    std::vector<Under> out;
    for (const auto &ruleset : rulesets) {
        Encounter::EncounterState state = fight;
        state.rulesetId = ruleset->id;
        const auto problems = Encounter::EncounterCheck::encounter(state, *ruleset);
        if (!problems.isEmpty())
            return tr("the fight does not fit %1: %2")
                .arg(ruleset->name, Encounter::EncounterCheck::summary(problems));
        const Encounter::Encounter encounter(ruleset, state);
        const auto model = FightModel::create(encounter, options);
        if (!model)
            return tr("%1: cannot simulate the fight: %2").arg(ruleset->name, model.error());
        const SimResult r = Simulator::run(**model, control);
        Under under;
        under.rulesetId = ruleset->id;
        under.win = r.pPartyWins;
        under.winSe = r.pPartyWinsSe;
        under.difficulty = Difficulty::assess(r);
        out.push_back(under);
    }
    return out;
}

} // namespace Fray::Sim
