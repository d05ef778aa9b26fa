// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/print/PageLayouter.h"
#include "ui/print/PrintStyle.h"

#include <QStringList>

#include <vector>

namespace Fray::Print {

// A table laid out on the pages: column widths from the contents, cells wrapped, one item per
// row so a row is never split, and the header row repeated at the top of each new column or
// page. Shaded header and alternate rows keep it readable in black and white.
class TableWriter
{
public:
    struct Column
    {
        QString title;
        Qt::Alignment alignment = Qt::AlignLeft;
        bool bold = false; // a row header column
        qreal maxShare = 0.5; // the most of the table's width its words may claim
    };

    TableWriter(PageLayouter &layouter, const PrintStyle &style, QString what);

    void setColumns(std::vector<Column> columns);
    // Cells beyond the columns are ignored; missing cells are empty. `indent` steps the first
    // cell in (a follow-up band under its band).
    void addRow(QStringList cells, int indent = 0);
    bool isEmpty() const { return m_rows.empty(); }
    // Places the table at the layouter's cursor; `leadHeight` is how much of what goes just
    // before it (a heading) must stay on the same page as its first rows.
    void write(qreal leadHeight = 0);

private:
    struct Row
    {
        QStringList cells;
        int indent = 0;
    };

    // What painting a row needs; shared by the rows' painters, which run after the writer is
    // gone.
    struct Geometry
    {
        const PrintStyle *style = nullptr;
        std::vector<Column> columns;
        std::vector<qreal> widths;
        qreal padX = 0;
        qreal padY = 0;
        QFont cellFont(std::size_t column, bool header) const;
        void paintRow(
            QPainter &painter, const QRectF &rect, const Row &row, bool header, bool shaded) const;
    };

    std::vector<qreal> columnWidths(qreal total) const;
    qreal rowHeight(const Row &row, const std::vector<qreal> &widths) const;
    QFont cellFont(std::size_t column, bool header) const;

    PageLayouter &m_layouter;
    const PrintStyle &m_style;
    QString m_what;
    std::vector<Column> m_columns;
    std::vector<Row> m_rows;
    qreal m_padX;
    qreal m_padY;
};

} // namespace Fray::Print
