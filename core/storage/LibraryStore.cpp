// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storage/LibraryStore.h"

#include "core/io/EncounterJson.h"
#include "core/storage/CampaignFile.h"
#include "core/storage/StoredCombatant.h"
#include "core/storage/StoredValues.h"

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

} // namespace

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
    if (entry.name.trimmed().isEmpty())
        return tr("a library entry needs a name");
    if (!Library::LibraryEntry::kinds().contains(entry.kind))
        return tr("'%1' is not a kind of entry (character, monster or template)").arg(entry.kind);
    const auto data = StoredCombatant::data(entry.prototype);
    if (!data)
        return data.error();
    qint64 id = 0;
    const auto error = m_file.transaction([&]() -> std::optional<QString> {
        // Prepared once: an import or the samples add hundreds of entries in a row.
        QSqlQuery &q = m_file.statement(
            QStringLiteral("INSERT INTO library (id, name, kind, ruleset, tags, hit_dice, data, "
                           "party) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
        q.bindValue(0, entry.id > 0 ? QVariant(entry.id) : QVariant());
        q.bindValue(1, entry.name);
        q.bindValue(2, Stored::text(entry.kind));
        q.bindValue(3, Stored::text(entry.rulesetId));
        q.bindValue(4, Stored::text(entry.tags.join(QLatin1Char(','))));
        q.bindValue(5, Stored::text(entry.hitDice));
        q.bindValue(6, *data);
        q.bindValue(7, entry.inParty ? 1 : 0);
        if (!q.exec())
            return m_file.fail(q);
        id = q.lastInsertId().toLongLong();
        return std::nullopt;
    });
    if (error)
        return *error;
    return id;
}

std::optional<QString> LibraryStore::update(const Library::LibraryEntry &entry)
{
    if (entry.name.trimmed().isEmpty())
        return tr("a library entry needs a name");
    const auto data = StoredCombatant::data(entry.prototype);
    if (!data)
        return data.error();
    return m_file.transaction([&]() -> std::optional<QString> {
        QSqlQuery q(m_file.database());
        q.prepare(QStringLiteral("UPDATE library SET name = ?, kind = ?, ruleset = ?, tags = ?, "
                                 "hit_dice = ?, data = ?, party = ? WHERE id = ?"));
        q.addBindValue(entry.name);
        q.addBindValue(Stored::text(entry.kind));
        q.addBindValue(Stored::text(entry.rulesetId));
        q.addBindValue(Stored::text(entry.tags.join(QLatin1Char(','))));
        q.addBindValue(Stored::text(entry.hitDice));
        q.addBindValue(*data);
        q.addBindValue(entry.inParty ? 1 : 0);
        q.addBindValue(entry.id);
        if (!q.exec())
            return m_file.fail(q);
        if (q.numRowsAffected() != 1)
            return tr("the library has no entry %1").arg(entry.id);
        return std::nullopt;
    });
}

std::optional<QString> LibraryStore::remove(qint64 id)
{
    return m_file.removeRow(QLatin1StringView("library"), id);
}

Expected<Library::LibraryEntry, QString> LibraryStore::entry(qint64 id) const
{
    QSqlQuery q(m_file.database());
    q.prepare(QStringLiteral(
        "SELECT id, name, kind, ruleset, tags, hit_dice, data, party FROM library WHERE id = ?"));
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
    if (!q.exec(QStringLiteral(
            "SELECT id, name, kind, ruleset, tags, hit_dice, data, party FROM library "
            "ORDER BY name COLLATE NOCASE, id")))
        return m_file.fail(q);
    std::vector<Library::LibraryEntry> entries;
    while (q.next()) {
        QString damage;
        entries.push_back(entryFromQuery(q, &damage));
        if (!damage.isEmpty())
            return damaged(entries.back(), damage);
    }
    return entries;
}

std::vector<Library::LibraryEntry> LibraryStore::search(
    const QString &text, const QString &ruleset, const QString &kind, int limit) const
{
    static const QRegularExpression wordChars(QStringLiteral("[^\\w]+"));
    QStringList words = text.toLower().split(wordChars, Qt::SkipEmptyParts);
    QStringList where;
    QVariantList values;
    QString from = QStringLiteral("library l");
    // The trigram index finds words of three letters or more anywhere in a name or tag;
    // shorter ones are matched with LIKE.
    QStringList indexed;
    for (const QString &w : std::as_const(words)) {
        if (m_file.hasFullTextSearch() && w.size() >= 3) {
            indexed << QLatin1Char('"') + w + QLatin1Char('"');
            continue;
        }
        where << QStringLiteral("(l.name LIKE ? OR l.tags LIKE ? OR l.kind LIKE ?)");
        const QString like = QLatin1Char('%') + w + QLatin1Char('%');
        values << like << like << like;
    }
    if (!indexed.isEmpty()) {
        from = QStringLiteral("library_search s JOIN library l ON l.id = s.rowid");
        where.prepend(QStringLiteral("library_search MATCH ?"));
        values.prepend(indexed.join(QStringLiteral(" AND ")));
    }
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
    q.prepare(QStringLiteral(
        "SELECT l.id, l.name, l.kind, l.ruleset, l.tags, l.hit_dice, l.data, l.party FROM %1 %2 "
        "ORDER BY l.name COLLATE NOCASE LIMIT %3")
                  .arg(from,
                      where.isEmpty()
                          ? QString()
                          : QStringLiteral("WHERE ") + where.join(QStringLiteral(" AND ")))
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
    q.prepare(QStringLiteral("SELECT id, name, kind, ruleset, tags, hit_dice, data, party FROM "
                             "library WHERE party <> 0 AND (? = '' OR ruleset = ?) "
                             "ORDER BY name COLLATE NOCASE, id"));
    q.addBindValue(Stored::text(ruleset));
    q.addBindValue(Stored::text(ruleset));
    if (!q.exec())
        return m_file.fail(q);
    std::vector<Library::LibraryEntry> entries;
    while (q.next()) {
        QString damage;
        entries.push_back(entryFromQuery(q, &damage));
        if (!damage.isEmpty())
            return damaged(entries.back(), damage);
    }
    return entries;
}

qint64 LibraryStore::count() const
{
    QSqlQuery q(m_file.database());
    return q.exec(QStringLiteral("SELECT count(*) FROM library")) && q.next()
        ? q.value(0).toLongLong()
        : 0;
}

} // namespace Fray::Storage
