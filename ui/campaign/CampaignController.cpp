// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/campaign/CampaignController.h"

#include "core/settings/Settings.h"
#include "core/storage/SampleContent.h"
#include "ui/encounter/EncounterSession.h"

#include <QDir>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>

namespace Fray::Ui {

CampaignController::CampaignController(QObject *parent)
    : QObject(parent)
    , m_rulesets(Rules::RulesetLibrary::load())
{ }

CampaignController::~CampaignController() = default;

QString CampaignController::displayName() const
{
    if (!m_campaign)
        return QString();
    const QString name = m_campaign->name();
    return name.isEmpty() ? QFileInfo(m_campaign->path()).completeBaseName() : name;
}

std::optional<QString> CampaignController::open(const QString &path)
{
    auto opened = Storage::Campaign::open(path);
    if (!opened)
        return opened.error();
    m_campaign = std::move(opened).value();
    // The GM's rulesets folder is read again: a file saved there since shows up.
    m_rulesets = Rules::RulesetLibrary::load();
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

std::optional<QString> CampaignController::saveAs(const QString &path)
{
    if (!m_campaign)
        return tr("no campaign is open");
    if (QFileInfo::exists(path) && !QFile::remove(path))
        return tr("cannot replace %1").arg(QDir::toNativeSeparators(path));
    QSqlQuery q(m_campaign->database());
    q.prepare(QStringLiteral("VACUUM INTO ?"));
    q.addBindValue(path);
    if (!q.exec())
        return tr("cannot write %1: %2").arg(QDir::toNativeSeparators(path), q.lastError().text());
    return open(path);
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
        return tr("encounter '%1' uses the ruleset '%2', which this Fray does not have")
            .arg(state->name, state->rulesetId);
    auto encounter
        = std::make_unique<Encounter::Encounter>(entry->ruleset, std::move(state).value());
    m_campaign->setLastEncounter(id);
    return std::make_unique<EncounterSession>(std::move(encounter), m_campaign.get(), id, parent);
}

Expected<qint64, QString> CampaignController::createEncounter(
    const QString &name, const QString &rulesetId)
{
    if (!m_campaign)
        return tr("no campaign is open");
    if (name.trimmed().isEmpty())
        return tr("an encounter needs a name");
    if (m_campaign->encounters().idOf(name.trimmed()))
        return tr("the campaign already has an encounter called %1").arg(name.trimmed());
    if (!m_rulesets.find(rulesetId))
        return tr("unknown ruleset '%1'").arg(rulesetId);
    Encounter::EncounterState state;
    state.name = name.trimmed();
    state.rulesetId = rulesetId;
    return m_campaign->encounters().save(state);
}

Expected<qint64, QString> CampaignController::installSamples()
{
    if (!m_campaign)
        return tr("no campaign is open");
    const auto result = Storage::SampleContent::install(*m_campaign);
    if (!result)
        return result.error();
    Q_EMIT libraryChanged();
    Q_EMIT campaignChanged();
    return result->entriesAdded + result->encountersAdded;
}

} // namespace Fray::Ui
