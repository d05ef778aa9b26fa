// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>

#include <memory>
#include <optional>

class QWidget;

namespace Fray::Ui {

class CampaignController;
class EncounterSession;
class EncounterView;

// The one fight open in the window: its session (the encounter, its history, its writes) and
// the view of it. What works on the open fight (the actions, the docks, printing, the party,
// the history) follows `changed` once, instead of being handed each fight by the window.
class OpenFight : public QObject
{
    Q_OBJECT

public:
    explicit OpenFight(CampaignController *campaign, QObject *parent = nullptr);
    ~OpenFight() override;

    // Opens the campaign's encounter `id` in place of the open one, its view a child of
    // `viewParent`; the error says why not (and then none is open).
    std::optional<QString> open(qint64 id, QWidget *viewParent);
    void close();

    EncounterSession *session() const { return m_session.get(); }
    EncounterView *view() const { return m_view; }

Q_SIGNALS:
    // A fight opened, or the open one closed (both null): said when session() is already null
    // but before the closing fight's session and view go, so that no follower holds them after.
    void changed(Fray::Ui::EncounterSession *session, Fray::Ui::EncounterView *view);

private:
    CampaignController *m_campaign;
    std::unique_ptr<EncounterSession> m_session;
    QPointer<EncounterView> m_view;
};

} // namespace Fray::Ui
