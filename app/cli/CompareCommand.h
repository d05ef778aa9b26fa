// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/Command.h"

#include <QCoreApplication>

namespace Fray::Cli {

// `fray-cli compare --ruleset A --ruleset B ...`: one attack's exact odds under two rulesets side
// by side, and their difference (Odds::RuleComparison), at the given values or across a range.
class CompareCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Cli::CompareCommand)

public:
    QString name() const override { return QStringLiteral("compare"); }
    QString summary() const override { return tr("One attack's odds under two rulesets"); }
    int run(const QStringList &arguments, CliIo &io) override;
};

} // namespace Fray::Cli
