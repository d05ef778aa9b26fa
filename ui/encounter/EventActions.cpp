// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/encounter/EventActions.h"

#include "core/encounter/EventKeeper.h"
#include "core/encounter/commands/EventCommands.h"
#include "core/storage/Campaign.h"
#include "ui/encounter/EncounterSession.h"
#include "ui/encounter/EventDialog.h"

#include <QAction>
#include <QInputDialog>
#include <QMenu>

namespace Fray::Ui {

EventActions::EventActions(QWidget *window)
    : QObject(window)
    , m_window(window)
    , m_add(new QAction(tr("Add &Event…"), this))
    , m_remove(new QAction(tr("Remo&ve Event…"), this))
{
    m_add->setObjectName(QStringLiteral("actionAddEvent"));
    m_add->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    m_add->setStatusTip(tr("A lair action, reinforcements or anything else that takes a place in "
                           "the initiative order"));
    m_remove->setObjectName(QStringLiteral("actionRemoveEvent"));
    connect(m_add, &QAction::triggered, this, &EventActions::askToAdd);
    connect(m_remove, &QAction::triggered, this, &EventActions::askToRemove);
    updateEnabled();
}

void EventActions::addToMenu(QMenu *menu, QAction *after)
{
    const QList<QAction *> actions = menu->actions();
    const qsizetype at = actions.indexOf(after);
    QAction *before = at >= 0 && at + 1 < actions.size() ? actions[at + 1] : nullptr;
    menu->insertActions(before, {m_add, m_remove});
}

void EventActions::setSession(EncounterSession *session)
{
    if (m_session)
        disconnect(&m_session->encounter(), nullptr, this, nullptr);
    m_session = session;
    if (m_session)
        connect(&m_session->encounter(), &Encounter::Encounter::eventsChanged, this,
            &EventActions::updateEnabled);
    updateEnabled();
}

void EventActions::updateEnabled()
{
    const bool on = m_session && !m_session->isReadOnly();
    m_add->setEnabled(on);
    m_remove->setEnabled(on && !m_session->encounter().events().empty());
}

bool EventActions::add(const Encounter::Event &event)
{
    if (!m_session)
        return false;
    if (auto error = m_session->run(std::make_unique<Encounter::AddEventCommand>(event))) {
        Q_EMIT message(*error);
        return false;
    }
    return true;
}

bool EventActions::remove(Encounter::EventId id)
{
    if (!m_session)
        return false;
    if (auto error = m_session->run(std::make_unique<Encounter::RemoveEventCommand>(id))) {
        Q_EMIT message(*error);
        return false;
    }
    return true;
}

void EventActions::askToAdd()
{
    if (!m_session)
        return;
    // Who may arrive: the campaign library's entries of the fight's ruleset.
    std::vector<Library::LibraryEntry> arrivals;
    if (const Storage::Campaign *campaign = m_session->campaign()) {
        if (auto all = campaign->library().all()) {
            for (const Library::LibraryEntry &entry : *all) {
                if (entry.rulesetId == m_session->encounter().ruleset().id)
                    arrivals.push_back(entry);
            }
        } else {
            Q_EMIT message(all.error());
        }
    }
    EventDialog dialog(m_session->encounter(), std::move(arrivals), m_window);
    if (m_hook)
        m_hook(dialog);
    else if (dialog.exec() != QDialog::Accepted)
        return;
    if (dialog.result() == QDialog::Accepted)
        add(dialog.event());
}

void EventActions::askToRemove()
{
    if (!m_session)
        return;
    const auto &events = m_session->encounter().events();
    if (events.empty())
        return;
    Encounter::EventId id = events.front().id;
    if (events.size() > 1) {
        QStringList names;
        for (const Encounter::Event &e : events)
            names << tr("%1 (%2, %3)")
                         .arg(e.name, Encounter::EventKeeper::whenText(e),
                             Encounter::EventKeeper::roundsText(e));
        bool ok = false;
        const QString chosen = QInputDialog::getItem(
            m_window, tr("Remove Event"), tr("Event to remove:"), names, 0, false, &ok);
        if (!ok)
            return;
        id = events[std::size_t(std::max<qsizetype>(0, names.indexOf(chosen)))].id;
    }
    remove(id);
}

} // namespace Fray::Ui
