// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/encounter/Encounter.h"
#include "core/encounter/Phrase.h"

#include <QCoreApplication>

#include <vector>

namespace Fray::Encounter {

// Those who check morale as one, as the ruleset's morale rule groups them: a group of a side,
// one combatant, or a whole side; only its members still in the fight.
struct MoraleUnit
{
    QString side;
    QString name; // "Goblins", "Orc 2", or the side's id
    std::vector<CombatantId> members;
    qint64 score = 0; // its first member's morale stat
    qint64 held = 0; // checks held so far (its members' fewest)
};

// A moment that asks for morale: the start, a side's first death, half of a side down, an upset.
struct MoraleCall
{
    QString side;
    QString trigger; // Rules::Morale::firstDeath ...: the first of `triggers`
    QStringList triggers; // the moments it answers: a first death may also be half the side
    std::vector<MoraleUnit> units; // those it asks, each still able to break
};

// When morale is asked for and of whom, read from the encounter as it stands (the ruleset's
// `morale`, FORMAT.md). Fray asks after a side's first death and once half of a side is dead or
// out of the fight (4 of 8, not 3), once for each unit; moments that come together (the first
// of two down) are answered by one check. The GM asks at the start and on an upset. A unit that
// has held `fight_to_death_after` checks, or has fled, is asked no more.
class MoraleWatch
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Encounter::MoraleWatch)

public:
    // The units of `side` that can still break; with `moments`, only those that have not
    // answered all of them (an answer is kept only for the moments Fray asks about).
    static std::vector<MoraleUnit> units(
        const Encounter &encounter, const QString &side, const QStringList &moments = {});
    // The moments Fray asks about (first death, half down) that have come for `side`, in the
    // ruleset's order.
    static QStringList momentsCome(const Encounter &encounter, const QString &side);
    // Whether Fray asks about `trigger` itself, rather than the GM.
    static bool isFraysMoment(const QString &trigger);
    // The moments whose time has come that a unit has not answered, in the order of the sides.
    static std::vector<MoraleCall> due(const Encounter &encounter);
    // The exact chance that `unit` holds, from the check's distribution.
    static Expected<double, QString> chanceToHold(
        const Encounter &encounter, const MoraleUnit &unit);
    // Why `side` cannot be asked at `trigger` now (no morale rule, a moment the ruleset does not
    // give, a side that does not check, no one left who can break); nothing when it can.
    static std::optional<QString> refusal(
        const Encounter &encounter, const QString &side, const QString &trigger);

    // "after the first death", in the log's words and the GM's.
    static Phrase triggerPhrase(const QString &trigger);
    static QString triggerText(const QString &trigger) { return triggerPhrase(trigger).render(); }
    // Several moments at once: "after the side's first death and with half of the side down".
    static Phrase triggersPhrase(const QStringList &triggers);
};

} // namespace Fray::Encounter
