// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/Command.h"

#include <QCoreApplication>

namespace Fray::Cli {

// `fray-cli campaign copy SOURCE DESTINATION`: a whole campaign from a file to a server's database
// or back (either may be a file or a postgresql:// address), refusing a destination that already
// holds a campaign; a progress line on standard error.
class CampaignCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Cli::CampaignCommand)

public:
    QString name() const override { return QStringLiteral("campaign"); }
    QString summary() const override
    {
        return tr("Copy a whole campaign between a file and a PostgreSQL server");
    }
    int run(const QStringList &arguments, CliIo &io) override;
};

} // namespace Fray::Cli
