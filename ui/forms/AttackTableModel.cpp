// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/forms/AttackTableModel.h"

#include "core/dice/Expression.h"
#include "core/rules/DisplayNames.h"
#include "ui/forms/FormStyle.h"

#include <QBrush>
#include <QLocale>

#include <algorithm>

namespace Fray::Ui {

void AttackTableModel::setValueRule(
    BaseOf baseOf, const QString &valueLabel, const QString &valueToolTip)
{
    m_baseOf = std::move(baseOf);
    m_valueLabel = valueLabel;
    m_valueToolTip = valueToolTip;
    Q_EMIT headerDataChanged(Qt::Horizontal, BonusColumn, ValueColumn);
    refreshValues();
}

std::optional<qint64> AttackTableModel::baseOf(const QString &kind) const
{
    return m_baseOf ? m_baseOf(kind) : std::nullopt;
}

bool AttackTableModel::updateValue(AttackRow &row) const
{
    const auto base = baseOf(row.attack.kind);
    const qint64 value = base ? *base + row.bonus : row.bonus;
    if (value == row.attack.value)
        return false;
    row.attack.value = value;
    return true;
}

void AttackTableModel::refreshValues()
{
    for (int r = 0; r < rowCount(); ++r) {
        if (updateValue(row(r))) {
            const QModelIndex value = index(r, ValueColumn);
            Q_EMIT dataChanged(value, value);
        }
    }
}

void AttackTableModel::setAttacks(const std::vector<Encounter::Attack> &attacks)
{
    std::vector<AttackRow> list;
    for (std::size_t i = 0; i < attacks.size(); ++i) {
        // The value as saved is kept; the bonus is what it has beyond the stats' part.
        const auto base = baseOf(attacks[i].kind);
        const qint64 bonus = attacks[i].value - base.value_or(0);
        list.push_back({attacks[i], bonus, qint64(i), damageError(attacks[i].damage)});
    }
    m_setCount = attacks.size();
    setRows(std::move(list));
}

std::vector<Encounter::Attack> AttackTableModel::attacks() const
{
    std::vector<Encounter::Attack> list;
    for (const AttackRow &row : rows())
        list.push_back(row.attack);
    return list;
}

QString AttackTableModel::problem(int row) const
{
    const AttackRow &r = this->row(row);
    const QString name = r.attack.name.isEmpty() ? tr("Attack %1").arg(row + 1) : r.attack.name;
    if (r.attack.name.trimmed().isEmpty())
        return tr("Attack %1: needs a name").arg(row + 1);
    if (!r.damageError.isEmpty())
        return tr("%1's damage '%2': %3").arg(name, r.attack.damage, r.damageError);
    return QString();
}

int AttackTableModel::addAttack()
{
    AttackRow added{Encounter::Attack(), 0, -1, QString()};
    updateValue(added);
    return appendRow(added);
}

void AttackTableModel::removeAttack(int row)
{
    removeRowAt(row);
}

QVariant AttackTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    const AttackRow &row = this->row(index.row());
    const Encounter::Attack &a = row.attack;
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
    case RawValueRole:
        switch (index.column()) {
        case NameColumn:
            return a.name;
        case KindColumn:
            return role == RawValueRole ? a.kind : Rules::DisplayNames::attackKind(a.kind);
        case BonusColumn:
            return role == RawValueRole ? QVariant(row.bonus)
                                        : QVariant(FormStyle::toInt(row.bonus));
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
        if (index.column() == ValueColumn && baseOf(a.kind)) {
            const QLocale locale;
            const qint64 base = *baseOf(a.kind);
            return tr("%1 from the stats + %2 of the attack's own")
                .arg(locale.toString(base), locale.toString(row.bonus));
        }
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
        case BonusColumn:
            return tr("Own bonus");
        case ValueColumn:
            return m_valueLabel.isEmpty() ? tr("Attack") : m_valueLabel;
        case DamageColumn:
            return tr("Damage");
        case WeaponClassColumn:
            return tr("Weapon class");
        case RateOfFireColumn:
            return tr("Rate of fire");
        }
    } else if (role == Qt::ToolTipRole) {
        switch (section) {
        case BonusColumn:
            return tr("What this attack adds beyond the stats: a magic weapon, a class ability");
        case ValueColumn:
            return m_valueToolTip.isEmpty()
                ? tr("Attack bonus, skill % or SC, as the ruleset reads it")
                : m_valueToolTip;
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
    // A value the ruleset works out is shown, not typed: its bonus is.
    if (index.column() == ValueColumn && baseOf(row(index.row()).attack.kind))
        return QAbstractTableModel::flags(index);
    return QAbstractTableModel::flags(index) | Qt::ItemIsEditable;
}

bool AttackTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    AttackRow &row = this->row(index.row());
    Encounter::Attack edited = row.attack;
    qint64 bonus = row.bonus;
    switch (index.column()) {
    case NameColumn:
        edited.name = value.toString().trimmed();
        break;
    case KindColumn:
        edited.kind = Rules::DisplayNames::attackKindId(value.toString());
        break;
    case DamageColumn:
        edited.damage = value.toString().trimmed();
        break;
    case WeaponClassColumn:
        edited.weaponClass = value.toString().trimmed();
        break;
    case BonusColumn:
    case ValueColumn:
    case RateOfFireColumn: {
        bool ok = false;
        const qint64 number = value.toLongLong(&ok);
        if (!ok || (index.column() == RateOfFireColumn && number < 1))
            return false;
        if (index.column() == ValueColumn && baseOf(edited.kind))
            return false; // worked out, not typed
        if (index.column() == RateOfFireColumn)
            edited.rateOfFire = number;
        else
            bonus = number;
        break;
    }
    default:
        return false;
    }
    AttackRow changed = row;
    changed.attack = edited;
    changed.bonus = bonus;
    updateValue(changed);
    if (changed.attack == row.attack && changed.bonus == row.bonus)
        return false;
    changed.damageError = damageError(edited.damage);
    row = changed;
    // A new kind or bonus changes the value beside it too.
    rowChanged(index.row());
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
    const std::vector<AttackRow> &list = rows();
    const bool asSet = list.size() == m_setCount
        && std::all_of(list.begin(), list.end(),
            [&list](const AttackRow &row) { return row.origin == qint64(&row - list.data()); });
    if (before.empty() || asSet)
        return before;
    std::vector<qint64> fired(list.size(), 0);
    for (std::size_t i = 0; i < fired.size(); ++i) {
        const qint64 from = list[i].origin;
        if (from >= 0 && std::size_t(from) < before.size())
            fired[i] = before[std::size_t(from)];
    }
    while (!fired.empty() && fired.back() == 0)
        fired.pop_back();
    return fired;
}

} // namespace Fray::Ui
