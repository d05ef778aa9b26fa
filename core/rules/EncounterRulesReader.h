// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/JsonValue.h"
#include "core/rules/ExpressionChecker.h"
#include "core/rules/Ruleset.h"

#include <QCoreApplication>
#include <QSet>

namespace Fray::Rules {

// Reads the parts of a ruleset file that run a fight rather than an attack: conditions,
// HP states, hit triggers, the initiative scheme and surprise. RulesetReader calls it once the
// variables, stats, tables and checks are known.
class EncounterRulesReader
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Rules::EncounterRulesReader)

public:
    EncounterRulesReader(Ruleset &ruleset, const ExpressionChecker &expressions,
        const QSet<QString> &combatantScope);

    void readConditions(const Io::JsonValue &conditions);
    void readHpStates(const Io::JsonValue &states);
    void readTriggers(const Io::JsonValue &triggers);
    void readInitiative(const Io::JsonValue &initiative);
    void readSurprise(const Io::JsonValue &surprise);

    static const QStringList &conditionFlags();

private:
    std::vector<Effect> readEffects(const Io::JsonValue &effects);
    std::optional<Tick> readTick(const Io::JsonValue &tick);
    Duration readDuration(const Io::JsonValue &duration);
    QMap<QString, QString> readActors(const Io::JsonValue &actor);
    void checkConditionChains(const std::vector<Io::JsonValue> &items);

    Ruleset &m_ruleset;
    const ExpressionChecker &m_expressions;
    const QSet<QString> &m_scope;
};

} // namespace Fray::Rules
