// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// 5e.tools' tags ("{@hit 4}", "{@recharge 5}") read as the printed stat block says them, each
// kind alone, several kinds in one text, nested, and braces that are no tag.
#include "HermeticTest.h"
#include "core/io/FiveEToolsReader.h"

#include <QTest>

using Fray::Io::FiveEToolsReader;
using namespace Qt::StringLiterals;

class TestFiveEToolsTags : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private Q_SLOTS:
    void plainText_data()
    {
        QTest::addColumn<QString>("tagged");
        QTest::addColumn<QString>("plain");
        QTest::newRow("melee-attack-2014")
            << u"{@atk mw} {@hit 4} to hit, reach 5 ft. {@h}5 ({@damage 1d6 + 2}) slashing damage."_s
            << u"Melee Attack: +4 to hit, reach 5 ft. Hit: 5 (1d6 + 2) slashing damage."_s;
        QTest::newRow("ranged-attack-2024-negative-bonus")
            << u"{@atkr r} {@hit -1}, range 80 ft."_s
            << u"Ranged Attack: -1 to hit, range 80 ft."_s;
        QTest::newRow("recharge-from-5")
            << u"Fire Breath {@recharge 5}"_s << u"Fire Breath (Recharge 5\u20136)"_s;
        QTest::newRow("recharge-bare-is-6") << u"Roar {@recharge}"_s << u"Roar (Recharge 6)"_s;
        QTest::newRow("save-2024")
            << u"{@actSave dex} {@dc 13}, each creature. {@actSaveFail} 10 damage. {@actSaveSuccess} Half damage."_s
            << u"Dexterity Saving Throw: DC 13, each creature. Failure: 10 damage. Success: Half damage."_s;
        QTest::newRow("other-tag-keeps-its-text-not-its-source")
            << u"casts {@spell fireball|phb} twice"_s << u"casts fireball twice"_s;
        QTest::newRow("nested-tag-inner-first") << u"{@b {@h}bold}"_s << u"Hit: bold"_s;
        QTest::newRow("melee-or-ranged-reads-melee")
            << u"{@atk mw,rw} {@hit 5}"_s << u"Melee Attack: +5 to hit"_s;
        QTest::newRow("to-hit-across-spaces-is-the-tags-own")
            << u"{@hit 3}  to\thit"_s << u"+3 to hit"_s;
        QTest::newRow("recharge-6-is-6") << u"{@recharge 6}"_s << u"(Recharge 6)"_s;
        QTest::newRow("unknown-ability-as-written")
            << u"{@actSave luck}"_s << u"luck Saving Throw:"_s;
        QTest::newRow("a-known-tag-of-another-form-keeps-its-text")
            << u"{@hit four} and {@atk Mw}"_s << u"four and Mw"_s;
        QTest::newRow("a-tag-without-text-stays")
            << u"{@atk} and {@hit}"_s << u"{@atk} and {@hit}"_s;
        QTest::newRow("an-unclosed-tag-stays") << u"a {@b c"_s << u"a {@b c"_s;
        QTest::newRow("every-bar-part-dropped")
            << u"{@creature goblin|mm|goblins} and {@h}"_s << u"goblin and Hit: "_s;
        QTest::newRow("nested-hit-inside-another")
            << u"{@b {@hit 2} to hit} more"_s << u"+2 to hit more"_s;
        QTest::newRow("braces-without-a-tag") << u"a {curly} note"_s << u"a {curly} note"_s;
        QTest::newRow("no-braces") << u"Plain words."_s << u"Plain words."_s;
    }

    void plainText()
    {
        QFETCH(QString, tagged);
        QFETCH(QString, plain);
        QCOMPARE(FiveEToolsReader::plainText(tagged), plain);
    }
};

QTEST_GUILESS_MAIN(TestFiveEToolsTags)
#include "tst_fiveetools_tags.moc"
