// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/encounter/EncounterState.h"
#include "core/rules/Ruleset.h"
#include "ui/print/PageLayouter.h"
#include "ui/print/SheetOptions.h"

#include <QCoreApplication>
#include <QPointF>

#include <memory>
#include <optional>

namespace Fray::Print {

// Odds charts for chosen attacker/target pairs, as the odds view shows them: each result's
// chance, and the chance of any hit, over a range of the attack's value. Lines differ by dash
// pattern and marker, not by colour, so they read in black and white.
class OddsChartSheet
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Print::OddsChartSheet)

public:
    struct Series
    {
        QString label;
        std::vector<QPointF> points; // x: the varied value; y: probability 0..1
        bool total = false; // the "any hit" line
    };

    struct Chart
    {
        QString title; // "Mira's Longsword against Bandit Chief"
        QString subtitle; // the target's defence and the modifiers and conditions counted
        QString xLabel; // the varied variable's label, in the ruleset's words
        qint64 from = 0;
        qint64 to = 0;
        std::optional<qint64> current; // the attack's own value, marked on the chart
        std::vector<Series> series;
        QString summary; // the odds at the current value
    };

    OddsChartSheet(PageLayouter &layouter, const PrintStyle &style,
        std::shared_ptr<const Rules::Ruleset> ruleset, const Encounter::EncounterState &state,
        const std::vector<SheetOptions::OddsPair> &pairs);

    void write();

    // The chart of one attack of a pair; an error says why it cannot be drawn.
    static Expected<Chart, QString> chart(const std::shared_ptr<const Rules::Ruleset> &ruleset,
        const Encounter::EncounterState &state, const SheetOptions::OddsPair &pair, qint64 attack);

private:
    void writeChart(const Chart &chart);
    static void paintChart(
        QPainter &painter, const QRectF &rect, const Chart &chart, const PrintStyle &style);

    PageLayouter &m_layouter;
    const PrintStyle &m_style;
    std::shared_ptr<const Rules::Ruleset> m_ruleset;
    const Encounter::EncounterState &m_state;
    std::vector<SheetOptions::OddsPair> m_pairs;
};

} // namespace Fray::Print
