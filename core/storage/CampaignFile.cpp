// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storage/CampaignFile.h"

#include "core/storage/CampaignMeta.h"
#include "core/storage/Schema.h"
#include "core/storage/StoredValues.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QSysInfo>
#include <QUrl>
#include <QUuid>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

namespace Fray::Storage {

namespace {

const QByteArray kSqliteHeader("SQLite format 3\0", 16);

// A connection that is closed and removed when it goes out of scope.
class ScopedConnection
{
public:
    // An immutable connection reads the file as it is on disk and creates nothing beside it.
    // `uris` lets its statements name other databases by URI (VACUUM INTO one in memory).
    ScopedConnection(const QString &path, bool readOnly, bool immutable = false, bool uris = false)
        : m_name(QStringLiteral("fray-probe-") + QUuid::createUuid().toString(QUuid::WithoutBraces))
    {
        m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        if (immutable || uris) {
            m_db.setDatabaseName(QUrl::fromLocalFile(path).toString(QUrl::FullyEncoded)
                + (immutable ? QStringLiteral("?immutable=1") : QStringLiteral("?mode=ro")));
            m_db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI"));
        } else {
            m_db.setDatabaseName(path);
            if (readOnly)
                m_db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        }
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

} // namespace

CampaignFile::CampaignFile()
    : CampaignDatabase(Dialect(Dialect::Engine::SQLite))
{ }

CampaignFile::~CampaignFile()
{
    // The connection closes before the lock is let go.
    closeConnection();
}

Expected<std::unique_ptr<CampaignFile>, QString> CampaignFile::open(
    const QString &path, Access access)
{
    std::unique_ptr<CampaignFile> file(new CampaignFile);
    if (auto error = file->prepare(path, access))
        return *error;
    return file;
}

std::optional<QString> CampaignFile::prepare(const QString &path, Access access)
{
    m_path = QFileInfo(path).absoluteFilePath();
    m_readOnly = access == Access::ReadOnly;
    const QString shown = QDir::toNativeSeparators(m_path);
    const QFileInfo info(m_path);
    const QFileInfo folder(info.absolutePath());
    int version = 0;

    if (info.isDir())
        return tr("%1 is a folder, not a campaign").arg(shown);
    if (!info.exists() && m_readOnly)
        return tr("%1 does not exist").arg(shown);
    if (!info.exists() && folder.exists() && !folder.isWritable())
        return tr("cannot create %1: Fray may not write in %2")
            .arg(shown, QDir::toNativeSeparators(folder.absoluteFilePath()));
    // A new campaign's folder is made first: its lock file goes there.
    if (!info.exists() && !folder.exists() && !QDir().mkpath(folder.absoluteFilePath()))
        return tr("cannot create %1: the folder %2 cannot be made")
            .arg(shown, QDir::toNativeSeparators(folder.absoluteFilePath()));

    // A file or folder Fray may not write to is opened read-only, and the GM is told why.
    if (!m_readOnly && info.exists() && (!info.isWritable() || !folder.isWritable())) {
        m_readOnly = true;
        m_readOnlyReason = info.isWritable()
            ? tr("Fray may not write in the folder %1, so the campaign is open read-only")
                  .arg(QDir::toNativeSeparators(folder.absoluteFilePath()))
            : tr("Fray may not write to %1, so the campaign is open read-only").arg(shown);
    }

    if (!m_readOnly) {
        if (auto error = takeLock())
            return error;
    }

    if (info.exists()) {
        // A Fray that stopped in the middle of a save leaves its changes beside the file; SQLite
        // finishes or undoes them when a writer opens it, before anything is judged.
        if (!m_readOnly && hasRecoveryFiles(m_path)) {
            if (auto error = recover())
                return error;
        }
        if (auto error = check(&version))
            return error;
    }

    // An older campaign read read-only is updated in a copy in memory: the file, and the folder
    // it lies in, are left exactly as they are.
    if (m_readOnly && version == 0)
        return tr("%1 is empty: it holds no campaign yet").arg(shown);
    if (m_readOnly && version < Schema::latestVersion())
        return openUpdatedCopy(version);

    // An older file is kept as it was before any migration touches it.
    if (!m_readOnly && version > 0 && version < Schema::latestVersion()) {
        QString backup = QStringLiteral("%1.bak-%2").arg(m_path).arg(version);
        for (int n = 2; QFileInfo::exists(backup); ++n)
            backup = QStringLiteral("%1.bak-%2-%3").arg(m_path).arg(version).arg(n);
        if (!QFile::copy(m_path, backup))
            return tr("cannot keep a copy of %1 before updating it").arg(shown);
    }

    addConnection(QStringLiteral("QSQLITE"));
    m_db.setDatabaseName(m_path);
    // SQLite reads a file in WAL mode through a shared-memory file beside it, and a reader
    // that makes one cannot remove it. Where none is there (no Fray has the campaign open), a
    // reader reads the file as it lies on disk, which is the whole campaign when no changes
    // wait beside it, and leaves nothing beside it.
    const bool noSharedMemory = m_readOnly && !QFileInfo::exists(m_path + QStringLiteral("-shm"));
    if (noSharedMemory && !folder.isWritable() && hasRecoveryFiles(m_path))
        return tr("%1 holds changes not yet written into it, and Fray may not write in %2 to "
                  "read them; copy the campaign to a folder Fray may write to")
            .arg(shown, QDir::toNativeSeparators(folder.absoluteFilePath()));
    if (noSharedMemory && !hasRecoveryFiles(m_path)) {
        m_db.setDatabaseName(QUrl::fromLocalFile(m_path).toString(QUrl::FullyEncoded)
            + QStringLiteral("?immutable=1"));
        m_db.setConnectOptions(
            QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI;QSQLITE_BUSY_TIMEOUT=2000"));
    } else if (m_readOnly)
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
    m_identity = FileIdentity::of(m_path);
    m_walIdentity = FileIdentity::of(m_path + QStringLiteral("-wal"));

    QSqlQuery probe(m_db);
    m_fullText
        = probe.exec(QStringLiteral("SELECT 1 FROM sqlite_master WHERE name = 'library_search'"))
        && probe.next();
    if (!m_readOnly && version == 0) {
        // A new campaign is made in one transaction: a Fray stopped while making it leaves
        // none, never one in an older format that the next open would back up and migrate.
        return transaction([&]() -> std::optional<QString> {
            if (auto error = migrate(version))
                return error;
            return CampaignMeta(*this).set(CampaignMeta::Key::Created, Stored::now());
        });
    }
    if (!m_readOnly && version < Schema::latestVersion()) {
        if (auto error = migrate(version))
            return *error;
    }
    return std::nullopt;
}

std::optional<QString> CampaignFile::openUpdatedCopy(int version)
{
    const QString shown = QDir::toNativeSeparators(m_path);
    // A named database in memory, so the file's connection can copy itself into it.
    const QString memory = QStringLiteral("file:/fray-%1?vfs=memdb")
                               .arg(QUuid::createUuid().toString(QUuid::WithoutBraces));
    addConnection(QStringLiteral("QSQLITE"));
    m_db.setDatabaseName(memory);
    m_db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_URI"));
    if (!m_db.open())
        return tr("%1 cannot be read: %2").arg(shown, m_db.lastError().text());
    {
        // As check() read it: as it lies on disk unless changes wait beside it.
        ScopedConnection source(m_path, true, !hasRecoveryFiles(m_path), true);
        QSqlQuery copy(source.db());
        copy.prepare(QStringLiteral("VACUUM INTO ?"));
        copy.addBindValue(memory);
        if (!source.isOpen() || !copy.exec())
            return tr("%1 cannot be read: %2")
                .arg(shown,
                    source.isOpen() ? copy.lastError().text() : source.db().lastError().text());
    }
    m_inMemory = true;
    m_readOnly = false; // the copy, never the file
    const std::optional<QString> error = migrate(version);
    m_readOnly = true;
    if (error)
        return tr("%1 uses an older campaign format, and reading it failed: %2").arg(shown, *error);
    return exec(QStringLiteral("PRAGMA foreign_keys=ON"));
}

bool CampaignFile::isOpenElsewhere(const QString &path)
{
    const QString lockPath = QFileInfo(path).absoluteFilePath() + QStringLiteral(".lock");
    if (!QFileInfo::exists(lockPath))
        return false;
    QLockFile lock(lockPath);
    lock.setStaleLockTime(0);
    if (lock.tryLock(0)) {
        lock.unlock();
        return false;
    }
    qint64 pid = 0;
    QString host, app;
    return lock.getLockInfo(&pid, &host, &app) && pid > 0;
}

std::optional<QString> CampaignFile::takeLock()
{
    const QString shown = QDir::toNativeSeparators(m_path);
    m_lock = std::make_unique<QLockFile>(m_path + QStringLiteral(".lock"));
    m_lock->setStaleLockTime(0); // only a lock of a process that no longer runs is stale
    if (m_lock->tryLock(0))
        return std::nullopt;
    // Qt could not write the lock file (it removes what it wrote): a full disk, not a Fray.
    if (m_lock->error() == QLockFile::UnknownError) {
        m_lock.reset();
        return tr("%1 cannot be opened: Fray could not write its lock file %2 (is the disk "
                  "full?)")
            .arg(shown, QDir::toNativeSeparators(m_path + QStringLiteral(".lock")));
    }
    qint64 pid = 0;
    QString host, app;
    if (!m_lock->getLockInfo(&pid, &host, &app)) {
        // A lock that names no process: a Fray writing it right now, or one killed between
        // creating the file and writing its name into it. Give the first a moment; then the
        // lock is an orphan and is taken over.
        if (m_lock->tryLock(1000))
            return std::nullopt;
        if (!m_lock->getLockInfo(&pid, &host, &app)) {
            if (m_lock->removeStaleLockFile() && m_lock->tryLock(0))
                return std::nullopt;
            m_lock.reset();
            return tr("%1 is locked by %2, which names no Fray, and it cannot be removed")
                .arg(shown, QDir::toNativeSeparators(m_path + QStringLiteral(".lock")));
        }
    }
    m_lock.reset();
    if (host != QSysInfo::machineHostName() && !host.isEmpty())
        return tr("%1 is open in Fray on another computer (%2, process %3); close it there, or "
                  "open the campaign read-only")
            .arg(shown, host)
            .arg(pid);
    return tr("%1 is already open in another Fray (process %2); close it there, or open the "
              "campaign read-only")
        .arg(shown)
        .arg(pid);
}

bool CampaignFile::hasRecoveryFiles(const QString &path)
{
    return QFileInfo(path + QStringLiteral("-journal")).size() > 0
        || QFileInfo(path + QStringLiteral("-wal")).size() > 0;
}

std::optional<QString> CampaignFile::recover()
{
    const QString shown = QDir::toNativeSeparators(m_path);
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly))
        return tr("cannot read %1: %2").arg(shown, file.errorString());
    const QByteArray header = file.read(16);
    file.close();
    if (header != kSqliteHeader)
        return std::nullopt; // check() refuses it without touching anything
    // Reading the first page is enough: SQLite rolls back a hot journal, or replays the
    // write-ahead log, as it opens.
    ScopedConnection writer(m_path, false);
    QSqlQuery q(writer.db());
    if (!writer.isOpen() || !q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master")))
        return tr("%1 holds changes a Fray did not finish saving, and they could not be "
                  "recovered: %2; it was left as it is")
            .arg(shown, writer.isOpen() ? q.lastError().text() : writer.db().lastError().text());
    return std::nullopt;
}

std::optional<QString> CampaignFile::check(int *version) const
{
    const QString shown = QDir::toNativeSeparators(m_path);
    const QFileInfo info(m_path);
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly))
        return tr("cannot read %1: %2").arg(shown, file.errorString());
    const QByteArray header = file.read(16);
    file.close();
    if (info.size() == 0) {
        // An empty file holds nothing to lose: a writer makes it a new campaign.
        if (m_readOnly)
            return tr("%1 is empty: it holds no campaign yet").arg(shown);
        *version = 0;
        return std::nullopt;
    }
    if (header != kSqliteHeader)
        return tr("%1 is not a Fray campaign (it is not an SQLite database); it was left as it is")
            .arg(shown);

    // Without changes waiting beside it the file is read as it lies on disk, and SQLite
    // creates nothing next to a file Fray refuses.
    ScopedConnection probe(m_path, true, !hasRecoveryFiles(m_path));
    if (!probe.isOpen())
        return tr("%1 cannot be opened: %2").arg(shown, probe.db().lastError().text());
    QSqlQuery q(probe.db());
    const bool checked = q.exec(QStringLiteral("PRAGMA quick_check"));
    // A save interrupted before the file was in WAL mode (a format 1 file being migrated)
    // leaves a journal that only a writer can roll back: the file needs recovering, and is
    // not damaged.
    if (!checked && m_readOnly && QFileInfo(m_path + QStringLiteral("-journal")).size() > 0
        && q.lastError().nativeErrorCode().toInt() % 256 == 8 /* SQLITE_READONLY */)
        return tr("%1 holds changes a Fray did not finish saving, which only opening it "
                  "normally (not read-only) can recover; it was left as it is")
            .arg(shown);
    if (!checked || !q.next() || q.value(0).toString() != u"ok")
        return tr("%1 is damaged (the database check failed: %2); it was left as it is")
            .arg(shown, q.lastError().isValid() ? q.lastError().text() : q.value(0).toString());
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next())
        return tr("%1 is damaged; it was left as it is").arg(shown);
    *version = q.value(0).toInt();
    if (*version > Schema::latestVersion())
        return tr("%1 was made by a newer Fray (campaign format %2; this Fray reads up to "
                  "%3); update Fray to open it. The file was left as it is")
            .arg(shown)
            .arg(*version)
            .arg(Schema::latestVersion());
    QSet<QString> tables;
    if (!q.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table'")))
        return tr("%1 is damaged; it was left as it is").arg(shown);
    while (q.next())
        tables.insert(q.value(0).toString());
    if (*version == 0 && !tables.isEmpty())
        return tr("%1 is an SQLite database, but not a Fray campaign; it was left as it is")
            .arg(shown);
    for (const QString &table : Schema::tablesOf(*version)) {
        if (!tables.contains(table))
            return tr("%1 is damaged: its table '%2' is missing; it was left as it is")
                .arg(shown, table);
    }
    return std::nullopt;
}

std::optional<QString> CampaignFile::migrate(int from)
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

int CampaignFile::schemaVersion() const
{
    QSqlQuery q(m_db);
    return q.exec(QStringLiteral("PRAGMA user_version")) && q.next() ? q.value(0).toInt() : 0;
}

void CampaignFile::committed()
{
    if (m_walIdentity == FileIdentity())
        m_walIdentity = FileIdentity::of(m_path + QStringLiteral("-wal"));
}

std::optional<QString> CampaignFile::checkStillOnDisk()
{
    // What SQLite commits goes to the write-ahead log beside the file. If the file or its log
    // was deleted or replaced while open, commits still succeed, into a file no one will
    // read again: nothing more is acknowledged, and the GM is told while Save As can still
    // copy the campaign from this connection.
    if (m_lostReason.isEmpty() && !m_inMemory) {
        const QString shown = QDir::toNativeSeparators(m_path);
        const QString log = m_path + QStringLiteral("-wal");
        if (FileIdentity::of(m_path) != m_identity)
            m_lostReason = tr("%1 was deleted or replaced while Fray had it open; Fray saves "
                              "nothing more to it. Use Save As to keep the campaign.")
                               .arg(shown);
        else if (m_walIdentity != FileIdentity() && FileIdentity::of(log) != m_walIdentity)
            m_lostReason = tr("the write-ahead log of %1 (%2) was deleted or replaced while Fray "
                              "had it open; Fray saves nothing more to it. Use Save As to keep "
                              "the campaign.")
                               .arg(shown, QDir::toNativeSeparators(log));
    }
    if (m_lostReason.isEmpty())
        return std::nullopt;
    return m_lostReason;
}

CampaignFile::FileIdentity CampaignFile::FileIdentity::of(const QString &path)
{
    FileIdentity identity;
#ifdef Q_OS_UNIX
    struct stat info;
    if (::stat(QFile::encodeName(path).constData(), &info) == 0) {
        identity.device = quint64(info.st_dev);
        identity.inode = quint64(info.st_ino);
    }
#else
    // Elsewhere an open file cannot be deleted; its existence is what can change.
    identity.inode = QFileInfo::exists(path) ? 1 : 0;
#endif
    return identity;
}

std::optional<QString> CampaignFile::copyTo(const QString &path) const
{
    const QString shown = QDir::toNativeSeparators(path);
    if (QFileInfo(path).absoluteFilePath() == m_path)
        return tr("%1 is the campaign itself").arg(shown);
    if (QFileInfo::exists(path) && !QFile::remove(path))
        return tr("cannot replace %1").arg(shown);
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("VACUUM INTO ?"));
    q.addBindValue(path);
    if (!q.exec())
        return tr("cannot write %1: %2").arg(shown, q.lastError().text());
    return std::nullopt;
}

} // namespace Fray::Storage
