// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storage/LibraryStep.h"

#include "core/io/LibraryJson.h"
#include "core/json/JsonParse.h"
#include "core/storage/Campaign.h"

#include <QJsonDocument>

#include <algorithm>

namespace Fray::Storage {

Expected<qint64, QString> LibraryStep::record(
    Campaign &c, const QString &text, Edit &edit, const Work &work)
{
    return c.record(QStringLiteral("library"), 0, text, [&]() -> Expected<QByteArray, QString> {
        if (auto error = work(c, edit))
            return *error;
        return data(edit);
    });
}

QString LibraryStep::partyText(bool members, int entries)
{
    return members ? tr("Join the party (%n entries)", nullptr, entries)
                   : tr("Leave the party (%n entries)", nullptr, entries);
}

Expected<qint64, QString> LibraryStep::setPartyMembers(
    Campaign &campaign, const std::vector<qint64> &ids, bool members, Edit &edit)
{
    return record(campaign, partyText(members, int(ids.size())), edit,
        [&](Campaign &c, Edit &changed) -> std::optional<QString> {
            for (const qint64 id : ids) {
                auto before = c.library().entry(id);
                if (!before)
                    return before.error();
                Library::LibraryEntry after = *before;
                after.inParty = members;
                changed.before.push_back(std::move(before).value());
                changed.after.push_back(std::move(after));
            }
            return c.party().setMembers(ids, members);
        });
}

std::optional<QString> LibraryStep::replay(Campaign &c,
    const std::vector<Library::LibraryEntry> &from, const std::vector<Library::LibraryEntry> &to,
    qint64 seq, bool forward)
{
    const auto has = [](const std::vector<Library::LibraryEntry> &list, qint64 id) {
        return std::any_of(
            list.begin(), list.end(), [id](const Library::LibraryEntry &e) { return e.id == id; });
    };
    return c.replay(seq, forward, [&]() -> std::optional<QString> {
        // An entry another Fray changed since this step is not written back over its change.
        for (const auto &e : from) {
            if (auto changed = c.library().unchanged(e))
                return changed;
        }
        for (const auto &e : from) {
            if (!has(to, e.id)) {
                if (auto failed = c.library().remove(e.id))
                    return failed;
            }
        }
        for (auto e : to) {
            e.version = 0; // checked above, in this transaction
            if (auto failed = has(from, e.id) ? c.library().update(e) : c.library().restore(e))
                return QStringLiteral("'%1': %2").arg(e.name, *failed);
        }
        return std::nullopt;
    });
}

QByteArray LibraryStep::data(const Edit &edit)
{
    const QJsonObject o{{QStringLiteral("before"), Io::LibraryJson::storedToJson(edit.before)},
        {QStringLiteral("after"), Io::LibraryJson::storedToJson(edit.after)}};
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

Expected<LibraryStep::Edit, QString> LibraryStep::fromData(const QByteArray &data)
{
    const auto document = Json::parseObject(data, QStringLiteral("history"));
    if (!document)
        return document.error().toString();
    QList<Json::JsonProblem> problems;
    const Json::JsonValue o(document->object(), QStringLiteral("library"), &problems);
    o.allowOnly({QLatin1StringView("before"), QLatin1StringView("after")});
    Edit edit;
    edit.before = Io::LibraryJson::storedListFromJson(o[QLatin1StringView("before")]);
    edit.after = Io::LibraryJson::storedListFromJson(o[QLatin1StringView("after")]);
    if (!problems.isEmpty())
        return problems.constFirst().toString();
    return edit;
}

} // namespace Fray::Storage
