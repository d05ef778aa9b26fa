// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/encounter/CombatantFilterModel.h"

#include "ui/encounter/CombatantTableModel.h"

namespace Fray::Ui {

CombatantFilterModel::CombatantFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(CombatantTableModel::RawValueRole);
    setDynamicSortFilter(false); // rows stay put while the GM edits; sorting is asked for
}

void CombatantFilterModel::setSourceModel(QAbstractItemModel *model)
{
    if (sourceModel())
        disconnect(sourceModel(), &QAbstractItemModel::dataChanged, this, nullptr);
    QSortFilterProxyModel::setSourceModel(model);
    // Rows stay put while edited, but one that falls out of the fight leaves a view that hides
    // the fallen (and comes back on undo).
    if (model) {
        connect(model, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex &topLeft, const QModelIndex &bottomRight) {
                if (!m_hideOut)
                    return;
                // Filtering all rows again only when one of the changed rows comes or goes.
                for (int row = topLeft.row(); row <= bottomRight.row(); ++row) {
                    const bool shown = mapFromSource(sourceModel()->index(row, 0)).isValid();
                    if (shown != filterAcceptsRow(row, {})) {
                        invalidateFilter();
                        return;
                    }
                }
            });
    }
}

void CombatantFilterModel::setSide(const QString &side)
{
    if (m_side == side)
        return;
    m_side = side;
    invalidateFilter();
}

void CombatantFilterModel::setNameFilter(const QString &text)
{
    if (m_name == text)
        return;
    m_name = text;
    invalidateFilter();
}

void CombatantFilterModel::setHideOutOfFight(bool hide)
{
    if (m_hideOut == hide)
        return;
    m_hideOut = hide;
    invalidateFilter();
}

bool CombatantFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QAbstractItemModel *model = sourceModel();
    if (!m_side.isEmpty()
        && model->index(sourceRow, CombatantTableModel::Side, sourceParent).data().toString()
            != m_side)
        return false;
    if (m_hideOut
        && model->index(sourceRow, 0, sourceParent)
               .data(CombatantTableModel::OutOfFightRole)
               .toBool())
        return false;
    if (!m_name.isEmpty()
        && !model->index(sourceRow, CombatantTableModel::Name, sourceParent)
                .data()
                .toString()
                .contains(m_name, Qt::CaseInsensitive))
        return false;
    return true;
}

} // namespace Fray::Ui
