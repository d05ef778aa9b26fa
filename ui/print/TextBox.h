// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFont>
#include <QRectF>
#include <QString>

class QPainter;
class QPaintDevice;

namespace Fray::Print {

// Wrapped text measured and drawn the same way, with the metrics of the device it is printed
// on: a word too long for its box breaks anywhere rather than running out of it.
class TextBox
{
public:
    TextBox(QString text, const QFont &font, QPaintDevice *device,
        Qt::Alignment alignment = Qt::AlignLeft);

    // The height the text takes wrapped to `width`.
    qreal height(qreal width) const;
    // The width of the text on one line (the widest line when it holds line breaks).
    qreal naturalWidth() const;
    // The width of its longest word.
    qreal longestWord() const;
    // Draws the text wrapped to `rect`'s width from its top left, at most `rect`'s height.
    void draw(QPainter &painter, const QRectF &rect) const;

private:
    QString m_text;
    QFont m_font;
    QPaintDevice *m_device;
    Qt::Alignment m_alignment;
};

} // namespace Fray::Print
