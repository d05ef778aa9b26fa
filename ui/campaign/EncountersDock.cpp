// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/campaign/EncountersDock.h"

#include "ui/campaign/CampaignController.h"
#include "ui/campaign/EncounterItemDelegate.h"
#include "ui_EncountersDock.h"

#include <QCheckBox>
#include <QInputDialog>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>

namespace Fray::Ui {

namespace {
constexpr int ArchivedRole = Qt::UserRole + 3; // after EncounterItemDelegate::SubtitleRole
}

EncountersDock::EncountersDock(CampaignController *controller, QWidget *parent)
    : QDockWidget(tr("Encounters"), parent)
    , m_controller(controller)
    , m_ui(std::make_unique<::Ui::EncountersDock>())
{
    setObjectName(QStringLiteral("encountersDock"));
    auto *contents = new QWidget(this);
    m_ui->setupUi(contents);
    m_ui->encounterList->setItemDelegate(new EncounterItemDelegate(m_ui->encounterList));
    setWidget(contents);
    connect(m_ui->encounterList, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        Q_EMIT openRequested(item->data(Qt::UserRole).toLongLong());
    });
    connect(m_ui->openButton, &QPushButton::clicked, this, [this] {
        if (const qint64 id = selectedId())
            Q_EMIT openRequested(id);
    });
    connect(m_ui->newButton, &QPushButton::clicked, this, &EncountersDock::newRequested);
    connect(m_ui->renameButton, &QPushButton::clicked, this, [this] {
        const qint64 id = selectedId();
        if (!id)
            return;
        bool ok = false;
        const QString name = QInputDialog::getText(this, tr("Rename Encounter"), tr("New name:"),
            QLineEdit::Normal,
            m_ui->encounterList->currentItem()->data(Qt::UserRole + 1).toString(), &ok);
        if (!ok)
            return;
        if (auto error = m_controller->renameEncounter(id, name))
            Q_EMIT message(*error);
    });
    connect(m_ui->deleteButton, &QPushButton::clicked, this, [this] {
        const qint64 id = selectedId();
        if (!id)
            return;
        const QString name = m_ui->encounterList->currentItem()->data(Qt::UserRole + 1).toString();
        if (QMessageBox::question(this, tr("Delete Encounter"),
                tr("Delete the encounter %1, with its log? This cannot be undone.").arg(name))
            != QMessageBox::Yes)
            return;
        if (auto error = m_controller->removeEncounter(id))
            Q_EMIT message(*error);
    });
    connect(m_ui->archiveButton, &QPushButton::clicked, this, [this] {
        const qint64 id = selectedId();
        if (!id)
            return;
        const bool archived = m_ui->encounterList->currentItem()->data(ArchivedRole).toBool();
        if (auto error = m_controller->setEncounterArchived(id, !archived))
            Q_EMIT message(*error);
    });
    connect(m_ui->showArchivedCheck, &QCheckBox::toggled, this, &EncountersDock::refresh);
    connect(m_ui->encounterList, &QListWidget::currentItemChanged, this,
        &EncountersDock::updateArchiveButton);
    connect(controller, &CampaignController::campaignChanged, this, &EncountersDock::refresh);
    connect(controller, &CampaignController::encountersChanged, this, &EncountersDock::refresh);
    refresh();
}

EncountersDock::~EncountersDock() = default;

qint64 EncountersDock::selectedId() const
{
    const QListWidgetItem *item = m_ui->encounterList->currentItem();
    return item ? item->data(Qt::UserRole).toLongLong() : 0;
}

void EncountersDock::refresh()
{
    const qint64 current = selectedId();
    m_ui->encounterList->clear();
    const bool writable = m_controller->campaign() && !m_controller->campaign()->isReadOnly();
    for (QPushButton *edit :
        {m_ui->newButton, m_ui->renameButton, m_ui->archiveButton, m_ui->deleteButton}) {
        edit->setEnabled(writable);
        edit->setToolTip(writable || !m_controller->campaign() ? QString()
                : m_controller->campaign()->readOnlyReason().isEmpty()
                ? tr("The campaign is open read-only")
                : m_controller->campaign()->readOnlyReason());
    }
    if (!m_controller->campaign())
        return;
    int hidden = 0;
    for (const auto &e : m_controller->campaign()->encounters().list()) {
        if (e.archived && !m_ui->showArchivedCheck->isChecked()) {
            ++hidden;
            continue;
        }
        const auto *ruleset = m_controller->rulesets().find(e.rulesetId);
        // Which rules and how far: "Goblin ambush" over "Castles & Crusades · round 3", or
        // "· over" once the GM ended the fight.
        const QString rules = ruleset ? ruleset->ruleset->name : e.rulesetId;
        QString where = e.ended ? tr("%1 \u00b7 over").arg(rules)
            : e.round > 0       ? tr("%1 \u00b7 round %2").arg(rules, QLocale().toString(e.round))
                                : tr("%1 \u00b7 not started").arg(rules);
        if (e.archived)
            where = tr("%1 \u00b7 put away").arg(where);
        auto *item = new QListWidgetItem(e.name, m_ui->encounterList);
        item->setData(EncounterItemDelegate::SubtitleRole, where);
        item->setData(Qt::UserRole, e.id);
        item->setData(Qt::UserRole + 1, e.name);
        item->setData(ArchivedRole, e.archived);
        if (e.ended || e.archived)
            item->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
        item->setToolTip(tr("%1, %n combatant(s)", nullptr, int(e.combatants))
                             .arg(ruleset ? ruleset->ruleset->name : e.rulesetId));
    }
    setCurrent(current);
    m_ui->showArchivedCheck->setText(hidden > 0
            ? tr("Show &put away (%1)").arg(QLocale().toString(hidden))
            : tr("Show &put away"));
    updateArchiveButton();
}

void EncountersDock::updateArchiveButton()
{
    const QListWidgetItem *item = m_ui->encounterList->currentItem();
    const bool archived = item && item->data(ArchivedRole).toBool();
    m_ui->archiveButton->setText(archived ? tr("Bring &Back") : tr("Put &Away"));
    const bool writable = m_controller->campaign() && !m_controller->campaign()->isReadOnly();
    m_ui->archiveButton->setEnabled(writable && item);
}

void EncountersDock::setCurrent(qint64 id)
{
    for (int i = 0; i < m_ui->encounterList->count(); ++i) {
        if (m_ui->encounterList->item(i)->data(Qt::UserRole).toLongLong() == id)
            m_ui->encounterList->setCurrentRow(i);
    }
}

} // namespace Fray::Ui
