// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/json/JsonValue.h"
#include "core/rules/ExpressionChecker.h"
#include "core/rules/Ruleset.h"

#include <QCoreApplication>
#include <QSet>

namespace Fray::Rules {

// Reads the parts of a ruleset file that run a fight rather than an attack: conditions,
// HP states, hit triggers, the initiative scheme, surprise, morale and the rests between fights.
// RulesetReader calls it once the variables, stats, tables and checks are known.
class EncounterRulesReader
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Rules::EncounterRulesReader)

public:
    EncounterRulesReader(Ruleset &ruleset, const ExpressionChecker &expressions,
        const QSet<QString> &combatantScope);

    void readConditions(const Json::JsonValue &conditions);
    void readHpStates(const Json::JsonValue &states);
    void readTriggers(const Json::JsonValue &triggers);
    void readInitiative(const Json::JsonValue &initiative);
    void readSurprise(const Json::JsonValue &surprise);
    // After the sides, stats, variables, checks and conditions.
    void readMorale(const Json::JsonValue &morale);
    // The rests between fights (hit points back per rest).
    void readRests(const Json::JsonValue &rests);
    void checkRestAmount(const Json::JsonValue &at, const Expression &hp);

private:
    std::vector<Effect> readEffects(const Json::JsonValue &effects);
    std::optional<Tick> readTick(const Json::JsonValue &tick);
    std::vector<Rules::Reminder> readReminders(const Json::JsonValue &reminders);
    std::optional<Remedy> readRemedy(const Json::JsonValue &remedy);
    Duration readDuration(const Json::JsonValue &duration);
    QMap<QString, QString> readActors(const Json::JsonValue &actor);
    void checkConditionChains(const std::vector<Json::JsonValue> &items);

    Ruleset &m_ruleset;
    const ExpressionChecker &m_expressions;
    const QSet<QString> &m_scope;
};

} // namespace Fray::Rules
