// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QIdentityProxyModel>
#include <QTableView>

namespace Fray::Ui {

class OddsCurveModel;
class OddsMarkerModel;

// The odds curve as words a screen reader reads: each value of the varied quantity with every
// outcome band's chance as a percentage in the user's language ("45,0 %"), and the row of the
// situation now marked in bold and described as such.
class OddsTableModel : public QIdentityProxyModel
{
    Q_OBJECT

public:
    OddsTableModel(OddsCurveModel *curve, OddsMarkerModel *marker, QObject *parent = nullptr);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    // The row of the situation now, -1 when there is none.
    int nowRow() const;

Q_SIGNALS:
    void nowMoved();

private:
    bool isNow(int row) const;

    OddsCurveModel *m_curve;
    OddsMarkerModel *m_marker;
};

// View › Odds as Table: the chart's twin, one row per value of what is varied.
class OddsTable : public QTableView
{
    Q_OBJECT

public:
    OddsTable(OddsCurveModel *curve, OddsMarkerModel *marker, QWidget *parent = nullptr);

    OddsTableModel *tableModel() const { return m_model; }

private:
    OddsTableModel *m_model;
};

} // namespace Fray::Ui
