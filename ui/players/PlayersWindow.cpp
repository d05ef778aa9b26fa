// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/players/PlayersWindow.h"

#include "core/encounter/AttackResolver.h"
#include "core/i18n/NumberText.h"
#include "playerpage/PlayerView.h"
#include "playerpage/Standing.h"
#include "ui/encounter/CombatantTableModel.h"
#include "ui/encounter/ModelFollower.h"

#include <QAction>
#include <QContextMenuEvent>
#include <QGridLayout>
#include <QLabel>
#include <QMenu>
#include <QScrollArea>
#include <QVBoxLayout>

namespace Fray::Ui {

namespace {

QLabel *bigLabel(const QString &text, qreal scale, QWidget *parent, bool bold = false)
{
    auto *label = new QLabel(text, parent);
    QFont font = label->font();
    font.setPointSizeF(font.pointSizeF() * scale);
    font.setBold(bold);
    label->setFont(font);
    return label;
}

} // namespace

PlayersWindow::PlayersWindow(QWidget *parent, QAction *reveal)
    : QWidget(parent, Qt::Window)
    , m_reveal(
          reveal ? reveal : new QAction(tr("Show the Target's Defence and HP to Players"), this))
    , m_follower(new ModelFollower([this] { refresh(); }, this))
{
    setWindowTitle(tr("Fray \u2014 Players"));
    setObjectName(QStringLiteral("playersWindow"));
    if (!reveal) {
        m_reveal->setCheckable(true);
        m_reveal->setObjectName(QStringLiteral("actionRevealDefence"));
    }
    connect(m_reveal, &QAction::toggled, this, &PlayersWindow::refresh);

    m_title = bigLabel(QString(), 3.0, this, true);
    m_title->setWordWrap(true);
    m_revealed = bigLabel(QString(), 1.6, this);
    m_revealed->setObjectName(QStringLiteral("revealedDefence"));
    auto *rowsWidget = new QWidget(this);
    m_rows = new QGridLayout(rowsWidget);
    m_rows->setHorizontalSpacing(32);
    m_rows->setColumnStretch(0, 1);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(rowsWidget);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(24, 24, 24, 24);
    layout->addWidget(m_title);
    layout->addWidget(m_revealed);
    layout->addWidget(scroll, 1);
    resize(900, 600);
    refresh();
}

PlayersWindow::~PlayersWindow() = default;

void PlayersWindow::setModel(const CombatantTableModel *model)
{
    m_model = model;
    m_target = 0;
    m_follower->follow(model);
    refresh();
}

void PlayersWindow::setTarget(Encounter::CombatantId target)
{
    // When a foe acts its target is one of the party: the players keep seeing their own target.
    const Encounter::Combatant *c = encounter() ? encounter()->find(target) : nullptr;
    if (c && encounter()->ruleset().isPlayers(c->side))
        return;
    m_target = target;
    m_follower->schedule();
}

void PlayersWindow::setGivenValues(const QMap<QString, qint64> &values)
{
    m_given = values;
    m_follower->schedule();
}

QString PlayersWindow::chanceWord(double p)
{
    if (p <= 0.0)
        return tr("impossible");
    if (p < 0.15)
        return tr("very unlikely");
    if (p < 0.40)
        return tr("unlikely");
    if (p < 0.60)
        return tr("even");
    if (p < 0.85)
        return tr("likely");
    if (p < 1.0)
        return tr("very likely");
    return tr("certain");
}

void PlayersWindow::refresh()
{
    m_follower->cancel();
    while (QLayoutItem *item = m_rows->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_revealed->clear();
    m_revealed->hide();
    // The target the page shows too: the GM's while it stands, else the next foe standing.
    const Encounter::Combatant *target = encounter()
        ? encounter()->find(PlayerPage::PlayerView::target(*encounter(), m_target))
        : nullptr;
    if (!target) {
        m_title->setText(tr("No target yet"));
        return;
    }
    m_title->setText(tr("Against %1").arg(target->name));
    const Rules::Ruleset &ruleset = encounter()->ruleset();
    if (m_reveal->isChecked()) {
        m_revealed->setText(tr("%1 %2 \u00b7 %3 %4 of %5")
                                .arg(ruleset.defenceLabel)
                                .arg(target->defence)
                                .arg(ruleset.hpLabel)
                                .arg(target->hp)
                                .arg(target->maxHp));
        m_revealed->show();
    }

    // Those who can still attack first; the dead and the out of the fight after them, with a
    // word instead of a chance.
    std::vector<const Encounter::Combatant *> fighting, out;
    for (const auto &c : encounter()->combatants()) {
        if (!PlayerPage::PlayerView::visible(c) || !ruleset.isPlayers(c.side) || c.attacks.empty())
            continue;
        (PlayerPage::Standing::fighting(*encounter(), c) ? fighting : out).push_back(&c);
    }
    int row = 0;
    for (const Encounter::Combatant *c : fighting) {
        Encounter::AttackResolver::Request request;
        request.attacker = c->id;
        request.target = target->id;
        request.values = m_given;
        QString chance = tr("\u2014");
        QString word = tr("ask the GM");
        if (const auto result = Encounter::AttackResolver::odds(*encounter(), request)) {
            chance = NumberText::percent(result->pHit, 0);
            word = chanceWord(result->pHit);
        }
        m_rows->addWidget(bigLabel(c->name, 2.6, this), row, 0);
        auto *percent = bigLabel(chance, 2.6, this, true);
        percent->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_rows->addWidget(percent, row, 1);
        m_rows->addWidget(bigLabel(word, 2.6, this), row, 2);
        ++row;
    }
    for (const Encounter::Combatant *c : out) {
        auto *name = bigLabel(c->name, 2.6, this);
        auto *word = bigLabel(
            PlayerPage::Standing::word(PlayerPage::Standing::of(*encounter(), *c)), 2.6, this);
        for (QLabel *label : {name, word})
            label->setForegroundRole(QPalette::PlaceholderText);
        m_rows->addWidget(name, row, 0);
        m_rows->addWidget(word, row, 1, 1, 2);
        ++row;
    }
    if (fighting.empty())
        m_rows->addWidget(bigLabel(tr("No party member can attack."), 1.6, this), row++, 0);
    m_rows->setRowStretch(row, 1);
}

QStringList PlayersWindow::texts() const
{
    QStringList out{windowTitle()};
    const auto labels = findChildren<QLabel *>();
    for (const QLabel *label : labels)
        out << label->text();
    return out;
}

void PlayersWindow::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu menu(this);
    menu.addAction(m_reveal);
    menu.exec(event->globalPos());
}

} // namespace Fray::Ui
