// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>

#include <functional>

class QAbstractItemModel;
class QTimer;

namespace Fray::Ui {

// Follows a model for a view drawn as a whole (the players' window, the acting card): any change
// to its rows or data calls `refresh` once, after the changes one command makes together, so
// the view is drawn once a command and never from a half-changed model.
class ModelFollower : public QObject
{
    Q_OBJECT

public:
    ModelFollower(std::function<void()> refresh, QObject *parent);

    // Follows `model` (and no longer the one before); null follows none.
    void follow(const QAbstractItemModel *model);
    // Also refresh on `signal` of `sender` until the next follow().
    template<typename Sender, typename Signal>
    void alsoOn(const Sender *sender, Signal signal)
    {
        m_connections << connect(sender, signal, this, &ModelFollower::schedule);
    }
    void schedule();
    // Drops a scheduled refresh (the view was just drawn).
    void cancel();

private:
    std::function<void()> m_refresh;
    QTimer *m_timer;
    QList<QMetaObject::Connection> m_connections;
};

} // namespace Fray::Ui
