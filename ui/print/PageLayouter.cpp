// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/print/PageLayouter.h"

#include "ui/print/TextBox.h"

#include <QFontMetricsF>
#include <QPagedPaintDevice>
#include <QPainter>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Fray::Print {

namespace {

// Rounding in a PDF's coordinates is far below a printer's dot: allow a hundredth of a pixel.
constexpr qreal kTolerance = 0.01;

} // namespace

PageLayouter::PageLayouter(const PrintStyle &style, const QSizeF &printable)
    : m_style(style)
    , m_printable(printable)
    , m_gutter(style.mm(6))
{
    const qreal header = style.mm(9);
    const qreal footer = style.mm(8);
    m_headerRect = QRectF(0, 0, printable.width(), style.mm(6));
    m_footerRect = QRectF(0, printable.height() - style.mm(5), printable.width(), style.mm(5));
    m_body = QRectF(0, header, printable.width(), printable.height() - header - footer);
    addPage();
}

void PageLayouter::setHeader(const QString &context, const QString &footer)
{
    m_context = context;
    m_footer = footer;
}

void PageLayouter::addPage()
{
    m_pages.push_back(Page{m_title, {}});
    m_column = 0;
    m_columnTop = m_body.top();
    m_y = m_body.top();
    m_lowest = m_body.top();
    const int page = int(m_pages.size()) - 1;
    // The header and footer are items too, so the overflow check covers them.
    m_items.push_back({page, m_headerRect, u"header"_s});
    m_items.push_back({page, m_footerRect, u"footer"_s});
}

void PageLayouter::beginSection(const QString &title)
{
    m_title = title;
    m_columns = 1;
    if (m_pages.back().placed.empty()) {
        m_pages.back().title = title;
        m_column = 0;
        m_columnTop = m_body.top();
        m_y = m_body.top();
        m_lowest = m_body.top();
        return;
    }
    addPage();
}

void PageLayouter::setColumns(int count)
{
    m_columns = std::max(1, count);
    m_column = 0;
    m_columnTop = std::max(m_lowest, m_y);
    m_y = m_columnTop;
}

qreal PageLayouter::columnWidth() const
{
    return (m_body.width() - m_gutter * (m_columns - 1)) / m_columns;
}

qreal PageLayouter::remaining() const
{
    return m_body.bottom() - m_y;
}

bool PageLayouter::atColumnTop() const
{
    return m_y <= m_columnTop + kTolerance;
}

void PageLayouter::ensure(qreal height)
{
    if (height > remaining() + kTolerance && !atColumnTop())
        nextColumn();
}

QRectF PageLayouter::place(qreal height, const QString &what, Painter paint)
{
    ensure(height);
    const qreal x = m_body.left() + m_column * (columnWidth() + m_gutter);
    const QRectF rect(x, m_y, columnWidth(), height);
    m_y += height;
    m_lowest = std::max(m_lowest, m_y);
    record(rect, what, std::move(paint));
    return rect;
}

void PageLayouter::space(qreal height)
{
    if (atColumnTop())
        return;
    m_y = std::min(m_y + height, m_body.bottom());
    m_lowest = std::max(m_lowest, m_y);
}

bool PageLayouter::fitsOnPage(const std::vector<Block> &blocks, std::size_t first, qreal gap,
    qreal bottom, std::size_t *placed) const
{
    // What placeBalanced() does below, without placing: a block that does not reach down to
    // `bottom` goes on in the next column, unless its column is still empty.
    int column = m_column;
    qreal y = m_y;
    bool empty = atColumnTop();
    std::size_t i = first;
    while (i < blocks.size()) {
        if (y + blocks[i].height > bottom + kTolerance) {
            if (empty || ++column >= m_columns)
                break;
            y = m_columnTop;
            empty = true;
            continue;
        }
        y = std::min(y + blocks[i].height + gap, m_body.bottom());
        empty = false;
        ++i;
    }
    if (placed)
        *placed = i - first;
    return i == blocks.size();
}

void PageLayouter::placeBalanced(std::vector<Block> blocks, qreal gap)
{
    std::size_t i = 0;
    while (i < blocks.size()) {
        std::size_t fit = 0;
        qreal bottom = m_body.bottom();
        if (fitsOnPage(blocks, i, gap, bottom, &fit)) {
            // The lowest bottom that still holds the rest: each candidate is where a run of
            // blocks ends, from a column's top or from the cursor.
            std::vector<qreal> candidates;
            for (const qreal start : {m_y, m_columnTop}) {
                for (std::size_t a = i; a < blocks.size(); ++a) {
                    qreal y = start;
                    for (std::size_t b = a; b < blocks.size(); ++b) {
                        y += blocks[b].height;
                        if (y <= bottom + kTolerance)
                            candidates.push_back(y);
                        y += gap;
                    }
                }
            }
            std::sort(candidates.begin(), candidates.end());
            for (const qreal candidate : candidates) {
                if (fitsOnPage(blocks, i, gap, candidate)) {
                    bottom = candidate;
                    break;
                }
            }
            fit = blocks.size() - i;
        } else if (fit == 0) {
            // Nothing more fits here: place() moves on (and reports a block too tall).
            fit = 1;
        }
        for (const std::size_t end = i + fit; i < end; ++i) {
            Block &block = blocks[i];
            if (m_y + block.height > bottom + kTolerance && !atColumnTop())
                nextColumn();
            place(block.height, block.what, std::move(block.paint));
            space(gap);
        }
    }
}

void PageLayouter::nextColumn()
{
    if (m_column + 1 < m_columns) {
        ++m_column;
        m_y = m_columnTop;
        return;
    }
    newPage();
}

void PageLayouter::newPage()
{
    const int columns = m_columns;
    addPage();
    m_columns = columns;
}

void PageLayouter::record(const QRectF &rect, const QString &what, Painter paint)
{
    m_items.push_back({int(m_pages.size()) - 1, rect, what});
    m_pages.back().placed.push_back({m_items.size() - 1, std::move(paint)});
}

std::vector<PageLayouter::Item> PageLayouter::overflows() const
{
    const QRectF page = printableRect().adjusted(-kTolerance, -kTolerance, kTolerance, kTolerance);
    std::vector<Item> out;
    for (const Item &item : m_items) {
        if (!page.contains(item.rect) || item.rect.width() < 0 || item.rect.height() < 0)
            out.push_back(item);
    }
    return out;
}

void PageLayouter::paintFrame(QPainter &painter, int page) const
{
    const QString title = m_pages[std::size_t(page)].title;
    QStringList parts;
    if (!m_context.isEmpty())
        parts << m_context;
    if (!title.isEmpty())
        parts << title;
    const QString header = parts.join(u" \u2014 "_s);

    painter.save();
    painter.setPen(PrintStyle::ink());
    const QFont font = m_style.font(PrintStyle::Role::Header);
    const QFontMetricsF metrics(font, m_style.device());
    painter.setFont(font);
    painter.drawText(m_headerRect, Qt::AlignLeft | Qt::AlignTop,
        metrics.elidedText(header, Qt::ElideMiddle, m_headerRect.width()));
    painter.setPen(m_style.pen(0.3));
    const qreal ruleY = m_headerRect.top() + metrics.height() + m_style.mm(1);
    painter.drawLine(QPointF(m_headerRect.left(), ruleY), QPointF(m_headerRect.right(), ruleY));

    painter.setPen(m_style.pen(0.2, PrintStyle::rule()));
    painter.drawLine(m_footerRect.topLeft(), m_footerRect.topRight());
    painter.setPen(PrintStyle::ink());
    const QFont small = m_style.font(PrintStyle::Role::Small);
    painter.setFont(small);
    const QString number = tr("Page %1 of %2").arg(page + 1).arg(pageCount());
    const QRectF text = m_footerRect.adjusted(0, m_style.mm(1), 0, 0);
    painter.drawText(text, Qt::AlignRight | Qt::AlignTop, number);
    const QFontMetricsF smallMetrics(small, m_style.device());
    const qreal room = text.width() - smallMetrics.horizontalAdvance(number) - m_style.mm(5);
    painter.drawText(text, Qt::AlignLeft | Qt::AlignTop,
        smallMetrics.elidedText(m_footer, Qt::ElideRight, std::max<qreal>(room, 0)));
    painter.restore();
}

bool PageLayouter::paint(QPainter &painter, QPagedPaintDevice &device) const
{
    for (std::size_t p = 0; p < m_pages.size(); ++p) {
        if (p > 0 && !device.newPage())
            return false;
        paintFrame(painter, int(p));
        for (const Placed &placed : m_pages[p].placed) {
            if (!placed.paint)
                continue;
            painter.save();
            placed.paint(painter, m_items[placed.item].rect);
            painter.restore();
        }
    }
    return true;
}

} // namespace Fray::Print
