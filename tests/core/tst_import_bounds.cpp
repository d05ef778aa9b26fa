// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Other tools' files at and past what Fray can hold: an element with more attributes than the
// schema has is refused before it is read.
#include "core/io/ImportReader.h"

#include <QStandardPaths>
#include <QTest>

using Fray::Io::ImportReader;
using Fray::Rules::RulesetLibrary;
using namespace Qt::StringLiterals;

class TestImportBounds : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale::c());
        m_rulesets = RulesetLibrary::load(QString());
    }

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

private:
    RulesetLibrary m_rulesets;
};

QTEST_GUILESS_MAIN(TestImportBounds)
#include "tst_import_bounds.moc"
