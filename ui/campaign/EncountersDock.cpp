// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/campaign/EncountersDock.h"

#include "ui/campaign/CampaignController.h"
#include "ui/campaign/EncounterItemDelegate.h"
#include "ui/campaign/EncounterListModel.h"
#include "ui_EncountersDock.h"

#include <QCheckBox>
#include <QInputDialog>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>

namespace Fray::Ui {

EncountersDock::EncountersDock(CampaignController *controller, QWidget *parent)
    : QDockWidget(tr("Encounters"), parent)
    , m_controller(controller)
    , m_ui(std::make_unique<::Ui::EncountersDock>())
    , m_model(new EncounterListModel(controller, this))
{
    setObjectName(QStringLiteral("encountersDock"));
    auto *contents = new QWidget(this);
    m_ui->setupUi(contents);
    m_ui->encounterList->setModel(m_model);
    m_ui->encounterList->setItemDelegate(new EncounterItemDelegate(m_ui->encounterList));
    m_ui->encounterList->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // A screen reader says the list by the dock's title (a list takes no name from a label).
    m_ui->encounterList->setAccessibleName(windowTitle());
    setWidget(contents);
    connect(m_ui->encounterList, &QListView::activated, this, [this](const QModelIndex &index) {
        Q_EMIT openRequested(index.data(EncounterListModel::IdRole).toLongLong());
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
            QLineEdit::Normal, currentIndex().data(EncounterListModel::NameRole).toString(), &ok);
        if (!ok)
            return;
        if (auto error = m_controller->renameEncounter(id, name))
            Q_EMIT message(*error);
    });
    connect(m_ui->deleteButton, &QPushButton::clicked, this, [this] {
        const qint64 id = selectedId();
        if (!id)
            return;
        const QString name = currentIndex().data(EncounterListModel::NameRole).toString();
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
        const bool archived = currentIndex().data(EncounterListModel::ArchivedRole).toBool();
        if (auto error = m_controller->setEncounterArchived(id, !archived))
            Q_EMIT message(*error);
    });
    connect(m_ui->showArchivedCheck, &QCheckBox::toggled, this, &EncountersDock::refresh);
    connect(m_ui->encounterList->selectionModel(), &QItemSelectionModel::currentChanged, this,
        &EncountersDock::updateArchiveButton);
    // A put-away encounter's row changes without the list being made anew.
    connect(m_model, &QAbstractItemModel::dataChanged, this, &EncountersDock::updateArchiveButton);
    connect(controller, &CampaignController::campaignChanged, this, &EncountersDock::refresh);
    connect(controller, &CampaignController::encountersChanged, this, &EncountersDock::refresh);
    refresh();
}

EncountersDock::~EncountersDock() = default;

QModelIndex EncountersDock::currentIndex() const
{
    return m_ui->encounterList->selectionModel()->currentIndex();
}

qint64 EncountersDock::selectedId() const
{
    const QModelIndex index = currentIndex();
    return index.isValid() ? index.data(EncounterListModel::IdRole).toLongLong() : 0;
}

void EncountersDock::refresh()
{
    const qint64 current = selectedId();
    const bool writable = m_controller->campaign() && !m_controller->campaign()->isReadOnly();
    for (QPushButton *edit :
        {m_ui->newButton, m_ui->renameButton, m_ui->archiveButton, m_ui->deleteButton}) {
        edit->setEnabled(writable);
        edit->setToolTip(writable || !m_controller->campaign() ? QString()
                : m_controller->campaign()->readOnlyReason().isEmpty()
                ? tr("The campaign is open read-only")
                : m_controller->campaign()->readOnlyReason());
    }
    m_model->setShowArchived(m_ui->showArchivedCheck->isChecked());
    m_model->refresh();
    if (selectedId() != current)
        setCurrent(current);
    const int hidden = m_model->hiddenCount();
    m_ui->showArchivedCheck->setText(hidden > 0
            ? tr("Show put awa&y (%1)").arg(QLocale().toString(hidden))
            : tr("Show put awa&y"));
    updateArchiveButton();
}

void EncountersDock::setRound(qint64 id, qint64 round)
{
    m_model->setRound(id, round);
}

void EncountersDock::updateArchiveButton()
{
    const QModelIndex index = currentIndex();
    const bool archived = index.isValid() && index.data(EncounterListModel::ArchivedRole).toBool();
    m_ui->archiveButton->setText(archived ? tr("Bring &Back") : tr("Put &Away"));
    const bool writable = m_controller->campaign() && !m_controller->campaign()->isReadOnly();
    m_ui->archiveButton->setEnabled(writable && index.isValid());
}

void EncountersDock::setCurrent(qint64 id)
{
    const int row = m_model->rowOf(id);
    if (row >= 0)
        m_ui->encounterList->setCurrentIndex(m_model->index(row));
}

} // namespace Fray::Ui
