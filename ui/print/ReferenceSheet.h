// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/EncounterState.h"
#include "core/rules/Ruleset.h"
#include "ui/print/PageLayouter.h"
#include "ui/print/SheetText.h"

#include <QCoreApplication>

#include <memory>

namespace Fray::Print {

class TableWriter;

// A ruleset's reference, generated from its data alone: the attack roll band by band, the odds
// table, damage, situational modifiers, conditions, HP states, the ruleset's own tables,
// initiative and notes.
class ReferenceSheet
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Print::ReferenceSheet)

public:
    ReferenceSheet(PageLayouter &layouter, const PrintStyle &style,
        std::shared_ptr<const Rules::Ruleset> ruleset, const Encounter::EncounterState &state);

    void write();

private:
    void writeOverview();
    void writeAttackRoll();
    void addBands(TableWriter &table, const Rules::Check &check, int depth);
    void writeOdds();
    void writeDamage();
    void writeModifiers();
    void writeConditions();
    void writeHpStates();
    void writeTables();
    void writeInitiative();
    void writeNotes();

    PageLayouter &m_layouter;
    const PrintStyle &m_style;
    std::shared_ptr<const Rules::Ruleset> m_ruleset;
    const Encounter::EncounterState &m_state;
    SheetText m_text;
};

} // namespace Fray::Print
