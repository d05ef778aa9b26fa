// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/commands/RosterCommands.h"
#include "core/library/LibraryEntry.h"

#include <QDockWidget>

#include <memory>

namespace Ui {
class LibraryDock;
}

namespace Fray::Ui {

class CampaignController;
class LibraryModel;

// The campaign's library of characters and monsters: search as you type, filter by ruleset
// and kind, add the chosen entries to the encounter (×N, hit points rolled, averaged or as
// listed), create, edit or delete entries with the character form, and mark the characters of
// the campaign's party.
class LibraryDock : public QDockWidget
{
    Q_OBJECT

public:
    LibraryDock(CampaignController *controller, QWidget *parent = nullptr);
    ~LibraryDock() override;

    // The open encounter's ruleset (empty: none is open): the filter starts there, new entries
    // use it, and entries of another ruleset are not added to the encounter.
    void setRuleset(const QString &id);
    void focusSearch();
    // Adds these entries to the encounter as Add does: the count and hit points chosen here.
    void addEntries(const QList<qint64> &ids);

Q_SIGNALS:
    void addRequested(const Fray::Library::LibraryEntry &entry, qint64 count,
        Fray::Encounter::AddCombatantsCommand::HitPoints mode);
    // The chosen entries' stat blocks are wanted on paper (a PDF).
    void printRequested(const QList<const Fray::Library::LibraryEntry *> &entries);
    void message(const QString &text);

private:
    // Searches again, and refills the ruleset filter (after the campaign changed).
    void refresh();
    void fillRulesets();
    void search();
    void showResults();
    void updateButtons();
    QList<const Library::LibraryEntry *> selectedEntries() const;
    void addSelected();
    void add(const std::vector<Library::LibraryEntry> &entries);
    void newEntry();
    void editEntry();
    void deleteEntries();
    // The chosen entries join the party (checked) or leave it.
    void setPartyMembers(bool members);
    void librarySaved(qint64 id, const QString &text);
    QString rulesetName(const QString &id) const;

    CampaignController *m_controller;
    LibraryModel *m_model;
    std::unique_ptr<::Ui::LibraryDock> m_ui;
    QString m_encounterRuleset;
    QAction *m_printAction = nullptr;
    QAction *m_partyAction = nullptr;
};

} // namespace Fray::Ui
