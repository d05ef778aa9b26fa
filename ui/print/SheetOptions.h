// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Combatant.h"
#include "core/odds/OddsRequest.h"
#include "core/wandering/EncounterTable.h"

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QPageSize>
#include <QString>

#include <optional>
#include <vector>

namespace Fray::Print {

// What to print: which sheets, on which paper, with which names in the header, and the
// attacker/target pairs to chart.
class SheetOptions
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Print::SheetOptions)

public:
    enum class Kind { Roster, StatBlocks, Reference, Odds, Wandering, All };
    enum class Paper { A4, Letter };

    // One odds chart: an attacker's attack (or each of its attacks) against a target.
    struct OddsPair
    {
        Encounter::CombatantId attacker = 0;
        qint64 attack = -1; // index into the attacker's attacks; -1 = each attack
        Encounter::CombatantId target = 0;
        QMap<QString, qint64> values; // values the GM gives (old-school's "needed")
        // The situational modifiers switched on (the odds panel's toggles): the chart's
        // chances are with them, and the page names them.
        std::vector<Odds::ActiveModifier> modifiers;
    };

    // The sheets to print, which print in the order of Kind. All stands for each of them, the
    // odds charts only when there are pairs to chart.
    QList<Kind> kinds{Kind::All};
    Paper paper = Paper::A4;
    QString campaignName; // empty: no campaign in the header
    QString encounterName; // empty: the encounter's own name
    std::vector<OddsPair> oddsPairs;
    // A simulation's result in one line, printed under the roster's title when the GM asks.
    QString simulation;
    // The wandering-monster tables of the encounter's ruleset the campaign keeps.
    std::vector<Wandering::EncounterTable> tables;

    // Whether the sheets asked for include `sheet` (All includes the odds charts only when
    // there are pairs to chart, and the wandering-monster sheet only when there are tables).
    bool includes(Kind sheet) const;
    QPageSize pageSize() const;

    // The sheets a GM chooses from, in the order they print.
    static QList<Kind> sheets();
    // The ids used on the command line and in the settings: roster, statblocks, reference,
    // odds, wandering, all.
    static std::optional<Kind> kindFromId(QStringView id);
    static QString kindId(Kind kind);
    static QStringList kindIds();
    // Ids as the command line takes them, several in one text joined by commas
    // ("roster,statblocks"); nullopt names the first id that is none.
    static std::optional<QList<Kind>> kindsFromIds(const QStringList &ids, QString *unknown);
    // A sheet's title for the page header ("Roster").
    static QString kindTitle(Kind kind);
    // a4 or letter.
    static std::optional<Paper> paperFromId(QStringView id);
};

} // namespace Fray::Print
