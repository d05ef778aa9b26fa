// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/EncounterState.h"
#include "core/rules/Ruleset.h"
#include "ui/print/PageLayouter.h"

#include <QCoreApplication>

namespace Fray::Print {

// A stat block for every combatant, in two columns; a block is never split, it moves on to
// the next column or page whole.
class StatBlockSheet
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Print::StatBlockSheet)

public:
    StatBlockSheet(PageLayouter &layouter, const PrintStyle &style,
        const Encounter::EncounterState &state, const Rules::Ruleset &ruleset);

    void write();

private:
    // One block for `members`, alike as Encounter::AlikeCombatants says: a lone combatant by its
    // name, a group as "Goblin ×8" with a hit-point track for each member. A group too tall for a
    // column goes on in a further block. The blocks are added to `blocks`, to be placed together.
    void writeBlock(const QString &stem, const std::vector<const Encounter::Combatant *> &members,
        std::vector<PageLayouter::Block> &blocks);

    PageLayouter &m_layouter;
    const PrintStyle &m_style;
    const Encounter::EncounterState &m_state;
    const Rules::Ruleset &m_ruleset;
};

} // namespace Fray::Print
