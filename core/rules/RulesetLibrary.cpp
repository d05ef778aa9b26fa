// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "RulesetLibrary.h"

#include "RulesetReader.h"

#include <QDir>
#include <QStandardPaths>

#include <algorithm>

namespace Fray::Rules {

namespace {
const QString kBuiltinFolder = QStringLiteral(":/rulesets");
}

QString RulesetLibrary::LoadError::toString() const
{
    QStringList lines;
    for (const Io::JsonProblem &problem : problems)
        lines << QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path), problem.toString());
    return lines.join(QLatin1Char('\n'));
}

QString RulesetLibrary::userFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/rulesets");
}

RulesetLibrary RulesetLibrary::load()
{
    return load(userFolder());
}

RulesetLibrary RulesetLibrary::load(const QString &folder)
{
    RulesetLibrary library;
    library.loadFolder(kBuiltinFolder, Origin::Builtin);
    if (!folder.isEmpty())
        library.loadFolder(folder, Origin::User);
    return library;
}

void RulesetLibrary::loadFolder(const QString &folder, Origin origin)
{
    const QDir dir(folder);
    const QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    for (const QString &file : files)
        add(dir.filePath(file), origin);
}

void RulesetLibrary::addJson(const QByteArray &json, const QString &where)
{
    add(where, Origin::User, RulesetReader::read(json));
}

void RulesetLibrary::add(const QString &path, Origin origin)
{
    add(path, origin, RulesetReader::readFile(path));
}

void RulesetLibrary::add(
    const QString &path, Origin origin, Expected<Ruleset, QList<Io::JsonProblem>> read)
{
    if (!read) {
        m_errors.push_back({path, read.error()});
        return;
    }
    auto ruleset = std::make_shared<const Ruleset>(std::move(read).value());
    const auto existing = std::find_if(m_entries.begin(), m_entries.end(),
        [&](const Entry &e) { return e.ruleset->id == ruleset->id; });
    if (existing != m_entries.end()) {
        if (existing->origin == origin) {
            m_errors.push_back({path,
                {{QStringLiteral("id"),
                    tr("'%1' is already the id of %2")
                        .arg(ruleset->id, QDir::toNativeSeparators(existing->path))}}});
            return;
        }
        *existing = Entry{ruleset, origin, path}; // the GM's copy replaces the built-in
        return;
    }
    m_entries.push_back(Entry{ruleset, origin, path});
}

const RulesetLibrary::Entry *RulesetLibrary::find(const QString &id) const
{
    const auto it = std::find_if(
        m_entries.begin(), m_entries.end(), [&](const Entry &e) { return e.ruleset->id == id; });
    return it == m_entries.end() ? nullptr : &*it;
}

} // namespace Fray::Rules
