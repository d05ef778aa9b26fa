// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/serve/ServeCommand.h"

#include "app/cli/CliOptions.h"
#include "app/cli/RulesetOptions.h"
#include "app/serve/ServedFile.h"
#include "playerpage/PageFeed.h"
#include "playerpage/ShareServer.h"
#include "playerpage/ShareToken.h"

#include <QFile>
#include <QHostAddress>

namespace Fray::Cli {

namespace {

// The token as file descriptor `fd` gives it (a pipe or a file), one line; empty when it cannot
// be read. Read up to a little past the longest token, so a wrong descriptor cannot fill memory.
// QFile reads a descriptor on every system (the C runtime's on Windows).
QByteArray readTokenFrom(int fd)
{
    QFile file;
    if (!file.open(fd, QIODevice::ReadOnly | QIODevice::Unbuffered, QFileDevice::AutoCloseHandle))
        return {};
    QByteArray bytes;
    while (bytes.size() <= 66) {
        const QByteArray chunk = file.read(80);
        if (chunk.isEmpty())
            break;
        bytes.append(chunk);
    }
    if (bytes.endsWith('\n'))
        bytes.chop(1);
    if (bytes.endsWith('\r'))
        bytes.chop(1);
    return bytes;
}

} // namespace

int ServeCommand::run(const QStringList &arguments, CliIo &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(summary());
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("An encounter file (*.fray.json)."));
    const QCommandLineOption port(QStringLiteral("port"),
        tr("The port to listen on (0: any free one)."), QStringLiteral("P"));
    const QCommandLineOption bind(QStringLiteral("bind"),
        tr("The address to listen on (default: this computer's address on the local network; "
           "0.0.0.0 for every network)."),
        QStringLiteral("ADDR"));
    // A token on the command line is shown to every user of the computer (ps), so it is given
    // in the environment or on a file descriptor; the old option is kept only to say so.
    QCommandLineOption token(QStringLiteral("token"),
        tr("No longer taken: give the token in FRAY_SHARE_TOKEN or with --token-fd."),
        QStringLiteral("T"));
    token.setFlags(QCommandLineOption::HiddenFromHelp);
    const QCommandLineOption tokenFd(QStringLiteral("token-fd"),
        tr("Read the page's token (16 to 64 letters, digits, - or _) from file descriptor N "
           "(default: the FRAY_SHARE_TOKEN environment variable, else 128 random bits)."),
        QStringLiteral("N"));
    const QCommandLineOption reveal(QStringLiteral("reveal"),
        tr("Show foes' hit points and defence on the page (hidden by default)."));
    parser.addOptions({port, bind, token, tokenFd, reveal});
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
    // Only the network the page's address is on unless the GM names another, or every one.
    QHostAddress address(PlayerPage::ShareServer::reachableHost(QHostAddress::Any));
    if (parser.isSet(bind) && !address.setAddress(parser.value(bind)))
        return io.fail(tr("--bind: '%1' is not an IP address").arg(parser.value(bind)));

    PlayerPage::ShareServer server;
    if (parser.isSet(token))
        return io.fail(tr("--token would show the token to every user of this computer; give it "
                          "in FRAY_SHARE_TOKEN or with --token-fd N"));
    QString given;
    bool tokenGiven = false;
    if (parser.isSet(tokenFd)) {
        const auto fd = CliOptions::integer(parser, tokenFd, 0, 1 << 20, 0, error);
        if (!fd)
            return io.fail(error);
        given = QString::fromLatin1(readTokenFrom(int(*fd)));
        tokenGiven = true;
    } else if (qEnvironmentVariableIsSet("FRAY_SHARE_TOKEN")) {
        given = qEnvironmentVariable("FRAY_SHARE_TOKEN");
        qunsetenv("FRAY_SHARE_TOKEN");
        tokenGiven = true;
    }
    if (tokenGiven) {
        const QByteArray bytes = given.toLatin1();
        if (!PlayerPage::ShareToken::isAcceptable(bytes) || QString::fromLatin1(bytes) != given)
            return io.fail(tr("the token takes 16 to 64 letters, digits, - or _"));
        server.setToken(bytes);
    }
    server.feed().setRevealNumbers(parser.isSet(reveal));
    ServedFile file(parser, options, server, io);
    if (const QString loadError = file.load(); !loadError.isEmpty())
        return io.fail(loadError);
    if (!server.listen(address, quint16(*portNumber), &error))
        return io.fail(tr("cannot listen on port %1: %2").arg(*portNumber).arg(error));

    const QString host = PlayerPage::ShareServer::reachableHost(address);
    // The first line is the address, for people and for scripts that start the server.
    io.out() << server.pageUrl(host).toString() << "\n";
    io.out().flush();
    return QCoreApplication::exec();
}

} // namespace Fray::Cli
