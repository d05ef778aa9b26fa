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

QStringList NameClashes::repeatedCounts(const Resolution &resolution)
{
    QStringList out;
    for (const auto &[name, count] : resolution.repeated)
        out << tr("%1 %n times", nullptr, int(count)).arg(name);
    return out;
}

bool NameClashes::anyClash(const Resolution &resolution)
{
    return !resolution.clashes.isEmpty() || !resolution.repeated.empty();
}

NameClashes::Resolution NameClashes::resolve(const std::vector<Library::LibraryEntry> &incoming,
    const std::vector<Library::LibraryEntry> &existing, Policy policy)
{
    Resolution out;
    QHash<QString, qint64> stored; // clash key -> id
    for (const auto &e : existing)
        stored.insert(clashKey(e.rulesetId, e.name), e.id);
    // How often the file holds each name, in the order the names first come.
    QHash<QString, qsizetype> repeatIndex;
    for (const auto &e : incoming) {
        const QString key = clashKey(e.rulesetId, e.name);
        if (const auto it = repeatIndex.constFind(key); it != repeatIndex.constEnd()) {
            out.repeated[std::size_t(*it)].second += 1;
        } else {
            repeatIndex.insert(key, qsizetype(out.repeated.size()));
            out.repeated.emplace_back(e.name, 1);
        }
    }
    std::erase_if(out.repeated, [](const auto &r) { return r.second < 2; });

    QSet<QString> taken(stored.keyBegin(), stored.keyEnd());
    QSet<QString> clashed;
    // Where the file's entry of a name went, for a later one of the name to replace.
    struct Placed
    {
        bool replacing = false; // in `replace`, else in `add`
        std::size_t index = 0;
        qsizetype entry = 0; // its place in perEntry
    };
    QHash<QString, Placed> placed;
    for (Library::LibraryEntry e : incoming) {
        const QString key = clashKey(e.rulesetId, e.name);
        const bool inLibrary = stored.contains(key);
        if (inLibrary && !clashed.contains(key)) {
            clashed.insert(key);
            out.clashes << e.name;
        }
        if (!taken.contains(key)) {
            taken.insert(key);
            placed.insert(key, {false, out.add.size(), out.perEntry.size()});
            out.add.push_back(std::move(e));
            out.perEntry << QString();
            continue;
        }
        switch (policy) {
        case Policy::Refuse:
        case Policy::Skip:
            out.outcomes << tr("%1: skipped").arg(e.name);
            out.perEntry << tr("skipped");
            break;
        case Policy::Replace:
            if (const auto it = placed.constFind(key); it != placed.constEnd()) {
                // A later entry of the file's takes the place of its earlier one, wherever
                // that went (in the library's place, or added).
                const Placed earlier = *it;
                out.perEntry[earlier.entry] = tr("replaced by a later %1 of the file").arg(e.name);
                const bool library = earlier.replacing;
                auto &slot = library ? out.replace[earlier.index] : out.add[earlier.index];
                e.id = slot.id;
                out.outcomes << (library ? tr("%1: replaces the library's entry").arg(e.name)
                                         : tr("%1: replaces the file's earlier %1").arg(e.name));
                out.perEntry << (library ? tr("replaces the library's entry")
                                         : tr("replaces the file's earlier entry"));
                slot = std::move(e);
                placed[key].entry = out.perEntry.size() - 1;
            } else {
                e.id = stored.value(key);
                out.outcomes << tr("%1: replaces the library's entry").arg(e.name);
                out.perEntry << tr("replaces the library's entry");
                placed.insert(key, {true, out.replace.size(), out.perEntry.size() - 1});
                out.replace.push_back(std::move(e));
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
