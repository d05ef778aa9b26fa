// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/storage/CampaignAddress.h"
#include "core/storage/CampaignDatabase.h"

#include <QSet>

#include <memory>

namespace Fray::Storage {

// A campaign a GM group shares: a database on a PostgreSQL server, reached through Qt's QPSQL
// driver. Opening connects (saying why a server refuses: unreachable, a wrong password, no such
// database, no TLS where it is required, a server too old), checks the database (empty, a Fray
// campaign, or something else), and makes or updates its schema in one transaction under an
// advisory lock, so two Frays opening a new campaign at once never migrate it twice.
class ServerCampaign : public CampaignDatabase
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Storage::ServerCampaign)

public:
    // The oldest server Fray uses (PostgreSQL 12: identity columns, ON CONFLICT, trusted pg_trgm
    // came with 13 and is optional).
    static constexpr int oldestServer = 120000;

    static Expected<std::unique_ptr<ServerCampaign>, QString> open(
        const QString &address, Access access);

    int schemaVersion() const override;
    std::unique_ptr<CampaignWatch> watch() const override;
    bool isSessionAlive(const QString &other) override;

protected:
    bool isConnected() override;
    bool reconnect() override;
    QString lostConnection() const override;
    std::optional<QString> seal() override;
    std::optional<bool> wasCommitted() override;
    const CampaignAddress &address() const { return m_address; }

private:
    ServerCampaign();
    std::optional<QString> connect(Access access);
    bool openConnection();
    // Holds this Fray's sign on the new connection (see isSessionAlive).
    void holdSessionSign();
    // Ends the server's process of a connection this Fray lost (the network, not the server,
    // may have dropped it, and the process lives on) and waits until it is gone: what it had
    // begun is then settled, committed or undone, and its run signs are free to take again.
    void settle(const QString &backend);
    QString refusal(const QString &engineMessage) const;
    std::optional<QString> migrate();
    void addFullText();

    CampaignAddress m_address;
    bool m_signHeld = false; // this connection holds this Fray's sign
    QString m_seal; // what the last transaction wrote into fray_commits
    QString m_backend; // the connection's server process: "pid start"
    bool m_sealing = true;
};

} // namespace Fray::Storage
