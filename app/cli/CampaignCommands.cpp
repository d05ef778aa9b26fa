// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/CampaignCommands.h"

#include "app/cli/RulesetOptions.h"
#include "core/InputFile.h"
#include "core/OutputFile.h"
#include "core/io/EncounterJson.h"
#include "core/io/ImportReader.h"
#include "core/io/LibraryJson.h"
#include "core/storage/Campaign.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonObject>

namespace Fray::Cli {

int ExportCommand::run(const QStringList &arguments, CliIo &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(summary());
    const QCommandLineOption db(
        QStringLiteral("db"), tr("The campaign file."), QStringLiteral("CAMPAIGN"));
    const QCommandLineOption encounter(
        QStringLiteral("encounter"), tr("The encounter to write."), QStringLiteral("NAME"));
    const QCommandLineOption library(QStringLiteral("library"), tr("Write the whole library."));
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
        tr("The file to write."), QStringLiteral("FILE"));
    parser.addOptions({db, encounter, library, output});
    if (const int exit = parseOrExit(parser, arguments, io); exit >= 0)
        return exit;
    if (!parser.isSet(db) || !parser.isSet(output))
        return io.fail(tr("--db CAMPAIGN and -o FILE are required"));
    if (parser.isSet(encounter) == parser.isSet(library))
        return io.fail(tr("give either --encounter NAME or --library"));
    if (!QFileInfo::exists(parser.value(db)))
        return io.fail(tr("%1 does not exist").arg(parser.value(db)));
    auto campaign = Storage::Campaign::open(parser.value(db), Storage::Campaign::Access::ReadOnly);
    if (!campaign)
        return io.fail(campaign.error());

    QByteArray bytes;
    if (parser.isSet(encounter)) {
        const auto id = (*campaign)->encounters().idOf(parser.value(encounter));
        if (!id)
            return io.fail(
                tr("the campaign has no encounter called '%1'").arg(parser.value(encounter)));
        const auto state = (*campaign)->encounters().load(*id);
        if (!state)
            return io.fail(state.error());
        bytes = Io::EncounterJson::toBytes(*state);
    } else {
        const auto entries = (*campaign)->library().all();
        if (!entries)
            return io.fail(entries.error());
        bytes = Io::LibraryJson::toBytes(*entries);
    }
    if (const auto failed = OutputFile::write(parser.value(output), bytes))
        return io.fail(*failed);
    return ExitOk;
}

int ImportCommand::run(const QStringList &arguments, CliIo &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(summary());
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("*.fray.json or *.csv"));
    const QCommandLineOption db(
        QStringLiteral("db"), tr("The campaign file."), QStringLiteral("CAMPAIGN"));
    const QCommandLineOption ruleset(
        QStringLiteral("ruleset"), tr("The ruleset of CSV stat lines."), QStringLiteral("ID"));
    const QCommandLineOption kind(QStringLiteral("kind"),
        //: character, monster and template are what the option takes.
        tr("character, monster or template for CSV lines (default monster)."),
        QStringLiteral("KIND"));
    const QCommandLineOption skip(QStringLiteral("skip-rejected"),
        tr("Import a CSV's good lines even when some are rejected."));
    parser.addOptions({db, ruleset, kind, skip});
    const RulesetOptions rulesetOptions(false);
    rulesetOptions.addTo(parser);
    if (const int exit = parseOrExit(parser, arguments, io); exit >= 0)
        return exit;
    if (!parser.isSet(db))
        return io.fail(tr("--db CAMPAIGN is required"));
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1)
        return io.fail(tr("give one FILE to import"));
    QFile file(files.constFirst());
    const auto read = InputFile::read(file.fileName());
    if (!read)
        return io.fail(read.error());
    const QByteArray &bytes = *read;
    const auto loaded = rulesetOptions.library(parser);
    if (!loaded)
        return io.fail(loaded.error());
    const Rules::RulesetLibrary &rulesets = *loaded;

    // Everything is read and checked before the campaign is opened for writing.
    if (Io::ImportReader::sniff(bytes) == Io::ImportReader::Format::StatLines
        && !parser.isSet(ruleset))
        return io.fail(tr("CSV stat lines need --ruleset ID"));
    Io::ImportReader::Options options;
    options.statLinesRuleset = parser.value(ruleset);
    if (parser.isSet(kind))
        options.kind = parser.value(kind);
    auto plan = Io::ImportReader::read(bytes, rulesets, options);
    if (!plan)
        return io.fail(QStringLiteral("%1: %2").arg(file.fileName(), plan.error()));
    if (plan->format == Io::ImportReader::Format::StatLines) {
        for (const auto &column : plan->columns)
            io.out() << tr("column '%1' -> %2")
                            .arg(column.header,
                                column.target.isEmpty() ? tr("(not imported)") : column.target)
                     << "\n";
        for (const auto &rejected : plan->rejected)
            io.out() << tr("line %1 rejected: %2").arg(rejected.line).arg(rejected.reason) << "\n";
        const int rejectedCount = int(plan->rejected.size());
        if (rejectedCount > 0 && !parser.isSet(skip)) {
            const QString message = tr("%1: %n line(s) rejected; nothing was imported "
                                       "(see above, or --skip-rejected)",
                nullptr, rejectedCount);
            return io.fail(message.arg(file.fileName()));
        }
    }
    std::optional<Encounter::EncounterState> encounter = plan->encounter;
    const std::vector<Library::LibraryEntry> &entries = plan->entries;

    auto campaign = Storage::Campaign::open(parser.value(db));
    if (!campaign)
        return io.fail(campaign.error());
    if (encounter) {
        if (encounter->name.trimmed().isEmpty())
            encounter->name = QFileInfo(file.fileName()).baseName();
        if ((*campaign)->encounters().idOf(encounter->name))
            return io.fail(
                tr("the campaign already has an encounter called '%1'; nothing was imported")
                    .arg(encounter->name));
        const auto id = (*campaign)->encounters().save(*encounter);
        if (!id)
            return io.fail(id.error());
        const int combatants = int(encounter->combatants.size());
        io.out() << tr("imported encounter '%1' (%n combatants)", nullptr, combatants)
                        .arg(encounter->name)
                 << "\n";
        return ExitOk;
    }
    const auto error = (*campaign)->transaction([&]() -> std::optional<QString> {
        for (const auto &e : entries) {
            const auto id = (*campaign)->library().add(e);
            if (!id)
                return QStringLiteral("'%1': %2").arg(e.name, id.error());
        }
        return std::nullopt;
    });
    if (error)
        return io.fail(tr("%1; nothing was imported").arg(*error));
    // English has no catalogue to pick its plural from, so its singular is chosen here.
    const int count = int(entries.size());
    io.out() << (count == 1 ? tr("imported %n library entry", nullptr, count)
                            : tr("imported %n library entries", nullptr, count))
             << "\n";
    return ExitOk;
}

} // namespace Fray::Cli
