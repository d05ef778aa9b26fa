// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/encounter/Encounter.h"
#include "core/sim/TurnDanger.h"
#include "playerpage/PageIds.h"

#include <QJsonObject>
#include <QObject>
#include <QPointer>

#include <optional>
#include <vector>

class QTimer;
class QUrlQuery;

namespace Fray::PlayerPage {

// What the players' page shows of one encounter, and when it changes: it follows the
// encounter's signals and says `changed` once for each burst of them (a command changes HP,
// state and log at once). The state and the odds are worked out here, by PlayerView's and
// PlayerOdds's policy, with the page's ids for the combatants; ShareServer only carries them.
class PageFeed : public QObject
{
    Q_OBJECT

public:
    explicit PageFeed(QObject *parent = nullptr);

    // The encounter shown; nullptr shows none.
    void setEncounter(const Encounter::Encounter *encounter);
    // Foes' defence and HP shown as numbers.
    void setRevealNumbers(bool reveal);
    // The combatant the GM's odds panel has targeted (0 for none).
    void setTarget(Encounter::CombatantId target);

    bool hasEncounter() const { return !m_encounter.isNull(); }
    // The state as JSON text (GET /api/state and every push).
    QByteArray stateBytes() const;
    // The odds a page asks for (GET /api/odds); the error says what is wrong with the request.
    // Needs an encounter.
    Expected<QJsonObject, QString> odds(const QUrlQuery &query);
    // A party member's danger before its next turn (GET /api/danger), worked out once for each
    // change of the fight however many pages ask. Needs an encounter.
    Expected<QJsonObject, QString> danger(const QUrlQuery &query);

Q_SIGNALS:
    void changed();

private:
    void schedule();

    QTimer *m_changeTimer;
    QPointer<const Encounter::Encounter> m_encounter;
    QList<QMetaObject::Connection> m_encounterConnections;
    mutable PageIds m_pageIds; // given as the state is built
    bool m_reveal = false;
    Encounter::CombatantId m_target = 0;
    std::optional<std::vector<Sim::TurnDanger::Danger>> m_dangers; // for the fight as it is
};

} // namespace Fray::PlayerPage
