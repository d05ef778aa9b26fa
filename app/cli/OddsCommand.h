// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/Command.h"

#include <QCoreApplication>

namespace Fray::Cli {

// `fray-cli odds --ruleset ID ...`: exact outcome probabilities and damage for one attack.
class OddsCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Cli::OddsCommand)

public:
    QString name() const override { return QStringLiteral("odds"); }
    QString summary() const override { return tr("Exact odds of one attack"); }
    int run(const QStringList &arguments, CliIo &io) override;
};

// `fray-cli curve --ruleset ID --vary NAME --from A --to B ...`: the same across a range.
class CurveCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Cli::CurveCommand)

public:
    QString name() const override { return QStringLiteral("curve"); }
    QString summary() const override { return tr("Exact odds across a range of one variable"); }
    int run(const QStringList &arguments, CliIo &io) override;
};

} // namespace Fray::Cli
