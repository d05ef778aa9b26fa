// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Encounter.h"
#include "core/record/LuckReport.h"

#include <QAbstractTableModel>

namespace Fray::Ui {

// The luck report as a table, one row per combatant that rolled attacks in Fray: attacks, hits,
// expected hits and the exact chance of doing that well or worse. It follows the encounter's
// log and names, so every command (and its undo) refreshes it.
class LuckModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Name, Attacks, Hits, ExpectedHits, AtMost, ColumnCount };
    enum Role {
        RawRole = Qt::UserRole, // the number itself (qint64 or double), or the name
        ExactRole, // AtMost as a reduced fraction ("141/200"), when exact; else empty
        CombatantIdRole,
    };

    explicit LuckModel(const Encounter::Encounter &encounter, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    const Record::LuckReport &report() const { return m_report; }

private:
    void refresh();
    void refreshNames();

    const Encounter::Encounter &m_encounter;
    Record::LuckReport m_report;
};

} // namespace Fray::Ui
