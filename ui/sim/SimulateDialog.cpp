// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sim/SimulateDialog.h"

#include "core/i18n/NumberText.h"
#include "core/rules/DisplayNames.h"
#include "core/sim/Difficulty.h"
#include "core/sim/ExactDuel.h"
#include "core/sim/FightModel.h"
#include "core/storage/TablePace.h"
#include "ui/charts/RoundsChart.h"
#include "ui/forms/GivenValueBox.h"
#include "ui/sim/SimResultModel.h"
#include "ui/sim/SimRoundsModel.h"
#include "ui/sim/SimulationRun.h"
#include "ui_SimulateDialog.h"

#include <QCheckBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QVBoxLayout>

#include <limits>

namespace Fray::Ui {

namespace {

int randomSeed()
{
    return int(QRandomGenerator::global()->bounded(1, std::numeric_limits<int>::max()));
}

void fillTactics(QComboBox *combo)
{
    combo->addItem(SimulateDialog::tr("Weakest first"), int(Sim::Tactic::Weakest));
    combo->addItem(SimulateDialog::tr("Strongest first"), int(Sim::Tactic::Strongest));
    combo->addItem(SimulateDialog::tr("At random"), int(Sim::Tactic::Random));
    combo->addItem(SimulateDialog::tr("In list order"), int(Sim::Tactic::First));
    combo->setToolTip(SimulateDialog::tr(
        "Whom each attack goes at: the foe with the fewest hit points left, the most, any, or the "
        "first in the encounter's list"));
}

} // namespace

SimulateDialog::SimulateDialog(const Encounter::Encounter &encounter, QWidget *parent)
    : QDialog(parent)
    , m_encounter(&encounter)
    , m_ui(std::make_unique<::Ui::SimulateDialog>())
    , m_run(new SimulationRun(this))
    , m_model(new SimResultModel(this))
    , m_rounds(new SimRoundsModel(this))
    , m_chart(new RoundsChart(m_rounds, SimRoundsModel::EndsIn, SimRoundsModel::RawValueRole, this))
{
    m_ui->setupUi(this);
    setWindowTitle(tr("Simulate %1").arg(encounter.state().name));
    // Only a ruleset with a morale rule has anything to check.
    m_ui->moraleCheck->setVisible(encounter.ruleset().morale.has_value());
    addGivenValues();
    m_ui->seedSpin->setValue(randomSeed());
    fillTactics(m_ui->partyTacticCombo);
    fillTactics(m_ui->foesTacticCombo);
    m_ui->chartLayout->addWidget(m_chart);
    // Tables and lists take no name from a label: a screen reader says them by these. The notes
    // are named by their tooltip; the table's name is its own.
    m_ui->combatantTable->setAccessibleName(tr("Each combatant's result"));
    m_ui->notesList->setAccessibleName(m_ui->notesList->toolTip());
    m_ui->combatantTable->setModel(m_model);
    m_ui->combatantTable->verticalHeader()->hide();
    m_ui->combatantTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_ui->combatantTable->horizontalHeader()->setStretchLastSection(true);
    m_ui->notesList->setMaximumHeight(fontMetrics().lineSpacing() * 5);
    m_ui->notesList->hide();
    m_ui->chartHolder->hide(); // an empty frame until there are rounds to show
    QFont big = m_ui->difficultyLabel->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    m_ui->difficultyLabel->setFont(big);
    m_ui->settingsBox->setMaximumWidth(fontMetrics().horizontalAdvance(QLatin1Char('M')) * 30);
    m_ui->whatIfBox->setMaximumWidth(m_ui->settingsBox->maximumWidth());

    connect(m_ui->newSeedButton, &QToolButton::clicked, this,
        [this] { m_ui->seedSpin->setValue(randomSeed()); });
    connect(m_ui->runButton, &QPushButton::clicked, this, &SimulateDialog::run);
    connect(m_ui->cancelButton, &QPushButton::clicked, this, &SimulateDialog::cancel);
    connect(m_ui->buttonBox, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_ui->resetCountsButton, &QPushButton::clicked, this, &SimulateDialog::fillWhatIf);
    connect(m_ui->printCheck, &QCheckBox::toggled, this, &SimulateDialog::updatePrinted);
    connect(m_run, &SimulationRun::finished, this, &SimulateDialog::showResult);
    connect(m_run, &SimulationRun::failed, this, [this](const QString &error) {
        setRunning(false);
        showMessage(tr("Cannot work the fight out exactly: %1").arg(error));
    });
    connect(m_run, &SimulationRun::cancelled, this, [this] {
        setRunning(false);
        showMessage(tr("Cancelled."));
    });
    m_progressTimer.setInterval(100);
    connect(&m_progressTimer, &QTimer::timeout, this, &SimulateDialog::updateProgress);

    // The roster the what-if counts start from follows the encounter's; the dialog goes away
    // with the encounter it simulates.
    m_exactTimer.setSingleShot(true);
    m_exactTimer.setInterval(150);
    connect(&m_exactTimer, &QTimer::timeout, this, &SimulateDialog::updateExactChoice);
    connect(
        &encounter, &Encounter::Encounter::changed, this, [this](const Encounter::Change &change) {
            if (change.isStructural())
                fillWhatIf();
            else if (!change.edited.empty())
                m_exactTimer.start();
        });
    connect(&encounter, &QObject::destroyed, this, &QDialog::close);
    fillWhatIf();
}

SimulateDialog::~SimulateDialog()
{
    m_run->stopAndWait();
}

Sim::SimOptions SimulateDialog::options() const
{
    Sim::SimOptions o;
    o.trials = m_ui->trialsSpin->value();
    o.seed = quint64(m_ui->seedSpin->value());
    o.partyTactic = Sim::Tactic(m_ui->partyTacticCombo->currentData().toInt());
    o.foesTactic = Sim::Tactic(m_ui->foesTacticCombo->currentData().toInt());
    o.maxRounds = m_ui->maxRoundsSpin->value();
    o.morale = m_ui->moraleCheck->isChecked();
    for (const auto &[name, box] : m_given) {
        if (const auto given = box->given())
            o.values.insert(name, *given);
    }
    return o;
}

void SimulateDialog::addGivenValues()
{
    for (const Rules::Variable &v : GivenValueBox::simulationNeeds(m_encounter->ruleset())) {
        auto *box = GivenValueBox::forSimulation(v, this);
        const int row = m_ui->settingsLayout->rowCount();
        m_ui->settingsLayout->insertRow(row, tr("%1:").arg(v.label), box);
        m_given.emplace_back(v.name, box);
    }
}

Encounter::EncounterState SimulateDialog::simulatedState() const
{
    return m_encounter ? m_roster.applied(m_encounter->state()) : Encounter::EncounterState();
}

void SimulateDialog::setWhatIfCount(std::size_t group, int count)
{
    if (group < m_counts.size())
        m_counts[group]->setValue(count);
}

bool SimulateDialog::isRunning() const
{
    return m_run->isRunning();
}

void SimulateDialog::fillWhatIf()
{
    if (!m_encounter)
        return;
    while (m_ui->whatIfLayout->rowCount() > 0)
        m_ui->whatIfLayout->removeRow(0);
    m_counts.clear();
    m_roster = Sim::WhatIfRoster(m_encounter->combatants());
    const auto &groups = m_roster.groups();
    const QStringList labels = whatIfLabels();
    for (std::size_t g = 0; g < groups.size(); ++g) {
        auto *count = new QSpinBox(m_ui->whatIfWidget);
        count->setRange(0, m_roster.mostFor(g));
        count->setValue(groups[g].count);
        count->setPrefix(tr("\u00d7"));
        count->setObjectName(QStringLiteral("whatIfCount%1").arg(g));
        connect(count, &QSpinBox::valueChanged, this, [this, g](int value) {
            m_roster.setCount(g, value);
            m_exactTimer.start();
        });
        auto *label = new QLabel(labels.at(qsizetype(g)), m_ui->whatIfWidget);
        label->setBuddy(count);
        m_ui->whatIfLayout->addRow(label, count);
        m_counts.push_back(count);
    }
    updateExactChoice();
}

QStringList SimulateDialog::whatIfLabels() const
{
    // "Goblin (foes):"; groups of one stem and side that are not alike (one from the library,
    // one not) are told apart by their members: "Goblin 1 – Goblin 3 (foes):", "Goblin 4 (foes):".
    const auto &groups = m_roster.groups();
    const auto nameOf = [this](Encounter::CombatantId id) {
        const Encounter::Combatant *c = m_encounter->find(id);
        return c ? c->name : QString();
    };
    QStringList plain;
    for (const auto &g : groups)
        plain << tr("%1 (%2):")
                     .arg(g.stem, Rules::DisplayNames::side(g.side, &m_encounter->ruleset()));
    QStringList out;
    for (std::size_t g = 0; g < groups.size(); ++g) {
        const QString &label = plain.at(qsizetype(g));
        if (plain.count(label) < 2 || groups[g].members.empty()) {
            out << label;
            continue;
        }
        const QString first = nameOf(groups[g].members.front());
        const QString members = groups[g].members.size() == 1
            ? first
            : tr("%1 \u2013 %2").arg(first, nameOf(groups[g].members.back()));
        out << tr("%1 (%2):")
                   .arg(
                       members, Rules::DisplayNames::side(groups[g].side, &m_encounter->ruleset()));
    }
    return out;
}

void SimulateDialog::updateExactChoice()
{
    if (!m_encounter)
        return;
    // Whether the duel qualifies depends on the roster, not on the trials or the seed.
    const Encounter::Encounter copy(m_encounter->sharedRuleset(), simulatedState());
    // What the roster alone rules out is asked first: building the model for a combatant of
    // many hit points takes long.
    std::optional<QString> why = Sim::ExactDuel::whyNotBeforeBuilding(copy);
    if (!why) {
        const auto model = Sim::FightModel::create(copy, options());
        why = model ? Sim::ExactDuel::whyNot(**model) : std::optional<QString>(model.error());
    }
    m_ui->exactCheck->setEnabled(!why);
    m_ui->exactCheck->setToolTip(why ? *why
                                     : tr("Work the duel out exactly instead of playing "
                                          "fights: no standard error."));
    if (why)
        m_ui->exactCheck->setChecked(false);
}

void SimulateDialog::run()
{
    if (!m_encounter || isRunning())
        return;
    const Sim::SimOptions o = options();
    const Encounter::Encounter copy(m_encounter->sharedRuleset(), simulatedState());
    auto model = Sim::FightModel::create(copy, o);
    if (!model) {
        showMessage(tr("Cannot simulate this fight: %1").arg(model.error()));
        return;
    }
    const bool exact = m_ui->exactCheck->isEnabled() && m_ui->exactCheck->isChecked();
    m_turnsPerRound = int((*model)->entries().size());
    setRunning(true);
    m_ui->summaryLabel->setText(exact ? tr("Working the duel out exactly\u2026")
                                      : tr("Playing %Ln fights\u2026", nullptr, int(o.trials)));
    m_run->start(std::move(model).value(), exact);
}

void SimulateDialog::setPace(std::optional<Storage::TablePace::Pace> pace)
{
    m_pace = pace;
}

void SimulateDialog::cancel()
{
    m_run->cancel();
}

void SimulateDialog::done(int code)
{
    // Closed by any means: the fights stop and their thread ends before the dialog goes.
    m_run->stopAndWait();
    setRunning(false);
    QDialog::done(code);
}

void SimulateDialog::setRunning(bool running)
{
    m_ui->runButton->setEnabled(!running);
    m_ui->cancelButton->setEnabled(running);
    m_ui->settingsBox->setEnabled(!running);
    m_ui->whatIfBox->setEnabled(!running);
    // The bar stays in place (at what the last run reached), so the buttons never jump.
    if (running) {
        m_ui->progressBar->setRange(0, 1000);
        m_ui->progressBar->setValue(0);
        m_progressTimer.start();
    } else {
        m_progressTimer.stop();
        m_ui->progressBar->setRange(0, 1000);
    }
}

void SimulateDialog::updateProgress()
{
    const double done = m_run->progress();
    if (done < 0.0) {
        m_ui->progressBar->setRange(0, 0); // no measure: a busy bar
        return;
    }
    m_ui->progressBar->setValue(int(done * 1000.0));
}

void SimulateDialog::showMessage(const QString &text)
{
    m_ui->summaryLabel->setText(text);
}

void SimulateDialog::clearSides()
{
    while (QLayoutItem *item = m_ui->sidesLayout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
}

void SimulateDialog::showResult()
{
    setRunning(false);
    m_ui->progressBar->setValue(1000);
    if (!m_run->result())
        return;
    m_result = m_run->result();
    Sim::SimResult &r = *m_result;
    r.difficulty = Sim::Difficulty::assess(r);
    const Rules::Ruleset *ruleset = m_encounter ? &m_encounter->ruleset() : nullptr;
    const QLocale locale;

    m_ui->summaryLabel->setText(r.exact
            ? tr("Exact result: the duel worked out exactly, so there is no standard error.")
            : tr("%1 fights, seed %2; %3 fights a second.")
                  .arg(locale.toString(qint64(r.trials)), QString::number(r.seed),
                      locale.toString(qint64(r.fightsPerSecond))));
    clearSides();
    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * 2.2);
    big.setBold(true);
    for (const auto &s : r.sides) {
        auto *box = new QWidget(m_ui->sidesBox);
        auto *layout = new QVBoxLayout(box);
        layout->setContentsMargins(0, 0, 12, 0);
        QString side = Rules::DisplayNames::side(s.side, ruleset);
        if (!side.isEmpty())
            side[0] = side[0].toUpper(); // a heading: "Won by Party", "Won by Foes"
        auto *name = new QLabel(tr("Won by %1").arg(side), box);
        auto *chance = new QLabel(NumberText::percent(s.win), box);
        chance->setObjectName(QStringLiteral("winChance_%1").arg(s.side));
        chance->setFont(big);
        chance->setToolTip(tr("Standard error: %1").arg(NumberText::percent(s.winSe, 2)));
        layout->addWidget(name);
        layout->addWidget(chance);
        if (s.broke) {
            const auto most = std::max_element(s.brokeIn.begin(), s.brokeIn.end(),
                [](const auto &a, const auto &b) { return a.second < b.second; });
            auto *broke = new QLabel(most == s.brokeIn.end()
                    ? tr("Broke and fled: %1").arg(NumberText::percent(*s.broke))
                    : tr("Broke and fled: %1, most often in round %2")
                          .arg(NumberText::percent(*s.broke))
                          .arg(most->first),
                box);
            broke->setObjectName(QStringLiteral("brokeChance_%1").arg(s.side));
            layout->addWidget(broke);
        }
        m_ui->sidesLayout->addWidget(box);
    }
    m_ui->sidesLayout->addStretch(1);

    QStringList outcome;
    if (r.undecided > 0.0)
        outcome << tr("Undecided after %n rounds: %1", nullptr, r.maxRounds)
                       .arg(NumberText::percent(r.undecided));
    if (r.draw > 0.0)
        outcome << tr("No one left: %1").arg(NumberText::percent(r.draw));
    outcome << tr("Rounds: %1 on average").arg(NumberText::decimal(r.meanRounds));
    // How long that is at this table, from the campaign's own fights.
    if (m_pace)
        outcome << Storage::TablePace::about(
            Storage::TablePace::minutes(r.meanRounds, m_turnsPerRound, *m_pace), *m_pace);
    const QString line = outcome.join(tr(" \u00b7 "));
    m_ui->outcomeLabel->setText(line);
    m_ui->difficultyLabel->setText(tr("Difficulty: %1").arg(Sim::Difficulty::label(r.difficulty)));

    m_rounds->setResult(r);
    m_ui->chartHolder->show();
    m_model->setResult(r, ruleset);
    m_ui->notesList->clear();
    m_ui->notesList->addItems(r.notes);
    m_ui->notesList->setVisible(!r.notes.isEmpty());
    m_ui->printCheck->setEnabled(true);
    updatePrinted();
}

QString SimulateDialog::printedSummary() const
{
    if (!m_result)
        return {};
    const Sim::SimResult &r = *m_result;
    const Rules::Ruleset *ruleset = m_encounter ? &m_encounter->ruleset() : nullptr;
    QStringList sides;
    for (const auto &s : r.sides)
        sides << tr("%1 %2").arg(
            Rules::DisplayNames::side(s.side, ruleset), NumberText::percent(s.win));
    const QString how = r.exact
        ? tr("Worked out exactly")
        : tr("Simulated %1 fights (seed %2)")
              .arg(QLocale().toString(qint64(r.trials)), QString::number(r.seed));
    return tr("%1: %2; %3 rounds on average; %4.")
        .arg(how, sides.join(tr(", ")), NumberText::decimal(r.meanRounds, 1),
            Sim::Difficulty::label(r.difficulty));
}

void SimulateDialog::updatePrinted()
{
    Q_EMIT printRequested(m_ui->printCheck->isChecked() ? printedSummary() : QString());
}

} // namespace Fray::Ui
