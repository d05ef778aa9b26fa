// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/campaign/CampaignActions.h"

#include "core/settings/Settings.h"
#include "ui/campaign/CampaignController.h"
#include "ui/campaign/NewCampaignDialog.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>

namespace Fray::Ui {

CampaignActions::CampaignActions(const Actions &actions, CampaignController *campaign,
    std::function<qint64()> openEncounter, QWidget *window)
    : QObject(window)
    , m_actions(actions)
    , m_campaign(campaign)
    , m_openEncounter(std::move(openEncounter))
    , m_window(window)
{
    connect(actions.newCampaign, &QAction::triggered, this, &CampaignActions::newCampaign);
    connect(actions.open, &QAction::triggered, this, &CampaignActions::chooseCampaign);
    connect(actions.saveAs, &QAction::triggered, this, &CampaignActions::saveAs);
    connect(actions.restoreSamples, &QAction::triggered, this, &CampaignActions::restoreSamples);
    updateRecentMenu();
}

bool CampaignActions::open(const QString &path)
{
    Q_EMIT leaving();
    if (auto error = m_campaign->open(path)) {
        // Open in another Fray: offer what works here, reading it.
        if (!Storage::Campaign::isOpenElsewhere(path)) {
            QMessageBox::warning(m_window, tr("Open Campaign"), *error);
            return false;
        }
        QMessageBox box(QMessageBox::Warning, tr("Open Campaign"),
            tr("%1.\n\nOpened read-only, you can browse it, see the odds and print, but not "
               "change it.")
                .arg(*error),
            QMessageBox::Cancel, m_window);
        QPushButton *readOnly = box.addButton(tr("Open &Read-Only"), QMessageBox::AcceptRole);
        box.setDefaultButton(readOnly);
        box.exec();
        if (box.clickedButton() != readOnly)
            return false;
        if (auto again = m_campaign->open(path, Storage::Campaign::Access::ReadOnly)) {
            QMessageBox::warning(m_window, tr("Open Campaign"), *again);
            return false;
        }
    }
    if (const Storage::Campaign *opened = m_campaign->campaign(); opened && opened->isReadOnly())
        Q_EMIT message(opened->readOnlyReason().isEmpty()
                ? tr("The campaign is open read-only: changes cannot be saved")
                : opened->readOnlyReason());
    updateRecentMenu();
    return true;
}

void CampaignActions::updateRecentMenu()
{
    m_actions.recent->clear();
    const QStringList recent = Settings().recentCampaigns();
    for (const QString &path : recent) {
        QAction *a = m_actions.recent->addAction(QDir::toNativeSeparators(path));
        connect(a, &QAction::triggered, this, [this, path] { open(path); });
    }
    m_actions.recent->setEnabled(!recent.isEmpty());
}

void CampaignActions::newCampaign()
{
    NewCampaignDialog dialog(m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const qint64 encounter = m_openEncounter();
    Q_EMIT leaving();
    if (auto error = m_campaign->create(dialog.path(), dialog.name())) {
        QMessageBox::warning(m_window, tr("New Campaign"), *error);
        if (encounter > 0)
            Q_EMIT savedAs(encounter);
        return;
    }
    updateRecentMenu();
}

void CampaignActions::chooseCampaign()
{
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open Campaign"),
        QDir::homePath(), tr("Fray campaigns (*.fray);;All files (*)"));
    if (!path.isEmpty())
        open(path);
}

void CampaignActions::saveAs()
{
    const QString path = QFileDialog::getSaveFileName(
        m_window, tr("Save Campaign As"), QDir::homePath(), tr("Fray campaigns (*.fray)"));
    if (path.isEmpty())
        return;
    const qint64 encounter = m_openEncounter();
    Q_EMIT leaving();
    if (auto error = m_campaign->saveAs(path)) {
        QMessageBox::warning(m_window, tr("Save Campaign As"), *error);
        return;
    }
    updateRecentMenu();
    Q_EMIT savedAs(encounter);
}

void CampaignActions::restoreSamples()
{
    const auto added = m_campaign->installSamples();
    Q_EMIT message(added ? tr("Sample content restored (%n item(s) added)", nullptr, int(*added))
                         : added.error());
}

} // namespace Fray::Ui
