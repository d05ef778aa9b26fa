// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/ImportReader.h"

#include "core/io/EncounterJson.h"
#include "core/io/LibraryJson.h"

#include <QJsonDocument>
#include <QJsonObject>

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

ImportReader::Format ImportReader::sniff(const QByteArray &bytes)
{
    const QByteArray start = bytes.trimmed().left(1);
    if (start != "{" && start != "[")
        return Format::StatLines;
    const QString format
        = QJsonDocument::fromJson(bytes).object().value(QStringLiteral("format")).toString();
    return format == u"fray-library" ? Format::Library : Format::Encounter;
}

Expected<ImportReader::Plan, QString> ImportReader::read(
    const QByteArray &bytes, const Rules::RulesetLibrary &rulesets, const Options &options)
{
    Plan plan;
    plan.format = sniff(bytes);
    switch (plan.format) {
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
        for (auto &[line, e] : preview->accepted)
            plan.entries.push_back(std::move(e));
        return plan;
    }
    case Format::Library: {
        auto read = LibraryJson::fromJson(bytes);
        if (!read)
            return problemsText(read.error());
        plan.entries = std::move(read).value();
        for (const auto &e : plan.entries) {
            if (!rulesets.find(e.rulesetId))
                return tr("'%1' uses an unknown ruleset '%2'").arg(e.name, e.rulesetId);
        }
        return plan;
    }
    case Format::Encounter: {
        auto read = EncounterJson::fromJson(bytes);
        if (!read)
            return problemsText(read.error());
        if (!rulesets.find(read->rulesetId))
            return rulesets.whyMissing(read->rulesetId);
        plan.encounter = std::move(read).value();
        return plan;
    }
    }
    return plan;
}

} // namespace Fray::Io
