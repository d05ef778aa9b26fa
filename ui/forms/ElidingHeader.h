// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHeaderView>

namespace Fray::Ui {

// A header whose titles end in "…" when their section is narrower than they are, whatever the
// style: Qt 6.4's styles draw a long title past its section's edges ("ieren/Ausweiche" for
// "Parieren/Ausweichen %"). The whole title stays in its tooltip.
class ElidingHeader : public QHeaderView
{
    Q_OBJECT

public:
    explicit ElidingHeader(Qt::Orientation orientation, QWidget *parent = nullptr);

protected:
    void initStyleOptionForIndex(QStyleOptionHeader *option, int logicalIndex) const override;
};

} // namespace Fray::Ui
