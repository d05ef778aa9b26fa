// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Events in the window: the order strip's model with the event in its place and the acting
// highlight, the acting card on an event's turn, the Add Event dialog's fields and refusals, and
// adding and removing through the Encounter menu, undone and redone. Basic Roleplaying acts by
// DEX rank, so no dice decide the order: Ann 16, Bob 12, Cid 9, and an event at count 12 loses
// the tie to Bob.

#include "HermeticTest.h"
#include "TestRulesets.h"
#include "core/encounter/Encounter.h"
#include "core/encounter/commands/EventCommands.h"
#include "core/encounter/commands/RosterCommands.h"
#include "core/encounter/commands/TurnCommands.h"
#include "core/library/LibraryEntry.h"
#include "ui/campaign/CampaignController.h"
#include "ui/encounter/ActingCard.h"
#include "ui/encounter/CombatantTableModel.h"
#include "ui/encounter/EncounterSession.h"
#include "ui/encounter/EventActions.h"
#include "ui/encounter/EventDialog.h"
#include "ui/encounter/InitiativeOrderModel.h"
#include "ui/encounter/OrderStrip.h"
#include "ui/mainwindow/MainWindow.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

namespace Encounter = Fray::Encounter;
using Fray::Ui::InitiativeOrderModel;
using Step = Encounter::TurnCommand::Step;
using When = Encounter::Event::When;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(Fray::Encounter::Event)

namespace {

Encounter::Combatant ranked(const QString &name, qint64 dex)
{
    Encounter::Combatant c;
    c.name = name;
    c.side = u"foes"_s;
    c.maxHp = c.hp = c.startHp = 12;
    c.stats = {{u"dex"_s, dex}};
    return c;
}

Encounter::Event lair()
{
    Encounter::Event e;
    e.name = u"Lair"_s;
    e.when = When::Count;
    e.count = 12;
    e.every = 1;
    return e;
}

struct Fight
{
    Fight()
        : session(std::make_unique<Encounter::Encounter>(
                      Fray::Testing::rulesetNamed(u"basic-roleplaying"_s)),
            nullptr, 0)
        , table(&session)
    {
        Encounter::Encounter &e = session.encounter();
        std::vector<Encounter::Combatant> all{
            ranked(u"Ann"_s, 16), ranked(u"Bob"_s, 12), ranked(u"Cid"_s, 9)};
        for (auto &c : all)
            c.id = e.takeId();
        e.insertCombatants(0, all);
    }
    QString run(std::unique_ptr<Encounter::Command> command)
    {
        return session.run(std::move(command)).value_or(QString());
    }
    Fray::Ui::EncounterSession session;
    Fray::Ui::CombatantTableModel table;
};

QStringList texts(const QAbstractItemModel &model)
{
    QStringList out;
    for (int row = 0; row < model.rowCount(); ++row)
        out << model.index(row, 0).data().toString();
    return out;
}

int actingRow(const QAbstractItemModel &model)
{
    int acting = -1;
    for (int row = 0; row < model.rowCount(); ++row) {
        if (model.index(row, 0).data(InitiativeOrderModel::ActingRole).toBool()) {
            if (acting >= 0)
                return -2; // two acting: wrong
            acting = row;
        }
    }
    return acting;
}

} // namespace

class TestEventsWindow : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(u"FrayTest"_s);
        QCoreApplication::setApplicationName(u"tst_events_window"_s);
    }

    void init() { m_fight = std::make_unique<Fight>(); }
    void cleanup() { m_fight.reset(); }

    // Before the fight the strip lists the events planned; once it starts, the whole order with
    // the event after Bob (it loses the tie at 12), and the highlight follows the turn onto it.
    void orderShowsTheEventInItsPlaceAndWhenItActs()
    {
        InitiativeOrderModel model(m_fight->session.encounter());
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QCOMPARE(model.rowCount(), 0);

        QCOMPARE(m_fight->run(std::make_unique<Encounter::AddEventCommand>(lair())), QString());
        QVERIFY(model.planned());
        QCOMPARE(texts(model), QStringList{u"Lair (count 12, every round from round 1)"_s});
        QCOMPARE(actingRow(model), -1);

        QCOMPARE(m_fight->run(std::make_unique<Encounter::TurnCommand>(Step::Start)), QString());
        QVERIFY(!model.planned());
        QVERIFY(resets.count() >= 2);
        QCOMPARE(texts(model),
            (QStringList{u"Ann (16)"_s, u"Bob (12)"_s, u"Lair (count 12)"_s, u"Cid (9)"_s}));
        QCOMPARE(actingRow(model), 0);
        const QModelIndex lairRow = model.index(2, 0);
        QVERIFY(lairRow.data(InitiativeOrderModel::EventIdRole).toLongLong() > 0);
        QCOMPARE(lairRow.data(InitiativeOrderModel::CombatantIdRole).toLongLong(), 0);
        QVERIFY(lairRow.data(Qt::FontRole).value<QFont>().italic());

        changed.clear();
        QCOMPARE(m_fight->run(std::make_unique<Encounter::TurnCommand>(Step::NextTurn)), QString());
        QCOMPARE(m_fight->run(std::make_unique<Encounter::TurnCommand>(Step::NextTurn)), QString());
        QCOMPARE(actingRow(model), 2);
        QVERIFY(lairRow.data(Qt::FontRole).value<QFont>().bold());
        QVERIFY(lairRow.data(Qt::BackgroundRole).isValid());
        QVERIFY(changed.count() >= 2);

        // Undone back to Bob, the highlight goes back with it.
        m_fight->session.undoStack()->undo();
        QCOMPARE(actingRow(model), 1);
    }

    // The strip is there only while the encounter has events.
    void stripShowsOnlyWithEvents()
    {
        QWidget window; // a child, so showing it opens no window of its own
        Fray::Ui::OrderStrip strip(m_fight->session.encounter(), &window);
        QVERIFY(strip.isHidden());
        QCOMPARE(m_fight->run(std::make_unique<Encounter::AddEventCommand>(lair())), QString());
        QVERIFY(!strip.isHidden());
        m_fight->session.undoStack()->undo();
        QVERIFY(strip.isHidden());
    }

    // A short order's entries are each as wide as their text; in an order of hundreds they all
    // take one width, so the strip places them without measuring each one on every turn.
    void aLongOrderTakesOneWidthPerEntry()
    {
        QWidget window;
        window.resize(1366, 100);
        Fray::Ui::OrderStrip strip(m_fight->session.encounter(), &window);
        strip.resize(1366, strip.sizeHint().height());
        Encounter::Encounter &e = m_fight->session.encounter();
        Encounter::Combatant aldous = ranked(u"Sir Aldous the Very Long-Named"_s, 14);
        aldous.id = e.takeId();
        e.insertCombatants(3, {aldous});
        QCOMPARE(m_fight->run(std::make_unique<Encounter::AddEventCommand>(lair())), QString());
        QCOMPARE(m_fight->run(std::make_unique<Encounter::TurnCommand>(Step::Start)), QString());
        window.show();
        QListView *list = strip.list();
        const auto widths = [&] {
            QSet<int> seen;
            for (int row = 0; row < list->model()->rowCount(); ++row)
                seen.insert(list->visualRect(list->model()->index(row, 0)).width());
            return seen;
        };
        QVERIFY2(widths().size() > 1, "a short order's entries take their own widths");

        QCOMPARE(m_fight->run(std::make_unique<Encounter::AddCombatantsCommand>(
                     ranked(u"Goblin"_s, 10), 300)),
            QString());
        QCOMPARE(
            m_fight->run(std::make_unique<Encounter::TurnCommand>(Step::NextRound)), QString());
        QVERIFY(list->model()->rowCount() > 300);
        QCOMPARE(widths().size(), 1);
    }

    // Turn by turn the acting entry is always in full view, and the strip moves only when it would
    // leave: then the entry before it comes in at the left. The strip moves once a line of turns,
    // as the table does once a page.
    void theStripMovesALineOfTurnsAtATime()
    {
        QWidget window;
        window.resize(800, 100);
        Fray::Ui::OrderStrip strip(m_fight->session.encounter(), &window);
        strip.resize(800, strip.sizeHint().height());
        QCOMPARE(m_fight->run(std::make_unique<Encounter::AddCombatantsCommand>(
                     ranked(u"Goblin"_s, 10), 300)),
            QString());
        QCOMPARE(m_fight->run(std::make_unique<Encounter::AddEventCommand>(lair())), QString());
        QCOMPARE(m_fight->run(std::make_unique<Encounter::TurnCommand>(Step::Start)), QString());
        window.show();
        QListView *list = strip.list();
        QApplication::processEvents();
        const auto entryAt
            = [&](int row) { return list->visualRect(list->model()->index(row, 0)); };
        const QRect shown = list->viewport()->rect();
        const int perLine = shown.width() / entryAt(0).width();
        QVERIFY2(perLine >= 3, "room for a few entries in the strip");

        int moves = 0;
        int offset = list->horizontalScrollBar()->value();
        const int turns = 4 * perLine;
        for (int turn = 1; turn <= turns; ++turn) {
            QCOMPARE(
                m_fight->run(std::make_unique<Encounter::TurnCommand>(Step::NextTurn)), QString());
            QApplication::processEvents();
            const int acting = int(m_fight->session.encounter().state().turn);
            const QRect entry = entryAt(acting);
            QVERIFY2(entry.left() >= shown.left() && entry.right() <= shown.right(),
                qPrintable(u"turn %1: the acting entry is out of view"_s.arg(turn)));
            if (list->horizontalScrollBar()->value() != offset) {
                ++moves;
                offset = list->horizontalScrollBar()->value();
                // Moved: the entry before the acting one is the first in view.
                QCOMPARE(list->indexAt(QPoint(1, shown.center().y())).row(), acting - 1);
            }
        }
        QVERIFY2(moves >= 3 && moves <= turns / (perLine - 2) + 1,
            qPrintable(
                u"%1 moves in %2 turns, %3 entries in view"_s.arg(moves).arg(turns).arg(perLine)));
    }

    // On the event's turn the card names it, says when it acts, its note, roll and who arrives,
    // and what it did this round: its log line and the arrivals joining; no Attack button.
    void actingCardShowsTheActingEvent()
    {
        Encounter::Event event = lair();
        event.note = u"The roof shakes"_s;
        event.roll = u"1d6"_s;
        event.reinforcement = ranked(u"Goblin"_s, 10);
        event.reinforcements = 2;
        QCOMPARE(m_fight->run(std::make_unique<Encounter::AddEventCommand>(event)), QString());
        QCOMPARE(m_fight->run(std::make_unique<Encounter::TurnCommand>(Step::Start)), QString());
        QAction attack(u"Attack"_s);
        Fray::Ui::ActingCard card(&attack);
        card.setModel(&m_fight->table);
        QCOMPARE(card.lines().first(), u"Ann"_s);

        for (int i = 0; i < 2; ++i)
            QCOMPARE(
                m_fight->run(std::make_unique<Encounter::TurnCommand>(Step::NextTurn)), QString());
        QApplication::processEvents();
        const QStringList lines = card.lines();
        const QString all = lines.join(u'\n');
        QCOMPARE(lines.value(0), u"Lair"_s);
        QCOMPARE(lines.value(1), u"When count 12, every round from round 1"_s);
        QCOMPARE(lines.value(2), u"Note The roof shakes"_s);
        QCOMPARE(lines.value(3), u"Roll 1d6"_s);
        QCOMPARE(lines.value(4), u"Arriving 2 \u00d7 Goblin"_s);
        QVERIFY2(lines.value(5).startsWith(u"This round Lair: The roof shakes \u2014 "_s),
            qPrintable(all));
        QVERIFY2(all.contains(u"Joining the order after Lair"_s), qPrintable(all));
        QVERIFY2(!all.contains(u"Nobody is acting"_s), qPrintable(all));
        QVERIFY(card.findChild<QToolButton *>()->isHidden());
    }

    // The dialog's fields make the event; what the fields leave out stays out.
    void dialogMakesTheEvent_data()
    {
        QTest::addColumn<int>("when");
        QTest::addColumn<int>("repeat");
        QTest::addColumn<QString>("roll");
        QTest::addColumn<int>("arriving");
        QTest::addColumn<Encounter::Event>("expected");
        Encounter::Event countEveryRound = lair();
        countEveryRound.firstRound = 2;
        countEveryRound.note = u"Rocks fall"_s;
        QTest::newRow("count-12-every-round-from-round-2")
            << 0 << 1 << QString() << 0 << countEveryRound;
        Encounter::Event topOnce = countEveryRound;
        topOnce.when = When::TopOfRound;
        topOnce.count = 0; // a count means nothing at the top of the round
        topOnce.every = 0;
        topOnce.roll = u"2d6"_s;
        QTest::newRow("top-of-the-round-once-with-a-roll") << 1 << 0 << u"2d6"_s << 0 << topOnce;
        Encounter::Event endEvery3 = topOnce;
        endEvery3.when = When::EndOfRound;
        endEvery3.every = 3;
        endEvery3.roll.clear();
        endEvery3.reinforcement = ranked(u"Goblin"_s, 10);
        endEvery3.reinforcements = 4;
        QTest::newRow("end-of-the-round-every-3-with-4-goblins")
            << 2 << 2 << QString() << 1 << endEvery3;
    }

    void dialogMakesTheEvent()
    {
        QFETCH(int, when);
        QFETCH(int, repeat);
        QFETCH(QString, roll);
        QFETCH(int, arriving);
        QFETCH(Encounter::Event, expected);
        Fray::Library::LibraryEntry goblin;
        goblin.name = u"Goblin"_s;
        goblin.rulesetId = u"basic-roleplaying"_s;
        goblin.prototype = ranked(u"Goblin"_s, 10);
        Fray::Ui::EventDialog dialog(m_fight->session.encounter(), {goblin});
        dialog.findChild<QLineEdit *>(u"nameEdit"_s)->setText(u"  Lair "_s);
        dialog.findChild<QComboBox *>(u"whenCombo"_s)->setCurrentIndex(when);
        dialog.findChild<QSpinBox *>(u"countSpin"_s)->setValue(12);
        dialog.findChild<QSpinBox *>(u"firstRoundSpin"_s)->setValue(2);
        dialog.findChild<QComboBox *>(u"repeatCombo"_s)->setCurrentIndex(repeat);
        dialog.findChild<QSpinBox *>(u"everySpin"_s)->setValue(3);
        dialog.findChild<QLineEdit *>(u"noteEdit"_s)->setText(u"Rocks fall"_s);
        dialog.findChild<QLineEdit *>(u"rollEdit"_s)->setText(roll);
        dialog.findChild<QComboBox *>(u"arrivingCombo"_s)->setCurrentIndex(arriving);
        dialog.findChild<QSpinBox *>(u"arrivingSpin"_s)->setValue(4);
        QCOMPARE(dialog.problems(), QStringList());
        QVERIFY(dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled());
        QCOMPARE(dialog.event(), expected);
    }

    // What the encounter would refuse is said in the dialog and OK stays off: no name, a name
    // another event has, dice the parser refuses (its error under the field).
    void dialogRefuses_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("roll");
        QTest::addColumn<QString>("problem");
        QTest::addColumn<QString>("rollError");
        QTest::newRow("no-name") << u" "_s << QString() << u"an event needs a name"_s << QString();
        QTest::newRow("name-taken-in-any-case")
            << u"LAIR"_s << QString() << u"Another event is already called LAIR."_s << QString();
        QTest::newRow("roll-not-dice") << u"Rockfall"_s << u"2d"_s << QString() << u"2d"_s;
    }

    void dialogRefuses()
    {
        QFETCH(QString, name);
        QFETCH(QString, roll);
        QFETCH(QString, problem);
        QFETCH(QString, rollError);
        QCOMPARE(m_fight->run(std::make_unique<Encounter::AddEventCommand>(lair())), QString());
        Fray::Ui::EventDialog dialog(m_fight->session.encounter(), {});
        QTest::keyClicks(dialog.findChild<QLineEdit *>(u"nameEdit"_s), name); // as the GM types
        dialog.findChild<QLineEdit *>(u"rollEdit"_s)->setText(roll);
        QVERIFY(!dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled());
        const QString shown = dialog.findChild<QLabel *>(u"problemLabel"_s)->text();
        if (!problem.isEmpty())
            QVERIFY2(shown.contains(problem), qPrintable(shown));
        auto *error = dialog.findChild<QLabel *>(u"rollError"_s);
        if (rollError.isEmpty()) {
            QVERIFY(error->text().isEmpty());
        } else {
            QVERIFY(!error->isHidden());
            QVERIFY2(!error->text().isEmpty(), qPrintable(error->text()));
            QVERIFY2(shown.isEmpty(), qPrintable(shown)); // said once, under the field
        }
    }

    // A dialog just opened has no name yet, which is where the GM starts: nothing is pointed at,
    // and OK stays off. A name typed and then cleared is pointed at.
    void aNewDialogPointsAtNothingYet()
    {
        Fray::Ui::EventDialog dialog(m_fight->session.encounter(), {});
        auto *problem = dialog.findChild<QLabel *>(u"problemLabel"_s);
        auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        QCOMPARE(problem->text(), QString());
        QVERIFY(!ok->isEnabled());
        auto *name = dialog.findChild<QLineEdit *>(u"nameEdit"_s);
        QTest::keyClicks(name, u"Rockfall"_s);
        QCOMPARE(problem->text(), QString());
        QVERIFY(ok->isEnabled());
        for (int i = 0; i < 8; ++i)
            QTest::keyClick(name, Qt::Key_Backspace);
        QCOMPARE(name->text(), QString());
        QVERIFY2(problem->text().contains(u"an event needs a name"_s), qPrintable(problem->text()));
        QVERIFY(!ok->isEnabled());
    }

    // Encounter › Add Event… runs the dialog's event through the session; Edit › Undo takes it
    // back and Redo brings it again; Remove Event (one event: no question) likewise. The campaign's
    // library offers its entries of the fight's ruleset as arrivals, and only those.
    void addAndRemoveThroughTheWindowAreUndone()
    {
        QTemporaryDir dir;
        Fray::Ui::MainWindow window(Fray::Ui::MainWindow::Start::Empty);
        QVERIFY(window.openCampaign(dir.filePath(u"events.fray"_s)));
        const auto encounter
            = window.campaign()->createEncounter(u"Cave"_s, u"basic-roleplaying"_s);
        QVERIFY(encounter.ok());
        QVERIFY(window.openEncounter(*encounter));
        for (const QString &ruleset : {u"basic-roleplaying"_s, u"d20-ascending"_s}) {
            Fray::Library::LibraryEntry entry;
            entry.name = entry.prototype.name = u"Goblin of "_s + ruleset;
            entry.rulesetId = ruleset;
            entry.prototype.maxHp = entry.prototype.hp = entry.prototype.startHp = 5;
            QVERIFY(window.campaign()->addLibraryEntry(entry).ok());
        }
        auto *add = window.findChild<QAction *>(u"actionAddEvent"_s);
        auto *remove = window.findChild<QAction *>(u"actionRemoveEvent"_s);
        auto *undo = window.findChild<QAction *>(u"actionUndo"_s);
        auto *redo = window.findChild<QAction *>(u"actionRedo"_s);
        QVERIFY(add && remove && undo && redo);
        QCOMPARE(add->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
        QVERIFY(add->isEnabled());
        QVERIFY(!remove->isEnabled()); // nothing to remove yet

        QStringList offered;
        window.eventActions()->setDialogHook([&](Fray::Ui::EventDialog &dialog) {
            auto *arriving = dialog.findChild<QComboBox *>(u"arrivingCombo"_s);
            for (int i = 0; i < arriving->count(); ++i)
                offered << arriving->itemText(i);
            dialog.findChild<QLineEdit *>(u"nameEdit"_s)->setText(u"Lair"_s);
            dialog.findChild<QSpinBox *>(u"countSpin"_s)->setValue(12);
            dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        });
        add->trigger();
        QCOMPARE(offered, (QStringList{u"no one"_s, u"Goblin of basic-roleplaying"_s}));
        const auto &events = [&]() -> const std::vector<Encounter::Event> & {
            return window.session()->encounter().events();
        };
        QCOMPARE(events().size(), 1u);
        QCOMPARE(events().front().name, u"Lair"_s);
        QCOMPARE(events().front().count, 12);
        QVERIFY(remove->isEnabled());
        QVERIFY(!window.findChild<Fray::Ui::OrderStrip *>()->isHidden());
        undo->trigger();
        QCOMPARE(events().size(), 0u);
        redo->trigger();
        QCOMPARE(events().size(), 1u);

        remove->trigger();
        QCOMPARE(events().size(), 0u);
        undo->trigger();
        QCOMPARE(events().size(), 1u);
        QCOMPARE(events().front().name, u"Lair"_s);

        // A cancelled dialog adds nothing.
        window.eventActions()->setDialogHook(
            [](Fray::Ui::EventDialog &dialog) { dialog.reject(); });
        add->trigger();
        QCOMPARE(events().size(), 1u);
    }

private:
    std::unique_ptr<Fight> m_fight;
};

QTEST_MAIN(TestEventsWindow)
#include "tst_events_window.moc"
