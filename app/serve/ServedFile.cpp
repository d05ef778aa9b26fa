// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/serve/ServedFile.h"

#include "app/cli/CliIo.h"
#include "app/cli/EncounterFile.h"
#include "core/InputFile.h"
#include "playerpage/PageFeed.h"
#include "playerpage/ShareServer.h"

#include <QFileInfo>

namespace Fray::Cli {

ServedFile::ServedFile(const QCommandLineParser &parser, const RulesetOptions &options,
    PlayerPage::ShareServer &server, CliIo &io)
    : m_parser(parser)
    , m_options(options)
    , m_server(server)
    , m_io(io)
    , m_path(QFileInfo(parser.positionalArguments().value(0)).absoluteFilePath())
{
    // A save is often a burst of events (truncate, write, rename): read once it has settled.
    m_settle.setSingleShot(true);
    m_settle.setInterval(50);
    connect(&m_settle, &QTimer::timeout, this, &ServedFile::changed);
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, &m_settle, qOverload<>(&QTimer::start));
    connect(
        &m_watcher, &QFileSystemWatcher::directoryChanged, &m_settle, qOverload<>(&QTimer::start));
    m_watcher.addPath(QFileInfo(m_path).absolutePath());
    m_watcher.addPath(m_path);
}

ServedFile::~ServedFile()
{
    m_server.feed().setEncounter(nullptr);
}

QString ServedFile::load()
{
    // Bounded as every file Fray reads: a device or a file replaced by a huge one is refused at
    // once, and the page keeps the last good state.
    const auto bytes = InputFile::read(m_path);
    if (!bytes)
        return bytes.error();
    if (m_encounter && *bytes == m_lastBytes)
        return QString();
    LoadedEncounter loaded = loadEncounter(m_parser, m_options);
    if (!loaded.encounter)
        return loaded.error;
    m_lastBytes = *bytes;
    // The server lets go of the old encounter before it is deleted.
    m_server.feed().setEncounter(loaded.encounter.get());
    m_encounter = std::move(loaded.encounter);
    return QString();
}

void ServedFile::changed()
{
    // A replaced file is a new one to the watcher.
    if (!m_watcher.files().contains(m_path) && QFileInfo::exists(m_path))
        m_watcher.addPath(m_path);
    const QString error = load();
    if (!error.isEmpty()) {
        m_io.err() << "fray-cli: warning: " << error << "\n";
        m_io.err().flush();
    }
}

} // namespace Fray::Cli
