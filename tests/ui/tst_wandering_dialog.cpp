// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Encounter › Wandering Monsters as an old-school GM uses it: a table typed in the form shows each
// row's exact chance as it is typed (goblins on 1-2 of a d8: 25%, 2d4 of them, 5 on average), is
// kept in the campaign, and its roll builds the fight it brings as a new encounter of the
// library's creatures, the rolls in its log; a row whose creature the library lacks is refused.

#include "HermeticTest.h"
#include "core/i18n/NumberText.h"
#include "core/library/LibraryEntry.h"
#include "ui/campaign/CampaignController.h"
#include "ui/wandering/TableRowModel.h"
#include "ui/wandering/WanderingDialog.h"

#include <QAbstractItemModelTester>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

using namespace Fray;
using namespace Qt::StringLiterals;

namespace {

Library::LibraryEntry monster(const QString &name, const QString &hitDice)
{
    Library::LibraryEntry e;
    e.name = name;
    e.rulesetId = u"old-school"_s;
    e.hitDice = hitDice;
    e.prototype.name = name;
    e.prototype.side = u"foes"_s;
    e.prototype.maxHp = e.prototype.hp = e.prototype.startHp = 4;
    return e;
}

} // namespace

class TestWanderingDialog : public Fray::Testing::HermeticTest
{
    Q_OBJECT

    QTemporaryDir m_settings;

private Q_SLOTS:
    void initTestCase()
    {
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settings.path());
    }

    void aTypedTableShowsItsOddsIsKeptAndBuildsItsFight()
    {
        QTemporaryDir dir;
        Fray::Ui::CampaignController controller;
        QVERIFY(!controller.open(dir.filePath(u"mill.fray"_s)));
        QVERIFY(!controller.addLibraryEntries({monster(u"Goblin"_s, u"1d6"_s)}));
        Fray::Ui::WanderingDialog dialog(&controller, u"old-school"_s);
        QAbstractItemModelTester tester(dialog.rowModel());
        auto *rows = dialog.rowModel();
        // A new table: 1d8, nothing on every result.
        QCOMPARE(rows->rowCount(), 1);
        QCOMPARE(dialog.oddsText(), u"Nothing comes: 100.0% · foes on average: 0.00 · at most 0"_s);
        dialog.findChild<QLineEdit *>(u"nameEdit"_s)->setText(u"The old mill"_s);
        QVERIFY(rows->setData(rows->index(0, Fray::Ui::TableRowModel::RollColumn), u"3-8"_s));
        QVERIFY(dialog.oddsText().startsWith(u"Not a whole table yet: "_s));
        const int goblins = rows->addRow();
        QCOMPARE(
            rows->index(goblins, Fray::Ui::TableRowModel::RollColumn).data().toString(), u"9"_s);
        QVERIFY(rows->setData(rows->index(goblins, Fray::Ui::TableRowModel::RollColumn), u"1-2"_s));
        QVERIFY(rows->setData(
            rows->index(goblins, Fray::Ui::TableRowModel::CreatureColumn), u"Goblin"_s));
        QVERIFY(
            rows->setData(rows->index(goblins, Fray::Ui::TableRowModel::CountColumn), u"2d4"_s));
        QVERIFY(
            !rows->setData(rows->index(goblins, Fray::Ui::TableRowModel::RollColumn), u"one"_s));
        // 2 of 8 bring 2d4 (5 on average): 10/8 foes on average, none on 6 of 8.
        QCOMPARE(rows->index(goblins, Fray::Ui::TableRowModel::ChanceColumn).data().toString(),
            u"25.0% (5.0 on average)"_s);
        QCOMPARE(
            rows->index(0, Fray::Ui::TableRowModel::ChanceColumn).data().toString(), u"75.0%"_s);
        // Each number of goblins with its chance: 2d4 is 2 to 8, 1/16, 2/16, 3/16, 4/16 ...
        QCOMPARE(rows->index(goblins, Fray::Ui::TableRowModel::ChanceColumn)
                     .data(Qt::ToolTipRole)
                     .toString(),
            u"How many come: 2: 6.25%, 3: 12.50%, 4: 18.75%, 5: 25.00%, 6: 18.75%, 7: 12.50%, "
            "8: 6.25%"_s);
        QCOMPARE(dialog.oddsText(), u"Nothing comes: 75.0% · foes on average: 1.25 · at most 8"_s);
        QVERIFY(dialog.save());
        const auto kept = controller.tables();
        QVERIFY(kept && kept->size() == 1);
        QCOMPARE(kept->front().table.name, u"The old mill"_s);
        QCOMPARE(kept->front().table.rows.size(), std::size_t(2));

        // Rolled until something comes: each fight is a new encounter of goblins.
        QSignalSpy built(&dialog, &Fray::Ui::WanderingDialog::fightBuilt);
        for (int i = 0; i < 200 && built.isEmpty(); ++i)
            dialog.roll();
        QCOMPARE(built.size(), 1);
        const qint64 id = built.first().first().toLongLong();
        const auto fight = controller.campaign()->encounters().load(id);
        QVERIFY(fight);
        QCOMPARE(fight->name, u"The old mill"_s);
        QVERIFY(fight->combatants.size() >= 2 && fight->combatants.size() <= 8);
        QVERIFY(fight->combatants.front().name.startsWith(u"Goblin"_s));
        QCOMPARE(fight->log.size(), std::size_t(3));
        QVERIFY(fight->log.back().text.startsWith(u"Distance, if no one is surprised"_s));
        QVERIFY(dialog.resultText().endsWith(u"the fight is open; check surprise next."_s));

        // How Deadly?: old-school needs the number needed on the d20 given first; then the
        // party (one hero) fights each number of goblins, and the row says how it fares.
        auto hero = monster(u"Hero"_s, QString());
        hero.inParty = true;
        hero.prototype.side = u"party"_s;
        hero.prototype.maxHp = hero.prototype.hp = hero.prototype.startHp = 30;
        hero.prototype.attacks.push_back(
            {u"Sword"_s, u"melee"_s, 0, u"1d8"_s, QString(), 0, 1, u"1"_s});
        QVERIFY(!controller.addLibraryEntries({hero}));
        auto *danger = dialog.findChild<QPushButton *>(u"dangerButton"_s);
        auto *needed = dialog.findChild<QSpinBox *>(u"given_needed"_s);
        QVERIFY(danger && needed);
        QVERIFY(danger->isEnabled());
        danger->click();
        QVERIFY2(dialog.resultText().contains(u"needs a value for 'needed'"_s),
            qPrintable(dialog.resultText()));
        QVERIFY(!rows->simulated());
        needed->setValue(10);
        danger->click();
        QVERIFY(rows->simulated());
        const QString fares
            = rows->index(goblins, Fray::Ui::TableRowModel::DangerColumn).data().toString();
        QVERIFY2(fares.startsWith(u"wins "_s), qPrintable(fares));
        QCOMPARE(
            rows->index(0, Fray::Ui::TableRowModel::DangerColumn).data().toString(), u"\u2014"_s);
        // Changed, the rows are no longer the ones simulated.
        QVERIFY(rows->setData(rows->index(goblins, Fray::Ui::TableRowModel::NoteColumn), u"x"_s));
        QVERIFY(!rows->simulated());
        QVERIFY(rows->index(goblins, Fray::Ui::TableRowModel::DangerColumn).data().isNull());

        // A creature the library lacks: refused, nothing built.
        QVERIFY(rows->setData(
            rows->index(goblins, Fray::Ui::TableRowModel::CreatureColumn), u"Wyvern"_s));
        dialog.roll();
        QVERIFY2(dialog.resultText().startsWith(u"rows[1].creature: the library has no 'Wyvern'"_s),
            qPrintable(dialog.resultText()));
        QCOMPARE(built.size(), 1);
    }
};

QTEST_MAIN(TestWanderingDialog)
#include "tst_wandering_dialog.moc"
