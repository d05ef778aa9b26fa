// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDockWidget>

class QTableView;

namespace Fray::Encounter {
class Encounter;
}

namespace Fray::Ui {

class LuckModel;

// The "Luck" tab beside the log: the open encounter's luck report, one row per combatant that
// rolled attacks, so the GM can tell bad luck from bad odds.
class LuckDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit LuckDock(QWidget *parent = nullptr);

    // The encounter to report on, or nullptr when none is open.
    void setEncounter(const Encounter::Encounter *encounter);
    LuckModel *model() const { return m_model; }

private:
    QTableView *m_view = nullptr;
    LuckModel *m_model = nullptr;
};

} // namespace Fray::Ui
