// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "HermeticTest.h"
#include "core/rules/RulesetLibrary.h"
#include "ui/forms/CombatantEditor.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

using Fray::Encounter::AddCombatantsCommand;
using Fray::Ui::CombatantEditor;
using Mode = CombatantEditor::Mode;

namespace {

// The attacks table's columns, as the form shows them.
enum AttackColumn {
    NameColumn,
    KindColumn,
    BonusColumn,
    ValueColumn,
    DamageColumn,
    WeaponClassColumn,
    RateOfFireColumn
};

struct ShownStat
{
    QString label;
    int minimum = 0;
    int maximum = 0;
    int value = 0;
};

} // namespace

class TestCombatantEditor : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        m_rulesets = Fray::Rules::RulesetLibrary::load(QString());
        for (const auto &error : m_rulesets.errors())
            QFAIL(qPrintable(error.toString()));
        QVERIFY(m_rulesets.find(QStringLiteral("castles-crusades")));
        QVERIFY(m_rulesets.find(QStringLiteral("basic-roleplaying")));
    }

    // The stats come from the ruleset file: the expected lists are copied from
    // resources/rulesets/*.json, not from the code.
    void showsExactlyTheRulesetsStats_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QStringList>("labels");
        QTest::addColumn<QList<int>>("minimums");
        QTest::addColumn<QList<int>>("maximums");
        QTest::addColumn<QList<int>>("defaults");
        QTest::addColumn<QString>("defenceLabel");

        // No stat repeats the defence, the armour or an attack's value (C&C's "AC" beside the
        // AC field, Spelljammer's SC, DEF and PROT, BRP's armour points).
        QTest::newRow("castles-crusades")
            << QStringLiteral("castles-crusades")
            << QStringList{QStringLiteral("STR:"), QStringLiteral("DEX:"), QStringLiteral("CON:"),
                   QStringLiteral("INT:"), QStringLiteral("WIS:"), QStringLiteral("CHA:"),
                   QStringLiteral("Level or HD:"), QStringLiteral("BtH:")}
            << QList<int>{1, 1, 1, 1, 1, 1, 0, -5} << QList<int>{25, 25, 25, 25, 25, 25, 40, 30}
            << QList<int>{10, 10, 10, 10, 10, 10, 1, 0} << QStringLiteral("&AC:");
        QTest::newRow("basic-roleplaying")
            << QStringLiteral("basic-roleplaying")
            << QStringList{QStringLiteral("STR:"), QStringLiteral("CON:"), QStringLiteral("SIZ:"),
                   QStringLiteral("INT:"), QStringLiteral("POW:"), QStringLiteral("DEX:"),
                   QStringLiteral("APP:")}
            << QList<int>{1, 1, 1, 1, 1, 1, 1} << QList<int>{30, 30, 30, 30, 30, 30, 30}
            << QList<int>{10, 10, 10, 10, 10, 10, 10} << QStringLiteral("&Parry/Dodge %:");
        QTest::newRow("d20-ascending")
            << QStringLiteral("d20-ascending")
            << QStringList{QStringLiteral("STR:"), QStringLiteral("DEX:"), QStringLiteral("CON:"),
                   QStringLiteral("INT:"), QStringLiteral("WIS:"), QStringLiteral("CHA:"),
                   QStringLiteral("STR bonus:"), QStringLiteral("DEX bonus:"),
                   QStringLiteral("Attack bonus:")}
            << QList<int>{1, 1, 1, 1, 1, 1, -5, -5, -5}
            << QList<int>{25, 25, 25, 25, 25, 25, 5, 5, 30}
            << QList<int>{10, 10, 10, 10, 10, 10, 0, 0, 0} << QStringLiteral("&AC:");
        QTest::newRow("old-school")
            << QStringLiteral("old-school")
            << QStringList{QStringLiteral("STR:"), QStringLiteral("DEX:"), QStringLiteral("CON:"),
                   QStringLiteral("INT:"), QStringLiteral("WIS:"), QStringLiteral("CHA:"),
                   QStringLiteral("PSY:"), QStringLiteral("Level or HD:"),
                   QStringLiteral("Morale:")}
            << QList<int>{1, 1, 1, 1, 1, 1, 1, 0, 2}
            << QList<int>{25, 25, 25, 25, 25, 25, 25, 40, 12}
            << QList<int>{10, 10, 10, 10, 10, 10, 10, 1, 7} << QStringLiteral("&AC:");
        QTest::newRow("spelljammer-d100")
            << QStringLiteral("spelljammer-d100")
            << QStringList{QStringLiteral("CON:"), QStringLiteral("DEX:"), QStringLiteral("PER:"),
                   QStringLiteral("Initiative modifier (DEX):"), QStringLiteral("TMR:"),
                   QStringLiteral("Weapon rank:"),
                   QStringLiteral("Stun CON bonus (Large +2, Giant +4):")}
            << QList<int>{1, 1, 1, -10, 0, 0, 0}
            << QList<int>{50, 50, 50, 10, 1'000'000, 30, 4} // TMR has no maximum
            << QList<int>{10, 10, 10, 0, 0, 0, 0} << QStringLiteral("&DEF:");
    }

    void showsExactlyTheRulesetsStats()
    {
        QFETCH(QString, ruleset);
        QFETCH(QStringList, labels);
        QFETCH(QList<int>, minimums);
        QFETCH(QList<int>, maximums);
        QFETCH(QList<int>, defaults);
        QFETCH(QString, defenceLabel);

        CombatantEditor editor(rules(ruleset), Mode::LibraryEntry);
        const auto *layout = editor.findChild<QFormLayout *>(QStringLiteral("statsLayout"));
        QVERIFY(layout);
        QCOMPARE(layout->rowCount(), labels.size());
        for (int row = 0; row < layout->rowCount(); ++row) {
            const auto *label
                = qobject_cast<QLabel *>(layout->itemAt(row, QFormLayout::LabelRole)->widget());
            const auto *spin
                = qobject_cast<QSpinBox *>(layout->itemAt(row, QFormLayout::FieldRole)->widget());
            QVERIFY(label && spin);
            QCOMPARE(label->text(), labels[row]);
            QCOMPARE(label->buddy(), spin);
            QCOMPARE(spin->minimum(), minimums[row]);
            QCOMPARE(spin->maximum(), maximums[row]);
            QCOMPARE(spin->value(), defaults[row]);
        }
        // No other spin boxes for stats sneak in elsewhere.
        QCOMPARE(editor.findChild<QGroupBox *>(QStringLiteral("statsBox"))
                     ->findChildren<QSpinBox *>()
                     .size(),
            labels.size());
        QCOMPARE(label(editor, "defenceLabel")->text(), defenceLabel);
    }

    // One row per shipped ruleset: the one defence field under the ruleset's word, armour only
    // where the damage takes it off, and the attack's number as the ruleset makes it (worked
    // out from the stats, typed whole, or not asked for). Expected from the ruleset files.
    void showsTheRulesetsFields_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("defenceLabel");
        QTest::addColumn<QString>("armourLabel"); // empty: no armour field
        QTest::addColumn<QString>("valueHeading"); // empty: no value column
        QTest::addColumn<bool>("ownBonus"); // the value is worked out; the attack adds a bonus
        QTest::addColumn<bool>("weaponClass");

        QTest::newRow("castles-crusades")
            << QStringLiteral("castles-crusades") << QStringLiteral("&AC:") << QString()
            << QStringLiteral("To hit") << true << false;
        QTest::newRow("d20-ascending") << QStringLiteral("d20-ascending") << QStringLiteral("&AC:")
                                       << QString() << QStringLiteral("To hit") << true << false;
        // The GM gives the number needed with each attack: the form asks for no to-hit number.
        QTest::newRow("old-school") << QStringLiteral("old-school") << QStringLiteral("&AC:")
                                    << QString() << QString() << false << false;
        QTest::newRow("spelljammer-d100")
            << QStringLiteral("spelljammer-d100") << QStringLiteral("&DEF:")
            << QStringLiteral("A&rmour (PROT):") << QStringLiteral("SC") << false << false;
        QTest::newRow("basic-roleplaying")
            << QStringLiteral("basic-roleplaying") << QStringLiteral("&Parry/Dodge %:")
            << QStringLiteral("A&rmour (AP):") << QStringLiteral("Skill %") << false << true;
    }

    void showsTheRulesetsFields()
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, defenceLabel);
        QFETCH(QString, armourLabel);
        QFETCH(QString, valueHeading);
        QFETCH(bool, ownBonus);
        QFETCH(bool, weaponClass);

        for (const Mode mode : {Mode::LibraryEntry, Mode::AddToEncounter, Mode::EditCombatant}) {
            CombatantEditor editor(rules(ruleset), mode);
            QVERIFY(!label(editor, "defenceLabel")->isHidden());
            QCOMPARE(label(editor, "defenceLabel")->text(), defenceLabel);
            QCOMPARE(label(editor, "armourLabel")->isHidden(), armourLabel.isEmpty());
            QCOMPARE(spin(editor, "armourSpin")->isHidden(), armourLabel.isEmpty());
            if (!armourLabel.isEmpty())
                QCOMPARE(label(editor, "armourLabel")->text(), armourLabel);

            const auto *view = editor.findChild<QTableView *>(QStringLiteral("attacksView"));
            QCOMPARE(view->isColumnHidden(ValueColumn), valueHeading.isEmpty());
            if (!valueHeading.isEmpty())
                QCOMPARE(view->model()->headerData(ValueColumn, Qt::Horizontal).toString(),
                    valueHeading);
            QCOMPARE(view->isColumnHidden(BonusColumn), !ownBonus);
            QCOMPARE(view->isColumnHidden(WeaponClassColumn), !weaponClass);
            for (const AttackColumn always : {NameColumn, KindColumn, DamageColumn})
                QVERIFY(!view->isColumnHidden(always));
            // How the number is made is said beside the attacks, in every ruleset.
            QVERIFY(!label(editor, "attacksNote")->isHidden());
            QVERIFY(!label(editor, "attacksNote")->text().isEmpty());
        }
    }

    // The attack's value as the ruleset makes it, worked by hand. C&C (003): d20 + BtH + STR
    // modifier (melee) or DEX modifier (ranged); a monster's BtH is its hit dice ("a 3d8 hit
    // dice creature adds a +3"); the modifiers are the ruleset's attribute_modifiers table
    // (3: -3, 13-15: +1, 16-17: +2). D20-17 (001): attack bonus + STR bonus (melee) or DEX
    // bonus (missile). Spelljammer and BRP: the GM types the whole SC or skill %.
    void attackValueFollowsTheStats_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QStringList>("stats"); // id=value
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("typed"); // the own bonus, or the whole value where it is typed
        QTest::addColumn<int>("expected");

        const auto row = [](const char *name, const char *ruleset, const QStringList &stats,
                             const char *kind, int typed, int expected) {
            QTest::newRow(name) << QString::fromLatin1(ruleset) << stats
                                << QString::fromLatin1(kind) << typed << expected;
        };
        row("cc-bth3-str15-melee", "castles-crusades",
            {QStringLiteral("bth=3"), QStringLiteral("str=15")}, "melee", 0, 4);
        row("cc-bth3-dex16-ranged", "castles-crusades",
            {QStringLiteral("bth=3"), QStringLiteral("str=15"), QStringLiteral("dex=16")}, "ranged",
            0, 5);
        row("cc-thrown-uses-dex", "castles-crusades",
            {QStringLiteral("bth=1"), QStringLiteral("str=17"), QStringLiteral("dex=10")}, "thrown",
            0, 1);
        row("cc-monster-3hd", "castles-crusades",
            {QStringLiteral("level=3"), QStringLiteral("bth=3")}, "melee", 0, 3);
        row("cc-magic-weapon-plus-1", "castles-crusades",
            {QStringLiteral("bth=1"), QStringLiteral("str=13")}, "melee", 1, 3);
        row("cc-str3-minus-3", "castles-crusades",
            {QStringLiteral("bth=2"), QStringLiteral("str=3")}, "melee", 0, -1);
        row("d20-melee", "d20-ascending",
            {QStringLiteral("attack_bonus=3"), QStringLiteral("str_bonus=2"),
                QStringLiteral("dex_bonus=1")},
            "melee", 0, 5);
        row("d20-missile", "d20-ascending",
            {QStringLiteral("attack_bonus=3"), QStringLiteral("str_bonus=2"),
                QStringLiteral("dex_bonus=1")},
            "ranged", 0, 4);
        row("d20-touch-uses-str", "d20-ascending",
            {QStringLiteral("attack_bonus=1"), QStringLiteral("str_bonus=-1")}, "touch", 0, 0);
        row("sj-sc-typed", "spelljammer-d100", {QStringLiteral("rank=5"), QStringLiteral("dex=17")},
            "melee", 112, 112);
        row("brp-skill-typed", "basic-roleplaying",
            {QStringLiteral("str=15"), QStringLiteral("dex=16")}, "melee", 55, 55);
    }

    void attackValueFollowsTheStats()
    {
        QFETCH(QString, ruleset);
        QFETCH(QStringList, stats);
        QFETCH(QString, kind);
        QFETCH(int, typed);
        QFETCH(int, expected);

        CombatantEditor editor(rules(ruleset), Mode::AddToEncounter);
        QTest::keyClicks(edit(editor, "nameEdit"), QStringLiteral("Chief"));
        QTest::keyClicks(edit(editor, "hpEdit"), QStringLiteral("9"));
        QAbstractItemModel *attacks = attacksModel(editor);
        QAbstractItemModelTester tester(
            attacks, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTest::mouseClick(button(editor, "addAttackButton"), Qt::LeftButton);
        QVERIFY(attacks->setData(attacks->index(0, NameColumn), QStringLiteral("Sword")));
        attacks->setData(attacks->index(0, KindColumn), kind); // false when already that kind
        QCOMPARE(attacks->index(0, KindColumn).data().toString(), kind);
        const auto *view = editor.findChild<QTableView *>(QStringLiteral("attacksView"));
        const bool worked = !view->isColumnHidden(BonusColumn);
        attacks->setData(attacks->index(0, worked ? BonusColumn : ValueColumn), typed);
        // The stats come after the attack: the value follows them as they are typed.
        QSignalSpy changed(attacks, &QAbstractItemModel::dataChanged);
        for (const QString &stat : std::as_const(stats))
            spin(editor, qPrintable(QStringLiteral("stat_") + stat.section(u'=', 0, 0)))
                ->setValue(stat.section(u'=', 1).toInt());
        QCOMPARE(attacks->index(0, ValueColumn).data().toInt(), expected);
        QCOMPARE(editor.combatant().attacks.at(0).value, qint64(expected));
        if (worked) {
            QVERIFY(!changed.isEmpty());
            QVERIFY(!(attacks->flags(attacks->index(0, ValueColumn)) & Qt::ItemIsEditable));
        }
    }

    // A saved value is what the fight used: opening it never changes it. An older C&C file
    // whose monster's value left out its STR modifier (Ogre: BtH 4, STR 18 (+3), value 4)
    // shows the difference as the attack's own bonus, -3.
    void aSavedValueIsKept()
    {
        Fray::Encounter::Combatant ogre;
        ogre.name = QStringLiteral("Ogre");
        ogre.stats = {{QStringLiteral("str"), 18}, {QStringLiteral("bth"), 4},
            {QStringLiteral("ac"), 16}}; // the retired AC stat of older files
        ogre.defence = 16;
        Fray::Encounter::Attack club;
        club.name = QStringLiteral("Great club");
        club.value = 4;
        ogre.attacks = {club};
        CombatantEditor editor(rules(QStringLiteral("castles-crusades")), Mode::EditCombatant);
        editor.setCombatant(ogre);
        QAbstractItemModel *attacks = attacksModel(editor);
        QCOMPARE(attacks->index(0, ValueColumn).data().toInt(), 4);
        QCOMPARE(attacks->index(0, BonusColumn).data().toInt(), -3);
        const auto back = editor.combatant();
        QCOMPARE(back.attacks.at(0).value, 4);
        QCOMPARE(back.defence, 16);
        QVERIFY(!back.stats.contains(QStringLiteral("ac")));
        // Raising STR to 19 keeps the same +3; to 20 it is +4 and the value follows.
        spin(editor, "stat_str")->setValue(20);
        QCOMPARE(editor.combatant().attacks.at(0).value, 5);
    }

    void badDamageDisablesOkWithTheParsersMessage()
    {
        CombatantEditor editor(rules(QStringLiteral("castles-crusades")), Mode::AddToEncounter);
        QAbstractItemModel *attacks = attacksModel(editor);
        QAbstractItemModelTester tester(
            attacks, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy inserted(attacks, &QAbstractItemModel::rowsInserted);
        QSignalSpy changed(attacks, &QAbstractItemModel::dataChanged);

        QTest::keyClicks(edit(editor, "nameEdit"), QStringLiteral("Fighter"));
        edit(editor, "hpEdit")->clear();
        QTest::keyClicks(edit(editor, "hpEdit"), QStringLiteral("12"));
        QVERIFY2(editor.problem().isEmpty(), qPrintable(editor.problem()));
        QVERIFY(ok(editor)->isEnabled());

        QTest::mouseClick(button(editor, "addAttackButton"), Qt::LeftButton);
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(attacks->rowCount(), 1);
        QVERIFY(!ok(editor)->isEnabled()); // a new attack needs its name first
        QVERIFY(attacks->setData(attacks->index(0, NameColumn), QStringLiteral("Longsword")));
        // C&C works the value out: BtH 0 and STR 10 (modifier 0) give 0, the attack adds 3.
        QVERIFY(!attacks->setData(attacks->index(0, ValueColumn), 3));
        QVERIFY(attacks->setData(attacks->index(0, BonusColumn), 3));
        QVERIFY(attacks->setData(attacks->index(0, DamageColumn), QStringLiteral("1d")));
        QCOMPARE(changed.size(), 3);

        // Expression::parse's own words, at the column where "1d" ends.
        const QString parser
            = QStringLiteral("expected the number of sides after 'd', but the expression "
                             "ended at column 3");
        QVERIFY(!ok(editor)->isEnabled());
        QVERIFY2(editor.problem().contains(parser), qPrintable(editor.problem()));
        const QLabel *problem = label(editor, "attacksProblem");
        QVERIFY(!problem->isHidden());
        QVERIFY2(problem->text().contains(parser), qPrintable(problem->text()));
        const QModelIndex damage = attacks->index(0, DamageColumn);
        QCOMPARE(damage.data(Qt::ToolTipRole).toString(), parser);
        QVERIFY(damage.data(Qt::ForegroundRole).isValid());

        QVERIFY(attacks->setData(damage, QStringLiteral("1d8+1")));
        QVERIFY(ok(editor)->isEnabled());
        QVERIFY(editor.problem().isEmpty());
        QVERIFY(problem->isHidden());
        QVERIFY(!damage.data(Qt::ToolTipRole).isValid());
        QVERIFY(!damage.data(Qt::ForegroundRole).isValid());

        const auto combatant = editor.combatant();
        QCOMPARE(combatant.attacks.size(), std::size_t(1));
        QCOMPARE(combatant.attacks[0].name, QStringLiteral("Longsword"));
        QCOMPARE(combatant.attacks[0].value, 3);
        QCOMPARE(combatant.attacks[0].damage, QStringLiteral("1d8+1"));
    }

    void damageIsCheckedAsItIsTyped()
    {
        Fray::Encounter::Combatant fighter;
        fighter.name = QStringLiteral("Fighter");
        fighter.attacks.push_back({});
        fighter.attacks[0].name = QStringLiteral("Longsword");
        CombatantEditor editor(rules(QStringLiteral("castles-crusades")), Mode::EditCombatant);
        editor.setCombatant(fighter);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QVERIFY(ok(editor)->isEnabled());

        auto *view = editor.findChild<QTableView *>(QStringLiteral("attacksView"));
        const QModelIndex damage = view->model()->index(0, DamageColumn);
        view->setCurrentIndex(damage);
        view->edit(damage);
        auto *cell = qobject_cast<QLineEdit *>(view->indexWidget(damage));
        QVERIFY(cell);
        QTest::keyClicks(cell, QStringLiteral("1d"));
        // Still typing in the cell, which was never left: the form already knows.
        QCOMPARE(view->indexWidget(damage), cell);
        QVERIFY(!ok(editor)->isEnabled());
        QVERIFY(!label(editor, "attacksProblem")->isHidden());
        QTest::keyClicks(cell, QStringLiteral("8"));
        QVERIFY(ok(editor)->isEnabled());
    }

    void hitDiceInAddModeGiveTheDiceAndTheChosenMode()
    {
        CombatantEditor editor(rules(QStringLiteral("castles-crusades")), Mode::AddToEncounter);
        QTest::keyClicks(edit(editor, "nameEdit"), QStringLiteral("Goblin"));
        auto *mode = editor.findChild<QComboBox *>(QStringLiteral("hpModeCombo"));
        auto *count = editor.findChild<QSpinBox *>(QStringLiteral("countSpin"));
        QVERIFY(mode && count);
        QVERIFY(!count->isHidden());
        QCOMPARE(count->minimum(), 1);
        QCOMPARE(count->maximum(), 100000);

        QTest::keyClicks(edit(editor, "hpEdit"), QStringLiteral("7"));
        QVERIFY(!mode->isEnabled()); // a plain number has nothing to roll
        QCOMPARE(editor.hitDice(), QString());
        QCOMPARE(editor.hitPointMode(), AddCombatantsCommand::HitPoints::Fixed);
        QCOMPARE(editor.combatant().maxHp, 7);

        edit(editor, "hpEdit")->clear();
        QTest::keyClicks(edit(editor, "hpEdit"), QStringLiteral("2d8+2"));
        QVERIFY2(editor.problem().isEmpty(), qPrintable(editor.problem()));
        QVERIFY(mode->isEnabled());
        QCOMPARE(editor.hitDice(), QStringLiteral("2d8+2"));
        QCOMPARE(editor.hitPointMode(), AddCombatantsCommand::HitPoints::Roll);
        mode->setCurrentIndex(1);
        QCOMPARE(editor.hitPointMode(), AddCombatantsCommand::HitPoints::Average);
        count->setValue(8);
        QCOMPARE(editor.count(), 8);
        QVERIFY(ok(editor)->isEnabled());
    }

    void badHitPointsSayWhyBesideTheField()
    {
        CombatantEditor editor(rules(QStringLiteral("castles-crusades")), Mode::AddToEncounter);
        QTest::keyClicks(edit(editor, "nameEdit"), QStringLiteral("Goblin"));
        QTest::keyClicks(edit(editor, "hpEdit"), QStringLiteral("2d"));
        const QString expected = QStringLiteral(
            "HP: expected a number or dice such as 2d8+2 — expected the number of sides after "
            "'d', but the expression ended at column 3");
        QCOMPARE(label(editor, "hpProblem")->text(), expected);
        QVERIFY(!label(editor, "hpProblem")->isHidden());
        QCOMPARE(editor.problem(), expected);
        QVERIFY(!ok(editor)->isEnabled());

        edit(editor, "hpEdit")->setText(QStringLiteral("0"));
        QCOMPARE(editor.problem(), QStringLiteral("HP: must be at least 1, not 0"));
        edit(editor, "hpEdit")->setText(QStringLiteral("1d6+@str"));
        QVERIFY(editor.problem().startsWith(QStringLiteral("HP: hit dice cannot use @str")));
        edit(editor, "hpEdit")->setText(QStringLiteral("1d6"));
        QVERIFY(editor.problem().isEmpty());
        QVERIFY(label(editor, "hpProblem")->isHidden());

        edit(editor, "nameEdit")->clear();
        QCOMPARE(editor.problem(), QStringLiteral("Name: a combatant needs a name"));
        QVERIFY(!label(editor, "nameProblem")->isHidden());
        QVERIFY(!ok(editor)->isEnabled());
    }

    void combatantReturnsWhatWasTyped()
    {
        const auto &cc = rules(QStringLiteral("castles-crusades"));
        CombatantEditor editor(cc, Mode::AddToEncounter);
        QTest::keyClicks(edit(editor, "nameEdit"), QStringLiteral("Hobgoblin chief"));
        auto *side = editor.findChild<QComboBox *>(QStringLiteral("sideCombo"));
        side->setCurrentText(QStringLiteral("goblins"));
        QTest::keyClicks(edit(editor, "groupEdit"), QStringLiteral("Chiefs"));
        QTest::keyClicks(edit(editor, "hpEdit"), QStringLiteral("18"));
        spin(editor, "defenceSpin")->setValue(18);
        spin(editor, "attacksPerRoundSpin")->setValue(2);
        spin(editor, "stat_str")->setValue(16);
        spin(editor, "stat_bth")->setValue(3);
        QTest::keyClicks(editor.findChild<QPlainTextEdit *>(QStringLiteral("notesEdit")),
            QStringLiteral("Carries the key"));
        QAbstractItemModel *attacks = attacksModel(editor);
        QTest::mouseClick(button(editor, "addAttackButton"), Qt::LeftButton);
        QVERIFY(attacks->setData(attacks->index(0, NameColumn), QStringLiteral("Morning star")));
        QVERIFY(attacks->setData(attacks->index(0, DamageColumn), QStringLiteral("2d4")));
        QVERIFY2(editor.problem().isEmpty(), qPrintable(editor.problem()));

        const auto c = editor.combatant();
        QCOMPARE(c.name, QStringLiteral("Hobgoblin chief"));
        QCOMPARE(c.side, QStringLiteral("goblins"));
        QCOMPARE(c.group, QStringLiteral("Chiefs"));
        QCOMPARE(c.maxHp, 18);
        QCOMPARE(c.hp, 18);
        QCOMPARE(c.defence, 18);
        QCOMPARE(c.armor, 0); // C&C's damage takes no armour off: the form does not ask
        QCOMPARE(c.attacksPerRound, 2);
        QCOMPARE(c.notes, QStringLiteral("Carries the key"));
        QCOMPARE(c.stats.size(), qsizetype(cc.stats.size()));
        QCOMPARE(c.stats.value(QStringLiteral("str")), 16);
        QCOMPARE(c.stats.value(QStringLiteral("bth")), 3);
        QCOMPARE(c.stats.value(QStringLiteral("dex")), 10); // the ruleset's default
        QCOMPARE(c.attacks.size(), std::size_t(1));
        QCOMPARE(c.attacks[0].name, QStringLiteral("Morning star"));
        QCOMPARE(c.attacks[0].kind, QStringLiteral("melee"));
        QCOMPARE(c.attacks[0].damage, QStringLiteral("2d4"));
        // BtH 3 + STR 16's modifier +2 (the ruleset's attribute_modifiers table, 16-17: +2).
        QCOMPARE(c.attacks[0].value, 5);
        QCOMPARE(editor.count(), 1);
    }

    // The form checks every keystroke; that must not move the cursor of the field typed in.
    void typingInTheMiddleOfAFieldKeepsTheCursor()
    {
        CombatantEditor editor(rules(QStringLiteral("castles-crusades")), Mode::AddToEncounter);
        QLineEdit *name = edit(editor, "nameEdit");
        QTest::keyClicks(name, QStringLiteral("Gobin"));
        name->setCursorPosition(3);
        QTest::keyClicks(name, QStringLiteral("l"));
        QCOMPARE(name->cursorPosition(), 4);
        QTest::keyClicks(name, QStringLiteral("x"));
        QCOMPARE(name->text(), QStringLiteral("Goblxin"));
        auto *notes = editor.findChild<QPlainTextEdit *>(QStringLiteral("notesEdit"));
        QTest::keyClicks(notes, QStringLiteral("Flees"));
        QCOMPARE(editor.combatant().notes, QStringLiteral("Flees"));
    }

    void unchangedCombatantComesBackEqual()
    {
        const auto &cc = rules(QStringLiteral("castles-crusades"));
        Fray::Encounter::Combatant c;
        c.id = 7;
        c.name = QStringLiteral("Goblin 3");
        c.side = QStringLiteral("foes");
        c.maxHp = 7;
        c.hp = 3;
        c.startHp = 7;
        c.defence = 13;
        for (const auto &s : cc.stats)
            c.stats.insert(s.id, s.defaultValue);
        c.attacks.push_back({});
        c.attacks[0].name = QStringLiteral("Spear");
        c.attacks[0].damage = QStringLiteral("1d6");
        Fray::Encounter::ActiveCondition prone;
        prone.id = QStringLiteral("prone");
        prone.sinceRound = 1;
        c.conditions.push_back(prone);
        CombatantEditor editor(cc, Mode::EditCombatant);
        editor.setCombatant(c);
        QVERIFY(editor.findChild<QSpinBox *>(QStringLiteral("countSpin"))->isHidden());
        QCOMPARE(spin(editor, "currentHpSpin")->value(), 3);
        QCOMPARE(edit(editor, "hpEdit")->text(), QStringLiteral("7"));
        QCOMPARE(editor.combatant(), c);

        spin(editor, "currentHpSpin")->setValue(5);
        QCOMPARE(editor.combatant().hp, 5);
        QCOMPARE(editor.combatant().maxHp, 7);
        edit(editor, "hpEdit")->setText(QStringLiteral("2d8"));
        QCOMPARE(editor.problem(), QStringLiteral("HP: expected a whole number such as 11"));
        QVERIFY(!ok(editor)->isEnabled());
    }

    // Uses are added, edited and removed in the form; a bad one keeps OK off and says why.
    void usesAreAddedEditedAndRemoved()
    {
        const auto &cc = rules(QStringLiteral("castles-crusades"));
        Fray::Encounter::Combatant c;
        c.id = 3;
        c.name = QStringLiteral("Dragon");
        c.maxHp = c.hp = c.startHp = 60;
        for (const auto &s : cc.stats)
            c.stats.insert(s.id, s.defaultValue);
        using Use = Fray::Encounter::Use;
        c.uses = {
            Use{QStringLiteral("Breath"), 1, 0, Use::Reset::Recharge, QStringLiteral("1d6"), 5, 2}};
        CombatantEditor editor(cc, Mode::EditCombatant);
        editor.setCombatant(c);
        QCOMPARE(editor.combatant(), c); // unchanged, turn_round and all

        auto *view = editor.findChild<QTableView *>(QStringLiteral("usesView"));
        QVERIFY(view);
        QAbstractItemModel *uses = view->model();
        QAbstractItemModelTester tester(
            uses, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(uses->rowCount(), 1);
        QTest::mouseClick(button(editor, "addUseButton"), Qt::LeftButton);
        QCOMPARE(uses->rowCount(), 2);
        QVERIFY(!ok(editor)->isEnabled()); // a new use needs its name first
        QVERIFY(!label(editor, "usesProblem")->isHidden());
        QVERIFY(uses->setData(uses->index(1, 0), QStringLiteral("breath")));
        QCOMPARE(editor.problem(), QStringLiteral("breath: another use has this name"));
        QVERIFY(uses->setData(uses->index(1, 0), QStringLiteral("Spells")));
        QVERIFY(uses->setData(uses->index(1, 2), 3)); // max: a full use stays full
        QVERIFY(uses->setData(uses->index(1, 3), QStringLiteral("On a rest")));
        QVERIFY2(editor.problem().isEmpty(), qPrintable(editor.problem()));
        QVERIFY(uses->setData(uses->index(0, 4), QStringLiteral("1d")));
        QVERIFY2(editor.problem().startsWith(QStringLiteral("Breath: recharge '1d': ")),
            qPrintable(editor.problem()));
        QVERIFY(!ok(editor)->isEnabled());
        QVERIFY(uses->setData(uses->index(0, 4), QStringLiteral("1d6")));
        QVERIFY(uses->setData(uses->index(0, 5), 6));
        QVERIFY(ok(editor)->isEnabled());

        auto edited = editor.combatant();
        QCOMPARE(edited.uses.size(), std::size_t(2));
        QCOMPARE(edited.uses[0].target, 6);
        QCOMPARE(edited.uses[0].left, 0);
        QCOMPARE(edited.uses[1].name, QStringLiteral("Spells"));
        QCOMPARE(edited.uses[1].maximum, 3);
        QCOMPARE(edited.uses[1].left, 3);
        QVERIFY(edited.uses[1].reset == Use::Reset::Rest);

        view->setCurrentIndex(uses->index(0, 0));
        QTest::mouseClick(button(editor, "removeUseButton"), Qt::LeftButton);
        edited = editor.combatant();
        QCOMPARE(edited.uses.size(), std::size_t(1));
        QCOMPARE(edited.uses[0].name, QStringLiteral("Spells"));
    }

    // Reminders are added, edited and removed in the form's Reminders tab; a blank one keeps OK
    // off, says why and marks its tab.
    void remindersAreAddedEditedAndRemoved()
    {
        using Fray::Rules::Reminder;
        const auto &cc = rules(QStringLiteral("castles-crusades"));
        Fray::Encounter::Combatant c;
        c.id = 4;
        c.name = QStringLiteral("Aldo");
        c.side = QStringLiteral("party");
        c.maxHp = c.hp = c.startHp = 12;
        for (const auto &s : cc.stats)
            c.stats.insert(s.id, s.defaultValue);
        c.reminders = {Reminder{QStringLiteral("save vs. poison"), Reminder::When::StartOfTurn}};
        CombatantEditor editor(cc, Mode::EditCombatant);
        editor.setCombatant(c);
        QCOMPARE(editor.combatant(), c);

        auto *view = editor.findChild<QTableView *>(QStringLiteral("remindersView"));
        QVERIFY(view);
        QAbstractItemModel *reminders = view->model();
        QAbstractItemModelTester tester(
            reminders, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(reminders->rowCount(), 1);
        QVERIFY(!button(editor, "removeReminderButton")->isEnabled()); // nothing chosen yet
        QTest::mouseClick(button(editor, "addReminderButton"), Qt::LeftButton);
        QCOMPARE(reminders->rowCount(), 2);
        QVERIFY(!ok(editor)->isEnabled());
        QCOMPARE(editor.problem(), QStringLiteral("Reminder 2: say what to remember"));
        QVERIFY(!label(editor, "remindersProblem")->isHidden());
        auto *tabs = editor.findChild<QTabWidget *>(QStringLiteral("detailsTabs"));
        const int tab = tabs->indexOf(editor.findChild<QWidget *>(QStringLiteral("remindersTab")));
        QVERIFY(!tabs->tabIcon(tab).isNull());

        QVERIFY(reminders->setData(reminders->index(1, 1), QStringLiteral(" concentration ")));
        QVERIFY(reminders->setData(reminders->index(1, 0), QStringLiteral("End of turn")));
        QVERIFY2(editor.problem().isEmpty(), qPrintable(editor.problem()));
        QVERIFY(ok(editor)->isEnabled());
        QVERIFY(tabs->tabIcon(tab).isNull());
        auto edited = editor.combatant();
        QCOMPARE(edited.reminders.size(), std::size_t(2));
        QCOMPARE(edited.reminders[0], c.reminders[0]);
        QCOMPARE(edited.reminders[1],
            (Reminder{QStringLiteral("concentration"), Reminder::When::EndOfTurn}));

        view->setCurrentIndex(reminders->index(0, 1));
        QVERIFY(button(editor, "removeReminderButton")->isEnabled());
        QTest::mouseClick(button(editor, "removeReminderButton"), Qt::LeftButton);
        edited = editor.combatant();
        QCOMPARE(edited.reminders.size(), std::size_t(1));
        QCOMPARE(edited.reminders[0].text, QStringLiteral("concentration"));
    }

    // The form opens whole on a 1366×768 laptop: its natural size leaves room for the window's
    // title bar and a panel (60 pixels), with the ruleset that has the most stats.
    void fitsALaptopScreen_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<int>("mode");
        QTest::newRow("old-school-add")
            << QStringLiteral("old-school") << int(Mode::AddToEncounter);
        QTest::newRow("old-school-edit")
            << QStringLiteral("old-school") << int(Mode::EditCombatant);
        QTest::newRow("old-school-library")
            << QStringLiteral("old-school") << int(Mode::LibraryEntry);
        QTest::newRow("spelljammer-library")
            << QStringLiteral("spelljammer-d100") << int(Mode::LibraryEntry);
    }

    void fitsALaptopScreen()
    {
        QFETCH(QString, ruleset);
        QFETCH(int, mode);
        CombatantEditor editor(rules(ruleset), Mode(mode));
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        const QSize size = editor.sizeHint().expandedTo(editor.minimumSizeHint());
        QVERIFY2(size.width() <= 1366 && size.height() <= 768 - 60,
            qPrintable(QStringLiteral("%1×%2").arg(size.width()).arg(size.height())));
    }

    void libraryEntryRoundTrips()
    {
        const auto &cc = rules(QStringLiteral("castles-crusades"));
        Fray::Library::LibraryEntry goblin;
        goblin.id = 42;
        goblin.name = QStringLiteral("Goblin");
        goblin.kind = QStringLiteral("monster");
        goblin.rulesetId = cc.id;
        goblin.tags = QStringList{QStringLiteral("goblinoid"), QStringLiteral("cave")};
        goblin.hitDice = QStringLiteral("1d8");
        goblin.prototype.name = QStringLiteral("Goblin");
        goblin.prototype.maxHp = goblin.prototype.hp = goblin.prototype.startHp = 4;
        for (const auto &s : cc.stats)
            goblin.prototype.stats.insert(s.id, s.defaultValue);
        // A prototype's reminders go with it through the form, into the fight.
        goblin.prototype.reminders = {Fray::Rules::Reminder{
            QStringLiteral("flees below half"), Fray::Rules::Reminder::When::EndOfRound}};

        CombatantEditor editor(cc, Mode::LibraryEntry);
        editor.setEntry(goblin);
        QCOMPARE(edit(editor, "hpEdit")->text(), QStringLiteral("1d8"));
        QCOMPARE(edit(editor, "tagsEdit")->text(), QStringLiteral("goblinoid, cave"));
        QCOMPARE(editor.entry(), goblin);

        editor.findChild<QComboBox *>(QStringLiteral("kindCombo"))->setCurrentIndex(2);
        edit(editor, "tagsEdit")->setText(QStringLiteral("goblinoid, , boss ,cave"));
        edit(editor, "hpEdit")->setText(QStringLiteral("2d8+2"));
        const auto e = editor.entry();
        QCOMPARE(e.kind, QStringLiteral("template"));
        QCOMPARE(e.tags,
            (QStringList{
                QStringLiteral("goblinoid"), QStringLiteral("boss"), QStringLiteral("cave")}));
        QCOMPARE(e.hitDice, QStringLiteral("2d8+2"));
        // The fixed ("as listed") hit points become the average of the new dice: 2 × 4.5 + 2.
        QCOMPARE(e.prototype.maxHp, 11);
        QCOMPARE(e.id, 42);
    }

    void enterAcceptsOnlyWhenValid()
    {
        CombatantEditor editor(rules(QStringLiteral("castles-crusades")), Mode::AddToEncounter);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QSignalSpy accepted(&editor, &QDialog::accepted);
        QLineEdit *name = edit(editor, "nameEdit");
        name->setFocus();
        QTest::keyClicks(name, QStringLiteral("Goblin"));
        QTest::keyClick(name, Qt::Key_Return);
        QCOMPARE(accepted.size(), 0); // hit points are still missing
        QTest::keyClicks(edit(editor, "hpEdit"), QStringLiteral("5"));
        QTest::keyClick(name, Qt::Key_Return);
        QCOMPARE(accepted.size(), 1);
    }

private:
    const Fray::Rules::Ruleset &rules(const QString &id) const
    {
        return *m_rulesets.find(id)->ruleset;
    }
    static QLineEdit *edit(const CombatantEditor &editor, const char *name)
    {
        auto *w = editor.findChild<QLineEdit *>(QString::fromLatin1(name));
        Q_ASSERT(w);
        return w;
    }
    static QSpinBox *spin(const CombatantEditor &editor, const char *name)
    {
        auto *w = editor.findChild<QSpinBox *>(QString::fromLatin1(name));
        Q_ASSERT(w);
        return w;
    }
    static QLabel *label(const CombatantEditor &editor, const char *name)
    {
        auto *w = editor.findChild<QLabel *>(QString::fromLatin1(name));
        Q_ASSERT(w);
        return w;
    }
    static QPushButton *button(const CombatantEditor &editor, const char *name)
    {
        auto *w = editor.findChild<QPushButton *>(QString::fromLatin1(name));
        Q_ASSERT(w);
        return w;
    }
    static QPushButton *ok(const CombatantEditor &editor)
    {
        return editor.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    }
    static QAbstractItemModel *attacksModel(const CombatantEditor &editor)
    {
        return editor.findChild<QTableView *>(QStringLiteral("attacksView"))->model();
    }

    Fray::Rules::RulesetLibrary m_rulesets;
};

QTEST_MAIN(TestCombatantEditor)
#include "tst_combatant_editor.moc"
