// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/odds/OddsTable.h"

#include "core/i18n/NumberText.h"
#include "ui/charts/OddsCurveModel.h"
#include "ui/forms/ElidingHeader.h"

#include <QFont>
#include <QHeaderView>
#include <QLocale>

#include <cmath>

namespace Fray::Ui {

OddsTableModel::OddsTableModel(OddsCurveModel *curve, OddsMarkerModel *marker, QObject *parent)
    : QIdentityProxyModel(parent)
    , m_curve(curve)
    , m_marker(marker)
{
    setSourceModel(curve);
    // The marked row moves with the situation; every cell of the old and new rows may change.
    const auto remark = [this] {
        if (rowCount() > 0)
            Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1),
                {Qt::FontRole, Qt::AccessibleDescriptionRole});
        Q_EMIT nowMoved();
    };
    connect(marker, &QAbstractItemModel::modelReset, this, remark);
    connect(marker, &QAbstractItemModel::dataChanged, this, remark);
}

bool OddsTableModel::isNow(int row) const
{
    const auto x = m_marker->x();
    return x && std::abs(m_curve->index(row, 0).data().toDouble() - *x) < 1e-9;
}

int OddsTableModel::nowRow() const
{
    for (int row = 0; row < rowCount(); ++row) {
        if (isNow(row))
            return row;
    }
    return -1;
}

QVariant OddsTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole: {
        const double value = QIdentityProxyModel::data(index, Qt::DisplayRole).toDouble();
        if (index.column() == 0)
            return QLocale().toString(value, 'g', 6);
        return NumberText::percent(value / 100.0);
    }
    case Qt::TextAlignmentRole:
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole:
        if (isNow(index.row())) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::AccessibleDescriptionRole:
        return isNow(index.row()) ? tr("the situation now") : QString();
    default:
        return QIdentityProxyModel::data(index, role);
    }
}

OddsTable::OddsTable(OddsCurveModel *curve, OddsMarkerModel *marker, QWidget *parent)
    : QTableView(parent)
    , m_model(new OddsTableModel(curve, marker, this))
{
    setObjectName(QStringLiteral("oddsTable"));
    setAccessibleName(tr("Odds as a table"));
    setHorizontalHeader(new ElidingHeader(Qt::Horizontal, this));
    setModel(m_model);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setAlternatingRowColors(true);
    verticalHeader()->hide();
    // One line a row; the columns share the panel's width, a long title ("Attack bonus (BtH +
    // STR or DEX)") shortened with its whole text in the tooltip, so no column hides off the side.
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    // The row of the situation now stays in view as it moves.
    connect(m_model, &OddsTableModel::nowMoved, this, [this] {
        if (const int row = m_model->nowRow(); row >= 0)
            scrollTo(m_model->index(row, 0), QAbstractItemView::PositionAtCenter);
    });
}

} // namespace Fray::Ui
