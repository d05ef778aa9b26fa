// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storage/LibraryStore.h"

#include "core/io/EncounterJson.h"
#include "core/storage/CampaignDatabase.h"
#include "core/storage/StoredCombatant.h"
#include "core/storage/StoredValues.h"

#include <QDateTime>
#include <QLocale>
#include <QRegularExpression>
#include <QSqlQuery>

namespace Fray::Storage {

namespace {

// The row as an entry, with what is wrong with its stored combatant, if anything (a campaign
// edited by hand, or damaged on disk).
Library::LibraryEntry entryFromQuery(const QSqlQuery &q, QString *damage = nullptr)
{
    Library::LibraryEntry entry;
    entry.id = q.value(0).toLongLong();
    entry.name = q.value(1).toString();
    entry.kind = q.value(2).toString();
    entry.rulesetId = q.value(3).toString();
    entry.tags = q.value(4).toString().split(QLatin1Char(','), Qt::SkipEmptyParts);
    entry.hitDice = q.value(5).toString();
    entry.inParty = q.value(7).toBool();
    entry.version = q.value(8).toLongLong();
    QList<Json::JsonProblem> problems;
    QJsonParseError parse;
    const QJsonDocument data = QJsonDocument::fromJson(q.value(6).toByteArray(), &parse);
    entry.prototype = Io::EncounterJson::combatantFromJson(
        Json::JsonValue(data.object(), QString(), &problems));
    if (damage) {
        if (parse.error != QJsonParseError::NoError || !data.isObject())
            *damage = LibraryStore::tr("its combatant is not a JSON object");
        else if (!problems.isEmpty())
            *damage = problems.constFirst().toString();
    }
    return entry;
}

QString damaged(const Library::LibraryEntry &entry, const QString &damage)
{
    return LibraryStore::tr("the library entry '%1' (%2) is damaged: %3")
        .arg(entry.name)
        .arg(entry.id)
        .arg(damage);
}

// Every entry the query finds, or the first damaged one's name and damage.
Expected<std::vector<Library::LibraryEntry>, QString> entriesFromQuery(QSqlQuery &q)
{
    std::vector<Library::LibraryEntry> entries;
    while (q.next()) {
        QString damage;
        entries.push_back(entryFromQuery(q, &damage));
        if (!damage.isEmpty())
            return damaged(entries.back(), damage);
    }
    return entries;
}

// An entry's row, in the order entryFromQuery reads it; `l` names the table in a join.
QString columns(const QString &table = {})
{
    QStringList names;
    for (const char *name :
        {"id", "name", "kind", "ruleset", "tags", "hit_dice", "data", "party", "version"})
        names << (table.isEmpty() ? QString() : table + QLatin1Char('.')) + QLatin1String(name);
    return names.join(QStringLiteral(", "));
}

// The stored combatant of an entry that may be written, or why it may not.
Expected<QByteArray, QString> writable(const Library::LibraryEntry &entry)
{
    if (entry.name.trimmed().isEmpty())
        return LibraryStore::tr("a library entry needs a name");
    if (!Library::LibraryEntry::kinds().contains(entry.kind))
        return LibraryStore::tr("'%1' is not a kind of entry (character, monster or template)")
            .arg(entry.kind);
    return StoredCombatant::data(entry.prototype);
}

// The entry's values for the :id, :name ... placeholders of an INSERT or UPDATE.
void bindEntry(QSqlQuery &q, const Library::LibraryEntry &entry, const QByteArray &data)
{
    q.bindValue(QStringLiteral(":id"), entry.id > 0 ? QVariant(entry.id) : QVariant());
    q.bindValue(QStringLiteral(":name"), entry.name);
    q.bindValue(QStringLiteral(":kind"), Stored::text(entry.kind));
    q.bindValue(QStringLiteral(":ruleset"), Stored::text(entry.rulesetId));
    q.bindValue(QStringLiteral(":tags"), Stored::text(entry.tags.join(QLatin1Char(','))));
    q.bindValue(QStringLiteral(":hit_dice"), Stored::text(entry.hitDice));
    q.bindValue(QStringLiteral(":data"), Stored::text(data));
    q.bindValue(QStringLiteral(":party"), entry.inParty ? 1 : 0);
}

} // namespace

QString LibraryStore::changedElsewhere(const QString &name, const QString &by, const QString &at)
{
    const QDateTime when = QDateTime::fromString(at, Qt::ISODate).toLocalTime();
    //: %2 is who changed it (a computer's or a GM's name), %3 the time.
    return tr("%1 was changed on another computer (%2) at %3; reload it and make your change "
              "again")
        .arg(name, by.isEmpty() ? tr("another Fray") : by,
            QLocale().toString(when.time(), QLocale::ShortFormat));
}

namespace { } // namespace

Expected<qint64, QString> LibraryStore::add(const Library::LibraryEntry &entry)
{
    Library::LibraryEntry fresh = entry;
    fresh.id = 0;
    return insert(fresh);
}

std::optional<QString> LibraryStore::restore(const Library::LibraryEntry &entry)
{
    if (entry.id <= 0)
        return tr("the entry to put back has no id");
    const auto id = insert(entry);
    return id ? std::nullopt : std::optional<QString>(id.error());
}

Expected<qint64, QString> LibraryStore::insert(const Library::LibraryEntry &entry)
{
    const auto data = writable(entry);
    if (!data)
        return data.error();
    qint64 id = 0;
    const auto error = m_file.transaction([&]() -> std::optional<QString> {
        // Prepared once: an import or the samples add hundreds of entries in a row.
        QSqlQuery &q = m_file.statement(
            QStringLiteral("INSERT INTO library (id, name, kind, ruleset, tags, hit_dice, data, "
                           "party, changed_by, changed_at, changed_session) VALUES (%1, :name, "
                           ":kind, :ruleset, :tags, :hit_dice, :data, :party, :by, :at, "
                           ":session) RETURNING id")
                .arg(m_file.dialect().idOrNext(
                    QStringLiteral(":id"), QStringLiteral("library"), QStringLiteral("id"))));
        bindEntry(q, entry, *data);
        q.bindValue(QStringLiteral(":by"), m_file.writerName());
        q.bindValue(QStringLiteral(":at"), Stored::now());
        q.bindValue(QStringLiteral(":session"), m_file.session());
        if (!q.exec())
            return m_file.fail(q);
        if (!q.next())
            return m_file.fail(q);
        id = q.value(0).toLongLong();
        q.finish(); // SQLite commits no transaction with a statement still running
        return std::nullopt;
    });
    if (error)
        return *error;
    return id;
}

std::optional<QString> LibraryStore::update(const Library::LibraryEntry &entry)
{
    const auto data = writable(entry);
    if (!data)
        return data.error();
    return m_file.transaction([&]() -> std::optional<QString> {
        QSqlQuery q(m_file.database());
        q.prepare(
            QStringLiteral("UPDATE library SET name = :name, kind = :kind, ruleset = :ruleset, "
                           "tags = :tags, hit_dice = :hit_dice, data = :data, party = :party, "
                           "version = version + 1, changed_by = :by, changed_at = :at, "
                           "changed_session = :session WHERE id = :id AND (:any = 1 OR "
                           "version = :version OR changed_session = :mine)"));
        bindEntry(q, entry, *data);
        q.bindValue(QStringLiteral(":by"), m_file.writerName());
        q.bindValue(QStringLiteral(":at"), Stored::now());
        q.bindValue(QStringLiteral(":any"), entry.version == 0 ? 1 : 0);
        q.bindValue(QStringLiteral(":version"), entry.version);
        q.bindValue(QStringLiteral(":session"), m_file.session());
        q.bindValue(QStringLiteral(":mine"), m_file.session());
        if (!q.exec())
            return m_file.fail(q);
        if (q.numRowsAffected() == 1)
            return std::nullopt;
        return refusal(entry.id, entry.name);
    });
}

std::optional<QString> LibraryStore::refusal(qint64 id, const QString &name) const
{
    // Nothing was written: the entry is gone, or another Fray wrote it since it was read.
    QSqlQuery q(m_file.database());
    q.prepare(QStringLiteral("SELECT changed_by, changed_at FROM library WHERE id = ?"));
    q.addBindValue(id);
    if (!q.exec())
        return m_file.fail(q);
    if (!q.next())
        return tr("the library has no entry %1").arg(id);
    return changedElsewhere(name, q.value(0).toString(), q.value(1).toString());
}

std::optional<QString> LibraryStore::unchanged(const Library::LibraryEntry &seen) const
{
    const auto now = entry(seen.id);
    if (!now)
        return now.error();
    Library::LibraryEntry a = *now;
    Library::LibraryEntry b = seen;
    a.version = b.version = 0;
    if (a == b)
        return std::nullopt;
    return refusal(seen.id, seen.name).value_or(QString());
}

std::optional<QString> LibraryStore::remove(qint64 id)
{
    return m_file.removeRow(QLatin1StringView("library"), id);
}

Expected<Library::LibraryEntry, QString> LibraryStore::entry(qint64 id) const
{
    QSqlQuery q(m_file.database());
    q.prepare(QStringLiteral("SELECT %1 FROM library WHERE id = ?").arg(columns()));
    q.addBindValue(id);
    if (!q.exec())
        return m_file.fail(q);
    if (!q.next())
        return tr("the library has no entry %1").arg(id);
    QString damage;
    Library::LibraryEntry entry = entryFromQuery(q, &damage);
    if (!damage.isEmpty())
        return damaged(entry, damage);
    return entry;
}

Expected<std::vector<Library::LibraryEntry>, QString> LibraryStore::all() const
{
    QSqlQuery q(m_file.database());
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT %1 FROM library ORDER BY %2, id")
                    .arg(columns(), m_file.dialect().caseless(QStringLiteral("name")))))
        return m_file.fail(q);
    return entriesFromQuery(q);
}

std::vector<Library::LibraryEntry> LibraryStore::search(
    const QString &text, const QString &ruleset, const QString &kind, int limit) const
{
    static const QRegularExpression wordChars(QStringLiteral("[^\\w]+"));
    QStringList words = text.toLower().split(wordChars, Qt::SkipEmptyParts);
    auto [from, where, values] = m_file.dialect().librarySearch(words, m_file.hasFullTextSearch());
    if (!ruleset.isEmpty()) {
        where << QStringLiteral("l.ruleset = ?");
        values << ruleset;
    }
    if (!kind.isEmpty()) {
        where << QStringLiteral("l.kind = ?");
        values << kind;
    }
    QSqlQuery q(m_file.database());
    q.setForwardOnly(true);
    q.prepare(
        QStringLiteral("SELECT %1 FROM %2 %3 ORDER BY %4 LIMIT %5")
            .arg(columns(QStringLiteral("l")), from,
                where.isEmpty() ? QString()
                                : QStringLiteral("WHERE ") + where.join(QStringLiteral(" AND ")),
                m_file.dialect().caseless(QStringLiteral("l.name")))
            .arg(limit));
    for (const QVariant &v : std::as_const(values))
        q.addBindValue(v);
    std::vector<Library::LibraryEntry> entries;
    if (!q.exec())
        return entries;
    while (q.next())
        entries.push_back(entryFromQuery(q));
    return entries;
}

Expected<std::vector<Library::LibraryEntry>, QString> LibraryStore::party(
    const QString &ruleset) const
{
    QSqlQuery q(m_file.database());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT %1 FROM library WHERE party <> 0 AND (? = '' OR ruleset = ?) "
                             "ORDER BY %2, id")
                  .arg(columns(), m_file.dialect().caseless(QStringLiteral("name"))));
    q.addBindValue(Stored::text(ruleset));
    q.addBindValue(Stored::text(ruleset));
    if (!q.exec())
        return m_file.fail(q);
    return entriesFromQuery(q);
}

qint64 LibraryStore::count() const
{
    QSqlQuery q(m_file.database());
    return q.exec(QStringLiteral("SELECT count(*) FROM library")) && q.next()
        ? q.value(0).toLongLong()
        : 0;
}

} // namespace Fray::Storage
