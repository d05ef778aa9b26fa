// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/day/DayPlanDialog.h"

#include "core/day/CampaignDay.h"
#include "core/day/DaySimulator.h"
#include "core/i18n/NumberText.h"
#include "core/storage/Campaign.h"
#include "ui/campaign/CampaignController.h"
#include "ui/day/DayPlanModel.h"
#include "ui/day/DayResultModel.h"
#include "ui/forms/FormDelegates.h"
#include "ui/sim/SimulationRun.h"
#include "ui_DayPlanDialog.h"

#include <QHeaderView>
#include <QLocale>
#include <QPushButton>

namespace Fray::Ui {

DayPlanDialog::DayPlanDialog(CampaignController *campaign, qint64 startWith, QWidget *parent)
    : QDialog(parent)
    , m_campaign(campaign)
    , m_ui(std::make_unique<::Ui::DayPlanDialog>())
    , m_plan(new DayPlanModel(this))
    , m_result(new DayResultModel(this))
    , m_run(new SimulationRun(this))
{
    m_ui->setupUi(this);
    m_ui->planTable->setModel(m_plan);
    m_ui->planTable->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_ui->planTable->setEditTriggers(QAbstractItemView::AllEditTriggers);
    auto *rests = new ChoiceDelegate(m_plan->restChoices(), this);
    m_ui->planTable->setItemDelegateForColumn(DayPlanModel::RestBefore, rests);
    m_ui->resultTable->setModel(m_result);
    m_ui->resultTable->verticalHeader()->hide();
    m_ui->resultTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_ui->resultTable->horizontalHeader()->setStretchLastSection(true);
    m_ui->notesList->setAccessibleName(m_ui->notesList->toolTip());
    m_ui->notesList->hide();
    m_ui->settingsBox->setMaximumWidth(fontMetrics().horizontalAdvance(QLatin1Char('M')) * 34);

    connect(m_ui->addButton, &QPushButton::clicked, this,
        [this] { addEncounter(m_ui->encounterCombo->currentData().toLongLong()); });
    connect(m_ui->removeButton, &QPushButton::clicked, this, [this] {
        m_plan->remove(m_ui->planTable->currentIndex().row());
        fillEncounters();
    });
    const auto moveBy = [this](int by) {
        const QModelIndex at = m_ui->planTable->currentIndex();
        if (at.isValid() && m_plan->move(at.row(), by))
            m_ui->planTable->setCurrentIndex(m_plan->index(at.row() + by, at.column()));
    };
    connect(m_ui->upButton, &QPushButton::clicked, this, [moveBy] { moveBy(-1); });
    connect(m_ui->downButton, &QPushButton::clicked, this, [moveBy] { moveBy(1); });
    connect(m_plan, &QAbstractItemModel::rowsInserted, this, &DayPlanDialog::updateButtons);
    connect(m_plan, &QAbstractItemModel::rowsRemoved, this, &DayPlanDialog::updateButtons);
    connect(m_plan, &QAbstractItemModel::modelReset, this, &DayPlanDialog::updateButtons);
    connect(m_ui->planTable->selectionModel(), &QItemSelectionModel::currentChanged, this,
        &DayPlanDialog::updateButtons);
    connect(m_ui->runButton, &QPushButton::clicked, this, &DayPlanDialog::run);
    connect(m_ui->cancelButton, &QPushButton::clicked, this, &DayPlanDialog::cancel);
    connect(m_run, &SimulationRun::finished, this, &DayPlanDialog::showResult);
    connect(m_run, &SimulationRun::failed, this, [this](const QString &error) {
        setRunning(false);
        showMessage(error);
    });
    connect(m_run, &SimulationRun::cancelled, this, [this] {
        setRunning(false);
        showMessage(tr("Cancelled."));
    });
    m_progressTimer.setInterval(100);
    connect(&m_progressTimer, &QTimer::timeout, this, &DayPlanDialog::updateProgress);
    connect(m_plan, &DayPlanModel::rowsInserted, this,
        [this, rests] { rests->setChoices(m_plan->restChoices()); });

    fillEncounters();
    if (startWith > 0)
        addEncounter(startWith);
    updateButtons();
}

DayPlanDialog::~DayPlanDialog()
{
    m_run->stopAndWait();
}

bool DayPlanDialog::isRunning() const
{
    return m_run->isRunning();
}

void DayPlanDialog::done(int code)
{
    m_run->stopAndWait();
    m_progressTimer.stop();
    QDialog::done(code);
}

// The campaign's encounters the day may take: every one not put away, and once the day has a
// fight, only those of its ruleset (a party fights a day under one).
void DayPlanDialog::fillEncounters()
{
    m_ui->encounterCombo->clear();
    const Storage::Campaign *campaign = m_campaign->campaign();
    if (!campaign)
        return;
    if (m_plan->isEmpty())
        m_plan->setRuleset(nullptr);
    const QString ruleset = m_plan->ruleset() ? m_plan->ruleset()->id : QString();
    for (const Storage::EncounterStore::Summary &s : campaign->encounters().list()) {
        if (s.archived || (!ruleset.isEmpty() && s.rulesetId != ruleset))
            continue;
        m_ui->encounterCombo->addItem(s.name, s.id);
    }
    updateButtons();
}

void DayPlanDialog::addEncounter(qint64 id)
{
    const Storage::Campaign *campaign = m_campaign->campaign();
    if (!campaign || id <= 0)
        return;
    for (const Storage::EncounterStore::Summary &s : campaign->encounters().list()) {
        if (s.id != id)
            continue;
        if (!m_plan->ruleset()) {
            const Rules::RulesetLibrary::Entry *entry = m_campaign->rulesets().find(s.rulesetId);
            if (!entry)
                return showMessage(m_campaign->rulesets().whyMissing(s.rulesetId));
            m_plan->setRuleset(entry->ruleset);
            fillEncounters();
        }
        m_plan->append(s.id, s.name);
        m_ui->planTable->setCurrentIndex(m_plan->index(m_plan->rowCount() - 1, 0));
        return;
    }
}

void DayPlanDialog::updateButtons()
{
    const bool running = m_run->isRunning();
    const int row = m_ui->planTable->currentIndex().row();
    m_ui->addButton->setEnabled(!running && m_ui->encounterCombo->count() > 0);
    m_ui->removeButton->setEnabled(!running && row >= 0);
    m_ui->upButton->setEnabled(!running && row > 0);
    m_ui->downButton->setEnabled(!running && row >= 0 && row + 1 < m_plan->rowCount());
    m_ui->runButton->setEnabled(!running && !m_plan->isEmpty());
}

void DayPlanDialog::run()
{
    if (m_run->isRunning() || m_plan->isEmpty() || !m_campaign->campaign())
        return;
    const auto plan
        = Day::CampaignDay::plan(*m_campaign->campaign(), m_campaign->rulesets(), m_plan->fights());
    if (!plan)
        return showMessage(plan.error());
    Sim::SimOptions options;
    options.trials = m_ui->trialsSpin->value();
    options.seed = quint64(m_ui->seedSpin->value());
    auto day = Day::DayModel::create(*plan, options);
    if (!day)
        return showMessage(tr("Cannot play the day: %1").arg(day.error()));
    m_day = *day;
    m_slot = std::make_shared<std::optional<Day::DayResult>>();
    setRunning(true);
    m_ui->summaryLabel->setText(tr("Playing %Ln day(s)\u2026", nullptr, int(options.trials)));
    m_run->startWork(options.trials,
        [day = m_day, slot = m_slot](Sim::Simulator::Control &control) -> std::optional<QString> {
            *slot = Day::DaySimulator::run(*day, &control);
            return std::nullopt;
        });
}

void DayPlanDialog::cancel()
{
    m_run->cancel();
}

void DayPlanDialog::setRunning(bool running)
{
    m_ui->cancelButton->setEnabled(running);
    m_ui->fightsBox->setEnabled(!running);
    m_ui->settingsBox->setEnabled(!running);
    m_ui->progressBar->setValue(0);
    if (running)
        m_progressTimer.start();
    else
        m_progressTimer.stop();
    updateButtons();
}

void DayPlanDialog::updateProgress()
{
    m_ui->progressBar->setValue(int(std::max(0.0, m_run->progress()) * 100.0));
}

void DayPlanDialog::showMessage(const QString &text)
{
    m_ui->summaryLabel->setText(text);
}

void DayPlanDialog::showResult()
{
    setRunning(false);
    if (!m_slot || !*m_slot)
        return;
    const Day::DayResult &r = **m_slot;
    m_ui->progressBar->setValue(100);
    m_result->setResult(r);
    m_ui->summaryLabel->setText(
        tr("<b>The party gets through the day in %1 of %Ln day(s)</b> (± %2).", nullptr,
            int(r.trials))
            .arg(NumberText::percent(r.through), NumberText::percent(r.throughSe, 2)));
    QStringList heroes;
    for (const Day::DayResult::HeroAtEnd &h : r.heroes) {
        heroes << (h.pDead
                ? tr("%1: out at the day's end %2, dead %3")
                      .arg(h.name, NumberText::percent(h.pOut), NumberText::percent(*h.pDead))
                : tr("%1: out at the day's end %2").arg(h.name, NumberText::percent(h.pOut)));
    }
    m_ui->heroesLabel->setText(heroes.join(QLatin1Char('\n')));
    if (const auto pace = m_campaign->tablePace()) {
        const double minutes = m_day->minutesAt(r, *pace);
        m_ui->lengthLabel->setText(
            tr("The day at this table: %1").arg(Storage::TablePace::about(minutes, *pace)));
    } else {
        m_ui->lengthLabel->setText(tr("The day's length shows once this campaign has played %n "
                                      "turn(s) or more.",
            nullptr, Storage::TablePace::fewestTurns));
    }
    m_ui->notesList->clear();
    m_ui->notesList->addItems(r.notes);
    m_ui->notesList->setVisible(!r.notes.isEmpty());
}

} // namespace Fray::Ui
