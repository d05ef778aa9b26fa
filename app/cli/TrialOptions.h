// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/sim/SimOptions.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace Fray::Cli {

// The --trials, --seed, --threads and --max-rounds options of the commands that simulate fights
// (simulate, day): one wording, and one way to read them.
class TrialOptions
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Cli::TrialOptions)

public:
    // `what` counts the trials in the help: "Fights to simulate", "Days to simulate".
    explicit TrialOptions(const QString &what);
    void addTo(QCommandLineParser &parser) const;
    // Sets the options' trials, seed, threads and round cap; false, with the error, when one is
    // wrong or (where `required`) --trials or --seed is missing.
    bool apply(const QCommandLineParser &parser, Sim::SimOptions &options, bool required,
        QString &error) const;

private:
    QCommandLineOption m_trials;
    QCommandLineOption m_seed;
    QCommandLineOption m_threads;
    QCommandLineOption m_maxRounds;
};

} // namespace Fray::Cli
