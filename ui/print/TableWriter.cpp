// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/print/TableWriter.h"

#include "ui/print/TextBox.h"

#include <QPainter>

#include <memory>
#include <numeric>

using namespace Qt::StringLiterals;

namespace Fray::Print {

TableWriter::TableWriter(PageLayouter &layouter, const PrintStyle &style, QString what)
    : m_layouter(layouter)
    , m_style(style)
    , m_what(std::move(what))
    , m_padX(style.mm(1.2))
    , m_padY(style.mm(0.7))
{ }

void TableWriter::setColumns(std::vector<Column> columns)
{
    m_columns = std::move(columns);
}

void TableWriter::addRow(QStringList cells, int indent)
{
    while (cells.size() < qsizetype(m_columns.size()))
        cells << QString();
    m_rows.push_back({std::move(cells), indent});
}

QFont TableWriter::cellFont(std::size_t column, bool header) const
{
    const bool bold = header || (column < m_columns.size() && m_columns[column].bold);
    return m_style.font(bold ? PrintStyle::Role::CellBold : PrintStyle::Role::Cell);
}

QFont TableWriter::Geometry::cellFont(std::size_t column, bool header) const
{
    const bool bold = header || (column < columns.size() && columns[column].bold);
    return style->font(bold ? PrintStyle::Role::CellBold : PrintStyle::Role::Cell);
}

std::vector<qreal> TableWriter::columnWidths(qreal total) const
{
    // Each column wants its longest line and needs at least its longest word; the space
    // between goes to the columns that would wrap most.
    const std::size_t n = m_columns.size();
    std::vector<qreal> natural(n, 0), minimum(n, 0);
    const auto measure = [&](std::size_t c, const QString &text, bool header, qreal indent) {
        const TextBox box(text, cellFont(c, header), m_style.device());
        // A little slack: shaping can make a laid-out line a hair wider than its measure, and
        // a cell that should hold one line would then break its last word.
        natural[c]
            = std::max(natural[c], box.naturalWidth() + indent + 2 * m_padX + m_style.mm(0.5));
        minimum[c] = std::max(minimum[c], box.longestWord() + indent + 2 * m_padX);
    };
    for (std::size_t c = 0; c < n; ++c)
        measure(c, m_columns[c].title, true, 0);
    for (const Row &row : m_rows) {
        for (std::size_t c = 0; c < n; ++c)
            measure(
                c, row.cells.value(qsizetype(c)), false, c == 0 ? row.indent * m_style.mm(3) : 0);
    }
    for (std::size_t c = 0; c < n; ++c) {
        minimum[c] = std::min(minimum[c], total * m_columns[c].maxShare);
        natural[c] = std::max(natural[c], minimum[c]);
    }
    const qreal sumNatural = std::accumulate(natural.begin(), natural.end(), 0.0);
    std::vector<qreal> widths(n, 0);
    if (sumNatural <= total) {
        // Everything fits on one line: share the rest in proportion.
        for (std::size_t c = 0; c < n; ++c)
            widths[c] = natural[c] * total / sumNatural;
        return widths;
    }
    // Columns narrower than a fair share keep their one line ("HP ≤ -10" is not broken);
    // the wide ones share what is left, each at least its longest word.
    std::vector<bool> settled(n, false);
    qreal left = total;
    for (bool changed = true; changed;) {
        changed = false;
        std::size_t open = 0;
        for (std::size_t c = 0; c < n; ++c)
            open += settled[c] ? 0 : 1;
        if (open == 0)
            break;
        const qreal fair = left / qreal(open);
        for (std::size_t c = 0; c < n; ++c) {
            if (!settled[c] && natural[c] <= fair) {
                settled[c] = true;
                widths[c] = natural[c];
                left -= natural[c];
                changed = true;
            }
        }
    }
    qreal sumMinimum = 0, wanted = 0;
    for (std::size_t c = 0; c < n; ++c) {
        if (!settled[c]) {
            sumMinimum += minimum[c];
            wanted += natural[c] - minimum[c];
        }
    }
    for (std::size_t c = 0; c < n; ++c) {
        if (settled[c])
            continue;
        if (sumMinimum >= left || wanted <= 0)
            widths[c] = minimum[c] * std::max<qreal>(left, 0) / std::max<qreal>(sumMinimum, 1);
        else
            widths[c] = minimum[c] + (natural[c] - minimum[c]) * (left - sumMinimum) / wanted;
    }
    return widths;
}

qreal TableWriter::rowHeight(const Row &row, const std::vector<qreal> &widths) const
{
    qreal height = 0;
    for (std::size_t c = 0; c < widths.size(); ++c) {
        const qreal indent = c == 0 ? row.indent * m_style.mm(3) : 0;
        const TextBox box(row.cells.value(qsizetype(c)), cellFont(c, false), m_style.device(),
            m_columns[c].alignment);
        height = std::max(height, box.height(widths[c] - 2 * m_padX - indent));
    }
    // A row never needs more than a whole column; what would not fit is cut, not spilled.
    return std::min(height + 2 * m_padY, m_layouter.bodyHeight() / 2);
}

void TableWriter::Geometry::paintRow(
    QPainter &painter, const QRectF &rect, const Row &row, bool header, bool shaded) const
{
    if (header || shaded)
        painter.fillRect(rect, header ? PrintStyle::headerShade() : PrintStyle::rowShade());
    painter.setPen(PrintStyle::ink());
    qreal x = rect.left();
    for (std::size_t c = 0; c < widths.size(); ++c) {
        const qreal indent = c == 0 ? row.indent * style->mm(3) : 0;
        const QRectF cell(x + padX + indent, rect.top() + padY, widths[c] - 2 * padX - indent,
            rect.height() - 2 * padY);
        const TextBox box(row.cells.value(qsizetype(c)), cellFont(c, header), style->device(),
            columns[c].alignment);
        box.draw(painter, cell);
        x += widths[c];
        if (c + 1 < widths.size()) {
            painter.setPen(style->pen(0.15, PrintStyle::faintRule()));
            painter.drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()));
            painter.setPen(PrintStyle::ink());
        }
    }
    painter.setPen(
        style->pen(header ? 0.3 : 0.15, header ? PrintStyle::ink() : PrintStyle::rule()));
    painter.drawLine(rect.bottomLeft(), rect.bottomRight());
    if (header)
        painter.drawLine(rect.topLeft(), rect.topRight());
}

void TableWriter::write(qreal leadHeight)
{
    if (m_columns.empty())
        return;
    const std::vector<qreal> widths = columnWidths(m_layouter.columnWidth());
    const auto geometry
        = std::make_shared<const Geometry>(Geometry{&m_style, m_columns, widths, m_padX, m_padY});
    Row headerRow;
    bool hasTitles = false;
    for (const Column &c : m_columns) {
        headerRow.cells << c.title;
        hasTitles = hasTitles || !c.title.isEmpty();
    }
    qreal headerHeight = 0;
    if (hasTitles) {
        for (std::size_t c = 0; c < widths.size(); ++c) {
            const TextBox box(headerRow.cells.value(qsizetype(c)), cellFont(c, true),
                m_style.device(), m_columns[c].alignment);
            headerHeight = std::max(headerHeight, box.height(widths[c] - 2 * m_padX));
        }
        headerHeight += 2 * m_padY;
    }
    const auto placeHeader = [&] {
        if (!hasTitles)
            return;
        m_layouter.place(headerHeight, m_what + u": header"_s,
            [geometry, headerRow](QPainter &painter, const QRectF &rect) {
                geometry->paintRow(painter, rect, headerRow, true, false);
            });
    };

    const qreal first = m_rows.empty() ? 0 : rowHeight(m_rows.front(), widths);
    m_layouter.ensure(leadHeight + headerHeight + first);
    placeHeader();
    int shade = 0;
    for (const Row &row : m_rows) {
        const qreal height = rowHeight(row, widths);
        if (height > m_layouter.remaining() && !m_layouter.atColumnTop()) {
            m_layouter.nextColumn();
            placeHeader();
        }
        const bool shaded = shade++ % 2 == 1;
        m_layouter.place(height, m_what + u": "_s + row.cells.value(0),
            [geometry, row, shaded](QPainter &painter, const QRectF &rect) {
                geometry->paintRow(painter, rect, row, false, shaded);
            });
    }
}

} // namespace Fray::Print
