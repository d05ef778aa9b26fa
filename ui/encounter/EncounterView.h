// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Combatant.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QLineEdit;
class QCheckBox;
class QTableView;

namespace Fray::Ui {

class CombatantFilterModel;
class CombatantTableModel;
class EncounterSession;

// The encounter table with its filter bar. It keeps the acting combatant in view and knows
// which combatants the GM selected.
class EncounterView : public QWidget
{
    Q_OBJECT

public:
    explicit EncounterView(EncounterSession *session, QWidget *parent = nullptr);
    ~EncounterView() override;

    QTableView *table() const { return m_table; }
    CombatantTableModel *model() const { return m_model; }
    CombatantFilterModel *proxy() const { return m_proxy; }

    // The selected combatants, or the current row's when nothing is selected.
    std::vector<Encounter::CombatantId> selectedCombatants() const;
    void select(Encounter::CombatantId id);
    void sortByInitiative();

Q_SIGNALS:
    void message(const QString &text);
    void editRequested(Encounter::CombatantId id);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void keepActingInView();
    // When a turn begins its combatants become the selection, so the keys that act on "the
    // selected" act on the one whose turn it is until the GM picks another row.
    void selectActing();
    void refreshSides();
    void fitColumns();
    void fitToView();
    int contentsWidth(int column) const;
    void showUsesColumn();
    void showDangerColumn();

    EncounterSession *m_session;
    CombatantTableModel *m_model;
    CombatantFilterModel *m_proxy;
    QTableView *m_table;
    QComboBox *m_side;
    QLineEdit *m_search;
    QCheckBox *m_hideOut;
    bool m_fitting = false;
    bool m_columnsByHand = false;
};

} // namespace Fray::Ui
