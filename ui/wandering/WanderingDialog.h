// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/wandering/EncounterTable.h"

#include <QDialog>

#include <memory>
#include <utility>
#include <vector>

namespace Ui {
class WanderingDialog;
}

namespace Fray::Rules {
struct Ruleset;
}

namespace Fray::Ui {

class CampaignController;
class GivenValueBox;
class TableRowModel;

// Encounter › Wandering Monsters: the campaign's wandering-monster tables, each edited in the
// form (its name, die and rows, a row's creature a library entry), with the exact chance of each
// row and how many come, updated as the GM types; Save keeps it in the campaign, Roll and Build
// the Fight rolls on it and makes what comes a new encounter at a rolled distance
// (fightBuilt), the rolls in its log; How Deadly? simulates the party against each row.
class WanderingDialog : public QDialog
{
    Q_OBJECT

public:
    // `rulesetId`: a new table's ruleset (the open encounter's).
    WanderingDialog(
        CampaignController *controller, const QString &rulesetId, QWidget *parent = nullptr);
    ~WanderingDialog() override;

    // The table as the form holds it.
    Wandering::EncounterTable table() const;
    TableRowModel *rowModel() const { return m_rows; }
    // What the odds line and the last roll say.
    QString oddsText() const;
    QString resultText() const;

public Q_SLOTS:
    bool save();
    void roll();
    void newTable();
    // How Deadly?: the party simulated against each row, with a progress bar and Cancel.
    void simulateRows();

Q_SIGNALS:
    void fightBuilt(qint64 encounter);

private:
    void fillTables(qint64 select);
    void showTable(int index);
    void updateOdds();
    // A box for each value the shown table's ruleset needs given to simulate (old-school's
    // needed).
    void showGivenValues(const Rules::Ruleset *ruleset);
    void importFile();
    void removeCurrent();

    std::unique_ptr<::Ui::WanderingDialog> m_ui;
    CampaignController *m_controller;
    QString m_rulesetId;
    TableRowModel *m_rows;
    qint64 m_id = 0; // the table shown, 0 for one not yet saved
    QString m_shownRuleset;
    QString m_givenFor; // the ruleset the given values' boxes are for
    std::vector<std::pair<QString, GivenValueBox *>> m_given; // variable, its box
};

} // namespace Fray::Ui
