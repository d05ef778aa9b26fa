// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/party/PartyController.h"

#include "core/dice/Random.h"
#include "core/party/BringPartyCommand.h"
#include "core/party/CarryOver.h"
#include "ui/campaign/CampaignController.h"
#include "ui/day/DayPlanDialog.h"
#include "ui/encounter/EncounterSession.h"
#include "ui/party/PartyUpdateCommand.h"
#include "ui/party/PartyUpdateDialog.h"

#include <QAction>
#include <QMenu>
#include <QSet>
#include <QUndoStack>

namespace Fray::Ui {

PartyController::PartyController(CampaignController *campaign, QWidget *window)
    : QObject(window)
    , m_campaign(campaign)
    , m_window(window)
    , m_menu(new QMenu(tr("&Party"), window))
{
    m_menu->setObjectName(QStringLiteral("menuParty"));
    m_bring = m_menu->addAction(tr("&Bring the Party"), this, [this] { bringParty(); });
    m_bring->setObjectName(QStringLiteral("actionBringParty"));
    m_bring->setStatusTip(
        tr("The party's members join this fight as they are now: hit points, conditions, uses"));
    m_rest = m_menu->addAction(tr("&Rest the Party\u2026"), this, &PartyController::rest);
    m_rest->setObjectName(QStringLiteral("actionRestParty"));
    m_rest->setStatusTip(tr("Hit points and uses back between fights, as the ruleset says or "
                            "by your numbers"));
    m_menu->addSeparator();
    m_planDay = m_menu->addAction(tr("Plan a &Day\u2026"), this, &PartyController::planDay);
    m_planDay->setObjectName(QStringLiteral("actionPlanDay"));
    m_planDay->setStatusTip(tr("Play a day of fights and rests many times: the chance the party "
                               "gets through, where it breaks, how each hero stands"));
    m_endFight = new QAction(tr("&End Fight\u2026"), this);
    m_endFight->setObjectName(QStringLiteral("actionEndFight"));
    m_endFight->setStatusTip(tr("What this fight leaves on the party, to carry into the next"));
    connect(m_endFight, &QAction::triggered, this, &PartyController::endFight);
    connect(
        m_campaign, &CampaignController::campaignChanged, this, &PartyController::updateActions);
    updateActions();
}

void PartyController::setSession(EncounterSession *session)
{
    m_session = session;
    updateActions();
}

void PartyController::updateActions()
{
    const bool writable = m_campaign->campaign() && !m_campaign->campaign()->isReadOnly();
    m_bring->setEnabled(writable && m_session);
    m_endFight->setEnabled(writable && m_session);
    m_rest->setEnabled(writable);
    m_planDay->setEnabled(m_campaign->campaign() != nullptr);
}

void PartyController::planDay()
{
    if (!m_campaign->campaign())
        return;
    if (!m_dayDialog) {
        auto *dialog
            = new DayPlanDialog(m_campaign, m_session ? m_session->encounterId() : 0, m_window);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        m_dayDialog = dialog;
    }
    m_dayDialog->show();
    m_dayDialog->raise();
}

void PartyController::bringParty(bool quiet)
{
    if (!m_session || !m_campaign->campaign())
        return;
    const auto members
        = m_campaign->campaign()->library().party(m_session->encounter().ruleset().id);
    if (!members)
        return Q_EMIT message(members.error());
    if (members->empty()) {
        if (!quiet)
            Q_EMIT message(tr("The party has no members of %1: mark characters in the library "
                              "(right-click \u203a Member of the Party)")
                               .arg(m_session->encounter().ruleset().name));
        return;
    }
    m_session->run(std::make_unique<Party::BringPartyCommand>(*members));
}

void PartyController::endFight()
{
    if (!m_session || !m_campaign->campaign())
        return;
    const Encounter::Encounter &fight = m_session->encounter();
    const auto members = m_campaign->campaign()->library().party(fight.ruleset().id);
    if (!members)
        return Q_EMIT message(members.error());
    auto updates = Party::CarryOver::preview(fight, *members);
    const qint64 encounter = m_session->encounterId();
    // The fight is over either way: the encounters list says so (one step with the carry-over).
    if (updates.empty()) {
        const QString description = tr("End of the fight: %1").arg(fight.state().name);
        const auto seq = m_campaign->recordPartyUpdates(
            {}, QStringLiteral("carry-over"), description, encounter);
        if (!seq)
            return Q_EMIT message(seq.error());
        m_campaign->history()->push(new PartyUpdateCommand(
            m_campaign, {}, QStringLiteral("carry-over"), *seq, description, encounter));
        return Q_EMIT message(tr("%1 is over; no member of the party fought in it, so nothing "
                                 "carries over")
                                  .arg(fight.state().name));
    }
    PartyUpdateDialog dialog(std::move(updates), fight.state().name, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString description = dialog.description();
    const auto seq = m_campaign->recordPartyUpdates(
        dialog.updates(), QStringLiteral("carry-over"), description, encounter);
    if (!seq)
        return Q_EMIT message(seq.error());
    m_campaign->history()->push(new PartyUpdateCommand(
        m_campaign, dialog.updates(), QStringLiteral("carry-over"), *seq, description, encounter));
    Q_EMIT message(tr("%1 is over; the party keeps what it left on it").arg(fight.state().name));
}

void PartyController::rest()
{
    const Storage::Campaign *campaign = m_campaign->campaign();
    if (!campaign)
        return;
    // The open fight's ruleset, or the one all members share.
    QString rulesetId = m_session ? m_session->encounter().ruleset().id : QString();
    if (rulesetId.isEmpty()) {
        const auto all = campaign->library().party();
        if (!all)
            return Q_EMIT message(all.error());
        QSet<QString> rulesets;
        for (const Library::LibraryEntry &m : *all)
            rulesets.insert(m.rulesetId);
        if (rulesets.size() != 1)
            return Q_EMIT message(rulesets.isEmpty()
                    ? tr("The party has no members: mark characters in the library "
                         "(right-click \u203a Member of the Party)")
                    : tr("Open an encounter of the ruleset whose members rest"));
        rulesetId = *rulesets.cbegin();
    }
    const Rules::RulesetLibrary::Entry *entry = m_campaign->rulesets().find(rulesetId);
    if (!entry)
        return Q_EMIT message(m_campaign->rulesets().whyMissing(rulesetId));
    auto members = campaign->library().party(rulesetId);
    if (!members)
        return Q_EMIT message(members.error());
    if (members->empty())
        return Q_EMIT message(tr("The party has no members of %1: mark characters in the library "
                                 "(right-click \u203a Member of the Party)")
                                  .arg(entry->ruleset->name));
    PartyUpdateDialog dialog(
        entry->ruleset, std::move(members).value(), Dice::Random::freshSeed(), m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString description = dialog.description();
    const auto seq
        = m_campaign->recordPartyUpdates(dialog.updates(), QStringLiteral("rest"), description);
    if (!seq)
        return Q_EMIT message(seq.error());
    m_campaign->history()->push(new PartyUpdateCommand(
        m_campaign, dialog.updates(), QStringLiteral("rest"), *seq, description));
    Q_EMIT message(tr("The party rested: %1").arg(description));
}

} // namespace Fray::Ui
