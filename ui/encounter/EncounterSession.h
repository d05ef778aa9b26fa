// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/dice/Random.h"
#include "core/encounter/Command.h"
#include "core/encounter/Encounter.h"
#include "ui/encounter/EncounterStep.h"

#include <QObject>
#include <QPointer>
#include <QUndoStack>

#include <memory>
#include <optional>

namespace Fray::Storage {
class Campaign;
}

namespace Fray::Ui {

class CampaignController;

// An open encounter in the window: the core encounter and the campaign it is saved in. Every
// command is run here: executed, committed to the campaign with its step of the campaign's
// history (before the window shows it done), then pushed so Ctrl+Z can take it back, which is
// committed too. Its steps go on the campaign's one history when it has been given one, else
// on a stack of its own.
class EncounterSession : public QObject
{
    Q_OBJECT

public:
    // The campaign's encounter `id`, opened for play; the error says why it cannot be.
    static Expected<std::unique_ptr<EncounterSession>, QString> open(
        CampaignController &campaign, qint64 id, QObject *parent = nullptr);
    // `campaign` may be null (nothing is saved: tests, a file opened for a look).
    EncounterSession(std::unique_ptr<Encounter::Encounter> encounter, Storage::Campaign *campaign,
        qint64 encounterId, QObject *parent = nullptr);
    ~EncounterSession() override;

    Encounter::Encounter &encounter() { return *m_encounter; }
    const Encounter::Encounter &encounter() const { return *m_encounter; }
    // Where its steps go: the campaign's history, or its own.
    QUndoStack *undoStack() { return m_history ? m_history.data() : &m_undoStack; }
    qint64 encounterId() const { return m_encounterId; }
    const Storage::Campaign *campaign() const { return m_campaign; }
    Dice::Random &random() { return m_random; }

    // On a shared campaign the session runs its fight, or follows it while another Fray runs
    // it (Storage::EncounterLease): followed, it is read and not changed.
    bool isFollowing() const { return !m_followed.isEmpty(); }
    // Whether nothing may be changed (a campaign open read-only, a followed fight), and why.
    bool isReadOnly() const;
    QString readOnlyReason() const;
    // Whether another Fray took over the fight this session ran.
    bool isTakenOver() const;
    // Takes the fight over from the Fray that runs it (the GM chose to).
    std::optional<QString> takeOver();
    // A followed fight read again after the Fray that runs it committed: only what changed is
    // announced, so the window keeps its selection. False when it must be opened again instead
    // (nobody runs it any more, another Fray took it over, it cannot be read).
    bool catchUp();
    // The fight read again from the campaign, only what differs announced (a change taken back
    // here as not known to be saved, found saved after all). False when it cannot be read.
    bool readAgain();

    // The campaign's one history, and how its steps find the session of their encounter.
    void setHistory(QUndoStack *history, EncounterStep::Locator locate);

    // Runs a command. On an error nothing has changed, and the error is returned (and
    // announced with failed()).
    std::optional<QString> run(std::unique_ptr<Encounter::Command> command);
    // The same for a command the caller keeps, to read what it did (a surprise check's results).
    std::optional<QString> run(Encounter::Command &command);

    // A step of this encounter undone (forward = false) or done again: its images restored and
    // saved, with the step's mark in the history.
    std::optional<QString> replay(
        const EncounterStep::Record &record, const QString &text, bool forward);

    // A condition of the GM's own, offered again in every fight of the campaign.
    std::optional<QString> rememberCustomCondition(const Encounter::CustomCondition &condition);

Q_SIGNALS:
    void failed(const QString &message);

private:
    std::optional<QString> commit(
        const EncounterStep::Record &record, const QString &text, bool forward);

    std::unique_ptr<Encounter::Encounter> m_encounter;
    Storage::Campaign *m_campaign;
    qint64 m_encounterId;
    QString m_followed; // who runs the fight, when another Fray does
    QString m_runner; // that Fray's name
    Dice::Random m_random;
    QUndoStack m_undoStack;
    QPointer<QUndoStack> m_history;
    EncounterStep::Locator m_locate;
};

} // namespace Fray::Ui
