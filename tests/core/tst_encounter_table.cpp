// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Wandering-monster tables: the exact chance of each row and of each number of foes, worked
// out by hand for a d8, a d12 and a 2d6 table; a file read back as written; and every kind of
// bad table refused with where it is wrong.

#include "CampaignPlaces.h"
#include "HermeticTest.h"
#include "core/io/EncounterTableJson.h"
#include "core/rules/RulesetLibrary.h"
#include "core/storage/Campaign.h"
#include "core/storage/CampaignImport.h"
#include "core/storage/TableRoll.h"
#include "core/wandering/EncounterTable.h"
#include "core/wandering/TableDanger.h"

#include <QJsonDocument>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;
using Fray::Io::EncounterTableJson;
using Fray::Testing::CampaignPlaces;
using Fray::Wandering::EncounterTable;
using Fray::Wandering::EncounterTableOdds;
using Chances = QList<double>;
Q_DECLARE_METATYPE(EncounterTable)

namespace {

EncounterTable::Row row(
    qint64 from, qint64 to, const QString &count = {}, const QString &creature = {})
{
    EncounterTable::Row r;
    r.from = from;
    r.to = to;
    r.count = count;
    r.creature = creature;
    return r;
}

EncounterTable table(const QString &die, std::vector<EncounterTable::Row> rows)
{
    EncounterTable t;
    t.name = u"Level 1"_s;
    t.die = die;
    t.rows = std::move(rows);
    return t;
}

// JSON written with single quotes, for the rows below to read.
QByteArray q(const char *text)
{
    return QByteArray(text).replace('\'', '"');
}

// A library entry of `ruleset` on `side` with `hp` hit points and DEX 10, no attacks.
Fray::Library::LibraryEntry creature(
    const QString &name, const QString &ruleset, const QString &side, qint64 hp)
{
    Fray::Library::LibraryEntry e;
    e.name = e.prototype.name = name;
    e.rulesetId = ruleset;
    e.prototype.side = side;
    e.prototype.maxHp = e.prototype.hp = e.prototype.startHp = hp;
    e.prototype.defence = 10;
    e.prototype.stats = {{QStringLiteral("dex"), 10}};
    return e;
}

bool near(double a, double b)
{
    return std::abs(a - b) < 1e-12;
}

} // namespace

class TestEncounterTable : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private Q_SLOTS:
    void eachRowHasTheChanceOfItsResults_data()
    {
        QTest::addColumn<EncounterTable>("t");
        QTest::addColumn<Chances>("rows");
        QTest::addColumn<double>("nothing");
        QTest::addColumn<double>("meanFoes");
        // d8: 1-2 of 8, 1 of 8, 5 of 8; 2d4 goblins average 5, so 2/8 * 5 + 1/8 * 1 = 11/8.
        QTest::newRow("d8-goblins-an-ogre-or-nothing") << table(
            u"1d8"_s, {row(1, 2, u"2d4"_s, u"Goblin"_s), row(3, 3, u"1"_s, u"Ogre"_s), row(4, 8)})
                                                       << Chances{2.0 / 8, 1.0 / 8, 5.0 / 8}
                                                       << 5.0 / 8 << 11.0 / 8;
        // d12: 1 of 12, 3 of 12, 8 of 12; 1d6 skeletons average 3.5, 2 zombies:
        // 3.5/12 + 2 * 3/12 = 9.5/12.
        QTest::newRow("d12-skeletons-zombies-or-nothing")
            << table(u"1d12"_s,
                   {row(1, 1, u"1d6"_s, u"Skeleton"_s), row(2, 4, u"2"_s, u"Zombie"_s), row(5, 12)})
            << Chances{1.0 / 12, 3.0 / 12, 8.0 / 12} << 8.0 / 12 << 9.5 / 12;
        // 2d6: 2-6 is 1+2+3+4+5 = 15 of 36, 7 is 6 of 36, 8-12 is 15 of 36; 1d4+1 averages 3.5:
        // 6/36 + 15/36 * 3.5 = 58.5/36.
        QTest::newRow("2d6-a-bell-of-results") << table(
            u"2d6"_s, {row(2, 6), row(7, 7, u"1"_s, u"Troll"_s), row(8, 12, u"1d4+1"_s, u"Orc"_s)})
                                               << Chances{15.0 / 36, 6.0 / 36, 15.0 / 36}
                                               << 15.0 / 36 << 58.5 / 36;
    }

    void eachRowHasTheChanceOfItsResults()
    {
        QFETCH(EncounterTable, t);
        QFETCH(Chances, rows);
        QFETCH(double, nothing);
        QFETCH(double, meanFoes);
        const auto odds = EncounterTableOdds::of(t);
        QVERIFY2(odds, odds ? "" : qPrintable(odds.error()));
        QCOMPARE(qsizetype(odds->rows.size()), rows.size());
        for (qsizetype i = 0; i < rows.size(); ++i)
            QVERIFY2(near(odds->rows[std::size_t(i)].chance, rows[i]),
                qPrintable(u"row %1: %2, not %3"_s.arg(i)
                               .arg(odds->rows[std::size_t(i)].chance)
                               .arg(rows[i])));
        QVERIFY(near(odds->nothing, nothing));
        QVERIFY(near(odds->meanFoes, meanFoes));
        QVERIFY(near(odds->foes.totalProbability(), 1.0));
    }

    // "2d4" goblins on 1-2 of a d8: 2 to 8 goblins with 1, 2, 3, 4, 3, 2, 1 in 16, so all the
    // table brings is 0 (5/8), an ogre (1/8), and 2/8 of the 2d4 chances.
    void howManyComeIsTheRowsCountsWeighed()
    {
        const auto odds = EncounterTableOdds::of(table(
            u"1d8"_s, {row(1, 2, u"2d4"_s, u"Goblin"_s), row(3, 3, u"1"_s, u"Ogre"_s), row(4, 8)}));
        QVERIFY(odds);
        const auto &goblins = odds->rows[0].count;
        QCOMPARE(goblins.min(), 2);
        QCOMPARE(goblins.max(), 8);
        const double sixteenths[] = {1, 2, 3, 4, 3, 2, 1};
        for (int n = 2; n <= 8; ++n)
            QVERIFY(near(goblins.probabilityOf(n), sixteenths[n - 2] / 16));
        QVERIFY(near(odds->foes.probabilityOf(0), 5.0 / 8));
        QVERIFY(near(odds->foes.probabilityOf(1), 1.0 / 8));
        QVERIFY(near(odds->foes.probabilityOf(2), 2.0 / 8 / 16));
        QVERIFY(near(odds->foes.probabilityOf(5), 2.0 / 8 * 4 / 16));
        QVERIFY(near(odds->foes.probabilityOf(8), 2.0 / 8 / 16));
    }

    // 16,000 seeded rolls land in each row as often as its exact chance says (within 4 standard
    // errors), and the goblins that come are 2d4: 2 to 8, 5 on average.
    void rollsFallInTheRowsAsOftenAsTheirChance()
    {
        const EncounterTable t = table(
            u"1d8"_s, {row(1, 2, u"2d4"_s, u"Goblin"_s), row(3, 3, u"1"_s, u"Ogre"_s), row(4, 8)});
        Fray::Dice::Random random(2026);
        constexpr int n = 16'000;
        int rows[3] = {0, 0, 0};
        qint64 goblins = 0;
        for (int i = 0; i < n; ++i) {
            const auto rolled = t.roll(random);
            QVERIFY2(rolled, rolled ? "" : qPrintable(rolled.error()));
            QVERIFY(rolled->result >= t.rows[rolled->row].from
                && rolled->result <= t.rows[rolled->row].to);
            ++rows[rolled->row];
            if (rolled->row == 0) {
                QVERIFY(rolled->count >= 2 && rolled->count <= 8);
                goblins += rolled->count;
            } else {
                QCOMPARE(rolled->count, rolled->row == 1 ? 1 : 0);
            }
        }
        const double exact[3] = {2.0 / 8, 1.0 / 8, 5.0 / 8};
        for (int r = 0; r < 3; ++r) {
            const double se = std::sqrt(exact[r] * (1 - exact[r]) / n);
            QVERIFY2(std::abs(double(rows[r]) / n - exact[r]) < 4 * se,
                qPrintable(u"row %1: %2 of %3"_s.arg(r).arg(rows[r]).arg(n)));
        }
        // 2d4 has variance 2 * (16 - 1) / 12 = 2.5.
        const double mean = double(goblins) / rows[0];
        QVERIFY2(
            std::abs(mean - 5.0) < 4 * std::sqrt(2.5 / rows[0]), qPrintable(QString::number(mean)));

        EncounterTable bad = t;
        bad.rows.pop_back();
        QVERIFY(!bad.roll(random));
    }

    void aFileReadsBackAsItWasWritten()
    {
        EncounterTable t = table(
            u"1d8"_s, {row(1, 2, u"2d4"_s, u"Goblin"_s), row(3, 3, u"1"_s, u"Ogre"_s), row(4, 8)});
        t.rulesetId = u"old-school"_s;
        t.rows[1].note = u"asleep on 1-2"_s;
        // A count written as a number reads as the same count.
        QByteArray written = EncounterTableJson::toBytes(t);
        written.replace(QByteArray("\"count\": \"1\""), QByteArray("\"count\": 1"));
        QVERIFY(written.contains("\"count\": 1"));
        const auto numeric = EncounterTableJson::fromBytes(written);
        QVERIFY2(numeric, numeric ? "" : qPrintable(numeric.error().constFirst().toString()));
        QCOMPARE(*numeric, t);
        const auto back = EncounterTableJson::fromBytes(EncounterTableJson::toBytes(t));
        QVERIFY2(back, back ? "" : qPrintable(back.error().constFirst().toString()));
        QCOMPARE(*back, t);
    }

    // A campaign keeps its tables across a close and an open; a second of one name, or one Fray
    // would refuse to read, is not written; a damaged one is named when read.
    void theCampaignKeepsItsTables()
    {
        QTemporaryDir dir;
        const QString path = CampaignPlaces::fresh(dir, u"tables.fray"_s);
        EncounterTable mill = table(
            u"1d8"_s, {row(1, 2, u"2d4"_s, u"Goblin"_s), row(3, 3, u"1"_s, u"Ogre"_s), row(4, 8)});
        mill.name = u"The old mill"_s;
        mill.rulesetId = u"old-school"_s;
        qint64 id = 0;
        {
            auto campaign = Fray::Storage::Campaign::open(path);
            QVERIFY(campaign);
            const auto added = (*campaign)->tables().save(mill);
            QVERIFY2(added, added ? "" : qPrintable(added.error()));
            id = *added;
            EncounterTable twin = mill;
            twin.name = u"the OLD mill"_s;
            const auto clash = (*campaign)->tables().save(twin);
            QVERIFY(!clash);
            QCOMPARE(clash.error(), u"the campaign already has a table called the OLD mill"_s);
            EncounterTable gap = mill;
            gap.name = u"Gap"_s;
            gap.rows.pop_back();
            const auto refused = (*campaign)->tables().save(gap);
            QVERIFY(!refused);
            QVERIFY2(
                refused.error().startsWith(u"Gap was not saved: "_s), qPrintable(refused.error()));
            mill.rows[1].note = u"asleep"_s;
            const auto replaced = (*campaign)->tables().save(mill, id);
            QVERIFY(replaced);
            QCOMPARE(*replaced, id);
        }
        auto campaign = Fray::Storage::Campaign::open(path);
        QVERIFY(campaign);
        const auto all = (*campaign)->tables().all();
        QVERIFY(all);
        QCOMPARE(all->size(), std::size_t(1));
        QCOMPARE(all->front().id, id);
        QCOMPARE(all->front().table, mill);
        QSqlQuery damage((*campaign)->database());
        QVERIFY(damage.exec(u"UPDATE encounter_tables SET data = '{\"rows\": 3}'"_s));
        const auto damaged = (*campaign)->tables().all();
        QVERIFY(!damaged);
        QVERIFY2(
            damaged.error().startsWith(u"the wandering-monster table The old mill is damaged: "_s),
            qPrintable(damaged.error()));
        QCOMPARE((*campaign)->tables().remove(id), std::nullopt);
        QVERIFY((*campaign)->tables().all()->empty());
    }

    // A roll into a campaign is one step of its history, named for what came (fray-cli's roll
    // is undone in the window like the window's own): taken back, the fight goes whole.
    void aRollIsAStepOfTheCampaignsHistory()
    {
        QTemporaryDir dir;
        auto campaign = Fray::Storage::Campaign::open(CampaignPlaces::fresh(dir, u"roll.fray"_s));
        QVERIFY(campaign);
        Fray::Library::LibraryEntry goblin = creature(u"Goblin"_s, u"old-school"_s, u"foes"_s, 4);
        goblin.hitDice = u"1d6"_s;
        QVERIFY((*campaign)->library().add(goblin));
        EncounterTable mill = table(u"1d6"_s, {row(1, 6, u"3"_s, u"goblin"_s)});
        mill.name = u"The old mill"_s;
        mill.rulesetId = u"old-school"_s;
        const auto rulesets = Fray::Rules::RulesetLibrary::load(QString());
        Fray::Dice::Random random(7);
        const auto rolled = Fray::Storage::TableRoll::roll(
            **campaign, mill, rulesets.find(u"old-school"_s)->ruleset, QString(), random);
        QVERIFY2(rolled, rolled ? "" : qPrintable(rolled.error()));
        QCOMPARE(rolled->name, u"The old mill"_s);
        const auto steps = (*campaign)->history().done();
        QCOMPARE(steps.size(), std::size_t(1));
        QCOMPARE(steps.front().kind, u"import"_s);
        QCOMPARE(steps.front().text, u"Roll on The old mill: goblin × 3"_s);
        const auto done
            = Fray::Storage::CampaignImport::fromData(steps.front().seq, steps.front().data);
        QVERIFY(done);
        QCOMPARE(done->addedEncounters, std::vector<qint64>{rolled->encounter});
        QCOMPARE(Fray::Storage::CampaignImport::revert(**campaign, *done), std::nullopt);
        QVERIFY((*campaign)->encounters().list().empty());
        QVERIFY((*campaign)->history().done().empty());
    }

    // How deadly each row is: the party's chance to win weighed by the exact chance of each
    // number that comes. A hero who cannot miss by much (+100 to hit, so only a natural 1 misses)
    // fells one harmless 1-HP rat a round; 10 rats fall well inside the 50 rounds a fight may
    // last, 70 never can. "1d4/4*60+10" brings 10 on 3 of 4 and 70 on 1: the party wins 3/4 of
    // such meetings (41 misses in 50 rounds would fail it, a chance below 10^-40). A row of
    // nothing has no danger; a party with no one of the ruleset is refused.
    void eachRowsDangerIsWeighedByHowManyCome()
    {
        const auto rulesets = Fray::Rules::RulesetLibrary::load(QString());
        const auto ruleset = rulesets.find(u"d20-ascending"_s)->ruleset;
        Fray::Library::LibraryEntry hero = creature(u"Hero"_s, u"d20-ascending"_s, u"party"_s, 10);
        hero.prototype.attacks.push_back(
            {u"Sword"_s, u"melee"_s, 100, u"1"_s, QString(), 0, 1, u"1"_s});
        const auto rat = creature(u"Rat"_s, u"d20-ascending"_s, u"foes"_s, 1);
        const Fray::Wandering::TableFight::Lookup lookup
            = [&](const QString &name) -> std::optional<Fray::Library::LibraryEntry> {
            return name == u"Rat" ? std::optional(rat) : std::nullopt;
        };
        EncounterTable cellar = table(u"1d6"_s,
            {row(1, 2, u"1d4/4*60+10"_s, u"Rat"_s), row(3, 4, u"3"_s, u"Rat"_s), row(5, 6)});
        cellar.rulesetId = u"d20-ascending"_s;
        Fray::Wandering::TableDanger::Options options;
        options.trials = 2000;
        options.leastPerCount = 100;
        const auto danger
            = Fray::Wandering::TableDanger::of(cellar, ruleset, lookup, {hero}, options);
        QVERIFY2(danger, danger ? "" : qPrintable(danger.error()));
        QCOMPARE(danger->size(), std::size_t(3));
        QVERIFY((*danger)[0] && (*danger)[1]);
        QVERIFY(!(*danger)[2]);
        QCOMPARE((*danger)[0]->win, 0.75);
        QCOMPARE((*danger)[0]->fights, 2000);
        QCOMPARE((*danger)[1]->win, 1.0);
        QCOMPARE((*danger)[1]->anyOut, 0.0);
        QCOMPARE((*danger)[1]->difficulty, u"easy"_s);

        hero.rulesetId = u"old-school"_s;
        const auto alone
            = Fray::Wandering::TableDanger::of(cellar, ruleset, lookup, {hero}, options);
        QVERIFY(!alone);
        QCOMPARE(alone.error(),
            u"the party has no member of the ruleset 'd20-ascending' to meet what comes"_s);
    }

    void aBadTableIsRefusedWithWhere_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("says");
        const auto file = [](const QByteArray &die, const QByteArray &rows) {
            return q("{'format': 'fray-encounter-table', 'format_version': 1, 'name': 'T', 'die': "
                     "'")
                + die + q("', 'rows': [") + rows + "]}";
        };
        QTest::newRow("rows-overlap")
            << file("1d6", q("{'roll': '1-3', 'creature': 'Orc'}, {'roll': '3-6'}"))
            << u"rows[1].roll: 3\u20136 overlaps rows[0] (1\u20133)"_s;
        QTest::newRow("a-result-no-row-has")
            << file("1d8", q("{'roll': '1-2', 'creature': 'Orc'}, {'roll': '4-8'}"))
            << u"rows: no row has 3, which 1d8 can roll"_s;
        QTest::newRow("a-roll-the-die-never-makes")
            << file("1d6", q("{'roll': '1-7'}"))
            << u"rows[0].roll: 1\u20137 is outside what 1d6 rolls (1\u20136)"_s;
        QTest::newRow("a-result-the-die-never-rolls")
            << file("1d3*2", q("{'roll': 2}, {'roll': 3, 'creature': 'Orc'}, {'roll': '4-6'}"))
            << u"rows[1].roll: 3 is no result 1d3*2 rolls"_s;
        QTest::newRow("a-range-backwards")
            << file("1d6", q("{'roll': '6-1'}")) << u"rows[0].roll: 6 to 1 runs backwards"_s;
        QTest::newRow("a-roll-that-is-no-number")
            << file("1d6", q("{'roll': 'often'}"))
            << u"rows[0].roll: 'often' is not a roll or a range of rolls (3, 4-6)"_s;
        QTest::newRow("a-die-that-does-not-roll")
            << file("1d", q("{'roll': 1}")) << u"die: '1d': "_s;
        QTest::newRow("a-count-past-the-limit")
            << file("1d6", q("{'roll': '1-6', 'count': '2000', 'creature': 'Rat'}"))
            << u"rows[0].count: '2000' may bring more than 1000, the most a row brings"_s;
        QTest::newRow("a-count-of-none")
            << file("1d6", q("{'roll': '1-6', 'count': '1d2-1', 'creature': 'Rat'}"))
            << u"rows[0].count: '1d2-1' may bring none"_s;
        QTest::newRow("dice-past-the-limits")
            << file("1d6", q("{'roll': '1-6', 'count': '10001d6', 'creature': 'Rat'}"))
            << u"rows[0].count: '10001d6': "_s;
        QTest::newRow("a-count-for-nothing") << file("1d6", q("{'roll': '1-6', 'count': '2'}"))
                                             << u"rows[0].count: a row of nothing has no count"_s;
        QTest::newRow("no-rows") << file("1d6", "") << u"rows: a table needs at least one row"_s;
        QTest::newRow("a-newer-file") << QByteArray(
            q("{'format': 'fray-encounter-table', 'format_version': 2, 'die': '1d6', 'rows': []}"))
                                      << u"this file needs a newer Fray (format version 2"_s;
        QTest::newRow("another-format") << QByteArray(
            q("{'format': 'fray-library', 'format_version': 1, 'die': '1d6', 'rows': [{'roll': "
              "'1-6'}]}")) << u"expected \"fray-encounter-table\""_s;
        QTest::newRow("a-misspelt-field")
            << file("1d6", q("{'roll': '1-6', 'creatur': 'Orc'}")) << u"rows[0].creatur"_s;
    }

    void aBadTableIsRefusedWithWhere()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, says);
        const auto read = EncounterTableJson::fromBytes(json);
        QVERIFY(!read);
        const QString first = read.error().constFirst().toString();
        QVERIFY2(first.contains(says), qPrintable(first));
    }
};

QTEST_GUILESS_MAIN(TestEncounterTable)
#include "tst_encounter_table.moc"
