// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/forms/UseTableModel.h"

#include "core/dice/Expression.h"
#include "ui/forms/FormStyle.h"

#include <QBrush>
#include <QLocale>

#include <algorithm>
#include <optional>

namespace Fray::Ui {

using Encounter::Use;

namespace {

constexpr Use::Reset kResets[] = {Use::Reset::Round, Use::Reset::Turn, Use::Reset::Fight,
    Use::Reset::Rest, Use::Reset::Never, Use::Reset::Recharge};

// Why dice typed in a cell cannot be rolled; empty when they can or when there are none.
QString diceError(const QString &dice)
{
    if (dice.trimmed().isEmpty())
        return {};
    const auto parsed = Dice::Expression::parse(dice);
    return parsed ? QString() : parsed.error().toString();
}

} // namespace

QStringList UseTableModel::resetLabels()
{
    return {tr("Each round"), tr("Each turn"), tr("Each fight"), tr("On a rest"), tr("Never"),
        tr("Recharge roll")};
}

void UseTableModel::setUses(const std::vector<Use> &uses)
{
    setRows(uses);
}

std::vector<Use> UseTableModel::uses() const
{
    std::vector<Use> uses = rows();
    for (Use &u : uses) {
        u.name = u.name.trimmed();
        if (u.reset != Use::Reset::Recharge) {
            u.recharge.clear();
            u.target = 0;
        }
    }
    return uses;
}

QString UseTableModel::problem(int row) const
{
    if (!hasRow(row))
        return {};
    const Use &u = this->row(row);
    const QString name = u.name.trimmed();
    if (name.isEmpty())
        return tr("Use %1: give it a name").arg(row + 1);
    for (int other = 0; other < row; ++other) {
        if (this->row(other).name.trimmed().compare(name, Qt::CaseInsensitive) == 0)
            return tr("%1: another use has this name").arg(name);
    }
    if (u.maximum < 1 || u.maximum > Use::maxUses)
        return tr("%1: the maximum must be from 1 to %2")
            .arg(name, QLocale().toString(Use::maxUses));
    if (u.left < 0 || u.left > u.maximum)
        return tr("%1: what is left must be from 0 to the maximum %2")
            .arg(name, QLocale().toString(u.maximum));
    if (u.reset == Use::Reset::Recharge) {
        if (u.recharge.trimmed().isEmpty())
            return tr("%1: a recharge needs dice to roll (1d6)").arg(name);
        const auto dice = Dice::Expression::parse(u.recharge);
        if (!dice)
            return tr("%1: recharge '%2': %3").arg(name, u.recharge, dice.error().toString());
    }
    if (const QString error = diceError(u.effect); !error.isEmpty())
        return tr("%1: effect '%2': %3").arg(name, u.effect.trimmed(), error);
    if (u.effectNote.size() > Use::maxNote)
        return tr("%1: the note is longer than %2 characters")
            .arg(name, QLocale().toString(Use::maxNote));
    return {};
}

int UseTableModel::addUse()
{
    Use use;
    use.name = QString();
    use.maximum = use.left = 1;
    use.reset = Use::Reset::Round;
    return appendRow(use);
}

void UseTableModel::removeUse(int row)
{
    removeRowAt(row);
}

QVariant UseTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Use &u = row(index.row());
    const bool recharge = u.reset == Use::Reset::Recharge;
    if (role == Qt::DisplayRole || role == Qt::EditRole) {
        switch (index.column()) {
        case NameColumn:
            return u.name;
        case LeftColumn:
            return u.left;
        case MaxColumn:
            return u.maximum;
        case ResetColumn:
            return resetLabels().value(int(
                std::find(std::begin(kResets), std::end(kResets), u.reset) - std::begin(kResets)));
        case RechargeColumn:
            return recharge ? QVariant(u.recharge) : QVariant();
        case TargetColumn:
            return recharge ? QVariant(u.target) : QVariant();
        case EffectColumn:
            return u.effect;
        case EffectNoteColumn:
            return u.effectNote;
        default:
            return {};
        }
    }
    if (role == Qt::ForegroundRole && index.column() == EffectColumn
        && !diceError(u.effect).isEmpty())
        return QBrush(FormStyle::problemColour());
    if (role == Qt::ToolTipRole) {
        if (index.column() == EffectColumn) {
            const QString error = diceError(u.effect);
            return error.isEmpty()
                ? tr("Dice rolled when the use is spent, such as 18d6; the log shows each die")
                : error;
        }
        if (index.column() == EffectNoteColumn)
            return tr("Said beside the roll when the use is spent: \"DC 21 Dexterity save\"");
        if (index.column() == TargetColumn)
            return tr("Recharged on this roll or more: 5 on 1d6 is \"recharge %1\"")
                .arg(QStringLiteral("5\u20136"));
        if (index.column() == ResetColumn)
            return tr("What gives the use back: a round's start, the owner's turn, the fight's "
                      "start, a rest, nothing, or a roll at the start of the owner's turn");
    }
    return {};
}

QVariant UseTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn:
        return tr("Name");
    case LeftColumn:
        return tr("Left");
    case MaxColumn:
        return tr("Max");
    case ResetColumn:
        return tr("Resets");
    case RechargeColumn:
        return tr("Roll");
    case TargetColumn:
        return tr("Target");
    case EffectColumn:
        return tr("Effect");
    case EffectNoteColumn:
        return tr("Note");
    default:
        return {};
    }
}

Qt::ItemFlags UseTableModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (!index.isValid())
        return f;
    const bool recharge = row(index.row()).reset == Use::Reset::Recharge;
    if ((index.column() == RechargeColumn || index.column() == TargetColumn) && !recharge)
        return f & ~Qt::ItemIsEnabled;
    return f | Qt::ItemIsEditable;
}

bool UseTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return false;
    Use &u = row(index.row());
    const QString text = value.toString().trimmed();
    const auto number = [&]() -> std::optional<qint64> {
        bool ok = false;
        const qint64 n = value.toLongLong(&ok);
        return ok ? std::optional<qint64>(n) : std::nullopt;
    };
    switch (index.column()) {
    case NameColumn:
        u.name = value.toString();
        break;
    case LeftColumn:
    case MaxColumn:
    case TargetColumn: {
        const auto n = number();
        if (!n)
            return false;
        // A full use stays full when its maximum changes, and nothing is left above it.
        if (index.column() == MaxColumn && (u.left == u.maximum || u.left > *n))
            u.left = std::max<qint64>(0, *n);
        (index.column() == LeftColumn         ? u.left
                : index.column() == MaxColumn ? u.maximum
                                              : u.target)
            = *n;
        break;
    }
    case ResetColumn: {
        const qsizetype at = resetLabels().indexOf(value.toString());
        if (at < 0)
            return false;
        u.reset = kResets[at];
        if (u.reset == Use::Reset::Recharge && u.recharge.isEmpty()) {
            // The monster manuals' usual recharge, for the GM to change.
            u.recharge = QStringLiteral("1d6");
            u.target = 5;
        }
        break;
    }
    case RechargeColumn:
        u.recharge = text;
        break;
    case EffectColumn:
        u.effect = text;
        break;
    case EffectNoteColumn:
        u.effectNote = text;
        break;
    default:
        return false;
    }
    rowChanged(index.row());
    return true;
}

} // namespace Fray::Ui
