// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The window as a GM meets it on a laptop: what matters in the table is in view without
// scrolling sideways, a typed value the table refuses keeps its editor open with the reason, and
// a whole round is played with the keyboard alone.
#include "HermeticTest.h"
#include "core/encounter/Encounter.h"
#include "core/encounter/commands/RosterCommands.h"
#include "core/encounter/commands/TurnCommands.h"
#include "core/settings/Settings.h"
#include "ui/campaign/CampaignController.h"
#include "ui/campaign/EncounterItemDelegate.h"
#include "ui/encounter/CellEditDelegate.h"
#include "ui/encounter/CombatantTableModel.h"
#include "ui/encounter/EncounterSession.h"
#include "ui/encounter/EncounterView.h"
#include "ui/history/CampaignHistory.h"
#include "ui/mainwindow/MainWindow.h"
#include "ui/mainwindow/Theme.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QPointer>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>
#include <QWindow>

#include <functional>
#include <memory>

using Fray::Ui::CombatantTableModel;
using Fray::Ui::MainWindow;
using namespace Qt::StringLiterals;

namespace {

// Types into the next modal dialog (other than `previous`) once it is up, as a GM would. Gives up
// after five seconds, rejecting whatever is open, so a test can fail but never hang.
void onNextDialog(const std::function<void(QWidget *)> &type, QWidget *previous = nullptr)
{
    auto *poll = new QTimer;
    auto waited = std::make_shared<QElapsedTimer>();
    waited->start();
    QPointer<QWidget> before(previous);
    QObject::connect(poll, &QTimer::timeout, poll, [poll, waited, before, type] {
        QWidget *dialog = QApplication::activeModalWidget();
        if (dialog && dialog != before.data() && dialog->isVisible()) {
            poll->deleteLater();
            poll->stop();
            type(dialog);
        } else if (waited->elapsed() > 5000) {
            poll->deleteLater();
            poll->stop();
            if (dialog)
                QMetaObject::invokeMethod(dialog, "reject", Qt::QueuedConnection);
        }
    });
    poll->start(20);
}

// A key pressed as a GM presses it: into the window that has the focus, through the window
// system's path (shortcuts first, then the focused widget).
void press(int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QWindow *window = QGuiApplication::focusWindow();
    QVERIFY2(window, "no window has the keyboard's focus");
    QTest::keyClick(window, Qt::Key(key), modifiers);
}

// Text typed as a GM types it, key by key.
void type(const QString &text)
{
    for (const QChar c : text)
        QTest::keyClick(QGuiApplication::focusWindow(), c.toLatin1());
}

} // namespace

class TestWindowAtTable : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(u"FrayTest"_s);
        QCoreApplication::setApplicationName(u"tst_window_at_table"_s);
    }

    void init()
    {
        QSettings().clear();
        m_dir = std::make_unique<QTemporaryDir>();
        m_window = std::make_unique<MainWindow>(MainWindow::Start::Empty);
        QVERIFY(m_window->openCampaign(m_dir->filePath(u"table.fray"_s)));
        const auto encounter
            = m_window->campaign()->createEncounter(u"Warren"_s, u"castles-crusades"_s);
        QVERIFY(encounter.ok());
        QVERIFY(m_window->openEncounter(*encounter));
        Fray::Encounter::Combatant c;
        c.maxHp = c.hp = c.startHp = 12;
        c.defence = 15;
        c.attacks.push_back({u"Axe"_s, u"melee"_s, 2, u"1d6"_s, QString(), 0, 1, u"1"_s});
        c.notes = u"Carries the warren's only key, hidden in a boot"_s;
        for (const QString &name : {u"Sir Hadrian of the Long March"_s, u"Hobgoblin 1"_s}) {
            c.name = name;
            c.side = name.startsWith(u"Sir"_s) ? u"party"_s : u"foes"_s;
            QVERIFY(!m_window->session()->run(
                std::make_unique<Fray::Encounter::AddCombatantsCommand>(c, 1)));
        }
    }

    void cleanup()
    {
        m_window.reset();
        m_dir.reset();
    }

    // The columns a GM reads in a fight (who, hit points, state, defence) are inside the
    // table's visible area on a first start, without scrolling sideways; the log shows lines.
    void whatMattersIsInViewOnAFirstStart_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("laptop-1366x768") << QSize(1366, 768);
        QTest::newRow("desktop-1920x1080") << QSize(1920, 1080);
    }

    void whatMattersIsInViewOnAFirstStart()
    {
        QFETCH(QSize, size);
        m_window->setWindowState(Qt::WindowNoState);
        m_window->resize(size);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QTableView *table = m_window->encounterView()->table();
        const QRect viewport = table->viewport()->rect();
        const auto inView = [&](int column) {
            const QModelIndex index = table->model()->index(0, column);
            const QRect cell = table->visualRect(index);
            return !table->isColumnHidden(column) && cell.left() >= viewport.left()
                && cell.right() <= viewport.right() && cell.width() > 20;
        };
        // The first start's dock sizes settle once the window has its size.
        QTest::qWait(400);
        for (const int column :
            {CombatantTableModel::Order, CombatantTableModel::Name, CombatantTableModel::Hp,
                CombatantTableModel::State, CombatantTableModel::Defence}) {
            const QString header = table->model()->headerData(column, Qt::Horizontal).toString();
            QVERIFY2(inView(column),
                qPrintable(u"%1 (x %2, width %3) outside the viewport's width %4"_s.arg(header)
                               .arg(table->columnViewportPosition(column))
                               .arg(table->columnWidth(column))
                               .arg(viewport.width())));
        }
        // The log shows at least eight lines of text.
        const auto *log = m_window->findChild<QListView *>(u"logView"_s);
        QVERIFY(log);
        QVERIFY2(log->viewport()->height() >= 8 * log->fontMetrics().height(),
            qPrintable(QString::number(log->viewport()->height())));
    }

    // "abc" in a hit-point cell: the editor stays, with the reason beside it; "-3" then takes
    // three hit points and closes it.
    void refusedTypedValueKeepsTheEditorWithTheReason()
    {
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QTableView *table = m_window->encounterView()->table();
        const QModelIndex hp = table->model()->index(0, CombatantTableModel::Hp);
        const auto id = Fray::Encounter::CombatantId(
            hp.data(CombatantTableModel::CombatantIdRole).toLongLong());
        table->setCurrentIndex(hp);
        table->edit(hp);
        auto *editor = qobject_cast<QLineEdit *>(table->indexWidget(hp));
        QVERIFY(editor);
        editor->selectAll();
        QTest::keyClicks(editor, u"abc"_s);
        QTest::keyClick(editor, Qt::Key_Return);
        QCoreApplication::processEvents();
        QCOMPARE(table->indexWidget(hp), editor);
        QCOMPARE(editor->text(), u"abc"_s);
        const auto *error = table->viewport()->findChild<QLabel *>(u"cellEditError"_s);
        QVERIFY(error);
        QVERIFY(error->isVisible());
        QVERIFY2(error->text().contains(u"-7"_s), qPrintable(error->text()));
        QCOMPARE(m_window->session()->encounter().find(id)->hp, 12);

        editor->selectAll();
        QTest::keyClicks(editor, u"-3"_s);
        QTest::keyClick(editor, Qt::Key_Return);
        QTRY_VERIFY(!table->indexWidget(hp));
        QCOMPARE(m_window->session()->encounter().find(id)->hp, 9);
        QTRY_VERIFY(!table->viewport()->findChild<QLabel *>(u"cellEditError"_s));
    }

    // The Side cell's editor names the sides (the ruleset's, then any other in the fight) and
    // opens on the combatant's; Enter on another moves them there, one step to undo, and a side
    // typed new is taken as typed.
    void theSideCellOffersTheSidesByName()
    {
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QTableView *table = m_window->encounterView()->table();
        const QModelIndex side = table->model()->index(1, CombatantTableModel::Side);
        QCOMPARE(side.data(Qt::EditRole).toString(), u"foes"_s);
        const auto id = Fray::Encounter::CombatantId(
            side.data(CombatantTableModel::CombatantIdRole).toLongLong());
        table->setCurrentIndex(side);
        table->edit(side);
        auto *editor = qobject_cast<QComboBox *>(table->indexWidget(side));
        QVERIFY(editor);
        QCOMPARE(editor->objectName(), u"sideEditor"_s);
        QStringList names;
        for (int i = 0; i < editor->count(); ++i)
            names << editor->itemText(i) + u'=' + editor->itemData(i).toString();
        QCOMPARE(names, (QStringList{u"party=party"_s, u"foes=foes"_s}));
        QCOMPARE(editor->currentData().toString(), u"foes"_s);
        // However narrow the column, the editor and its list show each name whole.
        QVERIFY(editor->width() >= editor->sizeHint().width());
        QVERIFY(editor->view()->minimumWidth() >= editor->view()->sizeHintForColumn(0));

        const int stepsBefore = m_window->history()->stack()->count();
        editor->setCurrentIndex(0);
        QTest::keyClick(editor, Qt::Key_Return);
        QTRY_VERIFY(!table->indexWidget(side));
        QCOMPARE(m_window->session()->encounter().find(id)->side, u"party"_s);
        QCOMPARE(m_window->history()->stack()->count(), stepsBefore + 1);

        table->edit(side);
        editor = qobject_cast<QComboBox *>(table->indexWidget(side));
        QVERIFY(editor);
        editor->setEditText(u"Wolves"_s);
        QTest::keyClick(editor, Qt::Key_Return);
        QTRY_VERIFY(!table->indexWidget(side));
        QCOMPARE(m_window->session()->encounter().find(id)->side, u"Wolves"_s);
        table->edit(side);
        editor = qobject_cast<QComboBox *>(table->indexWidget(side));
        QVERIFY(editor);
        QCOMPARE(editor->findData(u"Wolves"_s), 2); // now a side of the fight
        QCOMPARE(editor->currentText(), u"Wolves"_s);
        QTest::keyClick(editor, Qt::Key_Escape);
    }

    // Escape leaves the cell as it was, the reason going with the editor.
    void escapeLeavesTheCellAsItWas()
    {
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QTableView *table = m_window->encounterView()->table();
        const QModelIndex defence = table->model()->index(0, CombatantTableModel::Defence);
        table->setCurrentIndex(defence);
        table->edit(defence);
        auto *editor = qobject_cast<QLineEdit *>(table->indexWidget(defence));
        QVERIFY(editor);
        editor->selectAll();
        QTest::keyClicks(editor, u"high"_s);
        QTest::keyClick(editor, Qt::Key_Tab);
        QCOMPARE(table->indexWidget(defence), editor);
        QTest::keyClick(editor, Qt::Key_Escape);
        QTRY_VERIFY(!table->indexWidget(defence));
        QTRY_VERIFY(!table->viewport()->findChild<QLabel *>(u"cellEditError"_s));
        QCOMPARE(defence.data(CombatantTableModel::RawValueRole).toLongLong(), 15);
    }

    // While a reminder shows over the table, Esc in an open cell editor cancels the edit and
    // leaves the reminder; Esc in the table itself then dismisses it.
    void escapeInACellEditorLeavesTheReminder()
    {
        Fray::Encounter::Combatant watcher;
        watcher.name = u"Watcher"_s;
        watcher.side = u"foes"_s;
        watcher.maxHp = watcher.hp = watcher.startHp = 5;
        watcher.defence = 12;
        watcher.reminders = {{u"the bell tolls"_s, Fray::Rules::Reminder::When::StartOfRound}};
        QVERIFY(!m_window->session()->run(
            std::make_unique<Fray::Encounter::AddCombatantsCommand>(watcher, 1)));
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QVERIFY(!m_window->session()->run(std::make_unique<Fray::Encounter::TurnCommand>(
            Fray::Encounter::TurnCommand::Step::Start)));
        auto *banner = m_window->findChild<QWidget *>(u"reminderBanner"_s);
        QVERIFY(banner);
        QTRY_VERIFY(banner->isVisible());

        QTableView *table = m_window->encounterView()->table();
        const QModelIndex defence = table->model()->index(0, CombatantTableModel::Defence);
        table->setFocus();
        table->setCurrentIndex(defence);
        table->edit(defence);
        auto *editor = qobject_cast<QLineEdit *>(table->indexWidget(defence));
        QVERIFY(editor);
        QTRY_VERIFY(editor->hasFocus());
        QTest::keyClick(editor, Qt::Key_Escape);
        QTRY_VERIFY(!table->indexWidget(defence));
        QVERIFY(banner->isVisible());

        QTRY_VERIFY(table->hasFocus());
        QTest::keyClick(table, Qt::Key_Escape);
        QTRY_VERIFY(!banner->isVisible());
    }

    // What each theme shows: the GM's choice wins; System is the desktop's look, but where the
    // desktop asks for dark and its palette stays light (a style Qt cannot darken), dark.
    void themeShowsWhatTheGmAndDesktopAsk_data()
    {
        using Look = Fray::Ui::Theme::Look;
        QTest::addColumn<QString>("theme");
        QTest::addColumn<bool>("asksDark");
        QTest::addColumn<bool>("paletteIsDark");
        QTest::addColumn<Look>("look");
        QTest::newRow("dark-is-dark-on-a-light-desktop")
            << u"dark"_s << false << false << Look::Dark;
        QTest::newRow("light-is-light-on-a-dark-desktop")
            << u"light"_s << true << true << Look::Light;
        QTest::newRow("system-on-a-light-desktop") << u"system"_s << false << false << Look::System;
        QTest::newRow("system-on-a-desktop-that-darkens-its-style")
            << u"system"_s << true << true << Look::System;
        QTest::newRow("system-on-a-desktop-that-asks-dark-of-a-light-style")
            << u"system"_s << true << false << Look::Dark;
        QTest::newRow("unknown-reads-as-system") << u"sepia"_s << true << false << Look::Dark;
        QTest::newRow("no-choice-yet-reads-as-system")
            << QString() << false << false << Look::System;
    }

    void themeShowsWhatTheGmAndDesktopAsk()
    {
        using Look = Fray::Ui::Theme::Look;
        QFETCH(QString, theme);
        QFETCH(bool, asksDark);
        QFETCH(bool, paletteIsDark);
        QFETCH(Look, look);
        QCOMPARE(Fray::Ui::Theme::look(theme, asksDark, paletteIsDark), look);
    }

    // A whole round with the keyboard alone: roll initiative, start, attack a target chosen in
    // the dialog with a modifier ticked, damage a foe picked with the arrow keys, give it a
    // condition, next turn. Every step is a key press where the focus is; nothing is clicked.
    void aWholeRoundWithTheKeyboardAlone()
    {
        Fray::Encounter::Combatant extra = m_window->session()->encounter().combatants()[1];
        extra.name = u"Hobgoblin 2"_s;
        QVERIFY(!m_window->session()->run(
            std::make_unique<Fray::Encounter::AddCombatantsCommand>(extra, 1)));
        m_window->resize(1366, 768);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        QTableView *table = m_window->encounterView()->table();
        table->setFocus();
        QTRY_VERIFY(table->hasFocus());
        const Fray::Encounter::Encounter &fight = m_window->session()->encounter();

        press(Qt::Key_I, Qt::ControlModifier);
        QCOMPARE(fight.state().order.size(), std::size_t(3));
        press(Qt::Key_Return, Qt::ControlModifier);
        QCOMPARE(fight.state().round, qint64(1));
        const Fray::Encounter::InitiativeEntry *acting = fight.actingEntry();
        QVERIFY(acting);
        const auto attacker = acting->combatant;

        // Attack: Alt+T to the target, the next one down, Alt+M to the modifiers, Space ticks
        // the first, Return attacks.
        QString chosenTarget;
        bool ticked = false;
        onNextDialog([&](QWidget *dialog) {
            press(Qt::Key_T, Qt::AltModifier);
            auto *target = qobject_cast<QComboBox *>(QApplication::focusWidget());
            if (target) {
                press(Qt::Key_Down);
                chosenTarget = target->currentText();
            }
            press(Qt::Key_M, Qt::AltModifier);
            auto *modifiers = qobject_cast<QListWidget *>(QApplication::focusWidget());
            if (modifiers && modifiers->count() > 0) {
                if (!modifiers->currentItem())
                    press(Qt::Key_Home);
                press(Qt::Key_Space);
                ticked = modifiers->currentItem()->checkState() == Qt::Checked;
            }
            press(Qt::Key_Return);
            if (dialog->isVisible())
                QMetaObject::invokeMethod(dialog, "reject", Qt::QueuedConnection);
        });
        const std::size_t logBefore = fight.state().log.size();
        press(Qt::Key_A);
        QVERIFY2(!chosenTarget.isEmpty(), "Alt+T did not reach the target");
        QVERIFY2(ticked, "Space did not tick a modifier");
        QCOMPARE(fight.state().log.size(), logBefore + 1);
        const QString attackLine = fight.state().log.back().shown();
        QVERIFY2(attackLine.contains(chosenTarget), qPrintable(attackLine));
        QVERIFY2(attackLine.contains(fight.find(attacker)->name), qPrintable(attackLine));

        // Damage: the arrow keys pick a hobgoblin's row, D asks how much, 3 and Return take it.
        // The focus is back on the table once the dialog is gone. (The offscreen screen has no
        // window manager to hand the window its focus back: the test does what one would.)
        const auto backToTheWindow = [this, table] {
            m_window->activateWindow();
            QTRY_VERIFY(QGuiApplication::focusWindow() == m_window->windowHandle());
            QTRY_VERIFY(table->hasFocus());
        };
        backToTheWindow();
        press(Qt::Key_Home, Qt::ControlModifier);
        const auto currentName = [table] {
            return table->currentIndex()
                .siblingAtColumn(CombatantTableModel::Name)
                .data()
                .toString();
        };
        for (int step = 0; step < 3 && !currentName().startsWith(u"Hobgoblin"_s); ++step)
            press(Qt::Key_Down);
        const QString foe = currentName();
        QVERIFY2(foe.startsWith(u"Hobgoblin"_s), qPrintable(foe));
        const auto foeId = Fray::Encounter::CombatantId(
            table->currentIndex().data(CombatantTableModel::CombatantIdRole).toLongLong());
        const qint64 hpBefore = fight.find(foeId)->hp;
        onNextDialog([](QWidget *) {
            press(Qt::Key_A, Qt::ControlModifier);
            type(u"3"_s);
            press(Qt::Key_Return);
        });
        press(Qt::Key_D);
        QCOMPARE(fight.find(foeId)->hp, hpBefore - 3);
        backToTheWindow();

        // A condition: C lists the ruleset's, Return takes the first; if it asks how long, two
        // rounds.
        QPointer<QWidget> list;
        onNextDialog([&list](QWidget *dialog) {
            list = dialog;
            onNextDialog(
                [](QWidget *) {
                    press(Qt::Key_A, Qt::ControlModifier);
                    type(u"2"_s);
                    press(Qt::Key_Return);
                },
                dialog);
            press(Qt::Key_Return);
        });
        press(Qt::Key_C);
        QCOMPARE(fight.find(foeId)->conditions.size(), std::size_t(1));
        QCOMPARE(fight.find(foeId)->conditions.front().id, fight.ruleset().conditions.front().id);
        // The duration question may not have come (a condition that lasts its own rounds): let
        // its waiting end before the next step.
        QTest::qWait(50);
        if (QWidget *open = QApplication::activeModalWidget())
            QMetaObject::invokeMethod(open, "reject");

        // Next turn.
        const qint64 turn = fight.state().turn;
        backToTheWindow();
        press(Qt::Key_N);
        QVERIFY(fight.state().turn != turn);
        QCOMPARE(fight.state().round, qint64(1));
    }

    // View › Theme › Dark darkens the window at once and is remembered; System gives the
    // desktop's colours back. View › Language is remembered for the next start.
    void themeAndLanguageAreTheGmsChoice()
    {
        const QColor before = QApplication::palette().color(QPalette::Window);
        auto *dark = m_window->findChild<QAction *>(u"actionTheme_dark"_s);
        QVERIFY(dark);
        dark->trigger();
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 80);
        QVERIFY(QApplication::palette().color(QPalette::Text).lightness() > 180);
        QCOMPARE(Fray::Settings().theme(), u"dark"_s);
        m_window->findChild<QAction *>(u"actionTheme_system"_s)->trigger();
        QCOMPARE(QApplication::palette().color(QPalette::Window), before);
        QCOMPARE(Fray::Settings().theme(), u"system"_s);
        m_window->findChild<QAction *>(u"actionTheme_light"_s)->trigger();
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() > 180);
        QVERIFY(QApplication::palette().color(QPalette::Text).lightness() < 80);
        m_window->findChild<QAction *>(u"actionTheme_system"_s)->trigger();
        QCOMPARE(QApplication::palette().color(QPalette::Window), before);

        auto *german = m_window->findChild<QAction *>(u"actionLanguage_de"_s);
        QVERIFY(german);
        QCOMPARE(german->text(), u"Deutsch"_s);
        // Each language by its own name, a country's variant with the country.
        const QList<std::pair<QString, QString>> names{{u"es"_s, u"Español"_s},
            {u"fr"_s, u"Français"_s}, {u"pt_BR"_s, u"Português (Brasil)"_s}};
        for (const auto &[code, name] : names) {
            auto *action = m_window->findChild<QAction *>(u"actionLanguage_"_s + code);
            QVERIFY2(action, qPrintable(code));
            QCOMPARE(action->text(), name);
        }
        german->trigger();
        QCOMPARE(Fray::Settings().language(), u"de"_s);
    }

    // The encounters list follows the open fight: "not started", then "round 1".
    void theEncountersListFollowsTheRound()
    {
        auto *list = m_window->findChild<QListView *>(u"encounterList"_s);
        QVERIFY(list);
        const auto subtitle = [list] {
            return list->model()
                ->index(0, 0)
                .data(Fray::Ui::EncounterItemDelegate::SubtitleRole)
                .toString();
        };
        QCOMPARE(subtitle(), u"Castles & Crusades \u00b7 not started"_s);
        QVERIFY(!m_window->session()->run(std::make_unique<Fray::Encounter::TurnCommand>(
            Fray::Encounter::TurnCommand::Step::Start)));
        QTRY_COMPARE(subtitle(), u"Castles & Crusades \u00b7 round 1"_s);
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
};

QTEST_MAIN(TestWindowAtTable)
#include "tst_window_at_table.moc"
