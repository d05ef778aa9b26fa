// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/campaign/SharedCampaignStatus.h"

#include "ui/campaign/CampaignController.h"

#include <QUrl>

namespace Fray::Ui {

SharedCampaignStatus::SharedCampaignStatus(CampaignController *campaign, QWidget *parent)
    : QLabel(parent)
    , m_campaign(campaign)
{
    setObjectName(QStringLiteral("sharedCampaignStatus"));
    connect(campaign, &CampaignController::campaignChanged, this, &SharedCampaignStatus::follow);
    connect(campaign, &CampaignController::connectionChanged, this, &SharedCampaignStatus::say);
    follow();
}

void SharedCampaignStatus::follow()
{
    const Storage::Campaign *campaign = m_campaign->campaign();
    setVisible(campaign && campaign->isShared());
    if (campaign && campaign->isShared())
        say(true, QString());
}

void SharedCampaignStatus::say(bool connected, const QString &detail)
{
    const Storage::Campaign *campaign = m_campaign->campaign();
    if (!campaign || !campaign->isShared())
        return;
    const QString host = QUrl(campaign->path()).host();
    //: The status bar's word on a campaign a GM group shares; %1 is the server.
    setText(connected ? tr("Shared on %1").arg(host) : tr("%1 cannot be reached").arg(host));
    setToolTip(detail.isEmpty() ? campaign->path() : detail);
    setStyleSheet(connected ? QString()
                            : QStringLiteral("color: palette(bright-text); "
                                             "background: #d55e00; padding: 0 4px;"));
    setAccessibleName(text());
}

} // namespace Fray::Ui
