// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/campaign/CampaignController.h"

#include "core/encounter/EncounterCheck.h"
#include "core/settings/Settings.h"
#include "core/storage/CampaignCopy.h"
#include "core/storage/LibraryStep.h"
#include "core/storage/PartyStep.h"
#include "core/storage/SampleContent.h"
#include "core/storage/TableRoll.h"
#include "ui/campaign/ImportCommand.h"
#include "ui/campaign/LibraryEditCommand.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QUndoStack>

namespace Fray::Ui {

CampaignController::CampaignController(QObject *parent)
    : QObject(parent)
    , m_history(new QUndoStack(this))
{
    // As many steps as the campaign keeps (HistoryStore::limit), so both forget the same ones.
    m_history->setUndoLimit(Storage::HistoryStore::limit);
    m_settling.setInterval(2000);
    connect(&m_settling, &QTimer::timeout, this, [this] {
        Storage::CampaignDatabase &storage = m_campaign->storage();
        if (storage.hasUnknownCommit() && !storage.isUnreachable())
            settleLostCommit(QString());
    });
}

CampaignController::~CampaignController() = default;

const Rules::RulesetLibrary &CampaignController::rulesets() const
{
    // Read when first asked: a window is built meanwhile (RulesetLibrary::readBuiltinsAhead).
    if (!m_rulesets)
        m_rulesets = Rules::RulesetLibrary::load();
    return *m_rulesets;
}

QString CampaignController::displayName() const
{
    if (!m_campaign)
        return QString();
    const QString name = m_campaign->name();
    return name.isEmpty() ? QFileInfo(m_campaign->path()).completeBaseName() : name;
}

std::optional<QString> CampaignController::open(
    const QString &path, Storage::Campaign::Access access)
{
    auto opened = Storage::Campaign::open(path, access);
    if (!opened)
        return opened.error();
    take(std::move(opened).value());
    return std::nullopt;
}

void CampaignController::take(std::unique_ptr<Storage::Campaign> campaign)
{
    m_watch.reset();
    m_settling.stop();
    m_campaign = std::move(campaign);
    m_campaign->storage().setWriterName(Settings().sharedName());
    watch();
    // What was done to the campaign before cannot be taken back in another one.
    m_history->clear();
    // The GM's rulesets folder is read again: a file saved there since shows up.
    reloadRulesets();
    Settings settings;
    settings.setLastCampaignPath(m_campaign->path());
    settings.addRecentCampaign(m_campaign->path());
    Q_EMIT campaignChanged();
}

void CampaignController::watch()
{
    m_watch = m_campaign->storage().watch();
    if (!m_watch)
        return;
    Storage::CampaignWatch *watch = m_watch.get();
    connect(
        watch, &Storage::CampaignWatch::libraryChanged, this, [this] { Q_EMIT libraryChanged(); });
    connect(watch, &Storage::CampaignWatch::encounterChanged, this, [this](qint64 id) {
        Q_EMIT encountersChanged();
        Q_EMIT encounterChangedElsewhere(id);
    });
    connect(watch, &Storage::CampaignWatch::connectionLost, this, [this] {
        m_campaign->storage().setUnreachable(true);
        Q_EMIT connectionChanged(false,
            tr("%1 cannot be reached: nothing is saved until it is back. Fray keeps trying.")
                .arg(m_campaign->path()));
    });
    connect(watch, &Storage::CampaignWatch::connectionBack, this,
        [this](const Storage::CampaignWatch::Missed &missed) {
            m_campaign->storage().setUnreachable(false);
            // Reads go through the campaign's own connection, which the server's going cut too.
            m_campaign->storage().ensureConnected();
            // What other Frays did meanwhile was not heard one change at a time: read again.
            Q_EMIT libraryChanged();
            Q_EMIT encountersChanged();
            if (missed.encounters) {
                for (const qint64 id : missed.encounters->ids)
                    Q_EMIT encounterChangedElsewhere(id);
            }
            settleLostCommit(missedText(missed));
        });
    // The campaign's own connection may be lost while the watch's is not: a change whose fate
    // it hid is asked after every few seconds too.
    m_settling.start();
    if (!watch->start())
        Q_EMIT connectionChanged(false,
            tr("%1 cannot be reached: nothing is saved until it is back. Fray keeps trying.")
                .arg(m_campaign->path()));
}

void CampaignController::settleLostCommit(const QString &then)
{
    const std::optional<bool> saved = m_campaign->storage().settleUnknownCommit();
    if (!saved) {
        if (!then.isEmpty())
            Q_EMIT connectionChanged(true, then);
        return;
    }
    Q_EMIT unknownCommitSettled(*saved);
    const QString told = *saved ? tr("The last change before the connection was lost was saved "
                                     "after all, and is shown again.")
                                : tr("The last change before the connection was lost was not "
                                     "saved.");
    Q_EMIT connectionChanged(true, then.isEmpty() ? told : told + QLatin1Char(' ') + then);
}

QString CampaignController::missedText(const Storage::CampaignWatch::Missed &missed) const
{
    const QString where = m_campaign->path();
    if (!missed.library || !missed.encounters)
        return tr("%1 is back; the library and the encounters were read again.").arg(where);
    const auto named = [](const QStringList &names) {
        constexpr qsizetype kShown = 4;
        QStringList shown = names.mid(0, kShown);
        if (names.size() > kShown)
            shown << tr("%n more", "names not listed", int(names.size() - kShown));
        return QLocale().createSeparatedList(shown);
    };
    QStringList parts;
    if (!missed.library->names.isEmpty())
        parts << tr("%n library entry(s) (%1)", "", int(missed.library->names.size()))
                     .arg(named(missed.library->names));
    if (!missed.encounters->names.isEmpty())
        parts << tr("%n encounter(s) (%1)", "", int(missed.encounters->names.size()))
                     .arg(named(missed.encounters->names));
    const int removed = missed.library->removed + missed.encounters->removed;
    if (removed > 0)
        parts << tr("%n removed", "entries or encounters", removed);
    if (parts.isEmpty())
        return tr("%1 is back; nothing changed while it was away.").arg(where);
    return tr("%1 is back. Changed on other computers while it was away: %2; read again.")
        .arg(where, parts.join(QStringLiteral("; ")));
}

std::optional<QString> CampaignController::openDefault()
{
    const QString path = Storage::Campaign::defaultPath();
    if (QFileInfo::exists(path))
        return open(path);
    // The first start: the samples campaign made when Fray was built (tools/), copied.
    auto made
        = Storage::Campaign::createFrom(QStringLiteral(":/first-campaign/campaign.fray"), path);
    if (!made)
        return made.error();
    if (auto error = made.value()->setName(tr("My campaign")))
        return error;
    take(std::move(made).value());
    return std::nullopt;
}

std::optional<QString> CampaignController::create(const QString &path, const QString &name)
{
    if (QFileInfo::exists(path))
        return tr("%1 already exists").arg(QDir::toNativeSeparators(path));
    if (auto error = open(path))
        return error;
    if (auto error = m_campaign->setName(name))
        return error;
    Q_EMIT campaignChanged(); // the name, for the window's title
    return std::nullopt;
}

std::optional<QString> CampaignController::saveAs(const QString &path)
{
    if (!m_campaign)
        return tr("no campaign is open");
    if (auto error = m_campaign->copyTo(path))
        return error;
    return open(path);
}

std::optional<QString> CampaignController::copyToServer(
    const QString &address, const std::function<void(qint64, qint64)> &progress)
{
    if (!m_campaign)
        return tr("no campaign is open");
    auto shared = Storage::Campaign::open(address);
    if (!shared)
        return shared.error();
    if (auto error
        = Storage::CampaignCopy::copy(m_campaign->storage(), (*shared)->storage(), progress))
        return error;
    take(std::move(shared).value());
    return std::nullopt;
}

void CampaignController::reloadRulesets()
{
    Rules::RulesetLibrary reloaded = Rules::RulesetLibrary::load();
    reloaded.keepEarlier(rulesets());
    m_rulesets = std::move(reloaded);
    Q_EMIT rulesetsChanged();
}

Expected<Storage::Campaign *, QString> CampaignController::writable()
{
    if (!m_campaign)
        return tr("no campaign is open");
    if (m_campaign->isReadOnly())
        return m_campaign->readOnlyReason().isEmpty() ? tr("the campaign is open read-only")
                                                      : m_campaign->readOnlyReason();
    return m_campaign.get();
}

std::optional<Storage::TablePace::Pace> CampaignController::tablePace() const
{
    if (!m_campaign)
        return std::nullopt;
    return Storage::TablePace::measure(m_campaign->storage());
}

Expected<CampaignController::LoadedEncounter, QString> CampaignController::loadEncounter(qint64 id)
{
    if (!m_campaign)
        return tr("no campaign is open");
    auto state = m_campaign->encounters().load(id);
    if (!state)
        return state.error();
    const auto *entry = rulesets().find(state->rulesetId);
    if (!entry)
        return tr("encounter '%1': %2").arg(state->name, rulesets().whyMissing(state->rulesetId));
    // A row Fray did not write as it is (an older Fray's bug, an edit by hand) is refused
    // whole: nothing runs on numbers the ruleset does not allow.
    const auto problems = Encounter::EncounterCheck::encounter(*state, *entry->ruleset);
    if (!problems.isEmpty())
        return tr("encounter '%1' is damaged: %2")
            .arg(state->name, Encounter::EncounterCheck::summary(problems));
    auto encounter
        = std::make_unique<Encounter::Encounter>(entry->ruleset, std::move(state).value());
    m_campaign->setLastEncounter(id);
    return LoadedEncounter{std::move(encounter), m_campaign.get()};
}

Expected<qint64, QString> CampaignController::createEncounter(
    const QString &name, const QString &rulesetId)
{
    if (name.trimmed().isEmpty())
        return tr("an encounter needs a name");
    if (!rulesets().find(rulesetId))
        return rulesets().whyMissing(rulesetId);
    Encounter::EncounterState state;
    state.name = name.trimmed();
    state.rulesetId = rulesetId;
    return importEncounter(state);
}

Expected<qint64, QString> CampaignController::importEncounter(
    const Encounter::EncounterState &state)
{
    auto campaign = writable();
    if (!campaign)
        return campaign.error();
    if ((*campaign)->encounters().idOf(state.name))
        return tr("the campaign already has an encounter called %1").arg(state.name);
    const auto id = (*campaign)->encounters().save(state);
    if (id)
        Q_EMIT encountersChanged();
    return id;
}

Expected<std::vector<Storage::TableStore::Saved>, QString> CampaignController::tables() const
{
    if (!m_campaign)
        return tr("no campaign is open");
    return m_campaign->tables().all();
}

Expected<qint64, QString> CampaignController::saveTable(
    const Wandering::EncounterTable &table, qint64 id)
{
    auto campaign = writable();
    if (!campaign)
        return campaign.error();
    return (*campaign)->tables().save(table, id);
}

std::optional<QString> CampaignController::removeTable(qint64 id)
{
    auto campaign = writable();
    if (!campaign)
        return campaign.error();
    return (*campaign)->tables().remove(id);
}

Expected<CampaignController::TableRoll, QString> CampaignController::rollTable(
    const Wandering::EncounterTable &table)
{
    auto campaign = writable();
    if (!campaign)
        return campaign.error();
    const Rules::RulesetLibrary::Entry *rules = rulesets().find(table.rulesetId);
    if (!rules)
        return rulesets().whyMissing(table.rulesetId);
    Dice::Random random(Dice::Random::freshSeed());
    const auto rolled
        = Storage::TableRoll::roll(**campaign, table, rules->ruleset, QString(), random);
    if (!rolled)
        return rolled.error();
    TableRoll roll{rolled->encounter, rolled->built.summary};
    if (roll.encounter == 0)
        return roll;
    m_history->push(new ImportCommand(this, rolled->batch, rolled->done, rolled->stepText));
    Q_EMIT encountersChanged();
    return roll;
}

Expected<std::vector<std::optional<Wandering::TableDanger::RowDanger>>, QString>
CampaignController::tableDanger(const Wandering::EncounterTable &table,
    const Wandering::TableDanger::Options &options,
    const Wandering::TableDanger::Progress &progress) const
{
    if (!m_campaign)
        return tr("No campaign is open");
    const Rules::RulesetLibrary::Entry *rules = rulesets().find(table.rulesetId);
    if (!rules)
        return rulesets().whyMissing(table.rulesetId);
    const auto lookup = Storage::TableRoll::creatures(*m_campaign, table.rulesetId);
    if (!lookup)
        return lookup.error();
    const auto party = m_campaign->library().party(table.rulesetId);
    if (!party)
        return party.error();
    return Wandering::TableDanger::of(table, rules->ruleset, *lookup, *party, options, progress);
}

std::optional<QString> CampaignController::renameEncounter(qint64 id, const QString &name)
{
    auto campaign = writable();
    if (!campaign)
        return campaign.error();
    if (auto error = (*campaign)->encounters().rename(id, name))
        return error;
    Q_EMIT encountersChanged();
    return std::nullopt;
}

std::optional<QString> CampaignController::removeEncounter(qint64 id)
{
    auto campaign = writable();
    if (!campaign)
        return campaign.error();
    if (auto error = (*campaign)->encounters().remove(id))
        return error;
    Q_EMIT encounterRemoved(id);
    Q_EMIT encountersChanged();
    return std::nullopt;
}

Expected<qint64, QString> CampaignController::addLibraryEntry(const Library::LibraryEntry &entry)
{
    qint64 id = 0;
    const auto error = editLibrary(tr("Add %1 to the library").arg(entry.name),
        [&](Storage::Campaign &c, LibraryEdit &edit) -> std::optional<QString> {
            const auto added = c.library().add(entry);
            if (!added)
                return added.error();
            id = *added;
            auto stored = c.library().entry(id);
            if (!stored)
                return stored.error();
            edit.after.push_back(std::move(stored).value());
            return std::nullopt;
        });
    if (error)
        return *error;
    return id;
}

std::optional<QString> CampaignController::addLibraryEntries(
    const std::vector<Library::LibraryEntry> &entries)
{
    return editLibrary(tr("Add %n entries to the library", nullptr, int(entries.size())),
        [&](Storage::Campaign &c, LibraryEdit &edit) -> std::optional<QString> {
            for (const auto &e : entries) {
                const auto id = c.library().add(e);
                if (!id)
                    return QStringLiteral("'%1': %2").arg(e.name, id.error());
                auto stored = c.library().entry(*id);
                if (!stored)
                    return stored.error();
                edit.after.push_back(std::move(stored).value());
            }
            return std::nullopt;
        });
}

std::optional<QString> CampaignController::updateLibraryEntry(const Library::LibraryEntry &entry)
{
    return editLibrary(tr("Edit %1 in the library").arg(entry.name),
        [&](Storage::Campaign &c, LibraryEdit &edit) -> std::optional<QString> {
            auto before = c.library().entry(entry.id);
            if (!before)
                return before.error();
            if (auto error = c.library().update(entry))
                return error;
            edit.before.push_back(std::move(before).value());
            edit.after.push_back(entry);
            return std::nullopt;
        });
}

std::optional<QString> CampaignController::setPartyMembers(
    const std::vector<qint64> &ids, bool members)
{
    auto campaign = writable();
    if (!campaign)
        return campaign.error();
    LibraryEdit edit;
    const auto seq = Storage::LibraryStep::setPartyMembers(**campaign, ids, members, edit);
    if (!seq)
        return seq.error();
    pushLibraryStep(
        std::move(edit), *seq, Storage::LibraryStep::partyText(members, int(ids.size())));
    return std::nullopt;
}

std::optional<QString> CampaignController::removeLibraryEntries(const std::vector<qint64> &ids)
{
    return editLibrary(tr("Remove %n entries from the library", nullptr, int(ids.size())),
        [&](Storage::Campaign &c, LibraryEdit &edit) -> std::optional<QString> {
            for (const qint64 id : ids) {
                auto before = c.library().entry(id);
                if (!before)
                    return before.error();
                if (auto failed = c.library().remove(id))
                    return failed;
                edit.before.push_back(std::move(before).value());
            }
            return std::nullopt;
        });
}

std::optional<QString> CampaignController::editLibrary(
    const QString &text, const Storage::LibraryStep::Work &work)
{
    auto campaign = writable();
    if (!campaign)
        return campaign.error();
    LibraryEdit edit;
    const auto seq = Storage::LibraryStep::record(**campaign, text, edit, work);
    if (!seq)
        return seq.error();
    pushLibraryStep(std::move(edit), *seq, text);
    return std::nullopt;
}

void CampaignController::pushLibraryStep(LibraryEdit edit, qint64 seq, const QString &text)
{
    m_history->push(
        new LibraryEditCommand(this, std::move(edit.before), std::move(edit.after), seq, text));
    Q_EMIT libraryChanged();
}

std::optional<QString> CampaignController::replaceLibraryEntries(
    const std::vector<Library::LibraryEntry> &from, const std::vector<Library::LibraryEntry> &to,
    qint64 seq, bool forward)
{
    auto campaign = writable();
    if (!campaign)
        return campaign.error();
    const auto error = Storage::LibraryStep::replay(**campaign, from, to, seq, forward);
    if (error)
        return error;
    Q_EMIT libraryChanged();
    return std::nullopt;
}

Expected<qint64, QString> CampaignController::recordPartyUpdates(
    const std::vector<Party::MemberUpdate> &updates, const QString &kind,
    const QString &description, qint64 ended)
{
    auto campaign = writable();
    if (!campaign)
        return campaign.error();
    const auto seq = Storage::PartyStep::record(**campaign, updates, kind, description, ended);
    if (seq) {
        Q_EMIT libraryChanged();
        if (ended > 0)
            Q_EMIT encountersChanged();
    }
    return seq;
}

std::optional<QString> CampaignController::applyPartyUpdates(
    const std::vector<Party::MemberUpdate> &updates, const QString &kind,
    const QString &description, bool forward, qint64 seq, qint64 ended)
{
    auto campaign = writable();
    if (!campaign)
        return campaign.error();
    if (auto error
        = Storage::PartyStep::replay(**campaign, updates, kind, description, forward, seq, ended))
        return error;
    Q_EMIT libraryChanged();
    if (ended > 0)
        Q_EMIT encountersChanged();
    return std::nullopt;
}

std::optional<QString> CampaignController::setEncounterArchived(qint64 id, bool archived)
{
    auto campaign = writable();
    if (!campaign)
        return campaign.error();
    if (auto error = (*campaign)->encounters().setArchived(id, archived))
        return error;
    Q_EMIT encountersChanged();
    return std::nullopt;
}

Expected<CampaignController::ImportDone, QString> CampaignController::applyImport(
    const ImportBatch &batch, const QString &text, qint64 redoing)
{
    auto campaign = writable();
    if (!campaign)
        return campaign.error();
    auto done = Storage::CampaignImport::apply(**campaign, batch, text, redoing);
    if (!done)
        return done;
    if (!batch.add.empty() || !batch.replace.empty())
        Q_EMIT libraryChanged();
    if (!batch.encounters.empty())
        Q_EMIT encountersChanged();
    return done;
}

Expected<CampaignController::ImportBatch, QString> CampaignController::importBatchOf(
    const ImportDone &done) const
{
    if (!m_campaign)
        return tr("No campaign is open");
    return Storage::CampaignImport::batchOf(*m_campaign, done);
}

std::optional<QString> CampaignController::revertImport(const ImportDone &done)
{
    auto campaign = writable();
    if (!campaign)
        return campaign.error();
    if (auto error = Storage::CampaignImport::revert(**campaign, done))
        return error;
    if (!done.addedEntries.empty() || !done.replacedEntries.empty())
        Q_EMIT libraryChanged();
    for (const qint64 id : done.addedEncounters)
        Q_EMIT encounterTakenBack(id);
    if (!done.addedEncounters.empty())
        Q_EMIT encountersChanged();
    return std::nullopt;
}

Expected<qint64, QString> CampaignController::installSamples()
{
    auto campaign = writable();
    if (!campaign)
        return campaign.error();
    const auto result = Storage::SampleContent::install(**campaign);
    if (!result)
        return result.error();
    Q_EMIT libraryChanged();
    Q_EMIT encountersChanged();
    return result->entriesAdded + result->encountersAdded;
}

} // namespace Fray::Ui
