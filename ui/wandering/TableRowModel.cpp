// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/wandering/TableRowModel.h"

#include "core/i18n/NumberText.h"
#include "core/sim/Difficulty.h"
#include "core/wandering/TableText.h"

#include <QLocale>
#include <QRegularExpression>

namespace Fray::Ui {

using Wandering::EncounterTable;

void TableRowModel::setTable(const EncounterTable &table)
{
    m_die = table.die;
    setRows(table.rows);
    updateOdds();
}

void TableRowModel::setDie(const QString &die)
{
    m_die = die;
    updateOdds();
    derivedChanged();
    Q_EMIT tableChanged();
}

QString TableRowModel::rollText(const EncounterTable::Row &row)
{
    return row.from == row.to ? QString::number(row.from)
                              : QStringLiteral("%1-%2").arg(row.from).arg(row.to);
}

int TableRowModel::addRow()
{
    EncounterTable::Row added;
    added.from = added.to = rows().empty() ? 1 : rows().back().to + 1;
    const int r = appendRow(added);
    updateOdds();
    Q_EMIT tableChanged();
    return r;
}

void TableRowModel::removeTableRow(int row)
{
    removeRowAt(row);
    updateOdds();
    derivedChanged();
    Q_EMIT tableChanged();
}

void TableRowModel::setDanger(Danger danger)
{
    m_danger = std::move(danger);
    m_danger.resize(m_danger.empty() ? 0 : std::size_t(rowCount()));
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, DangerColumn), index(rowCount() - 1, DangerColumn));
}

void TableRowModel::derivedChanged()
{
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, ChanceColumn), index(rowCount() - 1, DangerColumn));
}

void TableRowModel::updateOdds()
{
    m_danger.clear(); // simulated for rows that are no longer these
    EncounterTable table;
    table.die = m_die;
    table.rows = rows();
    const auto odds = Wandering::EncounterTableOdds::of(table);
    m_odds.reset();
    if (odds)
        m_odds = *odds;
}

QVariant TableRowModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !hasRow(index.row()))
        return {};
    const EncounterTable::Row &r = row(index.row());
    if (role == Qt::DisplayRole || role == Qt::EditRole) {
        switch (index.column()) {
        case RollColumn:
            return rollText(r);
        case CountColumn:
            return r.isNothing() ? QString() : (r.count.isEmpty() ? QStringLiteral("1") : r.count);
        case CreatureColumn:
            return role == Qt::DisplayRole && r.isNothing() ? tr("nothing") : r.creature;
        case NoteColumn:
            return r.note;
        case ChanceColumn: {
            if (!m_odds)
                return role == Qt::DisplayRole ? QStringLiteral("\u2014") : QVariant();
            return Wandering::TableText::rowChance(r, m_odds->rows[std::size_t(index.row())]);
        }
        case DangerColumn: {
            if (role != Qt::DisplayRole || !simulated())
                return {};
            const auto &d = m_danger[std::size_t(index.row())];
            if (!d)
                return QStringLiteral("\u2014");
            return tr("wins %1 \u00b7 %2")
                .arg(NumberText::percent(d->win), Sim::Difficulty::label(d->difficulty));
        }
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole && index.column() == DangerColumn) {
        if (!simulated())
            return tr("How Deadly? simulates the party against each row");
        const auto &d = m_danger[std::size_t(index.row())];
        if (!d)
            return tr("Nothing comes: no fight");
        QString text
            = tr("The party wins %1 (\u00b1%2) of %3 fights; someone in it is out of the "
                 "fight in %4")
                  .arg(NumberText::percent(d->win), NumberText::percent(d->winSe),
                      QLocale().toString(qint64(d->fights)), NumberText::percent(d->anyOut));
        if (d->anyDead)
            text += tr(", someone in it dies in %1").arg(NumberText::percent(*d->anyDead));
        return tr("%1. Each number that can come is fought as often as its chance says, each "
                  "creature at its hit dice's average.")
            .arg(text);
    }
    if (role == Qt::ToolTipRole && index.column() == ChanceColumn && m_odds && !r.isNothing()) {
        // How many come, each number with its chance on this row: 2d4 is 2 to 8, 1/16 to 4/16.
        return tr("How many come: %1")
            .arg(Wandering::TableText::countChances(m_odds->rows[std::size_t(index.row())]));
    }
    if (role == Qt::ToolTipRole && index.column() == RollColumn)
        return tr("A result of the die (3) or a range of them (4-6)");
    if (role == Qt::ToolTipRole && index.column() == CreatureColumn)
        return tr("A library entry's name; leave it empty for a row where nothing comes");
    return {};
}

QVariant TableRowModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case RollColumn:
        return tr("Roll");
    case CountColumn:
        return tr("How many");
    case CreatureColumn:
        return tr("Creature");
    case NoteColumn:
        return tr("Note");
    case ChanceColumn:
        return tr("Chance");
    case DangerColumn:
        return tr("Party");
    default:
        return {};
    }
}

Qt::ItemFlags TableRowModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    const Qt::ItemFlags base = Qt::ItemIsSelectable | Qt::ItemIsEnabled;
    return index.column() >= ChanceColumn ? base : base | Qt::ItemIsEditable;
}

bool TableRowModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !index.isValid() || !hasRow(index.row()))
        return false;
    EncounterTable::Row &r = row(index.row());
    const QString text = value.toString().trimmed();
    switch (index.column()) {
    case RollColumn: {
        static const QRegularExpression range(
            QStringLiteral("^\\s*(-?\\d{1,9})\\s*(?:[-\u2013]\\s*(-?\\d{1,9}))?\\s*$"));
        const auto match = range.match(text);
        if (!match.hasMatch())
            return false;
        r.from = match.captured(1).toLongLong();
        r.to = match.captured(2).isEmpty() ? r.from : match.captured(2).toLongLong();
        break;
    }
    case CountColumn:
        r.count = text;
        break;
    case CreatureColumn:
        r.creature = text;
        if (r.isNothing())
            r.count.clear();
        else if (r.count.isEmpty())
            r.count = QStringLiteral("1");
        break;
    case NoteColumn:
        r.note = text;
        break;
    default:
        return false;
    }
    updateOdds();
    rowChanged(index.row());
    derivedChanged();
    Q_EMIT tableChanged();
    return true;
}

} // namespace Fray::Ui
