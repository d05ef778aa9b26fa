// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/encounter/MoraleBanner.h"

#include "core/i18n/NumberText.h"
#include "core/morale/MoraleCommand.h"
#include "core/rules/DisplayNames.h"
#include "ui/encounter/EncounterSession.h"
#include "ui/encounter/ReminderBanner.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTimer>

namespace Fray::Ui {

MoraleBanner::MoraleBanner(EncounterSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_text(new QLabel(this))
    , m_roll(new QPushButton(tr("Roll Morale"), this))
    , m_notNeeded(new QPushButton(tr("No Check Needed"), this))
{
    setObjectName(QStringLiteral("moraleBanner"));
    ReminderBanner::setBannerLook(this);
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::PlainText);
    m_roll->setObjectName(QStringLiteral("rollMorale"));
    m_notNeeded->setObjectName(QStringLiteral("moraleNotNeeded"));
    m_roll->setToolTip(tr("Roll each group's morale check; those who fail flee"));
    m_notNeeded->setToolTip(tr("The moment passes without a check"));
    for (QPushButton *button : {m_roll, m_notNeeded}) {
        button->setFocusPolicy(Qt::NoFocus);
        button->setAutoDefault(false);
    }
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_roll, 0, Qt::AlignTop);
    layout->addWidget(m_notNeeded, 0, Qt::AlignTop);
    connect(m_roll, &QPushButton::clicked, this, &MoraleBanner::roll);
    connect(m_notNeeded, &QPushButton::clicked, this, &MoraleBanner::notNeeded);
    const Encounter::Encounter *encounter = &session->encounter();
    connect(encounter, &Encounter::Encounter::changed, this, &MoraleBanner::queueRefresh);
    connect(encounter, &Encounter::Encounter::combatantsReset, this, &MoraleBanner::queueRefresh);
    hide();
    refresh();
}

QString MoraleBanner::text() const
{
    return isHidden() ? QString() : m_text->text();
}

void MoraleBanner::roll()
{
    answer(true);
}

void MoraleBanner::notNeeded()
{
    answer(false);
}

void MoraleBanner::answer(bool rolled)
{
    if (m_side.isEmpty())
        return;
    m_session->run(std::make_unique<Encounter::MoraleCommand>(m_side, m_trigger,
        rolled ? Encounter::MoraleCommand::Answer::Roll
               : Encounter::MoraleCommand::Answer::NotNeeded));
}

void MoraleBanner::queueRefresh()
{
    if (m_refreshQueued)
        return;
    m_refreshQueued = true;
    QTimer::singleShot(0, this, [this] {
        m_refreshQueued = false;
        refresh();
    });
}

void MoraleBanner::refresh()
{
    const Encounter::Encounter &encounter = m_session->encounter();
    const auto calls = Encounter::MoraleWatch::due(encounter);
    if (calls.empty()) {
        m_side.clear();
        m_trigger.clear();
        m_text->clear();
        hide();
        return;
    }
    // One moment at a time, the first side's first: answering it shows the next.
    const Encounter::MoraleCall &call = calls.front();
    m_side = call.side;
    m_trigger = call.trigger;
    QStringList chances;
    for (const Encounter::MoraleUnit &unit : call.units) {
        const auto chance = Encounter::MoraleWatch::chanceToHold(encounter, unit);
        chances << (chance ? tr("%1: %2 to hold").arg(unit.name, NumberText::percent(*chance))
                           : tr("%1: %2").arg(unit.name, chance.error()));
    }
    m_text->setText(tr("Check the morale of the %1 %2? %3")
                        .arg(Rules::DisplayNames::side(call.side, &encounter.ruleset()),
                            Encounter::MoraleWatch::triggersPhrase(call.triggers).render(),
                            chances.join(QStringLiteral(" \u00b7 "))));
    show();
}

} // namespace Fray::Ui
