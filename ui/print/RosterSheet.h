// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/EncounterState.h"
#include "core/rules/Ruleset.h"
#include "ui/print/PageLayouter.h"

#include <QCoreApplication>

namespace Fray::Print {

// The roster a GM marks during the fight: the combatants in initiative order (or a box to
// write the count in), each with its defence, a row of hit-point boxes to tick, its attacks,
// conditions and lines for notes; a round tracker on top, the events in the order under it and
// ruled space below.
class RosterSheet
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Print::RosterSheet)

public:
    RosterSheet(PageLayouter &layouter, const PrintStyle &style,
        const Encounter::EncounterState &state, const Rules::Ruleset &ruleset,
        const QString &simulation = QString());

    void write();

    // Hit points as boxes: one per point up to maxBoxes points, else each box stands for
    // several so the row stays short; `ticked` boxes are the damage already taken.
    struct HpBoxes
    {
        qint64 boxes = 0;
        qint64 perBox = 1;
        qint64 ticked = 0;
    };
    static HpBoxes hpBoxes(qint64 maxHp, qint64 hp);
    static constexpr qint64 maxBoxes = 60;
    static constexpr qint64 boxesWhenGrouped = 50;

private:
    struct Entry
    {
        const Encounter::Combatant *combatant = nullptr;
        QString slot; // "1", "2" ... in the order; empty before the fight
        QString count; // the initiative counts, "12" or "9 · 4"
    };

    std::vector<Entry> entries() const;
    void writeIntro();
    // What acts that is no combatant: each event's name, when and in which rounds, its note,
    // roll and who arrives. Nothing when the encounter has none.
    void writeEvents();
    void writeCombatant(const Entry &entry);
    void writeNotes();

    PageLayouter &m_layouter;
    const PrintStyle &m_style;
    const Encounter::EncounterState &m_state;
    const Rules::Ruleset &m_ruleset;
    QString m_simulation;
};

} // namespace Fray::Print
