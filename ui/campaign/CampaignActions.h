// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>

#include <functional>

class QAction;
class QMenu;
class QWidget;

namespace Fray::Ui {

class CampaignController;

// The File menu's campaign flows: New Campaign, Open Campaign, Open Shared Campaign, the recent
// campaigns (files and servers' addresses), Save Campaign As, Copy Campaign to Server and Restore
// Sample Content, each asking what it needs and handing the work to the CampaignController.
class CampaignActions : public QObject
{
    Q_OBJECT

public:
    struct Actions
    {
        QAction *newCampaign;
        QAction *open;
        QAction *openShared;
        QAction *saveAs;
        QAction *copyToServer;
        QAction *restoreSamples;
        QMenu *recent;
    };

    // `openEncounter` tells which encounter is open (0: none), to reopen it in a saved copy.
    CampaignActions(const Actions &actions, CampaignController *campaign,
        std::function<qint64()> openEncounter, QWidget *window);

    // Opens the campaign at `path`, saying why not in a message box.
    bool open(const QString &path);

Q_SIGNALS:
    // Another campaign is about to open: what shows the current one's encounter lets it go.
    void leaving();
    // The copy made by Save As is open; `encounter` was open before (0: none).
    void savedAs(qint64 encounter);
    void message(const QString &text);

private:
    void newCampaign();
    void chooseCampaign();
    // A campaign on a server: the address and password asked (again, with why, until it opens
    // or the GM gives up); the password kept in the keychain when the GM asked for it.
    bool openShared(const QString &address = {}, const QString &problem = {});
    void copyToServer();
    void saveAs();
    void restoreSamples();
    void updateRecentMenu();

    Actions m_actions;
    CampaignController *m_campaign;
    std::function<qint64()> m_openEncounter;
    QPointer<QWidget> m_window;
};

} // namespace Fray::Ui
