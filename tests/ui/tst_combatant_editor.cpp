// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
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
#include <QTableView>
#include <QTest>

using Fray::Encounter::AddCombatantsCommand;
using Fray::Ui::CombatantEditor;
using Mode = CombatantEditor::Mode;

namespace {

// The attacks table's columns, as the form shows them.
enum AttackColumn { NameColumn, KindColumn, ValueColumn, DamageColumn };

struct ShownStat
{
    QString label;
    int minimum = 0;
    int maximum = 0;
    int value = 0;
};

} // namespace

class TestCombatantEditor : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale::c());
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

        QTest::newRow("castles-crusades")
            << QStringLiteral("castles-crusades")
            << QStringList{QStringLiteral("STR:"), QStringLiteral("DEX:"), QStringLiteral("CON:"),
                   QStringLiteral("INT:"), QStringLiteral("WIS:"), QStringLiteral("CHA:"),
                   QStringLiteral("BtH:"), QStringLiteral("AC:")}
            << QList<int>{1, 1, 1, 1, 1, 1, -5, 1} << QList<int>{25, 25, 25, 25, 25, 25, 30, 40}
            << QList<int>{10, 10, 10, 10, 10, 10, 0, 10} << QStringLiteral("&AC:");
        QTest::newRow("basic-roleplaying")
            << QStringLiteral("basic-roleplaying")
            << QStringList{QStringLiteral("STR:"), QStringLiteral("CON:"), QStringLiteral("SIZ:"),
                   QStringLiteral("INT:"), QStringLiteral("POW:"), QStringLiteral("DEX:"),
                   QStringLiteral("APP:"), QStringLiteral("Armour points:")}
            << QList<int>{1, 1, 1, 1, 1, 1, 1, 0} << QList<int>{30, 30, 30, 30, 30, 30, 30, 20}
            << QList<int>{10, 10, 10, 10, 10, 10, 10, 0} << QStringLiteral("&Parry/Dodge %:");
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
        QVERIFY(attacks->setData(attacks->index(0, ValueColumn), 3));
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
        spin(editor, "armourSpin")->setValue(2);
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
        QCOMPARE(c.armor, 2);
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
        c.conditions.push_back({QStringLiteral("prone"), std::nullopt, 0, 1, QString()});
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
