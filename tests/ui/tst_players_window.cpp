// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The players' window on the table's TV: those still able to attack first with their chance to
// hit, the dead and the out of the fight after them with a word and no chance, and never a dead
// or unconscious foe as the thing to hit (the page follows the same rule).

#include "HermeticTest.h"
#include "TestRulesets.h"
#include "core/encounter/Encounter.h"
#include "ui/encounter/CombatantTableModel.h"
#include "ui/encounter/EncounterSession.h"
#include "ui/players/PlayersWindow.h"

#include <QApplication>
#include <QLabel>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Fray;

namespace {

Encounter::Combatant fighter(const QString &name, const QString &side, qint64 attack, qint64 hp)
{
    Encounter::Combatant c;
    c.name = name;
    c.side = side;
    c.maxHp = c.hp = c.startHp = hp;
    c.defence = 17;
    c.attacks.push_back({u"Sword"_s, u"melee"_s, attack, u"1d8"_s, QString(), 0, 1, u"1"_s});
    return c;
}

struct Table
{
    explicit Table(const QString &rulesetId)
        : session(std::make_unique<Encounter::Encounter>(
                      Testing::rulesetNamed(rulesetId, Testing::shippedRulesets())),
            nullptr, 0)
        , model(&session)
    { }
    Ui::EncounterSession session;
    Ui::CombatantTableModel model;
};

void add(Encounter::Encounter &encounter, std::vector<Encounter::Combatant> combatants)
{
    for (auto &c : combatants)
        c.id = encounter.takeId();
    encounter.insertCombatants(qint64(encounter.combatants().size()), std::move(combatants));
}

// The window's texts in the order its rows show them, one line per row.
QStringList rows(const Ui::PlayersWindow &window)
{
    QApplication::processEvents();
    return window.texts();
}

} // namespace

class TestPlayersWindow : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QLocale::setDefault(QLocale::c()); }

    // Aldo is dead and first in the roster, Cara lies unconscious, Brisa still fights. The GM's
    // target is a goblin already dead: the window asks about the ogre still standing.
    void theDeadAndTheOutComeLastWithoutAChance()
    {
        Table table(u"d20-ascending"_s);
        Encounter::Encounter &encounter = table.session.encounter();
        auto aldo = fighter(u"Aldo"_s, u"party"_s, 6, 12);
        aldo.hp = -1;
        aldo.state = u"dead"_s;
        auto cara = fighter(u"Cara"_s, u"party"_s, 2, 8);
        Encounter::ActiveCondition asleep;
        asleep.id = u"unconscious"_s;
        cara.conditions.push_back(asleep);
        auto goblin = fighter(u"Goblin"_s, u"foes"_s, 1, 5);
        goblin.hp = -2;
        goblin.state = u"dead"_s;
        add(encounter,
            {aldo, fighter(u"Brisa"_s, u"party"_s, 6, 12), cara, goblin,
                fighter(u"Ogre"_s, u"foes"_s, 4, 31)});
        Ui::PlayersWindow window;
        window.setModel(&table.model);
        window.setTarget(encounter.combatants()[3].id);
        QTest::qWait(1);

        const QStringList texts = rows(window);
        const QString all = texts.join(u'\n');
        QVERIFY2(all.contains(u"Against Ogre"_s), qPrintable(all));
        QVERIFY2(!all.contains(u"Goblin"_s), qPrintable(all));
        // Brisa: d20 + 6 >= 17 on 11-20, 50%, "even". Aldo and Cara have no chance shown.
        const qsizetype brisa = texts.indexOf(u"Brisa"_s);
        QVERIFY2(
            brisa >= 0 && texts.value(brisa + 1) == u"50%"_s && texts.value(brisa + 2) == u"even"_s,
            qPrintable(all));
        const qsizetype aldoRow = texts.indexOf(u"Aldo"_s);
        const qsizetype caraRow = texts.indexOf(u"Cara"_s);
        QVERIFY2(aldoRow > brisa && caraRow > aldoRow, qPrintable(all));
        QCOMPARE(texts.value(aldoRow + 1), u"dead"_s);
        QCOMPARE(texts.value(caraRow + 1), u"out of the fight"_s);
        QCOMPARE(all.count(u'%'), 1);

        // Brisa falls too: no one can attack, and no one is given a chance.
        encounter.modifyCombatant(1, [](Encounter::Combatant &c) {
            c.hp = -1;
            c.state = u"dead"_s;
        });
        QTest::qWait(1);
        const QString after = rows(window).join(u'\n');
        QVERIFY2(after.contains(u"No party member can attack."_s), qPrintable(after));
        QVERIFY2(!after.contains(u'%'), qPrintable(after));
    }

    // A combatant the GM hides is no target on the window either.
    void aHiddenTargetIsNotShown()
    {
        Table table(u"d20-ascending"_s);
        Encounter::Encounter &encounter = table.session.encounter();
        auto lurker = fighter(u"LurkerQ3"_s, u"foes"_s, 4, 9);
        lurker.hiddenFromPlayers = true;
        add(encounter,
            {fighter(u"Brisa"_s, u"party"_s, 6, 12), lurker, fighter(u"Ogre"_s, u"foes"_s, 4, 31)});
        Ui::PlayersWindow window;
        window.setModel(&table.model);
        window.setTarget(encounter.combatants()[1].id);
        QTest::qWait(1);
        const QString all = rows(window).join(u'\n');
        QVERIFY2(!all.contains(u"LurkerQ3"_s), qPrintable(all));
        QVERIFY2(all.contains(u"Against Ogre"_s), qPrintable(all));
    }
};

QTEST_MAIN(TestPlayersWindow)
#include "tst_players_window.moc"
