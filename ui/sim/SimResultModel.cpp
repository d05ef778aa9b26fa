// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sim/SimResultModel.h"

#include "core/i18n/NumberText.h"
#include "core/rules/DisplayNames.h"

namespace Fray::Ui {

SimResultModel::SimResultModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void SimResultModel::setResult(const Sim::SimResult &result, const Rules::Ruleset *ruleset)
{
    beginResetModel();
    m_rows = result.combatants;
    m_ruleset = ruleset;
    endResetModel();
}

void SimResultModel::clear()
{
    beginResetModel();
    m_rows.clear();
    endResetModel();
}

int SimResultModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int SimResultModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

std::optional<std::pair<double, double>> SimResultModel::number(
    const Sim::SimResult::CombatantResult &c, int column) const
{
    switch (column) {
    case Out:
        return std::pair{c.pOut, c.pOutSe};
    case Dead:
        if (!c.pDead)
            return std::nullopt;
        return std::pair{*c.pDead, c.pDeadSe};
    case HpLeft:
        return std::pair{c.meanHpLeft, c.meanHpLeftSe};
    case DamageDealt:
        return std::pair{c.meanDamageDealt, c.meanDamageDealtSe};
    case DamageTaken:
        return std::pair{c.meanDamageTaken, c.meanDamageTakenSe};
    default:
        return std::nullopt;
    }
}

QVariant SimResultModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Sim::SimResult::CombatantResult &c = m_rows[std::size_t(index.row())];
    const int column = index.column();
    const auto value = number(c, column);
    const bool chance = column == Out || column == Dead;
    switch (role) {
    case Qt::DisplayRole:
        if (column == Name)
            return c.name;
        if (column == Side)
            return Rules::DisplayNames::side(c.side, m_ruleset);
        if (!value)
            return tr("\u2014"); // the ruleset has no death
        return chance ? NumberText::percent(value->first) : NumberText::decimal(value->first, 1);
    case Qt::ToolTipRole:
        if (!value)
            return column == Dead ? tr("The ruleset has no death.") : QVariant();
        return tr("Standard error: %1")
            .arg(chance ? NumberText::percent(value->second, 2)
                        : NumberText::decimal(value->second, 2));
    case Qt::TextAlignmentRole:
        if (column == Name || column == Side)
            return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case RawValueRole:
        if (column == Name)
            return c.name;
        if (column == Side)
            return c.side;
        return value ? QVariant(value->first) : QVariant();
    case StandardErrorRole:
        return value ? QVariant(value->second) : QVariant();
    default:
        return {};
    }
}

QVariant SimResultModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Name:
        return tr("Combatant");
    case Side:
        return tr("Side");
    case Out:
        return tr("Out of the fight");
    case Dead:
        return tr("Dead");
    case HpLeft:
        return tr("HP left");
    case DamageDealt:
        return tr("Damage dealt");
    case DamageTaken:
        return tr("Damage taken");
    default:
        return {};
    }
}

} // namespace Fray::Ui
