// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/Wordings.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace Fray::Rules {

// A note that pops at a moment of the fight ("save vs. poison" at the start of Aldo's turn,
// "concentration" at its end): kept on a combatant, a condition of the GM's own, or declared by
// a ruleset for its conditions and HP states. It only reminds; the GM does what it says. It
// lives with the rules because a ruleset declares them, and the rules know no encounter.
struct Reminder
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Rules::Reminder)

public:
    enum class When { StartOfTurn, EndOfTurn, StartOfRound, EndOfRound };

    // The longest text kept; more is a mistake, not a note.
    static constexpr qsizetype maxText = 500;

    QString text;
    When when = When::StartOfTurn;
    // A ruleset's reminder may give its text in several languages (field "text").
    Wordings wordings{};

    // The names files and the command line use: "start_of_turn", "end_of_turn",
    // "start_of_round", "end_of_round".
    static QString whenKey(When when);
    static std::optional<When> whenFromKey(const QString &key);
    static QStringList whenKeys();
    // For the GM: "Start of turn".
    static QString whenText(When when);
    // "Start of turn: save vs. poison"
    QString shortText() const;

    bool operator==(const Reminder &) const = default;
};

} // namespace Fray::Rules
