// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"

#include <QCoreApplication>
#include <QString>

namespace Fray::Storage {

// Where a shared campaign lies on a PostgreSQL server, written as libpq's URIs are:
//   postgresql://USER[:PASSWORD]@HOST[:PORT]/DATABASE[?sslmode=…&sslrootcert=…&host=…&connect_timeout=…]
// A password left out is found as libpq finds it (PGPASSWORD, ~/.pgpass). The address is shown
// and kept (the recent list, messages) without its password.
class CampaignAddress
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Storage::CampaignAddress)

public:
    static constexpr int defaultPort = 5432;

    // Whether `text` names a server (and not a campaign file).
    static bool isAddress(const QString &text);
    // The address in `text`, or what is wrong with it and where.
    static Expected<CampaignAddress, QString> parse(const QString &text);

    QString user;
    QString password;
    QString host; // a name, an address, or a folder holding the server's Unix socket
    int port = defaultPort;
    QString database;
    QString sslMode; // libpq's: disable, allow, prefer, require, verify-ca, verify-full
    QString sslRootCertificate;
    int connectTimeout = 10; // seconds

    // The address without its password.
    QString shown() const;
    // The address with its password, to open the campaign with (never kept or shown).
    QString withPassword() const;
    // libpq's options beyond host, port, database, user and password, as Qt's QPSQL driver
    // takes them ("sslmode=require;connect_timeout=10").
    QString connectOptions() const;
};

} // namespace Fray::Storage
