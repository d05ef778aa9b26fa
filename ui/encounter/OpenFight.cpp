// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/encounter/OpenFight.h"

#include "ui/encounter/EncounterSession.h"
#include "ui/encounter/EncounterView.h"

#include <utility>

namespace Fray::Ui {

OpenFight::OpenFight(CampaignController *campaign, QObject *parent)
    : QObject(parent)
    , m_campaign(campaign)
{ }

OpenFight::~OpenFight() = default;

std::optional<QString> OpenFight::open(qint64 id, QWidget *viewParent)
{
    // Opened before the open one is let go: a shared campaign's fight opened again goes on
    // being run by this Fray in between (EncounterLease counts both).
    auto session = EncounterSession::open(*m_campaign, id);
    close();
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
    // Its followers hear of it with no fight open (session() is null), while its session and
    // view are still there to let go of.
    const std::unique_ptr<EncounterSession> closing = std::move(m_session);
    const QPointer<EncounterView> view = std::exchange(m_view, nullptr);
    Q_EMIT changed(nullptr, nullptr);
    delete view;
}

} // namespace Fray::Ui
