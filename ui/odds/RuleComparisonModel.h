// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/print/ComparisonSheet.h"

#include <QAbstractTableModel>

namespace Fray::Ui {

// The comparison as a table: a row per value of the varied quantity, the columns and texts of
// the printed sheet (Print::ComparisonSheet), the hit chances under A and B as raw values.
class RuleComparisonModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Role { HitARole = Qt::UserRole + 1, HitBRole, ValueRole, CurrentRole };

    explicit RuleComparisonModel(QObject *parent = nullptr);
    void setComparison(const Print::ComparisonSheet::Comparison &comparison);
    const Print::ComparisonSheet::Comparison &comparison() const { return m_comparison; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    Print::ComparisonSheet::Comparison m_comparison;
    QStringList m_columns;
    std::vector<QStringList> m_rows;
};

} // namespace Fray::Ui
