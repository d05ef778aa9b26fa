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
const std::vector<Migration> &migrations();
int latestVersion();
// The tables every file of format `version` has (the optional full-text index aside).
QStringList tablesOf(int version);
} // namespace Schema

} // namespace Fray::Storage
