// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/EncounterState.h"
#include "core/rules/Ruleset.h"
#include "core/rules/RulesetLibrary.h"

#include <QDialog>
#include <QHash>

#include <memory>
#include <vector>

class QAbstractButton;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace Fray::Ui {

class AxisCombo;
class ModifierToggles;
class OddsChart;
class OddsPresenter;
class OddsSummary;
class RuleComparisonPanel;

// The odds for any ruleset with every value typed in: for preparing a fight, or for a player
// at the table asking "what do I need?". Needs no encounter.
class OddsCalculatorDialog : public QDialog
{
    Q_OBJECT

public:
    OddsCalculatorDialog(std::vector<std::shared_ptr<const Rules::Ruleset>> rulesets,
        const QString &rulesetId, QWidget *parent = nullptr);
    ~OddsCalculatorDialog() override;

    void setRuleset(const QString &id);
    void setValue(const QString &variable, qint64 value);
    void setDamage(const QString &expression);
    void setTargetHitPoints(qint64 hp); // 0 = not known
    void setAttacksPerRound(qint64 attacks);
    // Opens one, closing itself when closed, over every ruleset of `library` on `current`,
    // starting from the situation `odds` shows when given; null when there is no ruleset.
    static OddsCalculatorDialog *open(const Rules::RulesetLibrary &library, const QString &current,
        const OddsPresenter *odds, QWidget *parent,
        std::optional<Encounter::EncounterState> fight = std::nullopt);
    // The values, modifiers, damage and target of the situation `odds` shows.
    void startFrom(const OddsPresenter &odds);

    OddsPresenter *presenter() const { return m_presenter; }
    ModifierToggles *toggles() const { return m_toggles; }
    OddsChart *chart() const { return m_chart; }
    OddsSummary *summary() const { return m_summary; }
    RuleComparisonPanel *comparison() const { return m_compare; }
    // The open fight, which Compare with… can simulate under each ruleset.
    void setFight(std::optional<Encounter::EncounterState> fight);

private:
    void rebuildInputs();
    void recompute();
    void updateComparison();

    std::vector<std::shared_ptr<const Rules::Ruleset>> m_rulesets;
    std::shared_ptr<const Rules::Ruleset> m_ruleset;
    OddsPresenter *m_presenter;
    QComboBox *m_rulesetCombo;
    QComboBox *m_kindCombo;
    AxisCombo *m_axisCombo;
    QFormLayout *m_inputs;
    QHash<QString, QSpinBox *> m_numbers;
    QHash<QString, QAbstractButton *> m_switches;
    QLineEdit *m_damage;
    QLabel *m_damageError;
    QSpinBox *m_attacks;
    QSpinBox *m_targetHp;
    ModifierToggles *m_toggles;
    OddsChart *m_chart;
    OddsSummary *m_summary;
    RuleComparisonPanel *m_compare;
    bool m_building = false;
};

} // namespace Fray::Ui
