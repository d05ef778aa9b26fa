// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// FightModel's builder, shared by the files that set up its parts (FightModel.cpp: sides,
// combatants, conditions and attacks; FightModelInitiative.cpp: the initiative entries).
#include "core/sim/FightModel.h"

namespace Fray::Sim {

class FightModel::Builder
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Sim::FightModel)

public:
    Builder(FightModel &model, const Encounter::Encounter &encounter)
        : m(model)
        , m_encounter(encounter)
        , m_ruleset(encounter.ruleset())
    { }

    std::optional<QString> build();

private:
    int addTable(const Dice::Distribution &d)
    {
        m.m_distributions.push_back(d);
        return int(m.m_alias.add(d));
    }
    void note(const QString &text)
    {
        if (!m.m_notes.contains(text))
            m.m_notes << text;
    }
    std::optional<QString> sides();
    // What the fight would need, counted before anything is built for it.
    std::optional<QString> bounds() const;
    std::optional<QString> combatant(std::size_t index);
    std::optional<QString> conditions(std::size_t index);
    std::optional<QString> attacks();
    std::optional<QString> initiative();
    // The units that check morale and their chances (FightModelMorale.cpp).
    std::optional<QString> morale();
    // A formula of the combatant's rolled as a distribution (a tick, a duration, initiative).
    Expected<Dice::Distribution, QString> distributionOf(
        const Encounter::Combatant &c, const Dice::Expression &e) const;

    FightModel &m;
    const Encounter::Encounter &m_encounter;
    const Rules::Ruleset &m_ruleset;
    // Per combatant: its local conditions as the encounter holds them (a GM's own included).
    std::vector<std::vector<Encounter::ActiveCondition>> m_local;
    // Per combatant and wound level: a state and hit points at that level.
    std::vector<std::vector<std::pair<int, int>>> m_levelAt;
};

} // namespace Fray::Sim
