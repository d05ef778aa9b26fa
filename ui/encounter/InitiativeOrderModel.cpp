// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/encounter/InitiativeOrderModel.h"

#include "core/encounter/EventKeeper.h"
#include "core/encounter/InitiativeRoller.h"
#include "core/rules/DisplayNames.h"

#include <QFont>
#include <QPalette>

namespace Fray::Ui {

InitiativeOrderModel::InitiativeOrderModel(const Encounter::Encounter &encounter, QObject *parent)
    : QAbstractListModel(parent)
    , m_encounter(encounter)
{
    using Encounter::Encounter;
    connect(&encounter, &Encounter::orderChanged, this, &InitiativeOrderModel::reset);
    connect(&encounter, &Encounter::eventsChanged, this, &InitiativeOrderModel::reset);
    connect(&encounter, &Encounter::combatantsReset, this, &InitiativeOrderModel::reset);
    connect(&encounter, &Encounter::turnChanged, this, &InitiativeOrderModel::turnMoved);
    connect(&encounter, &Encounter::combatantChanged, this, &InitiativeOrderModel::namesChanged);
    m_acting = actingRow();
}

int InitiativeOrderModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    return int(planned() ? m_encounter.events().size() : m_encounter.state().order.size());
}

int InitiativeOrderModel::actingRow() const
{
    const qint64 turn = m_encounter.state().turn;
    return turn >= 0 && turn < qint64(m_encounter.state().order.size()) ? int(turn) : -1;
}

void InitiativeOrderModel::reset()
{
    beginResetModel();
    m_acting = actingRow();
    endResetModel();
}

void InitiativeOrderModel::turnMoved()
{
    const int before = m_acting;
    m_acting = actingRow();
    for (const int row : {before, m_acting}) {
        if (row >= 0 && row < rowCount())
            Q_EMIT dataChanged(index(row), index(row));
    }
}

void InitiativeOrderModel::namesChanged()
{
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0), index(rowCount() - 1), {Qt::DisplayRole});
}

QVariant InitiativeOrderModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (planned()) {
        const Encounter::Event &event = m_encounter.events()[std::size_t(index.row())];
        switch (role) {
        case Qt::DisplayRole:
            return tr("%1 (%2, %3)")
                .arg(event.name, Encounter::EventKeeper::whenText(event),
                    Encounter::EventKeeper::roundsText(event));
        case Qt::FontRole: {
            QFont font;
            font.setItalic(true);
            return font;
        }
        case ActingRole:
            return false;
        case EventIdRole:
            return qint64(event.id);
        case CombatantIdRole:
            return qint64(0);
        default:
            return {};
        }
    }
    const Encounter::InitiativeEntry &entry = m_encounter.state().order[std::size_t(index.row())];
    const Encounter::Event *event = entry.event ? m_encounter.findEvent(entry.event) : nullptr;
    const bool acting = index.row() == m_acting;
    switch (role) {
    case Qt::DisplayRole: {
        if (event)
            return tr("%1 (%2)").arg(event->name, Encounter::EventKeeper::whenText(*event));
        // A whole side acts under the ruleset's word for it; a group and a combatant by name.
        const QString name = !entry.side.isEmpty() && entry.group.isEmpty()
            ? Rules::DisplayNames::side(entry.side, &m_encounter.ruleset())
            : Encounter::InitiativeRoller::name(m_encounter, entry);
        const QString count = Encounter::InitiativeRoller::countText(entry);
        return entry.lost ? tr("%1 (%2, lost)").arg(name, count) : tr("%1 (%2)").arg(name, count);
    }
    case Qt::FontRole: {
        QFont font;
        font.setBold(acting);
        font.setItalic(event != nullptr);
        return font;
    }
    case Qt::BackgroundRole:
        return acting ? QVariant(QPalette().brush(QPalette::Highlight)) : QVariant();
    case Qt::ForegroundRole:
        return acting ? QVariant(QPalette().brush(QPalette::HighlightedText)) : QVariant();
    case Qt::ToolTipRole:
        if (event)
            return event->note.isEmpty()
                ? Encounter::EventKeeper::roundsText(*event)
                : tr("%1\n%2").arg(Encounter::EventKeeper::roundsText(*event), event->note);
        return {};
    case ActingRole:
        return acting;
    case EventIdRole:
        return qint64(entry.event);
    case CombatantIdRole:
        return qint64(entry.combatant);
    default:
        return {};
    }
}

} // namespace Fray::Ui
