// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/encounter/Command.h"
#include "core/encounter/Encounter.h"
#include "core/sim/Difficulty.h"
#include "core/sim/Simulator.h"
#include "core/sim/WhatIfRoster.h"

#include <QCoreApplication>

#include <map>
#include <memory>
#include <optional>

namespace Fray::Sim {

// "Make this fight Hard", "the party wins 80 %": one knob of the encounter turned until the fight
// comes closest to a target. A knob is the count of a group of alike combatants (Goblin ×N), a
// combatant's hit points, or its attack value (its first attack's, the others moved as much).
//
// Every value is simulated with the same seed: common random numbers, so two values' fights differ
// by the knob and not by luck, and the curve of the party's win chance against the knob is smooth.
// A scan of at most `scanPoints` values across the range draws the curve the GM sees; then
// bisection between the two scanned values that straddle the target pins the whole number, in a
// few more runs (the win chance falls, or rises, steadily as a knob turns; a scan of every value
// of a wide range would cost ten times as many). The encounter itself is never changed.
class FightTuner
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Sim::FightTuner)

public:
    static constexpr int scanPoints = 25;

    struct Knob
    {
        enum class Kind { Count, HitPoints, AttackValue };
        Kind kind = Kind::Count;
        QString name; // the group ("Goblin", "foes:Wolf") or the combatant ("Ogre")
    };
    struct Target
    {
        // The party's chance to win, or a difficulty word (Difficulty's ids).
        std::optional<double> win;
        QString difficulty;
    };
    struct Point
    {
        int value = 0;
        double win = 0.0; // the party's sides' chance to win
        double winSe = 0.0;
        QString difficulty;
        double meanRounds = 0.0;
    };
    struct Result
    {
        std::vector<Point> curve; // every value worked out, by value
        std::optional<Point> best; // none when cancelled before any
        int scanned = 0; // values of the scan; the rest came from bisection
        bool cancelled = false;
        QStringList notes;
    };

    // The knob on this encounter, or why not (no such group or combatant, no attack). `from` and
    // `to` bound the values tried; unset, a range around the encounter's own value.
    static Expected<FightTuner, QString> create(const Encounter::Encounter &encounter,
        const Knob &knob, const SimOptions &options, std::optional<int> from = std::nullopt,
        std::optional<int> to = std::nullopt);
    // A target from its text: "win=0.8" (or 80%), or a difficulty word ("hard").
    static Expected<Target, QString> targetFrom(const QString &text);

    int current() const { return m_current; }
    int lowest() const { return m_lowest; }
    int highest() const { return m_highest; }
    // "Count of Goblin", "Hit points of Ogre", "Attack value of Ogre".
    QString knobText() const;
    // The encounter with the knob at `value`.
    Encounter::EncounterState at(int value) const;
    // The commands that turn the open encounter's knob to `value`, in order (none at its own
    // value): a group grows by fresh copies of its last member after it, and shrinks by its last
    // members; hit points and attack values are an edit of the combatant.
    std::vector<std::unique_ptr<Encounter::Command>> commandsFor(int value) const;
    // How many trials a whole tuning runs at most, for a progress bar.
    std::int64_t mostTrials() const;

    // Runs the scan and the bisection; `control` carries progress (trials done) and a cancel.
    Result tune(const Target &target, Simulator::Control *control = nullptr) const;

private:
    FightTuner() = default;
    std::optional<Point> evaluate(int value, Simulator::Control *control, QStringList &notes) const;

    std::shared_ptr<const Rules::Ruleset> m_ruleset;
    Encounter::EncounterState m_state;
    Knob m_knob;
    SimOptions m_options;
    WhatIfRoster m_roster;
    std::size_t m_group = 0;
    std::size_t m_combatant = 0;
    int m_current = 0;
    int m_lowest = 0;
    int m_highest = 0;
};

} // namespace Fray::Sim
