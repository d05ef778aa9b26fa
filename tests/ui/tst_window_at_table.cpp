// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The window as a GM meets it on a laptop: what matters in the table is in view without
// scrolling sideways, and a typed value the table refuses keeps its editor open with the reason.
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
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using Fray::Ui::CombatantTableModel;
using Fray::Ui::MainWindow;
using namespace Qt::StringLiterals;

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
