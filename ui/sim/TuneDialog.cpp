// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sim/TuneDialog.h"

#include "core/i18n/NumberText.h"
#include "core/rules/DisplayNames.h"
#include "core/storage/Campaign.h"
#include "ui/campaign/CampaignController.h"
#include "ui/charts/TuneChart.h"
#include "ui/encounter/EncounterSession.h"
#include "ui/sim/SimulationRun.h"
#include "ui/sim/TuneCurveModel.h"
#include "ui_TuneDialog.h"

#include <QHeaderView>
#include <QLocale>
#include <QPushButton>
#include <QUndoStack>

#include <algorithm>

namespace Fray::Ui {

using Knob = Sim::FightTuner::Knob;

TuneDialog::TuneDialog(EncounterSession *session, CampaignController *campaign, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_campaign(campaign)
    , m_ui(std::make_unique<::Ui::TuneDialog>())
    , m_curve(new TuneCurveModel(this))
    , m_chart(new TuneChart(m_curve, TuneCurveModel::Value, TuneCurveModel::Win,
          TuneCurveModel::RawValueRole, TuneCurveModel::ChosenRole, this))
    , m_run(new SimulationRun(this))
{
    m_ui->setupUi(this);
    setWindowTitle(tr("Tune %1").arg(session->encounter().state().name));
    m_ui->chartLayout->addWidget(m_chart);
    m_ui->chartHolder->hide(); // an empty frame until there is a curve to show
    m_ui->curveTable->setModel(m_curve);
    m_ui->curveTable->verticalHeader()->hide();
    m_ui->curveTable->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_ui->kindCombo->addItem(tr("The count of a group"), int(Knob::Kind::Count));
    m_ui->kindCombo->addItem(tr("A combatant's hit points"), int(Knob::Kind::HitPoints));
    m_ui->kindCombo->addItem(tr("A combatant's attack value"), int(Knob::Kind::AttackValue));
    for (const char *word : {"easy", "medium", "hard", "deadly"})
        m_ui->difficultyCombo->addItem(
            Sim::Difficulty::label(QString::fromLatin1(word)), QString::fromLatin1(word));
    m_ui->difficultyCombo->setCurrentIndex(2);
    // A long name in a combo box widens it no further than this; the labels keep their room.
    for (QComboBox *combo : {m_ui->kindCombo, m_ui->nameCombo, m_ui->difficultyCombo}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(16);
    }

    connect(m_ui->kindCombo, &QComboBox::currentIndexChanged, this, &TuneDialog::fillNames);
    connect(m_ui->nameCombo, &QComboBox::currentIndexChanged, this, &TuneDialog::updateRange);
    connect(
        m_ui->winSpin, &QSpinBox::valueChanged, this, [this] { m_ui->winRadio->setChecked(true); });
    connect(m_ui->difficultyCombo, &QComboBox::activated, this,
        [this] { m_ui->difficultyRadio->setChecked(true); });
    connect(m_ui->runButton, &QPushButton::clicked, this, &TuneDialog::run);
    connect(m_ui->cancelButton, &QPushButton::clicked, this, &TuneDialog::cancel);
    connect(m_ui->applyButton, &QPushButton::clicked, this, &TuneDialog::applyToEncounter);
    connect(m_ui->copyButton, &QPushButton::clicked, this, &TuneDialog::saveAsNewEncounter);
    connect(m_ui->buttonBox, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_run, &SimulationRun::finished, this, &TuneDialog::showResult);
    connect(m_run, &SimulationRun::failed, this, [this](const QString &error) {
        setRunning(false);
        showMessage(error);
    });
    connect(m_run, &SimulationRun::cancelled, this, [this] {
        setRunning(false);
        showMessage(tr("Cancelled."));
    });
    m_progressTimer.setInterval(100);
    connect(&m_progressTimer, &QTimer::timeout, this,
        [this] { m_ui->progressBar->setValue(int(std::max(0.0, m_run->progress()) * 100.0)); });
    // The dialog goes away with the encounter it tunes; the knob's names follow its roster.
    connect(&session->encounter(), &QObject::destroyed, this, &QDialog::close);
    connect(&session->encounter(), &Encounter::Encounter::changed, this,
        [this](const Encounter::Change &change) {
            if (change.isStructural())
                fillNames();
        });
    fillNames();
}

TuneDialog::~TuneDialog()
{
    m_run->stopAndWait();
}

bool TuneDialog::isRunning() const
{
    return m_run->isRunning();
}

std::optional<int> TuneDialog::chosen() const
{
    if (!m_result || !m_result->best)
        return std::nullopt;
    return m_result->best->value;
}

void TuneDialog::done(int code)
{
    m_run->stopAndWait();
    m_progressTimer.stop();
    QDialog::done(code);
}

std::optional<Knob> TuneDialog::knob() const
{
    if (m_ui->nameCombo->currentIndex() < 0)
        return std::nullopt;
    return Knob{Knob::Kind(m_ui->kindCombo->currentData().toInt()),
        m_ui->nameCombo->currentData().toString()};
}

Sim::FightTuner::Target TuneDialog::target() const
{
    if (m_ui->winRadio->isChecked())
        return {m_ui->winSpin->value() / 100.0, QString()};
    return {std::nullopt, m_ui->difficultyCombo->currentData().toString()};
}

// The groups of alike combatants, or the combatants (those with an attack, for its value).
void TuneDialog::fillNames()
{
    const QString was = m_ui->nameCombo->currentData().toString();
    const QSignalBlocker blocker(m_ui->nameCombo);
    m_ui->nameCombo->clear();
    const auto &people = m_session->encounter().combatants();
    const auto kind = Knob::Kind(m_ui->kindCombo->currentData().toInt());
    if (kind == Knob::Kind::Count) {
        const Sim::WhatIfRoster roster(people);
        // The foes' groups first: what a GM turns most.
        std::vector<const Sim::WhatIfRoster::Group *> groups;
        for (const auto &g : roster.groups())
            groups.push_back(&g);
        const Rules::Ruleset &ruleset = m_session->encounter().ruleset();
        std::stable_partition(groups.begin(), groups.end(),
            [&](const auto *g) { return !ruleset.isPlayers(g->side); });
        for (const auto *group : groups) {
            const auto &g = *group;
            m_ui->nameCombo->addItem(tr("%1 (%2, %n now)", nullptr, int(g.members.size()))
                                         .arg(g.stem, Rules::DisplayNames::side(g.side)),
                QStringLiteral("%1:%2").arg(g.side, g.stem));
        }
    } else {
        for (const Encounter::Combatant &c : people) {
            if (kind == Knob::Kind::AttackValue && c.attacks.empty())
                continue;
            m_ui->nameCombo->addItem(c.name, c.name);
        }
    }
    const int again = m_ui->nameCombo->findData(was);
    m_ui->nameCombo->setCurrentIndex(again >= 0 ? again : 0);
    updateRange();
}

std::optional<Sim::FightTuner> TuneDialog::tunerNow(bool withRange)
{
    const auto chosenKnob = knob();
    if (!chosenKnob) {
        showMessage(tr("The encounter has nothing to turn of this kind."));
        return std::nullopt;
    }
    Sim::SimOptions options;
    options.trials = m_ui->trialsSpin->value();
    options.seed = quint64(m_ui->seedSpin->value());
    auto tuner = withRange ? Sim::FightTuner::create(m_session->encounter(), *chosenKnob, options,
                     m_ui->fromSpin->value(), m_ui->toSpin->value())
                           : Sim::FightTuner::create(m_session->encounter(), *chosenKnob, options);
    if (!tuner) {
        showMessage(tuner.error());
        return std::nullopt;
    }
    return std::move(tuner).value();
}

void TuneDialog::updateRange()
{
    const auto tuner = knob() ? tunerNow(false) : std::nullopt;
    m_ui->fromSpin->setEnabled(tuner.has_value());
    m_ui->toSpin->setEnabled(tuner.has_value());
    if (tuner) {
        m_ui->fromSpin->setValue(tuner->lowest());
        m_ui->toSpin->setValue(tuner->highest());
        m_ui->nowLabel->setText(tr("Now: %1").arg(QLocale().toString(tuner->current())));
    } else {
        m_ui->nowLabel->clear();
    }
    updateButtons();
}

void TuneDialog::updateButtons()
{
    const bool running = m_run->isRunning();
    m_ui->runButton->setEnabled(!running && m_ui->nameCombo->count() > 0);
    const bool found = chosen().has_value() && !running;
    m_ui->applyButton->setEnabled(found && !m_session->isReadOnly());
    m_ui->copyButton->setEnabled(
        found && m_campaign->campaign() && !m_campaign->campaign()->isReadOnly());
}

void TuneDialog::run()
{
    if (m_run->isRunning())
        return;
    auto tuner = tunerNow(true);
    if (!tuner)
        return;
    m_ranKnob = knob();
    m_knobText = tuner->knobText();
    m_result.reset();
    m_slot = std::make_shared<std::optional<Sim::FightTuner::Result>>();
    setRunning(true);
    showMessage(tr("Playing each value: %1\u2026").arg(m_knobText));
    m_run->startWork(tuner->mostTrials(),
        [tuner = std::make_shared<const Sim::FightTuner>(std::move(*tuner)), aim = target(),
            slot = m_slot](Sim::Simulator::Control &control) -> std::optional<QString> {
            *slot = tuner->tune(aim, &control);
            return std::nullopt;
        });
}

void TuneDialog::cancel()
{
    m_run->cancel();
}

void TuneDialog::setRunning(bool running)
{
    m_ui->cancelButton->setEnabled(running);
    m_ui->knobBox->setEnabled(!running);
    m_ui->targetBox->setEnabled(!running);
    m_ui->settingsBox->setEnabled(!running);
    m_ui->progressBar->setValue(running ? 0 : m_ui->progressBar->value());
    if (running)
        m_progressTimer.start();
    else
        m_progressTimer.stop();
    updateButtons();
}

void TuneDialog::showMessage(const QString &text)
{
    m_ui->summaryLabel->setText(text);
}

void TuneDialog::showResult()
{
    if (m_slot && *m_slot)
        m_result = std::move(**m_slot);
    setRunning(false);
    if (!m_result || !m_result->best) {
        m_curve->clear();
        m_ui->chartHolder->hide();
        showMessage(tr("No value could be played (%1): %2")
                        .arg(m_knobText,
                            m_result ? m_result->notes.join(QStringLiteral("; ")) : QString()));
        return;
    }
    m_ui->progressBar->setValue(100);
    m_curve->setResult(*m_result);
    m_chart->setKnobTitle(m_knobText);
    m_ui->chartHolder->show();
    const auto &best = *m_result->best;
    const QLocale locale;
    showMessage(tr("<b>Closest: %1 = %2</b>, the party wins %3 (%4).")
                    .arg(m_knobText.toHtmlEscaped(), locale.toString(best.value),
                        NumberText::percent(best.win), Sim::Difficulty::label(best.difficulty)));
    m_ui->methodLabel->setText(
        tr("%n value(s) scanned across the range, then %1 more by bisection between the two "
           "that straddle the target; every value played with the same seed, so the curve "
           "moves with the knob and not with luck.",
            nullptr, m_result->scanned)
            .arg(int(m_result->curve.size()) - m_result->scanned));
    updateButtons();
}

// The value chosen, on the encounter as it is now (the GM may have played on meanwhile): one
// step of its history.
void TuneDialog::applyToEncounter()
{
    const auto value = chosen();
    if (!value || m_session->isReadOnly())
        return;
    const auto tuner = m_ranKnob ? Sim::FightTuner::create(
                           m_session->encounter(), *m_ranKnob, Sim::SimOptions(), *value, *value)
                                 : Expected<Sim::FightTuner, QString>(QString());
    if (!tuner)
        return showMessage(tuner.error());
    auto commands = tuner->commandsFor(*value);
    if (commands.empty())
        return Q_EMIT message(tr("%1: already %2").arg(m_knobText, QLocale().toString(*value)));
    QUndoStack *history = m_session->undoStack();
    history->beginMacro(tr("Tune: %1 \u2192 %2").arg(m_knobText, QLocale().toString(*value)));
    for (auto &command : commands) {
        if (const auto failed = m_session->run(std::move(command))) {
            showMessage(*failed);
            break;
        }
    }
    history->endMacro();
    Q_EMIT message(tr("%1: now %2").arg(m_knobText, QLocale().toString(*value)));
}

void TuneDialog::saveAsNewEncounter()
{
    const auto value = chosen();
    if (!value || !m_ranKnob)
        return;
    const auto tuner = Sim::FightTuner::create(
        m_session->encounter(), *m_ranKnob, Sim::SimOptions(), *value, *value);
    if (!tuner)
        return showMessage(tuner.error());
    Encounter::EncounterState state = tuner->at(*value);
    const QString base = m_session->encounter().state().name;
    for (int n = 1; n < 100; ++n) {
        state.name = n == 1 ? tr("%1 (tuned)").arg(base) : tr("%1 (tuned %2)").arg(base).arg(n);
        if (m_campaign->campaign() && !m_campaign->campaign()->encounters().idOf(state.name))
            break;
    }
    const auto id = m_campaign->importEncounter(state);
    if (!id)
        return showMessage(id.error());
    Q_EMIT message(tr("Saved as %1").arg(state.name));
    showMessage(tr("Saved as %1 (%2: %3).")
                    .arg(state.name.toHtmlEscaped(), m_knobText.toHtmlEscaped(),
                        QLocale().toString(*value)));
}

} // namespace Fray::Ui
