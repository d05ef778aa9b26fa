// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/NameClashes.h"

#include <QHash>
#include <QSet>

namespace Fray::Io {

namespace {

// A name as it clashes: without case, within its ruleset.
QString clashKey(const QString &rulesetId, const QString &name)
{
    return rulesetId + QLatin1Char('\n') + name.toLower();
}

} // namespace

std::optional<NameClashes::Policy> NameClashes::policyNamed(const QString &name)
{
    if (name == u"skip")
        return Policy::Skip;
    if (name == u"rename")
        return Policy::Rename;
    if (name == u"replace")
        return Policy::Replace;
    return std::nullopt;
}

NameClashes::Resolution NameClashes::resolve(const std::vector<Library::LibraryEntry> &incoming,
    const std::vector<Library::LibraryEntry> &existing, Policy policy)
{
    Resolution out;
    QHash<QString, qint64> stored; // clash key -> id
    for (const auto &e : existing)
        stored.insert(clashKey(e.rulesetId, e.name), e.id);
    QSet<QString> taken(stored.keyBegin(), stored.keyEnd());
    QSet<QString> replaced;
    for (Library::LibraryEntry e : incoming) {
        const QString key = clashKey(e.rulesetId, e.name);
        if (!taken.contains(key)) {
            taken.insert(key);
            out.add.push_back(std::move(e));
            out.perEntry << QString();
            continue;
        }
        out.clashes << e.name;
        switch (policy) {
        case Policy::Refuse:
        case Policy::Skip:
            out.outcomes << tr("%1: skipped").arg(e.name);
            out.perEntry << tr("skipped");
            break;
        case Policy::Replace:
            // The library's entry is replaced once; a second of the name in the file is skipped.
            if (stored.contains(key) && !replaced.contains(key)) {
                replaced.insert(key);
                e.id = stored.value(key);
                out.outcomes << tr("%1: replaces the library's entry").arg(e.name);
                out.perEntry << tr("replaces the library's entry");
                out.replace.push_back(std::move(e));
            } else {
                out.outcomes << tr("%1: skipped").arg(e.name);
                out.perEntry << tr("skipped");
            }
            break;
        case Policy::Rename: {
            QString name;
            for (int n = 2;; ++n) {
                name = QStringLiteral("%1 (%2)").arg(e.name).arg(n);
                if (!taken.contains(clashKey(e.rulesetId, name)))
                    break;
            }
            out.outcomes << tr("%1: renamed %2").arg(e.name, name);
            out.perEntry << tr("renamed %1").arg(name);
            taken.insert(clashKey(e.rulesetId, name));
            e.name = e.prototype.name = name;
            out.add.push_back(std::move(e));
            break;
        }
        }
    }
    return out;
}

} // namespace Fray::Io
