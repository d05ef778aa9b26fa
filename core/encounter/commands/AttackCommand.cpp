// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/encounter/commands/AttackCommand.h"

#include "core/encounter/ConditionKeeper.h"
#include "core/encounter/RollText.h"
#include "core/encounter/Vitals.h"
#include "core/odds/OddsCalculator.h"
#include "core/rules/DisplayNames.h"

namespace Fray::Encounter {

namespace {
constexpr char kSurpriseCommandContext[] = "Fray::Encounter::SurpriseCommand";
}

AttackCommand::AttackCommand(AttackResolver::Request request)
    : m_request(std::move(request))
{ }

std::optional<QString> AttackCommand::perform(Encounter &encounter, Dice::Random &random)
{
    const Combatant *attacker = encounter.find(m_request.attacker);
    const Combatant *target = encounter.find(m_request.target);
    if (!attacker || !target)
        return tr("no such combatant");
    m_attackerName = attacker->name;
    m_targetName = target->name;
    return AttackResolver(encounter, random).attack(m_request);
}

SurpriseCommand::SurpriseCommand(QStringList sides, QMap<QString, QMap<QString, qint64>> values)
    : m_sides(std::move(sides))
    , m_values(std::move(values))
{ }

std::optional<QString> SurpriseCommand::perform(Encounter &encounter, Dice::Random &random)
{
    const Rules::Ruleset &ruleset = encounter.ruleset();
    if (!ruleset.surprise)
        return tr("%1 has no surprise rule").arg(ruleset.name);
    if (encounter.state().round > 0)
        return tr("surprise is checked before the fight starts");
    const Rules::Surprise &rule = *ruleset.surprise;
    const auto condition = std::find_if(ruleset.conditions.begin(), ruleset.conditions.end(),
        [](const Rules::Condition &c) { return c.has(Rules::ConditionFlag::Surprised); });
    if (condition == ruleset.conditions.end())
        return tr("%1 has no condition for the surprised").arg(ruleset.name);

    QStringList sides = m_sides;
    if (sides.isEmpty()) {
        for (const Combatant &c : encounter.combatants()) {
            if (!sides.contains(c.side))
                sides << c.side;
        }
    }
    // One roll per side, or one per combatant of each side.
    std::vector<std::pair<QString, std::vector<CombatantId>>> rollers;
    for (const QString &side : std::as_const(sides)) {
        std::vector<CombatantId> members;
        for (const Combatant &c : encounter.combatants()) {
            if (c.side == side)
                members.push_back(c.id);
        }
        if (members.empty())
            return tr("no one is on the side '%1'").arg(side);
        if (rule.per == u"combatant") {
            for (const CombatantId id : members)
                rollers.emplace_back(side, std::vector<CombatantId>{id});
        } else {
            rollers.emplace_back(side, members);
        }
    }

    m_results.clear();
    ConditionKeeper keeper(encounter, random);
    for (const auto &[side, members] : rollers) {
        Odds::OddsRequest request;
        request.check = rule.check;
        request.values = m_values.value(side, m_values.value(QString()));
        auto calculator = Odds::OddsCalculator::create(encounter.sharedRuleset(), request);
        if (!calculator)
            return tr("surprise for %1: %2").arg(side, calculator.error());
        const auto rolled = (*calculator)->roll(random);
        if (!rolled)
            return tr("surprise for %1: %2").arg(side, rolled.error());
        const QString who = members.size() == 1 ? encounter.find(members.front())->name : side;
        const char *sideName
            = members.size() == 1 ? nullptr : Rules::DisplayNames::sideSource(side);
        const bool surprised = rolled->outcome == rule.surprisedOutcome;
        // The whole roll: the die, the values it was checked with, the total (DESIGN 3a).
        std::vector<Phrase> said;
        for (const Odds::RollDecision &decision : rolled->decisions)
            said.push_back(RollText::describe(
                decision, rolled->contributions, ruleset, rolled->label.shown()));
        Phrase line(kSurpriseCommandContext, QT_TR_NOOP("Surprise for %1: %2 (%3)"));
        line.arg(sideName ? Phrase(Rules::DisplayNames::context, sideName) : Phrase::text(who))
            .arg(rolled->label)
            .arg(Phrase::joined(std::move(said), QStringLiteral("; ")));
        encounter.appendLog(line);
        m_results.push_back({side, who, rolled->label.shown(), surprised});
        if (!surprised)
            continue;
        for (const CombatantId id : members) {
            Phrase log;
            if (auto error
                = keeper.apply(encounter.indexOf(id), condition->id, tr("surprise"), 1, log))
                return error;
            encounter.appendLog(log);
        }
    }
    return std::nullopt;
}

} // namespace Fray::Encounter
