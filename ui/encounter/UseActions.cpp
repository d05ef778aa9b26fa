// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/encounter/UseActions.h"

#include "core/encounter/commands/UseCommands.h"
#include "core/storage/Campaign.h"
#include "ui/encounter/CombatantTableModel.h"
#include "ui/encounter/EncounterSession.h"
#include "ui/encounter/EncounterView.h"

#include <QAction>
#include <QCursor>
#include <QInputDialog>
#include <QMenu>
#include <QTableView>

namespace Fray::Ui {

using Encounter::CombatantId;

UseActions::UseActions(QAction *spend, QAction *restore, QWidget *window)
    : QObject(window)
    , m_spend(spend)
    , m_restore(restore)
    , m_window(window)
{
    connect(m_spend, &QAction::triggered, this, [this] { ask(Way::Spend); });
    connect(m_restore, &QAction::triggered, this, [this] { ask(Way::Restore); });
    updateEnabled();
}

void UseActions::setSession(EncounterSession *session, EncounterView *view)
{
    m_session = session;
    m_view = view;
    if (m_view) {
        connect(m_view->table(), &QTableView::clicked, this, [this](const QModelIndex &index) {
            if (index.column() != CombatantTableModel::Uses)
                return;
            const auto id
                = CombatantId(index.data(CombatantTableModel::CombatantIdRole).toLongLong());
            showMenu(id);
        });
    }
    updateEnabled();
}

void UseActions::updateEnabled()
{
    const bool on = m_session && !m_session->isReadOnly();
    m_spend->setEnabled(on);
    m_restore->setEnabled(on);
}

CombatantId UseActions::actingOrSelected() const
{
    if (m_view) {
        const auto selected = m_view->selectedCombatants();
        if (!selected.empty())
            return selected.front();
    }
    const Encounter::InitiativeEntry *acting = m_session->encounter().actingEntry();
    return acting ? acting->combatant : 0;
}

bool UseActions::apply(Way way, CombatantId id, const QString &use)
{
    if (!m_session)
        return false;
    std::unique_ptr<Encounter::Command> command;
    if (way == Way::Spend)
        command = std::make_unique<Encounter::SpendUseCommand>(id, use);
    else
        command = std::make_unique<Encounter::RestoreUseCommand>(id, use);
    if (auto error = m_session->run(std::move(command))) {
        Q_EMIT message(*error);
        return false;
    }
    return true;
}

void UseActions::ask(Way way)
{
    if (!m_session)
        return;
    const CombatantId id = actingOrSelected();
    const Encounter::Combatant *c = m_session->encounter().find(id);
    if (!c) {
        Q_EMIT message(tr("Select whose use it is in the table first"));
        return;
    }
    // Only the uses the step can work on: one with some left to spend, one not full to restore.
    QStringList names, shown;
    for (const Encounter::Use &u : c->uses) {
        if (way == Way::Spend ? u.left > 0 : !u.isFull()) {
            names << u.name;
            shown << tr("%1 (resets %2)").arg(u.shortText(), u.resetText());
        }
    }
    if (c->uses.empty()) {
        Q_EMIT message(tr("%1 has no uses; add them in the character form").arg(c->name));
        return;
    }
    if (names.isEmpty()) {
        Q_EMIT message(way == Way::Spend ? tr("%1 has no use left to spend").arg(c->name)
                                         : tr("Every use of %1 is full").arg(c->name));
        return;
    }
    QString chosen = names.constFirst();
    if (names.size() > 1) {
        bool ok = false;
        const QString item = QInputDialog::getItem(m_window,
            way == Way::Spend ? tr("Spend a Use") : tr("Restore a Use"),
            way == Way::Spend ? tr("Which use does %1 spend?").arg(c->name)
                              : tr("Which use of %1 comes back?").arg(c->name),
            shown, 0, false, &ok);
        if (!ok)
            return;
        chosen = names.value(shown.indexOf(item));
    }
    apply(way, id, chosen);
}

void UseActions::fillMenu(QMenu *menu, CombatantId id)
{
    const Encounter::Combatant *c = m_session ? m_session->encounter().find(id) : nullptr;
    if (!c)
        return;
    const bool on = m_spend->isEnabled();
    for (const Encounter::Use &u : c->uses) {
        QAction *spend = menu->addAction(tr("Spend %1").arg(u.shortText()));
        spend->setEnabled(on && u.left > 0);
        spend->setToolTip(tr("Resets %1").arg(u.resetText()));
        connect(spend, &QAction::triggered, this,
            [this, id, name = u.name] { apply(Way::Spend, id, name); });
    }
    menu->addSeparator();
    for (const Encounter::Use &u : c->uses) {
        QAction *restore = menu->addAction(tr("Restore one %1").arg(u.name));
        restore->setEnabled(on && !u.isFull());
        connect(restore, &QAction::triggered, this,
            [this, id, name = u.name] { apply(Way::Restore, id, name); });
    }
}

void UseActions::showMenu(CombatantId id)
{
    const Encounter::Combatant *c = m_session ? m_session->encounter().find(id) : nullptr;
    if (!c || c->uses.empty())
        return;
    QMenu menu(m_window);
    fillMenu(&menu, id);
    menu.exec(QCursor::pos());
}

} // namespace Fray::Ui
