// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/day/DayResult.h"

#include <QJsonArray>

#include <cmath>

namespace Fray::Day {

double DayResult::expectedRounds() const
{
    double rounds = 0.0;
    for (const FightResult &f : fights)
        rounds += f.reached * f.fight.meanRounds;
    return rounds;
}

QJsonObject DayResult::toJson() const
{
    QJsonArray fightList;
    for (const FightResult &f : fights) {
        QJsonArray before;
        for (const HeroBefore &h : f.heroes) {
            if (!h.inFight)
                continue;
            before.append(QJsonObject{{QStringLiteral("name"), h.name},
                {QStringLiteral("mean_hp"), h.meanHp}, {QStringLiteral("mean_hp_se"), h.meanHpSe},
                {QStringLiteral("p_out"), h.pOut}, {QStringLiteral("p_out_se"), h.pOutSe}});
        }
        fightList.append(QJsonObject{{QStringLiteral("name"), f.name},
            {QStringLiteral("rest_before"),
                f.restBefore.isEmpty() ? QJsonValue() : QJsonValue(f.restBefore)},
            {QStringLiteral("reached"), f.reached}, {QStringLiteral("reached_se"), f.reachedSe},
            {QStringLiteral("breaks"), f.breaks}, {QStringLiteral("breaks_se"), f.breaksSe},
            {QStringLiteral("heroes_before"), before},
            {QStringLiteral("fight"), f.fight.toJson()}});
    }
    QJsonArray heroList;
    for (const HeroAtEnd &h : heroes)
        heroList.append(QJsonObject{{QStringLiteral("name"), h.name},
            {QStringLiteral("p_out"), h.pOut}, {QStringLiteral("p_out_se"), h.pOutSe},
            {QStringLiteral("p_dead"), h.pDead ? QJsonValue(*h.pDead) : QJsonValue()},
            {QStringLiteral("p_dead_se"), h.pDead ? QJsonValue(h.pDeadSe) : QJsonValue()}});
    return QJsonObject{{QStringLiteral("trials"), qint64(trials)},
        {QStringLiteral("seed"), qint64(seed)}, {QStringLiteral("through"), through},
        {QStringLiteral("through_se"), throughSe}, {QStringLiteral("fights"), fightList},
        {QStringLiteral("heroes"), heroList}, {QStringLiteral("expected_rounds"), expectedRounds()},
        {QStringLiteral("notes"), QJsonArray::fromStringList(notes)},
        {QStringLiteral("days_per_second"), std::round(daysPerSecond)}};
}

} // namespace Fray::Day
