// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/TrialOptions.h"

#include "app/cli/CliOptions.h"

namespace Fray::Cli {

TrialOptions::TrialOptions(const QString &what)
    : m_trials(QStringLiteral("trials"), tr("%1 (1 to 10^9).").arg(what), QStringLiteral("N"))
    , m_seed(QStringLiteral("seed"), tr("Seed for the fights' rolls."), QStringLiteral("S"))
    , m_threads(QStringLiteral("threads"),
          tr("Threads to run on (default: every core); the result is the same for any number."),
          QStringLiteral("T"))
    , m_maxRounds(QStringLiteral("max-rounds"),
          tr("Rounds after which a fight counts as undecided (default 50)."), QStringLiteral("R"))
{ }

void TrialOptions::addTo(QCommandLineParser &parser) const
{
    parser.addOptions({m_trials, m_seed, m_threads, m_maxRounds});
}

bool TrialOptions::apply(
    const QCommandLineParser &parser, Sim::SimOptions &options, bool required, QString &error) const
{
    if (required && !parser.isSet(m_trials)) {
        error = tr("--trials N is required");
        return false;
    }
    if (required && !parser.isSet(m_seed)) {
        error = tr("--seed S is required, so the fights can be repeated");
        return false;
    }
    // "0" and "-5" read as numbers out of range; the message says the range either way.
    const auto trials = CliOptions::integer(
        parser, m_trials, 1, Sim::SimOptions::maxTrials, required ? 1 : 0, error);
    if (!trials)
        return false;
    const auto seed = CliOptions::integer(parser, m_seed, 0, CliOptions::kMaxSeed, 0, error);
    if (!seed)
        return false;
    const auto threads = CliOptions::integer(parser, m_threads, 1, 1024, 0, error);
    if (!threads)
        return false;
    const auto rounds
        = CliOptions::integer(parser, m_maxRounds, 1, Sim::SimOptions::maxRoundsLimit, 50, error);
    if (!rounds)
        return false;
    options.trials = *trials;
    options.seed = quint64(*seed);
    options.threads = int(*threads);
    options.maxRounds = int(*rounds);
    return true;
}

} // namespace Fray::Cli
