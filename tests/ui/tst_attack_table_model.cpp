// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The character form's attack table on its own: edits, the damage checked as typed, rows added
// and removed, and the rounds attacks last fired following their rows.
#include "ui/forms/AttackTableModel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using Fray::Encounter::Attack;
using Fray::Ui::AttackTableModel;
using namespace Qt::StringLiterals;

namespace {

Attack attack(const QString &name, qint64 value, const QString &damage)
{
    Attack a;
    a.name = name;
    a.value = value;
    a.damage = damage;
    return a;
}

} // namespace

class TestAttackTableModel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QLocale::setDefault(QLocale::c());
        QStandardPaths::setTestModeEnabled(true);
    }

    void init()
    {
        m_model = std::make_unique<AttackTableModel>();
        m_tester = std::make_unique<QAbstractItemModelTester>(
            m_model.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        m_model->setAttacks({attack(u"Longsword"_s, 3, u"1d8+1"_s), attack(u"Bow"_s, 2, u"1d6"_s)});
    }

    void cleanup()
    {
        m_tester.reset();
        m_model.reset();
    }

    void cellsShowTheAttacks()
    {
        QCOMPARE(m_model->rowCount(), 2);
        QCOMPARE(m_model->columnCount(), int(AttackTableModel::ColumnCount));
        QCOMPARE(m_model->index(0, AttackTableModel::NameColumn).data().toString(), u"Longsword"_s);
        QCOMPARE(m_model->index(1, AttackTableModel::DamageColumn).data().toString(), u"1d6"_s);
        QCOMPARE(m_model->index(0, AttackTableModel::ValueColumn)
                     .data(AttackTableModel::RawValueRole)
                     .toLongLong(),
            qint64(3));
    }

    void editsReachTheAttacks_data()
    {
        QTest::addColumn<int>("column");
        QTest::addColumn<QVariant>("value");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("name-trimmed")
            << int(AttackTableModel::NameColumn) << QVariant(u" Axe "_s) << true;
        QTest::newRow("value") << int(AttackTableModel::ValueColumn) << QVariant(5) << true;
        QTest::newRow("value-not-a-number")
            << int(AttackTableModel::ValueColumn) << QVariant(u"five"_s) << false;
        QTest::newRow("rate-of-fire-below-1")
            << int(AttackTableModel::RateOfFireColumn) << QVariant(0) << false;
        QTest::newRow("unchanged-name")
            << int(AttackTableModel::NameColumn) << QVariant(u"Longsword"_s) << false;
    }

    void editsReachTheAttacks()
    {
        QFETCH(int, column);
        QFETCH(QVariant, value);
        QFETCH(bool, accepted);
        QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
        QCOMPARE(m_model->setData(m_model->index(0, column), value), accepted);
        QCOMPARE(changed.size(), accepted ? 1 : 0);
        const Attack first = m_model->attacks().front();
        if (accepted && column == AttackTableModel::NameColumn)
            QCOMPARE(first.name, u"Axe"_s);
        if (accepted && column == AttackTableModel::ValueColumn)
            QCOMPARE(first.value, qint64(5));
    }

    void aDamageTypoIsMarkedAtOnce()
    {
        const QModelIndex damage = m_model->index(0, AttackTableModel::DamageColumn);
        QVERIFY(m_model->setData(damage, u"1d8+"_s));
        QVERIFY(m_model->index(0, AttackTableModel::DamageColumn).data(Qt::ToolTipRole).isValid());
        QVERIFY(m_model->problem(0).startsWith(u"Longsword's damage '1d8+':"_s));
        QVERIFY(m_model->setData(damage, u"1d8+2"_s));
        QVERIFY(!damage.data(Qt::ToolTipRole).isValid());
        QVERIFY(m_model->problem(0).isEmpty());
    }

    void anAddedAttackNeedsAName()
    {
        QSignalSpy inserted(m_model.get(), &QAbstractItemModel::rowsInserted);
        const int row = m_model->addAttack();
        QCOMPARE(row, 2);
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(m_model->problem(row), u"Attack 3: needs a name"_s);
    }

    // Combatant::lastFired follows the attacks: Bow fired in round 4, Longsword in round 2.
    void roundsLastFiredFollowTheirRows_data()
    {
        QTest::addColumn<int>("removed"); // -1: none
        QTest::addColumn<bool>("added");
        QTest::addColumn<std::vector<qint64>>("expected");
        QTest::newRow("unchanged") << -1 << false << std::vector<qint64>{2, 4};
        QTest::newRow("first-removed") << 0 << false << std::vector<qint64>{4};
        QTest::newRow("last-removed") << 1 << false << std::vector<qint64>{2};
        QTest::newRow("one-added-has-not-fired") << -1 << true << std::vector<qint64>{2, 4};
        QTest::newRow("first-removed-one-added") << 0 << true << std::vector<qint64>{4};
    }

    void roundsLastFiredFollowTheirRows()
    {
        QFETCH(int, removed);
        QFETCH(bool, added);
        QFETCH(std::vector<qint64>, expected);
        if (removed >= 0)
            m_model->removeAttack(removed);
        if (added)
            m_model->addAttack();
        QCOMPARE(m_model->lastFired({2, 4}), expected);
    }

private:
    std::unique_ptr<AttackTableModel> m_model;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
};

QTEST_MAIN(TestAttackTableModel)
#include "tst_attack_table_model.moc"
