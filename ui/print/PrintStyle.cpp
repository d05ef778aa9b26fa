// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/print/PrintStyle.h"

#include <QPaintDevice>

using namespace Qt::StringLiterals;

namespace Fray::Print {

PrintStyle::PrintStyle(QPaintDevice *device)
    : m_device(device)
    , m_dpi(device->logicalDpiY())
{ }

QFont PrintStyle::font(Role role) const
{
    // DejaVu Sans ships with most Linux systems and covers the symbols the sheets use (≤, ×,
    // –); the others are common elsewhere. Whichever is found is embedded in the PDF.
    QFont font;
    font.setFamilies(
        {u"DejaVu Sans"_s, u"Liberation Sans"_s, u"Noto Sans"_s, u"Arial"_s, u"Helvetica"_s});
    font.setStyleHint(QFont::SansSerif);
    // Print metrics must not follow the screen's hinting, or a layout would change with it.
    font.setHintingPreference(QFont::PreferNoHinting);
    font.setKerning(true);
    // Any letter spacing turns ligatures off, and a PDF without "ﬁ" and "ﬂ" glyphs is one a
    // GM can search and copy from. A sixty-fourth of a device pixel is far below a printer's dot.
    font.setLetterSpacing(QFont::AbsoluteSpacing, 1.0 / 64);
    qreal size = 8.5;
    switch (role) {
    case Role::Body:
        break;
    case Role::Small:
        size = 7.0;
        break;
    case Role::Bold:
        font.setBold(true);
        break;
    case Role::SmallBold:
        size = 7.0;
        font.setBold(true);
        break;
    case Role::Italic:
        size = 7.5;
        font.setItalic(true);
        break;
    case Role::Cell:
        size = 7.5;
        break;
    case Role::CellBold:
        size = 7.5;
        font.setBold(true);
        break;
    case Role::Heading:
        size = 12.0;
        font.setBold(true);
        break;
    case Role::Subheading:
        size = 10.0;
        font.setBold(true);
        break;
    case Role::Title:
        size = 16.0;
        font.setBold(true);
        break;
    case Role::Header:
        size = 8.0;
        break;
    case Role::Big:
        size = 13.0;
        font.setBold(true);
        break;
    }
    font.setPointSizeF(size);
    return font;
}

QPen PrintStyle::pen(qreal widthMm, const QColor &colour, Qt::PenStyle style) const
{
    QPen pen(colour, mm(widthMm), style, Qt::FlatCap, Qt::MiterJoin);
    return pen;
}

} // namespace Fray::Print
