// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The rulesets tests run under, each library loaded once per test run.

#include "TestData.h"
#include "core/rules/RulesetLibrary.h"

#include <QTemporaryDir>

#include <memory>

namespace Fray::Testing {

// The shipped rulesets and those of tests/data/rulesets (a sixth made of data alone) as a GM's
// own.
inline const Rules::RulesetLibrary &testRulesets()
{
    static const Rules::RulesetLibrary library
        = Rules::RulesetLibrary::load(testData() + QStringLiteral("/rulesets"));
    return library;
}

// The shipped rulesets alone, with an empty folder for the GM's own.
inline const Rules::RulesetLibrary &shippedRulesets()
{
    static const QTemporaryDir empty;
    static const Rules::RulesetLibrary library = Rules::RulesetLibrary::load(empty.path());
    return library;
}

// A ruleset of `library` by id, or null.
inline std::shared_ptr<const Rules::Ruleset> rulesetNamed(
    const QString &id, const Rules::RulesetLibrary &library = testRulesets())
{
    const Rules::RulesetLibrary::Entry *entry = library.find(id);
    return entry ? entry->ruleset : nullptr;
}

} // namespace Fray::Testing
