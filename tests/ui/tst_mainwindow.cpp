// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "HermeticTest.h"
#include "InstalledCatalogue.h"
#include "TestData.h"
#include "TestRulesets.h"
#include "core/encounter/Encounter.h"
#include "core/encounter/commands/HpCommands.h"
#include "core/encounter/commands/RosterCommands.h"
#include "core/encounter/commands/TurnCommands.h"
#include "core/i18n/Language.h"
#include "core/i18n/Translations.h"
#include "core/settings/Settings.h"
#include "core/storage/Campaign.h"
#include "ui/campaign/CampaignController.h"
#include "ui/campaign/ImportController.h"
#include "ui/campaign/ImportPreviewDialog.h"
#include "ui/encounter/AttackDialog.h"
#include "ui/encounter/CombatantTableModel.h"
#include "ui/encounter/EncounterSession.h"
#include "ui/encounter/EncounterView.h"
#include "ui/encounter/UseActions.h"
#include "ui/mainwindow/MainWindow.h"
#include "ui/mainwindow/ShortcutsDialog.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QRegularExpression>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>
#include <QTreeWidget>

using Fray::Ui::MainWindow;
#include <functional>
#include <memory>

using namespace Qt::StringLiterals;

namespace {

// A new campaign at `path` with one Castles & Crusades encounter, open in `window`: its id, or 0
// when any step failed.
qint64 openNewFight(MainWindow &window, const QString &path, const QString &name)
{
    if (!window.openCampaign(path))
        return 0;
    const auto encounter = window.campaign()->createEncounter(name, u"castles-crusades"_s);
    return encounter.ok() && window.openEncounter(*encounter) ? *encounter : 0;
}

} // namespace

class TestMainWindow : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("FrayTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
    }

    void init() { QSettings().clear(); }

    // Every key does one thing: no two actions share a key, no action lists a key twice
    // (Qt calls either "ambiguous" and does nothing), and Qt warns of no ambiguity.
    void everyShortcutIsUnique()
    {
        MainWindow window(MainWindow::Start::Empty);
        QMap<QString, QStringList> byKey;
        for (const QAction *action : window.findChildren<QAction *>()) {
            for (const QKeySequence &key : action->shortcuts()) {
                if (!key.isEmpty())
                    byKey[key.toString(QKeySequence::PortableText)] << action->objectName();
            }
        }
        QVERIFY(byKey.size() > 20);
        QStringList clashes;
        for (auto it = byKey.cbegin(); it != byKey.cend(); ++it) {
            if (it.value().size() > 1)
                clashes << it.key() + u": "_s + it.value().join(u", "_s);
        }
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(u"; "_s)));
    }

    // The keys Fray chose itself never take one that a platform gives to a standard action
    // (Qt's table of standard shortcuts for Windows, macOS, KDE and GNOME): the test platform
    // has one scheme only, so the others are written out here.
    void ownKeysLeaveThePlatformsStandardKeysAlone()
    {
        const QMap<QString, QStringList> standard{
            {u"actionNewEncounter"_s, {u"Ctrl+N"_s}},
            {u"actionOpenCampaign"_s, {u"Ctrl+O"_s}},
            {u"actionSaveCampaignAs"_s, {u"Ctrl+Shift+S"_s}},
            {u"actionQuit"_s, {u"Ctrl+Q"_s}},
            {u"actionUndo"_s, {u"Ctrl+Z"_s, u"Alt+Backspace"_s}},
            {u"actionRedo"_s, {u"Ctrl+Y"_s, u"Ctrl+Shift+Z"_s, u"Alt+Shift+Backspace"_s}},
            {u"actionFullScreen"_s,
                {u"F11"_s, u"Alt+Return"_s, u"Ctrl+Meta+F"_s, u"Ctrl+Shift+F"_s, u"Ctrl+F11"_s}},
            {u"actionPrint"_s, {u"Ctrl+P"_s}},
        };
        MainWindow window(MainWindow::Start::Empty);
        QStringList clashes;
        for (const QAction *action : window.findChildren<QAction *>()) {
            if (standard.contains(action->objectName()))
                continue;
            for (const QKeySequence &key : action->shortcuts()) {
                const QString text = key.toString(QKeySequence::PortableText);
                for (auto it = standard.cbegin(); it != standard.cend(); ++it) {
                    if (it.value().contains(text))
                        clashes << u"%1 of %2 is %3's on some platform"_s.arg(
                            text, action->objectName(), it.key());
                }
            }
        }
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(u"; "_s)));
    }

    void redoKeyRedoes()
    {
        QTest::failOnWarning(QRegularExpression(u"Ambiguous shortcut"_s));
        MainWindow window(MainWindow::Start::Empty);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QAction *redo = window.findChild<QAction *>(u"actionRedo"_s);
        QVERIFY(redo);
        QVERIFY(redo->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)));
        QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    }

    void titleIsFray()
    {
        MainWindow window(MainWindow::Start::Empty);
        QCOMPARE(window.windowTitle(), QStringLiteral("Fray"));
    }

    void menusAreInTheAgreedOrder()
    {
        MainWindow window(MainWindow::Start::Empty);
        QStringList titles;
        const QList<QAction *> actions = window.menuBar()->actions();
        for (const QAction *action : actions)
            titles << action->text();
        QCOMPARE(titles,
            (QStringList{QStringLiteral("&File"), QStringLiteral("&Edit"),
                QStringLiteral("E&ncounter"), QStringLiteral("&Party"), QStringLiteral("&View"),
                QStringLiteral("&Tools"), QStringLiteral("&Help")}));
    }

    void helpMenuOffersAbout()
    {
        MainWindow window(MainWindow::Start::Empty);
        const auto *help = window.findChild<QMenu *>(QStringLiteral("menuHelp"));
        QVERIFY(help);
        QStringList texts;
        const QList<QAction *> actions = help->actions();
        for (const QAction *action : actions)
            texts << action->text();
        QVERIFY(texts.contains(QStringLiteral("&About Fray")));
        QVERIFY(texts.contains(QStringLiteral("About &Qt")));
    }

    void emptyStateTellsTheGmWhatToDo()
    {
        MainWindow window(MainWindow::Start::Empty);
        const auto *title = window.findChild<QLabel *>(QStringLiteral("emptyTitleLabel"));
        QVERIFY(title);
        QCOMPARE(title->text(), QStringLiteral("No encounter is open"));
        QVERIFY(window.statusBar());
    }

    // The window opens at the size it was closed at. The size is one every screen the tests run
    // on can hold: as narrow as the window goes, 640 high. Qt shrinks a restored window that is
    // larger than its screen (from 6.8 on; the offscreen screen is 800 wide there), so a wider
    // one would not come back as it was, rightly.
    void geometryIsRestoredFromSettings()
    {
        QSize left;
        {
            MainWindow first(MainWindow::Start::Empty);
            left = QSize(first.minimumSizeHint().width(), 640);
            QVERIFY(first.size() != left); // not what it opens at anyway
            first.resize(left);
            first.show();
            QVERIFY(QTest::qWaitForWindowExposed(&first));
            first.close();
        }
        QVERIFY(!Fray::Settings().mainWindowGeometry().isEmpty());
        MainWindow second(MainWindow::Start::Empty);
        QCOMPARE(second.size(), left);
    }

    // In every language Fray ships, Alt and a letter reaches one thing: the menu bar's titles
    // have letters of their own, and so has each entry of every menu (submenus included). The
    // Encounter menu holds more entries than there are letters, so there a letter may come
    // twice (Qt then moves between the two and Return takes the one reached).
    void everyMenuLetterIsUnique_data()
    {
        QTest::addColumn<QString>("catalogue");
        QTest::newRow("english") << QString();
        const QStringList files = QDir(u":/i18n"_s).entryList({u"fray_*.qm"_s});
        for (const QString &file : files) {
            if (file != u"fray_en.qm"_s)
                QTest::newRow(qPrintable(file.mid(5, file.size() - 8))) << u":/i18n/"_s + file;
        }
        QVERIFY(files.size() >= 5);
    }

    void everyMenuLetterIsUnique()
    {
        QFETCH(QString, catalogue);
        std::unique_ptr<Fray::Testing::InstalledCatalogue> installed;
        if (!catalogue.isEmpty()) {
            installed = std::make_unique<Fray::Testing::InstalledCatalogue>(catalogue);
            QVERIFY(installed->ok());
        }
        MainWindow window(MainWindow::Start::Empty);
        QStringList clashes;
        const auto letterOf = [](const QString &text) {
            for (qsizetype i = 0; i + 1 < text.size(); ++i) {
                if (text.at(i) == u'&') {
                    if (text.at(i + 1) != u'&')
                        return text.at(i + 1).toLower();
                    ++i;
                }
            }
            return QChar();
        };
        std::function<void(const QString &, const QList<QAction *> &)> check;
        check = [&](const QString &where, const QList<QAction *> &actions) {
            QMap<QChar, QStringList> byLetter;
            for (QAction *action : actions) {
                if (action->isSeparator() || !action->isVisible())
                    continue;
                if (const QChar letter = letterOf(action->text()); !letter.isNull())
                    byLetter[letter] << action->text();
                if (action->menu())
                    check(where + u" › "_s + action->text(), action->menu()->actions());
            }
            const bool moreThanLetters = actions.size() > 26;
            for (auto it = byLetter.cbegin(); it != byLetter.cend(); ++it) {
                if (it.value().size() > 1 && !moreThanLetters)
                    clashes << u"%1: %2 (%3)"_s.arg(where, it.key(), it.value().join(u", "_s));
            }
        };
        check(u"menu bar"_s, window.menuBar()->actions());
        // A label's or button's letter in the window itself never takes a menu's: Alt+A opens
        // the menu, not the odds panel's Attacker.
        QMap<QChar, QString> menus;
        for (QAction *menu : window.menuBar()->actions()) {
            if (const QChar letter = letterOf(menu->text()); !letter.isNull())
                menus.insert(letter, menu->text());
        }
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QStringList texts;
        for (const QLabel *label : window.findChildren<QLabel *>()) {
            if (label->buddy() && label->isVisible())
                texts << label->text();
        }
        for (const QAbstractButton *button : window.findChildren<QAbstractButton *>()) {
            if (button->isVisible())
                texts << button->text();
        }
        for (const QString &text : std::as_const(texts)) {
            const QChar letter = letterOf(text);
            if (!letter.isNull() && menus.contains(letter))
                clashes << u"%1 and the menu %2"_s.arg(text, menus.value(letter));
        }
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(u"; "_s)));
    }

    void germanCatalogueTranslatesTheMenus()
    {
        auto *app = QCoreApplication::instance();
        const QString installed = Fray::Translations::install(*app, QStringLiteral("de"));
        QCOMPARE(installed, QStringLiteral("de_DE"));
        MainWindow window(MainWindow::Start::Empty);
        const QString fileTitle = window.menuBar()->actions().constFirst()->text();
        QCOMPARE(fileTitle, QStringLiteral("&Datei"));

        // Each encounter command speaks from its own catalogue context: the undo history's text
        // and the log line.
        Fray::Encounter::Encounter encounter(
            Fray::Testing::rulesetNamed(u"castles-crusades"_s, Fray::Testing::shippedRulesets()));
        Fray::Encounter::Combatant goblin;
        goblin.name = u"Goblin"_s;
        goblin.maxHp = goblin.hp = goblin.startHp = 7;
        Fray::Dice::Random random(1);
        Fray::Encounter::AddCombatantsCommand add(goblin, 1);
        QVERIFY(!add.execute(encounter, random));
        Fray::Encounter::DamageCommand damage({encounter.combatants().front().id}, 3);
        QVERIFY(!damage.execute(encounter, random));
        QCOMPARE(damage.text(), u"Goblin 3 Schaden zufügen"_s);
        // The line reads in German; files keep it in English.
        QVERIFY2(encounter.state().log.back().shown().contains(u"Goblin erleidet 3 Schaden"_s),
            qPrintable(encounter.state().log.back().shown()));
        QVERIFY2(encounter.state().log.back().text.contains(u"Goblin takes 3 damage"_s),
            qPrintable(encounter.state().log.back().text));

        const QList<QTranslator *> translators = app->findChildren<QTranslator *>();
        for (QTranslator *translator : translators) {
            QCoreApplication::removeTranslator(translator);
            delete translator;
        }
        Fray::Language::setCurrent(u"en"_s);
        MainWindow english(MainWindow::Start::Empty);
        QCOMPARE(english.menuBar()->actions().constFirst()->text(), QStringLiteral("&File"));
    }

    // Help › Keyboard Shortcuts names each key as the platform does in the reader's language
    // (Qt's own catalogue: "Strg", "Umschalt", "Entf"), not by Qt's key names ("Ctrl", "Del").
    void shortcutsReadInTheLanguage_data()
    {
        QTest::addColumn<QString>("action");
        QTest::addColumn<QString>("keys");
        QTest::newRow("start-the-fight") << u"actionStart"_s << u"Strg+Return"_s;
        QTest::newRow("previous-turn") << u"actionPreviousTurn"_s << u"Umschalt+N"_s;
        QTest::newRow("remove-combatants") << u"actionRemove"_s << u"Strg+Entf"_s;
        QTest::newRow("a-key-alone") << u"actionNextTurn"_s << u"N"_s;
    }

    void shortcutsReadInTheLanguage()
    {
        QFETCH(QString, action);
        QFETCH(QString, keys);
        auto *app = QCoreApplication::instance();
        const QList<QTranslator *> before = app->findChildren<QTranslator *>();
        QCOMPARE(Fray::Translations::install(*app, u"de"_s), u"de_DE"_s);
        QString shown;
        {
            MainWindow window(MainWindow::Start::Empty);
            const auto *a = window.findChild<QAction *>(action);
            QVERIFY(a);
            Fray::Ui::ShortcutsDialog dialog(window.menuBar());
            const auto *tree = dialog.findChild<QTreeWidget *>(u"tree"_s);
            QVERIFY(tree);
            const QString name = QString(a->text()).remove(u'&').remove(u"…"_s);
            const QList<QTreeWidgetItem *> rows
                = tree->findItems(name, Qt::MatchExactly | Qt::MatchRecursive, 0);
            QCOMPARE(rows.size(), 1);
            shown = rows.front()->text(1);
        }
        for (QTranslator *t : app->findChildren<QTranslator *>()) {
            if (!before.contains(t)) {
                QCoreApplication::removeTranslator(t);
                delete t;
            }
        }
        Fray::Language::setCurrent(u"en"_s);
        QCOMPARE(shown, keys);
    }

    // A campaign another Fray has open is offered read-only: browsed, every edit off with the
    // reason, nothing written.
    void aCampaignOpenElsewhereOpensReadOnly()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"shared.fray"_s);
        qint64 id = 0;
        MainWindow first(MainWindow::Start::Empty);
        QVERIFY(first.openCampaign(path));
        const auto encounter
            = first.campaign()->createEncounter(u"Ambush"_s, u"castles-crusades"_s);
        QVERIFY(encounter.ok());
        id = *encounter;
        QVERIFY(Fray::Storage::Campaign::isOpenElsewhere(path));

        MainWindow second(MainWindow::Start::Empty);
        bool offered = false;
        QTimer clicker;
        connect(&clicker, &QTimer::timeout, this, [&] {
            for (QWidget *w : QApplication::topLevelWidgets()) {
                auto *box = qobject_cast<QMessageBox *>(w);
                if (!box || !box->isVisible())
                    continue;
                for (QAbstractButton *b : box->buttons()) {
                    if (b->text() == u"Open &Read-Only"_s) {
                        offered = true;
                        b->click();
                    }
                }
            }
        });
        clicker.start(20);
        QVERIFY(second.openCampaign(path));
        clicker.stop();
        QVERIFY(offered);
        QVERIFY(second.campaign()->campaign()->isReadOnly());
        QVERIFY(second.windowTitle().contains(u"(read-only)"_s));
        QVERIFY(second.openEncounter(id));
        for (const char *name :
            {"actionDamage", "actionStart", "actionAddAdHoc", "actionCondition"}) {
            const QAction *action = second.findChild<QAction *>(QLatin1StringView(name));
            QVERIFY(action);
            QVERIFY2(!action->isEnabled(), name);
            QVERIFY(action->statusTip().contains(u"read-only"_s));
        }
    }

    // Attack starts on the combatant whose turn it is, against the row the GM selected.
    void attackStartsOnTheActingCombatantAndTheSelectedTarget()
    {
        QTemporaryDir dir;
        MainWindow window(MainWindow::Start::Empty);
        const qint64 encounter = openNewFight(window, dir.filePath(u"attack.fray"_s), u"Ambush"_s);
        QVERIFY(encounter);
        Fray::Encounter::Combatant c;
        c.maxHp = c.hp = c.startHp = 10;
        c.attacks.push_back({u"Axe"_s, u"melee"_s, 2, u"1d6"_s, QString(), 0, 1, u"1"_s});
        for (const QString &name : {u"Aldo"_s, u"Orc"_s, u"Goblin"_s}) {
            c.name = name;
            c.side = name == u"Aldo"_s ? u"party"_s : u"foes"_s;
            QVERIFY(!window.session()->run(
                std::make_unique<Fray::Encounter::AddCombatantsCommand>(c, 1)));
        }
        QVERIFY(!window.session()->run(std::make_unique<Fray::Encounter::TurnCommand>(
            Fray::Encounter::TurnCommand::Step::Start)));
        const auto &e = window.session()->encounter();
        const Fray::Encounter::CombatantId acting = e.actingEntry()->combatant;
        // The GM selects someone else's row: the last one that is not acting.
        qint64 row = qint64(e.combatants().size()) - 1;
        if (e.combatants()[std::size_t(row)].id == acting)
            --row;
        const Fray::Encounter::CombatantId selected = e.combatants()[std::size_t(row)].id;
        // The table may be sorted: its row is found by the name.
        QTableView *table = window.encounterView()->table();
        const QString name = e.combatants()[std::size_t(row)].name;
        int viewRow = -1;
        for (int r = 0; r < table->model()->rowCount() && viewRow < 0; ++r) {
            for (int col = 0; col < table->model()->columnCount(); ++col) {
                if (table->model()->index(r, col).data().toString() == name)
                    viewRow = r;
            }
        }
        QVERIFY(viewRow >= 0);
        table->selectRow(viewRow);

        Fray::Encounter::AttackResolver::Request seen;
        QTimer reader;
        connect(&reader, &QTimer::timeout, this, [&] {
            if (auto *dialog = window.findChild<Fray::Ui::AttackDialog *>();
                dialog && dialog->isVisible()) {
                seen = dialog->request();
                dialog->reject();
            }
        });
        reader.start(20);
        window.findChild<QAction *>(u"actionAttack"_s)->trigger();
        reader.stop();
        QCOMPARE(seen.attacker, acting);
        QCOMPARE(seen.target, selected);
    }

    // Encounter › Spend a Use (U) spends the acting combatant's only use without asking;
    // Restore a Use (Shift+U) gives it back; the Uses column shows both and undo takes them back.
    void spendAndRestoreAUseFromTheMenu()
    {
        QTemporaryDir dir;
        MainWindow window(MainWindow::Start::Empty);
        const qint64 encounter = openNewFight(window, dir.filePath(u"uses.fray"_s), u"Lair"_s);
        QVERIFY(encounter);
        // A fight without uses has no Uses column; the first combatant with some shows it.
        QTableView *table = window.encounterView()->table();
        QVERIFY(table->isColumnHidden(Fray::Ui::CombatantTableModel::Uses));
        Fray::Encounter::Combatant c;
        c.name = u"Dragon"_s;
        c.maxHp = c.hp = c.startHp = 60;
        using Use = Fray::Encounter::Use;
        c.uses = {Use{u"Breath"_s, 1, 1, Use::Reset::Recharge, u"1d6"_s, 5, 0}};
        QVERIFY(
            !window.session()->run(std::make_unique<Fray::Encounter::AddCombatantsCommand>(c, 1)));
        QVERIFY(!table->isColumnHidden(Fray::Ui::CombatantTableModel::Uses));
        QVERIFY(!window.session()->run(std::make_unique<Fray::Encounter::TurnCommand>(
            Fray::Encounter::TurnCommand::Step::Start)));
        auto *spend = window.findChild<QAction *>(u"actionSpendUse"_s);
        auto *restore = window.findChild<QAction *>(u"actionRestoreUse"_s);
        QVERIFY(spend && restore);
        QCOMPARE(spend->shortcut(), QKeySequence(Qt::Key_U));
        QCOMPARE(restore->shortcut(), QKeySequence(Qt::SHIFT | Qt::Key_U));
        const auto left
            = [&] { return window.session()->encounter().combatants().front().uses.front().left; };
        const auto cell = [&] {
            const QAbstractItemModel *model = window.encounterView()->model();
            return model->index(0, Fray::Ui::CombatantTableModel::Uses).data().toString();
        };
        QCOMPARE(cell(), u"Breath 1/1"_s);
        spend->trigger();
        QCOMPARE(left(), 0);
        QCOMPARE(cell(), u"Breath 0/1"_s);
        spend->trigger(); // none left: refused, nothing changes
        QCOMPARE(left(), 0);
        restore->trigger();
        QCOMPARE(left(), 1);
        window.findChild<QAction *>(u"actionUndo"_s)->trigger();
        QCOMPARE(left(), 0);

        // The menu a click in the Uses column shows: spend is off with none left.
        QMenu menu;
        window.useActions()->fillMenu(&menu, window.session()->encounter().combatants().front().id);
        const QList<QAction *> entries = menu.actions();
        QCOMPARE(entries.size(), 3); // spend, separator, restore
        QCOMPARE(entries[0]->text(), u"Spend Breath 0/1"_s);
        QVERIFY(!entries[0]->isEnabled());
        QCOMPARE(entries[2]->text(), u"Restore one Breath"_s);
        entries[2]->trigger();
        QCOMPARE(left(), 1);
    }

    // A library entry dragged onto the encounter table is added as Add would add it: the count
    // and the hit points chosen in the library dock (3 goblins, 2d8+2 averaged: 11 each).
    // File › Import… is one step of the campaign's history, taken back from the Edit menu by an
    // action that names it; File offers the export for Improved Initiative.
    void importIsUndoneFromTheEditMenu()
    {
        QTemporaryDir dir;
        MainWindow window(MainWindow::Start::Empty);
        QVERIFY(window.openCampaign(dir.filePath(u"import.fray"_s)));
        QAction *exportIi = window.findChild<QAction *>(u"actionExportImprovedInitiative"_s);
        QVERIFY(exportIi);
        QVERIFY(window.findChild<QMenu *>(u"menuFile"_s)->actions().contains(exportIi));
        QAction *undo = window.findChild<QAction *>(u"actionUndo"_s);
        QVERIFY(undo);
        QVERIFY(window.findChild<QMenu *>(u"menuEdit"_s)->actions().contains(undo));
        QVERIFY(!undo->isEnabled());

        auto *import = window.findChild<Fray::Ui::ImportController *>();
        QVERIFY(import);
        auto *preview = import->importFile(
            Fray::Testing::testData() + u"/import/fight-club.xml"_s, u"d20-ascending"_s);
        QVERIFY(preview);
        QVERIFY(preview->isVisible());
        preview->accept();
        QCOMPARE(window.campaign()->campaign()->library().count(), 3);
        QVERIFY(undo->isEnabled());
        QCOMPARE(undo->text(), u"&Undo Import of fight-club.xml"_s);
        // The toolbar's button stays short; its tooltip names the step.
        QCOMPARE(undo->iconText(), u"Undo"_s);
        QCOMPARE(undo->toolTip(), u"Undo Import of fight-club.xml"_s);
        undo->trigger();
        QCOMPARE(window.campaign()->campaign()->library().count(), 0);
    }

    // The open fight deleted: the window shows no fight, and neither title nor status names it.
    void aDeletedOpenFightLeavesTheWindow()
    {
        QTemporaryDir dir;
        MainWindow window(MainWindow::Start::Empty);
        const qint64 encounter = openNewFight(window, dir.filePath(u"gone.fray"_s), u"Ambush"_s);
        QVERIFY(encounter);
        QVERIFY(window.windowTitle().endsWith(u"Ambush"_s));
        QVERIFY(!window.campaign()->removeEncounter(encounter));
        QVERIFY(!window.session() && !window.encounterView());
        QVERIFY2(!window.windowTitle().contains(u"Ambush"_s), qPrintable(window.windowTitle()));
        auto *round = window.findChild<QLabel *>(u"roundLabel"_s);
        QVERIFY(round);
        QVERIFY2(round->text().isEmpty(), qPrintable(round->text()));
    }

    void libraryEntriesDroppedOnTheTableJoinTheFight()
    {
        QTemporaryDir dir;
        MainWindow window(MainWindow::Start::Empty);
        const qint64 encounter = openNewFight(window, dir.filePath(u"drop.fray"_s), u"Ambush"_s);
        QVERIFY(encounter);
        Fray::Library::LibraryEntry goblin;
        goblin.name = goblin.prototype.name = u"Goblin"_s;
        goblin.kind = u"monster"_s;
        goblin.rulesetId = u"castles-crusades"_s;
        goblin.hitDice = u"2d8+2"_s;
        QVERIFY(window.campaign()->addLibraryEntry(goblin).ok());

        auto *dock = window.findChild<QDockWidget *>(u"libraryDock"_s);
        dock->findChild<QSpinBox *>(u"countSpin"_s)->setValue(3);
        dock->findChild<QComboBox *>(u"hpModeCombo"_s)->setCurrentIndex(1); // averaged
        QAbstractItemModel *library = dock->findChild<QTableView *>(u"libraryView"_s)->model();
        QCOMPARE(library->rowCount(), 1);
        const std::unique_ptr<QMimeData> dragged(library->mimeData({library->index(0, 0)}));
        QAbstractItemModel *table = window.encounterView()->table()->model();

        QMimeData text;
        text.setText(u"Goblin"_s);
        QVERIFY(!table->canDropMimeData(&text, Qt::CopyAction, -1, -1, {}));
        QVERIFY(table->canDropMimeData(dragged.get(), Qt::CopyAction, -1, -1, {}));
        QVERIFY(table->dropMimeData(dragged.get(), Qt::CopyAction, -1, -1, {}));

        const auto &combatants = window.session()->encounter().combatants();
        QCOMPARE(combatants.size(), 3u);
        for (const auto &c : combatants)
            QCOMPARE(c.maxHp, 11);
        QCOMPARE(combatants.front().name, u"Goblin 1"_s);
        // One command, so one Ctrl+Z takes the three back.
        QCOMPARE(window.session()->undoStack()->undoText(), u"Add Goblin \u00d73"_s);
        // Already in the campaign file: the title marks nothing as unsaved.
        QVERIFY(!window.isWindowModified());
        QVERIFY2(!window.windowTitle().contains(u'*'), qPrintable(window.windowTitle()));
    }

    void unknownLanguageFallsBackToEnglish()
    {
        const QString installed
            = Fray::Translations::install(*QCoreApplication::instance(), QStringLiteral("tlh"));
        QCOMPARE(installed, QStringLiteral("en"));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
