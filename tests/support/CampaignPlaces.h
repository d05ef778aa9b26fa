// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Where a test's campaigns lie: SQLite files in the test's folder, or, when FRAY_TEST_CAMPAIGNS
// is "server", new databases on a PostgreSQL server the test process starts for itself
// (PostgresServer). The same storage tests run on both engines this way.

#include "PostgresServer.h"

#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace Fray::Testing {

class CampaignPlaces
{
public:
    static bool onServer() { return qEnvironmentVariable("FRAY_TEST_CAMPAIGNS") == u"server"; }

    // The server every campaign of this process is made on, started at its first use.
    static PostgresServer &server()
    {
        static std::unique_ptr<PostgresServer> running = [] {
            auto server = std::make_unique<PostgresServer>();
            if (auto error = server->start())
                qFatal("the test's PostgreSQL server did not start: %s", qPrintable(*error));
            if (auto error = server->admin(QStringLiteral(
                    "CREATE ROLE fray_tester LOGIN CREATEDB PASSWORD 'tester-secret'")))
                qFatal("the test's PostgreSQL user was not made: %s", qPrintable(*error));
            return server;
        }();
        return *running;
    }

    // A new, empty database on the server, owned by fray_tester; its address.
    static QString newDatabase()
    {
        static int made = 0;
        const QString name = QStringLiteral("campaign_%1").arg(++made);
        if (auto error
            = server().admin(QStringLiteral("CREATE DATABASE %1 OWNER fray_tester").arg(name)))
            qFatal("the test's database was not made: %s", qPrintable(*error));
        return server().address(
            QStringLiteral("fray_tester"), name, QStringLiteral("tester-secret"));
    }

    // Where a new campaign goes: `fileName` in `dir`, or a new database on the server.
    static QString fresh(const QTemporaryDir &dir, const QString &fileName)
    {
        return onServer() ? newDatabase() : dir.filePath(fileName);
    }
};

} // namespace Fray::Testing
