// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/forms/ElidingHeader.h"

#include <QStyle>
#include <QStyleOptionHeader>

#include <algorithm>

namespace Fray::Ui {

ElidingHeader::ElidingHeader(Qt::Orientation orientation, QWidget *parent)
    : QHeaderView(orientation, parent)
{
    setTextElideMode(Qt::ElideRight);
}

void ElidingHeader::initStyleOptionForIndex(QStyleOptionHeader *option, int logicalIndex) const
{
    QHeaderView::initStyleOptionForIndex(option, logicalIndex);
    if (orientation() != Qt::Horizontal)
        return;
    // The room the style gives a title: the section less its margins and the sort arrow's.
    const int margin = style()->pixelMetric(QStyle::PM_HeaderMargin, option, this);
    int room = sectionSize(logicalIndex) - 2 * margin;
    if (option->sortIndicator != QStyleOptionHeader::None)
        room -= style()->pixelMetric(QStyle::PM_HeaderMarkSize, option, this) + margin;
    option->text = option->fontMetrics.elidedText(option->text, textElideMode(), std::max(0, room));
}

} // namespace Fray::Ui
