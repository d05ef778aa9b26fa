// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QListView;

namespace Fray::Encounter {
class Encounter;
}

namespace Fray::Ui {

class InitiativeOrderModel;

// One line above the table with the whole initiative order, events in their places
// ("Orc 1 (17) · Lair (count 20) · Aldo (12)"), the acting entry highlighted and kept in view.
// It is shown only while the encounter has events: without them the table's Order column says
// it all.
class OrderStrip : public QWidget
{
    Q_OBJECT

public:
    explicit OrderStrip(const Encounter::Encounter &encounter, QWidget *parent = nullptr);

    InitiativeOrderModel *model() const { return m_model; }
    QListView *list() const { return m_list; }

private:
    void refresh();

    const Encounter::Encounter &m_encounter;
    InitiativeOrderModel *m_model;
    QLabel *m_label;
    QListView *m_list;
};

} // namespace Fray::Ui
