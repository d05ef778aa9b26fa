// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/odds/RuleComparisonModel.h"

#include <QFont>

namespace Fray::Ui {

RuleComparisonModel::RuleComparisonModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void RuleComparisonModel::setComparison(const Print::ComparisonSheet::Comparison &comparison)
{
    beginResetModel();
    m_comparison = comparison;
    m_columns = Print::ComparisonSheet::columns(comparison);
    m_rows = Print::ComparisonSheet::rows(comparison);
    endResetModel();
}

int RuleComparisonModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int RuleComparisonModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_columns.size());
}

QVariant RuleComparisonModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const auto &point = m_comparison.points[std::size_t(index.row())];
    const bool current = m_comparison.current && *m_comparison.current == point.value;
    switch (role) {
    case Qt::DisplayRole:
        return m_rows[std::size_t(index.row())].value(index.column());
    case Qt::TextAlignmentRole:
        return index.column() == 0 && !m_comparison.variable.isEmpty()
            ? int(Qt::AlignLeft | Qt::AlignVCenter)
            : int(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole:
        if (current) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case HitARole:
        return point.a.pHit;
    case HitBRole:
        return point.b.pHit;
    case ValueRole:
        return point.value;
    case CurrentRole:
        return current;
    default:
        return {};
    }
}

QVariant RuleComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    return m_columns.value(section);
}

} // namespace Fray::Ui
