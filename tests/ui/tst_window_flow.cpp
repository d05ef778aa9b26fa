// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The window as a GM plays an evening in it (DESIGN 3a), driven through its real widgets and keys:
// the keys act on the combatant whose turn it is unless the GM picked another row since; the
// Attack dialog's target is a standing foe and the odds panel's modifiers belong to their
// attacker; one Undo takes back everything in the order it was done (an import after a turn is
// undone first), Ctrl+Y redoes, and the history survives Fray being killed; Basic Roleplaying
// asks before the round's end takes someone at 0 hit points.

#include "ChildProcess.h"
#include "HermeticTest.h"
#include "TestData.h"
#include "core/encounter/Encounter.h"
#include "core/encounter/InitiativeRoller.h"
#include "core/encounter/commands/EventCommands.h"
#include "core/encounter/commands/HpCommands.h"
#include "core/encounter/commands/RosterCommands.h"
#include "core/encounter/commands/TurnCommands.h"
#include "core/storage/Campaign.h"
#include "core/wandering/EncounterTable.h"
#include "ui/campaign/CampaignController.h"
#include "ui/campaign/ImportController.h"
#include "ui/campaign/ImportPreviewDialog.h"
#include "ui/encounter/AttackDialog.h"
#include "ui/encounter/CombatantTableModel.h"
#include "ui/encounter/EncounterActions.h"
#include "ui/encounter/EncounterSession.h"
#include "ui/encounter/EncounterView.h"
#include "ui/encounter/RoundEndDialog.h"
#include "ui/forms/CombatantEditor.h"
#include "ui/history/CampaignHistory.h"
#include "ui/mainwindow/MainWindow.h"
#include "ui/odds/ModifierToggles.h"
#include "ui/odds/OddsPanel.h"
#include "ui/odds/OddsPresenter.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <csignal>

using Fray::Encounter::Combatant;
using Fray::Encounter::CombatantId;
using Fray::Encounter::TurnCommand;
using Fray::Ui::MainWindow;
using Step = TurnCommand::Step;
using namespace Qt::StringLiterals;

namespace {

// The window the keys go to, as a click makes it. The offscreen platform the tests run on
// activates no window on request (QWidget::activateWindow), so the tests set it; Qt 6.5
// deprecates that for programs, which ask.
void makeActive(QWidget *window)
{
    QT_WARNING_PUSH
    QT_WARNING_DISABLE_DEPRECATED
    QApplication::setActiveWindow(window);
    QT_WARNING_POP
}

Combatant combatant(const QString &name, const QString &side, qint64 hp, qint64 dex)
{
    // Each ruleset's own stats: DEX everywhere, CON and SIZ for Basic Roleplaying (brp()).
    Combatant c;
    c.name = name;
    c.side = side;
    c.maxHp = c.hp = c.startHp = hp;
    c.defence = 14;
    c.stats = {{u"dex"_s, dex}};
    c.attacks.push_back({u"Sword"_s, u"melee"_s, 50, u"1d8"_s, QString(), 0, 1, u"1"_s});
    return c;
}

// Runs `answer` on the next modal dialog of type D once it shows.
template<typename D>
void whenShown(const std::function<void(D *)> &answer)
{
    QTimer::singleShot(0, [answer] {
        for (QWidget *w : QApplication::topLevelWidgets()) {
            if (auto *dialog = qobject_cast<D *>(w); dialog && dialog->isVisible())
                return answer(dialog);
        }
        QFAIL("the dialog did not show");
    });
}

Combatant brp(const QString &name, const QString &side, qint64 hp, qint64 dex)
{
    Combatant c = combatant(name, side, hp, dex);
    c.stats.insert(u"con"_s, 10);
    c.stats.insert(u"siz"_s, 10);
    return c;
}

} // namespace

class TestWindowFlow : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;

    Fray::Ui::EncounterSession *session() const { return m_window->session(); }
    Fray::Encounter::Encounter &encounter() const { return session()->encounter(); }

    CombatantId idOf(const QString &name) const
    {
        const Combatant *c = encounter().findByName(name);
        return c ? c->id : 0;
    }

    // A fight of `ruleset` with these combatants, opened in the window.
    void openFight(const QString &ruleset, const std::vector<Combatant> &combatants)
    {
        const auto id = m_window->campaign()->createEncounter(u"Evening"_s, ruleset);
        QVERIFY(id.ok());
        QVERIFY(m_window->openEncounter(*id));
        for (const Combatant &c : combatants)
            QVERIFY(!session()->run(std::make_unique<Fray::Encounter::AddCombatantsCommand>(c, 1)));
    }

    void press(QKeySequence key)
    {
        // A dialog that closed leaves no window active; the GM's click brings the window back.
        makeActive(m_window.get());
        QWidget *table = m_window->encounterView()->table();
        table->setFocus();
        QTest::keySequence(table, key);
    }

    CombatantId acting() const
    {
        const auto *entry = encounter().actingEntry();
        return entry ? entry->combatant : 0;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(u"FrayTest"_s);
        QCoreApplication::setApplicationName(u"tst_window_flow"_s);
    }

    void init()
    {
        QSettings().clear();
        m_dir = std::make_unique<QTemporaryDir>();
        m_window = std::make_unique<MainWindow>(MainWindow::Start::Empty);
        QVERIFY(m_window->openCampaign(m_dir->filePath(u"evening.fray"_s)));
        m_window->resize(1366, 768);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void cleanup()
    {
        m_window.reset();
        m_dir.reset();
    }

    // Turn after turn the acting row is in full view with the ones acting next below it: the
    // table moves a page at a time, not a row on every turn, so the GM's eye is not dragged.
    void theTableMovesAPageOfTurnsAtATime()
    {
        std::vector<Combatant> goblins;
        for (int i = 0; i < 80; ++i) { // DEX ties go by skill: eighty turns in a round
            goblins.push_back(brp(u"Goblin %1"_s.arg(i + 1), u"foes"_s, 5, 12));
            goblins.back().attacks.front().value = 90 - i;
        }
        openFight(u"basic-roleplaying"_s, goblins);
        QVERIFY(!session()->run(std::make_unique<TurnCommand>(Step::Start)));
        QTableView *table = m_window->encounterView()->table();
        QScrollBar *down = table->verticalScrollBar();
        const int page = table->viewport()->height() / table->rowHeight(0);
        QVERIFY2(page >= 5 && page < 60, qPrintable(QString::number(page)));
        int moves = 0;
        for (int turn = 1; turn < 80; ++turn) {
            const int before = down->value();
            QVERIFY(!session()->run(std::make_unique<TurnCommand>(Step::NextTurn)));
            QCOMPARE(encounter().state().round, 1);
            moves += down->value() != before ? 1 : 0;
            const QModelIndex row = table->selectionModel()->currentIndex();
            const QRect shown = table->visualRect(row);
            QVERIFY2(shown.top() >= 0 && shown.bottom() <= table->viewport()->height(),
                qPrintable(u"turn %1: the acting row is out of view"_s.arg(turn)));
        }
        // 79 turns through pages of `page` rows, each move bringing in a page less the row above.
        QVERIFY2(moves <= 79 / (page - 2) + 1,
            qPrintable(u"the table moved %1 times with %2 rows in view"_s.arg(moves).arg(page)));
    }

    // Aldo's row was picked in the goblin's turn; when the dragon's turn begins, U spends the
    // dragon's breath, not "Aldo has no uses".
    void keysActOnTheActingCombatant()
    {
        Combatant dragon = combatant(u"Dragon"_s, u"foes"_s, 60, 10);
        Fray::Encounter::Use breath;
        breath.name = u"Breath"_s;
        dragon.uses.push_back(breath);
        openFight(u"castles-crusades"_s,
            {combatant(u"Aldo"_s, u"party"_s, 20, 12), combatant(u"Goblin"_s, u"foes"_s, 5, 11),
                dragon});
        QVERIFY(!session()->run(std::make_unique<TurnCommand>(Step::Start)));
        if (acting() == idOf(u"Dragon"_s))
            QVERIFY(!session()->run(std::make_unique<TurnCommand>(Step::NextTurn)));
        m_window->encounterView()->select(idOf(u"Aldo"_s));
        for (int guard = 0; acting() != idOf(u"Dragon"_s) && guard < 6; ++guard)
            QVERIFY(!session()->run(std::make_unique<TurnCommand>(Step::NextTurn)));
        QCOMPARE(acting(), idOf(u"Dragon"_s));
        QCOMPARE(m_window->encounterView()->selectedCombatants(),
            std::vector<CombatantId>{idOf(u"Dragon"_s)});
        press(Qt::Key_U);
        QCOMPARE(encounter().find(idOf(u"Dragon"_s))->uses.front().left, 0);

        // A row the GM picks after the turn began is the one the keys act on.
        m_window->encounterView()->select(idOf(u"Goblin"_s));
        whenShown<QDialog>([](QDialog *d) {
            if (auto *box = d->findChild<QSpinBox *>())
                box->setValue(3);
            d->accept();
        });
        press(Qt::Key_D);
        QCOMPARE(encounter().find(idOf(u"Goblin"_s))->hp, 2);
        QCOMPARE(encounter().find(idOf(u"Dragon"_s))->hp, 60);
    }

    // A refusal in the status bar reads as a sentence, though core words it as a clause.
    void aRefusalReadsAsASentence()
    {
        openFight(u"castles-crusades"_s,
            {combatant(u"Aldo"_s, u"party"_s, 20, 12), combatant(u"Goblin"_s, u"foes"_s, 5, 11)});
        QVERIFY(!session()->run(std::make_unique<TurnCommand>(Step::Start)));
        press(QKeySequence(Qt::CTRL | Qt::Key_Return));
        const QString shown = m_window->statusBar()->currentMessage();
        QVERIFY2(shown.startsWith(u"The fight has already started"_s), qPrintable(shown));
    }

    // The Attack dialog aims at a standing foe: never the attacker's own side, never the fallen.
    void attackDialogAimsAtAStandingFoe()
    {
        openFight(u"castles-crusades"_s,
            {combatant(u"Aldo"_s, u"party"_s, 20, 12), combatant(u"Bors"_s, u"party"_s, 20, 11),
                combatant(u"Goblin 1"_s, u"foes"_s, 5, 3),
                combatant(u"Goblin 2"_s, u"foes"_s, 5, 2)});
        QVERIFY(!session()->run(std::make_unique<Fray::Encounter::DamageCommand>(
            std::vector<CombatantId>{idOf(u"Goblin 1"_s)}, 9)));
        const Fray::Ui::AttackDialog dialog(encounter(), idOf(u"Aldo"_s));
        const auto request = dialog.request();
        QCOMPARE(request.attacker, idOf(u"Aldo"_s));
        QCOMPARE(request.target, idOf(u"Goblin 2"_s));
    }

    // The Attack dialog's modifiers read as the odds panel's do (C&C, 003: cover 1/4 is +2 to
    // the defender's AC; a charge +2 damage, said once).
    void attackDialogModifiersReadAsInThePanel()
    {
        openFight(u"castles-crusades"_s,
            {combatant(u"Aldo"_s, u"party"_s, 20, 12), combatant(u"Goblin"_s, u"foes"_s, 5, 3)});
        const Fray::Ui::AttackDialog dialog(encounter(), idOf(u"Aldo"_s));
        QStringList texts;
        const auto *list = dialog.findChild<QListWidget *>(u"modifierList"_s);
        QVERIFY(list);
        for (int i = 0; i < list->count(); ++i)
            texts << list->item(i)->text();
        QVERIFY2(texts.contains(u"Cover 1/4 (AC +2)"_s), qPrintable(texts.join(u" | "_s)));
        QVERIFY2(texts.contains(u"Charge (+2 damage)"_s), qPrintable(texts.join(u" | "_s)));
        QVERIFY2(texts.contains(u"Flank attack (+1 to hit)"_s), qPrintable(texts.join(u" | "_s)));
        for (const QString &text : std::as_const(texts))
            QVERIFY2(!text.contains(u" \u2014 "_s), qPrintable(text));
    }

    // Sir Bors's flank is his: the odds panel shows Goblin 5 with nothing ticked, and Bors with
    // his flank again.
    void modifiersBelongToTheAttacker()
    {
        openFight(u"castles-crusades"_s,
            {combatant(u"Sir Bors"_s, u"party"_s, 20, 12),
                combatant(u"Goblin 5"_s, u"foes"_s, 5, 3)});
        Fray::Ui::OddsPanel *panel = m_window->oddsPanel();
        auto *attacker = panel->findChild<QComboBox *>(u"attackerCombo"_s);
        auto *toggles = panel->findChild<Fray::Ui::ModifierToggles *>();
        QVERIFY(attacker && toggles);
        attacker->setCurrentIndex(attacker->findText(u"Sir Bors"_s));
        const QString flank = toggles->applicableIds().contains(u"flank"_s)
            ? u"flank"_s
            : toggles->applicableIds().constFirst();
        toggles->setActive(flank, true);
        QCOMPARE(toggles->active().size(), 1u);
        attacker->setCurrentIndex(attacker->findText(u"Goblin 5"_s));
        QVERIFY(toggles->active().empty());
        attacker->setCurrentIndex(attacker->findText(u"Sir Bors"_s));
        QCOMPARE(toggles->active().size(), 1u);
        QCOMPARE(toggles->active().front().id, flank);
    }

    // Old-school's "needed on d20" comes from a matrix Fray does not have: it reads "—" and no
    // odds show until the GM gives it; needed 13, rolls 13 to 20 hit: 8 of 20, 40%.
    void aValueTheGmGivesIsBlankUntilGiven()
    {
        openFight(u"old-school"_s,
            {combatant(u"Aldo"_s, u"party"_s, 20, 12), combatant(u"Orc"_s, u"foes"_s, 9, 3)});
        Fray::Ui::OddsPanel *panel = m_window->oddsPanel();
        panel->findChild<QComboBox *>(u"attackerCombo"_s)->setCurrentIndex(0);
        panel->setTarget(idOf(u"Orc"_s));
        auto *needed = panel->findChild<QSpinBox *>(u"value:needed"_s);
        QVERIFY(needed);
        QCOMPARE(needed->text(), u"\u2014"_s);
        QVERIFY(!panel->presenter()->result());
        QVERIFY2(panel->presenter()->problem().contains(u"Needed on d20"_s),
            qPrintable(panel->presenter()->problem()));
        needed->setValue(13);
        QVERIFY(panel->presenter()->result());
        QCOMPARE(panel->presenter()->result()->pHit, 0.40);
    }

    // Next turn, then an import: Ctrl+Z takes back the import first, then the turn; Ctrl+Y
    // brings the turn back. Edit has one Undo and one Redo.
    void oneUndoTakesBackEverythingInOrder()
    {
        openFight(u"d20-ascending"_s,
            {combatant(u"Aldo"_s, u"party"_s, 20, 12), combatant(u"Orc"_s, u"foes"_s, 9, 3)});
        QVERIFY(!session()->run(std::make_unique<TurnCommand>(Step::Start)));
        QAction *next = m_window->findChild<QAction *>(u"actionNextTurn"_s);
        QVERIFY(next);
        next->trigger();
        const qint64 turnAfterNext = encounter().state().turn;
        auto *import = m_window->findChild<Fray::Ui::ImportController *>();
        auto *preview = import->importFile(
            Fray::Testing::testData() + u"/import/fight-club.xml"_s, u"d20-ascending"_s);
        QVERIFY(preview);
        preview->accept();
        const Fray::Storage::Campaign *campaign = m_window->campaign()->campaign();
        QCOMPARE(campaign->library().count(), 3);

        int undos = 0, redos = 0;
        for (QAction *a : m_window->findChildren<QAction *>()) {
            undos += a->shortcuts().contains(QKeySequence::Undo) ? 1 : 0;
            redos += a->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Y)) ? 1 : 0;
        }
        QCOMPARE(undos, 1);
        QCOMPARE(redos, 1);

        press(QKeySequence::Undo);
        QCOMPARE(campaign->library().count(), 0);
        QCOMPARE(encounter().state().turn, turnAfterNext);
        press(QKeySequence::Undo);
        QVERIFY(encounter().state().turn != turnAfterNext);
        press(QKeySequence(Qt::CTRL | Qt::Key_Y));
        QCOMPARE(encounter().state().turn, turnAfterNext);
        QCOMPARE(campaign->library().count(), 0);
        press(QKeySequence(Qt::CTRL | Qt::Key_Y));
        QCOMPARE(campaign->library().count(), 3);
    }

    // A library edit and a command in another encounter are one history: undoing the command
    // opens its encounter again.
    void undoOpensTheStepsEncounter()
    {
        openFight(u"d20-ascending"_s, {combatant(u"Aldo"_s, u"party"_s, 20, 12)});
        const qint64 first = session()->encounterId();
        QVERIFY(!session()->run(std::make_unique<Fray::Encounter::DamageCommand>(
            std::vector<CombatantId>{idOf(u"Aldo"_s)}, 4)));
        const auto second = m_window->campaign()->createEncounter(u"Later"_s, u"d20-ascending"_s);
        QVERIFY(second.ok());
        QVERIFY(m_window->openEncounter(*second));
        Fray::Library::LibraryEntry goblin;
        goblin.name = goblin.prototype.name = u"Goblin"_s;
        goblin.rulesetId = u"d20-ascending"_s;
        goblin.prototype.maxHp = goblin.prototype.hp = 5;
        QVERIFY(m_window->campaign()->addLibraryEntry(goblin));
        QUndoStack *history = m_window->history()->stack();
        QCOMPARE(history->undoText(), u"Add Goblin to the library"_s);
        history->undo();
        QCOMPARE(m_window->campaign()->campaign()->library().count(), 0);
        QCOMPARE(session()->encounterId(), *second);
        history->undo();
        QCOMPARE(session()->encounterId(), first);
        QCOMPARE(encounter().find(idOf(u"Aldo"_s))->hp, 20);
    }

    // A roll on a wandering-monster table is a step of the one history: undone, the fight it
    // brought goes (and closes); redone, it comes back as it was rolled. A blow struck in it
    // went with it and is not struck again, even though the encounter has its id again.
    void aRollOnATableIsUndoneLikeAnyStep()
    {
        Fray::Library::LibraryEntry goblin;
        goblin.name = goblin.prototype.name = u"Goblin"_s;
        goblin.rulesetId = u"old-school"_s;
        goblin.hitDice = u"1d6"_s;
        goblin.prototype.side = u"foes"_s;
        goblin.prototype.maxHp = goblin.prototype.hp = goblin.prototype.startHp = 4;
        QVERIFY(m_window->campaign()->addLibraryEntry(goblin));
        Fray::Wandering::EncounterTable table;
        table.name = u"Mill"_s;
        table.rulesetId = u"old-school"_s;
        table.die = u"1d6"_s;
        table.rows = {{1, 6, u"3"_s, u"Goblin"_s, QString()}};
        const auto rolled = m_window->campaign()->rollTable(table);
        QVERIFY2(rolled.ok(), rolled.ok() ? "" : qPrintable(rolled.error()));
        const qint64 fight = rolled->encounter;
        QVERIFY(fight != 0);
        QUndoStack *history = m_window->history()->stack();
        QCOMPARE(history->undoText(), u"Roll on Mill: Goblin × 3"_s);
        QVERIFY(m_window->openEncounter(fight));
        const qint64 hpBefore = encounter().state().combatants.front().hp;
        QVERIFY(!session()->run(std::make_unique<Fray::Encounter::DamageCommand>(
            std::vector<CombatantId>{encounter().state().combatants.front().id}, 1)));
        QCOMPARE(history->count(), 3);

        QSignalSpy said(m_window->history(), &Fray::Ui::CampaignHistory::message);
        history->undo(); // the blow
        QCOMPARE(encounter().state().combatants.front().hp, hpBefore);
        history->undo(); // the roll: the fight goes, and closes
        QVERIFY(!session());
        QVERIFY(!m_window->campaign()->campaign()->encounters().idOf(u"Mill"_s));
        QCOMPARE(history->undoText(), u"Add Goblin to the library"_s);
        QCOMPARE(history->count(), 3);
        QCOMPARE(said.size(), 0);

        history->redo(); // the roll again, as rolled
        QCOMPARE(m_window->campaign()->campaign()->encounters().idOf(u"Mill"_s), fight);
        QVERIFY(history->canRedo());
        QAction *redo = m_window->findChild<QAction *>(u"actionRedo"_s);
        QVERIFY(redo && redo->isEnabled());
        history->redo(); // the blow went with the fight it was struck in
        QCOMPARE(said.size(), 1);
        QVERIFY(!history->canRedo());
        QTRY_VERIFY(!redo->isEnabled()); // Edit › Redo no longer offers it
        QCOMPARE(history->undoText(), u"Roll on Mill: Goblin × 3"_s);
        const auto kept = m_window->campaign()->campaign()->encounters().load(fight);
        QVERIFY(kept.ok());
        QCOMPARE(kept->combatants.front().hp, hpBefore);
    }

    // Killed after a turn and a hit: opened again, Edit › Undo still takes back the hit, then
    // the turn.
    void theHistorySurvivesAKill()
    {
        const QString path = m_dir->filePath(u"killed.fray"_s);
        if (Fray::Testing::inChildProcess()) {
            const QString campaign = qEnvironmentVariable("FRAY_HISTORY_CAMPAIGN");
            QVERIFY(m_window->openCampaign(campaign));
            openFight(u"d20-ascending"_s,
                {combatant(u"Aldo"_s, u"party"_s, 20, 12), combatant(u"Orc"_s, u"foes"_s, 9, 3)});
            QVERIFY(!session()->run(std::make_unique<TurnCommand>(Step::Start)));
            QVERIFY(!session()->run(std::make_unique<Fray::Encounter::DamageCommand>(
                std::vector<CombatantId>{idOf(u"Orc"_s)}, 4)));
            ::raise(SIGKILL);
        }
        qputenv("FRAY_HISTORY_CAMPAIGN", path.toUtf8());
        const auto child = Fray::Testing::runCurrentTestInChild();
        QVERIFY2(!child.passed && child.output.contains("crashed"), child.output.constData());

        m_window = std::make_unique<MainWindow>(MainWindow::Start::Empty);
        QVERIFY(m_window->openCampaign(path));
        const auto encounters = m_window->campaign()->campaign()->encounters().list();
        QCOMPARE(encounters.size(), 1u);
        QVERIFY(m_window->openEncounter(encounters.front().id));
        QCOMPARE(encounter().find(idOf(u"Orc"_s))->hp, 5);
        QUndoStack *history = m_window->history()->stack();
        QCOMPARE(history->undoText(), u"Damage Orc by 4"_s);
        history->undo();
        QCOMPARE(encounter().find(idOf(u"Orc"_s))->hp, 9);
        QCOMPARE(history->undoText(), u"Start the fight"_s);
        history->undo();
        QCOMPARE(encounter().state().round, 0);
        history->redo();
        QCOMPARE(encounter().state().round, 1);

        // What the undo wrote is in the campaign: opened again, the orc still has 9.
        m_window = std::make_unique<MainWindow>(MainWindow::Start::Empty);
        QVERIFY(m_window->openCampaign(path));
        QVERIFY(m_window->openEncounter(encounters.front().id));
        QCOMPARE(encounter().find(idOf(u"Orc"_s))->hp, 9);
        QCOMPARE(m_window->history()->stack()->undoText(), u"Start the fight"_s);
    }

    // Reinforcements an event brings take their place in the table's order at once: BRP's
    // DEX ranks, Jack 14, the gate (count 12) and its two guards (DEX 10), the thug 9.
    void reinforcementsTakeTheirPlaceAtOnce_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("turns");
        QTest::addColumn<QStringList>("expected"); // empty: the order the roll gave
        QTest::newRow("brp-gate-at-12-after-jack")
            << u"basic-roleplaying"_s << 12 << 1
            << QStringList{u"Jack"_s, u"Guard 1"_s, u"Guard 2"_s, u"Thug"_s};
        QTest::newRow("brp-gate-at-20-first-of-all")
            << u"basic-roleplaying"_s << 20 << 0
            << QStringList{u"Guard 1"_s, u"Guard 2"_s, u"Jack"_s, u"Thug"_s};
        for (const QString &id :
            {u"castles-crusades"_s, u"old-school"_s, u"spelljammer-d100"_s, u"d20-ascending"_s})
            QTest::addRow("%s-gate-at-5", qPrintable(id)) << id << 5 << 2 << QStringList();
    }
    void reinforcementsTakeTheirPlaceAtOnce()
    {
        QFETCH(QString, ruleset);
        QFETCH(int, count);
        QFETCH(int, turns);
        QFETCH(QStringList, expected);
        const auto make = ruleset == u"basic-roleplaying" ? &brp : &combatant;
        openFight(
            ruleset, {make(u"Jack"_s, u"party"_s, 12, 14), make(u"Thug"_s, u"foes"_s, 12, 9)});
        Fray::Encounter::Event gate;
        gate.name = u"Gate"_s;
        gate.count = count;
        gate.reinforcement = make(u"Guard"_s, u"foes"_s, 10, 10);
        gate.reinforcements = 2;
        QVERIFY(!session()->run(std::make_unique<Fray::Encounter::AddEventCommand>(gate)));
        QVERIFY(!session()->run(std::make_unique<TurnCommand>(Step::Start)));
        QAction *next = m_window->findChild<QAction *>(u"actionNextTurn"_s);
        for (int i = 0; i < turns; ++i)
            next->trigger(); // the gate opens
        QTableView *table = m_window->encounterView()->table();
        const auto shown = [table] {
            QStringList names;
            for (int row = 0; row < table->model()->rowCount(); ++row)
                names << table->model()
                             ->index(row, Fray::Ui::CombatantTableModel::Name)
                             .data()
                             .toString();
            return names;
        };
        // Each combatant by its first entry in the order (events have none).
        const auto ordered = [this] {
            QStringList names;
            for (const auto &entry : encounter().state().order) {
                for (const CombatantId id :
                    Fray::Encounter::InitiativeRoller::members(encounter(), entry)) {
                    if (const Combatant *c = encounter().find(id); c && !names.contains(c->name))
                        names << c->name;
                }
            }
            return names;
        };
        QCOMPARE(encounter().combatants().size(), 4u);
        if (!expected.isEmpty())
            QCOMPARE(ordered(), expected);
        QCOMPARE(shown(), ordered());
        // Taken back and done again, they come back in their place.
        QUndoStack *history = m_window->history()->stack();
        history->undo();
        history->redo();
        QCOMPARE(shown(), ordered());
    }

    // Del in the table removes the selected combatants, and one Ctrl+Z brings them all back;
    // Del in the library's search keeps deleting text.
    void deleteRemovesTheSelectedAndUndoBringsThemBack()
    {
        openFight(u"castles-crusades"_s,
            {combatant(u"Aldo"_s, u"party"_s, 20, 12), combatant(u"Goblin 1"_s, u"foes"_s, 5, 3),
                combatant(u"Goblin 2"_s, u"foes"_s, 5, 2)});
        QTableView *table = m_window->encounterView()->table();
        table->clearSelection();
        for (const QString &name : {u"Goblin 1"_s, u"Goblin 2"_s}) {
            for (int row = 0; row < table->model()->rowCount(); ++row) {
                const QModelIndex index = table->model()->index(row, 0);
                if (table->model()->index(row, Fray::Ui::CombatantTableModel::Name).data() == name)
                    table->selectionModel()->select(
                        index, QItemSelectionModel::Select | QItemSelectionModel::Rows);
            }
        }
        press(QKeySequence::Delete);
        QCOMPARE(encounter().combatants().size(), 1u);
        QCOMPARE(m_window->history()->stack()->undoText(), u"Remove 2 combatant(s)"_s);
        press(QKeySequence::Undo);
        QCOMPARE(encounter().combatants().size(), 3u);

        auto *search = m_window->findChild<QLineEdit *>(u"nameFilter"_s);
        QVERIFY(search);
        search->setText(u"gob"_s);
        search->setFocus();
        search->setCursorPosition(0);
        QTest::keySequence(search, QKeySequence::Delete);
        QCOMPARE(search->text(), u"ob"_s);
        QCOMPARE(encounter().combatants().size(), 3u);
    }

    // The character form: Character puts the entry on the party's side, Member of the party is
    // kept with the entry, and Esc closes the form wherever the focus is.
    void theFormFollowsTheKindAndClosesOnEsc()
    {
        const auto rules = m_window->campaign()->rulesets().find(u"castles-crusades"_s);
        QVERIFY(rules);
        Fray::Ui::CombatantEditor form(
            *rules->ruleset, Fray::Ui::CombatantEditor::Mode::LibraryEntry, m_window.get());
        Fray::Library::LibraryEntry entry;
        entry.name = entry.prototype.name = u"Una"_s;
        entry.kind = u"monster"_s;
        entry.prototype.side = u"foes"_s;
        entry.prototype.maxHp = entry.prototype.hp = 9;
        entry.inParty = true;
        form.setEntry(entry);
        form.open();
        QVERIFY(QTest::qWaitForWindowExposed(&form));
        auto *kind = form.findChild<QComboBox *>(u"kindCombo"_s);
        auto *party = form.findChild<QCheckBox *>(u"partyCheck"_s);
        QVERIFY(kind && party && party->isVisible());
        QVERIFY(party->isChecked());
        kind->setFocus();
        QTest::keyClick(kind, Qt::Key_Up); // Monster -> Character, as the GM picks it
        QCOMPARE(form.entry().kind, u"character"_s);
        QCOMPARE(form.entry().prototype.side, u"party"_s);
        party->setChecked(false);
        QVERIFY(!form.entry().inParty);

        for (const char *field : {"nameEdit", "sideCombo", "notesEdit", "attacksView"}) {
            form.open();
            QVERIFY(QTest::qWaitForWindowExposed(&form));
            auto *widget = form.findChild<QWidget *>(QString::fromLatin1(field));
            QVERIFY2(widget, field);
            makeActive(&form);
            widget->setFocus();
            QWidget *typing = widget->focusProxy() ? widget->focusProxy() : widget;
            if (auto *view = qobject_cast<QAbstractScrollArea *>(widget))
                typing = view->viewport();
            QTest::keyClick(typing, Qt::Key_Escape);
            QVERIFY2(!form.isVisible(), field);
            QCOMPARE(form.result(), int(QDialog::Rejected));
        }
    }

    // End Fight marks the encounter over in the list, as one step Undo takes back; an encounter
    // put away leaves the list until Show put away.
    void endFightMarksTheEncounterOver()
    {
        openFight(u"castles-crusades"_s,
            {combatant(u"Aldo"_s, u"party"_s, 20, 12), combatant(u"Goblin"_s, u"foes"_s, 5, 3)});
        auto *list = m_window->findChild<QListView *>(u"encounterList"_s);
        QVERIFY(list);
        const auto count = [list] { return list->model()->rowCount(); };
        const auto subtitle = [list] {
            return list->model()->rowCount() == 1
                ? list->model()->index(0, 0).data(Qt::UserRole + 2).toString()
                : QString();
        };
        const auto choose = [list] { list->setCurrentIndex(list->model()->index(0, 0)); };
        QCOMPARE(subtitle(), u"Castles & Crusades \u00b7 not started"_s);
        m_window->findChild<QAction *>(u"actionEndFight"_s)->trigger();
        QCOMPARE(subtitle(), u"Castles & Crusades \u00b7 over"_s);
        QCOMPARE(m_window->history()->stack()->undoText(), u"End of the fight: Evening"_s);
        m_window->history()->stack()->undo();
        QCOMPARE(subtitle(), u"Castles & Crusades \u00b7 not started"_s);
        m_window->history()->stack()->redo();
        QCOMPARE(subtitle(), u"Castles & Crusades \u00b7 over"_s);

        choose();
        auto *putAway = m_window->findChild<QPushButton *>(u"archiveButton"_s);
        putAway->click();
        QCOMPARE(count(), 0);
        auto *show = m_window->findChild<QCheckBox *>(u"showArchivedCheck"_s);
        QCOMPARE(show->text(), u"Show put awa&y (1)"_s);
        show->setChecked(true);
        QCOMPARE(subtitle(), u"Castles & Crusades \u00b7 over \u00b7 put away"_s);
        choose();
        QCOMPARE(putAway->text(), u"Bring &Back"_s);
        putAway->click();
        show->setChecked(false);
        QCOMPARE(subtitle(), u"Castles & Crusades \u00b7 over"_s);
    }

    // BRP: Jack at 0 when Next Turn would end the round: the window asks, lists him with the
    // rule's words, and Not Yet leaves him alive in the same round; First Aid of 1 saves him and
    // the round ends; undo takes the First Aid back.
    void basicRoleplayingAsksBeforeTheRoundEnds()
    {
        openFight(u"basic-roleplaying"_s,
            {brp(u"Jack"_s, u"party"_s, 12, 14), brp(u"Thug"_s, u"foes"_s, 12, 9)});
        QVERIFY(!session()->run(std::make_unique<TurnCommand>(Step::Start)));
        QVERIFY(!session()->run(std::make_unique<Fray::Encounter::DamageCommand>(
            std::vector<CombatantId>{idOf(u"Jack"_s)}, 12)));
        QVERIFY(!session()->run(std::make_unique<TurnCommand>(Step::NextTurn)));
        QCOMPARE(acting(), idOf(u"Thug"_s));

        QString listed, words;
        whenShown<Fray::Ui::RoundEndDialog>([&](Fray::Ui::RoundEndDialog *d) {
            auto *table = d->findChild<QTableWidget *>(u"riskTable"_s);
            listed = table && table->rowCount() == 1 ? table->item(0, 0)->text() : QString();
            words = d->findChild<QLabel *>(u"wordsLabel"_s)->text();
            // Enter stays in the round: it never lets the rules take someone.
            QVERIFY(d->findChild<QPushButton *>(u"notYetButton"_s)->isDefault());
            QVERIFY(!d->findChild<QPushButton *>(u"endButton"_s)->isDefault());
            d->findChild<QPushButton *>(u"notYetButton"_s)->click();
        });
        press(Qt::Key_N);
        QCOMPARE(listed, u"Jack"_s);
        QVERIFY2(
            words.contains(u"remains at 0 at the end of the combat round"_s), qPrintable(words));
        QCOMPARE(encounter().state().round, 1);
        QCOMPARE(encounter().find(idOf(u"Jack"_s))->state, u"unconscious"_s);

        whenShown<Fray::Ui::RoundEndDialog>([](Fray::Ui::RoundEndDialog *d) {
            d->findChild<QSpinBox *>(u"amountSpin"_s)->setValue(1);
            d->findChild<QPushButton *>(u"giveButton"_s)->click();
            QVERIFY(!d->anyoneAtRisk());
            QCOMPARE(d->findChild<QPushButton *>(u"endButton"_s)->text(), u"End the Round"_s);
            d->findChild<QPushButton *>(u"endButton"_s)->click();
        });
        press(Qt::Key_N);
        QCOMPARE(encounter().state().round, 2);
        QCOMPARE(encounter().find(idOf(u"Jack"_s))->hp, 1);
        QCOMPARE(encounter().find(idOf(u"Jack"_s))->state, u"unconscious"_s);
        QUndoStack *history = m_window->history()->stack();
        history->undo(); // the round's end
        history->undo(); // the First Aid
        QCOMPARE(encounter().find(idOf(u"Jack"_s))->hp, 0);
        QCOMPARE(encounter().state().round, 1);

        // Letting the round end takes him.
        whenShown<Fray::Ui::RoundEndDialog>([](Fray::Ui::RoundEndDialog *d) {
            d->findChild<QPushButton *>(u"endButton"_s)->click();
        });
        press(Qt::Key_N);
        QCOMPARE(encounter().find(idOf(u"Jack"_s))->state, u"dead"_s);
        QCOMPARE(history->undoText(), u"Let the round end"_s);
    }
};

QTEST_MAIN(TestWindowFlow)
#include "tst_window_flow.moc"
