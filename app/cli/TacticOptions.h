// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/sim/SimOptions.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace Fray::Cli {

// The --tactic and --tactic-foes options of the commands that aim attacks as the simulation
// does (simulate, danger): one wording, and one way to read them.
class TacticOptions
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Cli::TacticOptions)

public:
    TacticOptions();
    void addTo(QCommandLineParser &parser) const;
    // Sets the sides' tactics the options name; false, with the error, for an unknown one.
    bool apply(const QCommandLineParser &parser, Sim::SimOptions &options, QString &error) const;

private:
    QCommandLineOption m_tactic;
    QCommandLineOption m_tacticFoes;
};

} // namespace Fray::Cli
