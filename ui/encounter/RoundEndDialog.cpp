// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/encounter/RoundEndDialog.h"

#include "core/encounter/commands/HpCommands.h"
#include "ui_RoundEndDialog.h"

#include <QHeaderView>
#include <QLocale>
#include <QPushButton>

namespace Fray::Ui {

using Encounter::RoundEnd;

namespace {
enum Column { Who, Hp, WhenItEnds, RemedyColumn, ColumnCount };
}

RoundEndDialog::RoundEndDialog(const Encounter::Encounter &encounter, Runner run, QWidget *parent)
    : QDialog(parent)
    , m_encounter(encounter)
    , m_run(std::move(run))
    , m_ui(std::make_unique<::Ui::RoundEndDialog>())
{
    m_ui->setupUi(this);
    m_ui->riskTable->setColumnCount(ColumnCount);
    m_ui->riskTable->setAccessibleName(windowTitle());
    m_ui->riskTable->setHorizontalHeaderLabels(
        {tr("Who"), tr("HP"), tr("When the round ends"), tr("Remedy")});
    m_ui->riskTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_ui->riskTable->horizontalHeader()->setStretchLastSection(true);
    m_endButton = m_ui->buttonBox->addButton(tr("Let the Round End"), QDialogButtonBox::AcceptRole);
    m_endButton->setObjectName(QStringLiteral("endButton"));
    m_notYet = m_ui->buttonBox->addButton(tr("Not Yet"), QDialogButtonBox::RejectRole);
    m_notYet->setObjectName(QStringLiteral("notYetButton"));
    m_notYet->setToolTip(tr("Stay in this round"));
    connect(m_ui->buttonBox, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_ui->buttonBox, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(
        m_ui->riskTable, &QTableWidget::itemSelectionChanged, this, &RoundEndDialog::showSelected);
    connect(m_ui->rollButton, &QPushButton::clicked, this, [this] { giveRemedy(std::nullopt); });
    connect(m_ui->giveButton, &QPushButton::clicked, this,
        [this] { giveRemedy(m_ui->amountSpin->value()); });
    refresh();
}

RoundEndDialog::~RoundEndDialog() = default;

const RoundEnd::Risk *RoundEndDialog::selected() const
{
    const int row = m_ui->riskTable->currentRow();
    return row >= 0 && row < int(m_risks.size()) ? &m_risks[std::size_t(row)] : nullptr;
}

void RoundEndDialog::refresh()
{
    const Encounter::CombatantId was = selected() ? selected()->combatant : 0;
    m_risks = RoundEnd::risks(m_encounter);
    QTableWidget *table = m_ui->riskTable;
    table->setRowCount(int(m_risks.size()));
    int keep = 0;
    for (int row = 0; row < int(m_risks.size()); ++row) {
        const RoundEnd::Risk &risk = m_risks[std::size_t(row)];
        const Encounter::Combatant *c = m_encounter.find(risk.combatant);
        const QString what = risk.rule == risk.becomes
            ? risk.becomes->label
            : tr("%1, then %2").arg(risk.rule->label, risk.becomes->label);
        const QString cells[ColumnCount]
            = {c ? c->name : QString(), c ? QLocale().toString(c->hp) : QString(), what,
                risk.remedy() ? risk.remedy()->label : tr("none in the rules")};
        for (int column = 0; column < ColumnCount; ++column)
            table->setItem(row, column, new QTableWidgetItem(cells[column]));
        if (risk.combatant == was)
            keep = row;
    }
    const qint64 round = m_encounter.state().round;
    if (m_risks.empty()) {
        m_ui->headingLabel->setText(
            tr("No one is at risk any more: round %1 can end.").arg(QLocale().toString(round)));
        m_endButton->setText(tr("End the Round"));
        m_endButton->setDefault(true);
        m_notYet->setDefault(false);
    } else {
        m_ui->headingLabel->setText(
            tr("Round %1 is about to end, and the rules would take %n combatant(s) then. Give "
               "a remedy first, or let the round end.",
                nullptr, int(m_risks.size()))
                .arg(QLocale().toString(round)));
        m_endButton->setText(tr("Let the Round End"));
        // Enter never lets the rules take someone: it stays in the round.
        m_endButton->setDefault(false);
        m_endButton->setAutoDefault(false);
        m_notYet->setDefault(true);
        table->selectRow(keep);
    }
    table->setVisible(!m_risks.empty());
    showSelected();
    // With no one left at risk the question is one line: the dialog shrinks to it.
    if (m_risks.empty()) {
        setMinimumSize(0, 0);
        adjustSize();
    }
}

void RoundEndDialog::showSelected()
{
    const RoundEnd::Risk *risk = selected();
    const Encounter::Combatant *c = risk ? m_encounter.find(risk->combatant) : nullptr;
    m_ui->wordsLabel->setText(risk ? RoundEnd::words(*risk) : QString());
    m_ui->wordsLabel->setVisible(risk != nullptr);
    const Rules::Remedy *remedy = risk ? risk->remedy() : nullptr;
    m_ui->remedyBox->setVisible(remedy != nullptr);
    if (!remedy || !c)
        return;
    m_ui->remedyBox->setTitle(tr("%1 for %2").arg(remedy->label, c->name));
    m_ui->remedyNote->setText(remedy->note);
    m_ui->remedyNote->setVisible(!remedy->note.isEmpty());
    const bool heals = remedy->heal.has_value();
    m_ui->rollButton->setText(
        heals ? tr("&Roll %1").arg(remedy->heal->text()) : tr("&Give %1").arg(remedy->label));
    for (QWidget *w : {static_cast<QWidget *>(m_ui->amountLabel),
             static_cast<QWidget *>(m_ui->amountSpin), static_cast<QWidget *>(m_ui->giveButton)})
        w->setVisible(heals);
}

void RoundEndDialog::giveRemedy(std::optional<qint64> amount)
{
    const RoundEnd::Risk *risk = selected();
    if (!risk)
        return;
    const auto error = m_run(std::make_unique<Encounter::RemedyCommand>(risk->combatant, amount));
    m_ui->problemLabel->setText(error ? *error : QString());
    refresh();
}

} // namespace Fray::Ui
