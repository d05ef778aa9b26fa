// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Encounter.h"
#include "core/party/MemberUpdate.h"

#include <QCoreApplication>

#include <vector>

namespace Fray::Party {

// What a finished fight leaves on the party: each member who fought (a combatant that came
// from its library entry) keeps its hit points, subdual damage, HP state, uses left and the
// conditions that outlast a fight — those that last until removed or until an event; a
// condition counting down rounds is over when the fight is.
class CarryOver
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Party::CarryOver)

public:
    // One update per member who fought, in the party's order; members who did not fight are
    // left out.
    static std::vector<MemberUpdate> preview(
        const Encounter::Encounter &fight, const std::vector<Library::LibraryEntry> &party);

    // Whether a condition on a combatant outlasts the fight.
    static bool lasts(const Encounter::Encounter &fight, const Encounter::ActiveCondition &active);
};

} // namespace Fray::Party
