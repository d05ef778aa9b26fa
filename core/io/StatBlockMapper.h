// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/ForeignCreature.h"
#include "core/library/LibraryEntry.h"
#include "core/rules/Ruleset.h"

#include <QCoreApplication>

#include <memory>
#include <vector>

namespace Fray::Io {

// A source field that did not come in as a value, and why: "Speed", "no place in this
// ruleset"; or whose text was kept in the entry's notes instead: "Trait 'Nimble Escape'", "kept
// as notes".
struct ImportLoss
{
    QString field;
    QString reason;
    bool keptAsNotes = false;
    QString toString() const { return field + QStringLiteral(": ") + reason; }
    bool operator==(const ImportLoss &) const = default;
};

// What one field of the entry became, for the preview: "AC", "4", "AC 15 (natural armor) by 19 -
// @ac".
struct MappedValue
{
    QString target;
    QString value;
    QString from;
    bool operator==(const MappedValue &) const = default;
};

// A foreign creature as an entry of the campaign's ruleset, through the ruleset's "import"
// section (FORMAT.md): what each field became and what was lost. The ruleset is asked, never
// named: a GM's own ruleset maps the same way.
class StatBlockMapper
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Io::StatBlockMapper)

public:
    struct Result
    {
        Library::LibraryEntry entry;
        std::vector<MappedValue> values;
        std::vector<ImportLoss> lost;
    };

    // The ruleset's formulas are compiled once, for every creature of an import.
    explicit StatBlockMapper(const Rules::Ruleset &ruleset);
    ~StatBlockMapper();
    StatBlockMapper(const StatBlockMapper &) = delete;
    StatBlockMapper &operator=(const StatBlockMapper &) = delete;

    Result map(const ForeignCreature &creature) const;
    // The ruleset's condition for a source's condition or tag ("Prone", "restrained"): its
    // "import.conditions" entry, else a condition whose id or label matches; empty = none.
    static QString conditionFor(const QString &name, const Rules::Ruleset &ruleset);
    static QString noPlace();

private:
    struct Formulas;

    const Rules::Ruleset &m_ruleset;
    std::unique_ptr<const Formulas> m_formulas;
};

} // namespace Fray::Io
