// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/odds/OddsPanel.h"

#include "core/encounter/Targets.h"
#include "core/settings/Settings.h"
#include "ui/charts/OddsChart.h"
#include "ui/encounter/CombatantTableModel.h"
#include "ui/forms/GivenValueBox.h"
#include "ui/odds/AxisCombo.h"
#include "ui/odds/ModifierToggles.h"
#include "ui/odds/OddsPresenter.h"
#include "ui/odds/OddsSummary.h"
#include "ui/odds/OddsTable.h"

#include <QAction>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <utility>

namespace Fray::Ui {

using Encounter::CombatantId;

OddsPanel::OddsPanel(QWidget *parent)
    : QWidget(parent)
    , m_presenter(new OddsPresenter(this))
    , m_attackerCombo(new QComboBox(this))
    , m_attackCombo(new QComboBox(this))
    , m_targetCombo(new QComboBox(this))
    , m_valuesBox(new QGroupBox(tr("Given by the GM"), this))
    , m_valuesLayout(new QFormLayout(m_valuesBox))
    , m_toggles(new ModifierToggles(this))
{
    m_attackerCombo->setObjectName(QStringLiteral("attackerCombo"));
    m_attackCombo->setObjectName(QStringLiteral("attackCombo"));
    m_targetCombo->setObjectName(QStringLiteral("targetCombo"));
    m_axisCombo = new AxisCombo(m_presenter, this);
    for (QComboBox *combo : std::initializer_list<QComboBox *>{
             m_attackerCombo, m_attackCombo, m_targetCombo, m_axisCombo}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(6);
    }
    m_chart = new OddsChart(m_presenter->curveModel(), m_presenter->markerModel(), this);
    m_table = new OddsTable(m_presenter->curveModel(), m_presenter->markerModel(), this);
    m_curveStack = new QStackedWidget(this);
    m_curveStack->addWidget(m_chart);
    m_curveStack->addWidget(m_table);
    m_tableAction = new QAction(tr("Odds as Ta&ble"), this);
    m_tableAction->setObjectName(QStringLiteral("actionOddsAsTable"));
    m_tableAction->setCheckable(true);
    connect(m_tableAction, &QAction::toggled, this, [this](bool table) {
        m_curveStack->setCurrentWidget(table ? static_cast<QWidget *>(m_table) : m_chart);
        Settings().setOddsAsTable(table);
    });
    m_tableAction->setChecked(Settings().oddsAsTable());
    m_summary = new OddsSummary(m_presenter, this);

    // Who against whom side by side; the attack and the varied quantity each get a whole row,
    // as their names are the long ones ("Angriffsbonus (BtH + ST oder GE)").
    auto *choices = new QGridLayout;
    const auto addChoice
        = [&](int row, int column, int span, const QString &text, QComboBox *combo) {
              auto *label = new QLabel(text, this);
              label->setBuddy(combo);
              choices->addWidget(label, row, column * 2);
              choices->addWidget(combo, row, column * 2 + 1, 1, span);
          };
    addChoice(0, 0, 1, tr("&Attacker:"), m_attackerCombo);
    addChoice(0, 1, 1, tr("Tar&get:"), m_targetCombo);
    addChoice(1, 0, 3, tr("Atta&ck:"), m_attackCombo);
    addChoice(2, 0, 3, tr("Va&ry:"), m_axisCombo);
    choices->setColumnStretch(1, 1);
    choices->setColumnStretch(3, 1);
    setTabOrder(m_attackerCombo, m_targetCombo);
    setTabOrder(m_targetCombo, m_attackCombo);
    setTabOrder(m_attackCombo, m_axisCombo);
    m_valuesBox->hide();

    auto *numbers = new QSplitter(Qt::Horizontal, this);
    numbers->addWidget(m_summary);
    numbers->addWidget(m_toggles);
    numbers->setStretchFactor(0, 1);
    numbers->setStretchFactor(1, 1);
    numbers->setChildrenCollapsible(false);
    const int ch = fontMetrics().averageCharWidth();
    numbers->setSizes({ch * 36, ch * 40});
    m_split = new QSplitter(Qt::Vertical, this);
    m_split->addWidget(m_curveStack);
    m_split->addWidget(numbers);
    m_split->setStretchFactor(0, 3);
    m_split->setStretchFactor(1, 2);
    m_split->setChildrenCollapsible(false);
    connect(m_split, &QSplitter::splitterMoved, this, [this] { m_splitByHand = true; });

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(choices);
    layout->addWidget(m_valuesBox);
    layout->addWidget(m_split, 1);

    connect(m_attackerCombo, &QComboBox::currentIndexChanged, this, [this] {
        if (m_filling)
            return;
        const Together together(*this);
        // The situation belongs to the attacker: Sir Bors's flank is not Goblin 5's.
        m_toggles->setAllActive(m_situation.value(attacker()));
        fillAttacks();
        if (const CombatantId id = defaultTarget(attacker()))
            setTarget(id);
        recompute();
    });
    connect(m_attackCombo, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_filling)
            recompute();
    });
    connect(m_targetCombo, &QComboBox::currentIndexChanged, this, [this] {
        if (m_filling)
            return;
        recompute();
        Q_EMIT targetChanged(target());
    });
    // The summary's new lines are shown by the event loop (QLayout shows a widget added to a
    // visible parent later), so their height is known only then.
    m_fitTimer.setSingleShot(true);
    m_fitTimer.setInterval(0);
    connect(&m_fitTimer, &QTimer::timeout, this, &OddsPanel::fitNumbers);
    connect(m_presenter, &OddsPresenter::updated, &m_fitTimer, qOverload<>(&QTimer::start));
    connect(m_presenter, &OddsPresenter::updated, this,
        [this] { m_chart->setEmptyText(m_presenter->problem()); });
    connect(m_toggles, &ModifierToggles::changed, this, [this] {
        if (attacker())
            m_situation.insert(attacker(), m_toggles->active());
        recompute();
    });
    setModel(nullptr);
}

OddsPanel::~OddsPanel() = default;

void OddsPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitNumbers();
}

void OddsPanel::fitNumbers()
{
    // The numbers are what a GM reads: they get the height that shows each line and the chart
    // the rest, down to its least, until the GM moves the split.
    if (m_splitByHand || !m_split || m_split->height() <= 0)
        return;
    const int total = m_split->height() - m_split->handleWidth();
    const int chartLeast = m_chart->minimumSizeHint().height();
    const int numbers
        = std::clamp(m_summary->sizeHint().height(), 0, std::max(0, total - chartLeast));
    m_split->setSizes({total - numbers, numbers});
}

void OddsPanel::setModel(const CombatantTableModel *model)
{
    const Together together(*this);
    for (const auto &c : std::as_const(m_connections))
        disconnect(c);
    m_connections.clear();
    m_lastTarget.clear();
    m_situation.clear();
    m_model = model;
    if (model) {
        const auto refill = [this] {
            fillCombatants();
            recompute();
        };
        m_connections << connect(model, &QAbstractItemModel::rowsInserted, this, refill)
                      << connect(model, &QAbstractItemModel::rowsRemoved, this, refill)
                      << connect(model, &QAbstractItemModel::modelReset, this, refill)
                      << connect(model, &QAbstractItemModel::dataChanged, this,
                             [this](const QModelIndex &from, const QModelIndex &to) {
                                 for (int row = from.row(); row <= to.row(); ++row)
                                     combatantChanged(row);
                             })
                      << connect(model, &CombatantTableModel::actingChanged, this,
                             &OddsPanel::followTurn);
    }
    rebuildForRuleset();
    fillCombatants();
    followTurn();
    recompute();
}

void OddsPanel::combatantChanged(int row)
{
    const auto &all = encounter()->combatants();
    if (row < 0 || std::size_t(row) >= all.size())
        return;
    const auto &c = all[std::size_t(row)];
    if (m_attackerCombo->itemText(row) != c.name) {
        m_attackerCombo->setItemText(row, c.name);
        m_targetCombo->setItemText(row, c.name);
    }
    if (c.id == attacker())
        fillAttacks();
    if (c.id == attacker() || c.id == target())
        recompute();
}

void OddsPanel::rebuildForRuleset()
{
    auto ruleset = encounter() ? encounter()->sharedRuleset() : nullptr;
    if (ruleset == m_ruleset)
        return;
    m_ruleset = ruleset;
    m_presenter->setRuleset(m_ruleset);
    m_toggles->setRuleset(m_ruleset);

    m_axisCombo->refill();

    // Values the ruleset takes from no combatant: the GM gives them (old-school's "needed").
    while (m_valuesLayout->rowCount() > 0)
        m_valuesLayout->removeRow(0);
    m_values.clear();
    if (m_ruleset) {
        // Only what the attack reads: a value of another check (a surprise target) is not.
        const QSet<QString> read = m_ruleset->variablesRead(Odds::OddsRequest().check, true);
        for (const Rules::Variable &v : m_ruleset->variables) {
            if (!v.from.isEmpty() || !v.required || v.kind != Rules::Variable::Kind::Number
                || !read.contains(v.name))
                continue;
            auto *box = new GivenValueBox(v, m_valuesBox);
            m_valuesLayout->addRow(tr("%1:").arg(v.label), box);
            m_values.insert(v.name, box);
            connect(box, &QSpinBox::valueChanged, this, &OddsPanel::recompute);
        }
    }
    m_valuesBox->setVisible(!m_values.isEmpty());
}

void OddsPanel::fillCombatants()
{
    const CombatantId wasAttacker = attacker();
    const CombatantId wasTarget = target();
    m_filling = true;
    m_attackerCombo->clear();
    m_targetCombo->clear();
    if (encounter()) {
        for (const auto &c : encounter()->combatants()) {
            m_attackerCombo->addItem(c.name, qint64(c.id));
            m_targetCombo->addItem(c.name, qint64(c.id));
        }
        m_attackerCombo->setCurrentIndex(m_attackerCombo->findData(qint64(wasAttacker)));
        m_targetCombo->setCurrentIndex(m_targetCombo->findData(qint64(wasTarget)));
    }
    m_filling = false;
    if (m_attackerCombo->currentIndex() < 0 && m_attackerCombo->count() > 0)
        m_attackerCombo->setCurrentIndex(0);
    else
        fillAttacks();
    if (m_targetCombo->currentIndex() < 0) {
        if (const CombatantId id = defaultTarget(attacker()))
            setTarget(id);
    }
}

void OddsPanel::fillAttacks()
{
    const int was = m_attackCombo->currentIndex();
    m_filling = true;
    m_attackCombo->clear();
    const Encounter::Combatant *c = encounter() ? encounter()->find(attacker()) : nullptr;
    if (c) {
        for (const auto &a : c->attacks)
            m_attackCombo->addItem(
                a.damage.isEmpty() ? a.name : tr("%1 (%2)").arg(a.name, a.damage));
    }
    m_attackCombo->setCurrentIndex(was >= 0 && was < m_attackCombo->count() ? was : 0);
    m_filling = false;
}

void OddsPanel::followTurn()
{
    if (!encounter())
        return;
    const Encounter::InitiativeEntry *entry = encounter()->actingEntry();
    if (!entry || !encounter()->find(entry->combatant))
        return;
    const Together together(*this);
    setAttacker(entry->combatant);
    if (const CombatantId id = defaultTarget(entry->combatant))
        setTarget(id);
}

CombatantId OddsPanel::defaultTarget(CombatantId attackerId) const
{
    if (!encounter())
        return 0;
    return Encounter::Targets::defaultFor(
        *encounter(), attackerId, m_lastTarget.value(attackerId), target());
}

void OddsPanel::noteAttack(CombatantId attackerId, CombatantId targetId)
{
    m_lastTarget.insert(attackerId, targetId);
}

CombatantId OddsPanel::attacker() const
{
    return CombatantId(m_attackerCombo->currentData().toLongLong());
}

CombatantId OddsPanel::target() const
{
    return CombatantId(m_targetCombo->currentData().toLongLong());
}

void OddsPanel::setAttacker(CombatantId id)
{
    const int index = m_attackerCombo->findData(qint64(id));
    if (index >= 0)
        m_attackerCombo->setCurrentIndex(index);
}

void OddsPanel::setTarget(CombatantId id)
{
    const int index = m_targetCombo->findData(qint64(id));
    if (index >= 0)
        m_targetCombo->setCurrentIndex(index);
}

void OddsPanel::setAxis(const QString &variable)
{
    m_axisCombo->setAxis(variable);
}

Encounter::AttackResolver::Request OddsPanel::request() const
{
    Encounter::AttackResolver::Request r;
    r.attacker = attacker();
    r.target = target();
    r.attack = std::max(0, m_attackCombo->currentIndex());
    for (auto it = m_values.constBegin(); it != m_values.constEnd(); ++it) {
        if (const auto value = it.value()->given())
            r.values.insert(it.key(), *value);
    }
    r.modifiers = m_toggles->active();
    return r;
}

OddsPanel::Together::Together(OddsPanel &panel)
    : m_panel(panel)
{
    ++m_panel.m_together;
}

OddsPanel::Together::~Together()
{
    if (--m_panel.m_together == 0 && std::exchange(m_panel.m_recomputeWaits, false))
        m_panel.recompute();
}

void OddsPanel::recompute()
{
    if (m_filling)
        return;
    if (m_together > 0) {
        m_recomputeWaits = true;
        return;
    }
    const Encounter::Combatant *a = encounter() ? encounter()->find(attacker()) : nullptr;
    const Encounter::Combatant *t = encounter() ? encounter()->find(target()) : nullptr;
    if (!a || !t) {
        m_toggles->setLocked({});
        m_presenter->setUnavailable(encounter() ? tr("Pick an attacker and a target.")
                                                : tr("Open an encounter to see the odds."));
        return;
    }
    if (a->attacks.empty()) {
        m_toggles->setLocked({});
        m_presenter->setUnavailable(tr("%1 has no attacks.").arg(a->name));
        return;
    }
    const auto &attack = a->attacks[std::size_t(std::max(0, m_attackCombo->currentIndex()))];
    m_toggles->setAttackKind(attack.kind);

    // Conditions on either side apply by themselves: shown locked, with where they are.
    QList<ModifierToggles::Locked> locked;
    for (const auto &held : a->conditions) {
        const Rules::Condition *c = encounter()->condition(held);
        if (c && !c->whenAttacking.empty())
            locked << ModifierToggles::Locked{c->label, tr("on %1").arg(a->name)};
    }
    for (const auto &held : t->conditions) {
        const Rules::Condition *c = encounter()->condition(held);
        if (c && !c->whenAttacked.empty())
            locked << ModifierToggles::Locked{c->label, tr("on %1").arg(t->name)};
    }
    m_toggles->setLocked(locked);

    const auto odds = Encounter::AttackResolver::oddsRequest(*encounter(), request());
    if (!odds) {
        m_presenter->setUnavailable(odds.error());
        return;
    }
    QStringList blank;
    for (auto it = m_values.constBegin(); it != m_values.constEnd(); ++it) {
        if (!it.value()->given())
            blank << m_ruleset->variable(it.key())->label;
    }
    if (!blank.isEmpty()) {
        m_presenter->setUnavailable(
            tr("Give %1 (under Given by the GM) to see the odds.").arg(blank.join(tr(" and "))));
        return;
    }
    m_presenter->setRequest(*odds);
    m_presenter->setAttacksPerRound(a->attacksPerRound);
    m_presenter->setTargetHitPoints(t->hp > 0 ? std::optional<qint64>(t->hp) : std::nullopt);
    m_presenter->update();
}

} // namespace Fray::Ui
