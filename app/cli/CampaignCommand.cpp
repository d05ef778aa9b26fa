// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/CampaignCommand.h"

#include "app/cli/CampaignOption.h"
#include "core/storage/Campaign.h"
#include "core/storage/CampaignAddress.h"
#include "core/storage/CampaignCopy.h"

#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>
#include <QLocale>

#include <algorithm>
#include <climits>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace Fray::Cli {

int CampaignCommand::run(const QStringList &arguments, CliIo &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(summary());
    parser.addPositionalArgument(QStringLiteral("copy"),
        tr("copy SOURCE DESTINATION: each a campaign file or a server's address "
           "(postgresql://USER@HOST/DATABASE)."));
    if (const int exit = parseOrExit(parser, arguments, io); exit >= 0)
        return exit;
    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty() || positional.first() != u"copy")
        return io.fail(tr("give an ACTION: copy"));
    if (positional.size() != 3)
        return io.fail(tr("copy takes SOURCE and DESTINATION"));
    const QString source = positional.at(1);
    const QString destination = positional.at(2);
    const bool sourceIsFile = !Storage::CampaignAddress::isAddress(source);
    const bool destinationIsFile = !Storage::CampaignAddress::isAddress(destination);
    if (sourceIsFile && !QFileInfo::exists(source))
        return io.fail(tr("%1 does not exist").arg(source));
    if (destinationIsFile && QFileInfo::exists(destination))
        return io.fail(tr("%1 already exists; copy into a new file").arg(destination));
    if (sourceIsFile && destinationIsFile)
        return io.fail(tr("both are files; copy a campaign file as any other file"));

    auto from = Storage::Campaign::open(source, Storage::Campaign::Access::ReadOnly);
    if (!from)
        return io.fail(from.error());
    auto opened = Storage::Campaign::open(destination, Storage::Campaign::Access::ReadWrite);
    if (!opened)
        return io.fail(opened.error());
    std::unique_ptr<Storage::Campaign> to = std::move(opened).value();

    bool terminal = false;
#ifdef Q_OS_UNIX
    terminal = ::isatty(STDERR_FILENO) != 0;
#endif
    const QLocale locale;
    const auto progress = [&](qint64 done, qint64 total) {
        //: A progress line while a campaign is copied: rows of all its tables.
        io.err() << tr("copied %1 of %Ln row(s)", nullptr, int(std::min<qint64>(total, INT_MAX)))
                        .arg(locale.toString(done))
                 << (terminal && done < total ? "\r" : "\n");
        io.err().flush();
    };
    const auto error = Storage::CampaignCopy::copy((*from)->storage(), to->storage(), progress);
    if (error) {
        const bool made = destinationIsFile;
        to.reset();
        // A file made for the copy is not left behind half-made: the copy wrote nothing into it.
        if (made)
            QFile::remove(destination);
        return io.fail(*error);
    }
    io.out() << tr("%1 is now a copy of %2")
                    .arg(
                        CampaignOption::shownPlace(destination), CampaignOption::shownPlace(source))
             << "\n";
    return ExitOk;
}

} // namespace Fray::Cli
