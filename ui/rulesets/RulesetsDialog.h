// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

#include <memory>

namespace Ui {
class RulesetsDialog;
}

namespace Fray::Ui {

class CampaignController;
class RulesetTableModel;

// Tools › Rulesets: every ruleset with its source, version and problems, the folder where a
// GM puts their own, and Reload. Not modal: it opens by itself when a file did not load, and
// the GM can keep it beside the table while fixing the file.
class RulesetsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit RulesetsDialog(CampaignController *controller, QWidget *parent = nullptr);
    ~RulesetsDialog() override;

    const RulesetTableModel *model() const { return m_model; }

private:
    void refresh();
    void showProblems();
    void openFolder();

    std::unique_ptr<::Ui::RulesetsDialog> m_ui;
    CampaignController *m_controller;
    RulesetTableModel *m_model;
};

} // namespace Fray::Ui
