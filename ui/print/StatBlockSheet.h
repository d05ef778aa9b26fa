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
    void writeBlock(const Encounter::Combatant &combatant);

    PageLayouter &m_layouter;
    const PrintStyle &m_style;
    const Encounter::EncounterState &m_state;
    const Rules::Ruleset &m_ruleset;
};

} // namespace Fray::Print
