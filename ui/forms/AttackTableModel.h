// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Combatant.h"

#include <QAbstractTableModel>

#include <vector>

namespace Fray::Ui {

// The attacks the character form edits, one per row, each damage expression checked as it is
// typed. Each row remembers which attack of the combatant it was, so the rounds they last fired
// follow them when rows are removed or added.
class AttackTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        NameColumn,
        KindColumn,
        ValueColumn,
        DamageColumn,
        WeaponClassColumn,
        RateOfFireColumn,
        ColumnCount
    };
    static constexpr int RawValueRole = Qt::UserRole + 1;

    using QAbstractTableModel::QAbstractTableModel;

    void setAttacks(const std::vector<Encounter::Attack> &attacks);
    std::vector<Encounter::Attack> attacks() const;
    // The rounds the attacks last fired (Combatant::lastFired, `before` for the attacks set),
    // following the rows as they are now: an attack added here has not fired.
    std::vector<qint64> lastFired(const std::vector<qint64> &before) const;

    // Empty when the row is fine; otherwise what is wrong with it, for the problem label.
    QString problem(int row) const;

    int addAttack();
    void removeAttack(int row);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

private:
    struct Row
    {
        Encounter::Attack attack;
        qint64 origin = -1; // its index among the attacks set; -1 for one added here
        QString damageError;
    };

    static QString damageError(const QString &damage);

    std::vector<Row> m_rows;
    std::size_t m_setCount = 0; // how many attacks setAttacks() gave
};

} // namespace Fray::Ui
