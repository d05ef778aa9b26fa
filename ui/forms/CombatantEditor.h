// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Combatant.h"
#include "core/encounter/commands/RosterCommands.h"
#include "core/library/LibraryEntry.h"
#include "core/rules/Ruleset.h"

#include <QDialog>

#include <memory>

namespace Ui {
class CombatantEditor;
}

namespace Fray::Ui {

// The character and monster form (CombatantEditor.ui): identity, side, hit points (a number or
// dice), defence and armour, the ruleset's own stats with their labels and ranges, attacks with
// each damage expression checked as it is typed, uses with what resets them, reminders with
// when they pop, and notes. A field with a problem says why beside it, and OK stays disabled
// until the whole form is valid; Cancel changes nothing.
class CombatantEditor : public QDialog
{
    Q_OBJECT

public:
    enum class Mode {
        AddToEncounter, // also asks how many and whether hit dice are rolled or averaged
        EditCombatant, // a combatant already in the fight (current hit points shown)
        LibraryEntry, // also kind, tags and hit dice
    };

    CombatantEditor(const Rules::Ruleset &ruleset, Mode mode, QWidget *parent = nullptr);
    ~CombatantEditor() override;

    void setCombatant(const Encounter::Combatant &combatant);
    Encounter::Combatant combatant() const;

    void setEntry(const Library::LibraryEntry &entry);
    Library::LibraryEntry entry() const;

    // AddToEncounter: how many, and how their hit points are set.
    qint64 count() const;
    QString hitDice() const; // empty when hit points are a plain number
    Encounter::AddCombatantsCommand::HitPoints hitPointMode() const;

    // Empty when valid; otherwise the first problem, as shown beside its field.
    QString problem() const;

private:
    void fill(const Encounter::Combatant &combatant, const QString &hitPoints);
    void edited();
    void validate();
    void setUpUses();
    void setUpReminders();
    void listChanged();

    class Private;
    std::unique_ptr<Private> d;
    std::unique_ptr<::Ui::CombatantEditor> m_ui;
};

} // namespace Fray::Ui
