// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mainwindow/MainWindow.h"

#include "core/AppInfo.h"
#include "core/encounter/InitiativeRoller.h"
#include "core/settings/Settings.h"
#include "ui/campaign/CampaignActions.h"
#include "ui/campaign/CampaignController.h"
#include "ui/campaign/EncountersDock.h"
#include "ui/campaign/ExportController.h"
#include "ui/campaign/ImportController.h"
#include "ui/campaign/NewEncounterDialog.h"
#include "ui/campaign/SharedCampaignStatus.h"
#include "ui/encounter/CombatantTableModel.h"
#include "ui/encounter/EncounterActions.h"
#include "ui/encounter/EncounterSession.h"
#include "ui/encounter/EncounterView.h"
#include "ui/encounter/EventActions.h"
#include "ui/encounter/FightFollower.h"
#include "ui/encounter/LogExportController.h"
#include "ui/encounter/MoraleActions.h"
#include "ui/encounter/OpenFight.h"
#include "ui/encounter/OrderDialog.h"
#include "ui/encounter/UseActions.h"
#include "ui/history/CampaignHistory.h"
#include "ui/library/LibraryDock.h"
#include "ui/mainwindow/FightDocks.h"
#include "ui/mainwindow/ShortcutsDialog.h"
#include "ui/mainwindow/ViewPreferences.h"
#include "ui/mainwindow/WindowLayout.h"
#include "ui/odds/OddsCalculatorDialog.h"
#include "ui/odds/OddsPanel.h"
#include "ui/odds/OddsPresenter.h"
#include "ui/party/PartyController.h"
#include "ui/players/PlayerScreens.h"
#include "ui/rulesets/RulesetsDialog.h"
#include "ui/sheets/PrintController.h"
#include "ui/sim/SimulationDialogs.h"
#include "ui/wandering/WanderingDialog.h"
#include "ui_MainWindow.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QFont>
#include <QInputDialog>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMessageBox>
#include <QStatusBar>
#include <QStyle>
#include <QTableView>
#include <QTimer>
#include <QUndoStack>

namespace Fray::Ui {

namespace {

// The theme's icon, or the style's where the theme has none. The style's icon is made only then:
// making one reads every size of its images.
QIcon icon(const char *theme, QStyle::StandardPixmap fallback)
{
    const QString name = QString::fromLatin1(theme);
    if (QIcon::hasThemeIcon(name))
        return QIcon::fromTheme(name);
    return QApplication::style()->standardIcon(fallback);
}

} // namespace

MainWindow::MainWindow(Start start, QWidget *parent)
    : QMainWindow(parent)
    , m_ui(std::make_unique<::Ui::MainWindow>())
    , m_controller(new CampaignController(this))
    , m_history(new CampaignHistory(m_controller, this))
    , m_fight(new OpenFight(m_controller, this))
{
    m_ui->setupUi(this);
    QFont titleFont = m_ui->emptyTitleLabel->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.6);
    titleFont.setBold(true);
    m_ui->emptyTitleLabel->setFont(titleFont);

    m_actions = new EncounterActions(
        {m_ui->actionRollInitiative, m_ui->actionStart, m_ui->actionNextTurn,
            m_ui->actionPreviousTurn, m_ui->actionNextRound, m_ui->actionHold, m_ui->actionDeclare,
            m_ui->actionAttack, m_ui->actionDamage, m_ui->actionHeal, m_ui->actionCondition,
            m_ui->actionRemoveCondition, m_ui->actionAid, m_ui->actionAddAdHoc,
            m_ui->actionDuplicate, m_ui->actionRemove, m_ui->actionEditCombatant,
            m_ui->actionSurprise, m_ui->actionSortByInitiative, m_ui->actionHideFromPlayers},
        this);
    connect(m_actions, &EncounterActions::message, this, &MainWindow::showMessage);
    m_useActions = new UseActions(m_ui->actionSpendUse, m_ui->actionRestoreUse, this);
    connect(m_useActions, &UseActions::message, this, &MainWindow::showMessage);
    m_morale = new MoraleActions(m_ui->actionMorale, this);
    connect(m_morale, &MoraleActions::message, this, &MainWindow::showMessage);
    m_follower = new FightFollower(
        m_controller, m_ui->actionTakeOverFight, [this] { return session(); },
        [this](qint64 id) { openEncounter(id); }, this);
    connect(m_follower, &FightFollower::message, this, &MainWindow::showMessage);
    m_events = new EventActions(this);
    connect(m_events, &EventActions::message, this, &MainWindow::showMessage);
    m_events->addToMenu(m_ui->menuEncounter, m_ui->actionHideFromPlayers);
    m_print = new PrintController(m_ui->actionPrint, m_ui->actionExportPdf, m_controller, this);
    connect(m_print, &PrintController::message, this, &MainWindow::showMessage);
    m_import = new ImportController(m_controller, this);
    connect(m_import, &ImportController::message, this, &MainWindow::showMessage);
    connect(m_import, &ImportController::encounterImported, this, &MainWindow::openEncounter);
    m_logExport = new LogExportController(m_ui->actionExportLog, this);
    connect(m_logExport, &LogExportController::message, this, &MainWindow::showMessage);
    m_party = new PartyController(m_controller, this);
    connect(m_party, &PartyController::message, this, &MainWindow::showMessage);
    m_export = new ExportController(m_controller, this);
    connect(m_export, &ExportController::message, this, &MainWindow::showMessage);

    m_roundLabel = new QLabel(this);
    m_roundLabel->setObjectName(QStringLiteral("roundLabel"));
    statusBar()->addPermanentWidget(m_roundLabel);
    statusBar()->addPermanentWidget(new SharedCampaignStatus(m_controller, this));
    connect(m_controller, &CampaignController::connectionChanged, this,
        [this](bool, const QString &text) { showMessage(text); });

    m_players = new PlayerScreens(this);
    setUpActions();
    setUpDocks();
    // What works on the open fight takes it up, and lets it go, in this order.
    connect(m_fight, &OpenFight::changed, m_history, &CampaignHistory::setSession);
    connect(m_fight, &OpenFight::changed, m_actions, &EncounterActions::setSession);
    connect(m_fight, &OpenFight::changed, m_useActions, &UseActions::setSession);
    connect(m_fight, &OpenFight::changed, m_morale, &MoraleActions::setSession);
    connect(m_fight, &OpenFight::changed, m_events, &EventActions::setSession);
    connect(m_fight, &OpenFight::changed, m_print, &PrintController::setSession);
    connect(m_fight, &OpenFight::changed, m_party, &PartyController::setSession);
    connect(m_fight, &OpenFight::changed, m_simulations, &SimulationDialogs::setSession);
    connect(m_fight, &OpenFight::changed, m_fightDocks,
        [this](EncounterSession *session, EncounterView *view) {
            m_fightDocks->setSession(session, view ? view->model() : nullptr);
        });
    connect(m_fight, &OpenFight::changed, m_logExport, [this](EncounterSession *session) {
        m_logExport->setEncounter(session ? &session->encounter() : nullptr);
    });
    connect(m_fight, &OpenFight::changed, this, &MainWindow::fightChanged);
    m_layout = new WindowLayout(this);
    m_layout->restore();
    connect(m_controller, &CampaignController::campaignChanged, this, &MainWindow::updateTitle);

    if (start == Start::LastCampaign)
        openAtStart(); // reads the rulesets again, and reports them
    else
        reportRulesetProblems();
    updateTitle();
    updateStatus();
}

void MainWindow::openAtStart(const QString &path)
{
    const QString wanted = path.isEmpty() ? Settings().lastCampaignPath() : path;
    const bool opened = !wanted.isEmpty() && (!path.isEmpty() || QFileInfo::exists(wanted))
        ? openCampaign(wanted)
        : false;
    if (!opened && path.isEmpty()) {
        if (auto error = m_controller->openDefault())
            showMessage(*error);
    }
    if (const Storage::Campaign *campaign = m_controller->campaign()) {
        const std::optional<qint64> lastEncounter = campaign->lastEncounter();
        const auto encounters = campaign->encounters().list();
        if (lastEncounter && std::any_of(encounters.begin(), encounters.end(), [&](const auto &e) {
                return e.id == *lastEncounter;
            }))
            openEncounter(*lastEncounter);
        else if (!encounters.empty())
            openEncounter(encounters.front().id);
    }
    updateTitle();
    updateStatus();
}

EncounterSession *MainWindow::session() const
{
    return m_fight->session();
}

EncounterView *MainWindow::encounterView() const
{
    return m_fight->view();
}

OddsPanel *MainWindow::oddsPanel() const
{
    return m_fightDocks->oddsPanel();
}

MainWindow::~MainWindow()
{
    // The views go before the session whose encounter they show, and the history (a child
    // of the campaign controller, deleted after this window's members) stops calling here.
    closeEncounter();
    disconnect(m_history->stack(), nullptr, this, nullptr);
}

void MainWindow::setUpActions()
{
    const auto set = [](QAction *action, const QKeySequence &key, const QIcon &i = {}) {
        action->setShortcut(key);
        if (!i.isNull())
            action->setIcon(i);
    };
    set(m_ui->actionNewCampaign, QKeySequence());
    set(m_ui->actionOpenCampaign, QKeySequence::Open,
        icon("document-open", QStyle::SP_DialogOpenButton));
    set(m_ui->actionSaveCampaignAs, QKeySequence::SaveAs);
    set(m_ui->actionQuit, QKeySequence::Quit);
    set(m_ui->actionUndo, QKeySequence::Undo, icon("edit-undo", QStyle::SP_ArrowBack));
    // The platform's redo keys, and Ctrl+Shift+Z and Ctrl+Y where they lack them (each key once:
    // a key listed twice is ambiguous to Qt and does nothing; Fray gives Ctrl+Y nothing else).
    QList<QKeySequence> redo = QKeySequence::keyBindings(QKeySequence::Redo);
    for (const QKeySequence &key :
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)}) {
        if (!redo.contains(key))
            redo << key;
    }
    m_ui->actionRedo->setShortcuts(redo);
    m_ui->actionRedo->setIcon(icon("edit-redo", QStyle::SP_ArrowForward));
    set(m_ui->actionEditCombatant, QKeySequence(Qt::CTRL | Qt::Key_E));
    set(m_ui->actionNewEncounter, QKeySequence::New);
    set(m_ui->actionOpenEncounter, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    set(m_ui->actionAddFromLibrary, QKeySequence(Qt::CTRL | Qt::Key_L));
    set(m_ui->actionAddAdHoc, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A),
        icon("list-add", QStyle::SP_FileDialogNewFolder));
    set(m_ui->actionDuplicate, QKeySequence(Qt::CTRL | Qt::Key_D));
    set(m_ui->actionRemove, QKeySequence(Qt::CTRL | Qt::Key_Delete));
    // Ctrl+Shift+S is Save As on most platforms.
    set(m_ui->actionSurprise, QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_S));
    set(m_ui->actionRollInitiative, QKeySequence(Qt::CTRL | Qt::Key_I),
        icon("roll", QStyle::SP_BrowserReload));
    set(m_ui->actionStart, QKeySequence(Qt::CTRL | Qt::Key_Return),
        icon("media-playback-start", QStyle::SP_MediaPlay));
    set(m_ui->actionNextTurn, QKeySequence(Qt::Key_N),
        icon("go-next", QStyle::SP_MediaSkipForward));
    set(m_ui->actionPreviousTurn, QKeySequence(Qt::SHIFT | Qt::Key_N),
        icon("go-previous", QStyle::SP_MediaSkipBackward));
    set(m_ui->actionNextRound, QKeySequence(Qt::CTRL | Qt::Key_R),
        icon("media-seek-forward", QStyle::SP_MediaSeekForward));
    set(m_ui->actionHold, QKeySequence(Qt::Key_W));
    set(m_ui->actionDeclare, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    set(m_ui->actionAttack, QKeySequence(Qt::Key_A),
        icon("crosshairs", QStyle::SP_DialogApplyButton));
    set(m_ui->actionDamage, QKeySequence(Qt::Key_D), icon("list-remove", QStyle::SP_ArrowDown));
    set(m_ui->actionHeal, QKeySequence(Qt::Key_H), icon("list-add", QStyle::SP_ArrowUp));
    set(m_ui->actionCondition, QKeySequence(Qt::Key_C),
        icon("emblem-important", QStyle::SP_MessageBoxWarning));
    set(m_ui->actionRemoveCondition, QKeySequence(Qt::SHIFT | Qt::Key_C));
    set(m_ui->actionAid, QKeySequence(Qt::SHIFT | Qt::Key_A));
    set(m_ui->actionSpendUse, QKeySequence(Qt::Key_U));
    set(m_ui->actionRestoreUse, QKeySequence(Qt::SHIFT | Qt::Key_U));
    set(m_ui->actionSortByInitiative, QKeySequence(Qt::CTRL | Qt::Key_0));
    set(m_ui->actionFullScreen, QKeySequence::FullScreen);
    set(m_ui->actionShortcuts, QKeySequence(Qt::Key_F1));
    set(m_ui->actionPrint, QKeySequence::Print);

    connect(m_ui->actionQuit, &QAction::triggered, this, &QWidget::close);
    m_campaignActions = new CampaignActions(
        {m_ui->actionNewCampaign, m_ui->actionOpenCampaign, m_ui->actionOpenSharedCampaign,
            m_ui->actionSaveCampaignAs, m_ui->actionCopyCampaignToServer,
            m_ui->actionRestoreSamples, m_ui->menuRecent},
        m_controller, [this] { return session() ? session()->encounterId() : 0; }, this);
    connect(m_campaignActions, &CampaignActions::leaving, this, &MainWindow::closeEncounter);
    connect(m_campaignActions, &CampaignActions::savedAs, this, [this](qint64 encounter) {
        if (encounter)
            openEncounter(encounter);
    });
    connect(m_campaignActions, &CampaignActions::message, this, &MainWindow::showMessage);
    connect(m_ui->actionImport, &QAction::triggered, this, [this] {
        m_import->chooseAndImport(session() ? session()->encounter().ruleset().id : QString());
    });
    connect(m_ui->actionExportEncounter, &QAction::triggered, this, [this] {
        m_export->chooseAndExportEncounter(session() ? &session()->encounter().state() : nullptr);
    });
    connect(m_ui->actionExportImprovedInitiative, &QAction::triggered, this,
        [this] { m_export->chooseAndExport(session() ? session()->encounterId() : 0); });
    // One history for everything the GM changes: Edit › Undo and Redo name the step they take.
    QUndoStack *history = m_history->stack();
    const auto followHistory = [this, history] {
        m_ui->actionUndo->setEnabled(history->canUndo());
        m_ui->actionRedo->setEnabled(history->canRedo());
        m_ui->actionUndo->setText(
            history->canUndo() ? tr("&Undo %1").arg(history->undoText()) : tr("&Undo"));
        m_ui->actionRedo->setText(
            history->canRedo() ? tr("&Redo %1").arg(history->redoText()) : tr("&Redo"));
    };
    // The toolbar's buttons say only Undo and Redo, their tooltips the step: a step's name is
    // as long as the GM's words for it and would push the toolbar's last buttons out of reach.
    m_ui->actionUndo->setIconText(tr("Undo"));
    m_ui->actionRedo->setIconText(tr("Redo"));
    connect(history, &QUndoStack::indexChanged, this, followHistory);
    connect(history, &QUndoStack::cleanChanged, this, followHistory);
    connect(history, &QUndoStack::canUndoChanged, this, followHistory);
    connect(history, &QUndoStack::canRedoChanged, this, followHistory);
    followHistory();
    connect(history, &QUndoStack::indexChanged, this, &MainWindow::updateStatus);
    connect(m_history, &CampaignHistory::encounterNeeded, this, &MainWindow::openEncounter);
    connect(m_history, &CampaignHistory::message, this, &MainWindow::showMessage);
    connect(m_ui->actionNewEncounter, &QAction::triggered, this, &MainWindow::newEncounter);
    connect(m_ui->actionOpenEncounter, &QAction::triggered, this, [this] {
        m_encountersDock->show();
        m_encountersDock->raise();
        m_encountersDock->widget()->setFocus();
    });
    connect(m_ui->actionShortcuts, &QAction::triggered, this, &MainWindow::showShortcuts);
    connect(m_ui->actionFullScreen, &QAction::toggled, this, [this](bool on) {
        setWindowState(
            on ? windowState() | Qt::WindowFullScreen : windowState() & ~Qt::WindowFullScreen);
    });
    connect(m_ui->actionAbout, &QAction::triggered, this, &MainWindow::showAbout);
    connect(m_ui->actionAboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
    connect(m_ui->actionUndo, &QAction::triggered, history, &QUndoStack::undo);
    connect(m_ui->actionRedo, &QAction::triggered, history, &QUndoStack::redo);
    connect(m_ui->actionOddsCalculator, &QAction::triggered, this, &MainWindow::showOddsCalculator);
    connect(m_ui->actionWandering, &QAction::triggered, this, &MainWindow::showWandering);
    connect(m_ui->actionOrder, &QAction::triggered, this, [this] {
        if (!session())
            return;
        auto *dialog = new OrderDialog(session(), this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &OrderDialog::message, this, &MainWindow::showMessage);
        dialog->show();
    });
    m_simulations = new SimulationDialogs(m_controller, this);
    connect(m_ui->actionSimulate, &QAction::triggered, m_simulations, &SimulationDialogs::simulate);
    connect(m_ui->actionTune, &QAction::triggered, m_simulations, &SimulationDialogs::tune);
    connect(m_simulations, &SimulationDialogs::printRequested, m_print,
        &PrintController::setSimulation);
    connect(m_simulations, &SimulationDialogs::message, this, &MainWindow::showMessage);
    connect(m_ui->actionPlayersWindow, &QAction::triggered, m_players,
        &PlayerScreens::showPlayersWindow);
    connect(m_ui->actionShare, &QAction::triggered, m_players, &PlayerScreens::showShareDialog);
    m_ui->menuTools->insertAction(m_ui->actionShare, m_players->revealAction());
    connect(m_ui->actionRulesets, &QAction::triggered, this, &MainWindow::showRulesets);
    menuBar()->insertMenu(m_ui->menuView->menuAction(), m_party->menu());
    m_ui->menuEncounter->insertAction(m_ui->actionSimulate, m_party->endFightAction());
    connect(m_controller, &CampaignController::rulesetsChanged, this,
        &MainWindow::reportRulesetProblems);
}

void MainWindow::showWandering()
{
    // A new table is for the open fight's ruleset, else the library's first entry's.
    QString ruleset = session() ? session()->encounter().ruleset().id : QString();
    if (ruleset.isEmpty() && m_controller->campaign()) {
        const auto all = m_controller->campaign()->library().all();
        if (all && !all->empty())
            ruleset = all->front().rulesetId;
    }
    auto *dialog = new WanderingDialog(m_controller, ruleset, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // The fight a roll builds opens, and surprise is offered where the ruleset has a rule.
    connect(dialog, &WanderingDialog::fightBuilt, this, [this, dialog](qint64 id) {
        dialog->accept(); // the rolls are in the new fight's log
        if (openEncounter(id) && session() && session()->encounter().ruleset().surprise)
            m_ui->actionSurprise->trigger();
    });
    dialog->open();
}

void MainWindow::setUpDocks()
{
    m_encountersDock = new EncountersDock(m_controller, this);
    addDockWidget(Qt::LeftDockWidgetArea, m_encountersDock);
    connect(m_encountersDock, &EncountersDock::openRequested, this, &MainWindow::openEncounter);
    connect(m_encountersDock, &EncountersDock::newRequested, this, &MainWindow::newEncounter);
    connect(m_encountersDock, &EncountersDock::message, this, &MainWindow::showMessage);
    const auto closeIfOpen = [this](qint64 id) {
        if (session() && session()->encounterId() == id)
            closeEncounter();
    };
    connect(m_controller, &CampaignController::encounterRemoved, this, closeIfOpen);
    connect(m_controller, &CampaignController::encounterTakenBack, this, closeIfOpen);

    m_libraryDock = new LibraryDock(m_controller, this);
    m_libraryDock->setObjectName(QStringLiteral("libraryDock"));
    addDockWidget(Qt::LeftDockWidgetArea, m_libraryDock);
    connect(
        m_libraryDock, &LibraryDock::addRequested, m_actions, &EncounterActions::addFromLibrary);
    connect(m_libraryDock, &LibraryDock::message, this, &MainWindow::showMessage);
    connect(m_libraryDock, &LibraryDock::printRequested, m_print,
        &PrintController::chooseAndExportLibraryPdf);
    connect(m_ui->actionAddFromLibrary, &QAction::triggered, this, [this] {
        m_libraryDock->show();
        m_libraryDock->raise();
        m_libraryDock->focusSearch();
    });

    m_fightDocks = new FightDocks(this, m_actions, m_players, m_print, m_ui->actionAttack);
    m_fightDocks->setHistory(m_history->stack());

    const QList<QDockWidget *> docks
        = QList<QDockWidget *>{m_encountersDock, m_libraryDock} + m_fightDocks->docks();
    for (QDockWidget *dock : docks)
        m_ui->menuView->addAction(dock->toggleViewAction());
    m_ui->menuView->addAction(m_fightDocks->oddsPanel()->tableAction());
    auto *preferences = new ViewPreferences(m_ui->menuView, this);
    connect(preferences, &ViewPreferences::message, this, &MainWindow::showMessage);
}

bool MainWindow::openCampaign(const QString &path)
{
    return m_campaignActions->open(path);
}

bool MainWindow::openEncounter(qint64 id)
{
    if (auto error = m_fight->open(id, m_ui->centralStack)) {
        showMessage(*error);
        return false;
    }
    return true;
}

// What the window itself shows of the open fight; the rest follows OpenFight on its own.
void MainWindow::fightChanged(EncounterSession *session, EncounterView *view)
{
    m_ui->actionSimulate->setEnabled(session);
    m_ui->actionTune->setEnabled(session);
    m_ui->actionOrder->setEnabled(session);
    m_follower->update();
    if (!session) {
        m_ui->centralStack->setCurrentWidget(m_ui->emptyPage);
        updateTitle();
        updateStatus();
        return;
    }
    const qint64 id = session->encounterId();
    m_ui->centralStack->addWidget(view);
    m_ui->centralStack->setCurrentWidget(view);
    connect(view, &EncounterView::message, this, &MainWindow::showMessage);
    connect(view->model(), &CombatantTableModel::libraryEntriesDropped, m_libraryDock,
        &LibraryDock::addEntries);
    connect(session, &EncounterSession::failed, this, &MainWindow::showMessage);
    // The encounters list says how far each fight has gone, the open one's from the fight.
    const Encounter::Encounter *encounter = &session->encounter();
    connect(encounter, &Encounter::Encounter::roundChanged, m_encountersDock,
        [this, id, encounter] { m_encountersDock->setRound(id, encounter->state().round); });
    connect(encounter, &Encounter::Encounter::turnChanged, this, &MainWindow::updateStatus);
    connect(encounter, &Encounter::Encounter::roundChanged, this, &MainWindow::updateStatus);

    m_libraryDock->setRuleset(encounter->ruleset().id);
    m_encountersDock->setCurrent(id);
    updateTitle();
    updateStatus();
    view->table()->setFocus();
}

void MainWindow::showOddsCalculator()
{
    // It starts from the situation the odds panel shows, for "what if" questions about it.
    OddsPanel *odds = m_fightDocks->oddsPanel();
    const bool situation = session() && odds->presenter()->result();
    if (!OddsCalculatorDialog::open(m_controller->rulesets(),
            session() ? session()->encounter().ruleset().id : QString(),
            situation ? odds->presenter() : nullptr, this,
            session() ? std::optional(session()->encounter().state()) : std::nullopt))
        showMessage(tr("No ruleset is available."));
}

void MainWindow::showRulesets()
{
    if (!m_rulesetsDialog) {
        m_rulesetsDialog = new RulesetsDialog(m_controller, this);
        m_rulesetsDialog->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_rulesetsDialog->show();
    m_rulesetsDialog->raise();
    m_rulesetsDialog->activateWindow();
}

void MainWindow::reportRulesetProblems()
{
    const auto &errors = m_controller->rulesets().errors();
    if (errors.empty())
        return;
    showMessage(tr("%n ruleset file(s) did not load; Tools \u203a Rulesets says why", nullptr,
        int(errors.size())));
    // After the window shows, not in front of an empty screen.
    if (!m_rulesetsDialog || !m_rulesetsDialog->isVisible())
        QMetaObject::invokeMethod(this, &MainWindow::showRulesets, Qt::QueuedConnection);
}

void MainWindow::closeEncounter()
{
    m_fight->close();
}

void MainWindow::updateTitle()
{
    QString title = tr("Fray");
    if (m_controller->campaign())
        title = tr("Fray \u2014 %1").arg(m_controller->displayName());
    if ((m_controller->campaign() && m_controller->campaign()->isReadOnly())
        || (session() && session()->isFollowing()))
        title += tr(" (read-only)");
    if (session())
        title += tr(" \u2014 %1").arg(session()->encounter().state().name);
    // No "unsaved" mark: every change is in the campaign file before it shows, and there is no
    // Save to wait for.
    setWindowTitle(title);
}

void MainWindow::updateStatus()
{
    if (!session()) {
        m_roundLabel->setText(QString());
        return;
    }
    const Encounter::Encounter &e = session()->encounter();
    if (e.state().round == 0) {
        m_roundLabel->setText(
            tr("Not started \u00b7 %n combatant(s)", nullptr, int(e.combatants().size())));
        return;
    }
    const Encounter::InitiativeEntry *acting = e.actingEntry();
    QString who = acting ? Encounter::InitiativeRoller::name(e, *acting) : QString();
    if (who.isEmpty())
        who = tr("no one");
    m_roundLabel->setText(tr("Round %1 \u00b7 %2 acts").arg(e.state().round).arg(who));
}

void MainWindow::showMessage(const QString &text)
{
    // Core's refusals are clauses ("the fight has already started"), written to follow a
    // command's name on a command line; on their own in the status bar they read as sentences.
    // A sentence that begins with an address or a path keeps it as it is written.
    QString sentence = text;
    const QStringView first = QStringView(sentence).left(sentence.indexOf(QLatin1Char(' ')));
    if (!sentence.isEmpty() && !first.contains(QLatin1Char(':'))
        && !first.contains(QLatin1Char('/')))
        sentence[0] = sentence[0].toUpper();
    statusBar()->showMessage(sentence, 8000);
}

void MainWindow::newEncounter()
{
    if (!m_controller->campaign())
        return;
    NewEncounterDialog dialog(m_controller->rulesets(),
        session() ? session()->encounter().ruleset().id : QString(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const auto id = m_controller->createEncounter(dialog.name(), dialog.rulesetId());
    if (!id) {
        showMessage(id.error());
        return;
    }
    if (openEncounter(*id) && dialog.bringsParty())
        m_party->bringParty(true);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    m_layout->save();
    event->accept();
}

void MainWindow::showShortcuts()
{
    ShortcutsDialog dialog(menuBar(), this);
    dialog.exec();
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Fray"),
        tr("<h3>Fray %1</h3>"
           "<p>An encounter manager for tabletop RPG game masters: initiative, rounds, hit "
           "points and conditions under any ruleset, with exact odds to hit.</p>"
           "<p>Licensed under the GNU General Public License, version 3 or later (%2).</p>"
           "<p>Built with Qt %3, running on Qt %4.</p>")
            .arg(AppInfo::version(), AppInfo::licenseName(), QStringLiteral(QT_VERSION_STR),
                QString::fromLatin1(qVersion())));
}

} // namespace Fray::Ui
