// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/Command.h"

#include <QCoreApplication>

namespace Fray::Cli {

// `fray-cli day FILE --trials N --seed S [--threads T] [--tactic T] [--tactic-foes T]
// [--max-rounds R] [--db CAMPAIGN] [--json]`: an adventuring day (Io::DayJson) played many times,
// the party carrying its hit points and HP states from fight to fight: the chance it gets through,
// where it breaks, each hero before each fight and at the day's end.
class DayCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Cli::DayCommand)

public:
    QString name() const override { return QStringLiteral("day"); }
    QString summary() const override { return tr("Simulate an adventuring day of fights"); }
    int run(const QStringList &arguments, CliIo &io) override;
};

} // namespace Fray::Cli
