// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Events in the window: the order strip's model with the event in its place and the acting
// highlight, and the acting card on an event's turn. Basic Roleplaying acts by
// DEX rank, so no dice decide the order: Ann 16, Bob 12, Cid 9, and an event at count 12 loses
// the tie to Bob.

#include "TestRulesets.h"
#include "core/encounter/Encounter.h"
#include "core/encounter/commands/EventCommands.h"
#include "core/encounter/commands/TurnCommands.h"
#include "ui/encounter/ActingCard.h"
#include "ui/encounter/CombatantTableModel.h"
#include "ui/encounter/EncounterSession.h"
#include "ui/encounter/InitiativeOrderModel.h"
#include "ui/encounter/OrderStrip.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QToolButton>

namespace Encounter = Fray::Encounter;
using Fray::Ui::InitiativeOrderModel;
using Step = Encounter::TurnCommand::Step;
using When = Encounter::Event::When;
using namespace Qt::StringLiterals;

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

class TestEventsWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale::c());
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

private:
    std::unique_ptr<Fight> m_fight;
};

QTEST_MAIN(TestEventsWindow)
#include "tst_events_window.moc"
