// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Check Surprise is one dialog: a row per side with the values the ruleset's check reads, a
// value the document leaves to the GM empty until given, Roll All, and each side's result.

#include "HermeticTest.h"
#include "TestRulesets.h"
#include "core/encounter/Encounter.h"
#include "ui/encounter/EncounterSession.h"
#include "ui/encounter/SurpriseDialog.h"

#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>

using namespace Fray;
using namespace Qt::StringLiterals;

namespace {

Encounter::Combatant member(const QString &name, const QString &side)
{
    Encounter::Combatant c;
    c.name = name;
    c.side = side;
    c.maxHp = c.hp = c.startHp = 8;
    return c;
}

std::unique_ptr<Encounter::Encounter> fight(const QString &rulesetId)
{
    auto encounter = std::make_unique<Encounter::Encounter>(
        Testing::rulesetNamed(rulesetId, Testing::shippedRulesets()));
    std::vector<Encounter::Combatant> cs{member(u"Aldous"_s, u"party"_s),
        member(u"Wren"_s, u"party"_s), member(u"Ghoul"_s, u"foes"_s)};
    for (auto &c : cs)
        c.id = encounter->takeId();
    encounter->insertCombatants(0, std::move(cs));
    return encounter;
}

QPushButton *rollButton(const Ui::SurpriseDialog &dialog)
{
    for (QPushButton *b : dialog.findChildren<QPushButton *>()) {
        if (b->text() == u"&Roll All"_s)
            return b;
    }
    return nullptr;
}

} // namespace

class TestSurpriseDialog : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void aRowPerSideWithTheChecksValues_data()
    {
        QTest::addColumn<QString>("rulesetId");
        QTest::addColumn<QStringList>("values");
        QTest::addColumn<bool>("mustGiveFirst");
        QTest::newRow("cc-wis-check-bonus-adjustment-and-target")
            << u"castles-crusades"_s
            << QStringList{u"wis_bonus"_s, u"surprise_adjust"_s, u"surprise_target"_s} << true;
        QTest::newRow("osd20-surprised-on-and-surprises-on")
            << u"old-school"_s << QStringList{u"surprised_on"_s, u"enemy_surprises_on"_s} << false;
    }

    void aRowPerSideWithTheChecksValues()
    {
        QFETCH(QString, rulesetId);
        QFETCH(QStringList, values);
        QFETCH(bool, mustGiveFirst);
        Ui::EncounterSession session(fight(rulesetId), nullptr, 0);
        Ui::SurpriseDialog dialog(&session);
        QCOMPARE(dialog.sides(), (QStringList{u"party"_s, u"foes"_s}));
        for (const QString &side : dialog.sides()) {
            for (const QString &v : values)
                QVERIFY2(dialog.field(side, v), qPrintable(side + u' ' + v));
            QCOMPARE(dialog.result(side), u"not rolled"_s);
        }
        QPushButton *roll = rollButton(dialog);
        QVERIFY(roll);
        QCOMPARE(roll->isEnabled(), !mustGiveFirst);
    }

    void rollAllGivesEachSideItsResult()
    {
        Ui::EncounterSession session(fight(u"castles-crusades"_s), nullptr, 0);
        Ui::SurpriseDialog dialog(&session);
        QPushButton *roll = rollButton(dialog);
        // The target is the GM's to give: empty ("—") until then, and nothing rolls.
        QCOMPARE(dialog.field(u"party"_s, u"surprise_target"_s)->text(), u"\u2014"_s);
        QVERIFY(!roll->isEnabled());
        dialog.field(u"party"_s, u"surprise_target"_s)->setValue(12);
        QVERIFY(!roll->isEnabled());
        dialog.field(u"foes"_s, u"surprise_target"_s)->setValue(12);
        QVERIFY(roll->isEnabled());
        const auto logBefore = session.encounter().state().log.size();
        roll->click();
        QCOMPARE(session.encounter().state().log.size() > logBefore, true);
        for (const QString &side : dialog.sides())
            QVERIFY2(dialog.result(side) != u"not rolled"_s, qPrintable(dialog.result(side)));
        // Surprise is checked once, before the fight (undo takes the roll back).
        QVERIFY(!roll->isEnabled());
    }
};

QTEST_MAIN(TestSurpriseDialog)
#include "tst_surprise_dialog.moc"
