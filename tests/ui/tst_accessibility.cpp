// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// What a screen reader meets: every control a GM can reach in the window and in each dialog has
// a name, read through the same accessibility tree the reader walks (QAccessibleInterface's
// children, not QObject's). Icon-only buttons are named, and each field has a buddy label or a
// name of its own rather than a group box's title.

#include "HermeticTest.h"
#include "TestData.h"
#include "TestRulesets.h"
#include "core/encounter/Encounter.h"
#include "core/encounter/commands/HpCommands.h"
#include "core/encounter/commands/RosterCommands.h"
#include "core/encounter/commands/TurnCommands.h"
#include "core/io/ImportReader.h"
#include "core/library/LibraryEntry.h"
#include "ui/campaign/CampaignController.h"
#include "ui/campaign/ImportPreviewDialog.h"
#include "ui/campaign/NewCampaignDialog.h"
#include "ui/campaign/NewEncounterDialog.h"
#include "ui/day/DayPlanDialog.h"
#include "ui/encounter/AttackDialog.h"
#include "ui/encounter/CustomConditionDialog.h"
#include "ui/encounter/EncounterSession.h"
#include "ui/encounter/EventDialog.h"
#include "ui/encounter/OrderDialog.h"
#include "ui/encounter/RoundEndDialog.h"
#include "ui/encounter/SurpriseDialog.h"
#include "ui/forms/CombatantEditor.h"
#include "ui/mainwindow/MainWindow.h"
#include "ui/mainwindow/ShortcutsDialog.h"
#include "ui/odds/OddsCalculatorDialog.h"
#include "ui/party/PartyUpdateDialog.h"
#include "ui/players/ShareDialog.h"
#include "ui/rulesets/RulesetsDialog.h"
#include "ui/sheets/SheetChoiceDialog.h"
#include "ui/sim/SimulateDialog.h"
#include "ui/sim/TuneDialog.h"
#include "ui/wandering/WanderingDialog.h"

#include <QAbstractSpinBox>
#include <QAccessible>
#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenuBar>
#include <QMetaEnum>
#include <QPushButton>
#include <QSet>
#include <QSettings>
#include <QSpinBox>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QVBoxLayout>

#include <map>
#include <memory>

using Fray::Ui::MainWindow;
using namespace Qt::StringLiterals;

namespace {

// The roles a GM acts on: each needs a name a screen reader can say. A toolbar's buttons have
// the button roles; a list, table or tree is named too, so that the reader says what it lists.
bool isInteractive(QAccessible::Role role)
{
    switch (role) {
    case QAccessible::PushButton:
    case QAccessible::CheckBox:
    case QAccessible::RadioButton:
    case QAccessible::ComboBox:
    case QAccessible::EditableText:
    case QAccessible::SpinBox:
    case QAccessible::Slider:
    case QAccessible::ButtonMenu:
    case QAccessible::ButtonDropDown:
    case QAccessible::PageTab:
    case QAccessible::List:
    case QAccessible::Table:
    case QAccessible::Tree:
        return true;
    default:
        return false;
    }
}

QString roleName(QAccessible::Role role)
{
    if (role == QAccessible::PushButton) // Button too, the first of the two keys
        return u"PushButton"_s;
    return QString::fromLatin1(QMetaEnum::fromType<QAccessible::Role>().valueToKey(role));
}

// A label whose buddy is the field, beside it as Qt looks for one (a sibling).
bool hasBuddyLabel(const QWidget *field)
{
    const QWidget *parent = field->parentWidget();
    if (!parent)
        return false;
    for (const QObject *o : parent->children()) {
        const auto *label = qobject_cast<const QLabel *>(o);
        if (label && label->buddy() == field && !label->text().trimmed().isEmpty())
            return true;
    }
    return false;
}

// The line edit a combo box or spin box types into is said as part of its owner.
bool isPartOfItsOwner(const QWidget *widget)
{
    const QWidget *parent = widget->parentWidget();
    return qobject_cast<const QLineEdit *>(widget)
        && (qobject_cast<const QComboBox *>(parent)
            || qobject_cast<const QAbstractSpinBox *>(parent));
}

struct Finding
{
    QString what; // "class objectName role (problem)"
    QString key; // the object name, or the class for an object without one
};

// The object an interface speaks for, or its nearest ancestor's (a tab of a tab bar has none).
QObject *objectOf(QAccessibleInterface *iface, QString *child)
{
    for (QAccessibleInterface *at = iface; at; at = at->parent()) {
        if (QObject *object = at->object()) {
            if (at != iface && child)
                *child = u"[%1]"_s.arg(at->indexOfChild(iface));
            return object;
        }
    }
    return nullptr;
}

// The unique interactive elements met on the walks and those without a name, by interface.
struct Walk
{
    QString owner; // the window or dialog, as the failures name it
    QSet<QAccessible::Id> interactive;
    std::map<QAccessible::Id, Finding> unnamed;

    void walk(QAccessibleInterface *iface, int depth = 0)
    {
        if (!iface || !iface->isValid() || iface->state().invisible || depth > 64)
            return;
        const QAccessible::Role role = iface->role();
        if (isInteractive(role)) {
            interactive.insert(QAccessible::uniqueId(iface));
            check(iface, role);
        }
        for (int i = 0; i < iface->childCount(); ++i)
            walk(iface->child(i), depth + 1);
    }

    void check(QAccessibleInterface *iface, QAccessible::Role role)
    {
        QString child;
        const QObject *object = objectOf(iface, &child);
        const auto *widget = child.isEmpty() ? qobject_cast<const QWidget *>(object) : nullptr;
        if (widget && isPartOfItsOwner(widget))
            return;
        const QString name = iface->text(QAccessible::Name).trimmed();
        QString problem;
        if (name.isEmpty())
            problem = u"no name"_s;
        const auto *button = qobject_cast<const QAbstractButton *>(widget);
        if (button
            && (qobject_cast<const QToolButton *>(button)
                || qobject_cast<const QPushButton *>(button))
            && button->text().trimmed().isEmpty() && name.isEmpty())
            problem = u"icon-only, no name"_s;
        if (widget
            && (qobject_cast<const QAbstractSpinBox *>(widget)
                || qobject_cast<const QLineEdit *>(widget)
                || qobject_cast<const QComboBox *>(widget))
            && widget->accessibleName().trimmed().isEmpty() && !hasBuddyLabel(widget))
            problem = name.isEmpty() ? u"no name, no buddy label"_s
                                     : u"no buddy label, named only \"%1\""_s.arg(name);
        if (problem.isEmpty())
            return;
        const QString className
            = object ? QString::fromLatin1(object->metaObject()->className()) : u"<no object>"_s;
        const QString objectName = object ? object->objectName() : QString();
        unnamed[QAccessible::uniqueId(iface)]
            = {u"%1 %2 %3 (%4)"_s.arg(className,
                   (objectName.isEmpty() ? u"<no objectName>"_s : objectName) + child,
                   roleName(role), problem),
                (objectName.isEmpty() ? className : objectName) + child};
    }

    // Walks the window once per page of each of its tab widgets and with each dock raised, so
    // that what a tab or a tabbed dock hides is walked too.
    void walkAllPages(QWidget *window)
    {
        QAccessibleInterface *root = QAccessible::queryAccessibleInterface(window);
        QVERIFY(root);
        walk(root);
        for (QTabWidget *tabs : window->findChildren<QTabWidget *>()) {
            if (!tabs->isVisible())
                continue;
            const int shown = tabs->currentIndex();
            for (int i = 0; i < tabs->count(); ++i) {
                if (!tabs->isTabEnabled(i))
                    continue;
                tabs->setCurrentIndex(i);
                QCoreApplication::processEvents();
                walk(root);
            }
            tabs->setCurrentIndex(shown);
        }
        for (QDockWidget *dock : window->findChildren<QDockWidget *>()) {
            if (dock->isHidden())
                continue;
            dock->raise();
            QCoreApplication::processEvents();
            walk(root);
        }
    }
};

// A fight of Jack against a thug in `rulesetId`, not kept in any campaign.
std::unique_ptr<Fray::Ui::EncounterSession> sideFight(const QString &rulesetId)
{
    auto encounter = std::make_unique<Fray::Encounter::Encounter>(
        Fray::Testing::rulesetNamed(rulesetId, Fray::Testing::shippedRulesets()));
    std::vector<Fray::Encounter::Combatant> cs(2);
    for (std::size_t i = 0; i < cs.size(); ++i) {
        cs[i].name = i == 0 ? u"Jack"_s : u"Thug"_s;
        cs[i].side = i == 0 ? u"party"_s : u"foes"_s;
        cs[i].maxHp = cs[i].hp = cs[i].startHp = 12;
        cs[i].stats = {{u"dex"_s, 12}, {u"con"_s, 10}, {u"siz"_s, 12}};
        cs[i].id = encounter->takeId();
    }
    encounter->insertCombatants(0, std::move(cs));
    return std::make_unique<Fray::Ui::EncounterSession>(std::move(encounter), nullptr, 0);
}

QString fixture(const QString &name)
{
    return Fray::Testing::testData() + u"/import/"_s + name;
}

} // namespace

class TestAccessibility : public Fray::Testing::HermeticTest
{
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<QAction> m_reveal; // the players' window's switch, for the Share dialog
    // Fights of their own for the dialogs the window's Castles & Crusades fight leaves empty: an
    // encounter order to roll (OSD20) and someone at 0 when the round ends (Basic Roleplaying).
    std::unique_ptr<Fray::Ui::EncounterSession> m_oldSchool;
    std::unique_ptr<Fray::Ui::EncounterSession> m_brp;

    const Fray::Encounter::Encounter &encounter() const { return m_window->session()->encounter(); }

    std::unique_ptr<QDialog> build(const QString &name)
    {
        using Fray::Ui::CombatantEditor;
        Fray::Ui::CampaignController *campaign = m_window->campaign();
        const auto &enc = encounter();
        if (name == u"AttackDialog"_s)
            return std::make_unique<Fray::Ui::AttackDialog>(enc, enc.combatants()[0].id);
        if (name == u"EventDialog"_s) {
            Fray::Library::LibraryEntry goblin;
            goblin.name = u"Goblin"_s;
            goblin.rulesetId = enc.ruleset().id;
            goblin.prototype = enc.combatants()[1];
            goblin.prototype.name = goblin.name;
            auto dialog = std::make_unique<Fray::Ui::EventDialog>(
                enc, std::vector<Fray::Library::LibraryEntry>{goblin});
            // At a count, every n rounds: the count's and the n's boxes show.
            auto *repeat = dialog->findChild<QComboBox *>(u"repeatCombo"_s);
            if (!repeat)
                return nullptr;
            repeat->setCurrentIndex(repeat->count() - 1);
            return dialog;
        }
        if (name == u"NewCampaignDialog"_s)
            return std::make_unique<Fray::Ui::NewCampaignDialog>();
        if (name == u"NewEncounterDialog"_s)
            return std::make_unique<Fray::Ui::NewEncounterDialog>(
                campaign->rulesets(), u"castles-crusades"_s);
        if (name == u"OddsCalculatorDialog"_s) {
            std::vector<std::shared_ptr<const Fray::Rules::Ruleset>> all;
            for (const auto &e : campaign->rulesets().entries())
                all.push_back(e.ruleset);
            return std::make_unique<Fray::Ui::OddsCalculatorDialog>(all, u"castles-crusades"_s);
        }
        if (name == u"OrderDialog"_s)
            return std::make_unique<Fray::Ui::OrderDialog>(m_oldSchool.get());
        if (name == u"PartyUpdateDialog"_s) {
            Fray::Library::LibraryEntry member;
            member.name = u"Aldo"_s;
            member.kind = u"character"_s;
            member.rulesetId = u"castles-crusades"_s;
            member.inParty = true;
            member.prototype = enc.combatants()[0];
            return std::make_unique<Fray::Ui::PartyUpdateDialog>(
                campaign->rulesets().find(u"castles-crusades"_s)->ruleset,
                std::vector<Fray::Library::LibraryEntry>{member}, 1);
        }
        if (name == u"RoundEndDialog"_s)
            return std::make_unique<Fray::Ui::RoundEndDialog>(m_brp->encounter(),
                [](std::unique_ptr<Fray::Encounter::Command>) { return std::optional<QString>(); });
        if (name == u"RulesetsDialog"_s)
            return std::make_unique<Fray::Ui::RulesetsDialog>(campaign);
        if (name == u"ShareDialog"_s)
            return std::make_unique<Fray::Ui::ShareDialog>(m_reveal.get());
        if (name == u"SheetChoiceDialog"_s)
            return std::make_unique<Fray::Ui::SheetChoiceDialog>();
        if (name == u"ShortcutsDialog"_s)
            return std::make_unique<Fray::Ui::ShortcutsDialog>(m_window->menuBar());
        if (name == u"SimulateDialog"_s)
            return std::make_unique<Fray::Ui::SimulateDialog>(enc);
        if (name == u"TuneDialog"_s)
            return std::make_unique<Fray::Ui::TuneDialog>(m_window->session(), campaign);
        if (name == u"DayPlanDialog"_s)
            return std::make_unique<Fray::Ui::DayPlanDialog>(
                campaign, m_window->session()->encounterId());
        if (name == u"SurpriseDialog"_s)
            return std::make_unique<Fray::Ui::SurpriseDialog>(m_window->session());
        if (name == u"WanderingDialog"_s)
            return std::make_unique<Fray::Ui::WanderingDialog>(campaign, u"castles-crusades"_s);
        if (name == u"CustomConditionDialog"_s)
            return std::make_unique<Fray::Ui::CustomConditionDialog>(enc.ruleset());
        if (name == u"ImportPreviewDialog"_s) {
            QFile file(fixture(u"fight-club.xml"_s));
            if (!file.open(QIODevice::ReadOnly))
                return nullptr;
            const QByteArray bytes = file.readAll();
            Fray::Io::ImportReader::Options options;
            options.statLinesRuleset = u"castles-crusades"_s;
            auto plan = Fray::Io::ImportReader::read(bytes, campaign->rulesets(), options);
            if (!plan.ok())
                return nullptr;
            // The library holds a goblin already: the choice for clashing names shows.
            Fray::Library::LibraryEntry goblin;
            goblin.name = goblin.prototype.name = u"Goblin"_s;
            goblin.kind = u"monster"_s;
            goblin.rulesetId = u"castles-crusades"_s;
            return std::make_unique<Fray::Ui::ImportPreviewDialog>(bytes, u"fight-club.xml"_s,
                campaign->rulesets(), u"castles-crusades"_s, std::move(plan).value(),
                std::vector<Fray::Library::LibraryEntry>{goblin});
        }
        if (name.startsWith(u"CombatantEditor"_s)) {
            const CombatantEditor::Mode mode = name.endsWith(u"add"_s)
                ? CombatantEditor::Mode::AddToEncounter
                : name.endsWith(u"edit"_s) ? CombatantEditor::Mode::EditCombatant
                                           : CombatantEditor::Mode::LibraryEntry;
            auto editor = std::make_unique<CombatantEditor>(enc.ruleset(), mode);
            editor->setCombatant(enc.combatants()[0]);
            return editor;
        }
        return nullptr;
    }

    // Fails with every unnamed element, each by its window, class, object name and role.
    static void report(const Walk &walk, int minimum)
    {
        QVERIFY2(int(walk.interactive.size()) >= minimum,
            qPrintable(u"%1: %2 interactive elements, at least %3 expected"_s.arg(walk.owner)
                           .arg(walk.interactive.size())
                           .arg(minimum)));
        QStringList problems;
        for (const auto &[id, finding] : walk.unnamed)
            problems << walk.owner + u": "_s + finding.what;
        problems.sort();
        QVERIFY2(problems.isEmpty(), qPrintable(u"\n"_s + problems.join(u'\n')));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(u"FrayTest"_s);
        QCoreApplication::setApplicationName(u"tst_accessibility"_s);
        // The offscreen platform has no bridge to a reader, so the tree is switched on by hand;
        // isActive() stays false without a bridge, and the walks' least counts show it answers.
        QAccessible::setActive(true);
        QSettings().clear();
        m_dir = std::make_unique<QTemporaryDir>();
        m_window = std::make_unique<MainWindow>(MainWindow::Start::Empty);
        QVERIFY(m_window->openCampaign(m_dir->filePath(u"table.fray"_s)));
        const auto created
            = m_window->campaign()->createEncounter(u"Warren"_s, u"castles-crusades"_s);
        QVERIFY(created.ok());
        QVERIFY(m_window->openEncounter(*created));
        Fray::Encounter::Combatant c;
        c.maxHp = c.hp = c.startHp = 12;
        c.defence = 15;
        c.attacks.push_back({u"Axe"_s, u"melee"_s, 2, u"1d6"_s, QString(), 0, 1, u"1"_s});
        for (const QString &name : {u"Sir Hadrian"_s, u"Hobgoblin 1"_s, u"Hobgoblin 2"_s}) {
            c.name = name;
            c.side = name.startsWith(u"Sir"_s) ? u"party"_s : u"foes"_s;
            QVERIFY(!m_window->session()->run(
                std::make_unique<Fray::Encounter::AddCombatantsCommand>(c, 1)));
        }
        m_reveal = std::make_unique<QAction>(u"Reveal"_s);
        m_reveal->setCheckable(true);

        m_oldSchool = sideFight(u"old-school"_s);
        m_brp = sideFight(u"basic-roleplaying"_s);
        using Fray::Encounter::TurnCommand;
        QVERIFY(!m_brp->run(std::make_unique<TurnCommand>(TurnCommand::Step::Start)));
        QVERIFY(!m_brp->run(std::make_unique<Fray::Encounter::DamageCommand>(
            std::vector<Fray::Encounter::CombatantId>{m_brp->encounter().combatants()[0].id}, 12)));
    }

    void cleanupTestCase()
    {
        m_brp.reset();
        m_oldSchool.reset();
        m_window.reset();
        m_dir.reset();
    }

    // The walk itself, on a dialog made to fail: it finds exactly the controls a reader could
    // not name, and skips a hidden one.
    void walkFindsTheUnnamed()
    {
        QDialog dialog;
        auto *layout = new QVBoxLayout(&dialog);
        const auto add = [&](QWidget *w, const QString &name) {
            w->setObjectName(name);
            layout->addWidget(w);
            return w;
        };
        auto *iconOnly = new QToolButton;
        iconOnly->setIcon(dialog.style()->standardIcon(QStyle::SP_DialogOpenButton));
        iconOnly->setToolTip(u"Open"_s); // a tooltip is no name
        add(iconOnly, u"iconOnly"_s);
        auto *named = new QToolButton;
        named->setIcon(iconOnly->icon());
        named->setAccessibleName(u"Open"_s);
        add(named, u"iconNamed"_s);
        add(new QPushButton, u"emptyButton"_s);
        add(new QLineEdit, u"bareEdit"_s);
        auto *label = new QLabel(u"&Name:"_s);
        layout->addWidget(label);
        label->setBuddy(add(new QLineEdit, u"labelledEdit"_s));
        auto *group = new QGroupBox(u"Group"_s);
        auto *inGroup = new QComboBox(group);
        inGroup->setObjectName(u"groupCombo"_s); // named by the group's title alone
        (new QVBoxLayout(group))->addWidget(inGroup);
        layout->addWidget(group);
        add(new QListView, u"bareList"_s);
        add(new QTableView, u"namedTable"_s)->setAccessibleName(u"Rows"_s);
        add(new QSpinBox, u"hiddenSpin"_s)->hide();
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        Walk walk;
        walk.owner = u"made"_s;
        walk.walkAllPages(&dialog);
        QStringList found;
        for (const auto &[id, finding] : walk.unnamed)
            found << finding.key;
        found.sort();
        QCOMPARE(found,
            (QStringList{
                u"bareEdit"_s, u"bareList"_s, u"emptyButton"_s, u"groupCombo"_s, u"iconOnly"_s}));
        // The two tool buttons, the push button, two line edits, the combo box, list and table.
        QCOMPARE(int(walk.interactive.size()), 8);
    }

    // The window at a laptop's size with a fight open: its toolbar, docks, table and panels.
    void mainWindowControlsAreNamed()
    {
        m_window->setWindowState(Qt::WindowNoState);
        m_window->resize(1366, 768);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QCoreApplication::processEvents();
        Walk walk;
        walk.owner = u"MainWindow"_s;
        walk.walkAllPages(m_window.get());
        // Once the fight has started, the acting combatant's card and the order strip show.
        QVERIFY(!m_window->session()->run(std::make_unique<Fray::Encounter::TurnCommand>(
            Fray::Encounter::TurnCommand::Step::Start)));
        QCoreApplication::processEvents();
        walk.walkAllPages(m_window.get());
        // View › Odds as Table: the chart's twin for a screen reader.
        auto *asTable = m_window->findChild<QAction *>(u"actionOddsAsTable"_s);
        QVERIFY(asTable);
        if (!asTable->isChecked()) {
            asTable->trigger();
            QCoreApplication::processEvents();
            walk.walkAllPages(m_window.get());
            asTable->trigger();
        }
        // The fight's toolbar (12 buttons), the table and its two filters (3), the encounters'
        // list, Show Put Away and five buttons (7), the library's search, two filters, table,
        // count, hit points and Add (7): 29 before the odds panel, the log and the other docks.
        report(walk, 29);
    }

    void dialogControlsAreNamed_data()
    {
        QTest::addColumn<int>("minimum");
        // The least each dialog holds, counted from its form: fields, buttons and lists.
        QTest::newRow("AttackDialog") << 6; // attacker, with, target, modifiers, OK, Cancel
        // name, when, count, first round, fires, every n, note, roll, arriving (number and who),
        // OK, Cancel
        QTest::newRow("EventDialog") << 12;
        QTest::newRow("NewCampaignDialog") << 5; // name, keep in, Browse, OK, Cancel
        QTest::newRow("NewEncounterDialog") << 5; // name, ruleset, the party joins, OK, Cancel
        // ruleset, kind, vary, damage, attacks, target's hit points, a modifier, Close
        QTest::newRow("OddsCalculatorDialog") << 8;
        // OSD20's order: distance, reaction, pursuit and its four chances to roll; Close
        QTest::newRow("OrderDialog") << 8;
        // three radio buttons, the ruleset's rests, the hit points, the preview, Apply, Cancel
        QTest::newRow("PartyUpdateDialog") << 8;
        // who is at risk, the remedy rolled or given (roll, amount, Give), Let the Round End,
        // Not Yet
        QTest::newRow("RoundEndDialog") << 6;
        // the rulesets, problems, Open Rulesets Folder, Reload, Close
        QTest::newRow("RulesetsDialog") << 5;
        QTest::newRow("ShareDialog") << 7; // listen on, port, reveal, start, stop, copy, Close
        QTest::newRow("SheetChoiceDialog") << 7; // five sheets, OK, Cancel
        QTest::newRow("ShortcutsDialog") << 2; // the shortcuts, Close
        // trials, seed, New, two tactics, rounds at most, exact, a count per group (2), As in the
        // Encounter, Run, Cancel, the combatants, print, Close
        QTest::newRow("SimulateDialog") << 15;
        // Turn, of, from, to, two targets and their values, fights, seed, Run, Cancel, the table,
        // Apply, Save as New, Close.
        QTest::newRow("TuneDialog") << 16;
        // The encounter to add, Add, the plan, Up, Down, Remove, days, seed, Run, Cancel, the
        // result, its notes, Close.
        QTest::newRow("DayPlanDialog") << 12;
        QTest::newRow("SurpriseDialog") << 8; // three values for each side, Roll All, Close
        // table, New, Import, Delete, name, die, rows, Add Row, Remove Row, How Deadly?, Save,
        // Roll, Close
        QTest::newRow("WanderingDialog") << 13;
        // name, lasts, damage, when, to hit, defence, cannot act, reminder and when, OK, Cancel
        QTest::newRow("CustomConditionDialog") << 11;
        // ruleset, entries, summary, what becomes of names the library holds, Import, Cancel
        QTest::newRow("ImportPreviewDialog") << 6;
        // The form's fields as each mode shows them, its three tabs with a table and two buttons
        // each, notes, OK and Cancel (the ruleset's stats come on top).
        QTest::newRow("CombatantEditor-add") << 8 + 3 * 4 + 3;
        QTest::newRow("CombatantEditor-edit") << 7 + 3 * 4 + 3;
        QTest::newRow("CombatantEditor-library") << 9 + 3 * 4 + 3;
    }

    void dialogControlsAreNamed()
    {
        QFETCH(int, minimum);
        const QString name = QString::fromLatin1(QTest::currentDataTag());
        std::unique_ptr<QDialog> dialog = build(name);
        QVERIFY2(dialog, qPrintable(name + u" could not be built"_s));
        dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(dialog.get()));
        QCoreApplication::processEvents();
        Walk walk;
        walk.owner = name;
        walk.walkAllPages(dialog.get());
        report(walk, minimum);
        dialog->hide();
    }
};

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
