// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

#include <optional>

namespace Fray::Storage {

class CampaignDatabase;

// How long a turn takes at this table, measured from the campaign's own fights: each encounter's
// journal keeps when every command was done, and the time between one turn's end (Next Turn, Next
// Round) and the next one's is how long that turn took. The median of them all, so a slow turn or
// two changes little; a gap longer than a break's (longestTurn) is a break, not a turn.
class TablePace
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Storage::TablePace)

public:
    static constexpr double longestTurn = 30 * 60.0; // seconds
    static constexpr int fewestTurns = 5; // fewer turns measure nothing yet

    struct Pace
    {
        double secondsPerTurn = 0.0;
        int turns = 0; // how many turns were measured
    };

    // Nothing when the campaign has fewer than fewestTurns turns to measure.
    static std::optional<Pace> measure(const CampaignDatabase &file);
    // How long a fight of `rounds` rounds of `turnsPerRound` turns takes at `pace`, in minutes.
    static double minutes(double rounds, int turnsPerRound, const Pace &pace);
    // "about 35 minutes at this table's pace (42 s a turn, from 120 turns played)".
    static QString about(double minutes, const Pace &pace);
};

} // namespace Fray::Storage
