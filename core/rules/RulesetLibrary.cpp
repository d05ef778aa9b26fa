// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/RulesetLibrary.h"

#include "core/InputFile.h"
#include "core/rules/RulesetReader.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

#include <algorithm>

namespace Fray::Rules {

namespace {

const QString kBuiltinFolder = QStringLiteral(":/rulesets");

// The *.json files of `dir` by name. (A name filter would compile a regular expression, which
// costs a command-line run more than reading the ruleset it wants.)
QStringList rulesetFiles(const QDir &dir)
{
    QStringList files = dir.entryList(QDir::Files, QDir::Name);
    files.removeIf([](const QString &file) {
        return !file.endsWith(QLatin1StringView(".json"), Qt::CaseInsensitive);
    });
    return files;
}

} // namespace

QString RulesetLibrary::LoadError::toString() const
{
    QStringList lines;
    for (const Json::JsonProblem &problem : problems)
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

RulesetLibrary RulesetLibrary::loadOne(const QString &id, const QString &folder)
{
    RulesetLibrary library;
    const bool builtin = library.loadFolder(kBuiltinFolder, Origin::Builtin, id);
    const bool yours = !folder.isEmpty() && library.loadFolder(folder, Origin::User, id);
    return builtin || yours ? library : load(folder);
}

bool RulesetLibrary::loadFolder(const QString &folder, Origin origin, const QString &id)
{
    const QDir dir(folder);
    // The built-ins are named by their ids and no two share one, so the named file is all.
    const QString named = id + QStringLiteral(".json");
    const QStringList files
        = origin == Origin::Builtin && dir.exists(named) ? QStringList{named} : rulesetFiles(dir);
    bool found = false;
    for (const QString &file : files) {
        const QString path = dir.filePath(file);
        const auto read = InputFile::read(path);
        if (!read)
            continue;
        const QByteArray &json = *read;
        // Most files are told apart without parsing: the id does not occur in them at all.
        if (!json.contains(id.toUtf8()))
            continue;
        const QJsonDocument document = QJsonDocument::fromJson(json);
        if (document.object().value(u"id").toString() != id)
            continue;
        add(path, origin, RulesetReader::read(document));
        found = true;
    }
    return found;
}

void RulesetLibrary::loadFolder(const QString &folder, Origin origin)
{
    const QDir dir(folder);
    const QStringList files = rulesetFiles(dir);
    for (const QString &file : files)
        add(dir.filePath(file), origin);
}

void RulesetLibrary::add(const QString &path, Origin origin)
{
    add(path, origin, RulesetReader::readFile(path));
}

void RulesetLibrary::add(
    const QString &path, Origin origin, Expected<Ruleset, QList<Json::JsonProblem>> read)
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
