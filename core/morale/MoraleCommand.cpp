// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/morale/MoraleCommand.h"

#include "core/encounter/ConditionKeeper.h"
#include "core/encounter/RollText.h"
#include "core/odds/OddsCalculator.h"
#include "core/rules/DisplayNames.h"

namespace Fray::Encounter {

namespace {
constexpr char kMoraleCommandContext[] = "Fray::Encounter::MoraleCommand";
}

MoraleCommand::MoraleCommand(QString side, QString trigger, Answer answer)
    : m_side(std::move(side))
    , m_trigger(std::move(trigger))
    , m_answer(answer)
{ }

QString MoraleCommand::text() const
{
    return m_answer == Answer::Roll ? tr("Check morale") : tr("No morale check needed");
}

std::optional<QString> MoraleCommand::perform(Encounter &encounter, Dice::Random &random)
{
    if (auto refused = MoraleWatch::refusal(encounter, m_side, m_trigger))
        return refused;
    const bool kept = MoraleWatch::isFraysMoment(m_trigger);
    if (m_answer == Answer::NotNeeded && !kept)
        return tr("only a moment Fray asks about can be answered without a check");
    // Fray's moments that came together are answered by one check (the first of two down is
    // also half of them).
    const QStringList come
        = kept ? MoraleWatch::momentsCome(encounter, m_side) : QStringList{m_trigger};
    const auto units = MoraleWatch::units(encounter, m_side, kept ? come : QStringList());
    // What the check answers, as the log says it: the moments some unit has not answered yet.
    m_moments.clear();
    for (const QString &moment : come) {
        const bool answered
            = kept && std::all_of(units.begin(), units.end(), [&](const MoraleUnit &unit) {
                  return std::any_of(unit.members.begin(), unit.members.end(), [&](CombatantId id) {
                      return encounter.find(id)->moraleAsked.contains(moment);
                  });
              });
        if (!answered)
            m_moments << moment;
    }
    m_results.clear();
    for (const MoraleUnit &unit : units) {
        if (m_answer == Answer::NotNeeded) {
            Phrase line(kMoraleCommandContext, QT_TR_NOOP("Morale for %1 %2: not checked"));
            encounter.appendLog(line.arg(unit.name).arg(MoraleWatch::triggersPhrase(m_moments)));
        } else if (auto error = check(encounter, unit, random)) {
            return error;
        }
        if (kept)
            markAsked(encounter, unit, come);
    }
    return std::nullopt;
}

std::optional<QString> MoraleCommand::check(
    Encounter &encounter, const MoraleUnit &unit, Dice::Random &random)
{
    const Rules::Ruleset &ruleset = encounter.ruleset();
    const Rules::Morale &rule = *ruleset.morale;
    const auto chance = MoraleWatch::chanceToHold(encounter, unit);
    if (!chance)
        return tr("morale for %1: %2").arg(unit.name, chance.error());
    Odds::OddsRequest request;
    request.check = rule.check;
    request.values.insert(rule.stat, unit.score);
    auto calculator = Odds::OddsCalculator::create(encounter.sharedRuleset(), request);
    if (!calculator)
        return tr("morale for %1: %2").arg(unit.name, calculator.error());
    const auto rolled = (*calculator)->roll(random);
    if (!rolled)
        return tr("morale for %1: %2").arg(unit.name, rolled.error());
    const bool held = rolled->outcome == rule.heldOutcome;
    // The whole roll: the die and the score it was weighed against (DESIGN 3a).
    std::vector<Phrase> said;
    for (const Odds::RollDecision &decision : rolled->decisions)
        said.push_back(
            RollText::describe(decision, rolled->contributions, ruleset, rolled->label.shown()));
    Phrase line(kMoraleCommandContext, QT_TR_NOOP("Morale for %1 %2: %3 (%4)"));
    line.arg(unit.name)
        .arg(MoraleWatch::triggersPhrase(m_moments))
        .arg(rolled->label)
        .arg(Phrase::joined(std::move(said), QStringLiteral("; ")));
    encounter.appendLog(line);

    Result result{unit.name, held, false, *chance};
    if (held) {
        for (const CombatantId id : unit.members) {
            encounter.modifyCombatant(encounter.indexOf(id), [](Combatant &c) {
                c.moraleHeld = std::min(c.moraleHeld + 1, Rules::Morale::mostHeld);
            });
        }
        result.fightsToDeath
            = rule.fightToDeathAfter > 0 && unit.held + 1 >= rule.fightToDeathAfter;
        if (result.fightsToDeath)
            encounter.appendLog(
                Phrase(kMoraleCommandContext, QT_TR_NOOP("%1 will fight to the death"))
                    .arg(unit.name));
    } else {
        ConditionKeeper keeper(encounter, random);
        for (const CombatantId id : unit.members) {
            Phrase log;
            if (auto error = keeper.apply(
                    encounter.indexOf(id), rule.fledCondition, tr("morale"), std::nullopt, log))
                return error;
            encounter.appendLog(log);
        }
    }
    m_results.push_back(result);
    return std::nullopt;
}

void MoraleCommand::markAsked(
    Encounter &encounter, const MoraleUnit &unit, const QStringList &moments)
{
    for (const CombatantId id : unit.members) {
        encounter.modifyCombatant(encounter.indexOf(id), [&](Combatant &c) {
            for (const QString &moment : moments) {
                if (!c.moraleAsked.contains(moment))
                    c.moraleAsked << moment;
            }
        });
    }
}

} // namespace Fray::Encounter
