// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/campaign/CampaignController.h"

#include "core/encounter/EncounterCheck.h"
#include "core/settings/Settings.h"
#include "core/storage/SampleContent.h"
#include "ui/encounter/EncounterSession.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QUndoStack>

namespace Fray::Ui {

CampaignController::CampaignController(QObject *parent)
    : QObject(parent)
    , m_rulesets(Rules::RulesetLibrary::load())
    , m_history(new QUndoStack(this))
{ }

CampaignController::~CampaignController() = default;

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
    m_campaign = std::move(opened).value();
    // What was done to the campaign before cannot be taken back in another one.
    m_history->clear();
    // The GM's rulesets folder is read again: a file saved there since shows up.
    reloadRulesets();
    Settings settings;
    settings.setLastCampaignPath(m_campaign->path());
    settings.addRecentCampaign(m_campaign->path());
    Q_EMIT campaignChanged();
    return std::nullopt;
}

std::optional<QString> CampaignController::openDefault()
{
    const QString path = Storage::Campaign::defaultPath();
    const bool first = !QFileInfo::exists(path);
    if (auto error = open(path))
        return error;
    if (first) {
        m_campaign->setName(tr("My campaign"));
        if (auto samples = installSamples(); !samples)
            return samples.error();
    }
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

void CampaignController::reloadRulesets()
{
    Rules::RulesetLibrary reloaded = Rules::RulesetLibrary::load();
    reloaded.keepEarlier(m_rulesets);
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

Expected<std::unique_ptr<EncounterSession>, QString> CampaignController::openEncounter(
    qint64 id, QObject *parent)
{
    if (!m_campaign)
        return tr("no campaign is open");
    auto state = m_campaign->encounters().load(id);
    if (!state)
        return state.error();
    const auto *entry = m_rulesets.find(state->rulesetId);
    if (!entry)
        return tr("encounter '%1': %2").arg(state->name, m_rulesets.whyMissing(state->rulesetId));
    // A row Fray did not write as it is (an older Fray's bug, an edit by hand) is refused
    // whole: nothing runs on numbers the ruleset does not allow.
    const auto problems = Encounter::EncounterCheck::encounter(*state, *entry->ruleset);
    if (!problems.isEmpty())
        return tr("encounter '%1' is damaged: %2")
            .arg(state->name, Encounter::EncounterCheck::summary(problems));
    auto encounter
        = std::make_unique<Encounter::Encounter>(entry->ruleset, std::move(state).value());
    m_campaign->setLastEncounter(id);
    return std::make_unique<EncounterSession>(std::move(encounter), m_campaign.get(), id, parent);
}

Expected<qint64, QString> CampaignController::createEncounter(
    const QString &name, const QString &rulesetId)
{
    if (name.trimmed().isEmpty())
        return tr("an encounter needs a name");
    if (!m_rulesets.find(rulesetId))
        return m_rulesets.whyMissing(rulesetId);
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
    auto campaign = writable();
    if (!campaign)
        return campaign.error();
    const auto id = (*campaign)->library().add(entry);
    if (id)
        Q_EMIT libraryChanged();
    return id;
}

std::optional<QString> CampaignController::addLibraryEntries(
    const std::vector<Library::LibraryEntry> &entries)
{
    auto campaign = writable();
    if (!campaign)
        return campaign.error();
    const auto error = (*campaign)->transaction([&]() -> std::optional<QString> {
        for (const auto &e : entries) {
            if (auto id = (*campaign)->library().add(e); !id)
                return QStringLiteral("'%1': %2").arg(e.name, id.error());
        }
        return std::nullopt;
    });
    if (error)
        return error;
    Q_EMIT libraryChanged();
    return std::nullopt;
}

std::optional<QString> CampaignController::updateLibraryEntry(const Library::LibraryEntry &entry)
{
    auto campaign = writable();
    if (!campaign)
        return campaign.error();
    if (auto error = (*campaign)->library().update(entry))
        return error;
    Q_EMIT libraryChanged();
    return std::nullopt;
}

std::optional<QString> CampaignController::setPartyMembers(
    const std::vector<qint64> &ids, bool members)
{
    auto campaign = writable();
    if (!campaign)
        return campaign.error();
    if (auto error = (*campaign)->party().setMembers(ids, members))
        return error;
    Q_EMIT libraryChanged();
    return std::nullopt;
}

std::optional<QString> CampaignController::applyPartyUpdates(
    const std::vector<Party::MemberUpdate> &updates, const QString &kind,
    const QString &description, bool forward)
{
    auto campaign = writable();
    if (!campaign)
        return campaign.error();
    if (auto error = (*campaign)->party().apply(updates, kind, description, forward))
        return error;
    Q_EMIT libraryChanged();
    return std::nullopt;
}

std::optional<QString> CampaignController::removeLibraryEntries(const std::vector<qint64> &ids)
{
    auto campaign = writable();
    if (!campaign)
        return campaign.error();
    const auto error = (*campaign)->transaction([&]() -> std::optional<QString> {
        for (const qint64 id : ids) {
            if (auto failed = (*campaign)->library().remove(id))
                return failed;
        }
        return std::nullopt;
    });
    if (error)
        return error;
    Q_EMIT libraryChanged();
    return std::nullopt;
}

Expected<CampaignController::ImportDone, QString> CampaignController::applyImport(
    const ImportBatch &batch)
{
    auto campaign = writable();
    if (!campaign)
        return campaign.error();
    Storage::Campaign &c = **campaign;
    for (const auto &e : batch.encounters) {
        if (c.encounters().idOf(e.name))
            return tr("the campaign already has an encounter called %1").arg(e.name);
    }
    ImportDone done;
    const auto error = c.transaction([&]() -> std::optional<QString> {
        for (const auto &e : batch.add) {
            const auto id = c.library().add(e);
            if (!id)
                return QStringLiteral("'%1': %2").arg(e.name, id.error());
            done.addedEntries.push_back(*id);
        }
        for (const auto &e : batch.replace) {
            auto before = c.library().entry(e.id);
            if (!before)
                return QStringLiteral("'%1': %2").arg(e.name, before.error());
            if (const auto failed = c.library().update(e))
                return QStringLiteral("'%1': %2").arg(e.name, *failed);
            done.replacedEntries.push_back(std::move(before).value());
        }
        for (const auto &e : batch.encounters) {
            const auto id = c.encounters().save(e);
            if (!id)
                return QStringLiteral("'%1': %2").arg(e.name, id.error());
            done.addedEncounters.push_back(*id);
        }
        return std::nullopt;
    });
    if (error)
        return *error;
    if (!batch.add.empty() || !batch.replace.empty())
        Q_EMIT libraryChanged();
    if (!batch.encounters.empty())
        Q_EMIT encountersChanged();
    return done;
}

std::optional<QString> CampaignController::revertImport(const ImportDone &done)
{
    auto campaign = writable();
    if (!campaign)
        return campaign.error();
    Storage::Campaign &c = **campaign;
    const auto error = c.transaction([&]() -> std::optional<QString> {
        for (const qint64 id : done.addedEntries) {
            if (auto failed = c.library().remove(id))
                return failed;
        }
        for (const auto &e : done.replacedEntries) {
            if (auto failed = c.library().update(e))
                return failed;
        }
        for (const qint64 id : done.addedEncounters) {
            if (auto failed = c.encounters().remove(id))
                return failed;
        }
        return std::nullopt;
    });
    if (error)
        return error;
    if (!done.addedEntries.empty() || !done.replacedEntries.empty())
        Q_EMIT libraryChanged();
    for (const qint64 id : done.addedEncounters)
        Q_EMIT encounterRemoved(id);
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

QList<QAction *> CampaignController::historyActions(QObject *parent) const
{
    QAction *undo = m_history->createUndoAction(parent);
    undo->setObjectName(QStringLiteral("actionUndoCampaign"));
    QAction *redo = m_history->createRedoAction(parent);
    redo->setObjectName(QStringLiteral("actionRedoCampaign"));
    return {undo, redo};
}

} // namespace Fray::Ui
