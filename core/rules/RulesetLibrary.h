// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/json/JsonValue.h"
#include "core/rules/Ruleset.h"

#include <QCoreApplication>

#include <memory>
#include <vector>

namespace Fray::Rules {

// The rulesets a GM can use: the built-in ones shipped in Fray's resources and the GM's own
// files in the "rulesets" folder of the data location. A broken file is reported and skipped;
// the others still load. A GM's file with a built-in's id replaces that built-in.
class RulesetLibrary
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Rules::RulesetLibrary)

public:
    enum class Origin { Builtin, User };

    struct Entry
    {
        std::shared_ptr<const Ruleset> ruleset;
        Origin origin = Origin::Builtin;
        QString path;
    };

    struct LoadError
    {
        QString path;
        QList<Json::JsonProblem> problems;
        // The ruleset the file meant to be (its "id", or its name when it is not even JSON):
        // no ruleset of that id is used while the file is broken, not even a built-in.
        QString id;
        // On a reload, the version of `id` that loaded before stays in use.
        bool earlierKept = false;
        QString toString() const; // one line per problem, "file: path: message"
    };

    // Built-ins, then the GM's folder (userFolder()).
    static RulesetLibrary load();
    // Built-ins, then the files of `folder` (for tests and the CLI's --rulesets option).
    static RulesetLibrary load(const QString &folder);
    // Starts reading the built-ins on another thread, so a window built meanwhile finds them
    // read: the first load() waits for that reading instead of doing its own. Called once the
    // language and locale are set (a message read now stays in the language of now).
    static void readBuiltinsAhead();
    // Only the ruleset `id` from the built-ins and `folder`, as load(folder) would choose it:
    // for a command that names its ruleset. Other files are read only far enough to see that
    // their id differs; when no file has the id, this is load(folder), so that what is known
    // and what did not load can be told.
    static RulesetLibrary loadOne(const QString &id, const QString &folder);

    // Where a GM puts their own ruleset files.
    static QString userFolder();

    // After a reload: a GM's file that broke since `earlier` loaded leaves the version that
    // loaded then in use (its error says so), so a fight in progress keeps its rules.
    void keepEarlier(const RulesetLibrary &earlier);

    const std::vector<Entry> &entries() const { return m_entries; }
    const std::vector<LoadError> &errors() const { return m_errors; }
    // The ruleset `id`; none while a GM's file for it is broken (see failed()), unless the
    // earlier version was kept.
    const Entry *find(const QString &id) const;
    // The broken file that meant to be the ruleset `id`, if there is one.
    const LoadError *failed(const QString &id) const;
    // Why find(id) has nothing: the broken file and its first problem, or that no ruleset has
    // the id (and which do).
    QString whyMissing(const QString &id) const;

private:
    static const RulesetLibrary &builtins();
    void loadFolder(const QString &folder, Origin origin);
    // Adds the files of `folder` whose top-level "id" is `id`; returns whether there was one.
    bool loadFolder(const QString &folder, Origin origin, const QString &id);
    void add(const QString &path, Origin origin, const QString &claimedId,
        Expected<Ruleset, QList<Json::JsonProblem>> read);
    // Reads `bytes` (from `path`) and adds the ruleset or the problems; returns the id it
    // claims.
    QString addBytes(const QString &path, Origin origin, const QByteArray &bytes);
    // Takes back what the file at `path` just added.
    void removeLast(const QString &path);

    std::vector<Entry> m_entries;
    std::vector<LoadError> m_errors;
};

} // namespace Fray::Rules
