// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storage/PartyStore.h"

#include "core/storage/CampaignDatabase.h"
#include "core/storage/LibraryStore.h"
#include "core/storage/StoredValues.h"

#include <QSqlQuery>

namespace Fray::Storage {

std::optional<QString> PartyStore::setMembers(const std::vector<qint64> &ids, bool members)
{
    return m_file.transaction([&]() -> std::optional<QString> {
        QSqlQuery q(m_file.database());
        q.prepare(QStringLiteral("UPDATE library SET party = ?, version = version + 1, "
                                 "changed_by = ?, changed_at = ?, changed_session = ? "
                                 "WHERE id = ?"));
        for (const qint64 id : ids) {
            q.addBindValue(members ? 1 : 0);
            q.addBindValue(m_file.writerName());
            q.addBindValue(Stored::now());
            q.addBindValue(m_file.session());
            q.addBindValue(id);
            if (!q.exec())
                return m_file.fail(q);
            if (q.numRowsAffected() != 1)
                return tr("the library has no entry %1").arg(id);
        }
        return std::nullopt;
    });
}

std::optional<QString> PartyStore::apply(const std::vector<Party::MemberUpdate> &updates,
    const QString &kind, const QString &description, bool forward)
{
    return m_file.transaction([&]() -> std::optional<QString> {
        QJsonArray members;
        for (const Party::MemberUpdate &update : updates) {
            const Library::LibraryEntry &expected = forward ? update.before : update.after;
            const auto current = m_library.entry(expected.id);
            if (!current)
                return current.error();
            // Only the party flag may differ: joining or leaving the party changes nothing a
            // fight or a rest wrote.
            Library::LibraryEntry compared = *current;
            compared.inParty = expected.inParty;
            compared.version = expected.version;
            if (!(compared == expected))
                return tr("%1 has changed since this was worked out; nothing was written")
                    .arg(expected.name);
            Library::LibraryEntry written = forward ? update.after : update.before;
            written.inParty = current->inParty;
            written.version = current->version; // as checked, in this transaction
            if (auto error = m_library.update(written))
                return error;
            members.append(QJsonObject{{QStringLiteral("id"), written.id},
                {QStringLiteral("name"), written.name},
                {QStringLiteral("changes"), QJsonArray::fromStringList(update.changes)}});
        }
        QSqlQuery q(m_file.database());
        q.prepare(QStringLiteral("INSERT INTO party_journal (kind, direction, description, "
                                 "parameters, at) VALUES (?, ?, ?, ?, ?)"));
        q.addBindValue(Stored::text(kind));
        q.addBindValue(forward ? QStringLiteral("do") : QStringLiteral("undo"));
        q.addBindValue(Stored::text(description));
        q.addBindValue(Stored::compact(members));
        q.addBindValue(Stored::now());
        if (!q.exec())
            return m_file.fail(q);
        return std::nullopt;
    });
}

qint64 PartyStore::journalLength() const
{
    QSqlQuery q(m_file.database());
    return q.exec(QStringLiteral("SELECT count(*) FROM party_journal")) && q.next()
        ? q.value(0).toLongLong()
        : 0;
}

} // namespace Fray::Storage
