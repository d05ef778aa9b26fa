// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/encounter/LuckModel.h"

#include "core/record/LogExport.h"

#include <QLocale>

#include <algorithm>

namespace Fray::Ui {

LuckModel::LuckModel(const Encounter::Encounter &encounter, QObject *parent)
    : QAbstractTableModel(parent)
    , m_encounter(encounter)
    , m_report(Record::LuckReport::of(encounter.state()))
{
    // Attacks come and go with the log (undo takes lines back); rows follow the roster's order
    // and names. Lines that are no attack (a round beginning) and edits that rename no one
    // leave the report as it is, so most commands cost no working out.
    using E = Encounter::Encounter;
    connect(&encounter, &E::logAppended, this, [this](qint64 first) {
        const auto &log = m_encounter.state().log;
        if (std::any_of(log.begin() + std::min<qint64>(first, qint64(log.size())), log.end(),
                [](const Encounter::LogEntry &entry) { return entry.attack.has_value(); }))
            refresh();
    });
    connect(&encounter, &E::logReset, this, &LuckModel::refresh);
    connect(&encounter, &E::combatantChanged, this, &LuckModel::refreshNames);
    connect(&encounter, &E::combatantsReset, this, &LuckModel::refresh);
    connect(&encounter, &E::combatantRemoved, this, &LuckModel::refresh);
    connect(&encounter, &E::combatantsInserted, this, &LuckModel::refresh);
}

void LuckModel::refreshNames()
{
    for (std::size_t row = 0; row < m_report.rows().size(); ++row) {
        const Encounter::Combatant *c = m_encounter.find(m_report.rows()[row].attacker);
        if (c && c->name != m_report.rows()[row].name) {
            m_report.rename(row, c->name);
            const QModelIndex changed = index(int(row), Name);
            Q_EMIT dataChanged(changed, changed);
        }
    }
}

void LuckModel::refresh()
{
    Record::LuckReport next = Record::LuckReport::of(m_encounter.state());
    const auto &before = m_report.rows();
    const auto &after = next.rows();
    const auto sameAttacker
        = [](const Record::LuckReport::Row &a, const Record::LuckReport::Row &b) {
              return a.attacker == b.attacker;
          };
    const bool sameRows
        = std::equal(before.begin(), before.end(), after.begin(), after.end(), sameAttacker);
    // New attackers join at the end unless the roster's order puts them elsewhere.
    const bool appended = !sameRows && after.size() > before.size()
        && std::equal(before.begin(), before.end(), after.begin(), sameAttacker);
    const int first = int(before.size());
    const int count = int(after.size());
    if (sameRows) {
        m_report = std::move(next);
        if (count > 0)
            Q_EMIT dataChanged(index(0, 0), index(count - 1, ColumnCount - 1));
    } else if (appended) {
        beginInsertRows({}, first, count - 1);
        m_report = std::move(next);
        endInsertRows();
        if (first > 0)
            Q_EMIT dataChanged(index(0, 0), index(first - 1, ColumnCount - 1));
    } else {
        beginResetModel();
        m_report = std::move(next);
        endResetModel();
    }
}

int LuckModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_report.rows().size());
}

int LuckModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LuckModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Record::LuckReport::Row &row = m_report.rows()[std::size_t(index.row())];
    const QLocale locale;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Name:
            return row.name;
        case Attacks:
            return locale.toString(row.attacks);
        case Hits:
            return locale.toString(row.hits);
        case ExpectedHits:
            return locale.toString(row.expectedHits, 'f', 2);
        case AtMost:
            return Record::LogExport::percent(row.atMost);
        }
        break;
    case RawRole:
        switch (index.column()) {
        case Name:
            return row.name;
        case Attacks:
            return row.attacks;
        case Hits:
            return row.hits;
        case ExpectedHits:
            return row.expectedHits;
        case AtMost:
            return row.atMost;
        }
        break;
    case ExactRole:
        return index.column() == AtMost && row.exactAtMost ? row.exactAtMost->toString()
                                                           : QString();
    case CombatantIdRole:
        return qint64(row.attacker);
    case Qt::TextAlignmentRole:
        return index.column() == Name ? QVariant() : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        if (index.column() != AtMost)
            return {};
        {
            const QString chance = tr(
                "The chance of %n hit(s) or fewer at these attacks' odds", nullptr, int(row.hits));
            return row.exactAtMost ? tr("%1: exactly %2").arg(chance, row.exactAtMost->toString())
                                   : chance;
        }
    default:
        break;
    }
    return {};
}

QVariant LuckModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case Name:
            return tr("Combatant");
        case Attacks:
            return tr("Attacks");
        case Hits:
            return tr("Hits");
        case ExpectedHits:
            return tr("Expected");
        case AtMost:
            return tr("This well or worse");
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case ExpectedHits:
            return tr("The hits its odds promised: the sum of each attack's chance to hit");
        case AtMost:
            return tr("The exact chance of hitting this often or less with the same attacks; "
                      "a few percent is bad luck");
        default:
            break;
        }
    }
    return {};
}

} // namespace Fray::Ui
