// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QFont>
#include <QPen>

class QPaintDevice;

namespace Fray::Print {

// The look of every sheet in one place: fonts, sizes in millimetres converted to the device's
// pixels, and the greys that carry meaning on a black-and-white printer.
class PrintStyle
{
public:
    enum class Role {
        Body,
        Small,
        Bold,
        SmallBold,
        Italic,
        Cell,
        CellBold,
        Heading,
        Subheading,
        Title,
        Header,
        Big,
    };

    explicit PrintStyle(QPaintDevice *device);

    QPaintDevice *device() const { return m_device; }
    // Millimetres and points in the device's pixels.
    qreal mm(qreal millimetres) const { return millimetres * m_dpi / 25.4; }
    qreal pt(qreal points) const { return points * m_dpi / 72.0; }
    QFont font(Role role) const;

    // A pen `widthMm` wide; greys stay distinguishable when photocopied.
    QPen pen(qreal widthMm, const QColor &colour = ink(), Qt::PenStyle style = Qt::SolidLine) const;

    static QColor ink() { return QColor(0, 0, 0); }
    static QColor rule() { return QColor(110, 110, 110); }
    static QColor faintRule() { return QColor(175, 175, 175); }
    static QColor headerShade() { return QColor(215, 215, 215); }
    static QColor rowShade() { return QColor(242, 242, 242); }

private:
    QPaintDevice *m_device;
    qreal m_dpi;
};

} // namespace Fray::Print
