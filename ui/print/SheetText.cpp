// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/print/SheetText.h"

#include "ui/print/TextBox.h"

#include <QPainter>

namespace Fray::Print {

namespace {
// How much of what follows a heading must fit beside it on its page.
constexpr qreal kKeepWithHeadingMm = 18;
} // namespace

SheetText::SheetText(PageLayouter &layouter, const PrintStyle &style, QString sheet)
    : m_layouter(layouter)
    , m_style(style)
    , m_sheet(std::move(sheet))
{ }

void SheetText::heading(const QString &text, bool keepWithNext)
{
    const TextBox box(text, m_style.font(PrintStyle::Role::Heading), m_style.device());
    const qreal h = box.height(m_layouter.columnWidth());
    m_layouter.space(m_style.mm(3));
    m_layouter.ensure(h + (keepWithNext ? m_style.mm(kKeepWithHeadingMm) : 0));
    m_layouter.place(h + m_style.mm(1), QStringLiteral("%1: %2").arg(m_sheet, text),
        [box, h](QPainter &painter, const QRectF &rect) {
            painter.setPen(PrintStyle::ink());
            box.draw(painter, QRectF(rect.topLeft(), QSizeF(rect.width(), h)));
        });
}

void SheetText::paragraph(const QString &text, PrintStyle::Role role)
{
    if (text.isEmpty())
        return;
    const TextBox box(text, m_style.font(role), m_style.device());
    const qreal h = box.height(m_layouter.columnWidth());
    m_layouter.place(h + m_style.mm(1), QStringLiteral("%1: %2").arg(m_sheet, text.left(40)),
        [box, h](QPainter &painter, const QRectF &rect) {
            painter.setPen(PrintStyle::ink());
            box.draw(painter, QRectF(rect.topLeft(), QSizeF(rect.width(), h)));
        });
}

} // namespace Fray::Print
