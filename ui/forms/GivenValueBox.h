// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/Ruleset.h"

#include <QSpinBox>

#include <optional>
#include <vector>

namespace Fray::Ui {

// A number the GM gives for one of the ruleset's values that no combatant has (old-school's
// "needed on d20", from an attack matrix Fray does not hold): blank ("—") until given, so no
// odds are shown for a number nobody chose.
class GivenValueBox : public QSpinBox
{
    Q_OBJECT

public:
    GivenValueBox(const Rules::Variable &variable, QWidget *parent = nullptr);

    std::optional<qint64> given() const;
    void setGiven(qint64 value);

    // The values a simulated attack under `ruleset` reads that no combatant has, so the GM gives
    // them for every attack in every fight (old-school's needed): one box each where a
    // simulation is set up, its tooltip saying so.
    static std::vector<Rules::Variable> simulationNeeds(const Rules::Ruleset &ruleset);
    static GivenValueBox *forSimulation(const Rules::Variable &variable, QWidget *parent);
};

} // namespace Fray::Ui
