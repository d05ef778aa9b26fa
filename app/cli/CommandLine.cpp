// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/CommandLine.h"

#include "app/cli/CampaignCommand.h"
#include "app/cli/CampaignCommands.h"
#include "app/cli/CompareCommand.h"
#include "app/cli/DangerCommand.h"
#include "app/cli/DayCommand.h"
#include "app/cli/DistCommand.h"
#include "app/cli/EncounterCommands.h"
#include "app/cli/LogCommand.h"
#include "app/cli/OddsCommand.h"
#include "app/cli/PartyCommand.h"
#include "app/cli/RollCommand.h"
#include "app/cli/RulesetsCommand.h"
#include "app/cli/ServeLauncher.h"
#include "app/cli/SheetLauncher.h"
#include "app/cli/SimulateCommand.h"
#include "app/cli/TableCommand.h"
#include "app/cli/TuneCommand.h"
#include "core/AppInfo.h"

#include <QCoreApplication>

namespace Fray::Cli {

CommandLine::CommandLine()
{
    m_commands.push_back(std::make_unique<DistCommand>());
    m_commands.push_back(std::make_unique<RollCommand>());
    m_commands.push_back(std::make_unique<RulesetsCommand>());
    m_commands.push_back(std::make_unique<ValidateRulesetCommand>());
    m_commands.push_back(std::make_unique<OddsCommand>());
    m_commands.push_back(std::make_unique<CurveCommand>());
    m_commands.push_back(std::make_unique<InitiativeCommand>());
    m_commands.push_back(std::make_unique<PlayCommand>());
    m_commands.push_back(std::make_unique<LogCommand>());
    m_commands.push_back(std::make_unique<SimulateCommand>());
    m_commands.push_back(std::make_unique<DangerCommand>());
    m_commands.push_back(std::make_unique<DayCommand>());
    m_commands.push_back(std::make_unique<TuneCommand>());
    m_commands.push_back(std::make_unique<CompareCommand>());
    m_commands.push_back(std::make_unique<TableCommand>());
    m_commands.push_back(std::make_unique<ServeLauncher>());
    m_commands.push_back(std::make_unique<ExportCommand>());
    m_commands.push_back(std::make_unique<ImportCommand>());
    m_commands.push_back(std::make_unique<PartyCommand>());
    m_commands.push_back(std::make_unique<SheetLauncher>());
    m_commands.push_back(std::make_unique<CampaignCommand>());
}

CommandLine::~CommandLine() = default;

Command *CommandLine::find(const QString &name) const
{
    for (const auto &command : m_commands) {
        if (command->name() == name)
            return command.get();
    }
    return nullptr;
}

QString CommandLine::helpText() const
{
    //: The command and option names stay as they are.
    const QString usage = tr("Usage: fray-cli [--help] [--version] COMMAND [OPTIONS]");
    QString text = QStringLiteral("%1\n\n%2\n\n%3\n")
                       .arg(usage, tr("Fray's scriptable face: exact dice, rulesets and odds."),
                           tr("Commands:"));
    for (const auto &command : m_commands)
        text += QStringLiteral("  %1  %2\n").arg(command->name(), -12).arg(command->summary());
    text += QStringLiteral("\n%1\n%2\n")
                .arg(tr("Run 'fray-cli COMMAND --help' for a command's options."),
                    tr("Exit status: 0 on success, 2 on bad input (one line on stderr)."));
    return text;
}

int CommandLine::run(const QStringList &arguments, CliIo &io)
{
    QCommandLineParser parser;
    parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsPositionalArguments);
    const QCommandLineOption help(
        {QStringLiteral("h"), QStringLiteral("help")}, tr("Show this help."));
    const QCommandLineOption version(
        {QStringLiteral("v"), QStringLiteral("version")}, tr("Show the version."));
    parser.addOption(help);
    parser.addOption(version);
    parser.addPositionalArgument(QStringLiteral("command"), tr("What to do."));

    if (!parser.parse(arguments))
        return io.fail(parser.errorText());
    if (parser.isSet(help)) {
        io.out() << helpText();
        return ExitOk;
    }
    if (parser.isSet(version)) {
        io.out() << "fray-cli " << AppInfo::version() << Qt::endl;
        return ExitOk;
    }

    const QStringList rest = parser.positionalArguments();
    if (rest.isEmpty())
        return io.fail(tr("no command given; see 'fray-cli --help'"));

    Command *command = find(rest.first());
    if (!command)
        return io.fail(tr("unknown command '%1'; see 'fray-cli --help'").arg(rest.first()));
    return command->run(rest, io);
}

} // namespace Fray::Cli
