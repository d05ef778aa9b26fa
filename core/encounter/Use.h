// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace Fray::Encounter {

// A limited resource of a combatant: spells per day, a breath weapon that recharges on 5–6,
// three uses per fight, one reaction per round. It counts what is left and says what gives it
// back.
struct Use
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Encounter::Use)

public:
    enum class Reset {
        Round, // at the start of each round
        Turn, // at the start of its owner's turn
        Fight, // when the fight starts
        Rest, // when the party rests
        Never,
        Recharge, // a roll of `recharge` at the start of its owner's turn, when not full
    };

    // The most uses a combatant keeps track of; more is a mistake, not a resource.
    static constexpr qint64 maxUses = 1000;
    // The longest effect note: a line of the log, not a stat block.
    static constexpr qsizetype maxNote = 500;

    QString name;
    qint64 maximum = 1;
    qint64 left = 1;
    Reset reset = Reset::Never;
    QString recharge; // dice expression for Reset::Recharge ("1d6")
    qint64 target = 0; // Reset::Recharge: back to full when the roll is this or more
    // The round whose turn start last reset or rolled for it: a turn that starts again in the
    // same round (a held action, a second entry of per-attack initiative) gives nothing back.
    qint64 turnRound = 0;
    // What spending it rolls and says, so the log holds the breath weapon's damage and its save:
    // dice ("18d6") and a note ("DC 21 Dexterity save"); both empty = spending only counts. Given
    // a default, so a use listed by its first fields (Use{name, max, ...}) need not name them.
    QString effect{};
    QString effectNote{};

    bool isFull() const { return left >= maximum; }

    // The names files and the command line use: "round", "turn", "fight", "rest", "never",
    // "recharge".
    static QString resetKey(Reset reset);
    static std::optional<Reset> resetFromKey(const QString &key);
    static QStringList resetKeys();
    // What gives it back, for the GM: "each round", "recharge 5–6 on 1d6".
    QString resetText() const;
    // "Breath 0/1"
    QString shortText() const;
    // What spending it rolls and says, for the GM: "18d6; DC 21 Dexterity save"; empty = nothing.
    QString effectText() const;

    bool operator==(const Use &) const = default;
};

} // namespace Fray::Encounter
