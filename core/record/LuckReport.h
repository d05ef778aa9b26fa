// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/EncounterState.h"
#include "core/record/PoissonBinomial.h"

#include <optional>
#include <vector>

namespace Fray::Record {

// "Are my dice cursed?": for each combatant that rolled attacks in Fray, how many it made and
// hit, the hits its odds promised, and the exact chance of doing that well or worse (the
// Poisson-binomial P(X <= hits) over its attacks' chances). A small chance is bad luck; one near
// 1 with many hits expected is good luck.
class LuckReport
{
public:
    struct Row
    {
        Encounter::CombatantId attacker = 0;
        QString name; // as the roster has it now, or as recorded when it left
        qint64 attacks = 0;
        qint64 hits = 0;
        double expectedHits = 0.0;
        double atMost = 1.0; // P(X <= hits)
        std::optional<PoissonBinomial::Fraction> exactAtMost; // when every chance is a fraction
    };
    // One rolled attack in the order of the log.
    struct Attack
    {
        qint64 round = 0;
        Encounter::AttackRecord record;
    };

    LuckReport() = default;
    // Combatants in the roster's order, then those no longer in it in the order they first
    // attacked; only those that attacked have a row.
    static LuckReport of(const Encounter::EncounterState &state);

    const std::vector<Row> &rows() const { return m_rows; }
    const std::vector<Attack> &attacks() const { return m_attacks; }
    // A combatant renamed since: its row shows the roster's name, with nothing worked out again.
    void rename(std::size_t row, const QString &name) { m_rows[row].name = name; }

private:
    std::vector<Row> m_rows;
    std::vector<Attack> m_attacks;
};

} // namespace Fray::Record
