// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/encounter/ModelFollower.h"

#include <QAbstractItemModel>
#include <QTimer>

namespace Fray::Ui {

ModelFollower::ModelFollower(std::function<void()> refresh, QObject *parent)
    : QObject(parent)
    , m_refresh(std::move(refresh))
    , m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    m_timer->setInterval(0);
    connect(m_timer, &QTimer::timeout, this, [this] { m_refresh(); });
}

void ModelFollower::follow(const QAbstractItemModel *model)
{
    for (const auto &c : std::as_const(m_connections))
        disconnect(c);
    m_connections.clear();
    if (!model)
        return;
    using M = QAbstractItemModel;
    m_connections << connect(model, &M::rowsInserted, this, &ModelFollower::schedule)
                  << connect(model, &M::rowsRemoved, this, &ModelFollower::schedule)
                  << connect(model, &M::modelReset, this, &ModelFollower::schedule)
                  << connect(model, &M::dataChanged, this, &ModelFollower::schedule);
}

void ModelFollower::schedule()
{
    m_timer->start();
}

void ModelFollower::cancel()
{
    m_timer->stop();
}

} // namespace Fray::Ui
