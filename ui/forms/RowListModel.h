// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>

#include <cstddef>
#include <utility>
#include <vector>

namespace Fray::Ui {

// A flat table the character form edits, one Row per line (a use, a reminder, an attack) and a
// fixed number of columns. It keeps the rows and tells the views when they are all replaced, one
// is added at the end, one is removed or one changes; the derived model says what the columns
// show and how a cell is edited.
template<typename Row>
class RowListModel : public QAbstractTableModel
{
public:
    int rowCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : int(m_rows.size());
    }
    int columnCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : m_columns;
    }

protected:
    RowListModel(int columns, QObject *parent)
        : QAbstractTableModel(parent)
        , m_columns(columns)
    { }

    // Replaces every row at once: the views reset.
    void setRows(std::vector<Row> rows)
    {
        beginResetModel();
        m_rows = std::move(rows);
        endResetModel();
    }
    const std::vector<Row> &rows() const { return m_rows; }
    bool hasRow(int r) const { return r >= 0 && r < rowCount(); }
    Row &row(int r) { return m_rows[std::size_t(r)]; }
    const Row &row(int r) const { return m_rows[std::size_t(r)]; }

    // Adds a row at the end; returns where it went.
    int appendRow(Row added)
    {
        const int r = rowCount();
        beginInsertRows({}, r, r);
        m_rows.push_back(std::move(added));
        endInsertRows();
        return r;
    }
    // Removes a row; a row that is not there is ignored.
    void removeRowAt(int r)
    {
        if (!hasRow(r))
            return;
        beginRemoveRows({}, r, r);
        m_rows.erase(m_rows.begin() + r);
        endRemoveRows();
    }
    // Every cell of the row may show something new (an edit that moves the cells beside it).
    void rowChanged(int r) { Q_EMIT dataChanged(index(r, 0), index(r, m_columns - 1)); }

private:
    std::vector<Row> m_rows;
    const int m_columns;
};

} // namespace Fray::Ui
