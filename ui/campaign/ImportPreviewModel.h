// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/ImportReader.h"
#include "core/io/NameClashes.h"

#include <QAbstractItemModel>

#include <vector>

namespace Fray::Ui {

// What an import will bring in, as a tree for the preview: each library entry (with what its
// name clash makes of it), under it each field's mapped value and where it came from, then each
// source field that will not come in and why; each saved encounter with its combatants the same
// way. Read-only: the plan and the clash choice are set whole.
class ImportPreviewModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Column { NameColumn, ValueColumn, SourceColumn, ColumnCount };
    // Kept: a field whose text went into the entry's notes (a trait, a legendary action).
    enum class Kind { Entry, Value, Loss, Encounter, Combatant, Kept };
    enum Role {
        KindRole = Qt::UserRole, // Kind as an int
        LossCountRole, // entries and combatants: how many of their fields will not come in
    };

    explicit ImportPreviewModel(QObject *parent = nullptr);

    void setPlan(const Io::ImportReader::Plan &plan, const Io::NameClashes::Resolution &clashes);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Node
    {
        Kind kind = Kind::Entry;
        QString text[ColumnCount];
        qsizetype lossCount = 0;
        qsizetype keptCount = 0;
        int parent = -1; // index into m_nodes; -1 = top level
        int row = 0; // under its parent
        std::vector<int> children;
    };

    int add(
        Kind kind, int parent, const QString &name, const QString &value, const QString &source);
    void addReport(int node, const Io::EntryReport &report);
    const std::vector<int> &childrenOf(const QModelIndex &parent) const;

    std::vector<Node> m_nodes;
    std::vector<int> m_top;
};

} // namespace Fray::Ui
