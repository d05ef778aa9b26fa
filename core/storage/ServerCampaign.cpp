// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storage/ServerCampaign.h"

#include "core/storage/CampaignMeta.h"
#include "core/storage/CampaignWatch.h"
#include "core/storage/Schema.h"
#include "core/storage/StoredValues.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <QUuid>

namespace Fray::Storage {

namespace {

const QString kDriver = QStringLiteral("QPSQL");
// The advisory lock every Fray takes before it makes or updates a campaign's schema.
constexpr qint64 kSchemaLock = 0x46524159; // "FRAY"
// The class of the advisory locks that tell a Fray is there (the sign; see holdSessionSign).
constexpr int kSessionLock = 0x4653; // "FS"

} // namespace

ServerCampaign::ServerCampaign()
    : CampaignDatabase(Dialect(Dialect::Engine::PostgreSQL))
{ }

Expected<std::unique_ptr<ServerCampaign>, QString> ServerCampaign::open(
    const QString &address, Access access)
{
    auto parsed = CampaignAddress::parse(address);
    if (!parsed)
        return parsed.error();
    std::unique_ptr<ServerCampaign> campaign(new ServerCampaign);
    campaign->m_address = *parsed;
    campaign->m_path = parsed->shown();
    if (auto error = campaign->connect(access))
        return *error;
    return campaign;
}

std::optional<QString> ServerCampaign::connect(Access access)
{
    const QString shown = m_path;
    if (!QSqlDatabase::isDriverAvailable(kDriver))
        return tr("%1 cannot be opened: this Fray has no PostgreSQL driver (Qt's QPSQL plugin; "
                  "on Debian, the package libqt6sql6-psql)")
            .arg(shown);
    m_readOnly = access == Access::ReadOnly;
    if (!openConnection())
        return refusal(m_db.lastError().text());

    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral("SELECT current_setting('server_version_num')")) || !q.next())
        return tr("%1 cannot be opened: %2").arg(shown, q.lastError().text());
    if (q.value(0).toInt() < oldestServer)
        return tr("%1 runs PostgreSQL %2, and Fray needs PostgreSQL 12 or newer")
            .arg(shown)
            .arg(q.value(0).toInt() / 10000);
    if (auto error = migrate())
        return error;
    const auto indexed = [&] {
        return q.exec(QStringLiteral("SELECT 1 FROM pg_indexes WHERE schemaname = "
                                     "current_schema() AND indexname = 'library_search'"))
            && q.next();
    };
    m_fullText = indexed();
    if (!m_fullText && !m_readOnly) {
        addFullText();
        m_fullText = indexed();
    }
    return std::nullopt;
}

bool ServerCampaign::openConnection()
{
    addConnection(kDriver);
    m_db.setHostName(m_address.host);
    m_db.setPort(m_address.port);
    m_db.setDatabaseName(m_address.database);
    m_db.setUserName(m_address.user);
    m_db.setPassword(m_address.password);
    m_db.setConnectOptions(m_address.connectOptions());
    if (!m_db.open())
        return false;
    // The server's notices (a table already there) are no news to the GM.
    QSqlQuery q(m_db);
    q.exec(QStringLiteral("SET client_min_messages TO warning"));
    // Its server process, told from a later one that is given the same number by its start.
    m_backend.clear();
    if (q.exec(QStringLiteral("SELECT pid || ' ' || backend_start::text FROM pg_stat_activity "
                              "WHERE pid = pg_backend_pid()"))
        && q.next())
        m_backend = q.value(0).toString();
    holdSessionSign();
    return true;
}

void ServerCampaign::settle(const QString &backend)
{
    const qsizetype space = backend.indexOf(QLatin1Char(' '));
    if (space < 0)
        return;
    const qint64 pid = backend.left(space).toLongLong();
    const QString started = backend.mid(space + 1);
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid = "
                             "? AND backend_start::text = ?"));
    q.addBindValue(pid);
    q.addBindValue(started);
    if (!q.exec() || !q.next())
        return; // gone already, or not this Fray's to end
    q.prepare(
        QStringLiteral("SELECT 1 FROM pg_stat_activity WHERE pid = ? AND backend_start::text = ?"));
    QElapsedTimer waited;
    waited.start();
    q.bindValue(0, pid);
    q.bindValue(1, started);
    while (waited.elapsed() < 5000) {
        if (!q.exec() || !q.next())
            return;
        QThread::msleep(10);
    }
}

bool ServerCampaign::isConnected()
{
    QSqlQuery q(m_db);
    return m_db.isOpen() && q.exec(QStringLiteral("SELECT 1"));
}

bool ServerCampaign::reconnect()
{
    // A new connection holds none of the old one's signs: they are taken again where no other
    // Fray took the fight meanwhile.
    const QString lost = m_backend;
    if (!openConnection())
        return false;
    settle(lost);
    // The lost connection's process held the sign until it was ended.
    if (!m_signHeld)
        holdSessionSign();
    return true;
}

QString ServerCampaign::lostConnection() const
{
    return tr("The connection to %1 is lost; nothing more is saved until Fray has it back.")
        .arg(m_path);
}

std::optional<QString> ServerCampaign::seal()
{
    if (!m_sealing)
        return std::nullopt;
    m_seal = QUuid::createUuid().toString(QUuid::WithoutBraces);
    QSqlQuery &q = statement(QStringLiteral(
        "INSERT INTO fray_commits (session, seal, at) VALUES (?, ?, ?) ON CONFLICT (session) DO "
        "UPDATE SET seal = excluded.seal, at = excluded.at"));
    q.bindValue(0, session());
    q.bindValue(1, m_seal);
    q.bindValue(2, Stored::now());
    if (!q.exec())
        return fail(q);
    return std::nullopt;
}

std::optional<bool> ServerCampaign::wasCommitted()
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT seal FROM fray_commits WHERE session = ?"));
    q.addBindValue(session());
    if (!q.exec())
        return std::nullopt;
    return q.next() && q.value(0).toString() == m_seal;
}

QString ServerCampaign::refusal(const QString &engineMessage) const
{
    const QString shown = m_path;
    const auto says = [&](const char *text) {
        return engineMessage.contains(QLatin1String(text), Qt::CaseInsensitive);
    };
    if (says("password authentication failed") || says("no password supplied"))
        return tr("%1 refused the password for %2: give the right one (the address, PGPASSWORD "
                  "or ~/.pgpass)")
            .arg(shown, m_address.user);
    if (says("does not exist") && says("database"))
        return tr("%1: the server has no database %2; ask its administrator to create it")
            .arg(shown, m_address.database);
    if (says("does not exist") && says("role"))
        return tr("%1: the server has no user %2").arg(shown, m_address.user);
    if (says("does not support SSL") || says("SSL"))
        return tr("%1 cannot be reached with TLS as sslmode=%2 asks: %3")
            .arg(shown, m_address.sslMode, engineMessage.trimmed());
    if (says("could not translate host name") || says("Name or service not known"))
        return tr("%1: no computer is called %2").arg(shown, m_address.host);
    if (says("Connection refused") || says("timeout expired") || says("No route to host")
        || says("Network is unreachable") || says("No such file or directory"))
        return tr("%1 cannot be reached: no PostgreSQL server answers at %2, port %3")
            .arg(shown, m_address.host)
            .arg(m_address.port);
    return tr("%1 cannot be opened: %2").arg(shown, engineMessage.trimmed());
}

std::optional<QString> ServerCampaign::migrate()
{
    const QString shown = m_path;
    const int latest = Schema::latestVersion();
    // Read under the lock: a Fray that made the schema a moment ago is waited for, and its work
    // is found done.
    const bool readOnly = m_readOnly;
    m_readOnly = false;
    m_sealing = false; // a reader writes nothing, and a new campaign has no fray_commits yet
    int found = 0;
    const std::optional<QString> error = transaction([&]() -> std::optional<QString> {
        QSqlQuery q(m_db);
        if (!q.exec(QStringLiteral("SELECT pg_advisory_xact_lock(%1)").arg(kSchemaLock)))
            return fail(q);
        // pg_tables lists every table, also those this user may not read.
        if (!q.exec(QStringLiteral(
                "SELECT tablename FROM pg_tables WHERE schemaname = current_schema()")))
            return fail(q);
        QSet<QString> tables;
        while (q.next())
            tables.insert(q.value(0).toString());
        if (tables.contains(QStringLiteral("fray_format"))) {
            if (!q.exec(QStringLiteral("SELECT version FROM fray_format")) || !q.next())
                return tr("%1 is damaged: it does not say its campaign format").arg(shown);
            found = q.value(0).toInt();
        } else if (!tables.isEmpty()) {
            return tr("the database %1 holds tables that are not a Fray campaign; give Fray an "
                      "empty database")
                .arg(m_address.database);
        }
        if (found > latest)
            return tr("%1 was made by a newer Fray (campaign format %2; this Fray reads up to "
                      "%3); update Fray to open it")
                .arg(shown)
                .arg(found)
                .arg(latest);
        for (const QString &table : Schema::tablesOf(found)) {
            if (found > 0 && !tables.contains(table))
                return tr("%1 is damaged: its table '%2' is missing").arg(shown, table);
        }
        if (found == latest)
            return std::nullopt;
        if (readOnly)
            return found == 0 ? tr("%1 is empty: it holds no campaign yet").arg(shown)
                              : tr("%1 uses an older campaign format; open it once for writing "
                                   "to update it")
                                    .arg(shown);
        for (const Migration &migration : dialect().migrations()) {
            if (migration.version <= found)
                continue;
            for (const QString &statement : migration.statements) {
                if (auto e = exec(statement))
                    return tr("updating the campaign to format %1 failed: %2")
                        .arg(migration.version)
                        .arg(*e);
            }
        }
        if (auto e = exec(QStringLiteral("UPDATE fray_format SET version = %1").arg(latest)))
            return e;
        if (found == 0)
            return CampaignMeta(*this).set(CampaignMeta::Key::Created, Stored::now());
        return std::nullopt;
    });
    m_readOnly = readOnly;
    m_sealing = true;
    if (!error && !m_readOnly) {
        // The seals of sessions long gone go.
        QSqlQuery old(m_db);
        old.prepare(QStringLiteral("DELETE FROM fray_commits WHERE at < ?"));
        old.addBindValue(QDateTime::currentDateTimeUtc().addDays(-1).toString(Qt::ISODate));
        old.exec();
    }
    return error;
}

void ServerCampaign::addFullText()
{
    // pg_trgm comes with PostgreSQL's contributed modules and a database's owner may add it
    // (PostgreSQL 13 and newer); where it cannot be added the library is searched without it.
    transaction([&]() -> std::optional<QString> {
        for (const QString &statement : Schema::serverFullText()) {
            if (auto e = exec(statement))
                return e;
        }
        return std::nullopt;
    });
}

std::unique_ptr<CampaignWatch> ServerCampaign::watch() const
{
    return std::make_unique<CampaignWatch>(m_address, session());
}

// The sign is a session-level advisory lock on this Fray's session: the server lets it go when
// the connection ends, however it ends, so another Fray can tell a runner that is gone from one
// that is there.
void ServerCampaign::holdSessionSign()
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT pg_try_advisory_lock(%1, hashtext(?))").arg(kSessionLock));
    q.addBindValue(session());
    m_signHeld = q.exec() && q.next() && q.value(0).toBool();
}

bool ServerCampaign::isSessionAlive(const QString &other)
{
    if (other == session())
        return true;
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT pg_try_advisory_lock(%1, hashtext(?))").arg(kSessionLock));
    q.addBindValue(other);
    if (!q.exec() || !q.next())
        return true; // not known: taken as there, so nothing is taken from it
    if (!q.value(0).toBool())
        return true;
    q.prepare(QStringLiteral("SELECT pg_advisory_unlock(%1, hashtext(?))").arg(kSessionLock));
    q.addBindValue(other);
    q.exec();
    return false;
}

int ServerCampaign::schemaVersion() const
{
    QSqlQuery q(m_db);
    return q.exec(QStringLiteral("SELECT version FROM fray_format")) && q.next()
        ? q.value(0).toInt()
        : 0;
}

} // namespace Fray::Storage
