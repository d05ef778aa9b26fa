// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/encounter/ActingCard.h"

#include "core/encounter/AttackResolver.h"
#include "core/encounter/Encounter.h"
#include "core/encounter/EventKeeper.h"
#include "core/encounter/ReminderKeeper.h"
#include "core/encounter/RulesText.h"
#include "core/i18n/NumberText.h"
#include "ui/encounter/CombatantTableModel.h"
#include "ui/encounter/ModelFollower.h"
#include "ui/encounter/TurnDangers.h"

#include <QAction>
#include <QLabel>
#include <QScrollArea>
#include <QToolButton>
#include <QVBoxLayout>

namespace Fray::Ui {

ActingCard::ActingCard(QAction *attack, QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_body(new QLabel(this))
    , m_attack(new QToolButton(this))
    , m_follower(new ModelFollower([this] { refresh(); }, this))
{
    setObjectName(QStringLiteral("actingCard"));
    QFont title = m_title->font();
    title.setPointSizeF(title.pointSizeF() * 1.4);
    title.setBold(true);
    m_title->setFont(title);
    m_title->setWordWrap(true);
    m_body->setWordWrap(true);
    m_body->setTextFormat(Qt::RichText);
    m_body->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_body->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_attack->setDefaultAction(attack);
    m_attack->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);

    auto *content = new QWidget(this);
    auto *contentLayout = new QVBoxLayout(content);
    contentLayout->addWidget(m_title);
    contentLayout->addWidget(m_body);
    contentLayout->addWidget(m_attack, 0, Qt::AlignLeft);
    contentLayout->addStretch(1);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(content);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);

    refresh();
}

ActingCard::~ActingCard() = default;

const Encounter::Encounter *ActingCard::encounter() const
{
    return m_model ? &m_model->encounter() : nullptr;
}

void ActingCard::setModel(const CombatantTableModel *model)
{
    m_model = model;
    m_target = 0;
    m_follower->follow(model);
    if (model) {
        // The turn moves without a row changing.
        m_follower->alsoOn(&model->encounter(), &Encounter::Encounter::turnChanged);
        m_follower->alsoOn(&model->encounter(), &Encounter::Encounter::orderChanged);
    }
    refresh();
}

void ActingCard::setTarget(Encounter::CombatantId target)
{
    m_target = target;
    m_follower->schedule();
}

void ActingCard::setGivenValues(const QMap<QString, qint64> &values)
{
    m_given = values;
    m_follower->schedule();
}

void ActingCard::refresh()
{
    m_follower->cancel();
    m_lines.clear();
    const Encounter::Encounter *e = encounter();
    const Encounter::InitiativeEntry *entry = e ? e->actingEntry() : nullptr;
    if (const Encounter::Event *event = entry ? e->findEvent(entry->event) : nullptr) {
        showActingEvent(*e, *event);
        return;
    }
    const Encounter::Combatant *c = entry ? e->find(entry->combatant) : nullptr;
    if (!c) {
        m_title->setText(e ? tr("Nobody is acting yet") : tr("No fight is open"));
        m_body->setText(e ? tr("Start the fight to see the acting combatant here.") : QString());
        m_attack->setVisible(false);
        m_lines << m_title->text() << m_body->text();
        return;
    }
    const Rules::Ruleset &ruleset = e->ruleset();
    m_title->setText(c->name);
    m_lines << c->name;

    // Label and value pairs, each line escaped: names and notes are the GM's text.
    QString html = QStringLiteral("<table cellspacing=\"2\">");
    const auto row = [&](const QString &label, const QString &value) {
        html += QStringLiteral("<tr><td><b>%1</b>&nbsp;</td><td>%2</td></tr>")
                    .arg(label.toHtmlEscaped(), value.toHtmlEscaped());
        m_lines << label + u' ' + value;
    };
    const int modelRow = int(e->indexOf(c->id));
    const QString side = m_model->index(modelRow, CombatantTableModel::Side).data().toString();
    row(tr("Side"), c->group.isEmpty() ? side : tr("%1, %2").arg(side, c->group));
    row(ruleset.defenceLabel,
        c->armor > 0 ? tr("%1 (armour %2)").arg(c->defence).arg(c->armor)
                     : QLocale().toString(c->defence));
    const QString stateLabel
        = m_model->index(modelRow, CombatantTableModel::State).data().toString();
    row(ruleset.hpLabel,
        stateLabel.isEmpty() ? tr("%1 of %2").arg(c->hp).arg(c->maxHp)
                             : tr("%1 of %2, %3").arg(c->hp).arg(c->maxHp).arg(stateLabel));
    // How likely the round until its next turn takes it out (the Danger column's figure).
    if (const auto danger = m_model->dangers()->of(c->id))
        row(tr("Danger"),
            danger->until == Sim::TurnDanger::Until::NextTurn
                ? tr("%1 chance to be out before its next turn")
                      .arg(NumberText::percent(danger->out, 0))
                : tr("%1 chance to be out before the round ends")
                      .arg(NumberText::percent(danger->out, 0)));

    // The chances are against a target on another side; the acting side's own are no target.
    const Encounter::Combatant *target = e->find(m_target);
    if (target && target->side == c->side)
        target = nullptr;
    for (qsizetype i = 0; i < qsizetype(c->attacks.size()); ++i) {
        const Encounter::Attack &a = c->attacks[std::size_t(i)];
        QString text
            = Encounter::RulesText::attack(a, Encounter::RulesText::attackValue(ruleset, a.value));
        if (target) {
            Encounter::AttackResolver::Request request;
            request.attacker = c->id;
            request.attack = i;
            request.target = target->id;
            request.values = m_given;
            const auto odds = Encounter::AttackResolver::odds(*e, request);
            text = odds ? tr("%1 \u2014 %2 against %3")
                              .arg(text, NumberText::percent(odds->pHit, 0), target->name)
                        : tr("%1 \u2014 no odds against %2").arg(text, target->name);
        }
        row(i == 0 ? tr("Attacks") : QString(), text);
    }
    if (c->attacks.empty())
        row(tr("Attacks"), tr("none"));
    else if (!target)
        row(QString(), tr("Choose a target in the Odds panel to see the chances."));
    const QStringList conditions = Encounter::RulesText::conditions(ruleset, *c);
    if (!conditions.isEmpty())
        row(tr("Conditions"), conditions.join(QStringLiteral(", ")));
    // What is left and what gives it back, so the GM knows whether the breath is there.
    for (std::size_t i = 0; i < c->uses.size(); ++i) {
        const Encounter::Use &u = c->uses[i];
        row(i == 0 ? tr("Uses") : QString(), tr("%1, resets %2").arg(u.shortText(), u.resetText()));
    }
    // Its own reminders and those of its conditions and HP state, so the GM sees them coming.
    const std::vector<Rules::Reminder> reminders = Encounter::ReminderKeeper::carried(*e, *c);
    for (std::size_t i = 0; i < reminders.size(); ++i)
        row(i == 0 ? tr("Reminders") : QString(), reminders[i].shortText());
    if (!c->notes.isEmpty())
        row(tr("Notes"), c->notes);
    html += QStringLiteral("</table>");
    m_body->setText(html);
    m_attack->setVisible(true);
}

void ActingCard::showActingEvent(
    const Encounter::Encounter &encounter, const Encounter::Event &event)
{
    m_title->setText(event.name);
    m_lines << event.name;
    QString html = QStringLiteral("<table cellspacing=\"2\">");
    const auto row = [&](const QString &label, const QString &value) {
        html += QStringLiteral("<tr><td><b>%1</b>&nbsp;</td><td>%2</td></tr>")
                    .arg(label.toHtmlEscaped(), value.toHtmlEscaped());
        m_lines << label + u' ' + value;
    };
    row(tr("When"),
        tr("%1, %2").arg(
            Encounter::EventKeeper::whenText(event), Encounter::EventKeeper::roundsText(event)));
    if (!event.note.isEmpty())
        row(tr("Note"), event.note);
    if (!event.roll.isEmpty())
        row(tr("Roll"), event.roll);
    if (event.reinforcement && event.reinforcements > 0)
        row(tr("Arriving"),
            tr("%1 \u00d7 %2")
                .arg(QLocale().toString(event.reinforcements), event.reinforcement->name));
    // What it did: the log lines of this round since its own line (its roll, who joined).
    const auto &log = encounter.state().log;
    const qint64 round = encounter.state().round;
    QStringList done;
    bool found = false;
    for (auto it = log.rbegin();
         event.firedRound == round && it != log.rend() && it->round == round && !found; ++it) {
        done.prepend(it->shown());
        found = done.front().startsWith(event.name);
    }
    if (!found)
        done.clear();
    for (qsizetype i = 0; i < done.size(); ++i)
        row(i == 0 ? tr("This round") : QString(), done[i]);
    html += QStringLiteral("</table>");
    m_body->setText(html);
    m_attack->setVisible(false);
}

} // namespace Fray::Ui
