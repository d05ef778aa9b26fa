// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/CampaignCommands.h"

#include "app/cli/CampaignOption.h"
#include "app/cli/ImportPreview.h"
#include "app/cli/RulesetOptions.h"
#include "core/InputFile.h"
#include "core/OutputFile.h"
#include "core/io/EncounterJson.h"
#include "core/io/ImportReader.h"
#include "core/io/ImprovedInitiativeWriter.h"
#include "core/io/LibraryJson.h"
#include "core/storage/Campaign.h"
#include "core/storage/CampaignImport.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

namespace Fray::Cli {

int ExportCommand::run(const QStringList &arguments, CliIo &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(summary());
    const CampaignOption db;
    const QCommandLineOption encounter(
        QStringLiteral("encounter"), tr("The encounter to write."), QStringLiteral("NAME"));
    const QCommandLineOption library(QStringLiteral("library"), tr("Write the whole library."));
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
        tr("The file to write."), QStringLiteral("FILE"));
    const QCommandLineOption format(QStringLiteral("format"),
        //: fray and improved-initiative are what the option takes.
        tr("fray (default) or improved-initiative (Improved Initiative's own export; "
           "--library and --encounter may be given together)."),
        QStringLiteral("FORMAT"));
    const QCommandLineOption ruleset(QStringLiteral("ruleset"),
        tr("Only the library entries of this ruleset. An Improved Initiative file holds one "
           "ruleset's: the encounter's, the library's only one, or this."),
        QStringLiteral("ID"));
    db.addTo(parser);
    parser.addOptions({encounter, library, output, format, ruleset});
    const RulesetOptions rulesetOptions(false);
    rulesetOptions.addTo(parser);
    if (const int exit = parseOrExit(parser, arguments, io); exit >= 0)
        return exit;
    if (!db.isSet(parser) || !parser.isSet(output))
        return io.fail(tr("--db CAMPAIGN and -o FILE are required"));
    const QString formatName
        = parser.value(format).isEmpty() ? QStringLiteral("fray") : parser.value(format);
    if (formatName != u"fray" && formatName != u"improved-initiative")
        return io.fail(tr("--format takes fray or improved-initiative, not '%1'").arg(formatName));
    const bool ii = formatName == u"improved-initiative";
    if (ii ? !(parser.isSet(encounter) || parser.isSet(library))
           : parser.isSet(encounter) == parser.isSet(library))
        return io.fail(ii ? tr("give --encounter NAME, --library or both")
                          : tr("give either --encounter NAME or --library"));
    auto campaign = db.openExisting(parser, Storage::Campaign::Access::ReadOnly);
    if (!campaign)
        return io.fail(campaign.error());

    QByteArray bytes;
    if (ii) {
        const auto loaded = rulesetOptions.library(parser);
        if (!loaded)
            return io.fail(loaded.error());
        std::vector<Library::LibraryEntry> entries;
        std::vector<Encounter::EncounterState> encounters;
        QString rulesetId = parser.value(ruleset);
        if (parser.isSet(encounter)) {
            const auto id = (*campaign)->encounters().idOf(parser.value(encounter));
            if (!id)
                return io.fail(
                    tr("the campaign has no encounter called '%1'").arg(parser.value(encounter)));
            auto state = (*campaign)->encounters().load(*id);
            if (!state)
                return io.fail(state.error());
            if (!rulesetId.isEmpty() && rulesetId != state->rulesetId)
                return io.fail(tr("the encounter '%1' is of %2, not %3")
                                   .arg(parser.value(encounter), state->rulesetId, rulesetId));
            rulesetId = state->rulesetId;
            encounters.push_back(std::move(state).value());
        }
        if (parser.isSet(library)) {
            auto all = (*campaign)->library().all();
            if (!all)
                return io.fail(all.error());
            entries = std::move(all).value();
            // One ruleset's monsters to a file: the tool has no rules of its own to tell them by.
            QStringList held;
            for (const auto &e : entries) {
                if (!held.contains(e.rulesetId))
                    held << e.rulesetId;
            }
            held.sort();
            if (rulesetId.isEmpty() && held.size() > 1)
                return io.fail(tr("the library holds entries of %1; give --ruleset ID")
                                   .arg(held.join(QStringLiteral(", "))));
            if (rulesetId.isEmpty())
                rulesetId = held.value(0);
            std::erase_if(entries, [&](const auto &e) { return e.rulesetId != rulesetId; });
        }
        bytes = Io::ImprovedInitiativeWriter::write(entries, encounters, *loaded);
    } else if (parser.isSet(encounter)) {
        const auto id = (*campaign)->encounters().idOf(parser.value(encounter));
        if (!id)
            return io.fail(
                tr("the campaign has no encounter called '%1'").arg(parser.value(encounter)));
        const auto state = (*campaign)->encounters().load(*id);
        if (!state)
            return io.fail(state.error());
        bytes = Io::EncounterJson::toBytes(*state);
    } else {
        auto all = (*campaign)->library().all();
        if (!all)
            return io.fail(all.error());
        std::vector<Library::LibraryEntry> entries = std::move(all).value();
        if (parser.isSet(ruleset))
            std::erase_if(
                entries, [&](const auto &e) { return e.rulesetId != parser.value(ruleset); });
        bytes = Io::LibraryJson::toBytes(entries);
    }
    if (const auto failed = OutputFile::write(parser.value(output), bytes))
        return io.fail(*failed);
    return ExitOk;
}

int ImportCommand::run(const QStringList &arguments, CliIo &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(summary());
    parser.addPositionalArgument(QStringLiteral("FILE"),
        tr("*.fray.json, *.csv, or another tool's file (Improved Initiative, Fight Club 5 XML, "
           "Open5e, 5e.tools)"));
    const CampaignOption db;
    const QCommandLineOption ruleset(QStringLiteral("ruleset"),
        tr("The ruleset of CSV stat lines, or that other tools' creatures go into."),
        QStringLiteral("ID"));
    const QCommandLineOption kind(QStringLiteral("kind"),
        //: character, monster and template are what the option takes.
        tr("character, monster or template for CSV lines (default monster)."),
        QStringLiteral("KIND"));
    const QCommandLineOption skip(QStringLiteral("skip-rejected"),
        tr("Import a CSV's good lines even when some are rejected."));
    const QCommandLineOption dryRun(
        QStringLiteral("dry-run"), tr("Show what would be imported; change nothing."));
    const QCommandLineOption json(QStringLiteral("json"), tr("Show the preview as JSON."));
    const QCommandLineOption onClash(QStringLiteral("on-clash"),
        //: skip, rename and replace are what the option takes.
        tr("What to do with an entry whose name the library holds: skip, rename or replace "
           "(without it such an import is refused)."),
        QStringLiteral("WHAT"));
    db.addTo(parser);
    parser.addOptions({ruleset, kind, skip, dryRun, json, onClash});
    const RulesetOptions rulesetOptions(false);
    rulesetOptions.addTo(parser);
    if (const int exit = parseOrExit(parser, arguments, io); exit >= 0)
        return exit;
    if (!db.isSet(parser) && !parser.isSet(dryRun))
        return io.fail(tr("--db CAMPAIGN is required"));
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1)
        return io.fail(tr("give one FILE to import"));
    auto policy = Io::NameClashes::Policy::Refuse;
    if (parser.isSet(onClash)) {
        const auto named = Io::NameClashes::policyNamed(parser.value(onClash));
        if (!named)
            return io.fail(tr("--on-clash takes skip, rename or replace, not '%1'")
                               .arg(parser.value(onClash)));
        policy = *named;
    }
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
    Io::ImportReader::Options options;
    options.statLinesRuleset = parser.value(ruleset);
    if (parser.isSet(kind))
        options.kind = parser.value(kind);
    const auto format = Io::ImportReader::sniff(bytes);
    if (Io::ImportReader::needsRuleset(format) && !parser.isSet(ruleset))
        return io.fail(format == Io::ImportReader::Format::StatLines
                ? tr("CSV stat lines need --ruleset ID")
                : tr("%1 files need --ruleset ID (the ruleset the creatures go into)")
                      .arg(Io::ImportReader::formatName(format)));
    auto plan = Io::ImportReader::read(bytes, rulesets, options);
    if (!plan)
        return io.fail(QStringLiteral("%1: %2").arg(file.fileName(), plan.error()));
    if (plan->format == Io::ImportReader::Format::StatLines && !parser.isSet(json)) {
        for (const auto &column : plan->columns)
            io.out() << tr("column '%1' -> %2")
                            .arg(column.header,
                                column.target.isEmpty() ? tr("(not imported)") : column.target)
                     << "\n";
        for (const auto &rejected : plan->rejected)
            io.out() << tr("line %1 rejected: %2").arg(rejected.line).arg(rejected.reason) << "\n";
    }
    if (plan->format == Io::ImportReader::Format::StatLines) {
        const int rejectedCount = int(plan->rejected.size());
        if (rejectedCount > 0 && !parser.isSet(skip) && !parser.isSet(dryRun)) {
            const QString message = tr("%1: %n line(s) rejected; nothing was imported "
                                       "(see above, or --skip-rejected)",
                nullptr, rejectedCount);
            return io.fail(message.arg(file.fileName()));
        }
    }

    std::vector<Encounter::EncounterState> encounters = plan->encounters;
    if (plan->encounter) {
        encounters.insert(encounters.begin(), *plan->encounter);
        if (encounters.front().name.trimmed().isEmpty())
            encounters.front().name = QFileInfo(file.fileName()).baseName();
    }
    // The clashes with a campaign's library, and why the import is refused there, if it is.
    Io::NameClashes::Resolution clashes;
    const auto resolve = [&](const Storage::Campaign *campaign) -> std::optional<QString> {
        std::vector<Library::LibraryEntry> existing;
        if (campaign) {
            auto all = campaign->library().all();
            if (!all)
                return all.error();
            existing = std::move(all).value();
        }
        clashes = Io::NameClashes::resolve(plan->entries, existing, policy);
        if (!campaign || parser.isSet(dryRun))
            return std::nullopt;
        if (Io::NameClashes::anyClash(clashes) && policy == Io::NameClashes::Policy::Refuse) {
            // The library's names and the file's own repeats are said apart.
            QStringList why;
            if (!clashes.clashes.isEmpty())
                why << tr("the library already holds %1")
                           .arg(clashes.clashes.join(QStringLiteral(", ")));
            if (!clashes.repeated.empty())
                why << tr("the file holds %1")
                           .arg(
                               Io::NameClashes::repeatedCounts(clashes).join(QStringLiteral(", ")));
            return tr("%1; nothing was imported (--on-clash skip, rename or replace)")
                .arg(why.join(QStringLiteral("; ")));
        }
        if (const auto refused = Storage::CampaignImport::refusal(*campaign, encounters))
            return tr("%1; nothing was imported").arg(*refused);
        return std::nullopt;
    };

    // The campaign is read, and the import checked against it, before it is opened for
    // writing: a refused import leaves an older campaign unmigrated and without a backup.
    const bool exists = db.isSet(parser) && db.exists(parser);
    if (db.isSet(parser) && parser.isSet(dryRun) && !exists)
        return io.fail(tr("%1 does not exist").arg(db.shown(parser)));
    const auto preview = [&] {
        if (parser.isSet(json))
            io.out()
                << QJsonDocument(ImportPreview::json(*plan, clashes)).toJson(QJsonDocument::Compact)
                << "\n";
        else if (plan->format != Io::ImportReader::Format::StatLines
            && plan->format != Io::ImportReader::Format::Encounter
            && plan->format != Io::ImportReader::Format::Library)
            ImportPreview::print(*plan, clashes, io.out());
    };
    bool previewed = false;
    {
        std::unique_ptr<Storage::Campaign> reader;
        if (exists) {
            auto opened
                = Storage::Campaign::open(db.path(parser), Storage::Campaign::Access::ReadOnly);
            // A campaign only a writer can recover (a save cut short) is checked by the writer.
            if (!opened && parser.isSet(dryRun))
                return io.fail(opened.error());
            if (opened)
                reader = std::move(opened).value();
        }
        if (reader || !exists) {
            const auto refusal = resolve(reader.get());
            preview();
            previewed = true;
            if (parser.isSet(dryRun))
                return ExitOk;
            if (refusal)
                return io.fail(*refusal);
        }
    }

    auto opened = Storage::Campaign::open(db.path(parser), Storage::Campaign::Access::ReadWrite);
    if (!opened)
        return io.fail(opened.error());
    const std::unique_ptr<Storage::Campaign> campaign = std::move(opened).value();
    // Checked again as the writer sees it: another Fray may have changed the library meanwhile.
    const auto refusal = resolve(campaign.get());
    if (!previewed)
        preview();
    if (refusal)
        return io.fail(*refusal);
    // As one step of the campaign's history, which the window can undo.
    const auto done
        = Storage::CampaignImport::apply(*campaign, {clashes.add, clashes.replace, encounters},
            Storage::CampaignImport::stepText(QFileInfo(file.fileName()).fileName()));
    if (!done)
        return io.fail(tr("%1; nothing was imported").arg(done.error()));
    for (const auto &e : encounters)
        io.out() << tr("imported encounter '%1' (%n combatants)", nullptr, int(e.combatants.size()))
                        .arg(e.name)
                 << "\n";
    // English has no catalogue to pick its plural from, so its singular is chosen here.
    const int count = int(clashes.add.size() + clashes.replace.size());
    if (count > 0 || encounters.empty())
        io.out() << (count == 1 ? tr("imported %n library entry", nullptr, count)
                                : tr("imported %n library entries", nullptr, count))
                 << "\n";
    return ExitOk;
}

} // namespace Fray::Cli
