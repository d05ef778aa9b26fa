// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/SimResult.h"

#include <QJsonArray>

#include <cmath>

namespace Fray::Sim {

const SimResult::SideResult *SimResult::side(const QString &id) const
{
    for (const SideResult &s : sides) {
        if (s.side == id)
            return &s;
    }
    return nullptr;
}

const SimResult::CombatantResult *SimResult::combatant(const QString &name) const
{
    for (const CombatantResult &c : combatants) {
        if (c.name == name)
            return &c;
    }
    return nullptr;
}

QJsonObject SimResult::toJson() const
{
    QJsonArray sideList;
    for (const SideResult &s : sides) {
        QJsonObject side{{QStringLiteral("side"), s.side}, {QStringLiteral("win"), s.win},
            {QStringLiteral("win_se"), s.winSe}};
        // Only a side that checks morale has these keys, so scripts written before read the same.
        if (s.broke) {
            QJsonArray byRound;
            for (const auto &[round, p] : s.brokeIn)
                byRound.append(QJsonArray{round, p});
            side.insert(QStringLiteral("broke"), *s.broke);
            side.insert(QStringLiteral("broke_se"), s.brokeSe);
            side.insert(QStringLiteral("broke_in_round"), byRound);
        }
        sideList.append(side);
    }
    QJsonArray histogram;
    for (const auto &[round, p] : roundHistogram)
        histogram.append(QJsonArray{round, p});
    QJsonArray people;
    for (const CombatantResult &c : combatants)
        people.append(QJsonObject{{QStringLiteral("name"), c.name},
            {QStringLiteral("side"), c.side}, {QStringLiteral("p_out"), c.pOut},
            {QStringLiteral("p_dead"), c.pDead ? QJsonValue(*c.pDead) : QJsonValue()},
            {QStringLiteral("mean_hp_left"), c.meanHpLeft},
            {QStringLiteral("mean_damage_dealt"), c.meanDamageDealt},
            {QStringLiteral("mean_damage_taken"), c.meanDamageTaken}});
    return QJsonObject{{QStringLiteral("trials"), qint64(trials)},
        {QStringLiteral("seed"), qint64(seed)}, {QStringLiteral("exact"), exact},
        {QStringLiteral("max_rounds"), maxRounds}, {QStringLiteral("sides"), sideList},
        {QStringLiteral("undecided"), undecided}, {QStringLiteral("draw"), draw},
        {QStringLiteral("rounds"),
            QJsonObject{{QStringLiteral("mean"), meanRounds},
                {QStringLiteral("mean_se"), meanRoundsSe},
                {QStringLiteral("histogram"), histogram}}},
        {QStringLiteral("combatants"), people}, {QStringLiteral("difficulty"), difficulty},
        {QStringLiteral("notes"), QJsonArray::fromStringList(notes)},
        {QStringLiteral("fights_per_second"), std::round(fightsPerSecond)}};
}

} // namespace Fray::Sim
