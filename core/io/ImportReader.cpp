// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/ImportReader.h"

#include "core/encounter/EncounterCheck.h"
#include "core/io/EncounterJson.h"
#include "core/io/LibraryJson.h"

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
