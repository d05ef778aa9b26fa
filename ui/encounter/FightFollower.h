// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

#include <functional>

class QAction;

namespace Fray::Ui {

class CampaignController;
class EncounterSession;

// The open fight kept as a shared campaign's server has it: followed while another Fray runs it,
// read again as that Fray commits each command, and taken over when the GM chooses (Encounter ›
// Take Over the Fight); read again too when a command of its own whose fate a lost connection
// hid turns out saved.
class FightFollower : public QObject
{
    Q_OBJECT

public:
    // `session` gives the open encounter's session (null: none); `reopen` reads encounter `id`
    // again into the window.
    FightFollower(CampaignController *campaign, QAction *takeOver,
        std::function<EncounterSession *()> session, std::function<void(qint64)> reopen,
        QObject *parent = nullptr);

    // The open encounter changed (another one, or none): what Take Over offers follows.
    void update();

Q_SIGNALS:
    void message(const QString &text);

private:
    void changedElsewhere(qint64 id);
    void takeOver();

    QAction *m_takeOver;
    std::function<EncounterSession *()> m_session;
    std::function<void(qint64)> m_reopen;
};

} // namespace Fray::Ui
