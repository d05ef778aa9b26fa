// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Other tools' files at and past what Fray can hold: an element with more attributes than the
// schema has is refused before it is read, and a number or dice too large for Fray is refused
// or named in the loss report, never read as another number or as "not given".
#include "HermeticTest.h"
#include "core/io/ForeignImport.h"
#include "core/io/ImportReader.h"

#include <QStandardPaths>
#include <QTest>

using Fray::Io::ImportReader;
using Fray::Rules::RulesetLibrary;
using namespace Qt::StringLiterals;

namespace {

// What an import of `bytes` says: its error, or every value, loss and left-out line.
QStringList outcome(const QByteArray &bytes, const RulesetLibrary &rulesets)
{
    ImportReader::Options options;
    options.statLinesRuleset = u"d20-ascending"_s;
    const auto plan = ImportReader::read(bytes, rulesets, options);
    if (!plan.ok())
        return {plan.error()};
    QStringList lines;
    for (const auto &r : plan->reports) {
        for (const auto &v : r.values)
            lines << v.target + u' ' + v.value + u" <- "_s + v.from;
        for (const auto &l : r.lost)
            lines << l.toString();
    }
    for (const auto &r : plan->rejected)
        lines << u"line %1: %2"_s.arg(r.line).arg(r.reason);
    lines << plan->rejectedEntries;
    return lines;
}

} // namespace

class TestImportBounds : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private slots:
    void initTestCase() { m_rulesets = RulesetLibrary::load(QString()); }

    // The XML reader's cost grows with the square of a tag's attributes (100,000 took half a
    // minute), so such a tag is refused, by its line, before the reader meets it.
    void fightClubElementWithManyAttributesIsRefused_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("message");
        QByteArray many = "<?xml version=\"1.0\"?>\n<compendium version=\"5\">\n<monster";
        for (int i = 0; i < 100'000; ++i)
            many += " a" + QByteArray::number(i) + "=\"x\"";
        many += "><name>Goblin</name><hp>7</hp></monster></compendium>\n";
        QTest::newRow("100000-attributes")
            << many << u"line 3: <monster> has more than 32 attributes"_s;
        QByteArray thirtyThree = "<compendium>\n\n<monster";
        for (int i = 0; i < 33; ++i)
            thirtyThree += " a" + QByteArray::number(i) + "='x'";
        thirtyThree += "/></compendium>";
        QTest::newRow("one-past-the-bound")
            << thirtyThree << u"line 3: <monster> has more than 32 attributes"_s;
    }

    void fightClubElementWithManyAttributesIsRefused()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, message);
        ImportReader::Options options;
        options.statLinesRuleset = u"d20-ascending"_s;
        const auto plan = ImportReader::read(bytes, m_rulesets, options);
        QVERIFY(!plan.ok());
        QVERIFY2(plan.error().startsWith(message), qPrintable(plan.error()));
    }

    // What only looks like attributes is not counted: '=' in a comment, in CDATA, in a quoted
    // value or in text; 32 attributes are taken.
    void fightClubAttributesAreCountedOnlyInTags()
    {
        QByteArray equals(200, '=');
        QByteArray bytes = "<?xml version=\"1.0\"?>\n<!-- " + equals + " -->\n<compendium v=\""
            + equals + "\"><monster";
        for (int i = 0; i < 32; ++i)
            bytes += " a" + QByteArray::number(i) + "='x'";
        bytes += "><name>Goblin</name><hp>7 (2d6)</hp><description><![CDATA[" + equals + "]]> "
            + equals + "</description></monster></compendium>\n";
        ImportReader::Options options;
        options.statLinesRuleset = u"d20-ascending"_s;
        const auto plan = ImportReader::read(bytes, m_rulesets, options);
        QVERIFY2(plan.ok(), qPrintable(plan.ok() ? QString() : plan.error()));
        QCOMPARE(plan->entries.size(), 1u);
        QCOMPARE(plan->entries[0].prototype.maxHp, 7);
    }

    // A number or dice Fray cannot hold is refused with its field, or named with its value in
    // the loss report; never read as another number (1e308 as 1, a bonus as +0, 10^9 dice as
    // their bonus alone) or as "not given".
    void numbersFrayCannotHoldAreNamed_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("expected");
        const auto fc5 = [](const QByteArray &monster) {
            return "<compendium><monster><name>Big</name>" + monster + "</monster></compendium>";
        };
        QTest::newRow("fc5-hp-1e308")
            << fc5("<hp>1e308</hp>") << u"HP 1e308: not a whole number Fray can hold"_s;
        QTest::newRow("fc5-hp-1e308-leaves-the-entry-out")
            << QByteArray("<compendium><monster><name>Small</name><hp>7</hp></monster><monster>"
                          "<name>Big</name><hp>1e308</hp></monster></compendium>")
            << u"Big: HP 1e308: not a whole number Fray can hold"_s;
        QTest::newRow("fc5-ac-past-64-bits")
            << fc5("<hp>7</hp><ac>200000000000000000000</ac>")
            << u"AC 200000000000000000000: not a whole number Fray can hold"_s;
        QTest::newRow("fc5-ac-past-64-bits-is-not-missing")
            << fc5("<hp>7</hp><ac>200000000000000000000</ac>")
            << u"(default) <- Fray cannot take the file's AC 200000000000000000000"_s;
        QTest::newRow("fc5-ac-past-what-a-combatant-holds")
            << fc5("<hp>7</hp><ac>20000000000</ac>")
            << u"AC 20000000000: Fray takes -1000000 to 1000000"_s;
        QTest::newRow("fc5-hit-dice-past-the-limits")
            << fc5("<hp>45 (99999999d99999999)</hp>") << u"Hit dice 99999999d99999999: more than"_s;
        QTest::newRow("fc5-attack-bonus-past-64-bits")
            << fc5("<hp>7</hp><action><name>Claw</name>"
                   "<attack>Claw|+99999999999999999999|1d6</attack></action>")
            << u"Attack 'Claw' bonus +99999999999999999999: not a whole number Fray can hold"_s;
        QTest::newRow("fc5-attack-damage-past-the-limits") << fc5(
            "<hp>7</hp><action><name>Claw</name><attack>Claw|+4|1000000000d6</attack>"
            "</action>") << u"Attack 'Claw' damage 1000000000d6: more than 10,000 dice"_s;
        QTest::newRow("fc5-cr-past-64-bits")
            << fc5("<hp>7</hp><cr>99999999999999999999</cr>")
            << u"CR 99999999999999999999: not a whole number Fray can hold"_s;
        QTest::newRow("5etools-hit-tag-past-64-bits")
            << QByteArray(R"({"monster": [{"name": "Big", "hp": {"average": 7},
                 "action": [{"name": "Claw", "entries": ["{@atk mw} {@hit 99999999999999999999} to hit, reach 5 ft. {@h}3 ({@damage 1d6}) slashing damage."]}]}]})")
            << u"Attack 'Claw' bonus +99999999999999999999: not a whole number Fray can hold"_s;
        QTest::newRow("5etools-hit-dice-past-the-limits")
            << QByteArray(R"({"monster": [{"name": "Big",
                 "hp": {"average": 7, "formula": "99999999d99999999"}}]})")
            << u"Hit dice 99999999d99999999: more than"_s;
        QTest::newRow("5etools-ac-past-2-to-the-53")
            << QByteArray(R"({"monster": [{"name": "Big", "ac": [200000000000000000000]}]})")
            << u"monster[0].ac[0]: 2e+20 is not a whole number Fray can hold"_s;
        QTest::newRow("open5e-damage-count-of-a-billion")
            << QByteArray(R"({"results": [{"name": "Big", "hit_points": 7, "actions": [
                 {"name": "Bite", "desc": "Melee Weapon Attack", "attacks": [{"to_hit_mod": 4,
                  "damage_die_count": 1000000000, "damage_die_type": "D6",
                  "damage_bonus": 2}]}]}]})")
            << u"Attack 'Bite' damage 1000000000d6: more than 10,000 dice"_s;
        QTest::newRow("open5e-damage-count-is-not-its-bonus") << QByteArray(
            R"({"results": [{"name": "Big", "hit_points": 7, "actions": [
                 {"name": "Bite", "desc": "Melee Weapon Attack", "attacks": [{"to_hit_mod": 4,
                  "damage_die_count": 1000000000, "damage_die_type": "D6",
                  "damage_bonus": 2}]}]}]})") << u"Attack Bite 4 0 <- +4, no damage given"_s;
        QTest::newRow("open5e-hp-1e308")
            << QByteArray(R"({"results": [{"name": "Big", "hit_points": 1e308}]})")
            << u"results[0].hit_points: 1e+308 is not a whole number Fray can hold"_s;
        QTest::newRow("open5e-hit-dice-past-the-limits")
            << QByteArray(R"({"results": [{"name": "Big", "hit_points": 7,
                 "hit_dice": "99999999d99999999"}]})")
            << u"Hit dice 99999999d99999999: more than"_s;
        QTest::newRow("ii-hp-a-fraction")
            << QByteArray(R"({"Creatures.x": {"Name": "X", "HP": {"Value": 7.5}}})")
            << u"Creatures.x.HP.Value: 7.5 is not a whole number Fray can hold"_s;
        QTest::newRow("ii-ac-past-what-a-combatant-holds")
            << QByteArray(
                   R"({"Creatures.x": {"Name": "X", "HP": {"Value": 7}, "AC": {"Value": 20000000000}}})")
            << u"AC 20000000000: Fray takes -1000000 to 1000000"_s;
        QTest::newRow("csv-hp-1e308") << QByteArray("name,hp\nBig,1e308\n")
                                      << u"line 2: hp '1e308' is neither a number nor dice"_s;
        QTest::newRow("csv-ac-past-64-bits")
            << QByteArray("name,hp,ac\nBig,7,200000000000000000000\n")
            << u"line 2: ac '200000000000000000000' is not a whole number"_s;
    }

    void numbersFrayCannotHoldAreNamed()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, expected);
        const QStringList lines = outcome(bytes, m_rulesets);
        const bool found = std::any_of(lines.begin(), lines.end(),
            [&](const QString &line) { return line.contains(expected); });
        QVERIFY2(found, qPrintable(lines.join(u'\n')));
    }

    // A GM's formula that fails on one stat block (100 / (AC - 15) for an AC of 15) leaves the
    // field at its default and says so in the loss report, with the formula and the value.
    void failingImportFormulaIsALoss()
    {
        Fray::Rules::Ruleset ruleset = *m_rulesets.find(u"d20-ascending"_s)->ruleset;
        ruleset.importMapping.defence = *Fray::Dice::Expression::parse(u"100 / (@ac - 15)");
        Fray::Io::ForeignFile file;
        Fray::Io::ForeignCreature goblin;
        goblin.name = u"Goblin"_s;
        goblin.ac = 15;
        goblin.hp = 7;
        file.creatures.push_back(goblin);
        const auto mapped = Fray::Io::ForeignImport::map(file, ruleset);
        QCOMPARE(mapped.reports.size(), 1u);
        QStringList lost;
        for (const auto &l : mapped.reports[0].lost)
            lost << l.toString();
        QVERIFY2(lost.contains(ruleset.defenceLabel
                     + u" (AC 15 by 100 / (@ac - 15)): '100 / (@ac - 15)' divides by zero"_s),
            qPrintable(lost.join(u'\n')));
        QCOMPARE(mapped.entries[0].prototype.defence, Fray::Encounter::Combatant().defence);
    }

private:
    RulesetLibrary m_rulesets;
};

QTEST_GUILESS_MAIN(TestImportBounds)
#include "tst_import_bounds.moc"
