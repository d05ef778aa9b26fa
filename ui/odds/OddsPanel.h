// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/AttackResolver.h"
#include "ui/encounter/CombatantTableModel.h"

#include <QHash>
#include <QPointer>
#include <QTimer>
#include <QWidget>

class QComboBox;
class QFormLayout;
class QGroupBox;
class QSpinBox;
class QSplitter;
class QStackedWidget;
class QAction;

namespace Fray::Ui {

class GivenValueBox;

class AxisCombo;
class ModifierToggles;
class OddsChart;
class OddsTable;
class OddsPresenter;
class OddsSummary;

// "What do I need, and what are my chances?" for the fight in progress: attacker, attack and
// target (by default the acting combatant and its last target), the ruleset's modifiers as
// toggles with the conditions in force locked on, the chart across the varied quantity and the
// numbers beside it. Follows the encounter as it changes.
class OddsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit OddsPanel(QWidget *parent = nullptr);
    ~OddsPanel() override;

    // The encounter's combatants to follow, as the table's model shows them; null shows an
    // empty panel.
    void setModel(const CombatantTableModel *model);
    // An attack was made: its target becomes the attacker's last target.
    void noteAttack(Encounter::CombatantId attacker, Encounter::CombatantId target);

    Encounter::CombatantId attacker() const;
    Encounter::CombatantId target() const;
    void setAttacker(Encounter::CombatantId id);
    void setTarget(Encounter::CombatantId id);
    // The quantity the curve runs across, by variable name.
    void setAxis(const QString &variable);

    OddsPresenter *presenter() const { return m_presenter; }
    ModifierToggles *toggles() const { return m_toggles; }
    OddsChart *chart() const { return m_chart; }
    OddsTable *table() const { return m_table; }
    // View › Odds as Table: the curve as a table a screen reader reads, in the chart's place.
    QAction *tableAction() const { return m_tableAction; }
    OddsSummary *summary() const { return m_summary; }
    // The attack as the panel now asks it.
    Encounter::AttackResolver::Request request() const;

Q_SIGNALS:
    void targetChanged(Encounter::CombatantId target);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void fitNumbers();
    // The model's encounter; null without one.
    const Encounter::Encounter *encounter() const
    {
        return m_model ? &m_model->encounter() : nullptr;
    }
    void rebuildForRuleset();
    void combatantChanged(int row);
    void fillCombatants();
    void fillAttacks();
    void followTurn();
    void recompute();
    // While one lives, recompute() waits: the changes made together (a new fight, another
    // attacker with their target) are computed once, when the last of them ends.
    class Together
    {
    public:
        explicit Together(OddsPanel &panel);
        ~Together();
        Q_DISABLE_COPY_MOVE(Together)

    private:
        OddsPanel &m_panel;
    };
    Encounter::CombatantId defaultTarget(Encounter::CombatantId attacker) const;

    QPointer<const CombatantTableModel> m_model;
    std::shared_ptr<const Rules::Ruleset> m_ruleset;
    OddsPresenter *m_presenter;
    QComboBox *m_attackerCombo;
    QComboBox *m_attackCombo;
    QComboBox *m_targetCombo;
    AxisCombo *m_axisCombo;
    QGroupBox *m_valuesBox;
    QFormLayout *m_valuesLayout;
    QHash<QString, GivenValueBox *> m_values;
    ModifierToggles *m_toggles;
    OddsChart *m_chart;
    OddsTable *m_table;
    QStackedWidget *m_curveStack;
    QAction *m_tableAction;
    OddsSummary *m_summary;
    QSplitter *m_split = nullptr;
    bool m_splitByHand = false;
    QTimer m_fitTimer;
    QHash<Encounter::CombatantId, Encounter::CombatantId> m_lastTarget;
    // Each attacker's ticked modifiers, put back when it attacks again.
    QHash<Encounter::CombatantId, std::vector<Odds::ActiveModifier>> m_situation;
    QList<QMetaObject::Connection> m_connections;
    bool m_filling = false;
    int m_together = 0; // how many Together live
    bool m_recomputeWaits = false;
};

} // namespace Fray::Ui
