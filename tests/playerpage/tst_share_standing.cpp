// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Who players are told is still in the fight: the ruleset's HP states and lasting conditions
// decide it (never a ruleset's id), the page gives the dead and the out of the fight no chance to
// hit and lists them after those who can act, never offers them as the target, and refuses odds
// for them; the page's words for hit points band exactly as the GM's table does.

#include "HermeticTest.h"
#include "TestRulesets.h"
#include "core/encounter/Encounter.h"
#include "playerpage/PlayerOdds.h"
#include "playerpage/PlayerView.h"
#include "playerpage/Standing.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>
#include <QStandardPaths>
#include <QTest>
#include <QUrlQuery>

using namespace Qt::StringLiterals;
using Fray::Encounter::ActiveCondition;
using Fray::Encounter::Combatant;
using Fray::Encounter::EncounterState;
using Fray::PlayerPage::PlayerView;
using Fray::PlayerPage::Standing;

namespace {

Combatant fighter(const QString &name, const QString &side, qint64 hp, qint64 maxHp)
{
    Combatant c;
    c.name = name;
    c.side = side;
    c.maxHp = c.startHp = maxHp;
    c.hp = hp;
    c.defence = 13;
    c.attacks.push_back({u"Sword"_s, u"melee"_s, 4, u"1d8"_s, QString(), 0, 1, u"1"_s});
    return c;
}

ActiveCondition condition(const QString &id, std::optional<qint64> roundsLeft = std::nullopt)
{
    ActiveCondition a;
    a.id = id;
    a.roundsLeft = roundsLeft;
    return a;
}

std::unique_ptr<Fray::Encounter::Encounter> encounterOf(
    const QString &rulesetId, std::vector<Combatant> combatants, qint64 round = 1, qint64 turn = 0)
{
    EncounterState s;
    s.rulesetId = rulesetId;
    Fray::Encounter::CombatantId id = 1;
    for (Combatant &c : combatants) {
        c.id = id++;
        Fray::Encounter::InitiativeEntry entry;
        entry.combatant = c.id;
        entry.value = 20 - qint64(c.id);
        entry.slot = qint64(c.id);
        s.order.push_back(entry);
    }
    s.combatants = std::move(combatants);
    s.nextId = id;
    s.round = round;
    s.turn = turn;
    return std::make_unique<Fray::Encounter::Encounter>(
        Fray::Testing::rulesetNamed(rulesetId), std::move(s));
}

QStringList field(const QJsonArray &list, const QString &key)
{
    QStringList out;
    for (const auto &v : list)
        out << v.toObject().value(key).toVariant().toString();
    return out;
}

} // namespace

class TestShareStanding : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private Q_SLOTS:
    // Each row names the rule of the ruleset (its document) that decides.
    void standing_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<qint64>("hp");
        QTest::addColumn<QString>("state");
        QTest::addColumn<QString>("conditionId");
        QTest::addColumn<qint64>("roundsLeft"); // -1: none
        QTest::addColumn<QString>("expected");
        const QString none;
        QTest::newRow("unhurt-fights")
            << u"d20-ascending"_s << 10ll << none << none << -1ll << none;
        QTest::newRow("d20-dead-state-is-dead")
            << u"d20-ascending"_s << -2ll << u"dead"_s << none << -1ll << u"dead"_s;
        QTest::newRow("d20-subdued-cannot-act-is-out")
            << u"d20-ascending"_s << 0ll << u"subdued"_s << none << -1ll << u"out"_s;
        QTest::newRow("cc-unconscious-state-is-out")
            << u"castles-crusades"_s << 0ll << u"unconscious"_s << none << -1ll << u"out"_s;
        QTest::newRow("cc-mortally-wounded-is-out")
            << u"castles-crusades"_s << -8ll << u"mortally-wounded"_s << none << -1ll << u"out"_s;
        QTest::newRow("cc-dead-at-minus-ten")
            << u"castles-crusades"_s << -10ll << u"dead"_s << none << -1ll << u"dead"_s;
        QTest::newRow("os-out-of-the-fight-state-is-out")
            << u"old-school"_s << 0ll << u"out"_s << none << -1ll << u"out"_s;
        QTest::newRow("sj-very-badly-wounded-still-acts")
            << u"spelljammer-d100"_s << 4ll << u"very-badly-wounded-5"_s << none << -1ll << none;
        QTest::newRow("brp-unconscious-until-awakened-is-out")
            << u"basic-roleplaying"_s << 8ll << none << u"unconscious"_s << -1ll << u"out"_s;
        QTest::newRow("d20-unconscious-until-removed-is-out")
            << u"d20-ascending"_s << 3ll << none << u"unconscious"_s << -1ll << u"out"_s;
        QTest::newRow("cc-held-until-it-breaks-free-is-out")
            << u"castles-crusades"_s << 10ll << none << u"held"_s << -1ll << u"out"_s;
        QTest::newRow("cc-surprised-for-the-round-still-fights")
            << u"castles-crusades"_s << 10ll << none << u"surprised"_s << -1ll << none;
        QTest::newRow("d20-surprised-one-round-still-fights")
            << u"d20-ascending"_s << 10ll << none << u"surprised"_s << 1ll << none;
        QTest::newRow("os-grapple-stunned-counted-down-still-fights")
            << u"old-school"_s << 10ll << none << u"grapple-stunned"_s << 2ll << none;
        QTest::newRow("cc-prone-still-fights")
            << u"castles-crusades"_s << 10ll << none << u"prone"_s << -1ll << none;
        QTest::newRow("os-fled-after-a-failed-morale-check-is-fled-not-dead")
            << u"old-school"_s << 10ll << none << u"fled"_s << -1ll << u"fled"_s;
        QTest::newRow("os-fled-though-out-is-fled")
            << u"old-school"_s << 0ll << u"out"_s << u"fled"_s << -1ll << u"fled"_s;
        QTest::newRow("zero-hp-in-no-state-is-down")
            << u"d20-ascending"_s << 0ll << none << none << -1ll << u"out"_s;
    }

    void standing()
    {
        QFETCH(QString, ruleset);
        QFETCH(qint64, hp);
        QFETCH(QString, state);
        QFETCH(QString, conditionId);
        QFETCH(qint64, roundsLeft);
        QFETCH(QString, expected);
        Combatant c = fighter(u"Aldo"_s, u"party"_s, hp, 10);
        c.state = state;
        if (!conditionId.isEmpty())
            c.conditions.push_back(condition(
                conditionId, roundsLeft < 0 ? std::nullopt : std::optional<qint64>(roundsLeft)));
        const auto encounter = encounterOf(ruleset, {c});
        QVERIFY(encounter->ruleset().hpState(state) || state.isEmpty());
        QVERIFY(conditionId.isEmpty() || encounter->ruleset().condition(conditionId));
        const Standing::Kind kind = Standing::of(*encounter, encounter->combatants()[0]);
        QCOMPARE(Standing::id(kind), expected);
    }

    // The word for hit points with no HP state of the ruleset: the GM's table calls exactly half
    // "hurt", less than half "badly hurt"; the page says "wounded" and "badly wounded" alike.
    void stateWord_data()
    {
        QTest::addColumn<qint64>("hp");
        QTest::addColumn<qint64>("maxHp");
        QTest::addColumn<QString>("expected");
        QTest::newRow("full-is-unhurt") << 10ll << 10ll << u"unhurt"_s;
        QTest::newRow("more-than-half-is-wounded") << 6ll << 10ll << u"wounded"_s;
        QTest::newRow("exactly-half-is-wounded") << 5ll << 10ll << u"wounded"_s;
        QTest::newRow("less-than-half-is-bloodied") << 4ll << 10ll << u"bloodied"_s;
        QTest::newRow("half-of-odd-rounds-down-to-bloodied") << 5ll << 11ll << u"bloodied"_s;
        QTest::newRow("zero-is-down") << 0ll << 10ll << u"down"_s;
    }

    void stateWord()
    {
        QFETCH(qint64, hp);
        QFETCH(qint64, maxHp);
        QFETCH(QString, expected);
        QCOMPARE(PlayerView::stateId(fighter(u"Orc"_s, u"foes"_s, hp, maxHp)), expected);
    }

    // A dead Aldo first in the roster, an unconscious Cara, a standing Bree; the GM's target is a
    // dead orc. The page shows Bree's chance alone, then Aldo and Cara marked; the target is the
    // goblin still standing; neither the dead nor the unconscious may ask or be asked about.
    void theDeadAndTheOutHaveNoChanceToHit()
    {
        Combatant aldo = fighter(u"Aldo"_s, u"party"_s, -1, 12);
        aldo.state = u"dead"_s;
        Combatant bree = fighter(u"Bree"_s, u"party"_s, 9, 9);
        Combatant cara = fighter(u"Cara"_s, u"party"_s, 4, 10);
        cara.conditions.push_back(condition(u"unconscious"_s));
        Combatant orc = fighter(u"Orc"_s, u"foes"_s, -3, 8);
        orc.state = u"dead"_s;
        Combatant goblin = fighter(u"Goblin"_s, u"foes"_s, 5, 5);
        const auto encounter = encounterOf(u"d20-ascending"_s, {aldo, bree, cara, orc, goblin});
        const QJsonObject state = PlayerView::state(*encounter, {false, 4});

        QCOMPARE(state[u"target"_s].toObject()[u"name"_s].toString(), u"Goblin"_s);
        const QJsonArray chances = state[u"chances"_s].toArray();
        QCOMPARE(field(chances, u"name"_s), (QStringList{u"Bree"_s, u"Aldo"_s, u"Cara"_s}));
        QCOMPARE(field(chances, u"out"_s), (QStringList{QString(), u"dead"_s, u"out"_s}));
        QCOMPARE(field(chances, u"out_label"_s),
            (QStringList{QString(), u"dead"_s, u"out of the fight"_s}));
        // Bree: d20 + 4 against 13 hits on 9-20, 12 of 20.
        QCOMPARE(chances[0].toObject()[u"p_hit"_s].toDouble(), 0.6);
        QVERIFY(!chances[1].toObject().contains(u"p_hit"_s));
        QVERIFY(!chances[2].toObject().contains(u"p_hit"_s));

        QCOMPARE(field(state[u"party"_s].toArray(), u"name"_s),
            (QStringList{u"Bree"_s, u"Aldo"_s, u"Cara"_s}));
        QCOMPARE(
            field(state[u"others"_s].toArray(), u"name"_s), (QStringList{u"Goblin"_s, u"Orc"_s}));
        QCOMPARE(
            field(state[u"others"_s].toArray(), u"out"_s), (QStringList{QString(), u"dead"_s}));
        // The order keeps initiative order; the dead are marked in it.
        QCOMPARE(field(state[u"order"_s].toArray(), u"label"_s),
            (QStringList{u"Aldo"_s, u"Bree"_s, u"Cara"_s, u"Orc"_s, u"Goblin"_s}));
        QCOMPARE(field(state[u"order"_s].toArray(), u"out"_s),
            (QStringList{u"dead"_s, QString(), u"out"_s, u"dead"_s, QString()}));

        Fray::PlayerPage::PageIds ids;
        PlayerView::giveIds(*encounter, ids);
        const auto ask = [&](const char *query) {
            return Fray::PlayerPage::PlayerOdds::answer(
                *encounter, ids, QUrlQuery(QString::fromLatin1(query)));
        };
        QVERIFY(ask("attacker=2&target=5").ok());
        QVERIFY(!ask("attacker=1&target=5").ok());
        QVERIFY(!ask("attacker=3&target=5").ok());
        QVERIFY(!ask("attacker=2&target=4").ok());
    }

    // Aldo, a hidden Lurker, the Orc, a hidden Shade and Bree, in that order: the page numbers
    // the three it shows 1, 2, 3, in every field that names a combatant, so no gap counts the
    // hidden; odds asked by an encounter id of a hidden one are refused as unknown.
    void hiddenCombatantsLeaveNoGapInTheIds()
    {
        Combatant lurker = fighter(u"Lurker"_s, u"foes"_s, 5, 5);
        lurker.hiddenFromPlayers = true;
        Combatant shade = fighter(u"Shade"_s, u"foes"_s, 5, 5);
        shade.hiddenFromPlayers = true;
        const auto encounter = encounterOf(u"d20-ascending"_s,
            {fighter(u"Aldo"_s, u"party"_s, 9, 9), lurker, fighter(u"Orc"_s, u"foes"_s, 8, 8),
                shade, fighter(u"Bree"_s, u"party"_s, 9, 9)});
        Fray::PlayerPage::PageIds ids;
        const QJsonObject state = PlayerView::state(*encounter, {false, 0, &ids});
        QStringList named;
        for (const auto &o : state[u"order"_s].toArray())
            named << o.toObject()[u"label"_s].toString() + u'='
                    + o.toObject()[u"combatant"_s].toVariant().toString();
        for (const QString &list : {u"party"_s, u"others"_s}) {
            for (const auto &o : state[list].toArray())
                named << o.toObject()[u"name"_s].toString() + u'='
                        + o.toObject()[u"id"_s].toVariant().toString();
        }
        for (const auto &o : state[u"chances"_s].toArray())
            named << o.toObject()[u"name"_s].toString() + u'='
                    + o.toObject()[u"attacker"_s].toVariant().toString();
        named << state[u"target"_s].toObject()[u"name"_s].toString() + u'='
                + state[u"target"_s].toObject()[u"id"_s].toVariant().toString();
        QCOMPARE(named,
            (QStringList{u"Aldo=1"_s, u"Orc=2"_s, u"Bree=3"_s, u"Aldo=1"_s, u"Bree=3"_s, u"Orc=2"_s,
                u"Aldo=1"_s, u"Bree=3"_s, u"Orc=2"_s}));

        const auto ask = [&](const char *query) {
            return Fray::PlayerPage::PlayerOdds::answer(
                *encounter, ids, QUrlQuery(QString::fromLatin1(query)));
        };
        const auto answer = ask("attacker=3&target=2");
        QVERIFY(answer.ok());
        QCOMPARE((*answer)[u"attacker"_s].toInt(), 3);
        QCOMPARE((*answer)[u"target"_s].toInt(), 2);
        QCOMPARE(ask("attacker=1&target=4").error(), u"unknown target"_s);
        QCOMPARE(ask("attacker=5&target=2").error(), u"unknown attacker"_s);
    }

    // A hidden entry's turn changes nothing players see: the page is exactly what it was on the
    // turn before (in the round before when hidden entries open the round, or before the fight
    // in round 1), acting mark, round, target and chances alike.
    void aHiddenTurnChangesNothingOnThePage_data()
    {
        QTest::addColumn<QList<bool>>("hidden");
        QTest::addColumn<qint64>("round");
        QTest::addColumn<qint64>("turn");
        QTest::addColumn<qint64>("shownRound"); // 0: before the fight, no one acting
        QTest::addColumn<qint64>("shownTurn");
        const QList<bool> middle{false, true, false, true, false};
        const QList<bool> first{true, false, false, false, true};
        QTest::newRow("after-the-first-the-page-still-shows-the-first")
            << middle << 2ll << 1ll << 2ll << 0ll;
        QTest::newRow("after-the-third-the-page-still-shows-the-third")
            << middle << 3ll << 3ll << 3ll << 2ll;
        QTest::newRow("opening-the-round-the-page-shows-the-round-before")
            << first << 2ll << 0ll << 1ll << 3ll;
        QTest::newRow("opening-the-fight-the-page-shows-no-fight-yet")
            << first << 1ll << 0ll << 0ll << -1ll;
    }

    void aHiddenTurnChangesNothingOnThePage()
    {
        QFETCH(QList<bool>, hidden);
        QFETCH(qint64, round);
        QFETCH(qint64, turn);
        QFETCH(qint64, shownRound);
        QFETCH(qint64, shownTurn);
        const auto roster = [&] {
            std::vector<Combatant> out;
            const QStringList names{u"Ann"_s, u"Ben"_s, u"Cid"_s, u"Dov"_s, u"Eve"_s};
            for (qsizetype i = 0; i < hidden.size(); ++i) {
                Combatant c = fighter(names[i], i % 2 ? u"foes"_s : u"party"_s, 9, 9);
                c.hiddenFromPlayers = hidden[i];
                out.push_back(c);
            }
            return out;
        };
        const auto during = encounterOf(u"d20-ascending"_s, roster(), round, turn);
        const QJsonObject shown = PlayerView::state(*during, {});
        if (shownRound == 0) {
            QCOMPARE(shown[u"round"_s].toInteger(), 0);
            for (const auto &o : shown[u"order"_s].toArray())
                QVERIFY(!o.toObject()[u"acting"_s].toBool());
            return;
        }
        const auto before = encounterOf(u"d20-ascending"_s, roster(), shownRound, shownTurn);
        QCOMPARE(shown, PlayerView::state(*before, {}));
        QCOMPARE(shown[u"round"_s].toInteger(), shownRound);
        int acting = 0;
        for (const auto &o : shown[u"order"_s].toArray())
            acting += o.toObject()[u"acting"_s].toBool() ? 1 : 0;
        QCOMPARE(acting, 1);
        QCOMPARE(PlayerView::target(*during, 0), PlayerView::target(*before, 0));
    }

    // With every foe down there is nothing to hit.
    void noTargetWhenEveryFoeIsDown()
    {
        Combatant orc = fighter(u"Orc"_s, u"foes"_s, 0, 8);
        orc.state = u"out"_s;
        const auto encounter
            = encounterOf(u"old-school"_s, {fighter(u"Bree"_s, u"party"_s, 9, 9), orc});
        QCOMPARE(PlayerView::target(*encounter, 2), Fray::Encounter::CombatantId(0));
        QVERIFY(PlayerView::state(*encounter, {false, 2})[u"target"_s].isNull());
    }
};

QTEST_GUILESS_MAIN(TestShareStanding)
#include "tst_share_standing.moc"
