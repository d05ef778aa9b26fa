// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// How a situational modifier reads wherever a GM meets it — the odds panel's toggles and the
// printed odds page alike: its label with what it changes in the ruleset's words, a true minus,
// the change said once; and a group of modifiers by the label the ruleset gives it.

#include "HermeticTest.h"
#include "core/rules/ModifierText.h"
#include "core/rules/RulesetLibrary.h"
#include "core/rules/RulesetReader.h"
#include "core/rules/RulesetWriter.h"

#include <QLocale>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using Fray::Rules::ModifierText;
using Fray::Rules::RulesetLibrary;
using Fray::Rules::RulesetReader;
using Fray::Rules::RulesetWriter;

namespace {

// A ruleset with one modifier in `group`, and `groups` as its modifier_groups (none if empty).
QByteArray withGroup(const QString &group, const QByteArray &groups)
{
    QByteArray json = R"({
      "format": "fray-ruleset", "format_version": 1, "id": "tiny", "name": "Tiny",
      "variables": [{"name": "attack", "label": "Attack", "default": 0},
                    {"name": "ac", "label": "AC", "default": 10}],
      "outcomes": [{"id": "miss", "label": "Miss", "degree": 1},
                   {"id": "hit", "label": "Hit", "degree": 2, "hits": true}],
      "checks": {"attack": {"roll": "1d20",
                 "bands": [{"when": "@raw + @attack >= @ac", "outcome": "hit"},
                           {"outcome": "miss"}]}},
      "modifiers": [{"id": "flank", "label": "Flank", "group": "GROUP", "to": "attack", "add": 1}],
      GROUPS
      "initiative": {"actor": "combatant", "roll": "1d6"}
    })";
    json.replace(
        "GROUPS", groups.isEmpty() ? QByteArray() : "\"modifier_groups\": " + groups + ',');
    json.replace("GROUP", group.toUtf8());
    return json;
}

} // namespace

class TestModifierText : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private:
    RulesetLibrary m_library;

private Q_SLOTS:
    void initTestCase()
    {
        QTemporaryDir empty;
        m_library = RulesetLibrary::load(empty.path());
    }

    // The shipped Castles & Crusades catalogue (003 "Combat": flank +1 to hit, rear +2, cover
    // adds to the defender's AC, medium range -2 for missiles; charge +2 damage).
    void modifierText_data()
    {
        QTest::addColumn<QString>("modifier");
        QTest::addColumn<qint64>("value"); // -1000: none given
        QTest::addColumn<QString>("toggle");
        QTest::addColumn<QString>("active");
        const qint64 none = -1000;
        QTest::newRow("flank: +1 to hit")
            << u"flank"_s << none << u"Flank attack (+1 to hit)"_s << u"Flank attack (+1 to hit)"_s;
        QTest::newRow("cover on the defender's AC")
            << u"cover-quarter"_s << none << u"Cover 1/4 (AC +2)"_s << u"Cover 1/4 (AC +2)"_s;
        QTest::newRow("a penalty: true minus")
            << u"range-medium"_s << none << u"Medium range (2 increments) (\u22122 to hit)"_s
            << u"Medium range (2 increments) (\u22122 to hit)"_s;
        QTest::newRow("charge: the label says it, once")
            << u"charge"_s << none << u"Charge (+2 damage)"_s << u"Charge (+2 damage)"_s;
        QTest::newRow("the GM's number, typed")
            << u"castle-keeper"_s << qint64(-3) << u"Castle Keeper's adjustment"_s
            << u"Castle Keeper's adjustment (\u22123 to hit)"_s;
    }
    void modifierText()
    {
        QFETCH(QString, modifier);
        QFETCH(qint64, value);
        QFETCH(QString, toggle);
        QFETCH(QString, active);
        const auto *entry = m_library.find(u"castles-crusades"_s);
        QVERIFY(entry);
        const Fray::Rules::Modifier *m = entry->ruleset->modifier(modifier);
        QVERIFY(m);
        QCOMPARE(ModifierText::toggle(*entry->ruleset, *m), toggle);
        QCOMPARE(ModifierText::active(*entry->ruleset, *m,
                     value == -1000 ? std::nullopt : std::optional<qint64>(value)),
            active);
    }

    // A group reads by the label the file gives it, and reads back as written; one without a
    // label reads as its id in words.
    void groupLabel_data()
    {
        QTest::addColumn<QByteArray>("groups");
        QTest::addColumn<QString>("group");
        QTest::addColumn<QString>("expected");
        QTest::newRow("labelled") << QByteArray(
            "[{\"id\": \"target-defence\", \"label\": \"Target's defence\"}]")
                                  << u"target-defence"_s << u"Target's defence"_s;
        QTest::newRow("no label: the id in words")
            << QByteArray() << u"target-defence"_s << u"Target defence"_s;
        QTest::newRow("underscores too") << QByteArray() << u"two_weapons"_s << u"Two weapons"_s;
    }
    void groupLabel()
    {
        QFETCH(QByteArray, groups);
        QFETCH(QString, group);
        QFETCH(QString, expected);
        const auto read = RulesetReader::read(withGroup(group, groups));
        QVERIFY2(read.ok(), read.ok() ? "" : qPrintable(read.error().constFirst().toString()));
        QCOMPARE(read->modifierGroupLabel(group), expected);
        const auto again = RulesetReader::read(RulesetWriter::toBytes(*read));
        QVERIFY(again.ok());
        QVERIFY(again->modifierGroups == read->modifierGroups);
    }

    // Each shipped ruleset names every group its modifiers are in.
    void shippedRulesetsLabelTheirGroups()
    {
        for (const auto &entry : m_library.entries()) {
            for (const Fray::Rules::Modifier &m : entry.ruleset->modifiers) {
                if (m.group.isEmpty())
                    continue;
                const auto &groups = entry.ruleset->modifierGroups;
                QVERIFY2(std::any_of(groups.begin(), groups.end(),
                             [&](const auto &g) { return g.id == m.group; }),
                    qPrintable(entry.ruleset->id + u": "_s + m.group));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestModifierText)
#include "tst_modifier_text.moc"
