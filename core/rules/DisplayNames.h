// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

namespace Fray::Rules {

struct Ruleset;

// How the sides and attack kinds every table knows ("party", "foes", "melee", "ranged" ...) are
// shown in the reader's language. Files keep the English ids; a side or kind a GM or a ruleset
// names itself is shown as it is written.
class DisplayNames
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Rules::DisplayNames)

public:
    // The tr() context of the names, for a log phrase that translates them when it is read.
    static constexpr const char *context = "Fray::Rules::DisplayNames";

    // The untranslated name of a side or kind Fray knows, or nullptr for one it does not.
    static const char *sideSource(const QString &id);
    static const char *attackKindSource(const QString &kind);

    // The side's name: the ruleset's label when it names the side its own way ("Heroes" for
    // "party"), else a side Fray knows in the reader's language, else the id as written.
    static QString side(const QString &id, const Ruleset *ruleset = nullptr);
    static QString attackKind(const QString &kind);
    // Kinds of attack listed in the reader's language ("Nahkampf, Fernkampf"): where a sheet
    // says what a modifier or an effect is for.
    static QString attackKinds(const QStringList &kinds);

    // What a GM typed or chose back to the id files keep: the id or label of one of the
    // ruleset's sides, or a known name in the reader's language or in English (in any case),
    // gives its id; anything else is kept as typed.
    static QString sideId(const QString &shown, const Ruleset *ruleset = nullptr);
    static QString attackKindId(const QString &shown);
};

} // namespace Fray::Rules
