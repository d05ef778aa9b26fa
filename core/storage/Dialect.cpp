// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storage/Dialect.h"

#include <utility>

namespace Fray::Storage {

QString Dialect::engineName() const
{
    return m_engine == Engine::SQLite ? QStringLiteral("SQLite") : QStringLiteral("PostgreSQL");
}

const std::vector<Migration> &Dialect::migrations() const
{
    return m_engine == Engine::SQLite ? Schema::migrations() : Schema::serverMigrations();
}

QString Dialect::caseless(const QString &expression) const
{
    // SQLite's NOCASE folds ASCII letters; PostgreSQL folds by the database's locale.
    return m_engine == Engine::SQLite ? expression + QStringLiteral(" COLLATE NOCASE")
                                      : QStringLiteral("lower(%1)").arg(expression);
}

QString Dialect::idOrNext(const QString &given, const QString &table, const QString &column) const
{
    // SQLite numbers a row whose INTEGER PRIMARY KEY is null; PostgreSQL's identity column takes
    // the next number of its sequence only when the column is left out, so it is asked for.
    if (m_engine == Engine::SQLite)
        return given;
    return QStringLiteral("coalesce(%1, nextval(pg_get_serial_sequence('%2', '%3')))")
        .arg(given, table, column);
}

QStringList Dialect::continueIds() const
{
    if (m_engine == Engine::SQLite)
        return {}; // a rowid follows the highest there
    QStringList statements;
    for (const auto &[table, column] : {std::pair{"library", "id"}, std::pair{"encounters", "id"},
             std::pair{"party_journal", "seq"}, std::pair{"history", "seq"},
             std::pair{"encounter_tables", "id"}}) {
        statements << QStringLiteral("SELECT setval(pg_get_serial_sequence('%1', '%2'), "
                                     "coalesce(max(%2), 0) + 1, false) FROM %1")
                          .arg(QLatin1StringView(table), QLatin1StringView(column));
    }
    return statements;
}

Dialect::Search Dialect::librarySearch(const QStringList &words, bool indexed) const
{
    Search search{QStringLiteral("library l"), {}, {}};
    if (m_engine == Engine::PostgreSQL) {
        // One text of name, tags and kind, which the trigram index (pg_trgm) covers: any part
        // of a word is found through it ("gob" finds the Hobgoblin).
        for (const QString &w : words) {
            search.where << QStringLiteral("(l.name || ' ' || l.tags || ' ' || l.kind) ILIKE ?");
            search.values << QLatin1Char('%') + w + QLatin1Char('%');
        }
        return search;
    }
    // SQLite's trigram index finds words of three letters or more anywhere in a name or tag;
    // shorter ones are matched with LIKE.
    QStringList matched;
    for (const QString &w : words) {
        if (indexed && w.size() >= 3) {
            matched << QLatin1Char('"') + w + QLatin1Char('"');
            continue;
        }
        search.where << QStringLiteral("(l.name LIKE ? OR l.tags LIKE ? OR l.kind LIKE ?)");
        const QString like = QLatin1Char('%') + w + QLatin1Char('%');
        search.values << like << like << like;
    }
    if (!matched.isEmpty()) {
        search.from = QStringLiteral("library_search s JOIN library l ON l.id = s.rowid");
        search.where.prepend(QStringLiteral("library_search MATCH ?"));
        search.values.prepend(matched.join(QStringLiteral(" AND ")));
    }
    return search;
}

} // namespace Fray::Storage
