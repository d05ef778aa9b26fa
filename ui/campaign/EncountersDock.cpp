// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/campaign/EncountersDock.h"

#include "ui/campaign/CampaignController.h"
#include "ui/campaign/EncounterItemDelegate.h"
#include "ui_EncountersDock.h"

#include <QInputDialog>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>

namespace Fray::Ui {

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
    for (QPushButton *edit : {m_ui->newButton, m_ui->renameButton, m_ui->deleteButton}) {
        edit->setEnabled(writable);
        edit->setToolTip(writable || !m_controller->campaign() ? QString()
                : m_controller->campaign()->readOnlyReason().isEmpty()
                ? tr("The campaign is open read-only")
                : m_controller->campaign()->readOnlyReason());
    }
    if (!m_controller->campaign())
        return;
    for (const auto &e : m_controller->campaign()->encounters().list()) {
        const auto *ruleset = m_controller->rulesets().find(e.rulesetId);
        // Which rules and how far: "Goblin ambush" over "Castles & Crusades · round 3".
        const QString rules = ruleset ? ruleset->ruleset->name : e.rulesetId;
        const QString where = e.round > 0
            ? tr("%1 \u00b7 round %2").arg(rules, QLocale().toString(e.round))
            : tr("%1 \u00b7 not started").arg(rules);
        auto *item = new QListWidgetItem(e.name, m_ui->encounterList);
        item->setData(EncounterItemDelegate::SubtitleRole, where);
        item->setData(Qt::UserRole, e.id);
        item->setData(Qt::UserRole + 1, e.name);
        item->setToolTip(tr("%1, %n combatant(s)", nullptr, int(e.combatants))
                             .arg(ruleset ? ruleset->ruleset->name : e.rulesetId));
    }
    setCurrent(current);
}

void EncountersDock::setCurrent(qint64 id)
{
    for (int i = 0; i < m_ui->encounterList->count(); ++i) {
        if (m_ui->encounterList->item(i)->data(Qt::UserRole).toLongLong() == id)
            m_ui->encounterList->setCurrentRow(i);
    }
}

} // namespace Fray::Ui
