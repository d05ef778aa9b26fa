// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/ForeignCreature.h"

#include <QCoreApplication>

#include <optional>
#include <vector>

namespace Fray::Io {

// The named parts of a 5e-style stat block (traits, actions, reactions, legendary actions ...)
// as every reader meets them, turned into what a combatant has: an action's attack, a
// multiattack's count, a use for a limited one ("Fire Breath (Recharge 5–6)") with the damage
// and the save it rolls when spent. What has no place of its own is kept in the entry's notes
// under its part's heading, and named so the loss report says "kept as notes".
class ForeignActions
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Io::ForeignActions)

public:
    // In the order a stat block lists them, which is the order of the notes.
    enum class Part { Trait, Action, BonusAction, Reaction, Legendary, Mythic, Lair };

    struct Limit
    {
        QString name; // without the limit: "Fire Breath"
        std::optional<Encounter::Use> use;
    };
    // "Fire Breath (Recharge 5–6)" -> "Fire Breath", one use back on 5 or more on 1d6;
    // "(Recharge 6)"; "(Recharge after a Short or Long Rest)" -> one use back on a rest;
    // "(3/Day)" -> three back on a rest; "(1/Turn)" -> one back at its turn. A name without a
    // limit comes back as it is.
    static Limit limitOf(const QString &name);
    // What limitOf reads back as the use's reset and count, as a stat block writes it after a
    // name: "(Recharge 5–6)", "(3/Day)", "(1/Turn)"; the resets 5e has no words for are written
    // so Fray reads them back ("(2/Round)", "(1/Fight)", "(3 uses)").
    static QString limitText(const Encounter::Use &use);

    struct Effect
    {
        QString dice; // "18d6"; empty when the text rolls none
        QString note; // "DC 21 Dexterity save"; empty when it asks for none
    };
    // The save a text asks for and the damage it rolls: "... must make a DC 21 Dexterity saving
    // throw, taking 63 (18d6) fire damage ..." and the 2024 "Dexterity Saving Throw: DC 21 ...
    // Failure: 63 (18d6) Fire damage".
    static Effect effectOf(const QString &text);
    // A save rather than an attack roll: the text names a saving throw and no "+N to hit".
    static bool isSave(const QString &text);

    // One named entry of `part`. `attacks` are those the format states apart from the text
    // (Fight Club's <attack>, Open5e's fields); without any, the text is read for one. A save's
    // text makes no attack, whatever the fields say (Fight Club's "Fire Breath||18d6").
    static void add(ForeignCreature &creature, Part part, const QString &name, const QString &text,
        std::vector<ForeignAttack> attacks = {});
    // What the loss report calls the entry: "Trait 'Nimble Escape'"; the part's heading when
    // the entry has no name.
    static QString label(Part part, const QString &name);
    // The entry's notes: the source's description, then each part's kept text under its heading.
    static QString notes(const ForeignCreature &creature);
    // "kept as notes", the loss report's reason for what `kept` names.
    static QString keptAsNotes();

private:
    static QString heading(Part part);
};

} // namespace Fray::Io
