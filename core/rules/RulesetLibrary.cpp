// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/RulesetLibrary.h"

#include "core/InputFile.h"
#include "core/rules/RulesetReader.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QThreadPool>

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

// The built-ins are Fray's own resources, which cannot change while it runs: they are read
// once, and every load (opening a campaign reads the GM's folder again) shares their rulesets,
// which are never changed. A second thread asking while the first reads waits for its reading.
const RulesetLibrary &RulesetLibrary::builtins()
{
    static const RulesetLibrary read = [] {
        RulesetLibrary l;
        l.loadFolder(kBuiltinFolder, Origin::Builtin);
        return l;
    }();
    return read;
}

void RulesetLibrary::readBuiltinsAhead()
{
    QThreadPool::globalInstance()->start([] { builtins(); });
}

RulesetLibrary RulesetLibrary::load(const QString &folder)
{
    RulesetLibrary library = builtins();
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
        if (!read) {
            if (file == named)
                m_errors.push_back({path, {{QString(), read.error()}}, id});
            found = found || file == named;
            continue;
        }
        // Most files are told apart without parsing: the id does not occur in them at all (a
        // file that is not JSON counts by its name).
        if (!read->contains(id.toUtf8()) && file != named)
            continue;
        if (addBytes(path, origin, *read) == id)
            found = true;
        else
            removeLast(path);
    }
    return found;
}

void RulesetLibrary::removeLast(const QString &path)
{
    // A file read only to learn it is another ruleset leaves no trace.
    if (!m_errors.empty() && m_errors.back().path == path)
        m_errors.pop_back();
    else if (!m_entries.empty() && m_entries.back().path == path)
        m_entries.pop_back();
}

void RulesetLibrary::loadFolder(const QString &folder, Origin origin)
{
    const QDir dir(folder);
    const QStringList files = rulesetFiles(dir);
    for (const QString &file : files) {
        const QString path = dir.filePath(file);
        const auto read = InputFile::read(path);
        if (read)
            addBytes(path, origin, *read);
        else
            m_errors.push_back({path, {{QString(), read.error()}}, QFileInfo(path).baseName()});
    }
}

QString RulesetLibrary::addBytes(const QString &path, Origin origin, const QByteArray &bytes)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    const QJsonValue id = document.object().value(u"id");
    // A file that names no id (or is not JSON) is taken to be the ruleset its name says.
    const QString claimed = error.error == QJsonParseError::NoError && id.isString()
        ? id.toString()
        : QFileInfo(path).completeBaseName();
    add(path, origin, claimed,
        error.error == QJsonParseError::NoError ? RulesetReader::read(document)
                                                : RulesetReader::read(bytes));
    return claimed;
}

void RulesetLibrary::add(const QString &path, Origin origin, const QString &claimedId,
    Expected<Ruleset, QList<Json::JsonProblem>> read)
{
    if (!read) {
        m_errors.push_back({path, read.error(), claimedId});
        return;
    }
    auto ruleset = std::make_shared<const Ruleset>(std::move(read).value());
    const auto existing = std::find_if(m_entries.begin(), m_entries.end(),
        [&](const Entry &e) { return e.ruleset->id == ruleset->id; });
    if (existing != m_entries.end()) {
        if (existing->origin == origin) {
            // The first file keeps the id; this one is reported, and blocks nothing.
            m_errors.push_back({path,
                {{QStringLiteral("id"),
                    tr("'%1' is already the id of %2")
                        .arg(ruleset->id, QDir::toNativeSeparators(existing->path))}},
                QString()});
            return;
        }
        *existing = Entry{ruleset, origin, path}; // the GM's copy replaces the built-in
        return;
    }
    m_entries.push_back(Entry{ruleset, origin, path});
}

void RulesetLibrary::keepEarlier(const RulesetLibrary &earlier)
{
    for (LoadError &error : m_errors) {
        const Entry *before = error.id.isEmpty() ? nullptr : earlier.find(error.id);
        if (!before || error.earlierKept)
            continue;
        std::erase_if(m_entries, [&](const Entry &e) { return e.ruleset->id == error.id; });
        m_entries.push_back(*before);
        error.earlierKept = true;
    }
}

const RulesetLibrary::Entry *RulesetLibrary::find(const QString &id) const
{
    if (const LoadError *broken = failed(id); broken && !broken->earlierKept)
        return nullptr;
    const auto it = std::find_if(
        m_entries.begin(), m_entries.end(), [&](const Entry &e) { return e.ruleset->id == id; });
    return it == m_entries.end() ? nullptr : &*it;
}

const RulesetLibrary::LoadError *RulesetLibrary::failed(const QString &id) const
{
    const auto it = std::find_if(
        m_errors.begin(), m_errors.end(), [&](const LoadError &e) { return e.id == id; });
    return it == m_errors.end() ? nullptr : &*it;
}

QString RulesetLibrary::whyMissing(const QString &id) const
{
    if (const LoadError *broken = failed(id)) {
        const QString first
            = broken->problems.isEmpty() ? QString() : broken->problems.constFirst().toString();
        return tr("the ruleset '%1' is in %2, which did not load: %3 (%n problem(s); "
                  "fray-cli validate-ruleset lists them)",
            nullptr, int(broken->problems.size()))
            .arg(id, QDir::toNativeSeparators(broken->path), first);
    }
    QStringList ids;
    for (const Entry &e : m_entries)
        ids << e.ruleset->id;
    return tr("unknown ruleset '%1' (known: %2)").arg(id, ids.join(QStringLiteral(", ")));
}

} // namespace Fray::Rules
