// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dice/Distribution.h"
#include "dice/Roll.h"

#include <QJsonArray>
#include <QJsonObject>

namespace Fray::Cli {

// The JSON shapes of the CLI contract, in one place so every command prints them alike.
namespace JsonOutput {

// [[value, probability], ...] ascending.
QJsonArray pmf(const Dice::Distribution &distribution);
// {"min", "max", "mean", "stddev", "pmf"}.
QJsonObject distribution(const Dice::Distribution &distribution);
// {"total", "dice": [{"die", "value", "kept", "rolls"?}], "detail"}.
QJsonObject roll(const Dice::Roll &roll, const QString &expression);

} // namespace JsonOutput

} // namespace Fray::Cli
