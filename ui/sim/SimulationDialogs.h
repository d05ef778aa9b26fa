// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>

class QWidget;

namespace Fray::Ui {

class CampaignController;
class EncounterSession;
class SimulateDialog;
class TuneDialog;

// The open fight's studies: Encounter › Simulate… and Encounter › Tune the Fight…, one dialog of
// each for the open encounter, each closing with it.
class SimulationDialogs : public QObject
{
    Q_OBJECT

public:
    SimulationDialogs(CampaignController *campaign, QWidget *window);

    void setSession(EncounterSession *session);
    void simulate();
    void tune();

Q_SIGNALS:
    // The Simulate dialog's result for the roster sheet.
    void printRequested(const QString &summary);
    void message(const QString &text);

private:
    CampaignController *m_campaign;
    QWidget *m_window;
    EncounterSession *m_session = nullptr;
    QPointer<SimulateDialog> m_simulate;
    QPointer<TuneDialog> m_tune;
};

} // namespace Fray::Ui
