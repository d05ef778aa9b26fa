// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storage/TablePace.h"

#include "core/storage/CampaignDatabase.h"

#include <QDateTime>
#include <QLocale>
#include <QSqlQuery>

#include <algorithm>
#include <cmath>
#include <vector>

namespace Fray::Storage {

std::optional<TablePace::Pace> TablePace::measure(const CampaignDatabase &file)
{
    QSqlQuery q(file.database());
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT encounter, at FROM journal WHERE direction = 'do' AND kind "
                               "IN ('next-turn', 'next-round') ORDER BY encounter, seq")))
        return std::nullopt;
    std::vector<double> turns;
    qint64 encounter = -1;
    QDateTime last;
    while (q.next()) {
        const QDateTime at = QDateTime::fromString(q.value(1).toString(), Qt::ISODate);
        if (q.value(0).toLongLong() == encounter && last.isValid() && at.isValid()) {
            const double seconds = double(last.msecsTo(at)) / 1000.0;
            if (seconds > 0.0 && seconds <= longestTurn)
                turns.push_back(seconds);
        }
        encounter = q.value(0).toLongLong();
        last = at;
    }
    if (int(turns.size()) < fewestTurns)
        return std::nullopt;
    const std::size_t half = turns.size() / 2;
    std::nth_element(turns.begin(), turns.begin() + std::ptrdiff_t(half), turns.end());
    double median = turns[half];
    if (turns.size() % 2 == 0)
        median = (median + *std::max_element(turns.begin(), turns.begin() + std::ptrdiff_t(half)))
            / 2.0;
    return Pace{median, int(turns.size())};
}

double TablePace::minutes(double rounds, int turnsPerRound, const Pace &pace)
{
    return rounds * double(turnsPerRound) * pace.secondsPerTurn / 60.0;
}

QString TablePace::about(double minutes, const Pace &pace)
{
    const QLocale locale;
    const QString turn = locale.toString(qRound(pace.secondsPerTurn));
    const QString how = tr("(%1 s a turn, from %Ln turn(s) played)", nullptr, pace.turns).arg(turn);
    const QString length = minutes < 1.0
        ? tr("under a minute at this table's pace")
        : tr("about %Ln minute(s) at this table's pace", nullptr, qRound(minutes));
    return length + QLatin1Char(' ') + how;
}

} // namespace Fray::Storage
