// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/encounter/LuckDock.h"

#include "ui/encounter/LuckModel.h"
#include "ui/forms/ElidingHeader.h"

#include <QHeaderView>
#include <QTableView>

namespace Fray::Ui {

LuckDock::LuckDock(QWidget *parent)
    : QDockWidget(tr("Luck"), parent)
    , m_view(new QTableView(this))
{
    setObjectName(QStringLiteral("luckDock"));
    m_view->setObjectName(QStringLiteral("luckView"));
    m_view->setAccessibleName(windowTitle());
    m_view->setHorizontalHeader(new ElidingHeader(Qt::Horizontal, m_view));
    m_view->horizontalHeader()->setSectionsClickable(true);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setAlternatingRowColors(true);
    setWidget(m_view);
}

void LuckDock::setEncounter(const Encounter::Encounter *encounter)
{
    m_view->setModel(nullptr);
    delete m_model;
    m_model = encounter ? new LuckModel(*encounter, this) : nullptr;
    m_view->setModel(m_model);
    if (m_model)
        m_view->resizeColumnsToContents();
}

} // namespace Fray::Ui
