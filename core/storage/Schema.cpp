// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storage/Schema.h"

#include <QRegularExpression>

namespace Fray::Storage::Schema {

QStringList versionsAndRunners(const QString &integer)
{
    QStringList statements;
    for (const char *table : {"library", "encounters"}) {
        statements
            << QStringLiteral("ALTER TABLE %1 ADD COLUMN version %2 NOT NULL DEFAULT 1")
                   .arg(QLatin1StringView(table), integer)
            << QStringLiteral("ALTER TABLE %1 ADD COLUMN changed_by TEXT NOT NULL DEFAULT ''")
                   .arg(QLatin1StringView(table))
            << QStringLiteral("ALTER TABLE %1 ADD COLUMN changed_at TEXT NOT NULL DEFAULT ''")
                   .arg(QLatin1StringView(table))
            << QStringLiteral("ALTER TABLE %1 ADD COLUMN changed_session TEXT NOT NULL DEFAULT ''")
                   .arg(QLatin1StringView(table));
    }
    // Each Fray undoes its own steps: a step keeps who took it ('' before format 9, anyone's).
    statements << QStringLiteral("ALTER TABLE history ADD COLUMN writer TEXT NOT NULL DEFAULT ''");
    for (const char *column : {"runner", "runner_session", "runner_since"})
        statements << QStringLiteral(
            "ALTER TABLE encounters ADD COLUMN %1 TEXT NOT NULL DEFAULT ''")
                          .arg(QLatin1StringView(column));
    return statements;
}

const std::vector<Migration> &migrations()
{
    static const std::vector<Migration> list{
        {1,
            {
                QStringLiteral("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)"),
                QStringLiteral("CREATE TABLE rulesets (id TEXT PRIMARY KEY, json TEXT NOT NULL)"),
                QStringLiteral(
                    "CREATE TABLE library (id INTEGER PRIMARY KEY, name TEXT NOT NULL, "
                    "kind TEXT NOT NULL, ruleset TEXT NOT NULL, tags TEXT NOT NULL DEFAULT '', "
                    "hit_dice TEXT NOT NULL DEFAULT '', data TEXT NOT NULL)"),
                QStringLiteral("CREATE INDEX library_by_name ON library (name COLLATE NOCASE)"),
                QStringLiteral(
                    "CREATE TABLE encounters (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, "
                    "ruleset TEXT NOT NULL, round INTEGER NOT NULL DEFAULT 0, "
                    "turn INTEGER NOT NULL DEFAULT -1, options TEXT NOT NULL DEFAULT '[]', "
                    "next_id INTEGER NOT NULL DEFAULT 1, initiative TEXT NOT NULL DEFAULT '[]', "
                    "updated TEXT NOT NULL DEFAULT '')"),
                QStringLiteral(
                    "CREATE TABLE combatants (encounter INTEGER NOT NULL REFERENCES encounters(id) "
                    "ON DELETE CASCADE, id INTEGER NOT NULL, position INTEGER NOT NULL, "
                    "data TEXT NOT NULL, PRIMARY KEY (encounter, id)) WITHOUT ROWID"),
                QStringLiteral(
                    "CREATE TABLE log (encounter INTEGER NOT NULL REFERENCES encounters(id) "
                    "ON DELETE CASCADE, seq INTEGER NOT NULL, round INTEGER NOT NULL, "
                    "text TEXT NOT NULL, PRIMARY KEY (encounter, seq)) WITHOUT ROWID"),
                QStringLiteral(
                    "CREATE TABLE journal (encounter INTEGER NOT NULL REFERENCES encounters(id) "
                    "ON DELETE CASCADE, seq INTEGER NOT NULL, kind TEXT NOT NULL, "
                    "direction TEXT NOT NULL, description TEXT NOT NULL, "
                    "parameters TEXT NOT NULL, at TEXT NOT NULL, "
                    "PRIMARY KEY (encounter, seq)) WITHOUT ROWID"),
            }},
        // Full-text search of the library by name, tags and kind, matching any part of a word
        // ("gob" finds the Hobgoblin). A build of SQLite without FTS5 skips this migration's
        // table (Campaign falls back to LIKE).
        {2,
            {
                QStringLiteral("CREATE VIRTUAL TABLE library_search USING fts5(name, tags, kind, "
                               "content='library', content_rowid='id', tokenize='trigram')"),
                QStringLiteral("INSERT INTO library_search (rowid, name, tags, kind) "
                               "SELECT id, name, tags, kind FROM library"),
                QStringLiteral("CREATE TRIGGER library_added AFTER INSERT ON library BEGIN "
                               "INSERT INTO library_search (rowid, name, tags, kind) "
                               "VALUES (new.id, new.name, new.tags, new.kind); END"),
                QStringLiteral(
                    "CREATE TRIGGER library_removed AFTER DELETE ON library BEGIN "
                    "INSERT INTO library_search (library_search, rowid, name, tags, kind) "
                    "VALUES ('delete', old.id, old.name, old.tags, old.kind); END"),
                QStringLiteral(
                    "CREATE TRIGGER library_changed AFTER UPDATE ON library BEGIN "
                    "INSERT INTO library_search (library_search, rowid, name, tags, kind) "
                    "VALUES ('delete', old.id, old.name, old.tags, old.kind); "
                    "INSERT INTO library_search (rowid, name, tags, kind) "
                    "VALUES (new.id, new.name, new.tags, new.kind); END"),
            },
            true},
        // A log line keeps the phrase it was written as (JSON, docs/file-formats.md), so it is
        // shown in the language chosen when it is read; lines from before have none ('').
        {3,
            {
                QStringLiteral("ALTER TABLE log ADD COLUMN phrase TEXT NOT NULL DEFAULT ''"),
            }},
        // A rolled attack's line keeps its record (JSON, docs/file-formats.md) for the luck
        // report; other lines and those from before have none ('').
        {4,
            {
                QStringLiteral("ALTER TABLE log ADD COLUMN attack TEXT NOT NULL DEFAULT ''"),
            }},
        // The party: library entries marked as members, and the journal of what fights and rests
        // did to them (each applied or taken back, with the members before and after as JSON).
        {5,
            {
                QStringLiteral("ALTER TABLE library ADD COLUMN party INTEGER NOT NULL DEFAULT 0"),
                QStringLiteral("CREATE TABLE party_journal (seq INTEGER PRIMARY KEY, "
                               "kind TEXT NOT NULL, direction TEXT NOT NULL, "
                               "description TEXT NOT NULL, parameters TEXT NOT NULL, "
                               "at TEXT NOT NULL)"),
            }},
        // The events of the initiative order (JSON, docs/file-formats.md, "Events") and the next
        // event id; encounters from before have none.
        {6,
            {
                QStringLiteral(
                    "ALTER TABLE encounters ADD COLUMN events TEXT NOT NULL DEFAULT '[]'"),
                QStringLiteral(
                    "ALTER TABLE encounters ADD COLUMN next_event_id INTEGER NOT NULL DEFAULT 1"),
            }},
        // The one history the GM undoes with Ctrl+Z, kept across a restart: each step with what
        // takes it back (JSON, by kind), done or undone; an encounter's steps go with it. And
        // the encounters' marks: over, put away.
        {7,
            {
                QStringLiteral(
                    "CREATE TABLE history (seq INTEGER PRIMARY KEY, kind TEXT NOT NULL, "
                    "encounter INTEGER REFERENCES encounters(id) ON DELETE CASCADE, "
                    "text TEXT NOT NULL, data TEXT NOT NULL, done INTEGER NOT NULL DEFAULT 1, "
                    "at TEXT NOT NULL)"),
                // An encounter whose fight the GM ended (End Fight), and one put away out of
                // the list.
                QStringLiteral(
                    "ALTER TABLE encounters ADD COLUMN ended INTEGER NOT NULL DEFAULT 0"),
                QStringLiteral(
                    "ALTER TABLE encounters ADD COLUMN archived INTEGER NOT NULL DEFAULT 0"),
            }},
        // The GM's wandering-monster tables, each whole as its file format holds it (JSON,
        // docs/file-formats.md), under a name of its own.
        {8,
            {
                QStringLiteral("CREATE TABLE encounter_tables (id INTEGER PRIMARY KEY, "
                               "name TEXT NOT NULL UNIQUE COLLATE NOCASE, ruleset TEXT NOT NULL, "
                               "data TEXT NOT NULL)"),
            }},
        // Many writers (a campaign a GM group shares): a library entry and an encounter carry a
        // version, raised by every write, and who wrote it last, when and from which session
        // (one open campaign); an encounter is run by one Fray at a time (its name, its
        // session, since when).
        {9, versionsAndRunners(QStringLiteral("INTEGER"))},
    };
    return list;
}

int latestVersion()
{
    return migrations().back().version;
}

QStringList tablesOf(int version)
{
    static const QRegularExpression created(QStringLiteral("^CREATE TABLE (\\w+)"));
    QStringList tables;
    for (const Migration &migration : migrations()) {
        if (migration.version > version)
            break;
        for (const QString &statement : migration.statements) {
            if (const auto match = created.match(statement); match.hasMatch())
                tables << match.captured(1);
        }
    }
    return tables;
}

} // namespace Fray::Storage::Schema
