// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/encounter/MoraleActions.h"

#include "core/i18n/NumberText.h"
#include "core/morale/MoraleCommand.h"
#include "core/rules/DisplayNames.h"
#include "core/storage/Campaign.h"
#include "ui/encounter/EncounterSession.h"

#include <QAction>
#include <QInputDialog>

namespace Fray::Ui {

MoraleActions::MoraleActions(QAction *check, QWidget *window)
    : QObject(window)
    , m_check(check)
    , m_window(window)
{
    connect(m_check, &QAction::triggered, this, &MoraleActions::ask);
    updateEnabled();
}

void MoraleActions::setSession(EncounterSession *session, EncounterView *)
{
    m_session = session;
    updateEnabled();
}

void MoraleActions::updateEnabled()
{
    m_check->setEnabled(
        m_session && !m_session->isReadOnly() && m_session->encounter().ruleset().morale);
}

std::vector<MoraleActions::Choice> MoraleActions::choices() const
{
    std::vector<Choice> out;
    if (!m_session || !m_session->encounter().ruleset().morale)
        return out;
    const Encounter::Encounter &encounter = m_session->encounter();
    const Rules::Ruleset &ruleset = encounter.ruleset();
    QStringList sides;
    for (const Encounter::Combatant &c : encounter.combatants()) {
        if (!sides.contains(c.side) && ruleset.morale->checks(c.side, ruleset.sides))
            sides << c.side;
    }
    for (const QString &side : std::as_const(sides)) {
        for (const QString &trigger : ruleset.morale->triggers) {
            if (Encounter::MoraleWatch::refusal(encounter, side, trigger))
                continue;
            const bool frays
                = trigger == Rules::Morale::firstDeath || trigger == Rules::Morale::halfDown;
            QStringList chances;
            for (const auto &unit :
                Encounter::MoraleWatch::units(encounter, side,
                    frays ? Encounter::MoraleWatch::momentsCome(encounter, side) : QStringList())) {
                const auto chance = Encounter::MoraleWatch::chanceToHold(encounter, unit);
                chances << tr("%1 %2 to hold")
                               .arg(unit.name,
                                   chance ? NumberText::percent(*chance) : chance.error());
            }
            out.push_back({side, trigger,
                tr("Morale of the %1 %2: %3")
                    .arg(Rules::DisplayNames::side(side, &ruleset),
                        Encounter::MoraleWatch::triggerText(trigger),
                        chances.join(QStringLiteral(", ")))});
        }
    }
    return out;
}

void MoraleActions::ask()
{
    if (!m_session)
        return;
    const auto all = choices();
    if (all.empty()) {
        Q_EMIT message(tr("No one can check morale now: those who could have fled, fallen or "
                          "sworn to fight to the death"));
        return;
    }
    QStringList items;
    for (const Choice &c : all)
        items << c.text;
    bool ok = false;
    const QString picked = QInputDialog::getItem(
        m_window, tr("Check Morale"), tr("Roll morale for:"), items, 0, false, &ok);
    if (!ok)
        return;
    const Choice &choice = all[std::size_t(items.indexOf(picked))];
    m_session->run(std::make_unique<Encounter::MoraleCommand>(choice.side, choice.trigger));
}

} // namespace Fray::Ui
