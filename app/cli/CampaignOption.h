// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/storage/Campaign.h"
#include "core/storage/TablePace.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>

#include <memory>
#include <optional>

namespace Fray::Cli {

// The --db CAMPAIGN option of the commands that work on a campaign file (export, import,
// party): one wording, and one way to open the file it names.
class CampaignOption
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Cli::CampaignOption)

public:
    CampaignOption();
    void addTo(QCommandLineParser &parser) const;

    bool isSet(const QCommandLineParser &parser) const { return parser.isSet(m_db); }
    QString path(const QCommandLineParser &parser) const { return parser.value(m_db); }
    // Whether the campaign --db names is there (a file that exists, or any server's address).
    bool exists(const QCommandLineParser &parser) const;
    // What --db names as it may be printed: a server's address without its password.
    QString shown(const QCommandLineParser &parser) const;
    static QString shownPlace(const QString &place);
    // The campaign --db names, which must exist, opened with `access`; the error says why not.
    Expected<std::unique_ptr<Storage::Campaign>, QString> openExisting(
        const QCommandLineParser &parser, Storage::Campaign::Access access) const;

    // The pace of the fights the campaign --db names has played (nothing without --db); the
    // error when it cannot be opened or has too few turns to measure.
    Expected<std::optional<Storage::TablePace::Pace>, QString> pace(
        const QCommandLineParser &parser) const;

private:
    QCommandLineOption m_db;
};

} // namespace Fray::Cli
