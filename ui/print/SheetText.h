// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/print/PageLayouter.h"
#include "ui/print/PrintStyle.h"

#include <QString>

namespace Fray::Print {

// A sheet's headings and paragraphs, placed at the layouter's cursor and named for the sheet
// ("reference: Damage") in what printing reports.
class SheetText
{
public:
    SheetText(PageLayouter &layouter, const PrintStyle &style, QString sheet);

    // A heading; kept on the page with enough room below it for what follows, unless
    // `keepWithNext` is false.
    void heading(const QString &text, bool keepWithNext = true);
    // Nothing for an empty text.
    void paragraph(const QString &text, PrintStyle::Role role);

private:
    PageLayouter &m_layouter;
    const PrintStyle &m_style;
    QString m_sheet;
};

} // namespace Fray::Print
