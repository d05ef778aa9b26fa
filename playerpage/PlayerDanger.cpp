// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "playerpage/PlayerDanger.h"

#include "playerpage/PlayerView.h"

#include <limits>

namespace Fray::PlayerPage {

Expected<QJsonObject, QString> PlayerDanger::answer(const Encounter::Encounter &encounter,
    const PageIds &ids, const QUrlQuery &query,
    const std::vector<Sim::TurnDanger::Danger> &dangers)
{
    using Result = Expected<QJsonObject, QString>;
    const auto items = query.queryItems(QUrl::FullyDecoded);
    std::optional<qint64> asked;
    for (const auto &[key, value] : items) {
        if (key == u"t")
            continue;
        if (key != u"combatant" || asked)
            return Result(QStringLiteral("give combatant once, and nothing else"));
        bool ok = false;
        const qint64 id = value.toLongLong(&ok);
        if (!ok || id < 1 || id > std::numeric_limits<quint32>::max() || value.startsWith(u'+'))
            return Result(QStringLiteral("combatant must be a combatant id"));
        asked = id;
    }
    if (!asked)
        return Result(QStringLiteral("give combatant"));
    const Encounter::Combatant *c = encounter.find(ids.combatant(*asked));
    if (!c || !PlayerView::visible(*c) || !encounter.ruleset().isPlayers(c->side))
        return Result(QStringLiteral("no such party member"));
    for (const auto &d : dangers) {
        if (d.combatant != c->id)
            continue;
        return QJsonObject{{QStringLiteral("out"), PlayerView::number(d.out)},
            {QStringLiteral("attacks"), d.attacks},
            {QStringLiteral("until"),
                d.until == Sim::TurnDanger::Until::NextTurn ? QStringLiteral("next_turn")
                                                             : QStringLiteral("round_end")}};
    }
    return Result(QStringLiteral("no danger is known for it now"));
}

} // namespace Fray::PlayerPage
