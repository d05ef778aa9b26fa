// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "playerpage/PlayerOdds.h"

#include "core/encounter/AttackResolver.h"
#include "playerpage/PlayerView.h"
#include "playerpage/Standing.h"

#include <QJsonArray>
#include <QSet>

#include <limits>

namespace Fray::PlayerPage {

namespace {

constexpr qint64 largestCount = 1000;

std::optional<qint64> wholeNumber(const QString &text, qint64 low, qint64 high)
{
    bool ok = false;
    const qint64 n = text.toLongLong(&ok);
    if (!ok || n < low || n > high || text.startsWith(u'+') || text.contains(u' '))
        return std::nullopt;
    return n;
}

} // namespace

Expected<QJsonObject, QString> PlayerOdds::answer(
    const Encounter::Encounter &encounter, const PageIds &ids, const QUrlQuery &query)
{
    using Result = Expected<QJsonObject, QString>;
    Encounter::AttackResolver::Request request;
    std::optional<qint64> attacker, target;
    bool attackGiven = false;
    QSet<QString> modifiersSeen;
    const auto items = query.queryItems(QUrl::FullyDecoded);
    for (const auto &[key, value] : items) {
        if (key == u"t")
            continue;
        if (key == u"attacker" || key == u"target") {
            auto &slot = key == u"attacker" ? attacker : target;
            if (slot)
                return Result(QStringLiteral("%1 given twice").arg(key));
            slot = wholeNumber(value, 1, std::numeric_limits<quint32>::max());
            if (!slot)
                return Result(QStringLiteral("%1 must be a combatant id").arg(key));
        } else if (key == u"attack") {
            const auto n = wholeNumber(value, 0, 1000);
            if (attackGiven || !n)
                return Result(QStringLiteral("attack must be given once, as a number"));
            attackGiven = true;
            request.attack = *n;
        } else if (key == u"modifier") {
            const qsizetype colon = value.indexOf(u':');
            const QString id = colon < 0 ? value : value.left(colon);
            const Rules::Modifier *m = encounter.ruleset().modifier(id);
            // The id is not echoed: it is the client's text.
            if (!m || m->id != id)
                return Result(QStringLiteral("unknown modifier"));
            if (modifiersSeen.contains(id))
                return Result(QStringLiteral("a modifier is given twice"));
            modifiersSeen.insert(id);
            Odds::ActiveModifier active{id, std::nullopt};
            if (colon >= 0) {
                active.value = wholeNumber(value.mid(colon + 1), -largestCount, largestCount);
                if (!active.value)
                    return Result(QStringLiteral("a modifier's number is not a whole number"));
            }
            request.modifiers.push_back(active);
        } else {
            return Result(QStringLiteral("unknown parameter"));
        }
    }
    if (!attacker || !target)
        return Result(QStringLiteral("give attacker and target"));
    const Encounter::Combatant *a = encounter.find(ids.combatant(*attacker));
    const Encounter::Combatant *t = encounter.find(ids.combatant(*target));
    // A hidden combatant is answered exactly like one that does not exist.
    if (!a || !PlayerView::visible(*a) || !encounter.ruleset().isPlayers(a->side))
        return Result(QStringLiteral("unknown attacker"));
    if (!t || !PlayerView::visible(*t) || t->id == a->id)
        return Result(QStringLiteral("unknown target"));
    // The page shows these as dead or out of the fight, never with a chance to hit.
    if (!Standing::fighting(encounter, *a))
        return Result(QStringLiteral("the attacker is out of the fight"));
    if (!Standing::fighting(encounter, *t))
        return Result(QStringLiteral("the target is out of the fight"));
    if (request.attack >= qint64(a->attacks.size()))
        return Result(QStringLiteral("unknown attack"));
    request.attacker = a->id;
    request.target = t->id;

    const auto result = Encounter::AttackResolver::odds(encounter, request);
    if (!result)
        return Result(QStringLiteral("these odds cannot be worked out"));
    QJsonObject outcomes;
    for (const auto &o : result->outcomes)
        outcomes.insert(o.id, PlayerView::number(o.probability));
    QJsonObject out{{QStringLiteral("attacker"), *attacker},
        {QStringLiteral("attack"), request.attack}, {QStringLiteral("target"), *target},
        {QStringLiteral("outcomes"), outcomes},
        {QStringLiteral("p_hit"), PlayerView::number(result->pHit)}};
    if (result->damage)
        out.insert(QStringLiteral("expected_damage"), PlayerView::number(result->expectedDamage));
    return out;
}

} // namespace Fray::PlayerPage
