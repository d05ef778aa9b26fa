// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sim/SimulationDialogs.h"

#include "ui/campaign/CampaignController.h"
#include "ui/encounter/EncounterSession.h"
#include "ui/sim/SimulateDialog.h"
#include "ui/sim/TuneDialog.h"

namespace Fray::Ui {

SimulationDialogs::SimulationDialogs(CampaignController *campaign, QWidget *window)
    : QObject(window)
    , m_campaign(campaign)
    , m_window(window)
{ }

void SimulationDialogs::setSession(EncounterSession *session)
{
    m_session = session;
}

void SimulationDialogs::simulate()
{
    if (!m_simulate && m_session) {
        m_simulate = new SimulateDialog(m_session->encounter(), m_window);
        m_simulate->setAttribute(Qt::WA_DeleteOnClose);
        m_simulate->setPace(m_campaign->tablePace());
        connect(
            m_simulate, &SimulateDialog::printRequested, this, &SimulationDialogs::printRequested);
    }
    if (m_simulate) {
        m_simulate->show();
        m_simulate->raise();
    }
}

void SimulationDialogs::tune()
{
    if (!m_tune && m_session) {
        m_tune = new TuneDialog(m_session, m_campaign, m_window);
        m_tune->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_tune, &TuneDialog::message, this, &SimulationDialogs::message);
    }
    if (m_tune) {
        m_tune->show();
        m_tune->raise();
    }
}

} // namespace Fray::Ui
