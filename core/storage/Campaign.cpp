// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storage/Campaign.h"

#include "core/io/EncounterJson.h"
#include "core/storage/Schema.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUuid>

namespace Fray::Storage {

namespace {

const QByteArray kSqliteHeader("SQLite format 3\0", 16);

QString now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

QByteArray compact(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QByteArray compact(const QJsonArray &a)
{
    return QJsonDocument(a).toJson(QJsonDocument::Compact);
}

// SQLite stores a null QString as NULL; the schema's text columns want a text, maybe empty.
QString text(const QString &value)
{
    return value.isNull() ? QStringLiteral("") : value;
}

QString connectionName()
{
    return QStringLiteral("fray-campaign-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
}

// A connection that is closed and removed when it goes out of scope.
class ScopedConnection
{
public:
    ScopedConnection(const QString &path, bool readOnly)
        : m_name(connectionName())
    {
        m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        m_db.setDatabaseName(path);
        if (readOnly)
            m_db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        m_open = m_db.open();
    }
    ~ScopedConnection()
    {
        m_db.close();
        m_db = QSqlDatabase();
        QSqlDatabase::removeDatabase(m_name);
    }
    bool isOpen() const { return m_open; }
    QSqlDatabase &db() { return m_db; }

private:
    QString m_name;
    QSqlDatabase m_db;
    bool m_open = false;
};

Library::LibraryEntry entryFromQuery(const QSqlQuery &q)
{
    Library::LibraryEntry entry;
    entry.id = q.value(0).toLongLong();
    entry.name = q.value(1).toString();
    entry.kind = q.value(2).toString();
    entry.rulesetId = q.value(3).toString();
    entry.tags = q.value(4).toString().split(QLatin1Char(','), Qt::SkipEmptyParts);
    entry.hitDice = q.value(5).toString();
    QList<Json::JsonProblem> problems;
    const QJsonDocument data = QJsonDocument::fromJson(q.value(6).toByteArray());
    entry.prototype = Io::EncounterJson::combatantFromJson(
        Json::JsonValue(data.object(), QString(), &problems));
    return entry;
}

} // namespace

Campaign::~Campaign()
{
    if (m_db.isValid()) {
        m_db.close();
        m_db = QSqlDatabase();
        QSqlDatabase::removeDatabase(m_connection);
    }
}

QString Campaign::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/campaign.fray");
}

QString Campaign::fail(const QSqlQuery &query) const
{
    return tr("the campaign database reported: %1").arg(query.lastError().text());
}

std::optional<QString> Campaign::exec(const QString &sql) const
{
    QSqlQuery q(m_db);
    if (!q.exec(sql))
        return fail(q);
    return std::nullopt;
}

Expected<std::unique_ptr<Campaign>, QString> Campaign::open(const QString &path, Access access)
{
    std::unique_ptr<Campaign> campaign(new Campaign);
    if (auto error = campaign->prepare(path, access))
        return *error;
    return campaign;
}

std::optional<QString> Campaign::prepare(const QString &path, Access access)
{
    m_path = QFileInfo(path).absoluteFilePath();
    m_readOnly = access == Access::ReadOnly;
    const QString shown = QDir::toNativeSeparators(m_path);
    const QFileInfo info(m_path);
    int version = 0;

    if (info.exists()) {
        // Checks first, on a read-only connection, so a file Fray must refuse stays untouched.
        QFile file(m_path);
        if (!file.open(QIODevice::ReadOnly))
            return tr("cannot read %1: %2").arg(shown, file.errorString());
        const QByteArray header = file.read(16);
        file.close();
        if (info.size() > 0 && header != kSqliteHeader)
            return tr(
                "%1 is not a Fray campaign (it is not an SQLite database); it was left as it is")
                .arg(shown);
        if (info.size() > 0) {
            ScopedConnection probe(m_path, true);
            if (!probe.isOpen())
                return tr("%1 cannot be opened: %2").arg(shown, probe.db().lastError().text());
            QSqlQuery q(probe.db());
            if (!q.exec(QStringLiteral("PRAGMA quick_check")) || !q.next()
                || q.value(0).toString() != u"ok")
                return tr("%1 is damaged (the database check failed: %2); it was left as it is")
                    .arg(shown,
                        q.lastError().isValid() ? q.lastError().text() : q.value(0).toString());
            if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next())
                return tr("%1 is damaged; it was left as it is").arg(shown);
            version = q.value(0).toInt();
            if (version > Schema::latestVersion())
                return tr("%1 was made by a newer Fray (campaign format %2; this Fray reads up to "
                          "%3); update Fray to open it. The file was left as it is")
                    .arg(shown)
                    .arg(version)
                    .arg(Schema::latestVersion());
            QSqlQuery tables(probe.db());
            if (version == 0 && tables.exec(QStringLiteral("SELECT count(*) FROM sqlite_master"))
                && tables.next() && tables.value(0).toInt() > 0)
                return tr("%1 is an SQLite database, but not a Fray campaign; it was left as it is")
                    .arg(shown);
        }
    } else if (m_readOnly) {
        return tr("%1 does not exist").arg(shown);
    } else {
        QDir().mkpath(info.absolutePath());
    }

    if (m_readOnly && version < Schema::latestVersion())
        return tr("%1 uses an older campaign format; open it normally once to update it")
            .arg(shown);

    if (!m_readOnly) {
        m_lock = std::make_unique<QLockFile>(m_path + QStringLiteral(".lock"));
        m_lock->setStaleLockTime(0); // only a lock of a process that no longer runs is stale
        if (!m_lock->tryLock(0)) {
            qint64 pid = 0;
            QString host, app;
            m_lock->getLockInfo(&pid, &host, &app);
            return tr("%1 is already open in another Fray (process %2 on %3); close it there, "
                      "or open the campaign read-only")
                .arg(shown)
                .arg(pid)
                .arg(host);
        }
        // An older file is kept as it was before any migration touches it.
        if (version > 0 && version < Schema::latestVersion()) {
            QString backup = QStringLiteral("%1.bak-%2").arg(m_path).arg(version);
            for (int n = 2; QFileInfo::exists(backup); ++n)
                backup = QStringLiteral("%1.bak-%2-%3").arg(m_path).arg(version).arg(n);
            if (!QFile::copy(m_path, backup))
                return tr("cannot keep a copy of %1 before updating it").arg(shown);
        }
    }

    m_connection = connectionName();
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    m_db.setDatabaseName(m_path);
    if (m_readOnly)
        m_db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=2000"));
    else
        m_db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=2000"));
    if (!m_db.open())
        return tr("%1 cannot be opened: %2").arg(shown, m_db.lastError().text());
    if (!m_readOnly) {
        for (const char *pragma : {"PRAGMA journal_mode=WAL", "PRAGMA synchronous=FULL"}) {
            if (auto error = exec(QString::fromLatin1(pragma)))
                return *error;
        }
    }
    if (auto error = exec(QStringLiteral("PRAGMA foreign_keys=ON")))
        return *error;

    QSqlQuery probe(m_db);
    m_fullText
        = probe.exec(QStringLiteral("SELECT 1 FROM sqlite_master WHERE name = 'library_search'"))
        && probe.next();
    if (!m_readOnly && version < Schema::latestVersion()) {
        if (auto error = migrate(version))
            return *error;
    }
    if (!m_readOnly && version == 0)
        setSetting(QStringLiteral("created"), now());
    return std::nullopt;
}

std::optional<QString> Campaign::migrate(int from)
{
    // Whether this SQLite has FTS5, tried on a throwaway table.
    bool fullText = false;
    {
        QSqlQuery q(m_db);
        fullText = q.exec(QStringLiteral("CREATE VIRTUAL TABLE temp.fts5_probe USING fts5(x)"));
        if (fullText)
            q.exec(QStringLiteral("DROP TABLE temp.fts5_probe"));
    }
    for (const Migration &migration : Schema::migrations()) {
        if (migration.version <= from)
            continue;
        const auto error = transaction([&]() -> std::optional<QString> {
            if (!migration.needsFullTextSearch || fullText) {
                for (const QString &statement : migration.statements) {
                    if (auto e = exec(statement))
                        return e;
                }
            }
            return exec(QStringLiteral("PRAGMA user_version = %1").arg(migration.version));
        });
        if (error)
            return tr("updating the campaign to format %1 failed: %2")
                .arg(migration.version)
                .arg(*error);
        if (migration.needsFullTextSearch && fullText)
            m_fullText = true;
    }
    return std::nullopt;
}

int Campaign::schemaVersion() const
{
    QSqlQuery q(m_db);
    return q.exec(QStringLiteral("PRAGMA user_version")) && q.next() ? q.value(0).toInt() : 0;
}

std::optional<QString> Campaign::transaction(const std::function<std::optional<QString>()> &work)
{
    if (m_readOnly)
        return tr("the campaign is open read-only");
    // Inside another transaction the work joins it: all of it commits or none does.
    if (m_transactionDepth > 0) {
        ++m_transactionDepth;
        const std::optional<QString> error = work();
        --m_transactionDepth;
        return error;
    }
    if (!m_db.transaction())
        return tr("the campaign database reported: %1").arg(m_db.lastError().text());
    ++m_transactionDepth;
    const std::optional<QString> error = work();
    --m_transactionDepth;
    if (error) {
        m_db.rollback();
        return error;
    }
    if (!m_db.commit()) {
        const QString message = m_db.lastError().text();
        m_db.rollback();
        return tr("saving failed: %1").arg(message);
    }
    return std::nullopt;
}

QString Campaign::setting(const QString &key, const QString &fallback) const
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT value FROM meta WHERE key = ?"));
    q.addBindValue(key);
    return q.exec() && q.next() ? q.value(0).toString() : fallback;
}

std::optional<QString> Campaign::setSetting(const QString &key, const QString &value)
{
    return transaction([&]() -> std::optional<QString> {
        QSqlQuery q(m_db);
        q.prepare(QStringLiteral("INSERT INTO meta (key, value) VALUES (?, ?) "
                                 "ON CONFLICT(key) DO UPDATE SET value = excluded.value"));
        q.addBindValue(key);
        q.addBindValue(value);
        if (!q.exec())
            return fail(q);
        return std::nullopt;
    });
}

std::vector<Campaign::EncounterSummary> Campaign::encounters() const
{
    std::vector<EncounterSummary> list;
    QSqlQuery q(m_db);
    q.exec(QStringLiteral("SELECT e.id, e.name, e.ruleset, e.round, "
                          "(SELECT count(*) FROM combatants c WHERE c.encounter = e.id) "
                          "FROM encounters e ORDER BY e.name COLLATE NOCASE"));
    while (q.next())
        list.push_back({q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString(),
            q.value(3).toLongLong(), q.value(4).toLongLong()});
    return list;
}

std::optional<qint64> Campaign::encounterId(const QString &name) const
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT id FROM encounters WHERE name = ?"));
    q.addBindValue(name);
    if (q.exec() && q.next())
        return q.value(0).toLongLong();
    return std::nullopt;
}

Expected<Encounter::EncounterState, QString> Campaign::loadEncounter(qint64 id) const
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT name, ruleset, round, turn, options, next_id, initiative "
                             "FROM encounters WHERE id = ?"));
    q.addBindValue(id);
    if (!q.exec())
        return fail(q);
    if (!q.next())
        return tr("the campaign has no encounter %1").arg(id);
    Encounter::EncounterState state;
    state.name = q.value(0).toString();
    state.rulesetId = q.value(1).toString();
    state.round = q.value(2).toLongLong();
    state.turn = q.value(3).toLongLong();
    for (const QJsonValue &o : QJsonDocument::fromJson(q.value(4).toByteArray()).array())
        state.options << o.toString();
    state.nextId = Encounter::CombatantId(q.value(5).toLongLong());
    QList<Json::JsonProblem> problems;
    state.order = Io::EncounterJson::orderFromJson(
        Json::JsonValue(QJsonDocument::fromJson(q.value(6).toByteArray()).array(),
            QStringLiteral("initiative"), &problems));

    QSqlQuery rows(m_db);
    rows.setForwardOnly(true);
    rows.prepare(
        QStringLiteral("SELECT data FROM combatants WHERE encounter = ? ORDER BY position"));
    rows.addBindValue(id);
    if (!rows.exec())
        return fail(rows);
    while (rows.next()) {
        const QJsonDocument data = QJsonDocument::fromJson(rows.value(0).toByteArray());
        state.combatants.push_back(Io::EncounterJson::combatantFromJson(
            Json::JsonValue(data.object(), QStringLiteral("combatant"), &problems)));
    }
    QSqlQuery log(m_db);
    log.setForwardOnly(true);
    log.prepare(QStringLiteral("SELECT round, text FROM log WHERE encounter = ? ORDER BY seq"));
    log.addBindValue(id);
    if (!log.exec())
        return fail(log);
    while (log.next())
        state.log.push_back({log.value(0).toLongLong(), log.value(1).toString()});
    if (!problems.isEmpty())
        return tr("encounter '%1' is damaged: %2")
            .arg(state.name, problems.constFirst().toString());
    return state;
}

Expected<qint64, QString> Campaign::saveEncounter(const Encounter::EncounterState &state)
{
    if (state.name.trimmed().isEmpty())
        return tr("an encounter needs a name");
    qint64 id = 0;
    const auto error = transaction([&]() -> std::optional<QString> {
        QSqlQuery q(m_db);
        q.prepare(QStringLiteral("DELETE FROM encounters WHERE name = ?"));
        q.addBindValue(state.name);
        if (!q.exec())
            return fail(q);
        q.prepare(
            QStringLiteral("INSERT INTO encounters (name, ruleset, round, turn, options, next_id, "
                           "initiative, updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
        q.addBindValue(state.name);
        q.addBindValue(text(state.rulesetId));
        q.addBindValue(state.round);
        q.addBindValue(state.turn);
        q.addBindValue(compact(QJsonArray::fromStringList(state.options)));
        q.addBindValue(qint64(state.nextId));
        q.addBindValue(compact(Io::EncounterJson::orderToJson(state.order)));
        q.addBindValue(now());
        if (!q.exec())
            return fail(q);
        id = q.lastInsertId().toLongLong();

        QSqlQuery insert(m_db);
        insert.prepare(QStringLiteral(
            "INSERT INTO combatants (encounter, id, position, data) VALUES (?, ?, ?, ?)"));
        for (std::size_t i = 0; i < state.combatants.size(); ++i) {
            const Encounter::Combatant &c = state.combatants[i];
            insert.bindValue(0, id);
            insert.bindValue(1, qint64(c.id));
            insert.bindValue(2, qint64(i));
            insert.bindValue(3, compact(Io::EncounterJson::combatantToJson(c)));
            if (!insert.exec())
                return fail(insert);
        }
        QSqlQuery log(m_db);
        log.prepare(
            QStringLiteral("INSERT INTO log (encounter, seq, round, text) VALUES (?, ?, ?, ?)"));
        for (std::size_t i = 0; i < state.log.size(); ++i) {
            log.bindValue(0, id);
            log.bindValue(1, qint64(i));
            log.bindValue(2, state.log[i].round);
            log.bindValue(3, text(state.log[i].text));
            if (!log.exec())
                return fail(log);
        }
        return std::nullopt;
    });
    if (error)
        return *error;
    return id;
}

std::optional<QString> Campaign::renameEncounter(qint64 id, const QString &name)
{
    if (name.trimmed().isEmpty())
        return tr("an encounter needs a name");
    return transaction([&]() -> std::optional<QString> {
        QSqlQuery q(m_db);
        q.prepare(QStringLiteral("UPDATE encounters SET name = ? WHERE id = ?"));
        q.addBindValue(name);
        q.addBindValue(id);
        if (!q.exec())
            return q.lastError().text().contains(QStringLiteral("UNIQUE"))
                ? tr("another encounter is already called %1").arg(name)
                : fail(q);
        return std::nullopt;
    });
}

std::optional<QString> Campaign::removeEncounter(qint64 id)
{
    return removeRow(QLatin1StringView("encounters"), id);
}

std::optional<QString> Campaign::removeRow(QLatin1StringView table, qint64 id)
{
    return transaction([&]() -> std::optional<QString> {
        QSqlQuery q(m_db);
        q.prepare(QStringLiteral("DELETE FROM %1 WHERE id = ?").arg(table));
        q.addBindValue(id);
        if (!q.exec())
            return fail(q);
        return std::nullopt;
    });
}

std::optional<QString> Campaign::commit(qint64 encounter, const Encounter::EncounterState &state,
    const Encounter::Change &change, bool forward, const QString &kind, const QString &description,
    const QString &parameters)
{
    return transaction([&]() -> std::optional<QString> {
        QSqlQuery q(m_db);
        const auto &gone = forward ? change.removed : change.inserted;
        const auto &added = forward ? change.inserted : change.removed;
        if (change.isStructural()) {
            q.prepare(QStringLiteral("DELETE FROM combatants WHERE encounter = ? AND id = ?"));
            for (const auto &placed : gone) {
                q.bindValue(0, encounter);
                q.bindValue(1, qint64(placed.combatant.id));
                if (!q.exec())
                    return fail(q);
            }
            q.prepare(QStringLiteral(
                "INSERT INTO combatants (encounter, id, position, data) VALUES (?, ?, ?, ?)"));
            for (const auto &placed : added) {
                q.bindValue(0, encounter);
                q.bindValue(1, qint64(placed.combatant.id));
                q.bindValue(2, placed.index);
                q.bindValue(3, compact(Io::EncounterJson::combatantToJson(placed.combatant)));
                if (!q.exec())
                    return fail(q);
            }
            // Positions follow the list as it is now.
            q.prepare(QStringLiteral(
                "UPDATE combatants SET position = ? WHERE encounter = ? AND id = ?"));
            for (std::size_t i = 0; i < state.combatants.size(); ++i) {
                q.bindValue(0, qint64(i));
                q.bindValue(1, encounter);
                q.bindValue(2, qint64(state.combatants[i].id));
                if (!q.exec())
                    return fail(q);
            }
        }
        if (!change.edited.empty()) {
            q.prepare(
                QStringLiteral("UPDATE combatants SET data = ? WHERE encounter = ? AND id = ?"));
            for (const auto &[before, after] : change.edited) {
                q.bindValue(
                    0, compact(Io::EncounterJson::combatantToJson(forward ? after : before)));
                q.bindValue(1, encounter);
                q.bindValue(2, qint64(before.id));
                if (!q.exec())
                    return fail(q);
            }
        }
        if (change.order || change.round || change.turn || change.options || change.name
            || change.nextId) {
            q.prepare(
                QStringLiteral("UPDATE encounters SET name = ?, round = ?, turn = ?, options = ?, "
                               "next_id = ?, updated = ? %1 WHERE id = ?")
                    .arg(change.order ? QStringLiteral(", initiative = ?") : QString()));
            q.addBindValue(state.name);
            q.addBindValue(state.round);
            q.addBindValue(state.turn);
            q.addBindValue(compact(QJsonArray::fromStringList(state.options)));
            q.addBindValue(qint64(state.nextId));
            q.addBindValue(now());
            if (change.order)
                q.addBindValue(compact(Io::EncounterJson::orderToJson(state.order)));
            q.addBindValue(encounter);
            if (!q.exec())
                return fail(q);
        }
        if (!change.logAdded.empty()) {
            if (forward) {
                q.prepare(QStringLiteral(
                    "INSERT INTO log (encounter, seq, round, text) VALUES (?, ?, ?, ?)"));
                for (std::size_t i = 0; i < change.logAdded.size(); ++i) {
                    q.bindValue(0, encounter);
                    q.bindValue(1, change.logBefore + qint64(i));
                    q.bindValue(2, change.logAdded[i].round);
                    q.bindValue(3, text(change.logAdded[i].text));
                    if (!q.exec())
                        return fail(q);
                }
            } else {
                q.prepare(QStringLiteral("DELETE FROM log WHERE encounter = ? AND seq >= ?"));
                q.addBindValue(encounter);
                q.addBindValue(change.logBefore);
                if (!q.exec())
                    return fail(q);
            }
        }
        q.prepare(
            QStringLiteral("INSERT INTO journal (encounter, seq, kind, direction, description, "
                           "parameters, at) VALUES (?, (SELECT coalesce(max(seq), 0) + 1 FROM "
                           "journal WHERE encounter = ?), ?, ?, ?, ?, ?)"));
        q.addBindValue(encounter);
        q.addBindValue(encounter);
        q.addBindValue(text(kind));
        q.addBindValue(forward ? QStringLiteral("do") : QStringLiteral("undo"));
        q.addBindValue(text(description));
        q.addBindValue(text(parameters));
        q.addBindValue(now());
        if (!q.exec())
            return fail(q);
        return std::nullopt;
    });
}

qint64 Campaign::journalLength(qint64 encounter) const
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT count(*) FROM journal WHERE encounter = ?"));
    q.addBindValue(encounter);
    return q.exec() && q.next() ? q.value(0).toLongLong() : 0;
}

Expected<qint64, QString> Campaign::addLibraryEntry(const Library::LibraryEntry &entry)
{
    if (entry.name.trimmed().isEmpty())
        return tr("a library entry needs a name");
    if (!Library::LibraryEntry::kinds().contains(entry.kind))
        return tr("'%1' is not a kind of entry (character, monster or template)").arg(entry.kind);
    qint64 id = 0;
    const auto error = transaction([&]() -> std::optional<QString> {
        QSqlQuery q(m_db);
        q.prepare(QStringLiteral("INSERT INTO library (name, kind, ruleset, tags, hit_dice, data) "
                                 "VALUES (?, ?, ?, ?, ?, ?)"));
        q.addBindValue(entry.name);
        q.addBindValue(text(entry.kind));
        q.addBindValue(text(entry.rulesetId));
        q.addBindValue(text(entry.tags.join(QLatin1Char(','))));
        q.addBindValue(text(entry.hitDice));
        q.addBindValue(compact(Io::EncounterJson::combatantToJson(entry.prototype)));
        if (!q.exec())
            return fail(q);
        id = q.lastInsertId().toLongLong();
        return std::nullopt;
    });
    if (error)
        return *error;
    return id;
}

std::optional<QString> Campaign::updateLibraryEntry(const Library::LibraryEntry &entry)
{
    if (entry.name.trimmed().isEmpty())
        return tr("a library entry needs a name");
    return transaction([&]() -> std::optional<QString> {
        QSqlQuery q(m_db);
        q.prepare(QStringLiteral("UPDATE library SET name = ?, kind = ?, ruleset = ?, tags = ?, "
                                 "hit_dice = ?, data = ? WHERE id = ?"));
        q.addBindValue(entry.name);
        q.addBindValue(text(entry.kind));
        q.addBindValue(text(entry.rulesetId));
        q.addBindValue(text(entry.tags.join(QLatin1Char(','))));
        q.addBindValue(text(entry.hitDice));
        q.addBindValue(compact(Io::EncounterJson::combatantToJson(entry.prototype)));
        q.addBindValue(entry.id);
        if (!q.exec())
            return fail(q);
        if (q.numRowsAffected() != 1)
            return tr("the library has no entry %1").arg(entry.id);
        return std::nullopt;
    });
}

std::optional<QString> Campaign::removeLibraryEntry(qint64 id)
{
    return removeRow(QLatin1StringView("library"), id);
}

std::optional<Library::LibraryEntry> Campaign::libraryEntry(qint64 id) const
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral(
        "SELECT id, name, kind, ruleset, tags, hit_dice, data FROM library WHERE id = ?"));
    q.addBindValue(id);
    if (q.exec() && q.next())
        return entryFromQuery(q);
    return std::nullopt;
}

std::vector<Library::LibraryEntry> Campaign::searchLibrary(
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
        if (m_fullText && w.size() >= 3) {
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
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(
        QStringLiteral(
            "SELECT l.id, l.name, l.kind, l.ruleset, l.tags, l.hit_dice, l.data FROM %1 %2 "
            "ORDER BY l.name COLLATE NOCASE LIMIT %3")
            .arg(from,
                where.isEmpty() ? QString()
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

qint64 Campaign::libraryCount() const
{
    QSqlQuery q(m_db);
    return q.exec(QStringLiteral("SELECT count(*) FROM library")) && q.next()
        ? q.value(0).toLongLong()
        : 0;
}

std::optional<QString> Campaign::storeRuleset(const QString &id, const QByteArray &json)
{
    return transaction([&]() -> std::optional<QString> {
        QSqlQuery q(m_db);
        q.prepare(QStringLiteral("INSERT INTO rulesets (id, json) VALUES (?, ?) "
                                 "ON CONFLICT(id) DO UPDATE SET json = excluded.json"));
        q.addBindValue(id);
        q.addBindValue(QString::fromUtf8(json));
        if (!q.exec())
            return fail(q);
        return std::nullopt;
    });
}

std::vector<std::pair<QString, QByteArray>> Campaign::rulesets() const
{
    std::vector<std::pair<QString, QByteArray>> list;
    QSqlQuery q(m_db);
    q.exec(QStringLiteral("SELECT id, json FROM rulesets ORDER BY id"));
    while (q.next())
        list.emplace_back(q.value(0).toString(), q.value(1).toString().toUtf8());
    return list;
}

} // namespace Fray::Storage
