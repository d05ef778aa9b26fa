// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/Difficulty.h"

#include <cmath>

namespace Fray::Sim {

namespace {

bool reaches(const SimResult &r, const Difficulty::Limits &limits)
{
    return r.pPartyLoses >= limits.lose || r.pAnyPcOut >= limits.anyOut
        || r.pAnyPcDead >= limits.anyDead;
}

} // namespace

QString Difficulty::assess(const SimResult &result, const Thresholds &thresholds)
{
    if (reaches(result, thresholds.deadly))
        return QStringLiteral("deadly");
    if (reaches(result, thresholds.hard))
        return QStringLiteral("hard");
    if (reaches(result, thresholds.medium))
        return QStringLiteral("medium");
    return QStringLiteral("easy");
}

QString Difficulty::assess(const SimResult &result)
{
    return assess(result, Thresholds());
}

QString Difficulty::label(const QString &word)
{
    if (word == u"deadly")
        return tr("Deadly");
    if (word == u"hard")
        return tr("Hard");
    if (word == u"medium")
        return tr("Medium");
    return tr("Easy");
}

std::optional<QString> Difficulty::set(Thresholds &thresholds, const QString &assignment)
{
    const qsizetype dot = assignment.indexOf(QLatin1Char('.'));
    const qsizetype equals = assignment.indexOf(QLatin1Char('='));
    if (dot < 0 || equals < dot)
        return tr("'%1': expected WORD.CHANCE=P, such as hard.lose=0.1").arg(assignment);
    const QString word = assignment.left(dot);
    const QString chance = assignment.mid(dot + 1, equals - dot - 1);
    bool ok = false;
    const double p = assignment.mid(equals + 1).toDouble(&ok);
    // "nan" and "inf" read as numbers; NaN would compare false with every chance and switch the
    // threshold off.
    if (!ok || !std::isfinite(p) || p < 0.0 || p > 1.0)
        return tr("'%1': the chance must be a number from 0 to 1").arg(assignment);
    Limits *limits = word == u"deadly" ? &thresholds.deadly
        : word == u"hard"              ? &thresholds.hard
        : word == u"medium"            ? &thresholds.medium
                                       : nullptr;
    if (!limits)
        return tr("'%1': the words are deadly, hard and medium").arg(word);
    if (chance == u"lose")
        limits->lose = p;
    else if (chance == u"out")
        limits->anyOut = p;
    else if (chance == u"dead")
        limits->anyDead = p;
    else
        return tr("'%1': the chances are lose, out and dead").arg(chance);
    return std::nullopt;
}

} // namespace Fray::Sim
