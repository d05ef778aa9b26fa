// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sim/TuneCurveModel.h"

#include "core/i18n/NumberText.h"

#include <QFont>
#include <QLocale>

namespace Fray::Ui {

TuneCurveModel::TuneCurveModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void TuneCurveModel::setResult(const Sim::FightTuner::Result &result)
{
    beginResetModel();
    m_points = result.curve;
    m_chosen = result.best ? std::optional(result.best->value) : std::nullopt;
    endResetModel();
}

void TuneCurveModel::clear()
{
    beginResetModel();
    m_points.clear();
    m_chosen.reset();
    endResetModel();
}

int TuneCurveModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_points.size());
}

int TuneCurveModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant TuneCurveModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Sim::FightTuner::Point &p = m_points[std::size_t(index.row())];
    const bool chosen = m_chosen && *m_chosen == p.value;
    if (role == ChosenRole)
        return chosen;
    if (role == Qt::FontRole && chosen) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    const QLocale locale;
    switch (index.column()) {
    case Value:
        if (role == Qt::DisplayRole)
            return locale.toString(p.value);
        if (role == RawValueRole)
            return p.value;
        if (role == Qt::TextAlignmentRole)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Win:
        if (role == Qt::DisplayRole)
            return NumberText::percent(p.win);
        if (role == RawValueRole)
            return p.win;
        if (role == StandardErrorRole)
            return p.winSe;
        if (role == Qt::ToolTipRole)
            return tr("± %1 (one standard error)").arg(NumberText::percent(p.winSe, 2));
        if (role == Qt::TextAlignmentRole)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Difficulty:
        return role == Qt::DisplayRole ? QVariant(Sim::Difficulty::label(p.difficulty))
                                       : QVariant();
    case Rounds:
        if (role == Qt::DisplayRole)
            return locale.toString(p.meanRounds, 'f', 1);
        if (role == RawValueRole)
            return p.meanRounds;
        if (role == Qt::TextAlignmentRole)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    default:
        return {};
    }
}

QVariant TuneCurveModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Value:
        return tr("Value");
    case Win:
        return tr("Party wins");
    case Difficulty:
        return tr("Difficulty");
    case Rounds:
        return tr("Rounds");
    default:
        return {};
    }
}

} // namespace Fray::Ui
