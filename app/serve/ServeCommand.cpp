// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/serve/ServeCommand.h"

#include "app/cli/CliOptions.h"
#include "app/cli/RulesetOptions.h"
#include "app/serve/ServedFile.h"
#include "share/ShareServer.h"
#include "share/ShareToken.h"

#include <QHostAddress>

namespace Fray::Cli {

int ServeCommand::run(const QStringList &arguments, CliIo &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(summary());
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("An encounter file (*.fray.json)."));
    const QCommandLineOption port(QStringLiteral("port"),
        tr("The port to listen on (0: any free one)."), QStringLiteral("P"));
    const QCommandLineOption bind(QStringLiteral("bind"),
        tr("The address to listen on (default: every interface, for the local network)."),
        QStringLiteral("ADDR"));
    const QCommandLineOption token(QStringLiteral("token"),
        tr("The page's token, 16 to 64 letters, digits, - or _ (default: 128 random bits)."),
        QStringLiteral("T"));
    const QCommandLineOption reveal(QStringLiteral("reveal"),
        tr("Show foes' hit points and defence on the page (hidden by default)."));
    parser.addOptions({port, bind, token, reveal});
    const RulesetOptions options(false);
    options.addTo(parser);
    if (const int exit = parseOrExit(parser, arguments, io); exit >= 0)
        return exit;
    if (parser.positionalArguments().size() != 1)
        return io.fail(tr("give one encounter FILE"));
    if (!parser.isSet(port))
        return io.fail(tr("--port is required"));
    QString error;
    const auto portNumber = CliOptions::integer(parser, port, 0, 65535, 0, error);
    if (!portNumber)
        return io.fail(error);
    QHostAddress address(QHostAddress::Any);
    if (parser.isSet(bind) && !address.setAddress(parser.value(bind)))
        return io.fail(tr("--bind: '%1' is not an IP address").arg(parser.value(bind)));

    Share::ShareServer server;
    if (parser.isSet(token)) {
        const QByteArray given = parser.value(token).toLatin1();
        if (!Share::ShareToken::isAcceptable(given)
            || QString::fromLatin1(given) != parser.value(token))
            return io.fail(tr("--token takes 16 to 64 letters, digits, - or _"));
        server.setToken(given);
    }
    server.setRevealNumbers(parser.isSet(reveal));
    ServedFile file(parser, options, server, io);
    if (const QString loadError = file.load(); !loadError.isEmpty())
        return io.fail(loadError);
    if (!server.listen(address, quint16(*portNumber), &error))
        return io.fail(tr("cannot listen on port %1: %2").arg(*portNumber).arg(error));

    const QString host = Share::ShareServer::reachableHost(address);
    // The first line is the address, for people and for scripts that start the server.
    io.out() << server.pageUrl(host).toString() << "\n";
    io.out().flush();
    return QCoreApplication::exec();
}

} // namespace Fray::Cli
