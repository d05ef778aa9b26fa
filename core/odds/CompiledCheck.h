// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/dice/Distribution.h"
#include "core/dice/Formula.h"
#include "core/dice/Random.h"
#include "core/odds/OddsResult.h"
#include "core/rules/Ruleset.h"

#include <QCoreApplication>
#include <QVarLengthArray>

#include <limits>
#include <memory>
#include <vector>

namespace Fray::Odds {

// Where a roll ends: an outcome (and the damage formula it uses), with its probability.
struct Leaf
{
    int outcome = -1; // index into the check's outcomes
    QString damage; // damage formula id, empty = the outcome's default
    double probability = 0.0;
};

// One roll of a check, band by band: the outcome, its effect, and every roll made.
struct RolledLeaf
{
    int outcome = -1;
    QString damage;
    LocalText effect;
    QStringList rolls; // "1d20 → [14] = 14" for the check and each follow-up
    std::vector<RollDecision> decisions; // what decided each of those rolls
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
        const std::vector<Rules::Outcome> &outcomes, const SlotOf &slotOf, int rawSlot,
        const Dice::TableSource *tables);

    // Adds this check's leaves, each weighted by `weight`, for the variable values in
    // `values` (the raw slot is used as scratch). `rollVariant` picks an alternative roll.
    bool resolve(std::int64_t *values, const QString &rollVariant, double weight,
        std::vector<Leaf> &leaves, QString &error) const;
    // Rolls the check once with `random`, following bands and follow-up checks.
    bool roll(std::int64_t *values, const QString &rollVariant, Dice::Random &random,
        RolledLeaf &leaf, QString &error) const;

private:
    struct RangeClause
    {
        std::int64_t factor = 1; // of raw, above zero
        Dice::Formula offset; // the side with raw, evaluated with raw = 0
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
        LocalText effect; // in every language the ruleset gives
        std::unique_ptr<CompiledCheck> then;
        // As written, for saying what decided a roll.
        std::optional<Dice::Expression> when;
        LocalText label;
        bool weighsRoll = false; // `when` sets the roll against other values
        int degree = 0; // of its outcome, for the better result a miss says it missed
    };
    struct Range
    {
        bool open = true;
        std::int64_t lo = std::numeric_limits<std::int64_t>::min();
        std::int64_t hi = std::numeric_limits<std::int64_t>::max();
    };
    struct Roll
    {
        Dice::Expression expression;
        std::optional<Dice::Distribution> fixed; // when it uses no variable
    };

    const Roll &pickRoll(const QString &variant) const;
    Dice::Bindings rollBindings(const Roll &roll, const std::int64_t *values) const;
    // The roll's distribution: the one computed at compile time, or one in `storage`.
    const Dice::Distribution *rollDistribution(const Roll &roll, const std::int64_t *values,
        Dice::Distribution &storage, QString &error) const;
    // The roll values each band can take, from what does not depend on the roll.
    // A check rarely has more bands than this; a curve then resolves without allocating.
    using Ranges = QVarLengthArray<Range, 16>;
    bool bandRanges(std::int64_t *values, Ranges &ranges, QString &error) const;
    // 1 when band b takes the roll `raw`, 0 when not, -1 on an error.
    int takes(std::size_t b, const Range &range, std::int64_t raw, std::int64_t *values,
        QString &error) const;
    // What decided the roll `raw` that band `b` took.
    RollDecision decision(std::size_t b, const Dice::Roll &rolled, const QString &expression,
        const std::int64_t *values) const;
    // resolve() for a follow-up check, whose leaves are kept by the values it reads.
    bool resolveFollowUp(
        std::int64_t *values, double weight, std::vector<Leaf> &leaves, QString &error) const;

    Roll m_roll;
    QMap<QString, Roll> m_variants;
    std::vector<CompiledBand> m_bands;
    const Dice::TableSource *m_tables = nullptr;
    SlotOf m_slotOf;
    int m_rawSlot = 0;
    bool m_rangesOnly = true; // no band needs a test of each roll value

    // A follow-up reads few values (a confirm roll its modifier, a fumble table none), so along
    // a curve its leaves, worked out at weight 1, are reused for the same values.
    struct FollowUpMemo
    {
        std::vector<std::int64_t> values; // of m_reads
        std::vector<Leaf> leaves;
    };
    static constexpr std::size_t maxFollowUpMemos = 64;
    std::vector<int> m_reads; // slots this check and its follow-ups read, without raw
    mutable std::vector<FollowUpMemo> m_followUpMemos;
};

} // namespace Fray::Odds
