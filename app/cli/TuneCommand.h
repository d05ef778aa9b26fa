// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/Command.h"

#include <QCoreApplication>

namespace Fray::Cli {

// `fray-cli tune FILE --knob count:GROUP|hp:NAME|attack:NAME --target win=P|WORD --trials N
// --seed S [--from A --to B] [--write OUT] [--json]`: the value of one knob of the encounter that
// brings its fight closest to a target (Sim::FightTuner), with the curve of the party's win
// chance against the knob; --write saves the encounter with that value as a new file.
class TuneCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Cli::TuneCommand)

public:
    QString name() const override { return QStringLiteral("tune"); }
    QString summary() const override { return tr("Tune one knob of a fight to a target"); }
    int run(const QStringList &arguments, CliIo &io) override;
};

} // namespace Fray::Cli
