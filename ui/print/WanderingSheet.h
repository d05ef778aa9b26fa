// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/Ruleset.h"
#include "core/wandering/EncounterTable.h"
#include "ui/print/PageLayouter.h"
#include "ui/print/SheetText.h"

#include <QCoreApplication>

#include <vector>

namespace Fray::Print {

// The sheet a GM keeps beside the map between fights: the ruleset's order for meeting foes,
// each step with its roll and the exact odds of its chances (document 000's pursuit: stop for
// food on 1-5 of a d6, 83.3%), then each wandering-monster table with the exact chance of each
// row and of each number that comes.
class WanderingSheet
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Print::WanderingSheet)

public:
    WanderingSheet(PageLayouter &layouter, const PrintStyle &style, const Rules::Ruleset &ruleset,
        const std::vector<Wandering::EncounterTable> &tables);
    void write();

private:
    void writeOrder();
    void writeTable(const Wandering::EncounterTable &table);

    PageLayouter &m_layouter;
    const PrintStyle &m_style;
    const Rules::Ruleset &m_ruleset;
    const std::vector<Wandering::EncounterTable> &m_tables;
    SheetText m_text;
};

} // namespace Fray::Print
