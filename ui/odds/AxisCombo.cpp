// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/odds/AxisCombo.h"

#include "ui/odds/OddsPresenter.h"

namespace Fray::Ui {

AxisCombo::AxisCombo(OddsPresenter *presenter, QWidget *parent)
    : QComboBox(parent)
    , m_presenter(presenter)
{
    setObjectName(QStringLiteral("axisCombo"));
    connect(this, &QComboBox::currentIndexChanged, this, &AxisCombo::chosen);
}

void AxisCombo::refill()
{
    m_filling = true;
    clear();
    if (const auto &ruleset = m_presenter->ruleset()) {
        for (const auto &axis : OddsPresenter::axes(*ruleset))
            addItem(axis.title, axis.variable);
        setCurrentIndex(std::max(0, findData(OddsPresenter::defaultAxis(*ruleset).variable)));
    }
    m_filling = false;
}

void AxisCombo::setAxis(const QString &variable)
{
    const int index = findData(variable);
    if (index >= 0)
        setCurrentIndex(index);
}

void AxisCombo::chosen(int index)
{
    const auto &ruleset = m_presenter->ruleset();
    if (m_filling || !ruleset || index < 0)
        return;
    const auto axes = OddsPresenter::axes(*ruleset);
    if (index < axes.size()) {
        m_presenter->setAxis(axes.at(index));
        m_presenter->update();
    }
}

} // namespace Fray::Ui
