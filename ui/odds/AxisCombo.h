// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QComboBox>

namespace Fray::Rules {
struct Ruleset;
}

namespace Fray::Ui {

class OddsPresenter;

// "Vary:" — the quantities of the presenter's ruleset an odds curve can run across. Choosing one
// sets the presenter's axis and computes the odds again.
class AxisCombo : public QComboBox
{
    Q_OBJECT

public:
    AxisCombo(OddsPresenter *presenter, QWidget *parent = nullptr);

    // Lists the presenter's ruleset's quantities and selects its default, without computing.
    void refill();
    // Selects the quantity by variable name.
    void setAxis(const QString &variable);

private:
    void chosen(int index);

    OddsPresenter *m_presenter;
    bool m_filling = false;
};

} // namespace Fray::Ui
