// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/encounter/EncounterState.h"
#include "core/rules/Ruleset.h"

#include <QCoreApplication>
#include <QStringList>

#include <memory>
#include <vector>

namespace Fray::Print {

// The odds table of a ruleset's reference sheet, computed exactly with the core's odds from the
// ruleset's data alone. Its shape follows the attack roll and the variables:
// - a small die (a d20) with an attacker's value and a target's defence: a grid of the chance
//   to hit, attack value by defence;
// - a small die with one number to vary (old-school's "needed"): each result's chance by it;
// - a large die (a d100): the rolls that give each result, by the attacker's chance.
class ReferenceOdds
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Print::ReferenceOdds)

public:
    enum class Shape { Grid, Ladder, Thresholds };

    struct Table
    {
        Shape shape = Shape::Grid;
        QString title;
        QString caption;
        QStringList header;
        QList<QStringList> rows;
    };

    // The table for `ruleset`, its ranges around the values of `state`'s combatants (or the
    // variables' defaults when it has none).
    static Expected<Table, QString> build(const std::shared_ptr<const Rules::Ruleset> &ruleset,
        const Encounter::EncounterState &state);

    // Dice with more faces than this get the table of rolls rather than a grid.
    static constexpr qint64 gridFaceLimit = 30;

    // "45%", "4.75%", "<0.01%" (German "4,75 %"): exact to a hundredth of a percent.
    static QString percent(double probability);
    // Sorted faces as ranges: "01–04, 07"; `width` pads with zeros (d100: 2).
    static QString faceRanges(const std::vector<qint64> &faces, int width);
};

} // namespace Fray::Print
