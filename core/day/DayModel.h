// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/day/DayPlan.h"
#include "core/sim/AliasTables.h"
#include "core/sim/FightModel.h"
#include "core/storage/TablePace.h"

#include <QCoreApplication>

#include <memory>
#include <vector>

namespace Fray::Day {

struct DayResult;

// A day worked out once so that many days can be played from it: each fight's FightModel, the
// heroes (the players' side of every fight, matched by name) and where each stands in each fight,
// and what each rest gives each hero as a distribution of hit points.
class DayModel
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Day::DayModel)

public:
    static constexpr std::size_t maxFights = 50;
    static constexpr std::int64_t backToFull = std::int64_t(1) << 40;

    // What one rest gives one hero: nothing, a draw from `table` (hit points, never below 0), or
    // back to full.
    struct RestGift
    {
        enum class Kind { Nothing, Table, Full };
        Kind kind = Kind::Nothing;
        std::uint32_t table = 0;
    };
    struct Fight
    {
        QString name;
        QString restBefore; // the rest's words ("A day's rest"); empty for none
        std::shared_ptr<const Sim::FightModel> model;
        std::vector<int> heroAt; // per hero: its combatant in this fight, or -1
        std::vector<RestGift> rest; // per hero: what the rest before this fight gives
    };

    static Expected<std::shared_ptr<const DayModel>, QString> create(
        const DayPlan &plan, const Sim::SimOptions &options);

    const std::vector<Fight> &fights() const { return m_fights; }
    const QStringList &heroes() const { return m_heroes; }
    const Sim::AliasTables &restTables() const { return m_restTables; }
    const Sim::SimOptions &options() const { return m_options; }
    bool hasDeath() const { return m_hasDeath; }
    const QStringList &notes() const { return m_notes; }
    // How long the day `result` plays takes at `pace`: each fight's expected rounds at its own
    // turns a round, weighted by how often it is fought.
    double minutesAt(const DayResult &result, const Storage::TablePace::Pace &pace) const;

private:
    DayModel() = default;

    Sim::SimOptions m_options;
    std::vector<Fight> m_fights;
    QStringList m_heroes;
    Sim::AliasTables m_restTables;
    bool m_hasDeath = false;
    QStringList m_notes;
};

} // namespace Fray::Day
