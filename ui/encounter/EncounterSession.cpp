// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/encounter/EncounterSession.h"

#include "core/encounter/EncounterCheck.h"
#include "core/io/CommandJson.h"
#include "core/storage/Campaign.h"
#include "ui/campaign/CampaignController.h"

#include <QJsonDocument>

namespace Fray::Ui {

Expected<std::unique_ptr<EncounterSession>, QString> EncounterSession::open(
    CampaignController &campaign, qint64 id, QObject *parent)
{
    auto loaded = campaign.loadEncounter(id);
    if (!loaded)
        return loaded.error();
    CampaignController::LoadedEncounter opened = std::move(loaded).value();
    auto session = std::make_unique<EncounterSession>(
        std::move(opened.encounter), opened.campaign, id, parent);
    // A shared campaign's fight is run by one Fray at a time: taken, or followed.
    if (opened.campaign && opened.campaign->isShared() && !opened.campaign->isReadOnly()) {
        if (auto runBy = opened.campaign->lease().run(id)) {
            session->m_followed = *runBy;
            session->m_runner = opened.campaign->lease().runner(id).name;
        }
    }
    return session;
}

bool EncounterSession::isReadOnly() const
{
    return (m_campaign && m_campaign->isReadOnly()) || isFollowing();
}

QString EncounterSession::readOnlyReason() const
{
    if (isFollowing())
        return m_followed;
    if (!m_campaign || !m_campaign->isReadOnly())
        return QString();
    return m_campaign->readOnlyReason().isEmpty() ? tr("The campaign is open read-only")
                                                  : m_campaign->readOnlyReason();
}

bool EncounterSession::isTakenOver() const
{
    if (!m_campaign || !m_campaign->isShared() || m_campaign->isReadOnly() || isFollowing())
        return false;
    const Storage::EncounterLease::Runner runner = m_campaign->lease().runner(m_encounterId);
    return !runner.name.isEmpty() && !runner.here;
}

std::optional<QString> EncounterSession::takeOver()
{
    if (!m_campaign)
        return std::nullopt;
    if (auto error = m_campaign->lease().takeOver(m_encounterId))
        return error;
    m_followed.clear();
    return std::nullopt;
}

bool EncounterSession::catchUp()
{
    if (!m_campaign || !isFollowing())
        return false;
    const Storage::EncounterLease::Runner runner = m_campaign->lease().runner(m_encounterId);
    if (runner.here || runner.name != m_runner)
        return false;
    return readAgain();
}

bool EncounterSession::readAgain()
{
    if (!m_campaign)
        return false;
    auto state = m_campaign->encounters().load(m_encounterId);
    if (!state || !Encounter::EncounterCheck::encounter(*state, m_encounter->ruleset()).isEmpty())
        return false;
    return m_encounter->catchUp(*state);
}

EncounterSession::EncounterSession(std::unique_ptr<Encounter::Encounter> encounter,
    Storage::Campaign *campaign, qint64 encounterId, QObject *parent)
    : QObject(parent)
    , m_encounter(std::move(encounter))
    , m_campaign(campaign)
    , m_encounterId(encounterId)
    , m_random(Dice::Random::freshSeed())
{ }

EncounterSession::~EncounterSession()
{
    // The fight this Fray ran is let go for another to run.
    if (m_campaign && m_campaign->isShared() && !m_campaign->isReadOnly() && !isFollowing())
        m_campaign->lease().stopRunning(m_encounterId);
    // Its own stack's steps find it through `this`: they go first.
    m_undoStack.clear();
}

void EncounterSession::setHistory(QUndoStack *history, EncounterStep::Locator locate)
{
    m_history = history;
    m_locate = std::move(locate);
}

std::optional<QString> EncounterSession::commit(
    const EncounterStep::Record &record, const QString &text, bool forward)
{
    return m_campaign->encounters().commit(m_encounterId, m_encounter->state(), record.change,
        forward, record.kind, text, record.parameters);
}

std::optional<QString> EncounterSession::replay(
    const EncounterStep::Record &record, const QString &text, bool forward)
{
    m_encounter->applyChange(record.change, forward);
    if (!m_campaign)
        return std::nullopt;
    if (record.seq == 0)
        return commit(record, text, forward);
    return m_campaign->replay(record.seq, forward, [&] { return commit(record, text, forward); });
}

std::optional<QString> EncounterSession::rememberCustomCondition(
    const Encounter::CustomCondition &condition)
{
    if (!m_campaign || isReadOnly())
        return std::nullopt;
    return m_campaign->rememberCustomCondition(condition);
}

std::optional<QString> EncounterSession::run(std::unique_ptr<Encounter::Command> command)
{
    return run(*command);
}

std::optional<QString> EncounterSession::run(Encounter::Command &command)
{
    if (auto error = command.execute(*m_encounter, m_random)) {
        Q_EMIT failed(*error);
        return error;
    }
    if (command.change().isEmpty())
        return std::nullopt; // nothing changed: nothing to save or undo
    EncounterStep::Record record{m_encounterId, 0, command.kind(),
        QString::fromUtf8(
            QJsonDocument(Io::CommandJson::write(command)).toJson(QJsonDocument::Compact)),
        command.change()};
    const QString text = command.text();
    if (m_campaign) {
        auto seq = m_campaign->record(QStringLiteral("encounter"), m_encounterId, text,
            [&]() -> Expected<QByteArray, QString> {
                if (auto error = commit(record, text, true))
                    return *error;
                return EncounterStep::data(record);
            });
        if (!seq) {
            // Not saved, so not done: the change is taken back.
            command.undo(*m_encounter);
            const QString message = tr("Not saved, so not done: %1").arg(seq.error());
            Q_EMIT failed(message);
            return message;
        }
        record.seq = *seq;
    }
    EncounterStep::Locator locate = m_locate;
    if (!m_history)
        locate = [self = QPointer<EncounterSession>(this)](
                     const EncounterStep::Record &) { return self.data(); };
    undoStack()->push(new EncounterStep(std::move(locate), std::move(record), text));
    return std::nullopt;
}

} // namespace Fray::Ui
