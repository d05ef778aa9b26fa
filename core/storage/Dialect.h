// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/storage/Schema.h"

#include <QString>
#include <QStringList>
#include <QVariantList>

#include <vector>

namespace Fray::Storage {

// What SQLite and PostgreSQL write differently, asked in one place: the stores' statements are
// the same on both engines but for the fragments a dialect gives them.
class Dialect
{
public:
    enum class Engine { SQLite, PostgreSQL };

    explicit Dialect(Engine engine)
        : m_engine(engine)
    { }

    Engine engine() const { return m_engine; }
    // The engine's name as the GM reads it in a message.
    QString engineName() const;
    // The schema's migrations written for this engine.
    const std::vector<Migration> &migrations() const;

    // `expression` compared and ordered without regard to case (the name of a monster, an
    // encounter, a table).
    QString caseless(const QString &expression) const;
    // A new row's id in `table`'s `column` where `given` (a bound value) is null.
    QString idOrNext(const QString &given, const QString &table, const QString &column) const;

    // What makes new rows' ids follow the highest one after rows were written with their ids
    // (a copied campaign).
    QStringList continueIds() const;

    // The library entries (aliased l) whose name, tags or kind contain every one of `words`
    // (lower case): what to join and which conditions with their values. `indexed` says the
    // campaign has its full-text index.
    struct Search
    {
        QString from;
        QStringList where;
        QVariantList values;
    };
    Search librarySearch(const QStringList &words, bool indexed) const;

private:
    Engine m_engine;
};

} // namespace Fray::Storage
