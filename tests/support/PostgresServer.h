// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A real PostgreSQL server of the test's own: initdb into a temporary folder, a private Unix
// socket there and a free port on 127.0.0.1, stopped and removed at the end. Under root the server
// runs as 'nobody' (PostgreSQL refuses root). The superuser fray_admin connects through the socket
// without a password; users the test makes connect over TCP with theirs (SCRAM).

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QTemporaryDir>
#include <QUuid>

#include <netinet/in.h>
#include <optional>
#include <pwd.h>
#include <sys/socket.h>
#include <unistd.h>

namespace Fray::Testing {

class PostgresServer
{
public:
    PostgresServer() = default;
    PostgresServer(const PostgresServer &) = delete;
    PostgresServer &operator=(const PostgresServer &) = delete;
    ~PostgresServer() { stop(); }

    // The folder of initdb and pg_ctl (FRAY_POSTGRES_BIN, else Debian's newest), or empty.
    static QString binaries()
    {
        const QString given = qEnvironmentVariable("FRAY_POSTGRES_BIN");
        if (!given.isEmpty())
            return given;
        QDir versions(QStringLiteral("/usr/lib/postgresql"));
        const QStringList found = versions.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        int best = 0;
        for (const QString &v : found) {
            if (v.toInt() > best
                && QFile::exists(versions.filePath(v + QStringLiteral("/bin/initdb"))))
                best = v.toInt();
        }
        return best > 0 ? versions.filePath(QString::number(best) + QStringLiteral("/bin"))
                        : QString();
    }

    // Makes and starts the server; what went wrong, or nothing.
    std::optional<QString> start()
    {
        if (m_bin.isEmpty())
            m_bin = binaries();
        if (m_bin.isEmpty())
            return QStringLiteral(
                "no PostgreSQL server is installed (scripts/setup-deps.sh --for test)");
        if (!m_dir.isValid())
            return QStringLiteral("no temporary folder");
        if (m_port == 0) {
            m_asNobody = ::geteuid() == 0;
            if (m_asNobody) {
                const passwd *nobody = ::getpwnam("nobody");
                if (!nobody
                    || ::chown(QFile::encodeName(m_dir.path()).constData(), nobody->pw_uid,
                           nobody->pw_gid)
                        != 0)
                    return QStringLiteral("the server cannot run as 'nobody'");
            }
            QFile password(m_dir.filePath(QStringLiteral("admin-password")));
            if (!password.open(QIODevice::WriteOnly) || password.write("fray-admin-secret\n") < 0)
                return QStringLiteral("cannot write the superuser's password");
            password.close();
            password.setPermissions(QFile::ReadOwner | QFile::ReadOther);
            if (auto e = run(QStringLiteral("initdb"),
                    {QStringLiteral("-D"), dataDir(), QStringLiteral("-U"),
                        QStringLiteral("fray_admin"),
                        QStringLiteral("--pwfile=") + password.fileName(),
                        QStringLiteral("--auth-local=trust"),
                        QStringLiteral("--auth-host=scram-sha-256"), QStringLiteral("-E"),
                        QStringLiteral("UTF8"), QStringLiteral("--locale=C"),
                        QStringLiteral("--no-sync")}))
                return e;
            m_port = freePort();
        }
        return run(QStringLiteral("pg_ctl"),
            {QStringLiteral("-D"), dataDir(), QStringLiteral("-l"),
                m_dir.filePath(QStringLiteral("server.log")), QStringLiteral("-w"),
                QStringLiteral("-t"), QStringLiteral("60"), QStringLiteral("-o"),
                QStringLiteral("-p %1 -k %2 -h 127.0.0.1 -c max_connections=60")
                    .arg(m_port)
                    .arg(m_dir.path()),
                QStringLiteral("start")});
    }

    // Stops the server as a crash would (no checkpoint, clients cut off).
    std::optional<QString> crash()
    {
        return run(QStringLiteral("pg_ctl"),
            {QStringLiteral("-D"), dataDir(), QStringLiteral("-m"), QStringLiteral("immediate"),
                QStringLiteral("-w"), QStringLiteral("stop")});
    }

    void stop()
    {
        if (m_port != 0 && QFile::exists(dataDir() + QStringLiteral("/postmaster.pid")))
            run(QStringLiteral("pg_ctl"),
                {QStringLiteral("-D"), dataDir(), QStringLiteral("-m"), QStringLiteral("fast"),
                    QStringLiteral("-w"), QStringLiteral("stop")});
    }

    int port() const { return m_port; }
    QString socketFolder() const { return m_dir.path(); }
    QString log() const
    {
        QFile f(m_dir.filePath(QStringLiteral("server.log")));
        return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
    }

    // Runs `sql` as the superuser in `database`; the error, or nothing.
    std::optional<QString> admin(
        const QString &sql, const QString &database = QStringLiteral("postgres"))
    {
        const QString name = QStringLiteral("pg-admin-") + QUuid::createUuid().toString();
        std::optional<QString> error;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
            db.setHostName(m_dir.path());
            db.setPort(m_port);
            db.setUserName(QStringLiteral("fray_admin"));
            db.setDatabaseName(database);
            if (!db.open())
                error = db.lastError().text();
            else if (QSqlQuery q(db); !q.exec(sql))
                error = q.lastError().text();
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
        return error;
    }

    // A user with a password, owning a new database of the same name.
    std::optional<QString> addUserWithDatabase(const QString &user, const QString &password)
    {
        if (auto e
            = admin(QStringLiteral("CREATE ROLE %1 LOGIN PASSWORD '%2'").arg(user, password)))
            return e;
        return admin(QStringLiteral("CREATE DATABASE %1 OWNER %1").arg(user));
    }

    // The address of `database` for `user` over TCP, with the password when one is given.
    QString address(const QString &user, const QString &database,
        const QString &password = QString(), const QString &options = QString()) const
    {
        return QStringLiteral("postgresql://%1%2@127.0.0.1:%3/%4%5")
            .arg(user, password.isEmpty() ? QString() : QLatin1Char(':') + password)
            .arg(m_port)
            .arg(database, options.isEmpty() ? QString() : QLatin1Char('?') + options);
    }

private:
    QString dataDir() const { return m_dir.filePath(QStringLiteral("data")); }

    static int freePort()
    {
        const int s = ::socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in a{};
        a.sin_family = AF_INET;
        a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t size = sizeof a;
        int port = 0;
        if (::bind(s, reinterpret_cast<sockaddr *>(&a), sizeof a) == 0
            && ::getsockname(s, reinterpret_cast<sockaddr *>(&a), &size) == 0)
            port = ntohs(a.sin_port);
        ::close(s);
        return port;
    }

    std::optional<QString> run(const QString &tool, const QStringList &arguments)
    {
        QProcess p;
        p.setProcessChannelMode(QProcess::MergedChannels);
        const QString program = m_bin + QLatin1Char('/') + tool;
        if (m_asNobody)
            p.start(QStringLiteral("runuser"),
                QStringList{
                    QStringLiteral("-u"), QStringLiteral("nobody"), QStringLiteral("--"), program}
                    + arguments);
        else
            p.start(program, arguments);
        if (!p.waitForFinished(120000) || p.exitStatus() != QProcess::NormalExit
            || p.exitCode() != 0)
            return tool + QStringLiteral(" failed: ") + QString::fromUtf8(p.readAll()) + log();
        return std::nullopt;
    }

    QString m_bin;
    QTemporaryDir m_dir;
    int m_port = 0;
    bool m_asNobody = false;
};

} // namespace Fray::Testing
