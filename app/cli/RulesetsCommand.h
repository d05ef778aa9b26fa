// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/Command.h"

#include <QCoreApplication>

namespace Fray::Cli {

// `fray-cli rulesets [--json]`: every ruleset Fray can use, with its variables, outcomes and
// modifier catalogue, and the problems of files that could not be loaded.
class RulesetsCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Cli::RulesetsCommand)

public:
    QString name() const override { return QStringLiteral("rulesets"); }
    QString summary() const override { return tr("List the rulesets and their catalogues"); }
    int run(const QStringList &arguments, CliIo &io) override;
};

// `fray-cli validate-ruleset FILE`: checks a ruleset file and reports every problem.
class ValidateRulesetCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Cli::ValidateRulesetCommand)

public:
    QString name() const override { return QStringLiteral("validate-ruleset"); }
    QString summary() const override { return tr("Check a ruleset file"); }
    int run(const QStringList &arguments, CliIo &io) override;
};

} // namespace Fray::Cli
