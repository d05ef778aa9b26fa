// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/Command.h"

#include <QCoreApplication>

namespace Fray::Cli {

// `fray-cli party --db CAMPAIGN ACTION`: list the party, let library entries join or leave it,
// carry a fight's result over onto it, or rest it. A carry-over or rest shows what changes and
// writes it whole (or, with --dry-run, only shows it).
class PartyCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Cli::PartyCommand)

public:
    QString name() const override { return QStringLiteral("party"); }
    QString summary() const override
    {
        return tr("The campaign's party: members, carry-over from a fight, rests");
    }
    int run(const QStringList &arguments, CliIo &io) override;
};

} // namespace Fray::Cli
