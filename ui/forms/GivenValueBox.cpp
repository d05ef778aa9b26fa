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

std::vector<Rules::Variable> GivenValueBox::simulationNeeds(const Rules::Ruleset &ruleset)
{
    const QSet<QString> read = ruleset.variablesRead(QStringLiteral("attack"), true);
    std::vector<Rules::Variable> needs;
    for (const Rules::Variable &v : ruleset.variables) {
        if (v.required && v.from.isEmpty() && v.kind == Rules::Variable::Kind::Number
            && read.contains(v.name))
            needs.push_back(v);
    }
    return needs;
}

GivenValueBox *GivenValueBox::forSimulation(const Rules::Variable &variable, QWidget *parent)
{
    // Blank ("—") until the GM gives it, as in the odds panel: a run without it says what is
    // missing rather than fight at a number nobody chose.
    auto *box = new GivenValueBox(variable, parent);
    box->setObjectName(QStringLiteral("given_%1").arg(variable.name));
    box->setToolTip(variable.note.isEmpty()
            ? tr("The same for every attack in every fight")
            : tr("%1 The same for every attack in every fight.").arg(variable.note));
    return box;
}

} // namespace Fray::Ui
