// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/Expression.h"
#include "core/rules/ConditionFlag.h"
#include "core/rules/EncounterOrder.h"
#include "core/rules/Reminder.h"
#include "core/rules/Wordings.h"

#include <QList>
#include <QMap>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <memory>
#include <optional>
#include <vector>

namespace Fray::Rules {

using Dice::Expression;

// Where a rule comes from, so a GM can look it up: "003 Situational modifiers", "F4".
struct SourceRef
{
    QString text;
    bool operator==(const SourceRef &) const = default;
};

// The document a ruleset is drawn from, as a GM would look it up: its title and the part of it
// (a chapter, a section). `file` records which file it was read from and is never printed.
struct DocumentSource
{
    QString title;
    QString section;
    QString file;
    bool isEmpty() const { return title.isEmpty() && section.isEmpty() && file.isEmpty(); }
    bool operator==(const DocumentSource &) const = default;
};

// A number the odds need: an attacker's bonus, a defender's AC, a switch between readings.
struct Variable
{
    enum class Kind { Number, Switch };
    QString name;
    QString label;
    Kind kind = Kind::Number;
    qint64 defaultValue = 0;
    bool required = false;
    std::optional<qint64> minimum;
    std::optional<qint64> maximum;
    QString side; // "attacker", "defender" or "situation"
    // Where an encounter takes the value from: "attack" (the attack's value), "target.defence",
    // "target.armor", "attacker.STAT" or "target.STAT"; empty = given with each attack.
    QString from;
    QString note;
    // How a modifier to this variable reads, "%1" standing for the signed amount: "%1 to hit",
    // "AC %1". Empty: the label and the amount.
    QString change;
    Wordings wordings{}; // its texts in other languages than the one shown
    bool operator==(const Variable &) const = default;
};

// A value computed from the variables, in order ("chance" = @skill + @mod).
struct Derived
{
    QString name;
    QString label;
    Expression value;
    Wordings wordings{}; // its texts in other languages than the one shown
    bool operator==(const Derived &) const = default;
};

// One result a check can have, ordered by degree (fumble < miss < hit < critical < grievous).
struct Outcome
{
    QString id;
    QString label;
    int degree = 0;
    bool hits = false; // counts towards P(hit)
    std::optional<Expression> presentIf; // shown only when this holds (BRP's "blocked")
    Wordings wordings{}; // its texts in other languages than the one shown
    bool operator==(const Outcome &) const = default;
};

struct Check;

// One band of a check: the first band whose condition holds decides, either as a result
// (outcome, damage formula, effect) or by a follow-up check.
struct Band
{
    std::optional<Expression> when; // over @raw and the variables; absent = every other roll
    QString outcome;
    QString damage; // damage formula id; empty = the outcome's default
    QString effect; // a short effect ("weapon breaks"), or a condition id
    QString label;
    std::shared_ptr<const Check> then;
    Wordings wordings{}; // its texts in other languages than the one shown
    bool operator==(const Band &other) const;
};

// A roll and its bands: the attack, a fumble follow-up, a parry, a surprise roll.
struct Check
{
    QString id;
    QString label;
    Expression roll;
    QMap<QString, Expression> rollVariants; // "advantage" = 2d20kh1, chosen by modifiers
    // Variants that cancel when both are asked for (advantage and disadvantage): the plain roll.
    std::vector<std::pair<QString, QString>> cancellingVariants;
    std::vector<Outcome> outcomes; // empty: the ruleset's (attack) outcomes
    std::vector<Band> bands;
    Wordings wordings{}; // its texts in other languages than the one shown
    bool operator==(const Check &) const = default;
};

// Damage formulas over @damage (the weapon's expression), @damage_dice (its dice alone),
// @bonus (a separate damage bonus) and the variables; outcomes pick one by default.
struct DamageRules
{
    QMap<QString, Expression> formulas;
    QMap<QString, QString> byOutcome;
    QStringList pools; // "lethal", "temporary", "subdual"
    bool operator==(const DamageRules &) const = default;
};

// What a modifier or condition does to one variable: adds a number, a formula, or a number
// the GM types (when the document gives none).
struct Effect
{
    QString variable;
    std::optional<Expression> add; // absent = the GM supplies the number
    QString roll; // a roll variant instead ("advantage")
    QStringList appliesTo; // conditions: only for these attack kinds (melee, ranged ...)
    bool operator==(const Effect &) const = default;
};

// A situational modifier of the catalogue: the odds view's toggles.
struct Modifier
{
    QString id;
    QString label;
    QString group; // exclusive: at most one of a group is active
    QString side; // "attacker", "defender", "situation"
    std::vector<Effect> effects;
    bool perCount = false; // "per attacker beyond one": the effect times a count
    QString countLabel;
    QStringList appliesTo; // attack kinds: melee, ranged, thrown, missile, ...
    QStringList excludes; // modifier ids it does not stack with
    QString note;
    SourceRef source;
    Wordings wordings{}; // its texts in other languages than the one shown
    bool operator==(const Modifier &) const = default;
};

// What the ruleset calls a group of modifiers of which one applies ("position": "Attacker's
// position"), for the toggles' headings and the printed reference.
struct ModifierGroup
{
    QString id;
    QString label;
    Wordings wordings{}; // its texts in other languages than the one shown
    bool operator==(const ModifierGroup &) const = default;
};

// How long a condition lasts.
struct Duration
{
    enum class Kind { Instant, RestOfRound, Rounds, UntilRemoved, UntilEvent };
    Kind kind = Kind::UntilRemoved;
    std::optional<Expression> rounds; // Rounds: "1d2", "@margin"
    QString event; // UntilEvent: "aided", "extinguished"
    bool operator==(const Duration &) const = default;
};

// Damage or healing a condition or HP state applies each round.
struct Tick
{
    Expression amount; // damage per tick (negative heals)
    QString when = QStringLiteral(
        "end_of_round"); // "start_of_round", "end_of_round", "now_and_end_of_round"
    std::optional<int> maxTicks;
    QString pool = QStringLiteral("lethal");
    bool operator==(const Tick &) const = default;
};

// What may still save someone a rule would take at the end of the round (BRP's First Aid before
// the death check, C&C's aid that stops the bleeding): the GM is offered it before the round ends.
struct Remedy
{
    QString label; // "First Aid"
    std::optional<Expression> heal; // hit points it gives back, rolled ("1d3")
    bool aid = false; // it stops the state's tick, as Aid does
    QString note;
    Wordings wordings{}; // its texts in other languages than the one shown
    bool operator==(const Remedy &) const = default;
};

// A condition of the catalogue (Prone, Burning, Stunned ...).
struct Condition
{
    QString id;
    QString label;
    std::vector<Effect> whenAttacking; // on the bearer's own attacks
    std::vector<Effect> whenAttacked; // on attacks against the bearer
    std::vector<ConditionFlag> flags; // in the file's order
    Duration duration;
    std::optional<Tick> tick;
    QString then; // the condition that follows on expiry
    QStringList removedBy;
    QString note;
    SourceRef source;
    std::vector<Rules::Reminder> reminders; // for whoever has it
    Wordings wordings{}; // its texts in other languages than the one shown
    bool operator==(const Condition &) const = default;

    bool has(ConditionFlag flag) const;
    // Its bearer cannot act at all (the flag cannot_act, or fled: it has left the fight).
    bool barsActing() const;
    // Its bearer makes no attacks: cannot_act, no_attacks or lose_attacks.
    bool barsAttacks() const;
};

// A state hit points put a combatant in (Unconscious at 0, Dead at -10 ...).
struct HpState
{
    enum class Timing { Immediate, EndOfRound };
    QString id;
    QString label;
    Expression when; // over @hp, @max_hp, @start_hp and the stats
    Timing timing = Timing::Immediate;
    bool canAct = true;
    bool dead = false;
    bool outOfFight = false;
    std::optional<Expression> actionModifier;
    std::optional<Tick> tick;
    bool suppressIfStartInBand = false;
    // The state more damage puts a combatant of this state in (D20-17: damage to the
    // unconscious is lethal); empty = the states' `when` alone decide.
    QString furtherDamage;
    QString note;
    // For whoever is in it, or for an end-of-round state whose hit points the end of the round
    // will put in it (BRP's death check at 0).
    std::vector<Rules::Reminder> reminders;
    // For an end-of-round state: what keeps a combatant out of it; for a state with a tick: what
    // stops the tick before it takes the combatant into a dead state.
    std::optional<Remedy> remedy;
    Wordings wordings{}; // its texts in other languages than the one shown
    bool operator==(const HpState &) const = default;
};

// Something that happens when a hit lands (Spelljammer's stun above a CON threshold).
struct Trigger
{
    QString id;
    QString label;
    Expression when; // over @damage_taken and the combatant's stats
    QString condition;
    Wordings wordings{}; // its texts in other languages than the one shown
    bool operator==(const Trigger &) const = default;
};

// A combatant statistic the character form shows.
struct Stat
{
    QString id;
    QString label;
    qint64 defaultValue = 0;
    std::optional<qint64> minimum;
    std::optional<qint64> maximum;
    Wordings wordings{}; // its texts in other languages than the one shown
    bool operator==(const Stat &) const = default;
};

// How the character form gets each attack's value (the number a variable "from": "attack"
// reads). With a formula the stats give most of it (C&C: BtH + STR modifier) and the GM adds
// only what the stats do not hold (a magic weapon); without one the GM types the whole number.
struct AttackValue
{
    QString label; // the column's heading: "To hit", "SC", "Skill %"
    // By attack kind, "*" for every kind not named; over the stats, level/hd and tables.
    QMap<QString, Expression> formula;
    QString note; // how the number is made, shown beside the attacks
    Wordings wordings{}; // its texts in other languages than the one shown
    bool operator==(const AttackValue &) const = default;
};

// A tie-break rule of the initiative order, applied in order.
struct TieBreak
{
    QString by; // "stat", "weapon_class", "skill", "simultaneous", "reroll"
    QString stat;
    QStringList order; // weapon_class: the classes, first acting first
    bool operator==(const TieBreak &) const = default;
};

// A named range of initiative counts (Spelljammer's pre-movement, movement, post-movement).
struct Window
{
    QString id;
    QString label;
    std::optional<qint64> from; // lowest count, inclusive; absent = no lower bound
    std::optional<qint64> to; // highest count, inclusive; absent = no upper bound
    Wordings wordings{}; // its texts in other languages than the one shown
    bool operator==(const Window &) const = default;
};

// An initiative option the GM declares (move and attack -5, hold, dodge ...).
struct InitiativeAction
{
    QString id;
    QString label;
    std::optional<qint64> modifier; // to the initiative value
    qint64 factorNumerator = 1; // BRP movement: the rank times a fraction (1/2, 1/4)
    qint64 factorDenominator = 1;
    std::optional<Expression> attacksKept; // over @attacks: Spelljammer's max(1, @attacks/2)
    bool skipsRoll = false; // C&C dodge, evade, disengage
    QString note;
    Wordings wordings{}; // its texts in other languages than the one shown
    bool operator==(const InitiativeAction &) const = default;
};

// A rule that moves an entry in round 1 or always (reach first, hasted first, hold).
struct InitiativeOverride
{
    QString id;
    QString label;
    QString placement; // "first", "last", "first_and_last", "on_count_of"
    bool roundOneOnly = false;
    QString note;
    Wordings wordings{}; // its texts in other languages than the one shown
    bool operator==(const InitiativeOverride &) const = default;
};

// A variant of the scheme the GM may choose (group initiative, one roll for the party,
// rerolling each round).
struct InitiativeOption
{
    QString id;
    QString label;
    bool enabledByDefault = false;
    QMap<QString, QString> actor; // replaces the scheme's actors for these sides
    QString reroll; // replaces the scheme's reroll when set
    QString note;
    Wordings wordings{}; // its texts in other languages than the one shown
    bool operator==(const InitiativeOption &) const = default;
};

struct Initiative
{
    QMap<QString, QString> actor; // side -> "combatant", "group", "side" or "attack"; "*" default
    std::optional<Expression> roll; // per entry; absent = a static value
    std::optional<Expression> value; // static rank (BRP: @dex)
    QList<Expression> perAttack; // Spelljammer: the die of the 1st, 2nd, 3rd ... attack
    bool repeatLastPerAttack = true;
    bool highFirst = true;
    QString reroll = QStringLiteral("each_round"); // or "once"
    std::vector<TieBreak> ties;
    QString deadAct = QStringLiteral("immediate"); // or "simultaneous_ties"
    std::vector<Window> windows;
    std::optional<qint64> lostAtOrBelow;
    bool collisionLaterSegment = false; // one combatant's attacks on one count: later one -1
    std::vector<InitiativeAction> actions;
    std::vector<InitiativeOverride> overrides;
    std::vector<InitiativeOption> options;
    QString note;
    Wordings wordings{}; // its texts in other languages than the one shown
    bool operator==(const Initiative &) const = default;
};

// How surprise is checked: a check per side or per combatant, with the result that means
// "surprised"; the surprised lose the surprise round.
struct Surprise
{
    QString per; // "side", "combatant"
    QString check; // id in Ruleset::checks
    QString surprisedOutcome = QStringLiteral("surprised");
    QString note;
    Wordings wordings{}; // its texts in other languages than the one shown
    bool operator==(const Surprise &) const = default;
};

// A rest between fights as the ruleset gives it: the hit points each member of the party gets
// back (C&C: one a day; BRP: 1D3 a week), whether it ends subdual or temporary damage, and what
// the document says about it. Uses that reset on a rest always come back.
struct Rest
{
    // The most hit points one rest may give: an encounter file's bound on hit points.
    static constexpr qint64 maxHitPoints = 1'000'000'000;

    QString id;
    QString label; // "A day's rest"
    Expression hp; // over the combatant's values; dice allowed
    bool clearsSubdual = false;
    QString note;
    SourceRef source;
    Wordings wordings{}; // its texts in other languages than the one shown
    bool operator==(const Rest &) const = default;
};

// A table of the ruleset: rows keyed by a range of integers, with numeric or text columns.
struct Table
{
    struct Row
    {
        std::optional<qint64> from; // absent = no lower bound
        std::optional<qint64> to; // absent = no upper bound
        QVariantList values; // one per column: qint64 or QString (or null: not given)
        bool operator==(const Row &) const = default;
    };
    QString id;
    QString label;
    QString keyLabel;
    QStringList columns;
    std::vector<Row> rows;
    QString note;
    SourceRef source;
    Wordings wordings{}; // its texts in other languages than the one shown
    bool operator==(const Table &) const = default;
};

// A side of a fight ("party", "foes"); the players' side is the one whose odds players see.
struct Side
{
    QString id;
    QString label;
    bool players = false;
    Wordings wordings{}; // its texts in other languages than the one shown
    bool operator==(const Side &) const = default;
};

// Whose nerve breaks and when (document 000: "check monster morale at the beginning of conflict
// (if needed), after first death, when 50% are dead or incapacitated, or when any big upset
// occurs. Monsters who make their morale roll twice will fight to the death"). A check per
// group, combatant or side of the sides named, read against the stat `stat` (the check reads
// it as the variable of the same name); those whose check fails get the fled condition.
struct Morale
{
    // The moments that ask for a check. The GM asks at the start and on an upset; Fray asks
    // after a side's first death and when half of a side is dead or out of the fight.
    static constexpr QLatin1StringView start{"start"};
    static constexpr QLatin1StringView firstDeath{"first_death"};
    static constexpr QLatin1StringView halfDown{"half_down"};
    static constexpr QLatin1StringView upset{"upset"};
    static QStringList allTriggers() { return {start, firstDeath, halfDown, upset}; }
    // The most checks a combatant's record of held checks counts.
    static constexpr qint64 mostHeld = 100;

    QStringList sides; // the sides that check; empty: every side but the players'
    QString per = QStringLiteral("group"); // "group", "combatant", "side"
    QString check; // id in Ruleset::checks
    QString stat; // the score, a stat and a variable of the check
    QString heldOutcome = QStringLiteral("holds");
    QStringList triggers;
    qint64 fightToDeathAfter = 0; // checks held after which no more are asked; 0: never
    // What the first death is: a dead HP state ("dead"), or any going down ("down": dead or out
    // of the fight), for a ruleset whose hit points state no death.
    QString firstDeathCounts = QStringLiteral("dead");
    QString fledCondition; // a condition with the flag "fled"
    QString note;
    Wordings wordings{}; // its texts in other languages than the one shown
    bool operator==(const Morale &) const = default;
    bool checks(const QString &side, const std::vector<Side> &all) const;
};

// How a stat block from another tool (a 5e-style monster or character: AC, HP and its dice, six
// abilities, CR or level, attacks "+4 to hit, 1d6+2") becomes a combatant of this ruleset. Each
// target is an expression over the source's values (@ac, @hp, @hd, @cr, @level, @str ... @cha,
// @init, and @attack for an attack's value); what it has no expression for is reported as lost.
struct ImportMapping
{
    bool declared = false; // the ruleset has an "import" section
    std::optional<Expression> defence;
    std::optional<Expression> armor;
    std::optional<Expression> attackValue; // over @attack (the source's to-hit bonus) and more
    QMap<QString, Expression> stats; // stat id -> expression
    QMap<QString, QString> conditions; // a source's condition name, lower case -> condition id
    QString note; // shown in the preview: how the numbers are converted and why
    Wordings wordings{}; // its texts in other languages than the one shown
    bool operator==(const ImportMapping &) const = default;
};

// Everything a ruleset file holds. Plain data: reading, validating, odds and encounters live in
// their own classes.
struct Ruleset
{
    static constexpr int formatVersion = 1;

    QString id;
    QString name;
    QString version;
    QString summary;
    DocumentSource source;
    std::optional<qint64> roundSeconds;
    QStringList phases;
    QString defenceLabel; // "AC", "DEF", "Parry/Dodge"
    QStringList defenceNames; // other words for the defence in stat lines, lower case ("ac")
    QString hpLabel = QStringLiteral("HP");
    // What the ruleset calls the points armour takes off damage ("PROT"); the form shows the
    // field only where the damage reads it (readsArmor()).
    QString armorLabel;
    std::vector<Side> sides; // at least the players' side and one other
    QStringList attackKinds; // melee, ranged ... (a modifier's applies_to names one of them)

    std::vector<Stat> stats;
    // Stats an older version of the ruleset had that duplicated a combatant's own field
    // ("ac" -> "defence"): a saved combatant's value for one is ignored, the field is the truth.
    QMap<QString, QString> retiredStats;
    AttackValue attackValue;
    std::vector<Variable> variables;
    std::vector<Derived> derived;
    std::vector<Outcome> outcomes; // the attack check's results
    QMap<QString, std::shared_ptr<const Check>> checks; // "attack" and follow-ups
    DamageRules damage;
    std::vector<Modifier> modifiers;
    std::vector<ModifierGroup> modifierGroups; // labels for the modifiers' groups
    std::vector<Condition> conditions;
    std::vector<HpState> hpStates;
    std::vector<Trigger> triggers;
    std::vector<Rest> rests;
    Initiative initiative;
    std::optional<Surprise> surprise;
    std::optional<Morale> morale;
    std::vector<EncounterStep> encounterOrder; // the document's order for meeting foes
    QMap<QString, Table> tables;
    QStringList notes;
    ImportMapping importMapping;
    // The texts above (name, summary, labels, phases, notes) in other languages than the one
    // shown.
    Wordings wordings{};

    const Variable *variable(const QString &variableName) const;
    // The situational modifier to hit, the variable "mod" (FORMAT.md): wound penalties and a
    // custom condition's to-hit are added to it. nullptr where the ruleset declares none.
    static constexpr QLatin1StringView modifierName{"mod"};
    const Variable *modifierVariable() const { return variable(QString(modifierName)); }
    const Outcome *outcome(const QString &key) const;
    // The variables the check `check` reads (its roll, variants, bands, outcomes, and with
    // `withDamage` the damage formulas), derived values counted through what they are made of:
    // the values a GM may be asked for that check, and no other.
    QSet<QString> variablesRead(const QString &check, bool withDamage) const;
    const Modifier *modifier(const QString &key) const;
    // A modifier group's label; a group the file gives none reads as its id in words
    // ("target-defence" → "Target defence").
    QString modifierGroupLabel(const QString &group) const;
    const Condition *condition(const QString &key) const;
    // The HP state `stateId` ("unconscious"); nullptr for none (unhurt) or an unknown id.
    const HpState *hpState(const QString &stateId) const;
    const Check *attack() const;
    const Stat *stat(const QString &statId) const;
    const Rest *rest(const QString &restId) const;
    // Whether an attack reads the combatant's armour or an attack's own value (a variable
    // "from" target.armor / attack); a field nothing reads is not shown.
    bool readsArmor() const;
    bool readsAttackValue() const;
    // The formula for an attack of `kind` (or the "*" one); nullptr when the GM types it.
    const Expression *attackFormula(const QString &kind) const;
    // The side the players are on, and whether `side` is it (or another players' side).
    const Side &playersSide() const;
    bool isPlayers(const QString &side) const;
    // The first side that is not the players': where monsters go by default.
    const Side &foesSide() const;

    bool operator==(const Ruleset &other) const;
};

} // namespace Fray::Rules
