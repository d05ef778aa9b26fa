// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLineEdit;

namespace Fray::Rules {
class RulesetLibrary;
}

namespace Fray::Ui {

// Encounter › New Encounter: its name and its ruleset in one dialog, and whether the party
// joins it; the ruleset starts at the open fight's, else the one last chosen.
class NewEncounterDialog : public QDialog
{
    Q_OBJECT

public:
    NewEncounterDialog(
        const Rules::RulesetLibrary &rulesets, const QString &preferred, QWidget *parent = nullptr);

    QString name() const;
    QString rulesetId() const;
    // Whether the party's members join the new fight.
    bool bringsParty() const;

private:
    void updateOk();

    QLineEdit *m_name;
    QComboBox *m_ruleset;
    QCheckBox *m_bringParty;
    QDialogButtonBox *m_buttons;
};

} // namespace Fray::Ui
