// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/campaign/ImportCommand.h"

#include "core/io/LibraryJson.h"
#include "core/json/JsonParse.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace Fray::Ui {

namespace {

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

ImportCommand::ImportCommand(CampaignController *campaign,
    std::optional<CampaignController::ImportBatch> batch, CampaignController::ImportDone done,
    const QString &text)
    : QUndoCommand(text)
    , m_campaign(campaign)
    , m_batch(std::move(batch))
    , m_done(std::move(done))
{ }

QByteArray ImportCommand::data(const CampaignController::ImportDone &done)
{
    const QJsonObject o{{QStringLiteral("added_entries"), ids(done.addedEntries)},
        {QStringLiteral("replaced"), Io::LibraryJson::storedToJson(done.replacedEntries)},
        {QStringLiteral("added_encounters"), ids(done.addedEncounters)}};
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

Expected<std::unique_ptr<ImportCommand>, QString> ImportCommand::fromData(
    CampaignController *campaign, qint64 seq, const QString &text, const QByteArray &data)
{
    const auto document = Json::parseObject(data, QStringLiteral("history"));
    if (!document)
        return document.error().toString();
    QList<Json::JsonProblem> problems;
    const Json::JsonValue o(document->object(), QStringLiteral("import"), &problems);
    o.allowOnly({QLatin1StringView("added_entries"), QLatin1StringView("replaced"),
        QLatin1StringView("added_encounters")});
    CampaignController::ImportDone done;
    done.addedEntries = idsFrom(o[QLatin1StringView("added_entries")]);
    done.replacedEntries = Io::LibraryJson::storedListFromJson(o[QLatin1StringView("replaced")]);
    done.addedEncounters = idsFrom(o[QLatin1StringView("added_encounters")]);
    done.seq = seq;
    if (!problems.isEmpty())
        return problems.constFirst().toString();
    return std::make_unique<ImportCommand>(campaign, std::nullopt, std::move(done), text);
}

void ImportCommand::redo()
{
    if (m_written)
        return; // pushed just after the import was written
    if (!m_campaign || !m_batch)
        return setObsolete(true);
    auto done = m_campaign->applyImport(*m_batch, text(), m_done.seq);
    if (!done)
        return fail(done.error());
    m_done = std::move(done).value();
    m_written = true;
}

void ImportCommand::undo()
{
    if (!m_campaign)
        return setObsolete(true);
    if (!m_batch) {
        auto batch = m_campaign->importBatchOf(m_done);
        if (!batch)
            return fail(batch.error());
        m_batch = std::move(batch).value();
    }
    if (auto failed = m_campaign->revertImport(m_done))
        return fail(*failed);
    m_written = false;
}

void ImportCommand::fail(const QString &error)
{
    setObsolete(true);
    if (m_campaign)
        m_campaign->reportHistoryFailure(error);
}

} // namespace Fray::Ui
