// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/odds/RuleComparisonPanel.h"

#include "ui/odds/RuleComparisonModel.h"
#include "ui/sim/SimulationRun.h"

#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace Fray::Ui {

namespace {

constexpr std::int64_t fightTrials = 10'000;

} // namespace

RuleComparisonPanel::RuleComparisonPanel(QWidget *parent)
    : QGroupBox(tr("House rule A against B"), parent)
    , m_model(new RuleComparisonModel(this))
    , m_with(new QComboBox(this))
    , m_legend(new QLabel(this))
    , m_table(new QTableView(this))
    , m_fightLabel(new QLabel(this))
    , m_simulate(new QPushButton(tr("Simulate the Open &Fight under Each"), this))
    , m_export(new QPushButton(tr("E&xport PDF\u2026"), this))
    , m_run(new SimulationRun(this))
{
    setObjectName(QStringLiteral("ruleComparison"));
    m_with->setObjectName(QStringLiteral("compareWithCombo"));
    m_with->setAccessibleName(tr("Compare with"));
    m_with->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_with->setMinimumContentsLength(20);
    m_legend->setObjectName(QStringLiteral("comparisonLegend"));
    m_legend->setWordWrap(true);
    m_table->setObjectName(QStringLiteral("comparisonTable"));
    m_table->setAccessibleName(tr("The attack under A and under B"));
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setAlternatingRowColors(true);
    // Room for a few rows; the chart above keeps the most.
    m_table->setMinimumHeight(fontMetrics().lineSpacing() * 6);
    m_table->setMaximumHeight(fontMetrics().lineSpacing() * 11);
    m_fightLabel->setObjectName(QStringLiteral("comparisonFight"));
    m_fightLabel->setWordWrap(true);
    m_simulate->setObjectName(QStringLiteral("simulateUnderEach"));
    m_export->setObjectName(QStringLiteral("exportComparison"));

    auto *top = new QHBoxLayout;
    auto *withLabel = new QLabel(tr("Compare &with:"), this);
    withLabel->setBuddy(m_with);
    top->addWidget(withLabel);
    top->addWidget(m_with, 1);
    top->addWidget(m_simulate);
    top->addWidget(m_export);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_legend);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_fightLabel);

    connect(m_with, &QComboBox::currentIndexChanged, this, [this] {
        m_fightResult.clear();
        recompute();
    });
    connect(m_simulate, &QPushButton::clicked, this, &RuleComparisonPanel::simulateFight);
    connect(m_export, &QPushButton::clicked, this, &RuleComparisonPanel::choosePdf);
    connect(m_run, &SimulationRun::failed, this,
        [this](const QString &error) { m_fightLabel->setText(error); });
    connect(m_run, &SimulationRun::cancelled, this, [this] { m_fightLabel->clear(); });
    setFight(std::nullopt);
    recompute();
}

RuleComparisonPanel::~RuleComparisonPanel()
{
    m_run->stopAndWait();
}

void RuleComparisonPanel::setRulesets(std::vector<std::shared_ptr<const Rules::Ruleset>> rulesets)
{
    m_rulesets = std::move(rulesets);
    const QString was = m_with->currentData().toString();
    const QSignalBlocker blocker(m_with);
    m_with->clear();
    m_with->addItem(tr("(nothing)"), QString());
    for (const auto &r : m_rulesets)
        m_with->addItem(r->name, r->id);
    m_with->setCurrentIndex(std::max(0, m_with->findData(was)));
    recompute();
}

void RuleComparisonPanel::setSituation(std::shared_ptr<const Rules::Ruleset> a,
    const Odds::OddsRequest &request, const Odds::RuleComparison::Target &target,
    const Range &range)
{
    if (m_a != a)
        m_fightResult.clear();
    m_a = std::move(a);
    m_request = request;
    m_target = target;
    m_range = range;
    recompute();
}

void RuleComparisonPanel::setFight(std::optional<Encounter::EncounterState> fight)
{
    m_fight = std::move(fight);
    m_fightResult.clear();
    m_simulate->setVisible(m_fight.has_value());
    recompute();
}

bool RuleComparisonPanel::compareWith(const QString &rulesetId)
{
    const int index = m_with->findData(rulesetId);
    if (index <= 0)
        return false;
    m_with->setCurrentIndex(index);
    return true;
}

bool RuleComparisonPanel::isSimulating() const
{
    return m_run->isRunning();
}

void RuleComparisonPanel::recompute()
{
    const QString id = m_with->currentData().toString();
    const auto found = std::find_if(
        m_rulesets.begin(), m_rulesets.end(), [&](const auto &r) { return r->id == id; });
    const bool on = m_a && found != m_rulesets.end();
    m_table->setVisible(on);
    m_export->setEnabled(on);
    m_simulate->setEnabled(on && m_fight && !m_run->isRunning());
    if (!on) {
        m_model->setComparison({});
        m_legend->setText(tr("Pick a ruleset to see this attack under it beside %1: a copy with a "
                             "house rule, or any other.")
                              .arg(m_a ? m_a->name : QString()));
        m_fightLabel->clear();
        return;
    }
    const auto &b = *found;
    Print::ComparisonSheet::Comparison c;
    c.a = m_a->name;
    c.b = b->name;
    c.variable = m_range.title;
    c.current = m_range.current;
    QStringList asked;
    if (m_request.damage)
        asked << tr("damage %1").arg(m_request.damage->text());
    if (m_target.hitPoints > 0)
        asked << tr("a target of %n hit point(s)", nullptr, int(m_target.hitPoints))
              << tr("%n attack(s) a round", nullptr, int(m_target.attacksPerRound));
    c.asked = asked.join(QStringLiteral(", "));
    QString error;
    if (m_range.variable.isEmpty()) {
        if (auto at = Odds::RuleComparison::at(m_a, b, m_request, m_target))
            c.points.push_back(*at);
        else
            error = at.error();
    } else if (auto across = Odds::RuleComparison::across(m_a, b, m_request, m_target,
                   m_range.variable, m_range.from, m_range.to, m_range.step)) {
        c.points = std::move(across).value();
    } else {
        error = across.error();
    }
    if (!error.isEmpty()) {
        m_model->setComparison({});
        m_legend->setText(tr("Under %1: %2").arg(b->name, error));
        return;
    }
    c.fightName = tr("The open fight");
    c.fight = m_fightResult;
    m_model->setComparison(c);
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const QModelIndex at = m_model->index(row, 0);
        if (at.data(RuleComparisonModel::CurrentRole).toBool())
            m_table->scrollTo(at, QAbstractItemView::PositionAtCenter);
    }
    m_legend->setText(tr("A: %1 \u00b7 B: %2").arg(m_a->name, b->name)
        + (c.asked.isEmpty() ? QString() : QStringLiteral(" \u00b7 ") + c.asked));
    m_fightLabel->setText(Print::ComparisonSheet::fightLine(c));
}

void RuleComparisonPanel::simulateFight()
{
    const QString id = m_with->currentData().toString();
    const auto found = std::find_if(
        m_rulesets.begin(), m_rulesets.end(), [&](const auto &r) { return r->id == id; });
    if (!m_fight || !m_a || found == m_rulesets.end() || m_run->isRunning())
        return;
    auto slot = std::make_shared<std::vector<Sim::FightUnderRulesets::Under>>();
    Sim::SimOptions options;
    options.trials = fightTrials;
    options.seed = 1;
    m_fightLabel->setText(tr("Simulating the open fight under each\u2026"));
    m_simulate->setEnabled(false);
    m_run->startWork(
        2 * fightTrials,
        [fight = *m_fight, rulesets = std::vector{m_a, *found}, options, slot](
            Sim::Simulator::Control &control) -> std::optional<QString> {
            auto under = Sim::FightUnderRulesets::run(fight, rulesets, options, &control);
            if (!under)
                return under.error();
            *slot = std::move(under).value();
            return std::nullopt;
        },
        [this, slot] {
            m_fightResult = *slot;
            recompute();
        });
}

Expected<int, QString> RuleComparisonPanel::exportPdf(const QString &path) const
{
    if (m_model->comparison().points.empty())
        return tr("pick a ruleset to compare with first");
    return Print::ComparisonSheet::exportPdf(path, m_model->comparison());
}

void RuleComparisonPanel::choosePdf()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export the Comparison"), QString(), tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return;
    const auto pages = exportPdf(path);
    m_fightLabel->setText(pages ? tr("Written to %1.").arg(path) : pages.error());
}

} // namespace Fray::Ui
