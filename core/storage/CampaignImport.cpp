// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storage/CampaignImport.h"

#include "core/io/LibraryJson.h"
#include "core/json/JsonParse.h"
#include "core/storage/Campaign.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace Fray::Storage {

namespace {

const QString kKind = QStringLiteral("import");

QJsonArray ids(const std::vector<qint64> &list)
{
    QJsonArray out;
    for (const qint64 id : list)
        out.append(id);
    return out;
}

std::vector<qint64> idsFrom(const Json::JsonValue &list)
{
    std::vector<qint64> out;
    for (const Json::JsonValue &v : list.elements())
        out.push_back(v.integer(0));
    return out;
}

} // namespace

QString CampaignImport::stepText(const QString &fileName)
{
    return tr("Import of %1").arg(fileName);
}

std::optional<QString> CampaignImport::refusal(
    const Campaign &campaign, const std::vector<Encounter::EncounterState> &encounters)
{
    for (const auto &e : encounters) {
        if (campaign.encounters().idOf(e.name))
            return tr("the campaign already has an encounter called '%1'").arg(e.name);
    }
    return std::nullopt;
}

Expected<CampaignImport::Done, QString> CampaignImport::apply(
    Campaign &c, const Batch &batch, const QString &text, qint64 redoing)
{
    if (auto refused = refusal(c, batch.encounters))
        return *refused;
    Done done;
    const auto write = [&]() -> std::optional<QString> {
        for (const auto &e : batch.add) {
            const auto id = c.library().add(e);
            if (!id)
                return QStringLiteral("'%1': %2").arg(e.name, id.error());
            done.addedEntries.push_back(*id);
        }
        for (const auto &e : batch.replace) {
            auto before = c.library().entry(e.id);
            if (!before)
                return QStringLiteral("'%1': %2").arg(e.name, before.error());
            if (const auto failed = c.library().update(e))
                return QStringLiteral("'%1': %2").arg(e.name, *failed);
            done.replacedEntries.push_back(std::move(before).value());
        }
        for (const auto &e : batch.encounters) {
            const auto id = c.encounters().save(e);
            if (!id)
                return QStringLiteral("'%1': %2").arg(e.name, id.error());
            done.addedEncounters.push_back(*id);
        }
        return std::nullopt;
    };
    std::optional<QString> error;
    if (redoing) {
        done.seq = redoing;
        error = c.replay(redoing, true, [&]() -> std::optional<QString> {
            if (auto failed = write())
                return failed;
            // The ids are new: what undoes it is kept anew.
            return c.history().setData(redoing, data(done));
        });
    } else if (!text.isEmpty()) {
        const auto seq = c.record(kKind, 0, text, [&]() -> Expected<QByteArray, QString> {
            if (auto failed = write())
                return *failed;
            return data(done);
        });
        if (seq)
            done.seq = *seq;
        else
            error = seq.error();
    } else {
        error = c.transaction(write);
    }
    if (error)
        return *error;
    return done;
}

std::optional<QString> CampaignImport::revert(Campaign &c, const Done &done)
{
    const auto work = [&]() -> std::optional<QString> {
        for (const qint64 id : done.addedEntries) {
            if (auto failed = c.library().remove(id))
                return failed;
        }
        for (const auto &e : done.replacedEntries) {
            if (auto failed = c.library().update(e))
                return failed;
        }
        for (const qint64 id : done.addedEncounters) {
            if (auto failed = c.encounters().remove(id))
                return failed;
        }
        return std::nullopt;
    };
    return done.seq ? c.replay(done.seq, false, work) : c.transaction(work);
}

Expected<CampaignImport::Batch, QString> CampaignImport::batchOf(
    const Campaign &c, const Done &done)
{
    Batch batch;
    for (const qint64 id : done.addedEntries) {
        auto entry = c.library().entry(id);
        if (!entry)
            return entry.error();
        batch.add.push_back(std::move(entry).value());
    }
    for (const auto &before : done.replacedEntries) {
        auto now = c.library().entry(before.id);
        if (!now)
            return now.error();
        batch.replace.push_back(std::move(now).value());
    }
    for (const qint64 id : done.addedEncounters) {
        auto state = c.encounters().load(id);
        if (!state)
            return state.error();
        batch.encounters.push_back(std::move(state).value());
    }
    return batch;
}

QByteArray CampaignImport::data(const Done &done)
{
    const QJsonObject o{{QStringLiteral("added_entries"), ids(done.addedEntries)},
        {QStringLiteral("replaced"), Io::LibraryJson::storedToJson(done.replacedEntries)},
        {QStringLiteral("added_encounters"), ids(done.addedEncounters)}};
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

Expected<CampaignImport::Done, QString> CampaignImport::fromData(
    qint64 seq, const QByteArray &bytes)
{
    const auto document = Json::parseObject(bytes, QStringLiteral("history"));
    if (!document)
        return document.error().toString();
    QList<Json::JsonProblem> problems;
    const Json::JsonValue o(document->object(), kKind, &problems);
    o.allowOnly({QLatin1StringView("added_entries"), QLatin1StringView("replaced"),
        QLatin1StringView("added_encounters")});
    Done done;
    done.addedEntries = idsFrom(o[QLatin1StringView("added_entries")]);
    done.replacedEntries = Io::LibraryJson::storedListFromJson(o[QLatin1StringView("replaced")]);
    done.addedEncounters = idsFrom(o[QLatin1StringView("added_encounters")]);
    done.seq = seq;
    if (!problems.isEmpty())
        return problems.constFirst().toString();
    return done;
}

} // namespace Fray::Storage
