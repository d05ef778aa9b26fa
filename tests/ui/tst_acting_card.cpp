// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The acting combatant's card: it follows the turn and shows the ruleset's terms, each attack's
// exact chance against the odds panel's target, conditions with rounds left and notes.

#include "HermeticTest.h"
#include "TestRulesets.h"
#include "core/encounter/Encounter.h"
#include "core/encounter/commands/TurnCommands.h"
#include "core/encounter/commands/UseCommands.h"
#include "ui/encounter/ActingCard.h"
#include "ui/encounter/CombatantTableModel.h"
#include "ui/encounter/EncounterSession.h"
#include "ui/encounter/ReminderBanner.h"
#include "ui/encounter/TurnDangers.h"

#include <QAction>
#include <QApplication>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

namespace Encounter = Fray::Encounter;
using namespace Qt::StringLiterals;

namespace {

Encounter::Combatant fighter(const QString &name, const QString &side, const QString &weapon,
    qint64 attack, qint64 defence, qint64 hp)
{
    Encounter::Combatant c;
    c.name = name;
    c.side = side;
    c.maxHp = c.hp = c.startHp = hp;
    c.defence = defence;
    Encounter::Attack a;
    a.name = weapon;
    a.value = attack;
    a.damage = u"1d8"_s;
    c.attacks.push_back(a);
    return c;
}

struct Table
{
    Table()
        : session(
            std::make_unique<Encounter::Encounter>(Fray::Testing::rulesetNamed(u"d20-ascending"_s)),
            nullptr, 0)
        , model(&session)
    { }
    Fray::Ui::EncounterSession session;
    Fray::Ui::CombatantTableModel model;
};

} // namespace

class TestActingCard : public Fray::Testing::HermeticTest
{
    Q_OBJECT

    static QString text(const Fray::Ui::ActingCard &card)
    {
        QApplication::processEvents();
        return card.lines().join(u'\n');
    }

private Q_SLOTS:
    void saysWhenNoFightOrNobodyActs()
    {
        QAction attack(u"Attack"_s);
        Fray::Ui::ActingCard card(&attack);
        QCOMPARE(card.lines().first(), u"No fight is open"_s);
        Table table;
        card.setModel(&table.model);
        QCOMPARE(card.lines().first(), u"Nobody is acting yet"_s);
    }

    // d20-ascending: an attack hits on d20 + bonus >= AC. Aldo +5 against the orc's AC 13 hits
    // on 8-20, 13 of 20 = 65%. The orc is prone, -4 to hit (001, "Prone -4 to hit"): +4 - 4
    // against Aldo's AC 16 hits on 16-20, 5 of 20 = 25%.
    void followsTheTurnWithTheChancesAgainstTheTarget()
    {
        Table table;
        Encounter::Encounter &e = table.session.encounter();
        auto aldo = fighter(u"Aldo"_s, u"party"_s, u"Longsword"_s, 5, 16, 12);
        auto orc = fighter(u"Orc"_s, u"foes"_s, u"Axe"_s, 4, 13, 15);
        orc.hp = 6;
        orc.notes = u"Hates <elves> & dwarves"_s;
        Encounter::ActiveCondition prone;
        prone.id = u"prone"_s;
        prone.roundsLeft = 2;
        orc.conditions.push_back(prone);
        for (auto *c : {&aldo, &orc})
            c->id = e.takeId();
        e.insertCombatants(0, {aldo, orc});
        QVERIFY(!table.session.run(
            std::make_unique<Encounter::TurnCommand>(Encounter::TurnCommand::Step::Start)));

        QAction attack(u"Attack"_s);
        Fray::Ui::ActingCard card(&attack);
        card.setModel(&table.model);
        const bool aldoFirst = e.actingEntry()->combatant == aldo.id;
        card.setTarget(aldoFirst ? orc.id : aldo.id);

        const auto checkAldo = [&] {
            const QString all = text(card);
            QVERIFY2(all.startsWith(u"Aldo\n"_s), qPrintable(all));
            QVERIFY2(all.contains(u"AC 16"_s), qPrintable(all));
            QVERIFY2(all.contains(u"Longsword +5, 1d8"_s), qPrintable(all));
            QVERIFY2(all.contains(u"65% against Orc"_s), qPrintable(all));
            QVERIFY2(!all.contains(u"Hates"_s), qPrintable(all));
        };
        const auto checkOrc = [&] {
            const QString all = text(card);
            QVERIFY2(all.startsWith(u"Orc\n"_s), qPrintable(all));
            QVERIFY2(all.contains(u"6 of 15"_s), qPrintable(all));
            QVERIFY2(all.contains(u"25% against Aldo"_s), qPrintable(all));
            QVERIFY2(all.contains(u"Prone (2 rounds left)"_s), qPrintable(all));
            QVERIFY2(all.contains(u"Notes Hates <elves> & dwarves"_s), qPrintable(all));
        };
        if (aldoFirst)
            checkAldo();
        else
            checkOrc();

        // The turn passes: the card follows; the target is now the other one.
        card.setTarget(aldoFirst ? aldo.id : orc.id);
        QVERIFY(!table.session.run(
            std::make_unique<Encounter::TurnCommand>(Encounter::TurnCommand::Step::NextTurn)));
        if (aldoFirst)
            checkOrc();
        else
            checkAldo();
    }

    // Both have a start-of-turn reminder. The banner shows the acting one's as its turn starts,
    // the next one's (in its place) as the turn passes, nothing after Dismiss; an undo that moves
    // the turn back without a reminder hides it, and the redo shows the reminder again. The card
    // lists the acting combatant's reminders.
    void bannerAndCardShowTheReminders()
    {
        Table table;
        Encounter::Encounter &e = table.session.encounter();
        auto aldo = fighter(u"Aldo"_s, u"party"_s, u"Longsword"_s, 5, 16, 12);
        auto orc = fighter(u"Orc"_s, u"foes"_s, u"Axe"_s, 4, 13, 15);
        for (auto *c : {&aldo, &orc}) {
            c->id = e.takeId();
            c->reminders = {Fray::Rules::Reminder{
                u"save vs. poison"_s, Fray::Rules::Reminder::When::StartOfTurn}};
        }
        e.insertCombatants(0, {aldo, orc});
        QWidget view;
        Fray::Ui::ReminderBanner banner(&view, &view);
        banner.setEncounter(&e);
        QAction attack(u"Attack"_s);
        Fray::Ui::ActingCard card(&attack);
        card.setModel(&table.model);

        QVERIFY(!table.session.run(
            std::make_unique<Encounter::TurnCommand>(Encounter::TurnCommand::Step::Start)));
        const QString first = e.find(e.actingEntry()->combatant)->name;
        const QString second = first == u"Aldo"_s ? u"Orc"_s : u"Aldo"_s;
        QApplication::processEvents();
        QCOMPARE(banner.texts(), QStringList{first + u" \u2014 Start of turn: save vs. poison"_s});
        QVERIFY2(text(card).contains(u"Reminders Start of turn: save vs. poison"_s),
            qPrintable(text(card)));
        banner.dismiss();
        QCOMPARE(banner.texts(), QStringList());

        QVERIFY(!table.session.run(
            std::make_unique<Encounter::TurnCommand>(Encounter::TurnCommand::Step::NextTurn)));
        QApplication::processEvents();
        QCOMPARE(banner.texts(), QStringList{second + u" \u2014 Start of turn: save vs. poison"_s});
        table.session.undoStack()->undo();
        QApplication::processEvents();
        QCOMPARE(banner.texts(), QStringList());
        table.session.undoStack()->redo();
        QApplication::processEvents();
        QCOMPARE(banner.texts(), QStringList{second + u" \u2014 Start of turn: save vs. poison"_s});
    }

    // The card lists each use with what is left and what gives it back; spending one shows.
    void listsUsesWithWhatResetsThem()
    {
        Table table;
        Encounter::Encounter &e = table.session.encounter();
        auto dragon = fighter(u"Dragon"_s, u"foes"_s, u"Bite"_s, 7, 18, 60);
        dragon.uses
            = {Encounter::Use{u"Breath"_s, 1, 1, Encounter::Use::Reset::Recharge, u"1d6"_s, 5, 0},
                Encounter::Use{u"Reaction"_s, 1, 1, Encounter::Use::Reset::Round, QString(), 0, 0}};
        dragon.id = e.takeId();
        e.insertCombatants(0, {dragon});
        QVERIFY(!table.session.run(
            std::make_unique<Encounter::TurnCommand>(Encounter::TurnCommand::Step::Start)));
        QAction attack(u"Attack"_s);
        Fray::Ui::ActingCard card(&attack);
        card.setModel(&table.model);
        QString all = text(card);
        QVERIFY2(
            all.contains(u"Uses Breath 1/1, resets recharge 5\u20136 on 1d6"_s), qPrintable(all));
        QVERIFY2(all.contains(u"\n Reaction 1/1, resets each round"_s), qPrintable(all));
        QVERIFY(!table.session.run(
            std::make_unique<Encounter::SpendUseCommand>(dragon.id, u"Breath"_s)));
        all = text(card);
        QVERIFY2(all.contains(u"Uses Breath 0/1"_s), qPrintable(all));
    }

    // A target of the acting side is no target: the card asks for one instead of a chance.
    void aTargetOnTheActingSideShowsNoChance()
    {
        Table table;
        Encounter::Encounter &e = table.session.encounter();
        auto aldo = fighter(u"Aldo"_s, u"party"_s, u"Longsword"_s, 5, 16, 12);
        auto bree = fighter(u"Bree"_s, u"party"_s, u"Bow"_s, 3, 14, 9);
        for (auto *c : {&aldo, &bree})
            c->id = e.takeId();
        e.insertCombatants(0, {aldo, bree});
        QVERIFY(!table.session.run(
            std::make_unique<Encounter::TurnCommand>(Encounter::TurnCommand::Step::Start)));
        QAction attack(u"Attack"_s);
        Fray::Ui::ActingCard card(&attack);
        card.setModel(&table.model);
        card.setTarget(e.actingEntry()->combatant == aldo.id ? bree.id : aldo.id);
        QVERIFY(table.model.dangers()->waitUntilKnown(5000));
        const QString all = text(card);
        QVERIFY2(!all.contains(u" against "_s), qPrintable(all));
        QVERIFY2(all.contains(u"Choose a target in the Odds panel"_s), qPrintable(all));
    }

    // The acting combatant's danger before its next turn, as the table's Danger column has it.
    void showsTheDangerBeforeItsNextTurn()
    {
        Table table;
        Encounter::Encounter &e = table.session.encounter();
        auto aldo = fighter(u"Aldo"_s, u"party"_s, u"Longsword"_s, 5, 16, 12);
        auto orc = fighter(u"Orc"_s, u"foes"_s, u"Axe"_s, 4, 13, 9);
        for (auto *c : {&aldo, &orc})
            c->id = e.takeId();
        e.insertCombatants(0, {aldo, orc});
        QVERIFY(!table.session.run(
            std::make_unique<Encounter::TurnCommand>(Encounter::TurnCommand::Step::Start)));
        QAction attack(u"Attack"_s);
        Fray::Ui::ActingCard card(&attack);
        card.setModel(&table.model);
        QVERIFY(table.model.dangers()->waitUntilKnown(5000));
        const QString all = text(card);
        const auto acting = table.model.dangers()->of(e.actingEntry()->combatant);
        QVERIFY(acting);
        QVERIFY2(all.contains(u"Danger %1%"_s.arg(qRound(100 * acting->out))), qPrintable(all));
        QVERIFY2(all.contains(u"chance to be out before"_s), qPrintable(all));
    }
};

QTEST_MAIN(TestActingCard)
#include "tst_acting_card.moc"
