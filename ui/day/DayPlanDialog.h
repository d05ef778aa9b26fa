// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QTimer>

#include <memory>
#include <optional>

namespace Ui {
class DayPlanDialog;
}

namespace Fray::Day {
class DayModel;
struct DayResult;
} // namespace Fray::Day

namespace Fray::Ui {

class CampaignController;
class DayPlanModel;
class DayResultModel;
class SimulationRun;

// Party › Plan a Day…: the GM lists the campaign's encounters in the order the day brings them,
// with a rest before each, and Fray plays the day many times, the party carrying its hit points
// and HP states from fight to fight: the chance it gets through, where it breaks, each hero before
// each fight and at the day's end, and how long the day takes at this table. Progress and Cancel;
// the window stays free meanwhile.
class DayPlanDialog : public QDialog
{
    Q_OBJECT

public:
    // `startWith`: an encounter to begin the day with (0: none).
    DayPlanDialog(CampaignController *campaign, qint64 startWith, QWidget *parent = nullptr);
    ~DayPlanDialog() override;

    DayPlanModel *plan() const { return m_plan; }
    DayResultModel *result() const { return m_result; }
    bool isRunning() const;

public Q_SLOTS:
    void run();
    void cancel();

protected:
    void done(int code) override;

private:
    void fillEncounters();
    void addEncounter(qint64 id);
    void updateButtons();
    void updateProgress();
    void showResult();
    void showMessage(const QString &text);
    void setRunning(bool running);

    CampaignController *m_campaign;
    std::unique_ptr<::Ui::DayPlanDialog> m_ui;
    DayPlanModel *m_plan;
    DayResultModel *m_result;
    SimulationRun *m_run;
    QTimer m_progressTimer;
    // The day being played (its fights' turns a round give its length) and what it gave.
    std::shared_ptr<const Day::DayModel> m_day;
    std::shared_ptr<std::optional<Day::DayResult>> m_slot;
};

} // namespace Fray::Ui
