// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/print/TextBox.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QRegularExpression>
#include <QTextLayout>

namespace Fray::Print {

namespace {

// Lays `text` out in lines of `width`; returns the total height.
qreal layOut(QTextLayout &layout, qreal width)
{
    layout.beginLayout();
    qreal y = 0;
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        line.setPosition(QPointF(0, y));
        y += line.height();
    }
    layout.endLayout();
    return y;
}

QString forLayout(QString text)
{
    text.replace(QLatin1Char('\n'), QChar::LineSeparator);
    // A hyphen that starts a number is a minus sign on paper ("HP ≤ −10", "+/−5"); one between
    // digits ("1-2", a date) is left as written.
    static const QRegularExpression minus(
        QStringLiteral("(^|[\\s\\x{2028}\\x{a0}(\\[/=<>,;:\u2264\u2265\u00d7])-(?=\\d)"));
    text.replace(minus, QStringLiteral("\\1\u2212"));
    return text;
}

} // namespace

TextBox::TextBox(QString text, const QFont &font, QPaintDevice *device, Qt::Alignment alignment)
    : m_text(forLayout(std::move(text)))
    , m_font(font)
    , m_device(device)
    , m_alignment(alignment)
{ }

qreal TextBox::height(qreal width) const
{
    QTextLayout layout(m_text, m_font, m_device);
    QTextOption option(m_alignment);
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    const qreal h = layOut(layout, std::max<qreal>(width, 1.0));
    if (m_text.isEmpty())
        return QFontMetricsF(m_font, m_device).height();
    return h;
}

qreal TextBox::naturalWidth() const
{
    const QFontMetricsF metrics(m_font, m_device);
    qreal widest = 0;
    const QStringList lines = m_text.split(QChar::LineSeparator);
    for (const QString &line : lines)
        widest = std::max(widest, metrics.horizontalAdvance(line));
    return widest;
}

qreal TextBox::longestWord() const
{
    const QFontMetricsF metrics(m_font, m_device);
    qreal widest = 0;
    static const QRegularExpression space(QStringLiteral("[\\s\\x{2028}]+"));
    const QStringList words = m_text.split(space, Qt::SkipEmptyParts);
    for (const QString &word : words)
        widest = std::max(widest, metrics.horizontalAdvance(word));
    return widest;
}

void TextBox::draw(QPainter &painter, const QRectF &rect) const
{
    QTextLayout layout(m_text, m_font, m_device);
    QTextOption option(m_alignment);
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    const qreal h = layOut(layout, std::max<qreal>(rect.width(), 1.0));
    painter.save();
    painter.setFont(m_font);
    // A box too short for its text shows what fits and nothing outside it.
    QPointF origin = rect.topLeft();
    if (h > rect.height() + 0.5)
        painter.setClipRect(rect);
    else if (m_alignment & Qt::AlignVCenter)
        origin.ry() += (rect.height() - h) / 2;
    else if (m_alignment & Qt::AlignBottom)
        origin.ry() += rect.height() - h;
    layout.draw(&painter, origin);
    painter.restore();
}

} // namespace Fray::Print
