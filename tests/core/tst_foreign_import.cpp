// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Other tools' files (Improved Initiative, Fight Club 5, Open5e, 5e.tools) imported into each
// shipped ruleset through its "import" section: the values each field becomes (worked by hand
// from the fixtures and the rulesets' formulas), the loss report, the bad-file table and the
// round trip through Improved Initiative's export shape.
#include "HermeticTest.h"
#include "TestData.h"
#include "core/io/EncounterJson.h"
#include "core/io/ForeignImport.h"
#include "core/io/ImportReader.h"
#include "core/io/ImprovedInitiativeWriter.h"
#include "core/io/StatText.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTest>

using Fray::Io::ForeignImport;
using Fray::Io::ImportReader;
using Fray::Rules::RulesetLibrary;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(ImportReader::Format)

namespace {

QByteArray fixture(const QString &name)
{
    QFile file(Fray::Testing::testData() + u"/import/"_s + name);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

const Fray::Library::LibraryEntry *entryNamed(const ImportReader::Plan &plan, const QString &name)
{
    for (const auto &e : plan.entries) {
        if (e.name == name)
            return &e;
    }
    return nullptr;
}

QStringList lossesOf(const ImportReader::Plan &plan, const QString &name)
{
    QStringList out;
    for (const auto &r : plan.reports) {
        if (r.name != name)
            continue;
        for (const auto &l : r.lost)
            out << l.toString();
    }
    return out;
}

// A field of an entry as a text, so one table covers numbers and dice.
QString field(const Fray::Library::LibraryEntry &e, const QString &name)
{
    const auto &c = e.prototype;
    if (name == u"defence")
        return QString::number(c.defence);
    if (name == u"hp")
        return QString::number(c.maxHp);
    if (name == u"hit_dice")
        return e.hitDice;
    if (name == u"attacks_per_round")
        return QString::number(c.attacksPerRound);
    if (name == u"kind")
        return e.kind;
    if (name.startsWith(u"attack")) { // attack0.value, attack1.damage, attack1.kind
        const auto i = std::size_t(name.mid(6, 1).toInt());
        if (i >= c.attacks.size())
            return u"(no attack)"_s;
        const QString part = name.mid(8);
        const auto &a = c.attacks[i];
        return part == u"value" ? QString::number(a.value)
            : part == u"damage" ? a.damage
            : part == u"kind"   ? a.kind
                                : a.name;
    }
    if (name.startsWith(u"stat:"))
        return c.stats.contains(name.mid(5)) ? QString::number(c.stats.value(name.mid(5)))
                                             : u"(none)"_s;
    return u"(unknown field)"_s;
}

} // namespace

class TestForeignImport : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private slots:
    void initTestCase() { m_rulesets = RulesetLibrary::load(QString()); }

    // A loss is summed under its kind: the field's name before its details (a quoted name, a
    // bracket, a number).
    void aLossIsSummedByItsKind_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("kind");
        QTest::newRow("quoted-name") << u"Trait 'Nimble Escape'"_s << u"Trait"_s;
        QTest::newRow("quoted-name-and-bonus") << u"Attack 'Bite' +4"_s << u"Attack"_s;
        QTest::newRow("bracket") << u"HP (special)"_s << u"HP"_s;
        QTest::newRow("number-then-bracket") << u"AC 15 (natural armor)"_s << u"AC"_s;
        QTest::newRow("signed-number") << u"Spell slots +2"_s << u"Spell slots"_s;
        QTest::newRow("words-only") << u"Other ACs"_s << u"Other ACs"_s;
        QTest::newRow("a-sign-without-a-number") << u"Damage -x"_s << u"Damage -x"_s;
        QTest::newRow("details-only-keep-the-whole") << u" 5 feet"_s << u" 5 feet"_s;
        QTest::newRow("spaces-before-the-details") << u"Speed\t 30 ft."_s << u"Speed"_s;
        QTest::newRow("details-on-one-line-only") << u"Trait 'A'\nmore"_s << u"Trait 'A'\nmore"_s;
        QTest::newRow("details-on-the-last-line") << u"Trait\nx 'A'"_s << u"Trait\nx"_s;
    }

    void aLossIsSummedByItsKind()
    {
        QFETCH(QString, field);
        QFETCH(QString, kind);
        QCOMPARE(ForeignImport::lossKind(field), kind);
    }

    // A field Fray does not read is told as left out when it holds anything, by the same rule
    // from every tool: null, a blank text, an empty list or object and false hold nothing;
    // true, a number (0 too), a text and a list or object with something in it do.
    void anUnreadFieldIsToldWhenItHoldsSomething_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("where"); // the creature's object, from the document
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<bool>("told");
        const struct
        {
            const char *name;
            QString file;
            QStringList where;
        } tools[] = {
            {"improved-initiative", u"improved-initiative.json"_s, {u"Creatures.goblin"_s}},
            {"open5e", u"open5e-v1.json"_s, {u"results"_s, u"0"_s}},
            {"5etools", u"5etools-bestiary.json"_s, {u"monster"_s, u"0"_s}},
        };
        const struct
        {
            const char *name;
            QByteArray json;
            bool told;
        } values[] = {
            {"null", "null", false},
            {"empty-text", "\"\"", false},
            {"blank-text", "\"   \"", false},
            {"empty-list", "[]", false},
            {"empty-object", "{}", false},
            {"false", "false", false},
            {"true", "true", true},
            {"zero", "0", true},
            {"text", "\"swims\"", true},
            {"list", "[\"swims\"]", true},
            {"object", "{\"swim\": 30}", true},
        };
        for (const auto &tool : tools) {
            for (const auto &value : values)
                QTest::addRow("%s-%s", tool.name, value.name)
                    << tool.file << tool.where << value.json << value.told;
        }
    }

    void anUnreadFieldIsToldWhenItHoldsSomething()
    {
        QFETCH(QString, file);
        QFETCH(QStringList, where);
        QFETCH(QByteArray, value);
        QFETCH(bool, told);
        // The fixture's goblin with one more field, Zzfield, that no tool's reader knows.
        const QJsonValue added = QJsonDocument::fromJson("[" + value + "]").array().at(0);
        QJsonDocument document = QJsonDocument::fromJson(fixture(file));
        const auto inject = [&](auto &&self, QJsonValue node, qsizetype depth) -> QJsonValue {
            if (depth == where.size()) {
                QJsonObject creature = node.toObject();
                creature.insert(u"Zzfield"_s, added);
                return creature;
            }
            if (node.isArray()) {
                QJsonArray list = node.toArray();
                const int at = where.at(depth).toInt();
                list[at] = self(self, list.at(at), depth + 1);
                return list;
            }
            QJsonObject object = node.toObject();
            object.insert(where.at(depth), self(self, object.value(where.at(depth)), depth + 1));
            return object;
        };
        document.setObject(inject(inject, document.object(), 0).toObject());
        ImportReader::Options options;
        options.statLinesRuleset = u"d20-ascending"_s;
        const auto plan = ImportReader::read(document.toJson(), m_rulesets, options);
        QVERIFY2(plan.ok(), qPrintable(plan.ok() ? QString() : plan.error()));
        const QStringList losses = lossesOf(*plan, u"Goblin"_s);
        QVERIFY2(!losses.isEmpty(), "the goblin was read");
        QCOMPARE(!losses.filter(u"Zzfield"_s).isEmpty(), told);
    }

    void formatIsToldFromTheContent_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<ImportReader::Format>("format");
        QTest::newRow("ii-export")
            << u"improved-initiative.json"_s << ImportReader::Format::ImprovedInitiative;
        QTest::newRow("ii-legacy-prefix")
            << u"improved-initiative-legacy.json"_s << ImportReader::Format::ImprovedInitiative;
        QTest::newRow("fc5-xml") << u"fight-club.xml"_s << ImportReader::Format::FightClub;
        QTest::newRow("open5e-v1") << u"open5e-v1.json"_s << ImportReader::Format::Open5e;
        QTest::newRow("open5e-v2") << u"open5e-v2.json"_s << ImportReader::Format::Open5e;
        QTest::newRow("5etools") << u"5etools-bestiary.json"_s << ImportReader::Format::FiveETools;
    }

    void formatIsToldFromTheContent()
    {
        QFETCH(QString, file);
        QFETCH(ImportReader::Format, format);
        QCOMPARE(ImportReader::sniff(fixture(file)), format);
    }

    // Every row holds in every file that has the creature: the formats describe the same SRD
    // monsters, so they must map to the same numbers.
    void fieldsMapByTheRulesetsFormulas_data()
    {
        QTest::addColumn<QStringList>("files");
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("creature");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("expected");
        const QStringList all{u"improved-initiative.json"_s, u"fight-club.xml"_s,
            u"open5e-v1.json"_s, u"5etools-bestiary.json"_s};
        const QStringList goblins = all + QStringList{u"open5e-v2.json"_s};
        const QStringList shades{u"improved-initiative.json"_s, u"fight-club.xml"_s};
        const auto row = [](const char *name, const QStringList &files, const char *ruleset,
                             const char *creature, const char *f, const char *expected) {
            QTest::newRow(name) << files << QString::fromUtf8(ruleset)
                                << QString::fromUtf8(creature) << QString::fromUtf8(f)
                                << QString::fromUtf8(expected);
        };
        // d20-ascending: AC as it is; bonuses (score - 10) / 2 rounded down.
        row("d20-ac-15-natural-is-15", goblins, "d20-ascending", "Goblin", "defence", "15");
        row("d20-str-8-bonus-is-minus-1", goblins, "d20-ascending", "Goblin", "stat:str_bonus",
            "-1");
        row("d20-dex-14-bonus-is-2", goblins, "d20-ascending", "Goblin", "stat:dex_bonus", "2");
        row("d20-str-20-bonus-is-5", all, "d20-ascending", "Owlbear", "stat:str_bonus", "5");
        row("d20-attack-plus-4-is-4", goblins, "d20-ascending", "Goblin", "attack0.value", "4");
        row("d20-damage-1d6-plus-2", goblins, "d20-ascending", "Goblin", "attack0.damage", "1d6+2");
        row("d20-shortbow-is-ranged", all, "d20-ascending", "Goblin", "attack1.kind", "ranged");
        // old-school: descending AC 19 - AC; level = the count of the HP dice; no attack value.
        row("osd20-ac-15-is-4", goblins, "old-school", "Goblin", "defence", "4");
        row("osd20-ac-13-is-6", all, "old-school", "Owlbear", "defence", "6");
        row("osd20-level-from-7d10", all, "old-school", "Owlbear", "stat:level", "7");
        row("osd20-level-from-2d6", goblins, "old-school", "Goblin", "stat:level", "2");
        row("osd20-attack-has-no-value", goblins, "old-school", "Goblin", "attack0.value", "0");
        // C&C: monster BtH = HD.
        row("cc-bth-is-hd", all, "castles-crusades", "Owlbear", "stat:bth", "7");
        row("cc-attack-plus-7-is-7", all, "castles-crusades", "Owlbear", "attack1.value", "7");
        row("cc-no-dice-keeps-default-level", shades, "castles-crusades", "Šárka the Shade",
            "stat:level", "1");
        row("cc-no-dice-no-hit-dice", shades, "castles-crusades", "Šárka the Shade", "hit_dice",
            "");
        // BRP: 3d6 characteristics carry over, DEX is the initiative rank; AC does not convert.
        row("brp-dex-is-rank", goblins, "basic-roleplaying", "Goblin", "stat:dex", "14");
        row("brp-parry-not-from-ac", goblins, "basic-roleplaying", "Goblin", "defence", "10");
        row("brp-skill-not-from-bonus", goblins, "basic-roleplaying", "Goblin", "attack0.value",
            "0");
        // Spelljammer: only HP, dice and damage.
        row("sj-con-keeps-default", all, "spelljammer-d100", "Owlbear", "stat:con", "10");
        row("sj-damage-2d8-plus-5", all, "spelljammer-d100", "Owlbear", "attack1.damage", "2d8+5");
        // Always: HP and its dice, multiattack.
        row("hp-59-from-59-(7d10+21)", all, "d20-ascending", "Owlbear", "hp", "59");
        row("hit-dice-7d10+21", all, "d20-ascending", "Owlbear", "hit_dice", "7d10+21");
        row("multiattack-two-attacks", all, "d20-ascending", "Owlbear", "attacks_per_round", "2");
        row("beak-1d10+5", all, "d20-ascending", "Owlbear", "attack0.damage", "1d10+5");
    }

    void fieldsMapByTheRulesetsFormulas()
    {
        QFETCH(QStringList, files);
        QFETCH(QString, ruleset);
        QFETCH(QString, creature);
        QFETCH(QString, field);
        QFETCH(QString, expected);
        ImportReader::Options options;
        options.statLinesRuleset = ruleset;
        for (const QString &file : files) {
            const auto plan = ImportReader::read(fixture(file), m_rulesets, options);
            QVERIFY2(
                plan.ok(), qPrintable(file + u": "_s + (plan.ok() ? QString() : plan.error())));
            const auto *entry = entryNamed(*plan, creature);
            QVERIFY2(entry, qPrintable(file));
            QCOMPARE(::field(*entry, field) + u" in "_s + file, expected + u" in "_s + file);
        }
    }

    // The whole loss report of Improved Initiative's goblin under d20-ascending: the CR and
    // the initiative modifier no formula reads, the AC's note, then the stat block's fields in
    // the file's (alphabetical) order.
    void lossReportIsExact_improvedInitiative()
    {
        ImportReader::Options options;
        options.statLinesRuleset = u"d20-ascending"_s;
        const auto plan
            = ImportReader::read(fixture(u"improved-initiative.json"_s), m_rulesets, options);
        QVERIFY(plan.ok());
        const QStringList expected{u"CR 1/4: no place in this ruleset"_s,
            u"Initiative +2: no place in this ruleset"_s,
            u"AC note (leather armor, shield): no place in this ruleset"_s,
            u"Languages: no place in this ruleset"_s, u"Senses: no place in this ruleset"_s,
            u"Skills: no place in this ruleset"_s,
            u"Source (Basic Rules): no place in this ruleset"_s,
            u"Speed: no place in this ruleset"_s,
            u"Type (Small humanoid (goblinoid), neutral evil): no place in this ruleset"_s,
            u"Trait 'Nimble Escape': kept as notes"_s};
        QCOMPARE(lossesOf(*plan, u"Goblin"_s), expected);
        // Summed over the file: the goblin, the owlbear and Aldo give a CR; the owlbear alone
        // has legendary actions, kept as notes; the spell is counted as not a creature.
        QCOMPARE(plan->lossTotals.value(u"CR"_s), 3);
        QCOMPARE(plan->keptTotals.value(u"Legendary action"_s), 1);
        QVERIFY(!plan->lossTotals.contains(u"Legendary action"_s));
        QCOMPARE(plan->skipped.value(u"Spells"_s), 1);
    }

    // Under BRP the AC, the CR, WIS and CHA and the attack bonuses have no place (FC5 goblin:
    // its elements in document order after the values no formula reads).
    void lossReportIsExact_fightClubUnderBrp()
    {
        ImportReader::Options options;
        options.statLinesRuleset = u"basic-roleplaying"_s;
        const auto plan = ImportReader::read(fixture(u"fight-club.xml"_s), m_rulesets, options);
        QVERIFY(plan.ok());
        const QStringList expected{
            u"Attack bonuses (Scimitar +4, Shortbow +4): no place in this ruleset"_s,
            u"AC 15 (leather armor, shield): no place in this ruleset"_s,
            u"CR 1/4: no place in this ruleset"_s, u"WIS 8: no place in this ruleset"_s,
            u"CHA 8: no place in this ruleset"_s, u"size: no place in this ruleset"_s,
            u"type: no place in this ruleset"_s, u"alignment: no place in this ruleset"_s,
            u"speed: no place in this ruleset"_s, u"skill: no place in this ruleset"_s,
            u"senses: no place in this ruleset"_s, u"passive: no place in this ruleset"_s,
            u"languages: no place in this ruleset"_s, u"Trait 'Nimble Escape': kept as notes"_s};
        QCOMPARE(lossesOf(*plan, u"Goblin"_s), expected);
        QCOMPARE(plan->skipped.value(u"spell"_s), 1);
    }

    void fiveEToolsCopiesAreResolvedInTheFile()
    {
        ImportReader::Options options;
        options.statLinesRuleset = u"d20-ascending"_s;
        const auto plan
            = ImportReader::read(fixture(u"5etools-bestiary.json"_s), m_rulesets, options);
        QVERIFY(plan.ok());
        const auto *boss = entryNamed(*plan, u"Goblin Boss"_s);
        QVERIFY(boss);
        QCOMPARE(boss->prototype.maxHp, 21); // its own HP over the goblin's
        QCOMPARE(boss->prototype.defence, 15); // the goblin's AC
        QVERIFY(lossesOf(*plan, u"Goblin Boss"_s)
                    .contains(
                        u"Changes to the copied monster (_copy._mod): no place in this ruleset"_s));
        QCOMPARE(plan->rejectedEntries,
            QStringList{u"Hobgoblin Captain: copies 'Hobgoblin', which this file does not hold"_s});
    }

    // Improved Initiative keeps its own libraries as a plain list of StatBlocks
    // (ogl_creatures.json, public/sample_players.json): read as its export is; a StatBlock with a
    // Player is a character.
    // A long file is read and mapped a part per core: the library gets its entries, and the
    // preview its rejections, in the file's order, and a copy finds its base in another part.
    void aLongFileKeepsItsOrderAcrossParts()
    {
        constexpr int count = 2000;
        QByteArray json = R"({"monster": [)";
        for (int i = 0; i < count; ++i) {
            if (i > 0)
                json += ',';
            if (i == 10) // copies the last monster, read by another part
                json += R"({"name": "Copy", "_copy": {"name": "M1999"}, "hp": {"average": 9}})";
            else if (i == 1500)
                json += R"({"name": "Stray", "_copy": {"name": "Nobody"}})";
            else if (i % 97 == 0)
                json += R"({"hp": {"average": 5}})"; // no name
            else
                json += QStringLiteral(R"({"name": "M%1", "hp": {"average": %2}, "ac": [12]})")
                            .arg(i, 4, 10, QLatin1Char('0'))
                            .arg(1 + i % 50)
                            .toUtf8();
        }
        json += "]}";
        ImportReader::Options options;
        options.statLinesRuleset = u"d20-ascending"_s;
        const auto plan = ImportReader::read(json, m_rulesets, options);
        QVERIFY2(plan.ok(), qPrintable(plan.ok() ? QString() : plan.error()));

        // Indices 0, 97, ..., 1940 have no name: 21 of them; 10 and 1500 are the copies. What the
        // reader refuses (a copy of nothing) is listed before what the mapping refuses.
        QStringList expectedRejected{u"Stray: copies 'Nobody', which this file does not hold"_s};
        QStringList expectedNames;
        for (int i = 0; i < count; ++i) {
            if (i == 10)
                expectedNames << u"Copy"_s;
            else if (i == 1500)
                continue;
            else if (i % 97 == 0)
                expectedRejected << u"an entry without a name"_s;
            else
                expectedNames << u"M%1"_s.arg(i, 4, 10, QLatin1Char('0'));
        }
        QCOMPARE(expectedNames.size(), count - 21 - 1);
        QStringList names;
        for (const auto &e : plan->entries)
            names << e.name;
        QCOMPARE(names, expectedNames);
        QCOMPARE(plan->rejectedEntries, expectedRejected);
        QCOMPARE(plan->reports.size(), plan->entries.size());
        QCOMPARE(plan->reports.back().name, u"M1999"_s);
        const auto *copy = entryNamed(*plan, u"Copy"_s);
        QVERIFY(copy);
        QCOMPARE(copy->prototype.maxHp, 9); // its own
        QCOMPARE(copy->prototype.defence, 12); // M1999's
        QCOMPARE(entryNamed(*plan, u"M0051"_s)->prototype.maxHp, 2); // 1 + 51 % 50

        // Two bad monsters in different parts: the first in the file is named.
        QByteArray twoBad = json;
        twoBad.replace(R"({"name": "M0300",)", R"({"name": "M0300", "str": "strong",)");
        twoBad.replace(R"({"name": "M1700",)", R"({"name": "M1700", "str": "strong",)");
        const auto refused = ImportReader::read(twoBad, m_rulesets, options);
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error(), u"monster[300].str: expected a whole number"_s);
    }

    void improvedInitiativeStatBlockListIsRead()
    {
        const QByteArray bytes = fixture(u"improved-initiative-list.json"_s);
        QCOMPARE(ImportReader::sniff(bytes), ImportReader::Format::ImprovedInitiative);
        ImportReader::Options options;
        options.statLinesRuleset = u"d20-ascending"_s;
        const auto plan = ImportReader::read(bytes, m_rulesets, options);
        QVERIFY2(plan.ok(), qPrintable(plan.ok() ? QString() : plan.error()));
        QCOMPARE(plan->entries.size(), 2u);
        const auto *bandit = entryNamed(*plan, u"Bandit"_s);
        QVERIFY(bandit);
        QCOMPARE(bandit->kind, u"monster"_s);
        QCOMPARE(bandit->prototype.maxHp, 11);
        QCOMPARE(bandit->hitDice, u"2d8+2"_s);
        QCOMPARE(bandit->prototype.defence, 12);
        QCOMPARE(bandit->prototype.attacks.size(), 1u);
        QCOMPARE(bandit->prototype.attacks[0].value, 3);
        QCOMPARE(bandit->prototype.attacks[0].damage, u"1d6+1"_s);
        const auto *gregorr = entryNamed(*plan, u"Gregorr"_s);
        QVERIFY(gregorr);
        QCOMPARE(gregorr->kind, u"character"_s);
        QCOMPARE(gregorr->prototype.defence, 17);
    }

    // Fight Club 5's attack element holds the first damage only ("Spider Staff|+1|1d6-1", from
    // kinkofer/FightClub5eXML's Lost Mine of Phandelver bestiary); the hit's "plus 3 (1d6) poison
    // damage" in the action's text is added to it rather than dropped.
    void fightClubAttackKeepsThePlusDamageOfItsText()
    {
        const QByteArray xml = "<compendium><monster><name>Nezznar</name><ac>11</ac>"
                               "<hp>27 (6d8)</hp><action><name>Spider Staff</name><text>Melee "
                               "Weapon Attack: +1 to hit, reach 5 ft., one target. 2 (1d6 - 1) "
                               "bludgeoning damage plus 3 (1d6) poison damage.</text>"
                               "<attack>Spider Staff|+1|1d6-1</attack></action></monster>"
                               "</compendium>";
        ImportReader::Options options;
        options.statLinesRuleset = u"d20-ascending"_s;
        const auto plan = ImportReader::read(xml, m_rulesets, options);
        QVERIFY2(plan.ok(), qPrintable(plan.ok() ? QString() : plan.error()));
        QCOMPARE(plan->entries.size(), 1u);
        QCOMPARE(plan->entries[0].prototype.attacks.size(), 1u);
        QCOMPARE(plan->entries[0].prototype.attacks[0].damage, u"1d6-1+1d6"_s);
        QCOMPARE(plan->entries[0].prototype.attacks[0].value, 1);
    }

    void legacyImprovedInitiativeValuesAreJsonTexts()
    {
        ImportReader::Options options;
        options.statLinesRuleset = u"old-school"_s;
        const auto plan = ImportReader::read(
            fixture(u"improved-initiative-legacy.json"_s), m_rulesets, options);
        QVERIFY2(plan.ok(), qPrintable(plan.ok() ? QString() : plan.error()));
        QCOMPARE(plan->entries.size(), 1u);
        QCOMPARE(plan->entries[0].name, u"Kobold"_s);
        QCOMPARE(plan->entries[0].prototype.defence, 7); // 19 - 12
        QCOMPARE(plan->entries[0].hitDice, u"2d6-2"_s);
    }

    // Improved Initiative's saved encounter: names, HP, hidden, tags as conditions (Prone is
    // d20-ascending's own; the others become custom), and the order as it was left.
    void savedEncounterBecomesAnEncounter()
    {
        ImportReader::Options options;
        options.statLinesRuleset = u"d20-ascending"_s;
        const auto plan
            = ImportReader::read(fixture(u"improved-initiative.json"_s), m_rulesets, options);
        QVERIFY(plan.ok());
        QCOMPARE(plan->encounters.size(), 1u);
        const auto &e = plan->encounters[0];
        QCOMPARE(e.name, u"Road ambush"_s);
        QCOMPARE(e.combatants.size(), 2u);
        const auto &sneak = e.combatants[0];
        QCOMPARE(sneak.name, u"Goblin Sneak"_s);
        QCOMPARE(sneak.hp, 3);
        QCOMPARE(sneak.maxHp, 7);
        QVERIFY(sneak.hiddenFromPlayers);
        QCOMPARE(sneak.conditions.size(), 2u);
        QCOMPARE(sneak.conditions[0].id, u"prone"_s);
        QVERIFY(!sneak.conditions[0].custom);
        QCOMPARE(sneak.conditions[1].id, u"custom-marked-by-aldo"_s);
        QCOMPARE(sneak.conditions[1].roundsLeft, std::optional<qint64>(2));
        QCOMPARE(e.combatants[1].name, u"Goblin"_s);
        QCOMPARE(e.combatants[1].conditions[0].custom->label, u"Frightened"_s);
        QCOMPARE(e.round, 2);
        QCOMPARE(e.order.size(), 2u);
        QCOMPARE(e.order[0].value, 17);
        QCOMPARE(e.order[1].value, 9);
        QCOMPARE(e.turn, 1); // g2, on 9, was acting
        bool tempLost = false;
        for (const auto &r : plan->encounterReports) {
            for (const auto &l : r.lost)
                tempLost = tempLost || l.field == u"Temporary HP 4";
        }
        QVERIFY(tempLost);
    }

    // Two saved encounters of one name, and combatants of one stat block without an alias: the
    // second encounter is renamed and the preview says so; the combatants are numbered, by the
    // tool's index label where it has one, so Fray's own export of each reads back.
    void sharedNamesAreToldApart()
    {
        const QByteArray goblin
            = R"("StatBlock": {"Name": "Goblin", "HP": {"Value": 7}, "AC": {"Value": 15}})";
        const auto combatant = [&goblin](const QByteArray &id, const QByteArray &label) {
            return "{\"Id\": \"" + id + "\", " + goblin + ", \"Alias\": \"\""
                + (label.isEmpty() ? QByteArray() : ", \"IndexLabel\": " + label) + "}";
        };
        const QByteArray file = "{\"SavedEncounters.a\": {\"Name\": \"Ambush\", \"Combatants\": ["
            + combatant("g1", {}) + ", " + combatant("g2", {}) + "]},"
            + "\"SavedEncounters.b\": {\"Name\": \"Ambush\", \"Combatants\": ["
            + combatant("g3", "3") + ", " + combatant("g4", {}) + ", " + combatant("g5", "1")
            + "]}}";
        ImportReader::Options options;
        options.statLinesRuleset = u"d20-ascending"_s;
        const auto plan = ImportReader::read(file, m_rulesets, options);
        QVERIFY2(plan.ok(), qPrintable(plan.ok() ? QString() : plan.error()));
        QCOMPARE(plan->encounters.size(), 2u);
        QCOMPARE(plan->encounters[0].name, u"Ambush"_s);
        QCOMPARE(plan->encounters[1].name, u"Ambush (2)"_s);
        QCOMPARE(plan->renamed,
            QStringList{
                u"encounter Ambush: the file holds another of this name; imported as Ambush (2)"_s});
        QStringList names;
        for (const auto &e : plan->encounters) {
            for (const auto &c : e.combatants)
                names << c.name;
        }
        QCOMPARE(names,
            (QStringList{
                u"Goblin 1"_s, u"Goblin 2"_s, u"Goblin 3"_s, u"Goblin 2"_s, u"Goblin 1"_s}));
        QCOMPARE(plan->encounterReports.size(), 5u);
        QCOMPARE(plan->encounterReports[2].name, u"Goblin 3"_s);
        for (const auto &e : plan->encounters) {
            const auto back
                = Fray::Io::EncounterJson::fromJson(Fray::Io::EncounterJson::toBytes(e));
            QVERIFY2(
                back.ok(), qPrintable(back.ok() ? QString() : back.error().first().toString()));
            QCOMPARE(back->combatants.size(), e.combatants.size());
        }
    }

    void badFilesAreRefusedWithWhere_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("message");
        const QByteArray ii = fixture(u"improved-initiative.json"_s);
        const QByteArray xml = fixture(u"fight-club.xml"_s);
        QTest::newRow("truncated-json") << ii.left(ii.indexOf("\"Creatures.owlbear\""))
                                        << u"not valid JSON at line 22, column 3"_s;
        QTest::newRow("truncated-xml")
            << xml.left(xml.indexOf("<monster>", 100)) << u"the XML ends before it is complete"_s;
        QTest::newRow("billion-laughs") << QByteArray(
            "<?xml version=\"1.0\"?>\n<!DOCTYPE compendium [\n <!ENTITY lol \"lol\">\n"
            " <!ENTITY lol2 \"&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;\">\n"
            " <!ENTITY lol3 \"&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;\">\n"
            "]>\n<compendium><monster><name>&lol3;</name></monster></compendium>\n")
                                        << u"line 6, column 2: the file declares a DTD"_s;
        QByteArray huge = "{\"Creatures.big\": {\"Name\": \"Big\", \"Description\": \"";
        huge += QByteArray(1024 * 1024 + 1, 'x');
        huge += "\"}}";
        QTest::newRow("1mb-text-json") << huge << u"Creatures.big.Description: a text of 1048577"_s;
        QByteArray hugeXml = "<compendium><monster><name>";
        hugeXml += QByteArray(1024 * 1024 + 1, 'x');
        hugeXml += "</name></monster></compendium>";
        QTest::newRow("1mb-text-xml") << hugeXml << u"a text longer than the 1048576"_s;
        QTest::newRow("ii-hp-wrong-type")
            << QByteArray(R"({"Creatures.x": {"Name": "X", "HP": "seven"}})")
            << u"Creatures.x.HP: expected an object"_s;
        QTest::newRow("5etools-str-wrong-type")
            << QByteArray(R"({"monster": [{"name": "X", "str": "strong"}]})")
            << u"monster[0].str: expected a whole number"_s;
        // Where in a 5e.tools monster the problem is, however deep: the second monster's
        // action's entries, the armour's sources, a bookkeeping tag list.
        QByteArray longEntry = "{\"monster\": [{\"name\": \"A\"}, {\"name\": \"B\", \"action\": "
                               "[{\"name\": \"Bite\", \"entries\": [\"ok\", {\"type\": \"list\", "
                               "\"items\": [\"";
        longEntry += QByteArray(1024 * 1024 + 1, 'x');
        longEntry += "\"]}]}]}]}";
        QTest::newRow("5etools-text-deep-in-entries")
            << longEntry << u"monster[1].action[0].entries[1].items[0]: a text of 1048577"_s;
        QTest::newRow("5etools-ac-from-wrong-type")
            << QByteArray(
                   R"({"monster": [{"name": "X", "ac": [{"ac": 12, "from": ["hide", 3]}]}]})")
            << u"monster[0].ac[0].from[1]: expected a text"_s;
        QTest::newRow("5etools-hp-formula-wrong-type")
            << QByteArray(R"({"monster": [{"name": "X", "hp": {"average": 7, "formula": 2}}]})")
            << u"monster[0].hp.formula: expected a text"_s;
        QByteArray longTag = "{\"monster\": [{\"name\": \"X\", \"miscTags\": [\"MW\", \"";
        longTag += QByteArray(1024 * 1024 + 1, 'x');
        longTag += "\"]}]}";
        QTest::newRow("5etools-bookkeeping-text-too-long")
            << longTag << u"monster[0].miscTags[1]: a text of 1048577"_s;
        QTest::newRow("open5e-hp-wrong-type")
            << QByteArray(R"({"results": [{"name": "X", "hit_points": [7]}]})")
            << u"results[0].hit_points: expected a whole number"_s;
        // A JSON object none of the formats recognises is said to be none, not read as a Fray
        // encounter that lacks every field (an Open5e creature set: its creatures are links).
        QTest::newRow("json-of-no-format")
            << QByteArray("{\"key\": \"srd_goblinoids\", \"creatures\": [\"srd_goblin\"]}")
            << u"none of the formats Fray imports"_s;
        QTest::newRow("ii-list-hp-wrong-type") << QByteArray(
            R"([{"Name": "X", "HP": {"Value": 7}, "AC": {"Value": 12}, "Abilities": []}])")
                                               << u"[0].Abilities: expected an object"_s;
        QTest::newRow("xml-not-a-compendium")
            << QByteArray("<?xml version=\"1.0\"?><html></html>") << u"expected <compendium>"_s;
    }

    void badFilesAreRefusedWithWhere()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, message);
        ImportReader::Options options;
        options.statLinesRuleset = u"d20-ascending"_s;
        const auto plan = ImportReader::read(bytes, m_rulesets, options);
        QVERIFY(!plan.ok());
        QVERIFY2(plan.error().contains(message), qPrintable(plan.error()));
    }

    // Fray -> Improved Initiative's export -> Fray keeps every mapped field, under a ruleset
    // whose conversions must be turned back (old-school's 19 - AC) and one that keeps them.
    void roundTripThroughImprovedInitiative_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::newRow("old-school") << u"old-school"_s;
        QTest::newRow("d20-ascending") << u"d20-ascending"_s;
        QTest::newRow("castles-crusades") << u"castles-crusades"_s;
    }

    void roundTripThroughImprovedInitiative()
    {
        QFETCH(QString, ruleset);
        ImportReader::Options options;
        options.statLinesRuleset = ruleset;
        const auto first
            = ImportReader::read(fixture(u"improved-initiative.json"_s), m_rulesets, options);
        QVERIFY(first.ok());
        const QByteArray exported = Fray::Io::ImprovedInitiativeWriter::write(
            first->entries, first->encounters, m_rulesets);
        QCOMPARE(ImportReader::sniff(exported), ImportReader::Format::ImprovedInitiative);
        const auto second = ImportReader::read(exported, m_rulesets, options);
        QVERIFY2(second.ok(), qPrintable(second.ok() ? QString() : second.error()));
        QCOMPARE(second->entries.size(), first->entries.size());
        for (const auto &before : first->entries) {
            const auto *after = entryNamed(*second, before.name);
            QVERIFY2(after, qPrintable(before.name));
            QCOMPARE(after->kind, before.kind);
            QCOMPARE(after->hitDice, before.hitDice);
            QCOMPARE(after->tags, before.tags);
            QCOMPARE(after->prototype.maxHp, before.prototype.maxHp);
            QCOMPARE(after->prototype.defence, before.prototype.defence);
            QCOMPARE(after->prototype.stats, before.prototype.stats);
            QCOMPARE(after->prototype.attacks, before.prototype.attacks);
            QCOMPARE(after->prototype.attacksPerRound, before.prototype.attacksPerRound);
            QCOMPARE(after->prototype.notes, before.prototype.notes);
        }
        QCOMPARE(second->encounters.size(), 1u);
        const auto &a = first->encounters[0];
        const auto &b = second->encounters[0];
        QCOMPARE(b.name, a.name);
        QCOMPARE(b.round, a.round);
        QCOMPARE(b.turn, a.turn);
        QCOMPARE(b.combatants.size(), a.combatants.size());
        for (std::size_t i = 0; i < a.combatants.size(); ++i) {
            QCOMPARE(b.combatants[i].name, a.combatants[i].name);
            QCOMPARE(b.combatants[i].hp, a.combatants[i].hp);
            QCOMPARE(b.combatants[i].maxHp, a.combatants[i].maxHp);
            QCOMPARE(b.combatants[i].defence, a.combatants[i].defence);
            QCOMPARE(b.combatants[i].hiddenFromPlayers, a.combatants[i].hiddenFromPlayers);
            QCOMPARE(b.combatants[i].conditions, a.combatants[i].conditions);
        }
    }

    void statTexts_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("dice");
        QTest::addColumn<qint64>("bonus");
        QTest::newRow("plus-damage-added")
            << u"Melee Weapon Attack: +6 to hit, reach 5 ft. Hit: 7 (1d8 + 3) piercing damage plus 7 (2d6) poison damage."_s
            << u"1d8+3+2d6"_s << qint64(6);
        QTest::newRow("negative-bonus")
            << u"Ranged Weapon Attack: −1 to hit. Hit: 1 (1d4 − 1) piercing damage."_s << u"1d4-1"_s
            << qint64(-1);
        QTest::newRow("no-damage")
            << u"Melee Spell Attack: +5 to hit, reach 5 ft. Hit: the target is charmed."_s
            << QString() << qint64(5);
    }

    void statTexts()
    {
        QFETCH(QString, text);
        QFETCH(QString, dice);
        QFETCH(qint64, bonus);
        const auto attack = Fray::Io::StatText::attackFromText(u"X"_s, text);
        QVERIFY(attack);
        QCOMPARE(attack->damage, dice);
        QCOMPARE(attack->bonus, std::optional<qint64>(bonus));
    }

private:
    RulesetLibrary m_rulesets;
};

QTEST_GUILESS_MAIN(TestForeignImport)
#include "tst_foreign_import.moc"
