// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/dice/Distribution.h"
#include "core/dice/Random.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <vector>

namespace Fray::Wandering {

// A wandering-monster table, as a GM keeps one for a place: a die and rows, each a range of
// its results and what comes ("2d4 Goblins", "1 Ogre", or nothing). The creatures are library
// entries, named.
struct EncounterTable
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Wandering::EncounterTable)

public:
    struct Row
    {
        qint64 from = 0; // the die's results from and to, both included
        qint64 to = 0;
        QString count; // how many come, a dice expression ("2d4", "1"); empty with no creature
        QString creature; // a library entry's name; empty: nothing comes
        QString note;
        bool isNothing() const { return creature.isEmpty(); }
        bool operator==(const Row &) const = default;
    };

    // What is wrong with a table, and where: "rows[2].roll", "die".
    struct Problem
    {
        QString where;
        QString what;
        QString toString() const { return where + QStringLiteral(": ") + what; }
    };

    static constexpr int maxRows = 100;
    static constexpr qint64 maxCount = 1000; // the most of one creature a row may bring

    QString name;
    QString rulesetId;
    QString die = QStringLiteral("1d6");
    std::vector<Row> rows;

    bool operator==(const EncounterTable &) const = default;

    // The table's first problem ("rows[2].roll": "3–4 overlaps rows[1] (2–3)"); nothing when
    // every result of the die falls in exactly one row and every count can be rolled.
    std::optional<Problem> problem() const;

    // One roll on the table: the die, the row it falls in and, for a row with a creature, how
    // many come, each with its dice as the log shows them ("1d8 → [2] = 2").
    struct Rolled
    {
        qint64 result = 0;
        std::size_t row = 0;
        qint64 count = 0; // 0 when nothing comes
        QString dieShown;
        QString countShown;
    };
    // The roll, or the table's problem.
    Expected<Rolled, QString> roll(Dice::Random &random) const;
};

// The exact odds of a table: the chance of each row, how many come when it is rolled, and how
// many foes the table brings in all (0 for a row of nothing).
struct EncounterTableOdds
{
    struct RowOdds
    {
        double chance = 0.0;
        Dice::Distribution count; // the constant 0 for nothing
    };
    std::vector<RowOdds> rows; // in the table's order
    double nothing = 0.0; // the chance that nothing comes
    Dice::Distribution foes; // how many come, over the whole table
    double meanFoes = 0.0;

    // The table's odds, or its problem().
    static Expected<EncounterTableOdds, QString> of(const EncounterTable &table);
};

} // namespace Fray::Wandering
