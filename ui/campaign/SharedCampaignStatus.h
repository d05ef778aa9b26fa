// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>

namespace Fray::Ui {

class CampaignController;

// The status bar's word on a shared campaign: on which server it is, and whether the server can
// be reached (when not, in the warning's colour, until it is back). Hidden for a campaign file.
class SharedCampaignStatus : public QLabel
{
    Q_OBJECT

public:
    SharedCampaignStatus(CampaignController *campaign, QWidget *parent = nullptr);

private:
    void say(bool connected, const QString &detail);
    void follow();

    CampaignController *m_campaign;
};

} // namespace Fray::Ui
