// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/forms/GivenValueBox.h"

#include "ui/forms/FormStyle.h"

namespace Fray::Ui {

GivenValueBox::GivenValueBox(const Rules::Variable &variable, QWidget *parent)
    : QSpinBox(parent)
{
    // One below the lowest value stands for "not given".
    const int lowest = FormStyle::toInt(variable.minimum.value_or(-1000));
    setRange(lowest - 1, FormStyle::toInt(variable.maximum.value_or(1000)));
    setSpecialValueText(tr("\u2014"));
    setValue(lowest - 1);
    setToolTip(variable.note);
    setObjectName(QStringLiteral("value:") + variable.name);
}

std::optional<qint64> GivenValueBox::given() const
{
    return value() == minimum() ? std::nullopt : std::optional<qint64>(value());
}

void GivenValueBox::setGiven(qint64 value)
{
    setValue(FormStyle::toInt(value));
}

} // namespace Fray::Ui
