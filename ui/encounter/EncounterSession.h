// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/Random.h"
#include "core/encounter/Command.h"
#include "core/encounter/Encounter.h"

#include <QObject>
#include <QUndoStack>

#include <memory>
#include <optional>

namespace Fray::Storage {
class Campaign;
}

namespace Fray::Ui {

// An open encounter in the window: the core encounter, its undo stack, and the campaign it is
// saved in. Every command is run here: executed, committed to the campaign (before the window
// shows it done), then pushed so Ctrl+Z can take it back, which is committed too.
class EncounterSession : public QObject
{
    Q_OBJECT

public:
    // `campaign` may be null (nothing is saved: tests, a file opened for a look).
    EncounterSession(std::unique_ptr<Encounter::Encounter> encounter, Storage::Campaign *campaign,
        qint64 encounterId, QObject *parent = nullptr);
    ~EncounterSession() override;

    Encounter::Encounter &encounter() { return *m_encounter; }
    const Encounter::Encounter &encounter() const { return *m_encounter; }
    QUndoStack *undoStack() { return &m_undoStack; }
    qint64 encounterId() const { return m_encounterId; }
    Storage::Campaign *campaign() const { return m_campaign; }
    Dice::Random &random() { return m_random; }

    // Runs a command. On an error nothing has changed, and the error is returned (and
    // announced with failed()).
    std::optional<QString> run(std::unique_ptr<Encounter::Command> command);

    // Saves a command's change (forward: done or redone) in the campaign.
    std::optional<QString> persist(const Encounter::Command &command, bool forward);

Q_SIGNALS:
    void failed(const QString &message);

private:
    std::unique_ptr<Encounter::Encounter> m_encounter;
    Storage::Campaign *m_campaign;
    qint64 m_encounterId;
    Dice::Random m_random;
    QUndoStack m_undoStack;
};

} // namespace Fray::Ui
