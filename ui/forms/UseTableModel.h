// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Use.h"
#include "ui/forms/RowListModel.h"

#include <vector>

namespace Fray::Ui {

// The uses the character form edits, one per row: name, what is left of the maximum, what
// resets it, for a recharge the dice and the target, and what spending it rolls and says (the
// breath weapon's "18d6" and "DC 21 Dexterity save"). Each row says what is wrong with it.
class UseTableModel : public RowListModel<Encounter::Use>
{
    Q_OBJECT

public:
    enum Column {
        NameColumn,
        LeftColumn,
        MaxColumn,
        ResetColumn,
        RechargeColumn,
        TargetColumn,
        EffectColumn,
        EffectNoteColumn,
        ColumnCount
    };

    explicit UseTableModel(QObject *parent = nullptr)
        : RowListModel(ColumnCount, parent)
    { }

    void setUses(const std::vector<Encounter::Use> &uses);
    std::vector<Encounter::Use> uses() const;
    // Empty when the row is fine; otherwise what is wrong with it, for the problem label.
    QString problem(int row) const;

    int addUse();
    void removeUse(int row);

    // The resets as the reset column shows them, in Use::Reset's order.
    static QStringList resetLabels();

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
};

} // namespace Fray::Ui
