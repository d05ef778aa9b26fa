// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Encounter.h"
#include "core/sim/SimOptions.h"
#include "core/sim/SimResult.h"
#include "core/sim/WhatIfRoster.h"
#include "core/storage/TablePace.h"

#include <QDialog>
#include <QPointer>
#include <QTimer>

#include <memory>
#include <optional>

class QSpinBox;

namespace Ui {
class SimulateDialog;
}

namespace Fray::Ui {

class GivenValueBox;
class RoundsChart;
class SimRoundsModel;
class SimResultModel;
class SimulationRun;

// Encounter › Simulate…: who wins the open fight, how long it lasts and who is in danger, from
// many fights played on a copy of the encounter (or the exact duel), with "what if" counts for
// its alike combatants. The fights run off the GUI thread; closing the dialog stops them.
class SimulateDialog : public QDialog
{
    Q_OBJECT

public:
    explicit SimulateDialog(const Encounter::Encounter &encounter, QWidget *parent = nullptr);
    ~SimulateDialog() override;

    // The fights' settings as the form has them.
    Sim::SimOptions options() const;
    // The encounter as a Run would simulate it: the open one with the what-if counts.
    Encounter::EncounterState simulatedState() const;
    const Sim::WhatIfRoster &whatIf() const { return m_roster; }
    void setWhatIfCount(std::size_t group, int count);

    // How long a turn takes at this table (the campaign's TablePace), for "about 35 minutes".
    void setPace(std::optional<Storage::TablePace::Pace> pace);

    bool isRunning() const;
    // The last finished run's result (with its difficulty word), if any.
    const std::optional<Sim::SimResult> &result() const { return m_result; }
    SimResultModel *resultModel() const { return m_model; }
    SimRoundsModel *roundsModel() const { return m_rounds; }
    RoundsChart *roundsChart() const { return m_chart; }
    // The last result in one line for the printed roster: sides' chances, rounds, difficulty.
    QString printedSummary() const;

Q_SIGNALS:
    // What the roster sheet should print of the simulation; empty: nothing.
    void printRequested(const QString &summary);

public Q_SLOTS:
    void run();
    void cancel();

protected:
    void done(int code) override;

private:
    void fillWhatIf();
    void updateExactChoice();
    // Each what-if group's label, in the roster's order.
    QStringList whatIfLabels() const;
    void updateProgress();
    void showResult();
    void showMessage(const QString &text);
    void setRunning(bool running);
    void clearSides();
    void updatePrinted();
    // A row in the settings for each value the ruleset's attacks take from no combatant and
    // needs given (old-school's number needed), as the odds panel asks for it.
    void addGivenValues();

    QPointer<const Encounter::Encounter> m_encounter;
    std::unique_ptr<::Ui::SimulateDialog> m_ui;
    SimulationRun *m_run;
    SimResultModel *m_model;
    SimRoundsModel *m_rounds;
    RoundsChart *m_chart;
    Sim::WhatIfRoster m_roster;
    std::vector<QSpinBox *> m_counts;
    std::vector<std::pair<QString, GivenValueBox *>> m_given; // variable, its box
    std::optional<Sim::SimResult> m_result;
    std::optional<Storage::TablePace::Pace> m_pace;
    int m_turnsPerRound = 0; // of the fight last run: its initiative entries
    QTimer m_progressTimer;
    // Combatant edits come in bursts (an attack changes HP and conditions): the exact choice
    // is checked once they settle.
    QTimer m_exactTimer;
};

} // namespace Fray::Ui
