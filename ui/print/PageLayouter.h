// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/print/PrintStyle.h"

#include <QCoreApplication>
#include <QRectF>
#include <QString>

#include <functional>
#include <vector>

class QPainter;
class QPagedPaintDevice;

namespace Fray::Print {

// Places a sheet's items page by page, top to bottom in one or more columns, and paints them
// once the page count is known, with a header (campaign, encounter, sheet) and "Page N of M" on
// every page. Each item's rectangle is recorded and checked against the printable area, so a
// layout that would run off the paper is caught (overflows()) instead of printed.
class PageLayouter
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Print::PageLayouter)

public:
    using Painter = std::function<void(QPainter &painter, const QRectF &rect)>;

    struct Item
    {
        int page = 0; // 0-based
        QRectF rect; // in the page's printable area, device pixels
        QString what; // what the item shows, for reports ("roster: Mira")
    };

    // `printable` is the size of the printable area in device pixels; painting puts its top
    // left at the painter's origin, as QPdfWriter and QPrinter do.
    PageLayouter(const PrintStyle &style, const QSizeF &printable);

    // The header's left part ("Campaign — Encounter") and the footer's left part (the ruleset).
    void setHeader(const QString &context, const QString &footer);

    // Starts a sheet on a new page (unless nothing is on the current one) with its title.
    void beginSection(const QString &title);
    // Splits the space below what is placed into `count` columns.
    void setColumns(int count);
    qreal columnWidth() const;
    // Space left in the current column.
    qreal remaining() const;
    // The body's height: the tallest an item can be.
    qreal bodyHeight() const { return m_body.height(); }
    bool atColumnTop() const;
    // Moves to the next column or page unless `height` fits in the current column.
    void ensure(qreal height);
    // Places an item `height` tall in the current column, moving on first when it does not fit
    // (an item is never split). Returns its rectangle. `paint` runs in paint(), after the
    // writer that placed it may be gone: it captures values, or objects that outlive paint()
    // such as the PrintStyle.
    QRectF place(qreal height, const QString &what, Painter paint);
    // Leaves a gap, except at the top of a column.
    void space(qreal height);

    // An item not yet placed: its height, what it shows and how it paints.
    struct Block
    {
        qreal height = 0;
        QString what;
        Painter paint;
    };
    // Places `blocks` in order down the current column and on into the next, each whole with
    // `gap` between, as place() does; where the rest fit on the page, its columns are balanced
    // (the lowest bottom that holds them all), so two blocks stand side by side, not one under
    // the other with the second column empty.
    void placeBalanced(std::vector<Block> blocks, qreal gap);
    void nextColumn();
    void newPage();

    int pageCount() const { return int(m_pages.size()); }
    const std::vector<Item> &items() const { return m_items; }
    // Items that reach outside the printable area; empty for a good layout.
    std::vector<Item> overflows() const;
    QRectF printableRect() const { return QRectF(QPointF(0, 0), m_printable); }
    QRectF bodyRect() const { return m_body; }

    // Paints every page; `device` is the painter's device, for new pages.
    bool paint(QPainter &painter, QPagedPaintDevice &device) const;

private:
    struct Placed
    {
        std::size_t item; // index into m_items
        Painter paint;
    };
    struct Page
    {
        QString title;
        std::vector<Placed> placed;
    };

    void addPage();
    // Whether blocks[first...] all fit the current page's columns from where the cursor is,
    // no column reaching below `bottom`; `placed` counts those that fit.
    bool fitsOnPage(const std::vector<Block> &blocks, std::size_t first, qreal gap, qreal bottom,
        std::size_t *placed = nullptr) const;
    void record(const QRectF &rect, const QString &what, Painter paint);
    void paintFrame(QPainter &painter, int page) const;

    const PrintStyle &m_style;
    QSizeF m_printable;
    QRectF m_body;
    QRectF m_headerRect;
    QRectF m_footerRect;
    QString m_context;
    QString m_footer;
    QString m_title;
    std::vector<Page> m_pages;
    std::vector<Item> m_items;
    int m_columns = 1;
    int m_column = 0;
    qreal m_columnTop = 0; // where the current columns start
    qreal m_y = 0; // cursor in the current column
    qreal m_lowest = 0; // the lowest point reached by any column on this page
    qreal m_gutter = 0;
};

} // namespace Fray::Print
