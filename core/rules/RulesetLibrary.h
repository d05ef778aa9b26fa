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
        QString toString() const; // one line per problem, "file: path: message"
    };

    // Built-ins, then the GM's folder (userFolder()).
    static RulesetLibrary load();
    // Built-ins, then the files of `folder` (for tests and the CLI's --rulesets option).
    static RulesetLibrary load(const QString &folder);
    // Only the ruleset `id` from the built-ins and `folder`, as load(folder) would choose it:
    // for a command that names its ruleset. Other files are read only far enough to see that
    // their id differs; when no file has the id, this is load(folder), so that what is known
    // and what did not load can be told.
    static RulesetLibrary loadOne(const QString &id, const QString &folder);

    // Where a GM puts their own ruleset files.
    static QString userFolder();

    const std::vector<Entry> &entries() const { return m_entries; }
    const std::vector<LoadError> &errors() const { return m_errors; }
    const Entry *find(const QString &id) const;

private:
    void loadFolder(const QString &folder, Origin origin);
    // Adds the files of `folder` whose top-level "id" is `id`; returns whether there was one.
    bool loadFolder(const QString &folder, Origin origin, const QString &id);
    void add(const QString &path, Origin origin);
    void add(const QString &path, Origin origin, Expected<Ruleset, QList<Json::JsonProblem>> read);

    std::vector<Entry> m_entries;
    std::vector<LoadError> m_errors;
};

} // namespace Fray::Rules
