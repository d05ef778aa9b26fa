// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/encounter/EncounterSession.h"

#include "core/io/CommandJson.h"
#include "core/storage/Campaign.h"

#include <QJsonDocument>

namespace Fray::Ui {

namespace {

// Puts a core command on the undo stack. It has already run when pushed, so the first redo()
// (which QUndoStack::push calls) does nothing.
class UndoableCommand : public QUndoCommand
{
public:
    UndoableCommand(EncounterSession &session, std::unique_ptr<Encounter::Command> command)
        : QUndoCommand(command->text())
        , m_session(session)
        , m_command(std::move(command))
    { }

    void redo() override
    {
        if (m_first) {
            m_first = false;
            return;
        }
        m_command->redo(m_session.encounter());
        if (auto error = m_session.persist(*m_command, true))
            Q_EMIT m_session.failed(*error);
    }

    void undo() override
    {
        m_command->undo(m_session.encounter());
        if (auto error = m_session.persist(*m_command, false))
            Q_EMIT m_session.failed(*error);
    }

private:
    EncounterSession &m_session;
    std::unique_ptr<Encounter::Command> m_command;
    bool m_first = true;
};

} // namespace

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
    // The stack's commands refer to the encounter: they go first.
    m_undoStack.clear();
}

std::optional<QString> EncounterSession::persist(const Encounter::Command &command, bool forward)
{
    if (!m_campaign)
        return std::nullopt;
    return m_campaign->encounters().commit(m_encounterId, m_encounter->state(), command.change(),
        forward, command.kind(), command.text(),
        QString::fromUtf8(
            QJsonDocument(Io::CommandJson::write(command)).toJson(QJsonDocument::Compact)));
}

std::optional<QString> EncounterSession::run(std::unique_ptr<Encounter::Command> command)
{
    if (auto error = command->execute(*m_encounter, m_random)) {
        Q_EMIT failed(*error);
        return error;
    }
    if (command->change().isEmpty())
        return std::nullopt; // nothing changed: nothing to save or undo
    if (auto error = persist(*command, true)) {
        // Not saved, so not done: the change is taken back.
        command->undo(*m_encounter);
        const QString message = tr("Not saved, so not done: %1").arg(*error);
        Q_EMIT failed(message);
        return message;
    }
    m_undoStack.push(new UndoableCommand(*this, std::move(command)));
    return std::nullopt;
}

} // namespace Fray::Ui
