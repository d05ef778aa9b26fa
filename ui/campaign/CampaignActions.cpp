// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/campaign/CampaignActions.h"

#include "core/settings/Settings.h"
#include "ui/campaign/CampaignController.h"
#include "ui/campaign/NewCampaignDialog.h"
#include "ui/campaign/ServerPasswords.h"
#include "ui/campaign/SharedCampaignDialog.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QProgressDialog>
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
    connect(actions.openShared, &QAction::triggered, this, [this] { openShared(); });
    connect(actions.saveAs, &QAction::triggered, this, &CampaignActions::saveAs);
    connect(actions.copyToServer, &QAction::triggered, this, &CampaignActions::copyToServer);
    connect(actions.restoreSamples, &QAction::triggered, this, &CampaignActions::restoreSamples);
    updateRecentMenu();
}

bool CampaignActions::open(const QString &path)
{
    if (Storage::CampaignAddress::isAddress(path)) {
        // The recent list keeps a server's address without its password: the keychain has it,
        // or the GM is asked.
        const auto parsed = Storage::CampaignAddress::parse(path);
        if (!parsed)
            return openShared({}, parsed.error());
        Storage::CampaignAddress address = *parsed;
        if (address.password.isEmpty())
            address.password = ServerPasswords::find(address).value_or(QString());
        Q_EMIT leaving();
        if (auto error = m_campaign->open(address.withPassword()))
            return openShared(path, *error);
        updateRecentMenu();
        return true;
    }
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
        QAction *a = m_actions.recent->addAction(
            Storage::CampaignAddress::isAddress(path) ? path : QDir::toNativeSeparators(path));
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

bool CampaignActions::openShared(const QString &address, const QString &problem)
{
    SharedCampaignDialog dialog(m_window);
    if (const auto known = Storage::CampaignAddress::parse(address))
        dialog.setAddress(*known);
    dialog.setProblem(problem);
    for (;;) {
        if (dialog.exec() != QDialog::Accepted)
            return false;
        const Storage::CampaignAddress typed = dialog.address();
        Q_EMIT leaving();
        if (auto error = m_campaign->open(typed.withPassword())) {
            dialog.setProblem(*error);
            continue;
        }
        if (dialog.remembersPassword()) {
            if (auto error = ServerPasswords::keep(typed, typed.password))
                Q_EMIT message(*error);
        } else {
            ServerPasswords::forget(typed);
        }
        updateRecentMenu();
        return true;
    }
}

void CampaignActions::copyToServer()
{
    SharedCampaignDialog dialog(m_window);
    dialog.setWindowTitle(tr("Copy Campaign to Server"));
    for (;;) {
        if (dialog.exec() != QDialog::Accepted)
            return;
        const Storage::CampaignAddress typed = dialog.address();
        const qint64 encounter = m_openEncounter();
        QProgressDialog progress(
            tr("Copying the campaign to %1…").arg(typed.shown()), QString(), 0, 100, m_window);
        progress.setWindowModality(Qt::WindowModal);
        progress.setMinimumDuration(300);
        Q_EMIT leaving();
        const auto error
            = m_campaign->copyToServer(typed.withPassword(), [&](qint64 done, qint64 total) {
                  progress.setValue(total > 0 ? int(done * 100 / total) : 100);
              });
        progress.reset();
        if (error) {
            dialog.setProblem(*error);
            if (encounter > 0)
                Q_EMIT savedAs(encounter);
            continue;
        }
        if (dialog.remembersPassword()) {
            if (auto kept = ServerPasswords::keep(typed, typed.password))
                Q_EMIT message(*kept);
        }
        updateRecentMenu();
        Q_EMIT message(tr("The campaign is now on %1; this is the shared copy").arg(typed.shown()));
        Q_EMIT savedAs(encounter);
        return;
    }
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
