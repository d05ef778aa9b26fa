// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Encounter.h"

#include <QAbstractListModel>

namespace Fray::Ui {

// The initiative order as a list, events included: the table has a row per combatant and none
// for "Lair (count 20)", so this list shows where an event acts and when it is reached. Before
// the fight it lists the events planned, with the rounds they fire in.
class InitiativeOrderModel : public QAbstractListModel
{
    Q_OBJECT

public:
    enum Role {
        ActingRole = Qt::UserRole + 1, // bool: this entry acts now
        EventIdRole, // the event's id, or 0 for a combatant's, group's or side's entry
        CombatantIdRole, // the entry's combatant (a group's or side's first), or 0
    };

    explicit InitiativeOrderModel(const Encounter::Encounter &encounter, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    // Whether the rows are the events planned (the fight has no order yet).
    bool planned() const { return m_encounter.state().order.empty(); }

private:
    void reset();
    void turnMoved();
    void namesChanged();
    int actingRow() const;

    const Encounter::Encounter &m_encounter;
    int m_acting = -1;
};

} // namespace Fray::Ui
