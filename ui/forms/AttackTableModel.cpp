// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/forms/AttackTableModel.h"

#include "core/dice/Expression.h"
#include "ui/forms/FormStyle.h"

#include <QBrush>

#include <algorithm>

namespace Fray::Ui {

void AttackTableModel::setAttacks(const std::vector<Encounter::Attack> &attacks)
{
    beginResetModel();
    m_rows.clear();
    for (std::size_t i = 0; i < attacks.size(); ++i)
        m_rows.push_back({attacks[i], qint64(i), damageError(attacks[i].damage)});
    m_setCount = attacks.size();
    endResetModel();
}

std::vector<Encounter::Attack> AttackTableModel::attacks() const
{
    std::vector<Encounter::Attack> list;
    for (const Row &row : m_rows)
        list.push_back(row.attack);
    return list;
}

QString AttackTableModel::problem(int row) const
{
    const Row &r = m_rows[std::size_t(row)];
    const QString name = r.attack.name.isEmpty() ? tr("Attack %1").arg(row + 1) : r.attack.name;
    if (r.attack.name.trimmed().isEmpty())
        return tr("Attack %1: needs a name").arg(row + 1);
    if (!r.damageError.isEmpty())
        return tr("%1's damage '%2': %3").arg(name, r.attack.damage, r.damageError);
    return QString();
}

int AttackTableModel::addAttack()
{
    const int row = rowCount();
    beginInsertRows(QModelIndex(), row, row);
    m_rows.push_back({Encounter::Attack(), -1, QString()});
    endInsertRows();
    return row;
}

void AttackTableModel::removeAttack(int row)
{
    if (row < 0 || row >= rowCount())
        return;
    beginRemoveRows(QModelIndex(), row, row);
    m_rows.erase(m_rows.begin() + row);
    endRemoveRows();
}

int AttackTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int AttackTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AttackTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    const Row &row = m_rows[std::size_t(index.row())];
    const Encounter::Attack &a = row.attack;
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
    case RawValueRole:
        switch (index.column()) {
        case NameColumn:
            return a.name;
        case KindColumn:
            return a.kind;
        case ValueColumn:
            return role == RawValueRole ? QVariant(a.value) : QVariant(FormStyle::toInt(a.value));
        case DamageColumn:
            return a.damage;
        case WeaponClassColumn:
            return a.weaponClass;
        case RateOfFireColumn:
            return role == RawValueRole ? QVariant(a.rateOfFire)
                                        : QVariant(FormStyle::toInt(a.rateOfFire));
        }
        break;
    case Qt::ForegroundRole:
        if (index.column() == DamageColumn && !row.damageError.isEmpty())
            return QBrush(FormStyle::problemColour());
        break;
    case Qt::ToolTipRole:
        if (index.column() == DamageColumn && !row.damageError.isEmpty())
            return row.damageError;
        break;
    }
    return QVariant();
}

QVariant AttackTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case NameColumn:
            return tr("Name");
        case KindColumn:
            return tr("Kind");
        case ValueColumn:
            return tr("Attack");
        case DamageColumn:
            return tr("Damage");
        case WeaponClassColumn:
            return tr("Weapon class");
        case RateOfFireColumn:
            return tr("Rate of fire");
        }
    } else if (role == Qt::ToolTipRole) {
        switch (section) {
        case ValueColumn:
            return tr("Attack bonus, skill % or SC, as the ruleset reads it");
        case DamageColumn:
            return tr("Dice such as 1d8+1");
        case RateOfFireColumn:
            return tr("Rounds per shot: 2 fires every other round");
        }
    }
    return QVariant();
}

Qt::ItemFlags AttackTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return QAbstractTableModel::flags(index) | Qt::ItemIsEditable;
}

bool AttackTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    Row &row = m_rows[std::size_t(index.row())];
    Encounter::Attack edited = row.attack;
    switch (index.column()) {
    case NameColumn:
        edited.name = value.toString().trimmed();
        break;
    case KindColumn:
        edited.kind = value.toString().trimmed();
        break;
    case DamageColumn:
        edited.damage = value.toString().trimmed();
        break;
    case WeaponClassColumn:
        edited.weaponClass = value.toString().trimmed();
        break;
    case ValueColumn:
    case RateOfFireColumn: {
        bool ok = false;
        const qint64 number = value.toLongLong(&ok);
        if (!ok || (index.column() == RateOfFireColumn && number < 1))
            return false;
        (index.column() == ValueColumn ? edited.value : edited.rateOfFire) = number;
        break;
    }
    default:
        return false;
    }
    if (edited == row.attack)
        return false;
    row.attack = edited;
    row.damageError = damageError(edited.damage);
    Q_EMIT dataChanged(index, index);
    return true;
}

QString AttackTableModel::damageError(const QString &damage)
{
    if (damage.trimmed().isEmpty())
        return QString();
    const auto parsed = Dice::Expression::parse(damage);
    return parsed ? QString() : parsed.error().toString();
}

std::vector<qint64> AttackTableModel::lastFired(const std::vector<qint64> &before) const
{
    const bool asSet = m_rows.size() == m_setCount
        && std::all_of(m_rows.begin(), m_rows.end(),
            [this](const Row &row) { return row.origin == qint64(&row - m_rows.data()); });
    if (before.empty() || asSet)
        return before;
    std::vector<qint64> fired(m_rows.size(), 0);
    for (std::size_t i = 0; i < fired.size(); ++i) {
        const qint64 from = m_rows[i].origin;
        if (from >= 0 && std::size_t(from) < before.size())
            fired[i] = before[std::size_t(from)];
    }
    while (!fired.empty() && fired.back() == 0)
        fired.pop_back();
    return fired;
}

} // namespace Fray::Ui
