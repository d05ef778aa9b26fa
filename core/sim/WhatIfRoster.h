// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/EncounterState.h"

#include <QString>

#include <vector>

namespace Fray::Sim {

// "What if there were ten goblins, not eight?": the encounter's alike combatants (the printed
// sheets' rule, Encounter::AlikeCombatants) as groups with a count, and a copy of the encounter
// with each group grown or shrunk to its count. The encounter itself is never changed.
class WhatIfRoster
{
public:
    struct Group
    {
        QString stem; // "Goblin"
        QString side;
        std::vector<Encounter::CombatantId> members; // in the encounter's order
        int count = 0; // how many the copy has
    };

    // The most a count may ask for where the encounter has fewer.
    static constexpr int maxCount = 99;

    WhatIfRoster() = default;
    explicit WhatIfRoster(const std::vector<Encounter::Combatant> &combatants);

    const std::vector<Group> &groups() const { return m_groups; }
    // The groups `name` means, case aside: those whose stem it is ("Goblin"), else those a
    // combatant of that name is in ("Goblin 4"); "SIDE:NAME" ("foes:Wolf") only those of the
    // side. Empty when it means none.
    std::vector<std::size_t> groupsNamed(
        const QString &name, const std::vector<Encounter::Combatant> &combatants) const;
    // The most a count of the group may ask for: maxCount, or the group's own size if larger.
    int mostFor(std::size_t group) const;
    void setCount(std::size_t group, int count);
    // A count differs from the encounter's.
    bool isChanged() const;

    // The encounter with every group at its count: the last members leave first, and new ones
    // are fresh copies of the group's last member (full hit points, no conditions), numbered on
    // from the highest number the group has.
    Encounter::EncounterState applied(const Encounter::EncounterState &state) const;

private:
    std::vector<Group> m_groups;
};

} // namespace Fray::Sim
