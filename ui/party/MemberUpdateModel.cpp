// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/party/MemberUpdateModel.h"

namespace Fray::Ui {

MemberUpdateModel::MemberUpdateModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void MemberUpdateModel::setUpdates(std::vector<Party::MemberUpdate> updates)
{
    beginResetModel();
    m_updates = std::move(updates);
    endResetModel();
}

int MemberUpdateModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_updates.size());
}

int MemberUpdateModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant MemberUpdateModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    const Party::MemberUpdate &u = m_updates[std::size_t(index.row())];
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return QVariant();
    if (index.column() == Member)
        return u.before.name;
    if (u.changes.isEmpty())
        return tr("No change");
    return u.changes.join(QLatin1Char('\n'));
}

QVariant MemberUpdateModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QVariant();
    switch (section) {
    case Member:
        return tr("Member");
    case Changes:
        return tr("What changes");
    }
    return QVariant();
}

} // namespace Fray::Ui
