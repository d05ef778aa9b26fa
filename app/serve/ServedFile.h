// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/RulesetOptions.h"
#include "core/encounter/Encounter.h"

#include <QCommandLineParser>
#include <QFileSystemWatcher>
#include <QObject>
#include <QTimer>

#include <memory>

namespace Fray::PlayerPage {
class ShareServer;
}

namespace Fray::Cli {

class CliIo;

// The encounter file `fray-cli serve` shows, read again whenever it changes. Editors and Fray
// save by replacing the file, so its folder is watched too; a file that no longer reads keeps
// the last good state on the page and a warning on stderr.
class ServedFile : public QObject
{
    Q_OBJECT

public:
    ServedFile(const QCommandLineParser &parser, const RulesetOptions &options,
        PlayerPage::ShareServer &server, CliIo &io);
    ~ServedFile() override;

    // Reads the file; the error when it does not read (the page keeps what it had).
    QString load();

private:
    void changed();

    const QCommandLineParser &m_parser;
    const RulesetOptions &m_options;
    PlayerPage::ShareServer &m_server;
    CliIo &m_io;
    QString m_path;
    QByteArray m_lastBytes;
    std::unique_ptr<Encounter::Encounter> m_encounter;
    QFileSystemWatcher m_watcher;
    QTimer m_settle;
};

} // namespace Fray::Cli
