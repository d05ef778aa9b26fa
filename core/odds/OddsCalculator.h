// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/dice/Roll.h"
#include "core/odds/CompiledCheck.h"
#include "core/odds/OddsRequest.h"
#include "core/odds/OddsResult.h"
#include "core/rules/Ruleset.h"
#include "core/rules/RulesetTables.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <deque>
#include <memory>

namespace Fray::Odds {

// Exact attack odds under a ruleset: the probability of every outcome, P(hit), and the damage
// distribution. Built once for a request (checks compiled, modifiers resolved), then asked for
// one result or a curve across one variable.
class OddsCalculator
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Odds::OddsCalculator)

public:
    static Expected<std::unique_ptr<OddsCalculator>, QString> create(
        std::shared_ptr<const Rules::Ruleset> ruleset, const OddsRequest &request);

    Expected<OddsResult, QString> compute() const;
    // One roll of the check with `random`, and of the damage it does when the request has a
    // damage expression: what an encounter's attack action does.
    Expected<CheckRoll, QString> roll(Dice::Random &random) const;
    // The outcomes of the check asked about.
    const std::vector<Rules::Outcome> &outcomes() const { return *m_outcomes; }
    // The same with `variable` set to each of from, from + step, ... up to `to`.
    Expected<std::vector<CurvePoint>, QString> curve(
        const QString &variable, qint64 from, qint64 to, qint64 step = 1) const;

    // The most points one curve may have.
    static constexpr qint64 maxCurvePoints = 10'000;

private:
    OddsCalculator(std::shared_ptr<const Rules::Ruleset> ruleset, const OddsRequest &request);

    struct ModifierEffect
    {
        int slot;
        std::optional<Dice::Formula> add; // absent: `fixed` holds the GM's number
        qint64 fixed = 0;
        qint64 times = 1;
        LocalText label; // the modifier's ("Rear"); empty for the request's adjustments
        QString variable;
    };
    // Each ticked modifier's and each adjustment's part of its variable, read from the values
    // before any modifier (as evaluateValues reads them).
    std::vector<Contribution> contributions(const std::int64_t *base) const;

    std::optional<QString> prepare();
    // The variables the requested odds depend on, so only those must be given.
    QSet<QString> usedVariables() const;
    // The error for a required variable without a value (other than `varied`), if any.
    std::optional<QString> missingValue(const QString &varied) const;
    bool evaluateValues(std::int64_t *values, QString &error) const;
    Expected<OddsResult, QString> computeWith(
        std::vector<std::int64_t> &values, bool withValues) const;
    bool damageDistribution(const std::vector<Leaf> &leaves, const std::int64_t *values,
        OddsResult &result, QString &error) const;
    int slotOf(const QString &name) const { return m_slots.value(name, -1); }
    // The variables a damage formula reads, itself or through the weapon's expressions.
    QStringList damageReads(const Dice::Expression &formula) const;
    // What a damage formula reads: the weapon (@damage, @damage_dice, @bonus) and the values.
    Dice::Bindings damageBindings(
        const Dice::Expression &formula, const std::int64_t *values) const;
    // The weapon's distributions, worked out once for every point of a curve.
    void prepareDamageOdds();

    std::shared_ptr<const Rules::Ruleset> m_ruleset;
    OddsRequest m_request;
    const Rules::Check *m_check = nullptr;
    const std::vector<Rules::Outcome> *m_outcomes = nullptr;
    Rules::RulesetTables m_tables;
    QHash<QString, int> m_slots;
    std::vector<std::int64_t> m_base; // the request's values before modifiers
    std::vector<ModifierEffect> m_effects;
    std::vector<std::pair<int, Dice::Formula>> m_derived;
    std::vector<std::optional<Dice::Formula>> m_presentIf; // per outcome
    QStringList m_missing; // required, used, and not given
    QString m_rollVariant;
    std::unique_ptr<CompiledCheck> m_attack;
    Dice::Expression m_damage;
    Dice::Expression m_damageDice;
    Dice::Expression m_bonus;
    // The weapon as distributions where it reads no values, and the values the last damage
    // formula evaluated read.
    mutable Dice::Bindings m_damageOdds;
    // Damage distributions by formula and the values of the variables they read.
    struct DamageCache
    {
        bool prepared = false;
        std::vector<std::pair<QString, int>> variables; // read by the formula: name and slot
        // A deque: distributions stay where they are while more are added.
        std::deque<std::pair<std::vector<std::int64_t>, Dice::Distribution>> entries;
    };
    // By formula index (m_formulaIndex); filled as distributions are needed.
    mutable std::vector<DamageCache> m_damageCache;
    QHash<QString, int> m_formulaIndex;
    std::vector<const Dice::Expression *> m_formulas;
    std::vector<int> m_outcomeFormula; // per outcome of the check: its default formula, or -1
};

} // namespace Fray::Odds
