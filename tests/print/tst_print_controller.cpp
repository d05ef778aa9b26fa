// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// File › Print… and File › Export PDF… as the window wires them: the actions follow the open
// encounter, and the export writes the encounter's sheets to a PDF that reads back with the
// encounter's names, the campaign in the header and the paper asked for; a failed export says
// why and leaves nothing behind.

#include "HermeticTest.h"
#include "PdfTools.h"
#include "TestData.h"
#include "core/encounter/commands/RosterCommands.h"
#include "core/io/EncounterJson.h"
#include "core/rules/RulesetLibrary.h"
#include "core/settings/Settings.h"
#include "ui/campaign/CampaignController.h"
#include "ui/encounter/EncounterSession.h"
#include "ui/mainwindow/MainWindow.h"
#include "ui/odds/ModifierToggles.h"
#include "ui/odds/OddsPanel.h"
#include "ui/odds/OddsPresenter.h"
#include "ui/sheets/PrintController.h"
#include "ui/sheets/SheetChoiceDialog.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QLocale>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QWidget>

using namespace Qt::StringLiterals;
using Fray::Print::SheetOptions;
using Fray::Testing::testData;
using Fray::Ui::PrintController;

namespace { } // namespace

class TestPrintController : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    Fray::Rules::RulesetLibrary m_library;

    // The d20-ascending fixture as the window holds it: an encounter in a session.
    std::unique_ptr<Fray::Ui::EncounterSession> openSession()
    {
        const auto state
            = Fray::Io::EncounterJson::fromFile(testData() + u"/sheets/d20-ascending.fray.json"_s);
        if (!state)
            return nullptr;
        const auto *entry = m_library.find(state->rulesetId);
        if (!entry)
            return nullptr;
        auto encounter = std::make_unique<Fray::Encounter::Encounter>(entry->ruleset, *state);
        return std::make_unique<Fray::Ui::EncounterSession>(std::move(encounter), nullptr, 1);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(u"FrayTest"_s);
        QCoreApplication::setApplicationName(u"tst_print_controller"_s);
        QVERIFY(m_dir.isValid());
        m_library = Fray::Rules::RulesetLibrary::load(testData() + u"/rulesets"_s);
    }

    void init() { QSettings().clear(); }

    void actionsFollowTheOpenEncounter()
    {
        QWidget window;
        QAction print(u"Print"_s, &window);
        QAction exportPdf(u"Export PDF"_s, &window);
        PrintController controller(&print, &exportPdf, nullptr, &window);
        QVERIFY(!print.isEnabled());
        QVERIFY(!exportPdf.isEnabled());

        auto session = openSession();
        QVERIFY(session);
        controller.setSession(session.get());
        QVERIFY(print.isEnabled());
        QVERIFY(exportPdf.isEnabled());

        controller.setSession(nullptr);
        QVERIFY(!print.isEnabled());
        QVERIFY(!exportPdf.isEnabled());

        // A session closed without a word to the controller takes the actions with it.
        controller.setSession(session.get());
        QVERIFY(print.isEnabled());
        session.reset();
        QVERIFY(!controller.canPrint());
        QVERIFY(!print.isEnabled());
        QVERIFY(!exportPdf.isEnabled());
    }

    void exportsTheOpenEncounter_data()
    {
        QTest::addColumn<int>("paper");
        QTest::addColumn<QString>("size");
        QTest::newRow("A4") << int(SheetOptions::Paper::A4) << u"(A4)"_s;
        QTest::newRow("Letter") << int(SheetOptions::Paper::Letter) << u"(letter)"_s;
    }
    void exportsTheOpenEncounter()
    {
        QFETCH(int, paper);
        QFETCH(QString, size);
        QWidget window;
        QAction print(&window);
        QAction exportPdf(&window);
        PrintController controller(&print, &exportPdf, nullptr, &window);
        auto session = openSession();
        QVERIFY(session);
        controller.setSession(session.get());
        SheetOptions options;
        options.paper = SheetOptions::Paper(paper);
        options.campaignName = u"Controller Campaign"_s;
        controller.setOptions(options);

        const QString pdf = m_dir.filePath(u"controller-%1.pdf"_s.arg(paper));
        const auto error = controller.exportPdf(pdf);
        QVERIFY2(!error, error ? qPrintable(*error) : "");
        QVERIFY(QFile::exists(pdf));

        if (const QString missing = PdfTools::missingTool(); !missing.isEmpty())
            QSKIP(qPrintable(
                u"%1 is not installed (Debian: apt-get install poppler-utils)"_s.arg(missing)));
        QVERIFY(PdfTools::pageSize(pdf).endsWith(size));
        // The roster, the stat blocks and the reference, each on its own pages.
        QVERIFY(PdfTools::pageCount(pdf) >= 3);
        const QString text = PdfTools::flat(PdfTools::readingText(pdf));
        QVERIFY(text.contains(u"Controller Campaign \u2014 The Toll Bridge \u2014 Roster"_s));
        for (const QString &name : {u"Mira"_s, u"Tobin"_s, u"Bridge Troll"_s, u"Toll Keeper"_s})
            QVERIFY2(text.contains(name), qPrintable(name));
        QVERIFY(text.contains(u"Rules reference"_s));
        for (const auto &font : PdfTools::fonts(pdf))
            QVERIFY2(font.embedded, qPrintable(font.name));
    }

    void failedExportSaysWhy()
    {
        QWidget window;
        QAction print(&window);
        QAction exportPdf(&window);
        PrintController controller(&print, &exportPdf, nullptr, &window);

        const QString nothingOpen = m_dir.filePath(u"nothing-open.pdf"_s);
        const auto noEncounter = controller.exportPdf(nothingOpen);
        QVERIFY(noEncounter);
        QVERIFY2(noEncounter->contains(u"Open an encounter"_s), qPrintable(*noEncounter));
        QVERIFY(!QFile::exists(nothingOpen));

        auto session = openSession();
        QVERIFY(session);
        controller.setSession(session.get());
        const QString unwritable = m_dir.filePath(u"no-such-folder/sheets.pdf"_s);
        const auto error = controller.exportPdf(unwritable);
        QVERIFY(error);
        QVERIFY2(
            error->contains(u"cannot write"_s) && error->contains(unwritable), qPrintable(*error));
        QVERIFY(!QFile::exists(unwritable));
    }

    // Which sheets: all four the first time (the odds only with a chart to print), then what the
    // GM chose last; OK waits for a tick.
    void sheetChoiceIsRemembered()
    {
        using Kind = SheetOptions::Kind;
        const QString chart = u"Una: Longsword against Hobgoblin"_s;
        {
            Fray::Ui::SheetChoiceDialog dialog;
            QCOMPARE(
                dialog.chosen(), (QList<Kind>{Kind::Roster, Kind::StatBlocks, Kind::Reference}));
            QVERIFY(!dialog.box(Kind::Odds)->isEnabled());
            dialog.setOddsChart(chart);
            QVERIFY(dialog.box(Kind::Odds)->isEnabled());
            QVERIFY(dialog.box(Kind::Odds)->isChecked());
            dialog.box(Kind::Roster)->setChecked(false);
            dialog.box(Kind::Reference)->setChecked(false);
            dialog.accept();
            QCOMPARE(dialog.result(), int(QDialog::Accepted));
        }
        {
            // Without a chart to print the Odds box is off; the GM's wish for it is kept.
            Fray::Ui::SheetChoiceDialog dialog;
            QCOMPARE(dialog.chosen(), QList<Kind>{Kind::StatBlocks});
            dialog.accept();
        }
        {
            Fray::Ui::SheetChoiceDialog dialog;
            dialog.setOddsChart(chart);
            QCOMPARE(dialog.chosen(), (QList<Kind>{Kind::StatBlocks, Kind::Odds}));
            QPushButton *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
            QVERIFY(ok->isEnabled());
            dialog.box(Kind::StatBlocks)->setChecked(false);
            dialog.box(Kind::Odds)->setChecked(false);
            QVERIFY(dialog.chosen().isEmpty());
            QVERIFY(!ok->isEnabled());
            dialog.accept(); // nothing ticked: not taken, not remembered
            QVERIFY(dialog.result() != int(QDialog::Accepted));
            dialog.box(Kind::Roster)->setChecked(true);
            QVERIFY(ok->isEnabled());
            dialog.accept();
        }
        Fray::Ui::SheetChoiceDialog dialog;
        dialog.setOddsChart(chart);
        QCOMPARE(dialog.chosen(), QList<Kind>{Kind::Roster});
        QCOMPARE(Fray::Settings().printSheets(), QStringList{u"roster"_s});
    }

    // Export PDF… asks first, and prints only the sheets ticked.
    void exportsOnlyTheSheetsChosen()
    {
        QWidget window;
        QAction print(&window);
        QAction exportPdf(&window);
        PrintController controller(&print, &exportPdf, nullptr, &window);
        auto session = openSession();
        QVERIFY(session);
        controller.setSession(session.get());
        bool seen = false;
        QTimer::singleShot(0, this, [&seen] {
            auto *dialog
                = qobject_cast<Fray::Ui::SheetChoiceDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            seen = true;
            dialog->box(SheetOptions::Kind::Roster)->setChecked(false);
            dialog->box(SheetOptions::Kind::Reference)->setChecked(false);
            dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        });
        QVERIFY(controller.askForSheets(u"Export PDF"_s));
        QVERIFY(seen);
        QCOMPARE(
            controller.options().kinds, QList<SheetOptions::Kind>{SheetOptions::Kind::StatBlocks});

        const QString pdf = m_dir.filePath(u"chosen.pdf"_s);
        const auto error = controller.exportPdf(pdf);
        QVERIFY2(!error, error ? qPrintable(*error) : "");
        if (const QString missing = PdfTools::missingTool(); !missing.isEmpty())
            QSKIP(qPrintable(
                u"%1 is not installed (Debian: apt-get install poppler-utils)"_s.arg(missing)));
        const QString text = PdfTools::flat(PdfTools::readingText(pdf));
        QVERIFY(text.contains(u"Stat blocks"_s));
        QVERIFY(!text.contains(u"\u2014 Roster"_s));
        QVERIFY(!text.contains(u"Rules reference"_s));

        // Cancel prints nothing and keeps the options as they were.
        QTimer::singleShot(0, this, [] {
            if (QWidget *dialog = QApplication::activeModalWidget())
                qobject_cast<QDialog *>(dialog)->reject();
        });
        QVERIFY(!controller.askForSheets(u"Print"_s));
        QCOMPARE(
            controller.options().kinds, QList<SheetOptions::Kind>{SheetOptions::Kind::StatBlocks});
    }

    // The wandering-monster sheet has the campaign's tables of the open encounter's ruleset,
    // and no other's.
    void wanderingSheetHasTheCampaignsTables()
    {
        QWidget window;
        QAction print(&window);
        QAction exportPdf(&window);
        Fray::Ui::CampaignController campaign;
        QVERIFY(!campaign.open(m_dir.filePath(u"tables.fray"_s)));
        Fray::Wandering::EncounterTable bridge;
        bridge.name = u"Under the bridge"_s;
        bridge.rulesetId = u"d20-ascending"_s;
        bridge.die = u"1d6"_s;
        bridge.rows = {{1, 2, u"1d3"_s, u"Bridge Troll"_s, QString()}, {3, 6, {}, {}, {}}};
        QVERIFY(campaign.saveTable(bridge));
        Fray::Wandering::EncounterTable elsewhere = bridge;
        elsewhere.name = u"Elsewhere"_s;
        elsewhere.rulesetId = u"old-school"_s;
        QVERIFY(campaign.saveTable(elsewhere));
        PrintController controller(&print, &exportPdf, &campaign, &window);
        auto session = openSession();
        QVERIFY(session);
        controller.setSession(session.get());
        SheetOptions options;
        options.kinds = {SheetOptions::Kind::Wandering};
        controller.setOptions(options);
        const QString pdf = m_dir.filePath(u"wandering.pdf"_s);
        const auto error = controller.exportPdf(pdf);
        QVERIFY2(!error, error ? qPrintable(*error) : "");
        if (const QString missing = PdfTools::missingTool(); !missing.isEmpty())
            QSKIP(qPrintable(
                u"%1 is not installed (Debian: apt-get install poppler-utils)"_s.arg(missing)));
        const QString text = PdfTools::flat(PdfTools::readingText(pdf));
        QVERIFY2(text.contains(u"Under the bridge (1d6)"_s), qPrintable(text));
        // 1-2 of a d6, 1d3 trolls: 1/3, 2 on average.
        QVERIFY2(text.contains(u"33.3% (2.0 on average)"_s), qPrintable(text));
        QVERIFY(!text.contains(u"Elsewhere"_s));
    }

    // The window's printed odds page is the odds panel's: the toggles the GM switched on count
    // and are named. Castles & Crusades (003 "Combat", "Flank Attack"): d20 + BtH + modifiers
    // at or above AC hits, so +4 against AC 15 needs 11 (10/20), with a flank attack's +1 to
    // hit needs 10: 11/20 = 55%.
    void printedOddsFollowThePanel()
    {
        Fray::Ui::MainWindow window(Fray::Ui::MainWindow::Start::Empty);
        QVERIFY(window.openCampaign(m_dir.filePath(u"odds.fray"_s)));
        const auto encounter
            = window.campaign()->createEncounter(u"Flanked"_s, u"castles-crusades"_s);
        QVERIFY(encounter.ok());
        QVERIFY(window.openEncounter(*encounter));
        Fray::Encounter::Combatant una;
        una.name = u"Una"_s;
        una.side = u"party"_s;
        una.maxHp = una.hp = una.startHp = 12;
        una.defence = 15;
        una.attacks.push_back({u"Longsword"_s, u"melee"_s, 4, u"1d8+1"_s, QString(), 0, 1, u"1"_s});
        QVERIFY(!window.session()->run(
            std::make_unique<Fray::Encounter::AddCombatantsCommand>(una, 1)));
        Fray::Encounter::Combatant hobgoblin = una;
        hobgoblin.name = u"Hobgoblin"_s;
        hobgoblin.side = u"foes"_s;
        hobgoblin.attacks.front().value = 2;
        QVERIFY(!window.session()->run(
            std::make_unique<Fray::Encounter::AddCombatantsCommand>(hobgoblin, 1)));

        auto *panel = window.findChild<Fray::Ui::OddsPanel *>();
        QVERIFY(panel);
        const auto &combatants = window.session()->encounter().state().combatants;
        panel->setAttacker(combatants.at(0).id);
        panel->setTarget(combatants.at(1).id);
        panel->toggles()->setActive(u"flank"_s, true);
        QVERIFY(panel->presenter()->result());
        QCOMPARE(panel->presenter()->result()->pHit, 11.0 / 20.0);

        auto *controller = window.findChild<PrintController *>();
        QVERIFY(controller);
        SheetOptions options = controller->options();
        options.kinds = {SheetOptions::Kind::Odds};
        controller->setOptions(options);
        const QString pdf = m_dir.filePath(u"panel-odds.pdf"_s);
        const auto error = controller->exportPdf(pdf);
        QVERIFY2(!error, error ? qPrintable(*error) : "");
        if (const QString missing = PdfTools::missingTool(); !missing.isEmpty())
            QSKIP(qPrintable(
                u"%1 is not installed (Debian: apt-get install poppler-utils)"_s.arg(missing)));
        const QString text = PdfTools::flat(PdfTools::readingText(pdf));
        QVERIFY2(text.contains(u"Una: Longsword against Hobgoblin"_s), qPrintable(text));
        QVERIFY2(text.contains(u"With: Flank attack (+1 to hit)."_s), qPrintable(text));
        QVERIFY2(text.contains(u"At Attack bonus (BtH + STR or DEX) 4: Miss 45%, Hit 55%."_s),
            qPrintable(text));
    }

    // A library selection prints as stat blocks under the entries' ruleset.
    void exportsLibraryStatBlocks()
    {
        QWidget window;
        QAction print(&window);
        QAction exportPdf(&window);
        Fray::Ui::CampaignController campaign;
        PrintController controller(&print, &exportPdf, &campaign, &window);
        SheetOptions options;
        options.campaignName = u"Controller Campaign"_s;
        controller.setOptions(options);

        const auto state
            = Fray::Io::EncounterJson::fromFile(testData() + u"/sheets/d20-ascending.fray.json"_s);
        QVERIFY(state);
        std::vector<Fray::Library::LibraryEntry> entries;
        for (const auto &c : state->combatants) {
            Fray::Library::LibraryEntry entry;
            entry.name = c.name;
            entry.rulesetId = state->rulesetId;
            entry.prototype = c;
            entries.push_back(entry);
        }
        // The troll and the keeper, as a GM might pick two monsters in the library.
        const QList<const Fray::Library::LibraryEntry *> selection{&entries[2], &entries[3]};
        const QString pdf = m_dir.filePath(u"library.pdf"_s);
        const auto error = controller.exportLibraryPdf(pdf, selection);
        QVERIFY2(!error, error ? qPrintable(*error) : "");

        const auto nothing = controller.exportLibraryPdf(m_dir.filePath(u"none.pdf"_s), {});
        QVERIFY(nothing);
        QVERIFY(!QFile::exists(m_dir.filePath(u"none.pdf"_s)));

        if (const QString missing = PdfTools::missingTool(); !missing.isEmpty())
            QSKIP(qPrintable(
                u"%1 is not installed (Debian: apt-get install poppler-utils)"_s.arg(missing)));
        // Two blocks fit one page of two columns.
        QCOMPARE(PdfTools::pageCount(pdf), 1);
        const QString text = PdfTools::flat(PdfTools::readingText(pdf));
        QVERIFY(text.contains(u"Controller Campaign \u2014 Library \u2014 Stat blocks"_s));
        QVERIFY(text.contains(u"Bridge Troll"_s));
        QVERIFY(text.contains(u"Toll Keeper"_s));
        QVERIFY(!text.contains(u"Mira"_s));
        QVERIFY(!text.contains(u"Tobin"_s));
    }

    // A party member prints as the last fight or rest left it: hit points now and of the
    // maximum, its lasting conditions and uses left; and its reminders.
    void partyMemberPrintsAsItStands()
    {
        QWidget window;
        QAction print(&window);
        QAction exportPdf(&window);
        Fray::Ui::CampaignController campaign;
        PrintController controller(&print, &exportPdf, &campaign, &window);
        const auto state
            = Fray::Io::EncounterJson::fromFile(testData() + u"/sheets/d20-ascending.fray.json"_s);
        QVERIFY(state);
        Fray::Library::LibraryEntry member;
        member.name = u"Mira"_s;
        member.kind = u"character"_s;
        member.rulesetId = state->rulesetId;
        member.inParty = true;
        member.prototype = state->combatants.front();
        member.prototype.maxHp = 20;
        member.prototype.hp = 12;
        member.prototype.conditions
            = {{u"prone"_s, std::nullopt, 0, 0, QString(), std::nullopt, false}};
        member.prototype.uses = {Fray::Encounter::Use{
            u"Spells"_s, 3, 1, Fray::Encounter::Use::Reset::Rest, QString(), 0, 0}};
        member.prototype.reminders
            = {{u"save vs. poison"_s, Fray::Rules::Reminder::When::StartOfTurn}};
        const QString pdf = m_dir.filePath(u"party.pdf"_s);
        const auto error = controller.exportLibraryPdf(pdf, {&member});
        QVERIFY2(!error, error ? qPrintable(*error) : "");
        if (const QString missing = PdfTools::missingTool(); !missing.isEmpty())
            QSKIP(qPrintable(
                u"%1 is not installed (Debian: apt-get install poppler-utils)"_s.arg(missing)));
        const QString text = PdfTools::flat(PdfTools::readingText(pdf));
        QVERIFY2(text.contains(u"HP 12 of 20"_s), qPrintable(text));
        QVERIFY2(text.contains(u"Prone"_s), qPrintable(text));
        QVERIFY2(text.contains(u"Spells"_s), qPrintable(text));
        QVERIFY2(text.contains(u"Reminders: Start of turn: save vs. poison"_s), qPrintable(text));
    }
};

QTEST_MAIN(TestPrintController)
#include "tst_print_controller.moc"
