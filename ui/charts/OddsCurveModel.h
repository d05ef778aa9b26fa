// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/odds/OddsResult.h"

#include <QAbstractTableModel>

namespace Fray::Ui {

// An odds curve as a table for the chart: column 0 is the varied quantity, then one column per
// outcome band (its chance in percent) and a last column for any hit. Read-only; a new curve of
// the same shape updates the cells in place, so the chart's series follow without a rebuild.
class OddsCurveModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    struct Band
    {
        QString id;
        QString label;
        bool hits = false;
        bool operator==(const Band &) const = default;
    };

    explicit OddsCurveModel(QObject *parent = nullptr);

    // `x` of each point is the varied quantity's value after every modifier.
    void setCurve(const QString &axisTitle, std::vector<Band> bands, std::vector<double> x,
        std::vector<std::vector<double>> percent, std::vector<double> hitPercent);
    // No curve to show; the axis keeps the title of what would be varied.
    void clear(const QString &axisTitle = {});

    const QString &axisTitle() const { return m_axisTitle; }
    const std::vector<Band> &bands() const { return m_bands; }
    int hitColumn() const { return int(m_bands.size()) + 1; }
    double minimumX() const;
    double maximumX() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString m_axisTitle;
    std::vector<Band> m_bands;
    std::vector<double> m_x;
    std::vector<std::vector<double>> m_percent; // [band][point]
    std::vector<double> m_hit;
};

// Where the current situation sits on the curve: rows 0 and 1 are a vertical line at `x` from
// 0 to 100 percent, row 2 the chance to hit now.
class OddsMarkerModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    explicit OddsMarkerModel(QObject *parent = nullptr);

    void setX(std::optional<double> x, double hitPercent = 0.0);
    std::optional<double> x() const { return m_x; }
    double hitPercent() const { return m_hit; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    std::optional<double> m_x;
    double m_hit = 0.0;
};

} // namespace Fray::Ui
