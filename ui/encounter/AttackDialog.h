// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/AttackResolver.h"

#include <QDialog>

#include <memory>

class QSpinBox;

namespace Ui {
class AttackDialog;
}

namespace Fray::Ui {

class GivenValueBox;

// Who attacks whom with what, under which modifiers: the Attack action's form, with the exact
// chance shown as the choices change.
class AttackDialog : public QDialog
{
    Q_OBJECT

public:
    AttackDialog(const Encounter::Encounter &encounter, Encounter::CombatantId attacker,
        QWidget *parent = nullptr);
    ~AttackDialog() override;

    Encounter::AttackResolver::Request request() const;
    // Starts from this attack: its attack, target, values and modifiers.
    void setInitial(const Encounter::AttackResolver::Request &request);

private:
    void fillAttacks();
    void updateOdds();

    const Encounter::Encounter &m_encounter;
    std::unique_ptr<::Ui::AttackDialog> m_ui;
    QMap<QString, GivenValueBox *> m_values; // variables the GM gives with the attack
    QMap<QString, qint64> m_modifierValues; // numbers typed for modifiers without one
};

} // namespace Fray::Ui
