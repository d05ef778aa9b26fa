// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The character form's attack table on its own: edits, the damage checked as typed, rows added
// and removed, and the rounds attacks last fired following their rows.
#include "HermeticTest.h"
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

class TestAttackTableModel : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private slots:
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

    // A value the ruleset works out: melee from one stat, every other kind from another (as
    // C&C's STR and DEX). The saved value stays; the attack's own bonus is what it has beyond
    // the stats, and the value follows the stats, the kind and the bonus.
    void aWorkedOutValueFollowsTheStats()
    {
        qint64 strPart = 1;
        qint64 dexPart = 0;
        m_model->setValueRule(
            [&](const QString &kind) { return kind == u"melee" ? strPart : dexPart; }, u"To hit"_s,
            u"BtH + STR or DEX"_s);
        QCOMPARE(m_model->headerData(AttackTableModel::ValueColumn, Qt::Horizontal, Qt::DisplayRole)
                     .toString(),
            u"To hit"_s);
        Attack bow = attack(u"Bow"_s, 2, u"1d6"_s);
        bow.kind = u"ranged"_s;
        m_model->setAttacks({attack(u"Longsword"_s, 3, u"1d8+1"_s), bow});
        const auto cell = [this](int row, int column) {
            return m_model->index(row, column).data(AttackTableModel::RawValueRole).toLongLong();
        };
        // 3 = 1 from the stats + 2 of its own; the bow's 2 = 0 + 2.
        QCOMPARE(cell(0, AttackTableModel::ValueColumn), qint64(3));
        QCOMPARE(cell(0, AttackTableModel::BonusColumn), qint64(2));
        QCOMPARE(cell(1, AttackTableModel::BonusColumn), qint64(2));
        QVERIFY(!(
            m_model->flags(m_model->index(0, AttackTableModel::ValueColumn)) & Qt::ItemIsEditable));
        QVERIFY(!m_model->setData(m_model->index(0, AttackTableModel::ValueColumn), 9));

        // STR's part rises to 3: the sword follows (3 + 2), the bow does not.
        QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
        strPart = 3;
        m_model->refreshValues();
        QCOMPARE(changed.size(), 1);
        QCOMPARE(cell(0, AttackTableModel::ValueColumn), qint64(5));
        QCOMPARE(cell(1, AttackTableModel::ValueColumn), qint64(2));

        // The sword thrown uses the other part: 0 + 2; a new bonus of 1 gives 1.
        QVERIFY(m_model->setData(m_model->index(0, AttackTableModel::KindColumn), u"thrown"_s));
        QCOMPARE(cell(0, AttackTableModel::ValueColumn), qint64(2));
        QVERIFY(m_model->setData(m_model->index(0, AttackTableModel::BonusColumn), 1));
        QCOMPARE(m_model->attacks().front().value, qint64(1));
        // An unchanged bonus is no change.
        changed.clear();
        QVERIFY(!m_model->setData(m_model->index(0, AttackTableModel::BonusColumn), 1));
        QCOMPARE(changed.size(), 0);
    }

    // Without a formula the value is typed whole, as before.
    void aTypedValueIsTheWholeNumber()
    {
        m_model->setValueRule(
            [](const QString &) { return std::optional<qint64>(); }, u"SC"_s, QString());
        QVERIFY(
            m_model->flags(m_model->index(0, AttackTableModel::ValueColumn)) & Qt::ItemIsEditable);
        QVERIFY(m_model->setData(m_model->index(0, AttackTableModel::ValueColumn), 112));
        QCOMPARE(m_model->attacks().front().value, qint64(112));
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
