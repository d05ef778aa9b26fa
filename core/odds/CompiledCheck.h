// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Expected.h"
#include "dice/Distribution.h"
#include "dice/Formula.h"
#include "rules/Ruleset.h"

#include <QCoreApplication>

#include <memory>
#include <vector>

namespace Fray::Odds {

// Where a roll ends: an outcome (and the damage formula it uses), with its probability.
struct Leaf
{
    int outcome = -1; // index into the ruleset's outcomes
    QString damage; // damage formula id, empty = the outcome's default
    double probability = 0.0;
};

// A check compiled for exact, fast evaluation. Band conditions are split into parts that do not
// depend on the roll (evaluated once), ranges of the roll ("@raw + @attack >= @ac" becomes
// raw >= ac - attack) and, only when neither fits, a test of each roll value.
class CompiledCheck
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Odds::CompiledCheck)

public:
    using SlotOf = Dice::Formula::SlotOf;

    static Expected<std::unique_ptr<CompiledCheck>, QString> compile(const Rules::Check &check,
        const Rules::Ruleset &ruleset, const SlotOf &slotOf, int rawSlot,
        const Dice::TableSource *tables);

    // Adds this check's leaves, each weighted by `weight`, for the variable values in
    // `values` (the raw slot is used as scratch). `rollVariant` picks an alternative roll.
    bool resolve(std::int64_t *values, const QString &rollVariant, double weight,
        std::vector<Leaf> &leaves, QString &error) const;

private:
    struct RangeClause
    {
        std::int64_t factor = 1; // of raw, above zero
        Dice::Formula offset; // added to factor * raw
        Dice::Formula other; // the side compared with
        Dice::Node::CompareOp op; // factor * raw + offset  op  other
    };
    struct CompiledBand
    {
        std::vector<Dice::Formula> fixed; // must all be non-zero
        std::vector<RangeClause> ranges; // must all hold for the roll
        std::vector<Dice::Formula> perRoll; // evaluated for each roll value
        int outcome = -1;
        QString damage;
        std::unique_ptr<CompiledCheck> then;
    };
    struct Roll
    {
        Dice::Expression expression;
        std::optional<Dice::Distribution> fixed; // when it uses no variable
    };

    bool rollDistribution(const Roll &roll, const std::int64_t *values, Dice::Distribution &out,
        QString &error) const;

    Roll m_roll;
    QMap<QString, Roll> m_variants;
    std::vector<CompiledBand> m_bands;
    const Dice::TableSource *m_tables = nullptr;
    SlotOf m_slotOf;
    int m_rawSlot = 0;
};

} // namespace Fray::Odds
