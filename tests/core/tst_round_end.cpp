// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The end of the round asks before the rules take someone: Basic Roleplaying's death at 0 when
// the round ends (document 004, 5.12 and 5.14: "reduced to 0 hit points and remains at 0 at the
// end of the combat round, they are dead"; First Aid "up to 1 hit point by the time the combat
// round ends"), and Castles & Crusades' bleeding at -7 to -9 (document 003, Hit points: "loses
// one hit point per round"; "Aid administered to the wounds stops the hit point loss"), which
// at -9 would bring -10, dead.

#include "EncounterFixture.h"
#include "HermeticTest.h"
#include "core/encounter/RoundEnd.h"
#include "core/encounter/TurnKeeper.h"
#include "core/io/CommandJson.h"
#include "core/json/JsonValue.h"

#include <QJsonDocument>

using namespace EncounterFixture;
using Fray::Encounter::RemedyCommand;
using Fray::Encounter::RoundEnd;

class TestRoundEnd : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private:
    // Aldo (DEX 15) and a Broo (DEX 10) under BRP, started: Aldo acts first, the Broo last.
    std::unique_ptr<Encounter> brpFight(qint64 aldoHp, Random &random)
    {
        auto e = makeEncounter(u"basic-roleplaying"_s,
            {fighter(u"Aldo"_s, u"party"_s, 12, {{u"dex"_s, 15}}),
                fighter(u"Broo"_s, u"foes"_s, 14, {{u"dex"_s, 10}})});
        if (!step(*e, random, Step::Start).isEmpty())
            return nullptr;
        if (aldoHp < 12 && !damage(*e, random, u"Aldo"_s, 12 - aldoHp).isEmpty())
            return nullptr;
        return e;
    }

    // Cedric and an orc under C&C, Cedric taken to `hp` (the orc keeps its turn first).
    std::unique_ptr<Encounter> ccFight(qint64 hp, Random &random)
    {
        auto e = makeEncounter(u"castles-crusades"_s,
            {fighter(u"Cedric"_s, u"party"_s, 10, {{u"dex"_s, 12}}),
                fighter(u"Orc"_s, u"foes"_s, 8, {{u"dex"_s, 10}})});
        if (!step(*e, random, Step::Start).isEmpty())
            return nullptr;
        if (!damage(*e, random, u"Cedric"_s, 10 - hp).isEmpty())
            return nullptr;
        return e;
    }

    static QString stateOf(const Encounter &e, const QString &name)
    {
        return combatantNamed(e, name).state;
    }

    // Moves to the last entry of the round (but not past it).
    static void toLastTurn(Encounter &e, Random &random)
    {
        while (Fray::Encounter::TurnKeeper(e, random).nextActable(e.state().turn) >= 0)
            QCOMPARE(step(e, random, Step::NextTurn), QString());
    }

private Q_SLOTS:
    void initTestCase() { QCOMPARE(testRulesetsLoad(), QString()); }

    // Who is at risk when the round would end, by the documents' thresholds.
    void atRisk_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<qint64>("hp");
        QTest::addColumn<bool>("asks");
        QTest::addColumn<QString>("rule");
        QTest::newRow("brp-at-0-dies-when-the-round-ends")
            << u"basic-roleplaying"_s << 0ll << true << u"dead"_s;
        QTest::newRow("brp-below-0-too") << u"basic-roleplaying"_s << -3ll << true << u"dead"_s;
        QTest::newRow("brp-at-1-is-only-unconscious")
            << u"basic-roleplaying"_s << 1ll << false << QString();
        QTest::newRow("cc-at-minus-9-bleeds-to-minus-10")
            << u"castles-crusades"_s << -9ll << true << u"mortally-wounded"_s;
        QTest::newRow("cc-at-minus-8-bleeds-to-minus-9-and-lives")
            << u"castles-crusades"_s << -8ll << false << QString();
        QTest::newRow("cc-at-minus-3-does-not-bleed")
            << u"castles-crusades"_s << -3ll << false << QString();
    }
    void atRisk()
    {
        QFETCH(QString, ruleset);
        QFETCH(qint64, hp);
        QFETCH(bool, asks);
        QFETCH(QString, rule);
        Random random(7);
        auto e = ruleset == u"basic-roleplaying" ? brpFight(hp, random) : ccFight(hp, random);
        QVERIFY(e);
        const QString who = ruleset == u"basic-roleplaying" ? u"Aldo"_s : u"Cedric"_s;
        const auto risks = RoundEnd::risks(*e);
        QCOMPARE(risks.size(), asks ? 1u : 0u);
        if (!asks)
            return;
        QCOMPARE(risks.front().combatant, idOf(*e, who));
        QCOMPARE(risks.front().rule->id, rule);
        QVERIFY(risks.front().becomes->dead);
        QVERIFY(risks.front().remedy());
    }

    // Next turn past the last entry is refused while someone is at risk, and nothing changes:
    // Aldo is not dead, the round has not ended.
    void nextTurnPastTheRoundAsksFirst_data()
    {
        QTest::addColumn<int>("what");
        QTest::newRow("next-turn-after-the-last") << int(Step::NextTurn);
        QTest::newRow("next-round") << int(Step::NextRound);
    }
    void nextTurnPastTheRoundAsksFirst()
    {
        QFETCH(int, what);
        Random random(7);
        auto e = brpFight(0, random);
        QVERIFY(e);
        toLastTurn(*e, random);
        const auto before = e->state();
        const QString refused = step(*e, random, Step(what));
        QVERIFY2(refused.contains(u"the round cannot end yet"_s), qPrintable(refused));
        QVERIFY2(refused.contains(u"Aldo (0 HP): Dead when the round ends"_s), qPrintable(refused));
        QVERIFY(refused.contains(u"'remedy'"_s) && refused.contains(u"'let-round-end'"_s));
        QCOMPARE(e->state(), before);
    }

    // A turn that does not end the round is not asked about.
    void aTurnWithinTheRoundIsNotAsked()
    {
        Random random(7);
        auto e = brpFight(0, random);
        QVERIFY(e);
        QCOMPARE(e->state().turn, 0);
        QCOMPARE(step(*e, random, Step::NextTurn), QString());
        QCOMPARE(e->state().turn, 1);
    }

    // First Aid of 1 brings Aldo from 0 to 1: the round ends and he lives (unconscious at 2 or
    // less). From -3, 2 is not enough (-1): he is still at risk.
    void firstAidBeforeTheRoundEnds_data()
    {
        QTest::addColumn<qint64>("hp");
        QTest::addColumn<qint64>("aid");
        QTest::addColumn<qint64>("after");
        QTest::addColumn<bool>("saved");
        QTest::newRow("0-plus-1-lives") << 0ll << 1ll << 1ll << true;
        QTest::newRow("minus-3-plus-2-is-still-at-minus-1") << -3ll << 2ll << -1ll << false;
        QTest::newRow("minus-3-plus-3-is-0-still-at-risk") << -3ll << 3ll << 0ll << false;
    }
    void firstAidBeforeTheRoundEnds()
    {
        QFETCH(qint64, hp);
        QFETCH(qint64, aid);
        QFETCH(qint64, after);
        QFETCH(bool, saved);
        Random random(7);
        auto e = brpFight(hp, random);
        QVERIFY(e);
        toLastTurn(*e, random);
        QCOMPARE(run(*e, random, RemedyCommand(idOf(*e, u"Aldo"_s), aid)), QString());
        QCOMPARE(combatantNamed(*e, u"Aldo"_s).hp, after);
        QCOMPARE(RoundEnd::risks(*e).empty(), saved);
        QCOMPARE(
            logLinesContaining(*e, u"First Aid for Aldo (rolled at the table: %1)"_s.arg(aid)), 1);
        const QString next = step(*e, random, Step::NextTurn);
        QCOMPARE(next.isEmpty(), saved);
        if (saved) {
            QCOMPARE(e->state().round, 2);
            QCOMPARE(stateOf(*e, u"Aldo"_s), u"unconscious"_s);
        }
    }

    // Fray rolls the ruleset's 1D3: mt19937_64 seeded 5489 first gives 14514284786278117030,
    // which is 1 more than a multiple of 3, so the die shows 2 and Aldo goes from 0 to 2.
    void firstAidRollsTheRulesetsDice()
    {
        Random setup(7);
        auto e = brpFight(0, setup);
        QVERIFY(e);
        Random random(5489);
        QCOMPARE(run(*e, random, RemedyCommand(idOf(*e, u"Aldo"_s))), QString());
        QCOMPARE(combatantNamed(*e, u"Aldo"_s).hp, 2);
        QCOMPARE(
            logLinesContaining(*e, u"First Aid for Aldo (1d3 \u2192 [2] = 2): 0 \u2192 2 HP"_s), 1);
    }

    // Letting the round end takes Aldo; undo takes the answer back, and the question with it.
    void lettingTheRoundEndIsUndone()
    {
        Random random(7);
        auto e = brpFight(0, random);
        QVERIFY(e);
        toLastTurn(*e, random);
        const auto before = e->state();
        TurnCommand let(Step::LetRoundEnd);
        QCOMPARE(let.execute(*e, random), std::nullopt);
        QCOMPARE(stateOf(*e, u"Aldo"_s), u"dead"_s);
        QCOMPARE(e->state().round, 2);
        let.undo(*e);
        QCOMPARE(e->state(), before);
        QVERIFY(step(*e, random, Step::NextTurn).contains(u"the round cannot end yet"_s));
    }

    // C&C: aid stops the bleeding at -9; the round ends and Cedric stays mortally wounded at -9.
    void aidStopsTheBleeding()
    {
        Random random(7);
        auto e = ccFight(-9, random);
        QVERIFY(e);
        toLastTurn(*e, random);
        QVERIFY(
            step(*e, random, Step::NextTurn).contains(u"Cedric (-9 HP, Mortally wounded): Dead"_s));
        QCOMPARE(run(*e, random, RemedyCommand(idOf(*e, u"Cedric"_s))), QString());
        QVERIFY(combatantNamed(*e, u"Cedric"_s).aided);
        QCOMPARE(step(*e, random, Step::NextTurn), QString());
        QCOMPARE(combatantNamed(*e, u"Cedric"_s).hp, -9);
        QCOMPARE(stateOf(*e, u"Cedric"_s), u"mortally-wounded"_s);
    }

    void remedyRefusals_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<qint64>("hp");
        QTest::addColumn<QString>("who");
        QTest::addColumn<qint64>("amount"); // -1: none given
        QTest::addColumn<QString>("error");
        QTest::newRow("not-at-risk") << u"basic-roleplaying"_s << 5ll << u"Aldo"_s << -1ll
                                     << u"Aldo is in no danger at the end of the round"_s;
        QTest::newRow("aid-takes-no-amount") << u"castles-crusades"_s << -9ll << u"Cedric"_s << 3ll
                                             << u"Aid stops the loss; it takes no amount"_s;
        QTest::newRow("negative-first-aid")
            << u"basic-roleplaying"_s << 0ll << u"Aldo"_s << -4ll << u"healing must be 0 or more"_s;
    }
    void remedyRefusals()
    {
        QFETCH(QString, ruleset);
        QFETCH(qint64, hp);
        QFETCH(QString, who);
        QFETCH(qint64, amount);
        QFETCH(QString, error);
        Random random(7);
        auto e = ruleset == u"basic-roleplaying" ? brpFight(hp, random) : ccFight(hp, random);
        QVERIFY(e);
        const auto before = e->state();
        QCOMPARE(run(*e, random,
                     RemedyCommand(idOf(*e, who),
                         amount == -1 ? std::nullopt : std::optional<qint64>(amount))),
            error);
        QCOMPARE(e->state(), before);
    }

    // Command files name both answers, and write them back as they read them.
    void commandFiles()
    {
        Random random(7);
        auto e = brpFight(0, random);
        QVERIFY(e);
        const auto read = [&](const QByteArray &text) {
            QList<Fray::Json::JsonProblem> problems;
            return Fray::Io::CommandJson::read(
                Fray::Json::JsonValue(
                    QJsonDocument::fromJson(text).object(), u"commands[0]"_s, &problems),
                *e);
        };
        auto remedy = read(R"({"command": "remedy", "target": "Aldo", "amount": 2})"_ba);
        QVERIFY2(remedy, qPrintable(remedy ? QString() : remedy.error()));
        QCOMPARE((*remedy)->kind(), u"remedy"_s);
        auto let = read(R"({"command": "let-round-end"})"_ba);
        QVERIFY2(let, qPrintable(let ? QString() : let.error()));
        QCOMPARE((*let)->kind(), u"let-round-end"_s);
        auto bad = read(R"({"command": "remedy", "target": "Aldo", "rounds": 2})"_ba);
        QVERIFY(!bad);
        QVERIFY2(bad.error().contains(u"rounds"_s), qPrintable(bad.error()));
    }
};

QTEST_GUILESS_MAIN(TestRoundEnd)
#include "tst_round_end.moc"
