// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storage/CampaignWatch.h"

#include <QSqlDriver>
#include <QSqlQuery>
#include <QUuid>

namespace Fray::Storage {

namespace {

const QStringList kChannels{QStringLiteral("fray_library"), QStringLiteral("fray_encounters"),
    QStringLiteral("fray_encounter_tables")};

} // namespace

CampaignWatch::CampaignWatch(
    const CampaignAddress &address, const QString &session, QObject *parent)
    : QObject(parent)
    , m_address(address)
    , m_session(session)
    , m_name(QStringLiteral("fray-watch-") + QUuid::createUuid().toString(QUuid::WithoutBraces))
{
    m_probe.setInterval(2000);
    connect(&m_probe, &QTimer::timeout, this, &CampaignWatch::probe);
}

CampaignWatch::~CampaignWatch()
{
    close();
}

bool CampaignWatch::start()
{
    m_connected = listen();
    if (m_connected) {
        m_library.readAll(m_db);
        m_encounters.readAll(m_db);
    }
    m_probe.start();
    return m_connected;
}

void CampaignWatch::close()
{
    if (m_db.isValid()) {
        m_db.close();
        m_db = QSqlDatabase();
        QSqlDatabase::removeDatabase(m_name);
    }
}

bool CampaignWatch::listen()
{
    close();
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), m_name);
    m_db.setHostName(m_address.host);
    m_db.setPort(m_address.port);
    m_db.setDatabaseName(m_address.database);
    m_db.setUserName(m_address.user);
    m_db.setPassword(m_address.password);
    // A watch that cannot reach the server says so soon, and asks again later.
    CampaignAddress quick = m_address;
    quick.connectTimeout = 2;
    m_db.setConnectOptions(quick.connectOptions());
    if (!m_db.open())
        return false;
    QSqlDriver *driver = m_db.driver();
    for (const QString &channel : kChannels) {
        if (!driver->subscribeToNotification(channel))
            return false;
    }
    connect(driver, &QSqlDriver::notification, this,
        [this](const QString &channel, QSqlDriver::NotificationSource, const QVariant &payload) {
            heard(channel, payload.toString());
        });
    return true;
}

void CampaignWatch::heard(const QString &channel, const QString &payload)
{
    const qsizetype space = payload.indexOf(QLatin1Char(' '));
    const qint64 id = payload.left(space).toLongLong();
    const QString session = space < 0 ? QString() : payload.mid(space + 1);
    const bool own = !session.isEmpty() && session == m_session;
    if (channel == kChannels[0]) {
        if (!own)
            Q_EMIT libraryChanged(id);
        m_library.heard(m_db, id);
    } else if (channel == kChannels[1]) {
        if (!own)
            Q_EMIT encounterChanged(id);
        m_encounters.heard(m_db, id);
    } else if (!own) {
        Q_EMIT tablesChanged();
    }
}

void CampaignWatch::probe()
{
    if (m_connected) {
        QSqlQuery q(m_db);
        if (q.exec(QStringLiteral("SELECT 1")))
            return;
        m_connected = false;
        Q_EMIT connectionLost();
    }
    if (listen()) {
        m_connected = true;
        Missed missed;
        missed.library = m_library.catchUp(m_db, m_session);
        missed.encounters = m_encounters.catchUp(m_db, m_session);
        Q_EMIT connectionBack(missed);
    }
}

} // namespace Fray::Storage
