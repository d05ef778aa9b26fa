// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/TacticOptions.h"

namespace Fray::Cli {

TacticOptions::TacticOptions()
    : m_tactic(QStringLiteral("tactic"),
        tr("How every side picks whom to attack: weakest (default), random, strongest, first."),
        QStringLiteral("T"))
    , m_tacticFoes(QStringLiteral("tactic-foes"),
          tr("The same for the sides that are not the players'."), QStringLiteral("T"))
{ }

void TacticOptions::addTo(QCommandLineParser &parser) const
{
    parser.addOptions({m_tactic, m_tacticFoes});
}

bool TacticOptions::apply(
    const QCommandLineParser &parser, Sim::SimOptions &options, QString &error) const
{
    for (const QCommandLineOption *option : {&m_tactic, &m_tacticFoes}) {
        if (!parser.isSet(*option))
            continue;
        const QString name = parser.value(*option);
        const auto chosen = Sim::tacticFromName(name);
        if (!chosen) {
            error = tr("--%1: unknown tactic '%2' (known: %3)")
                        .arg(option->names().constFirst(), name,
                            Sim::tacticNames().join(QStringLiteral(", ")));
            return false;
        }
        if (option == &m_tactic)
            options.partyTactic = options.foesTactic = *chosen;
        else
            options.foesTactic = *chosen;
    }
    return true;
}

} // namespace Fray::Cli
