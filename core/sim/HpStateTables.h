// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Encounter.h"
#include "core/sim/FightModel.h"

#include <QCoreApplication>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace Fray::Sim {

// A combatant's HP states as tables over (state, hit points): what Vitals does after damage,
// after healing and at the end of a round, and the wound penalty its attacks carry. Everything
// else a state's formula may read (maximum and starting HP, subdual damage, stats) stays as the
// combatant has it, since a simulated fight changes only hit points.
class HpStateTables
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Sim::HpStateTables)

public:
    HpStateTables(const Encounter::Encounter &encounter, const Encounter::Combatant &combatant);

    std::optional<QString> build(FightModel::CombatantModel &model);
    // The hit points a combatant's tables run over (top and floor), from what it has.
    static std::int64_t top(std::int64_t hp, std::int64_t maxHp) { return std::max(maxHp, hp); }
    static std::int64_t floor(std::int64_t hp, std::int64_t maxHp)
    {
        // Below the lowest threshold nothing changes; the floor is checked far below it.
        return std::min<std::int64_t>(0, hp) - 2 * maxHp - 64;
    }
    static std::int64_t span(std::int64_t hp, std::int64_t maxHp)
    {
        return top(hp, maxHp) - floor(hp, maxHp);
    }
    // Per wound level: a state (0 = none, s + 1) and hit points that give it.
    const std::vector<std::pair<int, int>> &levelRepresentatives() const { return m_levelAt; }

private:
    int stateIndex(const QString &id) const; // 0 for none
    void put(int state, int hp);
    int afterDamage(int state);
    int update(int state, bool endOfRound);

    const Encounter::Encounter &m_encounter;
    const Rules::Ruleset &m_ruleset;
    Encounter::Combatant m_c;
    std::vector<std::pair<int, int>> m_levelAt;
};

} // namespace Fray::Sim
