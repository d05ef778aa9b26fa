// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/Reminder.h"
#include "ui/forms/RowListModel.h"

#include <vector>

namespace Fray::Ui {

// The reminders the character form edits, one per row: when it pops and what it says. Each
// row says what is wrong with it, as the uses' and attacks' rows do.
class ReminderTableModel : public RowListModel<Rules::Reminder>
{
    Q_OBJECT

public:
    enum Column { WhenColumn, TextColumn, ColumnCount };
    // The moment's file key ("start_of_turn"), so nothing parses the shown words.
    static constexpr int WhenKeyRole = Qt::UserRole + 1;

    explicit ReminderTableModel(QObject *parent = nullptr)
        : RowListModel(ColumnCount, parent)
    { }

    void setReminders(const std::vector<Rules::Reminder> &reminders);
    std::vector<Rules::Reminder> reminders() const;
    // Empty when the row is fine; otherwise what is wrong with it, for the problem label.
    QString problem(int row) const;

    int addReminder();
    void removeReminder(int row);

    // The moments as the when column shows them, in Reminder::whenKeys()' order.
    static QStringList whenLabels();

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
};

} // namespace Fray::Ui
