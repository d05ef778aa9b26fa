// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/encounter/CellEditDelegate.h"

namespace Fray::Ui {

// Draws hit points as a bar (current over maximum, coloured by how hurt) with the numbers on
// it; editing is the usual line edit ("-7", "+5", "12"), kept open with the reason when refused.
class HpBarDelegate : public CellEditDelegate
{
    Q_OBJECT

public:
    using CellEditDelegate::CellEditDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
        const QModelIndex &index) const override;
};

} // namespace Fray::Ui
