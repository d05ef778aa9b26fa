// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/day/DayPlanModel.h"

#include <QLocale>

namespace Fray::Ui {

using Plan = Party::PartyRest::Plan;

DayPlanModel::DayPlanModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void DayPlanModel::setRuleset(std::shared_ptr<const Rules::Ruleset> ruleset)
{
    m_ruleset = std::move(ruleset);
    if (!m_fights.empty())
        Q_EMIT dataChanged(index(0, RestBefore), index(rowCount() - 1, RestBefore));
}

QStringList DayPlanModel::restChoices() const
{
    QStringList choices{tr("No rest")};
    if (m_ruleset) {
        for (const Rules::Rest &rest : m_ruleset->rests)
            choices << rest.label;
    }
    choices << tr("Back to full");
    return choices;
}

void DayPlanModel::append(qint64 encounterId, const QString &name)
{
    const int row = rowCount();
    beginInsertRows({}, row, row);
    Day::CampaignDay::Fight fight{encounterId, std::nullopt};
    if (row > 0 && m_ruleset && !m_ruleset->rests.empty())
        fight.restBefore = Plan{Plan::Kind::Ruleset, m_ruleset->rests.front().id, 0};
    m_fights.push_back(fight);
    m_names << name;
    endInsertRows();
}

void DayPlanModel::remove(int row)
{
    if (row < 0 || row >= rowCount())
        return;
    beginRemoveRows({}, row, row);
    m_fights.erase(m_fights.begin() + row);
    m_names.removeAt(row);
    endRemoveRows();
    // The new first fight comes after no rest.
    if (row == 0 && !m_fights.empty() && m_fights.front().restBefore) {
        m_fights.front().restBefore.reset();
        Q_EMIT dataChanged(index(0, RestBefore), index(0, RestBefore));
    }
}

bool DayPlanModel::move(int row, int by)
{
    const int to = row + by;
    if (row < 0 || row >= rowCount() || to < 0 || to >= rowCount() || by == 0)
        return false;
    // beginMoveRows names the row the moved one goes before.
    if (!beginMoveRows({}, row, row, {}, by > 0 ? to + 1 : to))
        return false;
    std::swap(m_fights[std::size_t(row)], m_fights[std::size_t(to)]);
    m_names.swapItemsAt(row, to);
    endMoveRows();
    // Whichever is first now comes after no rest; the one it displaced gets the usual rest.
    if (row == 0 || to == 0) {
        const std::size_t wasFirst = std::size_t(row == 0 ? to : row);
        m_fights.front().restBefore.reset();
        if (m_ruleset && !m_ruleset->rests.empty())
            m_fights[wasFirst].restBefore
                = Plan{Plan::Kind::Ruleset, m_ruleset->rests.front().id, 0};
    }
    Q_EMIT dataChanged(index(0, RestBefore), index(rowCount() - 1, RestBefore));
    return true;
}

void DayPlanModel::clear()
{
    beginResetModel();
    m_fights.clear();
    m_names.clear();
    endResetModel();
}

int DayPlanModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_fights.size());
}

int DayPlanModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString DayPlanModel::restText(int row) const
{
    if (row == 0)
        return tr("(the day begins)");
    const auto &rest = m_fights[std::size_t(row)].restBefore;
    if (!rest)
        return tr("No rest");
    if (!m_ruleset)
        return rest->restId;
    return Party::PartyRest::describe(*m_ruleset, *rest);
}

QVariant DayPlanModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const int row = index.row();
    if (index.column() == Fight) {
        return role == Qt::DisplayRole ? QVariant(m_names[row]) : QVariant();
    }
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        return restText(row);
    case Qt::ToolTipRole:
        return row == 0 ? tr("The first fight finds the party as it is now")
                        : tr("Pick a rest, or type the hit points each hero gets back");
    default:
        return {};
    }
}

std::optional<std::optional<Plan>> DayPlanModel::restFrom(const QString &typed) const
{
    const QString text = typed.trimmed();
    if (text.compare(tr("No rest"), Qt::CaseInsensitive) == 0)
        return std::optional<Plan>();
    if (text.compare(tr("Back to full"), Qt::CaseInsensitive) == 0)
        return std::optional<Plan>(Plan{});
    if (m_ruleset) {
        for (const Rules::Rest &rest : m_ruleset->rests) {
            if (text.compare(rest.label, Qt::CaseInsensitive) == 0
                || text.compare(rest.id, Qt::CaseInsensitive) == 0)
                return std::optional<Plan>(Plan{Plan::Kind::Ruleset, rest.id, 0});
        }
    }
    bool ok = false;
    // "8" or "8 hit points each": the number the cell shows is read back.
    const qint64 hp = QLocale().toLongLong(text.section(QLatin1Char(' '), 0, 0), &ok);
    if (ok && hp >= 0 && hp <= Party::PartyRest::maxHitPoints)
        return std::optional<Plan>(Plan{Plan::Kind::HitPoints, QString(), hp});
    return std::nullopt;
}

bool DayPlanModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid)
        || index.column() != RestBefore || index.row() == 0)
        return false;
    const auto rest = restFrom(value.toString());
    if (!rest)
        return false;
    m_fights[std::size_t(index.row())].restBefore = *rest;
    Q_EMIT dataChanged(index, index);
    return true;
}

Qt::ItemFlags DayPlanModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == RestBefore && index.row() > 0)
        f |= Qt::ItemIsEditable;
    return f;
}

QVariant DayPlanModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    // The fights' rows are numbered in the order they come.
    if (orientation == Qt::Vertical)
        return section + 1;
    return section == Fight ? tr("Fight") : tr("Rest before it");
}

} // namespace Fray::Ui
