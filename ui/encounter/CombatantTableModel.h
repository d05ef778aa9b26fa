// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Encounter.h"

#include <QAbstractTableModel>
#include <QHash>

namespace Fray::Ui {

class EncounterSession;
class TurnDangers;

// The encounter's combatants as a table. The encounter announces its changes and this model
// turns them into Qt's row and data signals; edits become commands run by the session, so
// every one can be undone and is saved (an unchanged value runs nothing).
class CombatantTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    // Uses and Danger come last among the logical columns so files and tests that name columns
    // by number keep them; the view shows them where a GM reads them.
    enum Column {
        Order,
        Name,
        Side,
        Hp,
        Defence,
        Conditions,
        State,
        Notes,
        Uses,
        Danger, // the chance to be out before its next turn (TurnDangers)
        ColumnCount
    };
    enum Role {
        RawValueRole = Qt::UserRole + 1, // the value behind the text, for sorting and delegates
        CombatantIdRole,
        ActingRole, // bool: this combatant acts now
        OutOfFightRole, // bool: unconscious, dying, dead ...
        MaxHpRole,
        SeverityRole, // 0 fine, 1 hurt, 2 badly hurt, 3 out of the fight, 4 dead
        ConditionsRole, // QVariantList of QVariantMap {label, rounds}
        UsesRole, // QVariantList of QVariantMap {name, left, max, reset}
        DangerRole, // double: the chance to be out before its next turn; none when not known
    };

    explicit CombatantTableModel(EncounterSession *session, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    // Library entries dragged onto the table (LibraryModel's MIME type) are announced with
    // libraryEntriesDropped(); whoever knows the library adds them.
    QStringList mimeTypes() const override;
    Qt::DropActions supportedDropActions() const override;
    bool canDropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
        const QModelIndex &parent) const override;
    bool dropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
        const QModelIndex &parent) override;

    // The encounter the rows show, for views that work out more than the rows say (odds).
    const Encounter::Encounter &encounter() const { return m_encounter; }
    // Each combatant's danger before its next turn, which the Danger column shows.
    TurnDangers *dangers() const { return m_dangers; }
    // The sides a combatant can be put on, as {id, name}: the ruleset's, then any other a
    // combatant of the fight is on. The Side cell's editor offers them.
    struct SideChoice
    {
        QString id;
        QString name;
    };
    std::vector<SideChoice> sideChoices() const;
    int rowOf(Encounter::CombatantId id) const;
    // The row of the acting combatant, or -1.
    int actingRow() const;
    // The combatants the acting entry stands for (none on an event's turn or before the fight).
    const QList<Encounter::CombatantId> &actingCombatants() const { return m_acting; }

Q_SIGNALS:
    // An edit could not be made (bad input, or the command refused it).
    void editFailed(const QString &message);
    // Another combatant (or group) acts now; the rows concerned have changed too.
    void actingChanged();
    void libraryEntriesDropped(const QList<qint64> &entryIds);

private:
    void rebuildOrder();
    void refreshActing();
    QVariant display(const Encounter::Combatant &c, int column) const;
    // Each condition and when it ends.
    QString conditionsTip(const Encounter::Combatant &c) const;
    // Each use and what gives it back.
    static QString usesTip(const Encounter::Combatant &c);
    // The danger before its next turn, in words, with what is assumed.
    QString dangerTip(const Encounter::Combatant &c) const;
    QVariant raw(const Encounter::Combatant &c, int column) const;
    int severity(const Encounter::Combatant &c) const;

    EncounterSession *m_session;
    const Encounter::Encounter &m_encounter;
    QHash<Encounter::CombatantId, QString> m_orderText;
    QHash<Encounter::CombatantId, qint64> m_orderPosition;
    QList<Encounter::CombatantId> m_acting;
    TurnDangers *m_dangers;
};

} // namespace Fray::Ui
