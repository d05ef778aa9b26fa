// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/OddsCurveModel.h"

#include <algorithm>

namespace Fray::Ui {

OddsCurveModel::OddsCurveModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void OddsCurveModel::setCurve(const QString &axisTitle, std::vector<Band> bands,
    std::vector<double> x, std::vector<std::vector<double>> percent, std::vector<double> hitPercent)
{
    Q_ASSERT(percent.size() == bands.size() && hitPercent.size() == x.size());
    const bool sameShape = bands == m_bands && x.size() == m_x.size() && axisTitle == m_axisTitle;
    if (!sameShape)
        beginResetModel();
    m_axisTitle = axisTitle;
    m_bands = std::move(bands);
    m_x = std::move(x);
    m_percent = std::move(percent);
    m_hit = std::move(hitPercent);
    if (!sameShape)
        endResetModel();
    else if (!m_x.empty())
        Q_EMIT dataChanged(
            index(0, 0), index(rowCount() - 1, columnCount() - 1), {Qt::DisplayRole});
}

void OddsCurveModel::clear(const QString &axisTitle)
{
    beginResetModel();
    m_axisTitle = axisTitle;
    m_bands.clear();
    m_x.clear();
    m_percent.clear();
    m_hit.clear();
    endResetModel();
}

double OddsCurveModel::minimumX() const
{
    return m_x.empty() ? 0.0 : *std::min_element(m_x.begin(), m_x.end());
}

double OddsCurveModel::maximumX() const
{
    return m_x.empty() ? 0.0 : *std::max_element(m_x.begin(), m_x.end());
}

int OddsCurveModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_x.size());
}

int OddsCurveModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || m_x.empty() ? 0 : int(m_bands.size()) + 2;
}

QVariant OddsCurveModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)
        || (role != Qt::DisplayRole && role != Qt::EditRole))
        return {};
    const auto row = std::size_t(index.row());
    if (index.column() == 0)
        return m_x[row];
    if (index.column() == hitColumn())
        return m_hit[row];
    return m_percent[std::size_t(index.column() - 1)][row];
}

QVariant OddsCurveModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0
        || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section == 0)
        return m_axisTitle;
    if (section == hitColumn())
        return tr("Any hit");
    return m_bands[std::size_t(section - 1)].label;
}

OddsMarkerModel::OddsMarkerModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void OddsMarkerModel::setX(std::optional<double> x, double hitPercent)
{
    if (x.has_value() != m_x.has_value()) {
        beginResetModel();
        m_x = x;
        m_hit = hitPercent;
        endResetModel();
        return;
    }
    m_x = x;
    m_hit = hitPercent;
    Q_EMIT dataChanged(index(0, 0), index(2, 1), {Qt::DisplayRole});
}

int OddsMarkerModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_x ? 0 : 3;
}

int OddsMarkerModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : 2;
}

QVariant OddsMarkerModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)
        || (role != Qt::DisplayRole && role != Qt::EditRole))
        return {};
    if (index.column() == 0)
        return *m_x;
    switch (index.row()) {
    case 0:
        return 0.0;
    case 1:
        return 100.0;
    default:
        return m_hit;
    }
}

} // namespace Fray::Ui
