// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>
#include <QPointer>

#include <memory>

class QLabel;

namespace Ui {
class MainWindow;
}

namespace Fray::Ui {

class CampaignActions;
class CampaignController;
class CampaignHistory;
class EncounterActions;
class EncounterSession;
class EncounterView;
class EncountersDock;
class EventActions;
class ExportController;
class FightDocks;
class ImportController;
class LibraryDock;
class LogExportController;
class OddsPanel;
class OpenFight;
class FightFollower;
class PartyController;
class PlayerScreens;
class PrintController;
class RulesetsDialog;
class SimulationDialogs;
class MoraleActions;
class UseActions;
class WindowLayout;

// The GM's window: menus, the encounter table, the docks (encounters, library, log, undo
// history) and the status bar. Each dock and dialog is its own class; this one arranges them,
// opens campaigns and encounters, and routes the campaign-wide actions.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    enum class Start { LastCampaign, Empty };

    explicit MainWindow(Start start = Start::LastCampaign, QWidget *parent = nullptr);
    ~MainWindow() override;

    CampaignController *campaign() const { return m_controller; }
    CampaignHistory *history() const { return m_history; }
    EncounterSession *session() const;
    EncounterView *encounterView() const;
    EncounterActions *actions() const { return m_actions; }
    UseActions *useActions() const { return m_useActions; }
    EventActions *eventActions() const { return m_events; }
    OddsPanel *oddsPanel() const;

    // The campaign at `path` (or the last one, or the default one with its samples) and its
    // last encounter.
    void openAtStart(const QString &path = {});
    bool openCampaign(const QString &path);
    bool openEncounter(qint64 id);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    // Encounter › Wandering Monsters.
    void showWandering();
    void setUpActions();
    void setUpDocks();
    void showAbout();
    void showShortcuts();
    void showMessage(const QString &text);
    void closeEncounter();
    void fightChanged(EncounterSession *session, EncounterView *view);
    void updateTitle();
    void updateStatus();
    void newEncounter();
    void showOddsCalculator();
    void showRulesets();
    // Says which ruleset files did not load, and opens the rulesets dialog when any did not.
    void reportRulesetProblems();

    std::unique_ptr<::Ui::MainWindow> m_ui;
    CampaignController *m_controller;
    CampaignHistory *m_history;
    EncounterActions *m_actions;
    UseActions *m_useActions;
    MoraleActions *m_morale;
    EventActions *m_events;
    OpenFight *m_fight;
    FightFollower *m_follower = nullptr;
    EncountersDock *m_encountersDock = nullptr;
    LibraryDock *m_libraryDock = nullptr;
    LogExportController *m_logExport = nullptr;
    FightDocks *m_fightDocks = nullptr;
    PartyController *m_party = nullptr;
    QLabel *m_roundLabel = nullptr;
    PrintController *m_print = nullptr;
    ImportController *m_import = nullptr;
    ExportController *m_export = nullptr;
    CampaignActions *m_campaignActions = nullptr;
    PlayerScreens *m_players;
    QPointer<RulesetsDialog> m_rulesetsDialog;
    WindowLayout *m_layout = nullptr;
    SimulationDialogs *m_simulations = nullptr;
};

} // namespace Fray::Ui
