// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Encounter.h"
#include "core/sim/TurnDanger.h"

#include <QHash>
#include <QMap>
#include <QObject>
#include <QThread>

#include <optional>

namespace Fray::Ui {

// Each combatant's chance to be out before its next turn (Sim::TurnDanger) for the open fight,
// kept up to date as the fight changes. The work (the fight's model and the chances, a few
// milliseconds) runs on a thread of its own, so no command waits for it; changes that come while
// it runs are worked out once it is done, and a result older than the fight is dropped.
class TurnDangers : public QObject
{
    Q_OBJECT

public:
    // A larger fight (an army) has no gauges: working them out after every command would cost
    // more than it tells, and copying it for the work would slow the command itself.
    static constexpr std::size_t mostCombatants = 200;

    explicit TurnDangers(const Encounter::Encounter &encounter, QObject *parent = nullptr);
    ~TurnDangers() override;

    // The combatant's danger, when it is known: the fight is under way, the combatant still in
    // it, and the fight's model could be built.
    std::optional<Sim::TurnDanger::Danger> of(Encounter::CombatantId combatant) const;
    // Why there is none at all, when there is none ("the fight has not started"); empty else.
    const QString &unavailable() const { return m_unavailable; }
    // Values the GM gives with each attack (old-school's "needed"), as the odds panel has them.
    void setGivenValues(const QMap<QString, qint64> &values);
    // For tests: waits until what was asked for is known.
    bool waitUntilKnown(int milliseconds);

Q_SIGNALS:
    void updated();

private:
    void ask();
    void start();
    void take(quint64 generation, const std::vector<Sim::TurnDanger::Danger> &dangers,
        const QString &unavailable);

    const Encounter::Encounter &m_encounter;
    QThread m_thread;
    QObject *m_worker; // lives in m_thread
    QMap<QString, qint64> m_given;
    quint64 m_asked = 0; // the generation of the fight last asked about
    quint64 m_known = 0; // the generation of what is shown
    bool m_running = false;
    bool m_tooMany = false; // the fight has more than mostCombatants: none are worked out
    QHash<Encounter::CombatantId, Sim::TurnDanger::Danger> m_dangers;
    QString m_unavailable;
};

} // namespace Fray::Ui
