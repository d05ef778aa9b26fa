// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

#include <vector>

namespace Fray::Storage {

// The campaign database's schema as numbered migrations. A file's PRAGMA user_version says
// which it has; opening runs the missing ones, each in its own transaction. Never change a
// migration that has shipped: add the next one.
struct Migration
{
    int version;
    QStringList statements;
    bool needsFullTextSearch = false; // skipped where SQLite lacks FTS5
};

namespace Schema {
// SQLite's migrations, from the first campaign file on.
const std::vector<Migration> &migrations();
// The same schema on a PostgreSQL server, which holds no campaign older than format 8: its first
// migration makes format 8 whole, and every later one is written for both engines.
const std::vector<Migration> &serverMigrations();
// Format 9's statements, the same on both engines but for the name of a 64-bit integer.
QStringList versionsAndRunners(const QString &integer);
// The server's optional full-text index of the library (PostgreSQL's pg_trgm), made where the
// server offers it; without it the library is searched without an index.
QStringList serverFullText();
int latestVersion();
// The tables every file of format `version` has (the optional full-text index aside).
QStringList tablesOf(int version);
} // namespace Schema

} // namespace Fray::Storage
