// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "playerpage/PageFeed.h"

#include "core/sim/FightModel.h"
#include "playerpage/PlayerDanger.h"
#include "playerpage/PlayerOdds.h"
#include "playerpage/PlayerView.h"

#include <QJsonDocument>
#include <QTimer>
#include <QUrlQuery>

namespace Fray::PlayerPage {

PageFeed::PageFeed(QObject *parent)
    : QObject(parent)
    , m_changeTimer(new QTimer(this))
{
    // Changes come in bursts (a command changes HP, state and log at once): one `changed` each.
    m_changeTimer->setSingleShot(true);
    m_changeTimer->setInterval(0);
    connect(m_changeTimer, &QTimer::timeout, this, &PageFeed::changed);
}

void PageFeed::setEncounter(const Encounter::Encounter *encounter)
{
    for (const auto &c : std::as_const(m_encounterConnections))
        disconnect(c);
    m_encounterConnections.clear();
    m_encounter = encounter;
    if (encounter) {
        using E = Encounter::Encounter;
        const auto follow = [this] { schedule(); };
        m_encounterConnections << connect(encounter, &E::changed, this, follow)
                               << connect(encounter, &E::destroyed, this, follow);
    }
    schedule();
}

void PageFeed::setRevealNumbers(bool reveal)
{
    m_reveal = reveal;
    schedule();
}

void PageFeed::setTarget(Encounter::CombatantId target)
{
    m_target = target;
    schedule();
}

void PageFeed::schedule()
{
    m_dangers.reset();
    m_changeTimer->start();
}

Expected<QJsonObject, QString> PageFeed::danger(const QUrlQuery &query)
{
    Q_ASSERT(m_encounter);
    PlayerView::giveIds(*m_encounter, m_pageIds);
    if (!m_dangers) {
        m_dangers.emplace();
        const auto model = Sim::FightModel::create(*m_encounter, Sim::SimOptions{});
        if (model)
            *m_dangers = Sim::TurnDanger::compute(*m_encounter, **model);
    }
    return PlayerDanger::answer(*m_encounter, m_pageIds, query, *m_dangers);
}

QByteArray PageFeed::stateBytes() const
{
    if (!m_encounter)
        return QByteArrayLiteral(
            "{\"format\":\"fray-players\",\"format_version\":1,\"none\":true}");
    return QJsonDocument(PlayerView::state(*m_encounter, {m_reveal, m_target, &m_pageIds}))
        .toJson(QJsonDocument::Compact);
}

Expected<QJsonObject, QString> PageFeed::odds(const QUrlQuery &query)
{
    Q_ASSERT(m_encounter);
    PlayerView::giveIds(*m_encounter, m_pageIds);
    return PlayerOdds::answer(*m_encounter, m_pageIds, query);
}

} // namespace Fray::PlayerPage
