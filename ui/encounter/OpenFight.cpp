// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/encounter/OpenFight.h"

#include "ui/encounter/EncounterSession.h"
#include "ui/encounter/EncounterView.h"

namespace Fray::Ui {

OpenFight::OpenFight(CampaignController *campaign, QObject *parent)
    : QObject(parent)
    , m_campaign(campaign)
{ }

OpenFight::~OpenFight() = default;

std::optional<QString> OpenFight::open(qint64 id, QWidget *viewParent)
{
    close();
    auto session = EncounterSession::open(*m_campaign, id);
    if (!session)
        return session.error();
    m_session = std::move(session).value();
    m_view = new EncounterView(m_session.get(), viewParent);
    Q_EMIT changed(m_session.get(), m_view);
    return std::nullopt;
}

void OpenFight::close()
{
    if (!m_session)
        return;
    Q_EMIT changed(nullptr, nullptr);
    delete m_view;
    m_session.reset();
}

} // namespace Fray::Ui
