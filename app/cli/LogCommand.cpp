// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/LogCommand.h"

#include "app/cli/EncounterFile.h"
#include "app/cli/RulesetOptions.h"
#include "core/OutputFile.h"
#include "core/record/LogExport.h"

namespace Fray::Cli {

int LogCommand::run(const QStringList &arguments, CliIo &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(summary());
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("An encounter file (*.fray.json)."));
    const QCommandLineOption format(QStringLiteral("format"),
        tr("md (Markdown, the default) or html."), QStringLiteral("FORMAT"), QStringLiteral("md"));
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
        tr("Write to FILE instead of the standard output."), QStringLiteral("FILE"));
    parser.addOptions({format, output});
    const RulesetOptions options(false);
    options.addTo(parser);
    if (const int exit = parseOrExit(parser, arguments, io); exit >= 0)
        return exit;
    const auto chosen = Record::LogExport::formatNamed(parser.value(format));
    if (!chosen)
        return io.fail(tr("--format must be md or html, not '%1'").arg(parser.value(format)));
    LoadedEncounter loaded = loadEncounter(parser, options);
    if (!loaded.encounter)
        return io.fail(loaded.error);

    const QString text = Record::LogExport::write(*loaded.encounter, *chosen);
    if (parser.isSet(output)) {
        if (const auto failed = OutputFile::write(parser.value(output), text.toUtf8()))
            return io.fail(*failed);
        return ExitOk;
    }
    io.out() << text;
    return ExitOk;
}

} // namespace Fray::Cli
