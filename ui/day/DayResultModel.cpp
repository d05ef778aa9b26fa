// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/day/DayResultModel.h"

#include "core/i18n/NumberText.h"
#include "core/sim/Difficulty.h"

#include <QLocale>

namespace Fray::Ui {

DayResultModel::DayResultModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void DayResultModel::setResult(const Day::DayResult &result)
{
    beginResetModel();
    m_result = result;
    endResetModel();
}

void DayResultModel::clear()
{
    beginResetModel();
    m_result = {};
    endResetModel();
}

int DayResultModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_result.fights.size());
}

int DayResultModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || m_result.fights.empty() ? 0
                                                       : FirstHero + int(m_result.heroes.size());
}

QVariant DayResultModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Day::DayResult::FightResult &f = m_result.fights[std::size_t(index.row())];
    const int column = index.column();
    const QLocale locale;
    if (column >= FirstHero) {
        const Day::DayResult::HeroBefore &h = f.heroes[std::size_t(column - FirstHero)];
        switch (role) {
        case Qt::DisplayRole:
            if (!h.inFight)
                return tr("not in it");
            return h.pOut > 0.0
                ? tr("%1 HP (out %2)")
                      .arg(locale.toString(h.meanHp, 'f', 1), NumberText::percent(h.pOut))
                : tr("%1 HP").arg(locale.toString(h.meanHp, 'f', 1));
        case Qt::ToolTipRole:
            return h.inFight
                ? tr("%1's hit points when this fight begins, on average over the "
                     "days that come to it (± %2)")
                      .arg(h.name, locale.toString(h.meanHpSe, 'f', 2))
                : tr("%1 sits this fight out and keeps what the last one left").arg(h.name);
        case Qt::TextAlignmentRole:
            return int(Qt::AlignRight | Qt::AlignVCenter);
        case RawValueRole:
            return h.inFight ? QVariant(h.meanHp) : QVariant();
        case StandardErrorRole:
            return h.meanHpSe;
        default:
            return {};
        }
    }
    const auto chance = [&](double p, double se) -> QVariant {
        switch (role) {
        case Qt::DisplayRole:
            return NumberText::percent(p);
        case Qt::ToolTipRole:
            return tr("± %1 (one standard error)").arg(NumberText::percent(se, 2));
        case Qt::TextAlignmentRole:
            return int(Qt::AlignRight | Qt::AlignVCenter);
        case RawValueRole:
            return p;
        case StandardErrorRole:
            return se;
        default:
            return {};
        }
    };
    switch (column) {
    case Fight:
        // The rest before it is in the plan beside; here it is a tooltip, so the heroes' columns
        // fit.
        if (role == Qt::DisplayRole)
            return tr("%1. %2").arg(index.row() + 1).arg(f.name);
        if (role == Qt::ToolTipRole)
            return f.restBefore.isEmpty() ? tr("The day begins with it")
                                          : tr("After %1").arg(f.restBefore);
        return {};
    case Reached:
        return chance(f.reached, f.reachedSe);
    case Breaks:
        return chance(f.breaks, f.breaksSe);
    case Rounds:
        if (role == Qt::DisplayRole)
            return locale.toString(f.fight.meanRounds, 'f', 1);
        if (role == Qt::TextAlignmentRole)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        if (role == RawValueRole)
            return f.fight.meanRounds;
        if (role == StandardErrorRole)
            return f.fight.meanRoundsSe;
        return {};
    case Difficulty:
        if (role == Qt::DisplayRole)
            return Sim::Difficulty::label(f.fight.difficulty);
        if (role == Qt::ToolTipRole)
            return tr("Over the days that come to this fight, with the party as the day has "
                      "left it");
        return {};
    default:
        return {};
    }
}

QVariant DayResultModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (section >= FirstHero && section < columnCount()) {
        const QString &name = m_result.heroes[std::size_t(section - FirstHero)].name;
        if (role == Qt::DisplayRole)
            return tr("%1 before").arg(name);
        if (role == Qt::ToolTipRole)
            return tr("%1's hit points when the fight begins").arg(name);
        return {};
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case Reached:
            return tr("How often the day comes to this fight: the party won every one before");
        case Breaks:
            return tr("How often the party loses this fight, or is still fighting at the round "
                      "cap: the day ends there");
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Fight:
        return tr("Fight");
    case Reached:
        return tr("Fought");
    case Breaks:
        return tr("Party breaks");
    case Rounds:
        return tr("Rounds");
    case Difficulty:
        return tr("Difficulty");
    default:
        return {};
    }
}

} // namespace Fray::Ui
