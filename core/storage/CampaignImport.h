// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/encounter/EncounterState.h"
#include "core/library/LibraryEntry.h"

#include <QCoreApplication>

#include <optional>
#include <vector>

namespace Fray::Storage {

class Campaign;

// The one writer of an import into a campaign, for the window's File › Import… and its undo and
// for `fray-cli import`: what a file brings is written in one transaction, all or none, with its
// step of the campaign's history, and can be taken back whole from what that step keeps. So an
// import made on the command line is undone in the window like one made there.
class CampaignImport
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Storage::CampaignImport)

public:
    // What a file brings, its name clashes already settled: entries added, entries put in place
    // of the ones with their ids, encounters added.
    struct Batch
    {
        std::vector<Library::LibraryEntry> add;
        std::vector<Library::LibraryEntry> replace;
        std::vector<Encounter::EncounterState> encounters;
    };
    // What an import did, which is what takes it back.
    struct Done
    {
        std::vector<qint64> addedEntries;
        std::vector<Library::LibraryEntry> replacedEntries; // as they were before
        std::vector<qint64> addedEncounters;
        qint64 seq = 0; // its step of the history, 0 when none was kept
    };

    // The history step's name for an import of `fileName` ("Import of goblins.xml").
    static QString stepText(const QString &fileName);

    // Why an import of `encounters` cannot go into `campaign` (an encounter name the campaign
    // already has), or nothing.
    static std::optional<QString> refusal(
        const Campaign &campaign, const std::vector<Encounter::EncounterState> &encounters);
    // Writes `batch`, refused whole when refusal() says so. With a `text`, as a new step of the
    // history named so; with `redoing`, as that step written again; with neither, with no step.
    static Expected<Done, QString> apply(
        Campaign &campaign, const Batch &batch, const QString &text = {}, qint64 redoing = 0);
    // Takes an import back whole, and marks its step undone.
    static std::optional<QString> revert(Campaign &campaign, const Done &done);
    // What redoes an import: its entries and encounters as they are now, read before it is taken
    // back (a step read back after a restart keeps only what undoes it).
    static Expected<Batch, QString> batchOf(const Campaign &campaign, const Done &done);

    // What the step of the history keeps (what undoes it), and that read back.
    static QByteArray data(const Done &done);
    static Expected<Done, QString> fromData(qint64 seq, const QByteArray &data);
};

} // namespace Fray::Storage
