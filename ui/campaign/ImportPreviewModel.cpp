// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/campaign/ImportPreviewModel.h"

#include <QFont>

namespace Fray::Ui {

namespace {

// English has no catalogue to pick its plural from, so its singular is chosen here.
QString notImported(qsizetype count)
{
    return count == 1 ? ImportPreviewModel::tr("1 field not imported")
                      : ImportPreviewModel::tr("%n fields not imported", nullptr, int(count));
}

// What an entry or combatant row says of its fields that did not come in as values: "2 fields
// not imported; 3 kept as notes"; empty when every field came in.
QString shortfall(qsizetype lost, qsizetype kept)
{
    QStringList parts;
    if (lost > 0)
        parts << notImported(lost);
    if (kept > 0)
        parts << ImportPreviewModel::tr("%n kept as notes", nullptr, int(kept));
    return parts.join(QStringLiteral("; "));
}

} // namespace

ImportPreviewModel::ImportPreviewModel(QObject *parent)
    : QAbstractItemModel(parent)
{ }

int ImportPreviewModel::add(
    Kind kind, int parent, const QString &name, const QString &value, const QString &source)
{
    Node node;
    node.kind = kind;
    node.text[NameColumn] = name;
    node.text[ValueColumn] = value;
    node.text[SourceColumn] = source;
    node.parent = parent;
    const int id = int(m_nodes.size());
    std::vector<int> &siblings = parent < 0 ? m_top : m_nodes[std::size_t(parent)].children;
    node.row = int(siblings.size());
    siblings.push_back(id);
    m_nodes.push_back(std::move(node));
    return id;
}

void ImportPreviewModel::addReport(int node, const Io::EntryReport &report)
{
    for (const auto &v : report.values)
        add(Kind::Value, node, v.target, v.value, v.from);
    qsizetype lost = 0;
    for (const auto &l : report.lost) {
        if (l.keptAsNotes) {
            add(Kind::Kept, node, l.field, l.reason, tr("the entry's notes"));
        } else {
            add(Kind::Loss, node, l.field, tr("not imported"), l.reason);
            ++lost;
        }
    }
    Node &n = m_nodes[std::size_t(node)];
    n.lossCount = lost;
    n.keptCount = qsizetype(report.lost.size()) - lost;
}

void ImportPreviewModel::setPlan(
    const Io::ImportReader::Plan &plan, const Io::NameClashes::Resolution &clashes)
{
    beginResetModel();
    m_nodes.clear();
    m_top.clear();
    for (std::size_t i = 0; i < plan.entries.size(); ++i) {
        const auto &entry = plan.entries[i];
        const QString outcome = i < std::size_t(clashes.perEntry.size())
            ? clashes.perEntry.at(qsizetype(i))
            : QString();
        const int node = add(Kind::Entry, -1, entry.name, entry.kind, outcome);
        if (i < plan.reports.size())
            addReport(node, plan.reports[i]);
        Node &n = m_nodes[std::size_t(node)];
        if (const QString lost = shortfall(n.lossCount, n.keptCount); !lost.isEmpty())
            n.text[SourceColumn] = outcome.isEmpty() ? lost : outcome + QStringLiteral("; ") + lost;
    }
    // A Fray encounter comes without reports; other tools' encounters bring one per combatant,
    // in order.
    std::vector<std::pair<const Encounter::EncounterState *, bool>> encounters;
    if (plan.encounter)
        encounters.emplace_back(&*plan.encounter, false);
    for (const auto &e : plan.encounters)
        encounters.emplace_back(&e, true);
    std::size_t report = 0;
    for (const auto &[e, reported] : encounters) {
        const int count = int(e->combatants.size());
        const int node = add(Kind::Encounter, -1, e->name, tr("encounter"),
            count == 1 ? tr("1 combatant") : tr("%n combatants", nullptr, count));
        for (const auto &c : e->combatants) {
            const int child = add(Kind::Combatant, node, c.name, QString(), QString());
            if (reported && report < plan.encounterReports.size())
                addReport(child, plan.encounterReports[report++]);
            Node &n = m_nodes[std::size_t(child)];
            n.text[SourceColumn] = shortfall(n.lossCount, n.keptCount);
        }
    }
    endResetModel();
}

const std::vector<int> &ImportPreviewModel::childrenOf(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return m_top;
    return m_nodes[std::size_t(parent.internalId())].children;
}

QModelIndex ImportPreviewModel::index(int row, int column, const QModelIndex &parent) const
{
    if (column < 0 || column >= ColumnCount || row < 0)
        return {};
    if (parent.isValid() && parent.column() != 0)
        return {};
    const auto &children = childrenOf(parent);
    if (row >= int(children.size()))
        return {};
    return createIndex(row, column, quintptr(children[std::size_t(row)]));
}

QModelIndex ImportPreviewModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    const int parentNode = m_nodes[std::size_t(child.internalId())].parent;
    if (parentNode < 0)
        return {};
    return createIndex(m_nodes[std::size_t(parentNode)].row, 0, quintptr(parentNode));
}

int ImportPreviewModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() && parent.column() != 0)
        return 0;
    return int(childrenOf(parent).size());
}

int ImportPreviewModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant ImportPreviewModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Node &node = m_nodes[std::size_t(index.internalId())];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        return node.text[index.column()];
    case Qt::FontRole:
        if (node.kind == Kind::Entry || node.kind == Kind::Encounter) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case KindRole:
        return int(node.kind);
    case LossCountRole:
        return qint64(node.lossCount);
    default:
        return {};
    }
}

QVariant ImportPreviewModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Entry or field");
    case ValueColumn:
        return tr("Value");
    case SourceColumn:
        return tr("From, or why not");
    default:
        return {};
    }
}

} // namespace Fray::Ui
