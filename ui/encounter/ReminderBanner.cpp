// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/encounter/ReminderBanner.h"

#include "core/encounter/Encounter.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QShortcut>
#include <QTimer>
#include <QToolButton>

namespace Fray::Ui {

ReminderBanner::ReminderBanner(QWidget *escapeScope, QWidget *parent)
    : QWidget(parent)
    , m_text(new QLabel(this))
    , m_dismiss(new QToolButton(this))
    , m_escape(new QShortcut(QKeySequence(Qt::Key_Escape), escapeScope))
{
    setObjectName(QStringLiteral("reminderBanner"));
    setBannerLook(this);
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::PlainText);
    m_dismiss->setText(tr("Dismiss"));
    m_dismiss->setToolTip(tr("Hide the reminders (Esc)"));
    m_dismiss->setFocusPolicy(Qt::NoFocus);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_dismiss, 0, Qt::AlignTop);
    connect(m_dismiss, &QToolButton::clicked, this, &ReminderBanner::dismiss);
    // Esc only while the banner shows, so it never takes the key from anything else.
    m_escape->setContext(Qt::WidgetWithChildrenShortcut);
    m_escape->setEnabled(false);
    connect(m_escape, &QShortcut::activated, this, &ReminderBanner::dismiss);
    hide();
}

void ReminderBanner::setBannerLook(QWidget *banner)
{
    banner->setFocusPolicy(Qt::NoFocus);
    banner->setAutoFillBackground(true);
    QPalette palette = banner->palette();
    palette.setColor(QPalette::Window, palette.color(QPalette::ToolTipBase));
    palette.setColor(QPalette::WindowText, palette.color(QPalette::ToolTipText));
    banner->setPalette(palette);
}

void ReminderBanner::setEncounter(const Encounter::Encounter *encounter)
{
    if (m_encounter)
        disconnect(m_encounter, nullptr, this, nullptr);
    m_encounter = encounter;
    dismiss();
    if (!encounter)
        return;
    connect(encounter, &Encounter::Encounter::reminderRaised, this, &ReminderBanner::raised);
    connect(encounter, &Encounter::Encounter::turnChanged, this, &ReminderBanner::turnMoved);
}

void ReminderBanner::raised(Encounter::CombatantId combatant, const Rules::Reminder &reminder)
{
    const Encounter::Combatant *c = m_encounter ? m_encounter->find(combatant) : nullptr;
    m_pending << tr("%1 \u2014 %2").arg(c ? c->name : QString(), reminder.shortText());
    queueSettle();
}

void ReminderBanner::turnMoved()
{
    m_turnMoved = true;
    queueSettle();
}

void ReminderBanner::queueSettle()
{
    // A step raises its end-of-turn reminders before the turn moves and its start-of-turn ones
    // after: deciding once the step is over keeps them together.
    if (m_settleQueued)
        return;
    m_settleQueued = true;
    QTimer::singleShot(0, this, &ReminderBanner::settle);
}

void ReminderBanner::settle()
{
    m_settleQueued = false;
    if (!m_pending.isEmpty()) {
        m_shown = m_pending;
        m_text->setText(m_shown.join(u'\n'));
        m_escape->setEnabled(true);
        show();
    } else if (m_turnMoved) {
        dismiss();
    }
    m_pending.clear();
    m_turnMoved = false;
}

void ReminderBanner::dismiss()
{
    m_shown.clear();
    m_text->clear();
    m_escape->setEnabled(false);
    hide();
}

} // namespace Fray::Ui
