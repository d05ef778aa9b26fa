// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/CustomCondition.h"

#include <QDialog>

#include <optional>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace Fray::Rules {
struct Ruleset;
}

namespace Fray::Ui {

// Add Condition › Your Own: a condition the catalogue lacks ("held by a web", "burning oil"),
// with what it does, how many rounds it lasts and, optionally, a reminder that pops while it
// lasts ("save vs. poison" at the start of the holder's turn). What the ruleset cannot carry
// (a to-hit modifier without @mod, damage that is not dice) is said in the dialog, which stays
// open.
class CustomConditionDialog : public QDialog
{
    Q_OBJECT

public:
    CustomConditionDialog(const Rules::Ruleset &ruleset, QWidget *parent = nullptr);

    Encounter::CustomCondition condition() const;
    // Rounds it lasts; none: until removed.
    std::optional<qint64> rounds() const;

    void accept() override;

private:
    void addReminderRows(QFormLayout *form);

    const Rules::Ruleset &m_ruleset;
    QLineEdit *m_name;
    QSpinBox *m_rounds;
    QLineEdit *m_damage;
    QComboBox *m_when;
    QSpinBox *m_toHit;
    QSpinBox *m_defence;
    QCheckBox *m_cannotAct;
    QLineEdit *m_reminder;
    QComboBox *m_reminderWhen;
    QLabel *m_problem;
};

} // namespace Fray::Ui
