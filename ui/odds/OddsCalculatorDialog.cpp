// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/odds/OddsCalculatorDialog.h"

#include "core/dice/Expression.h"
#include "core/rules/DisplayNames.h"
#include "ui/charts/OddsChart.h"
#include "ui/odds/AxisCombo.h"
#include "ui/odds/ModifierToggles.h"
#include "ui/odds/OddsPresenter.h"
#include "ui/odds/OddsSummary.h"
#include "ui/odds/RuleComparisonPanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QVBoxLayout>

namespace Fray::Ui {

OddsCalculatorDialog::OddsCalculatorDialog(
    std::vector<std::shared_ptr<const Rules::Ruleset>> rulesets, const QString &rulesetId,
    QWidget *parent)
    : QDialog(parent)
    , m_rulesets(std::move(rulesets))
    , m_presenter(new OddsPresenter(this))
    , m_rulesetCombo(new QComboBox(this))
    , m_kindCombo(new QComboBox(this))
    , m_inputs(new QFormLayout)
    , m_damage(new QLineEdit(this))
    , m_damageError(new QLabel(this))
    , m_attacks(new QSpinBox(this))
    , m_targetHp(new QSpinBox(this))
    , m_toggles(new ModifierToggles(this))
    , m_compare(new RuleComparisonPanel(this))
{
    setWindowTitle(tr("Odds Calculator"));
    m_axisCombo = new AxisCombo(m_presenter, this);
    m_chart = new OddsChart(m_presenter->curveModel(), m_presenter->markerModel(), this);
    m_summary = new OddsSummary(m_presenter, this);
    connect(m_presenter, &OddsPresenter::updated, this, [this] {
        m_chart->setEmptyText(m_presenter->problem());
        updateComparison();
    });
    m_compare->setRulesets(m_rulesets);
    m_rulesetCombo->setObjectName(QStringLiteral("rulesetCombo"));
    m_damage->setObjectName(QStringLiteral("damageEdit"));
    m_damage->setPlaceholderText(tr("e.g. 1d8+2"));
    m_damage->setClearButtonEnabled(true);
    m_damageError->setObjectName(QStringLiteral("damageError"));
    m_damageError->setWordWrap(true);
    m_damageError->hide();
    m_attacks->setRange(1, 20);
    m_attacks->setValue(1);
    m_targetHp->setRange(0, 9999);
    m_targetHp->setSpecialValueText(tr("not known"));
    m_targetHp->setObjectName(QStringLiteral("targetHp"));
    for (const auto &r : m_rulesets)
        m_rulesetCombo->addItem(r->name, r->id);

    // Left: what is asked. Middle: the chart and the numbers. Right: the modifiers.
    auto *asked = new QWidget(this);
    auto *askedLayout = new QVBoxLayout(asked);
    auto *top = new QFormLayout;
    top->addRow(tr("&Ruleset:"), m_rulesetCombo);
    top->addRow(tr("Attack &kind:"), m_kindCombo);
    top->addRow(tr("&Damage:"), m_damage);
    top->addRow(m_damageError);
    top->addRow(tr("Attacks per &round:"), m_attacks);
    top->addRow(tr("Target's &HP:"), m_targetHp);
    top->addRow(tr("&Vary:"), m_axisCombo);
    askedLayout->addLayout(top);
    auto *valuesBox = new QGroupBox(tr("Values"), asked);
    valuesBox->setLayout(m_inputs);
    auto *valuesScroll = new QScrollArea(asked);
    valuesScroll->setWidgetResizable(true);
    valuesScroll->setFrameShape(QFrame::NoFrame);
    valuesScroll->setWidget(valuesBox);
    askedLayout->addWidget(valuesScroll, 1);

    auto *answer = new QWidget(this);
    auto *answerLayout = new QVBoxLayout(answer);
    answerLayout->setContentsMargins(0, 0, 0, 0);
    answerLayout->addWidget(m_chart, 3);
    answerLayout->addWidget(m_summary, 2);

    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(asked);
    split->addWidget(answer);
    split->addWidget(m_toggles);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 4);
    split->setStretchFactor(2, 2);
    split->setChildrenCollapsible(false);
    const int em = fontMetrics().averageCharWidth();
    split->setSizes({em * 40, em * 62, em * 36});

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(split, 3);
    layout->addWidget(m_compare);
    layout->addWidget(buttons);
    resize(1100, 700);

    connect(m_rulesetCombo, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (index >= 0 && std::size_t(index) < m_rulesets.size()) {
            m_ruleset = m_rulesets[std::size_t(index)];
            rebuildInputs();
        }
    });
    connect(m_kindCombo, &QComboBox::currentIndexChanged, this, [this] {
        m_toggles->setAttackKind(m_kindCombo->currentData().toString());
        recompute();
    });
    connect(m_damage, &QLineEdit::textChanged, this, &OddsCalculatorDialog::recompute);
    connect(m_attacks, &QSpinBox::valueChanged, this, &OddsCalculatorDialog::recompute);
    connect(m_targetHp, &QSpinBox::valueChanged, this, &OddsCalculatorDialog::recompute);
    connect(m_toggles, &ModifierToggles::changed, this, &OddsCalculatorDialog::recompute);

    const int wanted = m_rulesetCombo->findData(rulesetId);
    m_rulesetCombo->setCurrentIndex(-1);
    m_rulesetCombo->setCurrentIndex(std::max(0, wanted));
}

OddsCalculatorDialog::~OddsCalculatorDialog() = default;

void OddsCalculatorDialog::setRuleset(const QString &id)
{
    const int index = m_rulesetCombo->findData(id);
    if (index >= 0)
        m_rulesetCombo->setCurrentIndex(index);
}

void OddsCalculatorDialog::setValue(const QString &variable, qint64 value)
{
    if (QSpinBox *box = m_numbers.value(variable))
        box->setValue(int(value));
    else if (QAbstractButton *button = m_switches.value(variable))
        button->setChecked(value != 0);
}

void OddsCalculatorDialog::setDamage(const QString &expression)
{
    m_damage->setText(expression);
}

void OddsCalculatorDialog::setTargetHitPoints(qint64 hp)
{
    m_targetHp->setValue(int(hp));
}

void OddsCalculatorDialog::setAttacksPerRound(qint64 attacks)
{
    m_attacks->setValue(int(attacks));
}

void OddsCalculatorDialog::rebuildInputs()
{
    m_building = true;
    while (m_inputs->rowCount() > 0)
        m_inputs->removeRow(0);
    m_numbers.clear();
    m_switches.clear();
    m_presenter->setRuleset(m_ruleset);
    m_toggles->setRuleset(m_ruleset);

    m_kindCombo->clear();
    m_kindCombo->addItem(tr("Any"), QString());
    QStringList kinds;
    for (const Rules::Modifier &m : m_ruleset->modifiers) {
        for (const QString &kind : m.appliesTo) {
            if (!kinds.contains(kind))
                kinds << kind;
        }
    }
    for (const QString &kind : std::as_const(kinds))
        m_kindCombo->addItem(Rules::DisplayNames::attackKind(kind), kind);

    m_axisCombo->refill();

    // What the attack reads; a value of another check (a surprise target) is not asked.
    const QSet<QString> read = m_ruleset->variablesRead(Odds::OddsRequest().check, true);
    for (const Rules::Variable &v : m_ruleset->variables) {
        if (!read.contains(v.name))
            continue;
        QWidget *field = nullptr;
        if (v.kind == Rules::Variable::Kind::Switch) {
            auto *box = new QCheckBox(v.label);
            box->setChecked(v.defaultValue != 0);
            connect(box, &QCheckBox::toggled, this, &OddsCalculatorDialog::recompute);
            m_switches.insert(v.name, box);
            field = box;
            m_inputs->addRow(box);
        } else {
            auto *box = new QSpinBox;
            box->setRange(int(v.minimum.value_or(-999)), int(v.maximum.value_or(999)));
            // A required value has no default in the document: start from a typical one.
            box->setValue(int(std::clamp<qint64>(v.defaultValue, box->minimum(), box->maximum())));
            connect(box, &QSpinBox::valueChanged, this, &OddsCalculatorDialog::recompute);
            m_numbers.insert(v.name, box);
            field = box;
            m_inputs->addRow(tr("%1:").arg(v.label), box);
        }
        field->setObjectName(QStringLiteral("value:") + v.name);
        field->setToolTip(v.note);
    }
    m_building = false;
    recompute();
}

void OddsCalculatorDialog::recompute()
{
    if (m_building || !m_ruleset)
        return;
    Odds::OddsRequest request;
    for (auto it = m_numbers.constBegin(); it != m_numbers.constEnd(); ++it)
        request.values.insert(it.key(), it.value()->value());
    for (auto it = m_switches.constBegin(); it != m_switches.constEnd(); ++it)
        request.values.insert(it.key(), it.value()->isChecked() ? 1 : 0);
    request.modifiers = m_toggles->active();

    const QString text = m_damage->text().trimmed();
    m_damageError->hide();
    if (!text.isEmpty()) {
        auto damage = Dice::Expression::parse(text);
        if (damage) {
            request.damage = std::move(damage).value();
        } else {
            m_damageError->setText(tr("Damage: %1").arg(damage.error().toString()));
            m_damageError->show();
        }
    }
    m_presenter->setRequest(request);
    m_presenter->setAttacksPerRound(m_attacks->value());
    m_presenter->setTargetHitPoints(
        m_targetHp->value() > 0 ? std::optional<qint64>(m_targetHp->value()) : std::nullopt);
    m_presenter->update();
}

void OddsCalculatorDialog::setFight(std::optional<Encounter::EncounterState> fight)
{
    m_compare->setFight(std::move(fight));
}

// The chart's range, the attack and the target, as A's side of the comparison.
void OddsCalculatorDialog::updateComparison()
{
    if (!m_ruleset)
        return;
    const OddsPresenter::Axis &axis = m_presenter->axis();
    RuleComparisonPanel::Range range;
    if (const Rules::Variable *v = m_ruleset->variable(axis.variable)) {
        const qint64 base = m_presenter->request().values.value(axis.variable, v->defaultValue);
        range.variable = axis.variable;
        range.title = axis.title;
        range.from = v->minimum ? std::max(base + axis.from, *v->minimum) : base + axis.from;
        range.to = v->maximum ? std::min(base + axis.to, *v->maximum) : base + axis.to;
        range.to = std::max(range.from, range.to);
        range.step = std::max<qint64>(1, axis.step);
        range.current = base;
    }
    Odds::RuleComparison::Target target;
    target.hitPoints = m_targetHp->value();
    target.attacksPerRound = m_attacks->value();
    m_compare->setSituation(m_ruleset, m_presenter->request(), target, range);
}

OddsCalculatorDialog *OddsCalculatorDialog::open(const Rules::RulesetLibrary &library,
    const QString &current, const OddsPresenter *odds, QWidget *parent,
    std::optional<Encounter::EncounterState> fight)
{
    std::vector<std::shared_ptr<const Rules::Ruleset>> rulesets;
    for (const auto &entry : library.entries())
        rulesets.push_back(entry.ruleset);
    if (rulesets.empty())
        return nullptr;
    auto *dialog = new OddsCalculatorDialog(std::move(rulesets), current, parent);
    if (odds)
        dialog->startFrom(*odds);
    dialog->setFight(std::move(fight));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    return dialog;
}

void OddsCalculatorDialog::startFrom(const OddsPresenter &odds)
{
    for (auto it = odds.request().values.cbegin(); it != odds.request().values.cend(); ++it)
        setValue(it.key(), it.value());
    for (const auto &m : odds.request().modifiers)
        toggles()->setActive(m.id, true, m.value);
    if (odds.request().damage)
        setDamage(odds.request().damage->text());
    setAttacksPerRound(odds.attacksPerRound());
    if (odds.targetHitPoints())
        setTargetHitPoints(*odds.targetHitPoints());
}

} // namespace Fray::Ui
