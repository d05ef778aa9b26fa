// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/library/LibraryModel.h"

#include "core/library/EntryDrag.h"
#include "core/storage/Campaign.h"

#include <QMimeData>

#include <set>

namespace Fray::Ui {

LibraryModel::LibraryModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void LibraryModel::setCampaign(const Storage::Campaign *campaign)
{
    search(campaign, m_text, m_ruleset, m_kind);
}

void LibraryModel::setRulesetNames(const QHash<QString, QString> &names)
{
    m_rulesetNames = names;
    if (!m_rows.empty())
        Q_EMIT dataChanged(index(0, Ruleset), index(rowCount() - 1, Ruleset));
}

void LibraryModel::setFilter(const QString &text, const QString &ruleset, const QString &kind)
{
    search(m_campaign, text, ruleset, kind);
}

void LibraryModel::search(const Storage::Campaign *campaign, const QString &text,
    const QString &ruleset, const QString &kind)
{
    m_campaign = campaign;
    m_text = text;
    m_ruleset = ruleset;
    m_kind = kind;
    refresh();
}

void LibraryModel::refresh()
{
    beginResetModel();
    m_rows.clear();
    if (m_campaign) {
        // One more than is shown tells whether the search was cut short.
        m_rows = m_campaign->library().search(m_text, m_ruleset, m_kind, limit + 1);
    }
    m_truncated = m_rows.size() > std::size_t(limit);
    if (m_truncated)
        m_rows.pop_back();
    endResetModel();
}

const Library::LibraryEntry *LibraryModel::entry(int row) const
{
    return row >= 0 && row < rowCount() ? &m_rows[std::size_t(row)] : nullptr;
}

int LibraryModel::rowOf(qint64 id) const
{
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        if (m_rows[i].id == id)
            return int(i);
    }
    return -1;
}

int LibraryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int LibraryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LibraryModel::display(const Library::LibraryEntry &e, int column) const
{
    switch (column) {
    case Name:
        return e.name;
    case Kind:
        if (e.inParty)
            return tr("Party");
        if (e.kind == u"character")
            return tr("Character");
        if (e.kind == u"monster")
            return tr("Monster");
        if (e.kind == u"template")
            return tr("Template");
        return e.kind;
    case Ruleset:
        return m_rulesetNames.value(e.rulesetId, e.rulesetId);
    case Tags:
        return e.tags.join(QStringLiteral(", "));
    case HitPoints:
        // A member's hit points are where the last fight or rest left them.
        if (e.inParty && e.prototype.hp != e.prototype.maxHp)
            return tr("%1/%2").arg(e.prototype.hp).arg(e.prototype.maxHp);
        return e.hitDice.isEmpty() ? QString::number(e.prototype.maxHp) : e.hitDice;
    }
    return QVariant();
}

QVariant LibraryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    const Library::LibraryEntry &e = m_rows[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return display(e, index.column());
    case Qt::ToolTipRole:
        if (index.column() == HitPoints && !e.hitDice.isEmpty())
            return tr("Hit dice %1; %2 as listed").arg(e.hitDice).arg(e.prototype.maxHp);
        if (index.column() == Kind && e.inParty)
            return tr("In the party: joins new fights as it is now");
        if (index.column() == Name && !e.prototype.notes.isEmpty())
            return e.prototype.notes;
        break;
    case RawValueRole:
        switch (index.column()) {
        case Kind:
            return e.kind;
        case Ruleset:
            return e.rulesetId;
        case Tags:
            return e.tags;
        case HitPoints:
            return e.hitDice.isEmpty() ? QVariant(e.prototype.maxHp) : QVariant(e.hitDice);
        default:
            return display(e, index.column());
        }
    case EntryIdRole:
        return e.id;
    }
    return QVariant();
}

QVariant LibraryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Name:
        return tr("Name");
    case Kind:
        return tr("Kind");
    case Ruleset:
        return tr("Ruleset");
    case Tags:
        return tr("Tags");
    case HitPoints:
        return tr("HP");
    }
    return QVariant();
}

Qt::ItemFlags LibraryModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return QAbstractTableModel::flags(index) | Qt::ItemIsDragEnabled;
}

QStringList LibraryModel::mimeTypes() const
{
    return {Library::EntryDrag::mimeType()};
}

QMimeData *LibraryModel::mimeData(const QModelIndexList &indexes) const
{
    // A dragged row brings one index per column: each entry once, in row order.
    std::set<int> rows;
    for (const QModelIndex &index : indexes) {
        if (index.isValid() && index.model() == this)
            rows.insert(index.row());
    }
    if (rows.empty())
        return nullptr;
    QList<qint64> ids;
    for (int row : rows)
        ids << m_rows[std::size_t(row)].id;
    return Library::EntryDrag::mimeData(ids);
}

Qt::DropActions LibraryModel::supportedDragActions() const
{
    return Qt::CopyAction;
}

} // namespace Fray::Ui
