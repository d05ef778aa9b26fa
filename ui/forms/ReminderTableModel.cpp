// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/forms/ReminderTableModel.h"

#include <QLocale>

namespace Fray::Ui {

using Rules::Reminder;

namespace {

std::vector<Reminder::When> whens()
{
    std::vector<Reminder::When> all;
    for (const QString &key : Reminder::whenKeys())
        all.push_back(*Reminder::whenFromKey(key));
    return all;
}

} // namespace

QStringList ReminderTableModel::whenLabels()
{
    QStringList labels;
    for (const Reminder::When when : whens())
        labels << Reminder::whenText(when);
    return labels;
}

void ReminderTableModel::setReminders(const std::vector<Reminder> &reminders)
{
    setRows(reminders);
}

std::vector<Reminder> ReminderTableModel::reminders() const
{
    std::vector<Reminder> reminders = rows();
    for (Reminder &r : reminders)
        r.text = r.text.trimmed();
    return reminders;
}

QString ReminderTableModel::problem(int row) const
{
    if (!hasRow(row))
        return {};
    const QString text = this->row(row).text.trimmed();
    if (text.isEmpty())
        return tr("Reminder %1: say what to remember").arg(row + 1);
    if (text.size() > Reminder::maxText)
        return tr("Reminder %1: at most %2 characters")
            .arg(QString::number(row + 1), QLocale().toString(Reminder::maxText));
    return {};
}

int ReminderTableModel::addReminder()
{
    return appendRow(Reminder{}); // at the start of its owner's turn, the usual moment
}

void ReminderTableModel::removeReminder(int row)
{
    removeRowAt(row);
}

QVariant ReminderTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Reminder &r = row(index.row());
    if (role == Qt::DisplayRole || role == Qt::EditRole)
        return index.column() == WhenColumn ? Reminder::whenText(r.when) : r.text;
    if (role == WhenKeyRole && index.column() == WhenColumn)
        return Reminder::whenKey(r.when);
    if (role == Qt::ToolTipRole) {
        if (index.column() == WhenColumn)
            return tr("When it pops: at the start or end of this combatant's turn, or of every "
                      "round");
        const QString problem = this->problem(index.row());
        if (!problem.isEmpty())
            return problem;
    }
    return {};
}

QVariant ReminderTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case WhenColumn:
        return tr("When");
    case TextColumn:
        return tr("Reminder");
    default:
        return {};
    }
}

Qt::ItemFlags ReminderTableModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    return index.isValid() ? f | Qt::ItemIsEditable : f;
}

bool ReminderTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return false;
    Reminder &r = row(index.row());
    if (index.column() == WhenColumn) {
        const qsizetype at = whenLabels().indexOf(value.toString());
        if (at < 0)
            return false;
        const Reminder::When when = whens()[std::size_t(at)];
        if (when == r.when)
            return false;
        r.when = when;
    } else {
        // Kept as typed, so the cursor of a cell being typed in stays; reminders() trims.
        const QString text = value.toString();
        if (text == r.text)
            return false;
        r.text = text;
    }
    Q_EMIT dataChanged(index, index);
    return true;
}

} // namespace Fray::Ui
