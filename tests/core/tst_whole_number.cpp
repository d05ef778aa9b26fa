// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Whole numbers as scripts and files write them: plainly, or not at all (never read as 0).
#include "HermeticTest.h"
#include "core/WholeNumber.h"

#include <QTest>

using namespace Qt::StringLiterals;

class TestWholeNumber : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private slots:
    void plainNumbersOnly_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<qint64>("value");
        QTest::newRow("zero") << u"0"_s << true << qint64(0);
        QTest::newRow("positive") << u"42"_s << true << qint64(42);
        QTest::newRow("negative") << u"-17"_s << true << qint64(-17);
        QTest::newRow("largest") << u"9223372036854775807"_s << true
                                 << std::numeric_limits<qint64>::max();
        QTest::newRow("smallest") << u"-9223372036854775808"_s << true
                                  << std::numeric_limits<qint64>::min();
        QTest::newRow("one-past-the-largest") << u"9223372036854775808"_s << false << qint64(0);
        QTest::newRow("one-below-the-smallest") << u"-9223372036854775809"_s << false << qint64(0);
        QTest::newRow("twenty-digits") << u"-99999999999999999999"_s << false << qint64(0);
        QTest::newRow("plus-sign") << u"+5"_s << false << qint64(0);
        QTest::newRow("spaces-around") << u" 5 "_s << false << qint64(0);
        QTest::newRow("empty") << QString() << false << qint64(0);
        QTest::newRow("minus-alone") << u"-"_s << false << qint64(0);
        QTest::newRow("exponent") << u"1e3"_s << false << qint64(0);
        QTest::newRow("fraction") << u"1.0"_s << false << qint64(0);
        QTest::newRow("arabic-indic-digit") << u"\u0663"_s << false << qint64(0);
    }

    void plainNumbersOnly()
    {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        QFETCH(qint64, value);
        const auto read = Fray::wholeNumber(text);
        QCOMPARE(read.has_value(), valid);
        if (valid)
            QCOMPARE(*read, value);
    }
};

QTEST_GUILESS_MAIN(TestWholeNumber)
#include "tst_whole_number.moc"
