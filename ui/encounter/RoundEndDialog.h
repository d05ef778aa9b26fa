// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Command.h"
#include "core/encounter/Encounter.h"
#include "core/encounter/RoundEnd.h"

#include <QDialog>

#include <functional>
#include <memory>

namespace Ui {
class RoundEndDialog;
}

class QPushButton;

namespace Fray::Ui {

// Asked before a round ends when the rules would take someone then (BRP's death at 0, C&C's
// bleeding at -9): who, with the rule's own words, and the ruleset's remedy for each (First Aid
// rolled or as rolled at the table, aid). Each remedy is a command of its own, so Undo takes it
// back. Accepting lets the round end: as it is when no one is at risk any more, else with the
// rules taking those still at risk; "Not Yet" stays in the round.
class RoundEndDialog : public QDialog
{
    Q_OBJECT

public:
    // Runs a command through the open encounter: its error, or nothing when it was done.
    using Runner = std::function<std::optional<QString>(std::unique_ptr<Encounter::Command>)>;

    RoundEndDialog(const Encounter::Encounter &encounter, Runner run, QWidget *parent = nullptr);
    ~RoundEndDialog() override;

    // Whether someone is still at risk: accepting then lets the rules take them.
    bool anyoneAtRisk() const { return !m_risks.empty(); }

private:
    void refresh();
    void showSelected();
    void giveRemedy(std::optional<qint64> amount);
    const Encounter::RoundEnd::Risk *selected() const;

    const Encounter::Encounter &m_encounter;
    Runner m_run;
    std::unique_ptr<::Ui::RoundEndDialog> m_ui;
    std::vector<Encounter::RoundEnd::Risk> m_risks;
    QPushButton *m_endButton;
    QPushButton *m_notYet;
};

} // namespace Fray::Ui
