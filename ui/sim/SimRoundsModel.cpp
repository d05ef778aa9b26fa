// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sim/SimRoundsModel.h"

#include "core/i18n/NumberText.h"

#include <QLocale>

namespace Fray::Ui {

SimRoundsModel::SimRoundsModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void SimRoundsModel::setResult(const Sim::SimResult &result)
{
    beginResetModel();
    const int last = result.roundHistogram.empty() ? 0 : result.roundHistogram.back().first;
    m_endsIn.assign(std::size_t(last), 0.0);
    for (const auto &[round, p] : result.roundHistogram) {
        if (round >= 1)
            m_endsIn[std::size_t(round - 1)] += p;
    }
    m_overBy.resize(m_endsIn.size());
    double sum = 0.0;
    for (std::size_t i = 0; i < m_endsIn.size(); ++i)
        m_overBy[i] = sum += m_endsIn[i];
    endResetModel();
}

void SimRoundsModel::clear()
{
    beginResetModel();
    m_endsIn.clear();
    m_overBy.clear();
    endResetModel();
}

int SimRoundsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_endsIn.size());
}

int SimRoundsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SimRoundsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto row = std::size_t(index.row());
    const double p = index.column() == EndsIn ? m_endsIn[row] : m_overBy[row];
    switch (role) {
    case Qt::DisplayRole:
        return index.column() == Round ? QLocale().toString(index.row() + 1)
                                       : NumberText::percent(p);
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case RawValueRole:
        return index.column() == Round ? QVariant(index.row() + 1) : QVariant(p);
    default:
        return {};
    }
}

QVariant SimRoundsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Round:
        return tr("Round");
    case EndsIn:
        return tr("Fights ending in it");
    case OverBy:
        return tr("Fights over by its end");
    default:
        return {};
    }
}

} // namespace Fray::Ui
