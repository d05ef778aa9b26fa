// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/rulesets/RulesetsDialog.h"

#include "core/rules/RulesetLibrary.h"
#include "ui/campaign/CampaignController.h"
#include "ui/rulesets/RulesetTableModel.h"
#include "ui_RulesetsDialog.h"

#include <QDesktopServices>
#include <QDir>
#include <QHeaderView>
#include <QUrl>

namespace Fray::Ui {

RulesetsDialog::RulesetsDialog(CampaignController *controller, QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<::Ui::RulesetsDialog>())
    , m_controller(controller)
    , m_model(new RulesetTableModel(this))
{
    m_ui->setupUi(this);
    // A screen reader says the table by the dialog's title (a table takes no name from a label).
    m_ui->table->setAccessibleName(windowTitle());
    m_ui->table->setModel(m_model);
    m_ui->table->horizontalHeader()->setSectionResizeMode(
        RulesetTableModel::Name, QHeaderView::ResizeToContents);
    m_ui->table->horizontalHeader()->setSectionResizeMode(
        RulesetTableModel::Version, QHeaderView::ResizeToContents);
    // Where a ruleset comes from and how it loaded share the rest of the width, so a GM's file
    // of a long name never scrolls the table sideways: its middle gives way, its tooltip whole.
    m_ui->table->horizontalHeader()->setSectionResizeMode(
        RulesetTableModel::Source, QHeaderView::Stretch);
    m_ui->table->horizontalHeader()->setSectionResizeMode(
        RulesetTableModel::Status, QHeaderView::Stretch);
    m_ui->table->setTextElideMode(Qt::ElideMiddle);
    m_ui->table->setWordWrap(false);
    connect(m_ui->table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
        &RulesetsDialog::showProblems);
    connect(m_ui->reload, &QPushButton::clicked, m_controller, &CampaignController::reloadRulesets);
    connect(m_ui->openFolder, &QPushButton::clicked, this, &RulesetsDialog::openFolder);
    connect(m_controller, &CampaignController::rulesetsChanged, this, &RulesetsDialog::refresh);
    m_ui->openFolder->setToolTip(QDir::toNativeSeparators(Rules::RulesetLibrary::userFolder()));
    refresh();
}

RulesetsDialog::~RulesetsDialog() = default;

void RulesetsDialog::refresh()
{
    m_model->setLibrary(m_controller->rulesets());
    const int failed = m_model->failedCount();
    const QString folder = QDir::toNativeSeparators(Rules::RulesetLibrary::userFolder());
    m_ui->summary->setText(failed == 0
            ? tr("Every ruleset loaded. Your own ruleset files go in %1.").arg(folder)
            : tr("%n ruleset file(s) in %1 did not load as written; the problems below say "
                 "where. Fix the file, then Reload.",
                nullptr, failed)
                  .arg(folder));
    if (failed > 0)
        m_ui->table->selectRow(0);
    showProblems();
}

void RulesetsDialog::showProblems()
{
    const QModelIndexList selected = m_ui->table->selectionModel()->selectedRows();
    QStringList lines;
    if (!selected.isEmpty()) {
        lines = selected.front().data(RulesetTableModel::ProblemsRole).toStringList();
    } else {
        for (int row = 0; row < m_model->rowCount(); ++row)
            lines << m_model->index(row, 0).data(RulesetTableModel::ProblemsRole).toStringList();
    }
    m_ui->problems->setPlainText(lines.isEmpty() ? tr("No problems.") : lines.join(u'\n'));
}

void RulesetsDialog::openFolder()
{
    const QString folder = Rules::RulesetLibrary::userFolder();
    QDir().mkpath(folder);
    QDesktopServices::openUrl(QUrl::fromLocalFile(folder));
}

} // namespace Fray::Ui
