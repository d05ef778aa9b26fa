// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/Distribution.h"
#include "core/dice/Roll.h"
#include "core/rules/Ruleset.h"

#include <QJsonArray>
#include <QJsonObject>

namespace Fray::Cli {

// The JSON shapes of the CLI contract, in one place so every command prints them alike.
namespace JsonOutput {

// A computed double for JSON, at 15 significant digits: the last digits of a double are rounding
// noise from the arithmetic (0.44999999999999996 for 9/20), and 15 digits stay far inside the
// engine's accuracy.
double number(double value);
// [[value, probability], ...] ascending.
QJsonArray pmf(const Dice::Distribution &distribution);
// {"min", "max", "mean", "stddev", "pmf"}.
QJsonObject distribution(const Dice::Distribution &distribution);
// {"total", "dice": [{"die", "value", "kept", "rolls"?}], "detail"}.
QJsonObject roll(const Dice::Roll &roll, const QString &expression);
// A ruleset's summary and catalogues for `fray-cli rulesets --json`.
QJsonObject ruleset(const Rules::Ruleset &ruleset, const QString &origin);

} // namespace JsonOutput

} // namespace Fray::Cli
