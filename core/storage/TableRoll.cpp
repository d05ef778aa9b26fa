// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storage/TableRoll.h"

#include "core/storage/Campaign.h"

namespace Fray::Storage {

Expected<TableRoll::Result, QString> TableRoll::roll(Campaign &campaign,
    const Wandering::EncounterTable &table, std::shared_ptr<const Rules::Ruleset> ruleset,
    const QString &name, Dice::Random &random)
{
    if (campaign.isReadOnly())
        return campaign.readOnlyReason().isEmpty() ? tr("the campaign is open read-only")
                                                   : campaign.readOnlyReason();
    const auto lookup = creatures(campaign, table.rulesetId);
    if (!lookup)
        return lookup.error();
    Result result;
    result.name = name.trimmed();
    if (result.name.isEmpty()) {
        const QString stem
            = table.name.trimmed().isEmpty() ? tr("Wandering monsters") : table.name.trimmed();
        result.name = stem;
        for (int n = 2; campaign.encounters().idOf(result.name); ++n)
            result.name = tr("%1 %2").arg(stem).arg(n);
    } else if (campaign.encounters().idOf(result.name)) {
        return tr("the campaign already has an encounter called %1").arg(result.name);
    }
    const auto party = campaign.library().party(table.rulesetId);
    if (!party)
        return party.error();
    auto built = Wandering::TableFight::build(table, ruleset, *lookup, *party, result.name, random);
    if (!built)
        return built.error();
    result.built = std::move(built).value();
    if (result.built.nothing)
        return result;
    result.batch.encounters.push_back(result.built.state);
    const Wandering::EncounterTable::Row &row = table.rows.at(result.built.rolled.row);
    result.stepText
        = stepText(table.name.trimmed().isEmpty() ? tr("Wandering monsters") : table.name.trimmed(),
            result.built.rolled.count, row.creature);
    auto done = CampaignImport::apply(campaign, result.batch, result.stepText);
    if (!done)
        return done.error();
    result.done = std::move(done).value();
    result.encounter = result.done.addedEncounters.front();
    return result;
}

Expected<Wandering::TableFight::Lookup, QString> TableRoll::creatures(
    const Campaign &campaign, const QString &rulesetId)
{
    auto entries = campaign.library().all();
    if (!entries)
        return entries.error();
    return Wandering::TableFight::Lookup(
        [entries = std::move(entries).value(), rulesetId](
            const QString &creature) -> std::optional<Library::LibraryEntry> {
            for (const Library::LibraryEntry &e : entries) {
                if (e.rulesetId == rulesetId && e.name.compare(creature, Qt::CaseInsensitive) == 0)
                    return e;
            }
            return std::nullopt;
        });
}

QString TableRoll::stepText(const QString &table, qint64 count, const QString &creature)
{
    return tr("Roll on %1: %2 × %3").arg(table, creature).arg(count);
}

} // namespace Fray::Storage
