// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/encounter/Encounter.h"
#include "core/rules/RulesetLibrary.h"
#include "core/storage/Campaign.h"
#include "core/storage/CampaignImport.h"
#include "core/storage/CampaignWatch.h"
#include "core/storage/LibraryStep.h"
#include "core/storage/TablePace.h"
#include "core/wandering/TableDanger.h"

#include <QObject>
#include <QTimer>

#include <functional>
#include <memory>
#include <optional>

class QUndoStack;

namespace Fray::Ui {

// The open campaign and what comes with it: the rulesets it can use (built-in and the GM's
// folder), its encounters and library. Every write to the campaign outside a running encounter
// goes through here, and each says what changed, so views only ask and listen. Opening the
// default campaign for the first time fills it with the sample content.
class CampaignController : public QObject
{
    Q_OBJECT

public:
    explicit CampaignController(QObject *parent = nullptr);
    ~CampaignController() override;

    // Opens (or creates) a campaign; the current one is closed only once the new one is open.
    std::optional<QString> open(const QString &path,
        Storage::Campaign::Access access = Storage::Campaign::Access::ReadWrite);
    // The default campaign in the user's data folder, with the samples on first start.
    // A new campaign file at `path` (which must not exist yet) named `name`, then open.
    std::optional<QString> create(const QString &path, const QString &name);
    std::optional<QString> openDefault();
    // A copy of the current campaign at `path`, then opens the copy.
    std::optional<QString> saveAs(const QString &path);
    // The whole campaign copied into an empty database on a server (its address, password
    // included), then opens it there; `progress` hears of the rows copied.
    std::optional<QString> copyToServer(
        const QString &address, const std::function<void(qint64, qint64)> &progress);

    // Reading: the campaign (null when none is open) and the rulesets.
    const Storage::Campaign *campaign() const { return m_campaign.get(); }
    const Rules::RulesetLibrary &rulesets() const;
    // Reads the GM's rulesets folder again; a file broken since keeps its last good version.
    void reloadRulesets();
    QString displayName() const;

    // Encounters. An encounter read and checked against its ruleset, and the campaign its
    // session saves it to (EncounterSession::open); it becomes the campaign's last encounter.
    struct LoadedEncounter
    {
        std::unique_ptr<Encounter::Encounter> encounter;
        Storage::Campaign *campaign = nullptr;
    };
    // How long a turn takes at this table, from the open campaign's fights (none: too few yet).
    std::optional<Storage::TablePace::Pace> tablePace() const;
    Expected<LoadedEncounter, QString> loadEncounter(qint64 id);
    Expected<qint64, QString> createEncounter(const QString &name, const QString &rulesetId);
    // An encounter from a file; refused when the campaign has one of that name.
    Expected<qint64, QString> importEncounter(const Encounter::EncounterState &state);
    std::optional<QString> renameEncounter(qint64 id, const QString &name);
    std::optional<QString> removeEncounter(qint64 id);

    // Wandering-monster tables: kept whole under their names (Storage::TableStore). A roll on
    // one builds the fight it brings as a new encounter (Wandering::TableFight), named after
    // the table, as a step of the history (Edit › Undo takes the encounter away again); its id,
    // or 0 when the row brings nothing, and the roll's one-line summary.
    Expected<std::vector<Storage::TableStore::Saved>, QString> tables() const;
    Expected<qint64, QString> saveTable(const Wandering::EncounterTable &table, qint64 id = 0);
    std::optional<QString> removeTable(qint64 id);
    struct TableRoll
    {
        qint64 encounter = 0;
        QString summary;
    };
    Expected<TableRoll, QString> rollTable(const Wandering::EncounterTable &table);
    // How the campaign's party fares against each row (Wandering::TableDanger).
    Expected<std::vector<std::optional<Wandering::TableDanger::RowDanger>>, QString> tableDanger(
        const Wandering::EncounterTable &table, const Wandering::TableDanger::Options &options,
        const Wandering::TableDanger::Progress &progress) const;

    // Library: each change is a step of the campaign's history (Edit › Undo takes it back);
    // several entries are added or removed in one transaction, all or none.
    Expected<qint64, QString> addLibraryEntry(const Library::LibraryEntry &entry);
    std::optional<QString> addLibraryEntries(const std::vector<Library::LibraryEntry> &entries);
    std::optional<QString> updateLibraryEntry(const Library::LibraryEntry &entry);
    std::optional<QString> removeLibraryEntries(const std::vector<qint64> &ids);
    // Entries join or leave the party (a library change too).
    std::optional<QString> setPartyMembers(const std::vector<qint64> &ids, bool members);
    // A library step undone or redone: the entries `from` describes become `to` (by id: put
    // back, written, or taken away), and the history marks step `seq`.
    std::optional<QString> replaceLibraryEntries(const std::vector<Library::LibraryEntry> &from,
        const std::vector<Library::LibraryEntry> &to, qint64 seq, bool forward);

    // The party: a fight's carry-over or a rest, written whole onto the members and kept as a
    // step of the history (its seq) and in the party's journal; then undone or redone as step
    // `seq` (Storage::PartyStore).
    // `ended`: the encounter whose fight this ends (End Fight), marked over in the same step.
    Expected<qint64, QString> recordPartyUpdates(const std::vector<Party::MemberUpdate> &updates,
        const QString &kind, const QString &description, qint64 ended = 0);
    std::optional<QString> applyPartyUpdates(const std::vector<Party::MemberUpdate> &updates,
        const QString &kind, const QString &description, bool forward, qint64 seq = 0,
        qint64 ended = 0);
    // An encounter put away out of the encounters list, or brought back.
    std::optional<QString> setEncounterArchived(qint64 id, bool archived);

    // An import from a file (Storage::CampaignImport, the one writer of imports), with the
    // signals of what it changed. What it did is returned so that it can be taken back whole
    // (revertImport), which is how File › Import… is undone; redone, it is written again as the
    // same step.
    using ImportBatch = Storage::CampaignImport::Batch;
    using ImportDone = Storage::CampaignImport::Done;
    // `text` names the step ("Import of goblins.xml"); `redoing` is the step written again.
    Expected<ImportDone, QString> applyImport(
        const ImportBatch &batch, const QString &text = {}, qint64 redoing = 0);
    std::optional<QString> revertImport(const ImportDone &done);
    // What redoes an import (Storage::CampaignImport::batchOf).
    Expected<ImportBatch, QString> importBatchOf(const ImportDone &done) const;

    // The campaign's one history: every step the GM can undo, in the order done (an encounter
    // command, an import, End Fight, a rest, a library change); emptied when another campaign
    // opens, and filled again from what the campaign kept (ui/history).
    QUndoStack *history() const { return m_history; }
    // A step that could not be undone or redone says why.
    void reportHistoryFailure(const QString &error) { Q_EMIT historyFailed(error); }

    // The sample library and encounters; how many items were added.
    Expected<qint64, QString> installSamples();

Q_SIGNALS:
    // Another campaign is open (or none).
    void campaignChanged();
    // An encounter was added or renamed, or one was removed (encounterRemoved first).
    void encountersChanged();
    void encounterRemoved(qint64 id);
    // An encounter a step of the history brought (an import, a roll on a table) was taken away
    // by undoing that step; the history keeps its place, so the step can be redone.
    void encounterTakenBack(qint64 id);
    void libraryChanged();
    // The rulesets were read again (each file that did not load is in rulesets().errors()).
    void rulesetsChanged();
    void historyFailed(const QString &error);
    // A shared campaign: another Fray changed an encounter (a command of the fight it runs, a
    // rename); encountersChanged comes with it.
    void encounterChangedElsewhere(qint64 id);
    // A shared campaign's server can no longer be reached (nothing is saved until it is back),
    // or is back (what changed meanwhile has been read again); `text` says so.
    void connectionChanged(bool connected, const QString &text);
    // A change the window took back as not known to be saved turned out to be `saved` (or not)
    // when the server was back: what is shown is read again.
    void unknownCommitSettled(bool saved);

private:
    // Makes `campaign` the open one: the history starts empty, the rulesets are read again, and
    // the settings remember it.
    void take(std::unique_ptr<Storage::Campaign> campaign);
    // A shared campaign's changes by other Frays and its server's coming and going, heard.
    void watch();
    // Asks whether a change whose fate a lost connection hid was saved, and tells it with `then`
    // (what else the status bar says).
    void settleLostCommit(const QString &then);
    // What the status bar says when the server is back: what others changed while it was gone.
    QString missedText(const Storage::CampaignWatch::Missed &missed) const;

    // The campaign to write to, or the message why there is none.
    Expected<Storage::Campaign *, QString> writable();
    // A library change: `work` writes it and says which entries it changed (before and after);
    // written with its step of the history, then pushed.
    using LibraryEdit = Storage::LibraryStep::Edit;
    std::optional<QString> editLibrary(const QString &text, const Storage::LibraryStep::Work &work);
    // The step just written goes on the undo stack, and the library's followers hear of it.
    void pushLibraryStep(LibraryEdit edit, qint64 seq, const QString &text);

    std::unique_ptr<Storage::CampaignWatch> m_watch;
    QTimer m_settling; // while shared: settles a change of unknown fate when it can
    std::unique_ptr<Storage::Campaign> m_campaign;
    mutable std::optional<Rules::RulesetLibrary> m_rulesets;
    QUndoStack *m_history;
};

} // namespace Fray::Ui
