// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/sim/FightTuner.h"

#include <QDialog>
#include <QTimer>

#include <memory>
#include <optional>

namespace Ui {
class TuneDialog;
}

namespace Fray::Ui {

class CampaignController;
class EncounterSession;
class SimulationRun;
class TuneChart;
class TuneCurveModel;

// Encounter › Tune the Fight…: one knob of the open encounter (a group's count, a combatant's hit
// points or attack value) and a target (the party's chance to win, or a difficulty); Fray plays
// each value with the same seed and shows the curve of the party's win chance against the knob,
// picks the value closest to the target, and applies it to this encounter (one step of its
// history) or saves a new encounter with it. Progress and Cancel; the window stays free.
class TuneDialog : public QDialog
{
    Q_OBJECT

public:
    TuneDialog(EncounterSession *session, CampaignController *campaign, QWidget *parent = nullptr);
    ~TuneDialog() override;

    TuneCurveModel *curve() const { return m_curve; }
    TuneChart *chart() const { return m_chart; }
    bool isRunning() const;
    // The value the last run chose.
    std::optional<int> chosen() const;

public Q_SLOTS:
    void run();
    void cancel();
    void applyToEncounter();
    void saveAsNewEncounter();

Q_SIGNALS:
    void message(const QString &text);

protected:
    void done(int code) override;

private:
    std::optional<Sim::FightTuner::Knob> knob() const;
    Sim::FightTuner::Target target() const;
    // A tuner of the open encounter as it is now, or nothing after saying why.
    std::optional<Sim::FightTuner> tunerNow(bool withRange);
    void fillNames();
    void updateRange();
    void updateButtons();
    void showResult();
    void showMessage(const QString &text);
    void setRunning(bool running);

    EncounterSession *m_session;
    CampaignController *m_campaign;
    std::unique_ptr<::Ui::TuneDialog> m_ui;
    TuneCurveModel *m_curve;
    TuneChart *m_chart;
    SimulationRun *m_run;
    QTimer m_progressTimer;
    std::shared_ptr<std::optional<Sim::FightTuner::Result>> m_slot;
    std::optional<Sim::FightTuner::Result> m_result;
    std::optional<Sim::FightTuner::Knob> m_ranKnob; // the knob of m_result
    QString m_knobText;
};

} // namespace Fray::Ui
