// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/wandering/WanderingDialog.h"

#include "core/InputFile.h"
#include "core/i18n/NumberText.h"
#include "core/io/EncounterTableJson.h"
#include "core/wandering/TableText.h"
#include "ui/campaign/CampaignController.h"
#include "ui/forms/GivenValueBox.h"
#include "ui/forms/TableRowButtons.h"
#include "ui/wandering/TableRowModel.h"
#include "ui_WanderingDialog.h"

#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>

namespace Fray::Ui {

using Wandering::EncounterTable;

WanderingDialog::WanderingDialog(
    CampaignController *controller, const QString &rulesetId, QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<::Ui::WanderingDialog>())
    , m_controller(controller)
    , m_rulesetId(rulesetId)
    , m_rows(new TableRowModel(this))
{
    m_ui->setupUi(this);
    // Enter in a field or a cell is the field's, never a button's.
    for (QPushButton *button : findChildren<QPushButton *>())
        button->setAutoDefault(false);
    // A screen reader says the rows by the dialog's title (a table takes no name from a label).
    m_ui->rowsView->setAccessibleName(windowTitle());
    m_ui->rowsView->setModel(m_rows);
    m_ui->rowsView->verticalHeader()->hide();
    m_ui->rowsView->horizontalHeader()->setStretchLastSection(true);
    m_ui->rowsView->horizontalHeader()->setSectionResizeMode(
        TableRowModel::CreatureColumn, QHeaderView::Stretch);
    TableRowButtons::connect(
        m_ui->rowsView, m_ui->addRowButton, m_ui->removeRowButton,
        [this] { return m_rows->addRow(); }, [this](int row) { m_rows->removeTableRow(row); },
        TableRowModel::CreatureColumn, [this] { updateOdds(); });
    connect(m_ui->dieEdit, &QLineEdit::textEdited, m_rows, &TableRowModel::setDie);
    connect(m_rows, &TableRowModel::tableChanged, this, &WanderingDialog::updateOdds);
    connect(m_ui->tableCombo, &QComboBox::activated, this, &WanderingDialog::showTable);
    connect(m_ui->newButton, &QPushButton::clicked, this, &WanderingDialog::newTable);
    connect(m_ui->importButton, &QPushButton::clicked, this, &WanderingDialog::importFile);
    connect(m_ui->deleteButton, &QPushButton::clicked, this, &WanderingDialog::removeCurrent);
    connect(m_ui->saveButton, &QPushButton::clicked, this, &WanderingDialog::save);
    connect(m_ui->rollButton, &QPushButton::clicked, this, &WanderingDialog::roll);
    connect(m_ui->dangerButton, &QPushButton::clicked, this, &WanderingDialog::simulateRows);
    connect(m_ui->closeButton, &QPushButton::clicked, this, &QDialog::accept);
    fillTables(0);
}

WanderingDialog::~WanderingDialog() = default;

EncounterTable WanderingDialog::table() const
{
    EncounterTable t;
    t.name = m_ui->nameEdit->text().trimmed();
    t.die = m_ui->dieEdit->text().trimmed();
    t.rulesetId = m_shownRuleset;
    t.rows = m_rows->tableRows();
    return t;
}

QString WanderingDialog::oddsText() const
{
    return m_ui->oddsLabel->text();
}

QString WanderingDialog::resultText() const
{
    return m_ui->resultLabel->text();
}

void WanderingDialog::fillTables(qint64 select)
{
    m_ui->tableCombo->clear();
    const auto all = m_controller->tables();
    if (!all) {
        m_ui->resultLabel->setText(all.error());
        newTable();
        return;
    }
    int current = -1;
    for (const auto &saved : *all) {
        m_ui->tableCombo->addItem(saved.table.name, saved.id);
        if (saved.id == select
            || (select == 0 && current < 0 && saved.table.rulesetId == m_rulesetId))
            current = m_ui->tableCombo->count() - 1;
    }
    if (current < 0 && m_ui->tableCombo->count() > 0)
        current = 0;
    if (current < 0) {
        newTable();
        return;
    }
    m_ui->tableCombo->setCurrentIndex(current);
    showTable(current);
}

void WanderingDialog::showTable(int index)
{
    const qint64 id = m_ui->tableCombo->itemData(index).toLongLong();
    const auto all = m_controller->tables();
    if (!all)
        return;
    for (const auto &saved : *all) {
        if (saved.id != id)
            continue;
        m_id = id;
        m_shownRuleset = saved.table.rulesetId;
        m_ui->nameEdit->setText(saved.table.name);
        m_ui->dieEdit->setText(saved.table.die);
        m_rows->setTable(saved.table);
    }
    m_ui->deleteButton->setEnabled(true);
    updateOdds();
}

void WanderingDialog::newTable()
{
    m_id = 0;
    m_shownRuleset = m_rulesetId;
    EncounterTable fresh;
    fresh.rulesetId = m_rulesetId;
    fresh.die = QStringLiteral("1d8");
    EncounterTable::Row nothing;
    nothing.from = 1;
    nothing.to = 8;
    fresh.rows = {nothing};
    m_ui->nameEdit->clear();
    m_ui->dieEdit->setText(fresh.die);
    m_rows->setTable(fresh);
    m_ui->deleteButton->setEnabled(false);
    m_ui->tableCombo->setCurrentIndex(-1);
    m_ui->resultLabel->clear();
    updateOdds();
    m_ui->nameEdit->setFocus();
}

void WanderingDialog::showGivenValues(const Rules::Ruleset *ruleset)
{
    while (QLayoutItem *item = m_ui->givenLayout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_given.clear();
    m_givenFor = m_shownRuleset;
    if (!ruleset)
        return;
    for (const Rules::Variable &v : GivenValueBox::simulationNeeds(*ruleset)) {
        auto *box = GivenValueBox::forSimulation(v, this);
        auto *label = new QLabel(tr("%1:").arg(v.label), this);
        label->setBuddy(box);
        m_ui->givenLayout->addWidget(label);
        m_ui->givenLayout->addWidget(box);
        m_given.emplace_back(v.name, box);
    }
}

void WanderingDialog::simulateRows()
{
    Wandering::TableDanger::Options options;
    for (const auto &[name, box] : m_given) {
        if (const auto given = box->given())
            options.values.insert(name, *given);
    }
    QProgressDialog progress(
        tr("Simulating the party against each row…"), tr("Cancel"), 0, 1000, this);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(400);
    const auto danger = m_controller->tableDanger(
        table(), options, [&progress](std::int64_t done, std::int64_t total) {
            progress.setValue(total > 0 ? int(1000 * done / total) : 0);
            return !progress.wasCanceled();
        });
    progress.reset();
    if (!danger) {
        m_ui->resultLabel->setText(
            tr("How deadly each row is was not worked out: %1").arg(danger.error()));
        return;
    }
    m_rows->setDanger(*danger);
    m_ui->resultLabel->setText(
        tr("The Party column says how often the party wins against each row, and how hard the "
           "fight is."));
}

void WanderingDialog::updateOdds()
{
    const Rules::RulesetLibrary::Entry *rules = m_controller->rulesets().find(m_shownRuleset);
    m_ui->rulesetValue->setText(rules ? rules->ruleset->name : m_shownRuleset);
    if (m_givenFor != m_shownRuleset || m_given.empty() != !rules)
        showGivenValues(rules ? rules->ruleset.get() : nullptr);
    const EncounterTable t = table();
    const auto odds = Wandering::EncounterTableOdds::of(t);
    const bool whole = bool(odds);
    m_ui->rollButton->setEnabled(whole && !m_shownRuleset.isEmpty());
    m_ui->dangerButton->setEnabled(whole && rules);
    if (!whole) {
        m_ui->oddsLabel->setText(tr("Not a whole table yet: %1").arg(odds.error()));
        return;
    }
    m_ui->oddsLabel->setText(Wandering::TableText::summary(*odds));
}

bool WanderingDialog::save()
{
    const auto saved = m_controller->saveTable(table(), m_id);
    if (!saved) {
        m_ui->resultLabel->setText(saved.error());
        return false;
    }
    m_ui->resultLabel->setText(tr("Saved %1.").arg(table().name));
    fillTables(*saved);
    return true;
}

void WanderingDialog::roll()
{
    const auto rolled = m_controller->rollTable(table());
    if (!rolled) {
        m_ui->resultLabel->setText(rolled.error());
        return;
    }
    if (rolled->encounter == 0) {
        m_ui->resultLabel->setText(rolled->summary);
        return;
    }
    m_ui->resultLabel->setText(
        tr("%1 — the fight is open; check surprise next.").arg(rolled->summary));
    Q_EMIT fightBuilt(rolled->encounter);
}

void WanderingDialog::importFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import a Wandering-Monster Table"),
        QString(), tr("Wandering-monster tables (*.json)"));
    if (path.isEmpty())
        return;
    const auto bytes = InputFile::read(path);
    if (!bytes) {
        m_ui->resultLabel->setText(tr("%1: %2").arg(path, bytes.error()));
        return;
    }
    const auto read = Io::EncounterTableJson::fromBytes(*bytes);
    if (!read) {
        m_ui->resultLabel->setText(tr("%1: %2").arg(path, read.error().constFirst().toString()));
        return;
    }
    const auto saved = m_controller->saveTable(*read);
    if (!saved) {
        m_ui->resultLabel->setText(saved.error());
        return;
    }
    fillTables(*saved);
}

void WanderingDialog::removeCurrent()
{
    if (m_id == 0)
        return;
    if (QMessageBox::question(this, tr("Delete Table"),
            tr("Delete the table %1? This cannot be undone.").arg(m_ui->nameEdit->text()))
        != QMessageBox::Yes)
        return;
    if (auto error = m_controller->removeTable(m_id)) {
        m_ui->resultLabel->setText(*error);
        return;
    }
    fillTables(0);
}

} // namespace Fray::Ui
