// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/ImportReader.h"

#include "core/encounter/EncounterCheck.h"
#include "core/io/EncounterJson.h"
#include "core/io/FightClubReader.h"
#include "core/io/FiveEToolsReader.h"
#include "core/io/ImprovedInitiativeReader.h"
#include "core/io/LibraryJson.h"
#include "core/io/Open5eReader.h"
#include "core/json/JsonParse.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace Fray::Io {

namespace {

QString problemsText(const QList<Json::JsonProblem> &problems)
{
    QStringList lines;
    for (const auto &p : problems)
        lines << p.toString();
    return lines.join(QStringLiteral("; "));
}

} // namespace

namespace {

ImportReader::Format sniffJson(const QJsonDocument &document)
{
    using Format = ImportReader::Format;
    const QJsonObject root = document.object();
    if (document.isObject() && root.contains(QStringLiteral("format")))
        return root.value(QStringLiteral("format")).toString() == u"fray-library"
            ? Format::Library
            : Format::Encounter;
    if (document.isObject() && ImprovedInitiativeReader::recognises(root))
        return Format::ImprovedInitiative;
    if (document.isArray() && ImprovedInitiativeReader::recognisesList(document.array()))
        return Format::ImprovedInitiative;
    if (document.isObject() && FiveEToolsReader::recognises(root))
        return Format::FiveETools;
    if (Open5eReader::recognises(document))
        return Format::Open5e;
    return Format::Encounter; // read as one, which says what is wrong
}

bool looksLikeJson(const QByteArray &bytes)
{
    const QByteArray start = bytes.left(64).trimmed();
    return start.startsWith('{') || start.startsWith('[');
}

} // namespace

ImportReader::Format ImportReader::sniff(const QByteArray &bytes)
{
    if (FightClubReader::recognises(bytes))
        return Format::FightClub;
    if (!looksLikeJson(bytes))
        return Format::StatLines;
    return sniffJson(QJsonDocument::fromJson(bytes));
}

bool ImportReader::needsRuleset(Format format)
{
    return format != Format::Encounter && format != Format::Library;
}

QString ImportReader::formatName(Format format)
{
    switch (format) {
    case Format::Encounter:
        return tr("Fray encounter");
    case Format::Library:
        return tr("Fray library");
    case Format::StatLines:
        return tr("CSV stat lines");
    case Format::ImprovedInitiative:
        return tr("Improved Initiative");
    case Format::FightClub:
        return tr("Fight Club 5 compendium");
    case Format::Open5e:
        return tr("Open5e");
    case Format::FiveETools:
        return tr("5e.tools bestiary");
    }
    return QString();
}

Expected<ImportReader::Plan, QString> ImportReader::read(
    const QByteArray &bytes, const Rules::RulesetLibrary &rulesets, const Options &options)
{
    Plan plan;
    // Another tool's JSON is parsed once, here; its errors say where the text stops being JSON.
    QJsonDocument document;
    if (FightClubReader::recognises(bytes)) {
        plan.format = Format::FightClub;
    } else if (looksLikeJson(bytes)) {
        QJsonParseError error;
        document = QJsonDocument::fromJson(bytes, &error);
        if (error.error != QJsonParseError::NoError) {
            const auto problem = Json::parseObject(bytes, tr("the file"));
            return problem ? tr("not valid JSON") : problem.error().toString();
        }
        plan.format = sniffJson(document);
        // JSON that is none of the formats is not read as a Fray encounter: that would list every
        // field an encounter lacks instead of saying what the file is not.
        if (plan.format == Format::Encounter
            && !(document.isObject() && document.object().contains(QStringLiteral("format"))))
            return tr("this JSON is none of the formats Fray imports (a Fray encounter or "
                      "library, Improved Initiative, Open5e, 5e.tools)");
    } else {
        plan.format = Format::StatLines;
    }
    if (plan.format != Format::StatLines && needsRuleset(plan.format)) {
        if (options.statLinesRuleset.isEmpty())
            return tr("%1 files need the ruleset their creatures go into")
                .arg(formatName(plan.format));
        const auto *entry = rulesets.find(options.statLinesRuleset);
        if (!entry)
            return rulesets.whyMissing(options.statLinesRuleset);
        Expected<ForeignFile, QString> file = QString();
        if (plan.format == Format::FightClub)
            file = FightClubReader::read(bytes);
        else if (plan.format == Format::ImprovedInitiative)
            file = document.isArray() ? ImprovedInitiativeReader::readList(document.array())
                                      : ImprovedInitiativeReader::read(document.object());
        else if (plan.format == Format::FiveETools)
            file = FiveEToolsReader::read(document.object());
        else
            file = Open5eReader::read(document);
        if (!file)
            return file.error();
        ForeignImport::Result mapped = ForeignImport::map(*file, *entry->ruleset);
        if (mapped.entries.empty() && mapped.encounters.empty())
            return mapped.rejected.isEmpty() ? tr("the file holds no creatures")
                                             : tr("no creature could be imported: %1")
                                                   .arg(mapped.rejected.join(QStringLiteral("; ")));
        plan.entries = std::move(mapped.entries);
        plan.reports = std::move(mapped.reports);
        plan.encounters = std::move(mapped.encounters);
        plan.encounterReports = std::move(mapped.encounterReports);
        plan.rejectedEntries = std::move(mapped.rejected);
        plan.renamed = std::move(mapped.renamed);
        plan.lossTotals = std::move(mapped.lossTotals);
        plan.keptTotals = std::move(mapped.keptTotals);
        plan.skipped = std::move(mapped.skipped);
        plan.mappingNote = entry->ruleset->importMapping.note;
        return plan;
    }
    switch (plan.format) {
    case Format::ImprovedInitiative:
    case Format::FightClub:
    case Format::Open5e:
    case Format::FiveETools:
        break; // read above
    case Format::StatLines: {
        if (options.statLinesRuleset.isEmpty())
            return tr("stat lines need the ruleset they are written for");
        const auto *entry = rulesets.find(options.statLinesRuleset);
        if (!entry)
            return rulesets.whyMissing(options.statLinesRuleset);
        auto preview = CsvImport::preview(bytes, *entry->ruleset, {}, options.kind);
        if (!preview)
            return preview.error();
        plan.columns = std::move(preview->columns);
        plan.rejected = std::move(preview->rejected);
        for (auto &[line, e] : preview->accepted) {
            // A line the ruleset does not allow (a stat out of range, dice past the limits) is
            // rejected with its reason like any other.
            const auto problems
                = Encounter::EncounterCheck::combatant(e.prototype, *entry->ruleset, QString());
            if (!problems.isEmpty())
                plan.rejected.push_back({line, Encounter::EncounterCheck::summary(problems)});
            else
                plan.entries.push_back(std::move(e));
        }
        std::sort(plan.rejected.begin(), plan.rejected.end(),
            [](const auto &a, const auto &b) { return a.line < b.line; });
        return plan;
    }
    case Format::Library: {
        auto read = LibraryJson::fromJson(bytes);
        if (!read)
            return problemsText(read.error());
        plan.entries = std::move(read).value();
        for (std::size_t i = 0; i < plan.entries.size(); ++i) {
            const auto &e = plan.entries[i];
            const auto *entry = rulesets.find(e.rulesetId);
            if (!entry)
                return tr("'%1' uses an unknown ruleset '%2'").arg(e.name, e.rulesetId);
            const auto problems = Encounter::EncounterCheck::combatant(
                e.prototype, *entry->ruleset, QStringLiteral("entries[%1].combatant").arg(i));
            if (!problems.isEmpty())
                return Encounter::EncounterCheck::summary(problems);
        }
        return plan;
    }
    case Format::Encounter: {
        auto read = EncounterJson::fromJson(bytes);
        if (!read)
            return problemsText(read.error());
        const auto *entry = rulesets.find(read->rulesetId);
        if (!entry)
            return rulesets.whyMissing(read->rulesetId);
        const auto problems = Encounter::EncounterCheck::encounter(*read, *entry->ruleset);
        if (!problems.isEmpty())
            return Encounter::EncounterCheck::summary(problems);
        plan.encounter = std::move(read).value();
        return plan;
    }
    }
    return plan;
}

} // namespace Fray::Io
