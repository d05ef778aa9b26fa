// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Encounter.h"

#include <QCoreApplication>

#include <vector>

namespace Fray::Encounter {

// Who the rules would take at the end of this round, asked before the round ends: a combatant
// whose hit points put it in an end-of-round state that kills (BRP: still at 0 when the round
// ends), or whose state's tick would take it into a dead state (C&C: mortally wounded at -9,
// bleeding one more). Each with the state whose rule decides and the remedy it declares.
class RoundEnd
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Encounter::RoundEnd)

public:
    struct Risk
    {
        CombatantId combatant = 0;
        // The state the end of the round would put it in ("Dead").
        const Rules::HpState *becomes = nullptr;
        // The state whose rule decides: `becomes` itself, or the bleeding state it is in now.
        const Rules::HpState *rule = nullptr;
        // What may still save it, from `rule`; nullptr when the ruleset declares none.
        const Rules::Remedy *remedy() const
        {
            return rule && rule->remedy ? &*rule->remedy : nullptr;
        }
    };

    // Everyone at risk, in the encounter's order. Quick when the ruleset has no such states.
    static std::vector<Risk> risks(const Encounter &encounter);
    // The risk of one combatant, if it is at risk.
    static std::optional<Risk> riskOf(const Encounter &encounter, CombatantId id);
    // Whether the ruleset has any state that can put someone at risk.
    static bool canAsk(const Rules::Ruleset &ruleset);

    // The rule's own words for a risk: the state's end-of-round reminder, else its note.
    static QString words(const Risk &risk);
    // One line for the question: "Aldo (0 HP) — Dead when the round ends".
    static QString summary(const Encounter &encounter, const Risk &risk);
    // Why a step that would end the round refuses while someone is at risk, naming the commands
    // that answer it.
    static QString refusal(const Encounter &encounter, const std::vector<Risk> &risks);
};

} // namespace Fray::Encounter
