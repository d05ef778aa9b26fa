// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/wandering/EncounterTable.h"
#include "core/wandering/TableDanger.h"
#include "ui/forms/RowListModel.h"

namespace Fray::Ui {

// The rows of a wandering-monster table as the GM edits them: the die's results (a number or
// a range, "3" or "4-6"), how many come, the creature (a library entry's name; none: nothing
// comes) and a note; and, read only, each row's exact chance and how many come on average,
// worked out whenever the table is whole, and how the party fares against it once simulated
// (Wandering::TableDanger; forgotten when the table changes).
class TableRowModel : public RowListModel<Wandering::EncounterTable::Row>
{
    Q_OBJECT

public:
    enum Column {
        RollColumn,
        CountColumn,
        CreatureColumn,
        NoteColumn,
        ChanceColumn,
        DangerColumn,
        ColumnCount
    };

    explicit TableRowModel(QObject *parent = nullptr)
        : RowListModel(ColumnCount, parent)
    { }

    // The die the chances are worked out for, and the rows.
    void setTable(const Wandering::EncounterTable &table);
    void setDie(const QString &die);
    std::vector<Wandering::EncounterTable::Row> tableRows() const { return rows(); }
    // How the party fares against each row, as simulated for the rows as they are now.
    using Danger = std::vector<std::optional<Wandering::TableDanger::RowDanger>>;
    void setDanger(Danger danger);
    // Whether the rows as they are now were simulated (a row added since is not).
    bool simulated() const { return !m_danger.empty() && m_danger.size() == rows().size(); }

    // A row after the last, from the result after the last row's to the die's highest.
    int addRow();
    void removeTableRow(int row);

    // "3", "4-6": how a row's results read and are typed.
    static QString rollText(const Wandering::EncounterTable::Row &row);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

Q_SIGNALS:
    // The rows or the die changed: the odds below are worked out again.
    void tableChanged();

private:
    void updateOdds();
    // The columns worked out from the rows changed.
    void derivedChanged();

    QString m_die = QStringLiteral("1d6");
    std::optional<Wandering::EncounterTableOdds> m_odds;
    Danger m_danger;
};

} // namespace Fray::Ui
