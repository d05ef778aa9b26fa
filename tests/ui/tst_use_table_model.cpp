// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The character form's uses table on its own: what spending a use rolls (its Effect, dice checked
// as they are typed, like an attack's damage) and says (its Note), shown, edited and kept.
#include "HermeticTest.h"
#include "ui/forms/UseTableModel.h"

#include <QAbstractItemModelTester>
#include <QBrush>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using Fray::Encounter::Use;
using Fray::Ui::UseTableModel;
using namespace Qt::StringLiterals;

class TestUseTableModel : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private slots:
    void init()
    {
        m_model = std::make_unique<UseTableModel>();
        m_tester = std::make_unique<QAbstractItemModelTester>(
            m_model.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        Use breath{u"Fire Breath"_s, 1, 1, Use::Reset::Recharge, u"1d6"_s, 5, 0};
        breath.effect = u"18d6"_s;
        breath.effectNote = u"DC 21 Dexterity save"_s;
        m_model->setUses({breath, Use{u"Spells"_s, 3, 3, Use::Reset::Rest, {}, 0, 0}});
    }

    void cleanup()
    {
        m_tester.reset();
        m_model.reset();
    }

    void theEffectAndItsNoteAreShown()
    {
        QCOMPARE(m_model->columnCount(), int(UseTableModel::ColumnCount));
        QCOMPARE(m_model->headerData(UseTableModel::EffectColumn, Qt::Horizontal, Qt::DisplayRole)
                     .toString(),
            u"Effect"_s);
        QCOMPARE(
            m_model->headerData(UseTableModel::EffectNoteColumn, Qt::Horizontal, Qt::DisplayRole)
                .toString(),
            u"Note"_s);
        QCOMPARE(m_model->index(0, UseTableModel::EffectColumn).data().toString(), u"18d6"_s);
        QCOMPARE(m_model->index(0, UseTableModel::EffectNoteColumn).data().toString(),
            u"DC 21 Dexterity save"_s);
        QCOMPARE(m_model->index(1, UseTableModel::EffectColumn).data().toString(), QString());
        QVERIFY(
            m_model->flags(m_model->index(1, UseTableModel::EffectColumn)) & Qt::ItemIsEditable);
        // Nothing is lost on the way out.
        QCOMPARE(m_model->uses()[0].effect, u"18d6"_s);
        QCOMPARE(m_model->uses()[0].effectNote, u"DC 21 Dexterity save"_s);
        QCOMPARE(m_model->problem(0), QString());
    }

    // A typo in the effect's dice is marked at once, on the cell and in the row's problem; the
    // spaces a GM types around it are not kept.
    void theEffectIsCheckedAsItIsTyped_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("kept");
        QTest::addColumn<QString>("problem"); // the start of the row's problem; empty = none
        QTest::newRow("dice") << u" 16d6 "_s << u"16d6"_s << QString();
        QTest::newRow("dice-and-bonus") << u"2d6+8"_s << u"2d6+8"_s << QString();
        QTest::newRow("none-only-counts") << QString() << QString() << QString();
        QTest::newRow("half-a-die") << u"18d"_s << u"18d"_s << u"Spells: effect '18d': "_s;
        QTest::newRow("not-dice") << u"fire"_s << u"fire"_s << u"Spells: effect 'fire': "_s;
    }

    void theEffectIsCheckedAsItIsTyped()
    {
        QFETCH(QString, typed);
        QFETCH(QString, kept);
        QFETCH(QString, problem);
        QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
        const QModelIndex cell = m_model->index(1, UseTableModel::EffectColumn);
        QVERIFY(m_model->setData(cell, typed));
        QCOMPARE(changed.size(), 1);
        QCOMPARE(m_model->uses()[1].effect, kept);
        QVERIFY2(m_model->problem(1).startsWith(problem), qPrintable(m_model->problem(1)));
        QCOMPARE(m_model->problem(1).isEmpty(), problem.isEmpty());
        QCOMPARE(cell.data(Qt::ForegroundRole).isValid(), !problem.isEmpty());
        if (!problem.isEmpty())
            QVERIFY(m_model->problem(1).endsWith(cell.data(Qt::ToolTipRole).toString()));
        QCOMPARE(m_model->problem(0), QString());
    }

    void theNoteIsKeptAndLimited()
    {
        QVERIFY(m_model->setData(
            m_model->index(1, UseTableModel::EffectNoteColumn), u"save vs. spells"_s));
        QCOMPARE(m_model->uses()[1].effectNote, u"save vs. spells"_s);
        QCOMPARE(m_model->problem(1), QString());
        QVERIFY(m_model->setData(
            m_model->index(1, UseTableModel::EffectNoteColumn), QString(501, u'x')));
        QCOMPARE(m_model->problem(1), u"Spells: the note is longer than 500 characters"_s);
    }

private:
    std::unique_ptr<UseTableModel> m_model;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
};

QTEST_MAIN(TestUseTableModel)
#include "tst_use_table_model.moc"
