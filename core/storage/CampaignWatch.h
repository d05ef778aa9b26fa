// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/storage/CampaignAddress.h"
#include "core/storage/SeenVersions.h"

#include <QObject>
#include <QSqlDatabase>
#include <QTimer>

namespace Fray::Storage {

// What other Frays change in a campaign shared on a server, heard as they commit it
// (PostgreSQL's LISTEN/NOTIFY on a connection of the watch's own), and whether the server is
// still there: every few seconds the watch asks; when it is not, the watch says so at once and
// keeps asking until it is back. Changes this Fray made itself (its session) are not told back.
// Needs an event loop.
class CampaignWatch : public QObject
{
    Q_OBJECT

public:
    // What others did while the server could not be reached; a table is unknown (nullopt) when
    // its rows were never read.
    struct Missed
    {
        std::optional<SeenVersions::Missed> library; // the party's members are entries too
        std::optional<SeenVersions::Missed> encounters;
    };

    // Watches the campaign at `address` for changes by sessions other than `session`.
    CampaignWatch(
        const CampaignAddress &address, const QString &session, QObject *parent = nullptr);
    ~CampaignWatch() override;

    // Connects and listens; false (and connected() false) when the server cannot be reached
    // now. The watch keeps trying either way.
    bool start();
    bool isConnected() const { return m_connected; }
    // How often the server is asked whether it is still there.
    void setProbeInterval(int milliseconds) { m_probe.setInterval(milliseconds); }

Q_SIGNALS:
    void libraryChanged(qint64 id);
    void encounterChanged(qint64 id);
    void tablesChanged();
    // The server cannot be reached: nothing can be saved until connectionBack().
    void connectionLost();
    // The server is back; what changed meanwhile was not heard one by one: `missed` says what.
    void connectionBack(const Fray::Storage::CampaignWatch::Missed &missed);

private:
    bool listen();
    void probe();
    void heard(const QString &channel, const QString &payload);
    void close();

    CampaignAddress m_address;
    QString m_session;
    QString m_name;
    QSqlDatabase m_db;
    QTimer m_probe;
    bool m_connected = false;
    SeenVersions m_library{QLatin1StringView("library")};
    SeenVersions m_encounters{QLatin1StringView("encounters")};
};

} // namespace Fray::Storage
