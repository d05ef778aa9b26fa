// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The window asks for morale when the document's moment comes: the banner shows at the first
// goblin out of the fight, with each group's exact chance of holding (2D6 at or under 7: 21 of
// 36, 58.3%), rolls or passes on request, and goes when the question is answered or the death
// is undone. Check Morale offers the GM's own moments (the start, an upset) with their chances.
// Encounter Order lists document 000's steps with the pursuit chances worked out exactly (1-5 on
// a d6: 5/6; 1-2: 2/6; 1: 1/6), each rolled into the log with one click.

#include "HermeticTest.h"
#include "TestRulesets.h"
#include "core/encounter/Encounter.h"
#include "core/encounter/commands/HpCommands.h"
#include "core/encounter/commands/TurnCommands.h"
#include "ui/encounter/EncounterSession.h"
#include "ui/encounter/MoraleActions.h"
#include "ui/encounter/MoraleBanner.h"
#include "ui/encounter/OrderDialog.h"

#include <QAction>
#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>
#include <QWidget>

using namespace Fray;
using namespace Qt::StringLiterals;

namespace {

Encounter::Combatant member(const QString &name, const QString &side, const QString &group)
{
    Encounter::Combatant c;
    c.name = name;
    c.side = side;
    c.group = group;
    c.maxHp = c.hp = c.startHp = 4;
    return c;
}

std::unique_ptr<Encounter::Encounter> goblinFight()
{
    auto encounter = std::make_unique<Encounter::Encounter>(
        Testing::rulesetNamed(u"old-school"_s, Testing::shippedRulesets()));
    std::vector<Encounter::Combatant> cs{member(u"Aldo"_s, u"party"_s, {}),
        member(u"Goblin 1"_s, u"foes"_s, u"Goblins"_s),
        member(u"Goblin 2"_s, u"foes"_s, u"Goblins"_s), member(u"Ogre"_s, u"foes"_s, {})};
    cs.back().stats.insert(u"morale"_s, 9);
    for (auto &c : cs)
        c.id = encounter->takeId();
    encounter->insertCombatants(0, std::move(cs));
    return encounter;
}

} // namespace

class TestMoraleBanner : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void asksAtTheFirstDeathWithTheExactChance()
    {
        Ui::EncounterSession session(goblinFight(), nullptr, 0);
        QWidget window;
        Ui::MoraleBanner banner(&session, &window);
        QVERIFY(!session.run(
            std::make_unique<Encounter::TurnCommand>(Encounter::TurnCommand::Step::Start)));
        QTRY_COMPARE(banner.text(), QString());
        const auto goblin = session.encounter().findByName(u"Goblin 1"_s)->id;
        QVERIFY(!session.run(std::make_unique<Encounter::DamageCommand>(
            std::vector<Encounter::CombatantId>{goblin}, 4)));
        // Goblins at the form's 7: 21 of 36; the Ogre at 9: 30 of 36.
        QTRY_COMPARE(banner.text(),
            u"Check the morale of the foes after the side's first death? Goblins: 58.3% to "
            "hold · Ogre: 83.3% to hold"_s);
        // Undoing the blow takes the question back.
        session.undoStack()->undo();
        QTRY_COMPARE(banner.text(), QString());
        session.undoStack()->redo();
        QTRY_VERIFY(!banner.text().isEmpty());
        banner.roll();
        QTRY_COMPARE(banner.text(), QString());
        const auto &log = session.encounter().state().log;
        qsizetype checks = 0;
        for (const auto &line : log)
            checks += line.shown().startsWith(u"Morale for "_s) ? 1 : 0;
        QCOMPARE(checks, qsizetype(2));
    }

    void passingOverTheMomentRollsNothing()
    {
        Ui::EncounterSession session(goblinFight(), nullptr, 0);
        QWidget window;
        Ui::MoraleBanner banner(&session, &window);
        QVERIFY(!session.run(
            std::make_unique<Encounter::TurnCommand>(Encounter::TurnCommand::Step::Start)));
        const auto ogre = session.encounter().findByName(u"Ogre"_s)->id;
        QVERIFY(!session.run(std::make_unique<Encounter::DamageCommand>(
            std::vector<Encounter::CombatantId>{ogre}, 4)));
        QTRY_VERIFY(!banner.text().isEmpty());
        banner.notNeeded();
        QTRY_COMPARE(banner.text(), QString());
        QCOMPARE(session.encounter().state().log.back().shown(),
            u"Morale for Goblins after the side's first death: not checked"_s);
    }

    void checkMoraleOffersTheGmsMomentsWithTheirChances()
    {
        Ui::EncounterSession session(goblinFight(), nullptr, 0);
        QWidget window;
        QAction check(u"Check Morale"_s);
        Ui::MoraleActions actions(&check, &window);
        QVERIFY(!check.isEnabled());
        actions.setSession(&session, nullptr);
        QVERIFY(check.isEnabled());
        QStringList texts;
        for (const auto &choice : actions.choices())
            texts << choice.text;
        QCOMPARE(texts,
            (QStringList{u"Morale of the foes at the start of the fight: Goblins 58.3% to hold, "
                         "Ogre 83.3% to hold"_s,
                u"Morale of the foes after a big upset: Goblins 58.3% to hold, Ogre 83.3% to "
                "hold"_s}));
    }

    void theEncounterOrderRollsPursuitWithItsOdds()
    {
        Ui::EncounterSession session(goblinFight(), nullptr, 0);
        Ui::OrderDialog dialog(&session);
        const QStringList lines = dialog.lines();
        QCOMPARE(lines.size(), 12);
        QCOMPARE(lines.front(), u"1. Monsters in a chamber, or wandering monsters rolled"_s);
        QCOMPARE(lines.at(7), u"8. Evasion and pursuit, if a side flees"_s);
        QCOMPARE(
            lines.at(8), u"Unintelligent monsters stop for food thrown down (1-5 on 1d6): 83.3%"_s);
        QCOMPARE(lines.at(10),
            u"Round a corner, up or down stairs, through a door: they go on (1-2 on 1d6): 33.3%"_s);
        QCOMPARE(lines.at(11), u"Through a secret door: they go on (1 on 1d6): 16.7%"_s);
        const auto logSize = session.encounter().state().log.size();
        auto *secretDoor = dialog.findChild<QPushButton *>(u"roll_pursuit_3"_s);
        QVERIFY(secretDoor);
        secretDoor->click();
        const auto &log = session.encounter().state().log;
        QCOMPARE(log.size(), logSize + 1);
        const QString line = log.back().shown();
        QVERIFY2(line.startsWith(u"Through a secret door: they go on (1 on 1d6): 1d6 → ["_s),
            qPrintable(line));
        // A 1 goes on; anything else does not.
        QVERIFY2(line.endsWith(line.contains(u"[1]"_s) ? u": yes"_s : u": no"_s), qPrintable(line));
        dialog.findChild<QPushButton *>(u"roll_distance"_s)->click();
        QVERIFY2(
            session.encounter().state().log.back().shown().endsWith(u" ft indoors, yd outdoors"_s),
            qPrintable(session.encounter().state().log.back().shown()));
        session.undoStack()->undo();
        session.undoStack()->undo();
        QCOMPARE(session.encounter().state().log.size(), logSize);
    }
};

QTEST_MAIN(TestMoraleBanner)
#include "tst_morale_banner.moc"
