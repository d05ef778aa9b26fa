// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Raw HTTP on loopback for the players' page tests: every byte sent and received as it is.

#include "TestRulesets.h"
#include "core/encounter/Encounter.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QHostAddress>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpSocket>
#include <QTest>

namespace Fray::Testing {

// A fight of one: Aldo of the party, under d20-ascending, for tests of the server rather than
// of what it shows.
inline std::unique_ptr<Encounter::Encounter> aldoAlone()
{
    Encounter::EncounterState state;
    state.rulesetId = QStringLiteral("d20-ascending");
    Encounter::Combatant aldo;
    aldo.id = 1;
    aldo.name = QStringLiteral("Aldo");
    aldo.side = QStringLiteral("party");
    state.combatants.push_back(aldo);
    state.nextId = 2;
    return std::make_unique<Encounter::Encounter>(rulesetNamed(state.rulesetId), state);
}

// Sends raw bytes and keeps everything the server answers until it closes (or 5 s pass). The
// server runs on this thread, so the wait runs the event loop rather than blocking the socket.
inline QByteArray exchange(
    quint16 port, const QByteArray &bytes, const QByteArray &afterwards = QByteArray())
{
    QTcpSocket socket;
    QByteArray received;
    QObject::connect(&socket, &QTcpSocket::connected, &socket, [&] { socket.write(bytes); });
    QObject::connect(&socket, &QTcpSocket::readyRead, &socket, [&] {
        const bool first = received.isEmpty();
        received += socket.readAll();
        if (first && !afterwards.isEmpty())
            socket.write(afterwards);
    });
    socket.connectToHost(QHostAddress::LocalHost, port);
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < 5000) {
        QTest::qWait(5);
        if (socket.state() == QAbstractSocket::UnconnectedState)
            break;
    }
    return received + socket.readAll();
}

inline int statusOf(const QByteArray &response)
{
    if (!response.startsWith("HTTP/1.1 "))
        return 0;
    return response.mid(9, 3).toInt();
}

inline QJsonObject bodyOf(const QByteArray &response)
{
    return QJsonDocument::fromJson(response.mid(response.indexOf("\r\n\r\n") + 4)).object();
}

inline QByteArray get(const QByteArray &target)
{
    return "GET " + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
}

} // namespace Fray::Testing
