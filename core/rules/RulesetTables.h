// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/Bindings.h"
#include "core/rules/Ruleset.h"

#include <QCoreApplication>

namespace Fray::Rules {

// A ruleset's tables as seen by tbl() in its formulas.
class RulesetTables : public Dice::TableSource
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Rules::RulesetTables)

public:
    explicit RulesetTables(const QMap<QString, Table> &tables);

    Expected<std::int64_t, QString> lookup(
        const QString &table, const QString &column, std::int64_t key) const override;

    // The row holding `key`, or nullptr.
    static const Table::Row *row(const Table &table, std::int64_t key);

private:
    const QMap<QString, Table> &m_tables;
};

} // namespace Fray::Rules
