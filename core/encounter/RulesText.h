// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Combatant.h"
#include "core/rules/Ruleset.h"

#include <QCoreApplication>

namespace Fray::Encounter {

// A ruleset's data in the words a GM reads on paper: formulas with the ruleset's labels in place
// of variable names, modifiers' effects, durations, HP states, the initiative scheme.
class RulesText
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Encounter::RulesText)

public:
    // "+2", "−4" (a true minus sign), "0".
    static QString signedNumber(qint64 value);
    // A formula's or dice expression's text with true minus signs: "1d6−1".
    static QString expression(QString text);
    // A formula with labels for its variables and ≤ ≥ ≠ × for its operators.
    static QString formula(const Rules::Ruleset &ruleset, const QString &text);
    // What the ruleset calls a variable, derived value, stat or combatant quantity.
    static QString label(const Rules::Ruleset &ruleset, const QString &name);
    // "Other to-hit modifier +2", "roll 2d20kh1 (advantage)", "Defender's AC: the GM's number".
    static QString effect(const Rules::Ruleset &ruleset, const Rules::Effect &effect);
    // Every effect of a modifier, with its count ("per attackers beyond one").
    static QString modifierEffect(const Rules::Ruleset &ruleset, const Rules::Modifier &modifier);
    // Applies to, exclusive group, does not stack with, and the note.
    static QString modifierNote(const Rules::Ruleset &ruleset, const Rules::Modifier &modifier);
    static QString duration(const Rules::Ruleset &ruleset, const Rules::Duration &duration);
    static QString tick(const Rules::Ruleset &ruleset, const Rules::Tick &tick);
    // A condition's effects and flags in words.
    static QString conditionEffect(const Rules::Ruleset &ruleset, const Rules::Condition &c);
    // An HP state's consequences: cannot act, dead, action modifier, bleeding, timing.
    static QString hpStateEffect(const Rules::Ruleset &ruleset, const Rules::HpState &state);
    // One line on who rolls initiative, with what, in which order.
    static QString initiative(const Rules::Ruleset &ruleset);
    // An attack's value as the ruleset reads it: a bonus added to the roll signed ("+5",
    // "−1", "+0"), a chance on a d100 with its percent sign ("80%"), another number as it
    // is; empty when the ruleset reads no value.
    static QString attackValue(const Rules::Ruleset &ruleset, qint64 value);
    // "Longsword +5, 1d8+1 (melee, reach 10 ft)"; `value` is attackValue()'s text.
    static QString attack(const Attack &attack, const QString &value);
    // A combatant's attacks, one line each, with the value when the ruleset reads it.
    static QStringList attacks(const Rules::Ruleset &ruleset, const Combatant &c);
    // A combatant's conditions by the ruleset's labels: "Prone (2 rounds left)".
    static QStringList conditions(const Rules::Ruleset &ruleset, const Combatant &c);
    // Each use as boxes to tick at the table, with what resets it: "Breath ☐ (recharge 5–6 on
    // 1d6)". The spent ones are crossed (☒) unless `allFree` (a block for several members).
    static QStringList uses(const Combatant &c, bool allFree = false);
    // The combatant's own reminders with their moments: "Start of turn: save vs. poison".
    static QStringList reminders(const Combatant &c);
    // The variable that takes an attack's value, or nullptr (old-school's GM-given "needed").
    static const Rules::Variable *attackVariable(const Rules::Ruleset &ruleset);
    // The variable that takes the target's defence, or nullptr.
    static const Rules::Variable *defenceVariable(const Rules::Ruleset &ruleset);
    // What the ruleset calls armour, or an empty string when no variable reads it.
    static QString armourLabel(const Rules::Ruleset &ruleset);
};

} // namespace Fray::Encounter
