// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Combatant.h"
#include "core/rules/Ruleset.h"

#include <QCoreApplication>
#include <QStringList>

namespace Fray::Party {

// The differences between a member as it was and as it will be, in the GM's words: hit points,
// subdual damage, HP state, conditions gained and ended, uses. Shared by the fight's carry-over
// and the rest, so both previews read alike.
class MemberChanges
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Party::MemberChanges)

public:
    static QStringList between(const Encounter::Combatant &before,
        const Encounter::Combatant &after, const Rules::Ruleset &ruleset);
};

} // namespace Fray::Party
