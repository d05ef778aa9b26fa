// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/EncounterState.h"
#include "core/odds/RuleComparison.h"
#include "core/sim/FightUnderRulesets.h"

#include <QGroupBox>

#include <memory>
#include <optional>

class QComboBox;
class QLabel;
class QPushButton;
class QTableView;

namespace Fray::Ui {

class RuleComparisonModel;
class SimulationRun;

// The odds calculator's Compare with…: the same attack under the ruleset shown (A) and another
// (B, a GM's copy with a house rule, or any), across the chart's range; the open fight simulated
// under each on request; the comparison printed to a PDF.
class RuleComparisonPanel : public QGroupBox
{
    Q_OBJECT

public:
    explicit RuleComparisonPanel(QWidget *parent = nullptr);
    ~RuleComparisonPanel() override;

    struct Range
    {
        QString variable;
        QString title;
        qint64 from = 0;
        qint64 to = 0;
        qint64 step = 1;
        std::optional<qint64> current;
    };

    // The rulesets B may be.
    void setRulesets(std::vector<std::shared_ptr<const Rules::Ruleset>> rulesets);
    // What A is asked: the ruleset, the attack, the target and the chart's range.
    void setSituation(std::shared_ptr<const Rules::Ruleset> a, const Odds::OddsRequest &request,
        const Odds::RuleComparison::Target &target, const Range &range);
    // The open fight, which can be simulated under each (none: the button hides).
    void setFight(std::optional<Encounter::EncounterState> fight);
    // Picks B by its id; false when there is no such ruleset.
    bool compareWith(const QString &rulesetId);
    void simulateFight();
    bool isSimulating() const;
    Expected<int, QString> exportPdf(const QString &path) const;

    RuleComparisonModel *model() const { return m_model; }

private:
    void recompute();
    void choosePdf();

    std::vector<std::shared_ptr<const Rules::Ruleset>> m_rulesets;
    std::shared_ptr<const Rules::Ruleset> m_a;
    Odds::OddsRequest m_request;
    Odds::RuleComparison::Target m_target;
    Range m_range;
    std::optional<Encounter::EncounterState> m_fight;
    std::vector<Sim::FightUnderRulesets::Under> m_fightResult;
    RuleComparisonModel *m_model;
    QComboBox *m_with;
    QLabel *m_legend;
    QTableView *m_table;
    QLabel *m_fightLabel;
    QPushButton *m_simulate;
    QPushButton *m_export;
    SimulationRun *m_run;
};

} // namespace Fray::Ui
