// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// File › Import… and File › Export for Improved Initiative… over a temporary campaign: the
// preview's model, what it shows of each entry, the ruleset chosen in it, name clashes skipped,
// renamed or replaced, the import as one step that is undone and redone whole, and the export
// read back.
#include "HermeticTest.h"
#include "TestData.h"
#include "core/io/EncounterJson.h"
#include "core/io/ImportReader.h"
#include "ui/campaign/CampaignController.h"
#include "ui/campaign/ExportController.h"
#include "ui/campaign/ImportController.h"
#include "ui/campaign/ImportPreviewDialog.h"
#include "ui/campaign/ImportPreviewModel.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>

#include <memory>

using Fray::Io::ImportReader;
using Fray::Io::NameClashes;
using Fray::Library::LibraryEntry;
using Fray::Ui::CampaignController;
using Fray::Ui::ExportController;
using Fray::Ui::ImportController;
using Fray::Ui::ImportPreviewDialog;
using Fray::Ui::ImportPreviewModel;
using namespace Qt::StringLiterals;

namespace {

QString fixture(const QString &name)
{
    return Fray::Testing::testData() + u"/import/"_s + name;
}

QByteArray bytesOf(const QString &name)
{
    QFile file(fixture(name));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

LibraryEntry stored(const QString &name, qint64 hp)
{
    LibraryEntry e;
    e.name = name;
    e.kind = u"monster"_s;
    e.rulesetId = u"d20-ascending"_s;
    e.prototype.name = name;
    e.prototype.hp = e.prototype.maxHp = e.prototype.startHp = hp;
    return e;
}

QModelIndex rowNamed(
    const QAbstractItemModel &model, const QString &name, const QModelIndex &parent = {})
{
    for (int r = 0; r < model.rowCount(parent); ++r) {
        const QModelIndex i = model.index(r, ImportPreviewModel::NameColumn, parent);
        if (i.data().toString() == name)
            return i;
    }
    return {};
}

QString cell(const QModelIndex &row, int column)
{
    return row.siblingAtColumn(column).data().toString();
}

} // namespace

class TestImportWindow : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_settings.isValid());
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settings.path());
    }

    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        m_window = std::make_unique<QWidget>();
        m_controller = std::make_unique<CampaignController>();
        QVERIFY(!m_controller->open(m_dir->filePath(u"test.fray"_s)));
        m_import = new ImportController(m_controller.get(), m_window.get());
        m_library
            = std::make_unique<QSignalSpy>(m_controller.get(), &CampaignController::libraryChanged);
        m_failed = std::make_unique<QSignalSpy>(m_import, &ImportController::failed);
    }

    void cleanup()
    {
        m_failed.reset();
        m_library.reset();
        m_window.reset(); // the import controller and any dialog with it
        m_controller.reset();
        m_dir.reset();
    }

    // The tree: an entry per creature, under it each mapped value with where it came from and
    // each loss with why; the ModelTester checks the tree's consistency on every reset.
    void modelShowsEachEntrysValuesAndLosses()
    {
        ImportPreviewModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        ImportReader::Options options;
        options.statLinesRuleset = u"old-school"_s;
        const auto plan
            = ImportReader::read(bytesOf(u"fight-club.xml"_s), m_controller->rulesets(), options);
        QVERIFY(plan.ok());
        model.setPlan(*plan, NameClashes::resolve(plan->entries, {}, NameClashes::Policy::Skip));
        QCOMPARE(reset.size(), 1);
        // Goblin, Owlbear, Šárka the Shade; the spell is no creature.
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.columnCount(), int(ImportPreviewModel::ColumnCount));
        const QModelIndex goblin = rowNamed(model, u"Goblin"_s);
        QVERIFY(goblin.isValid());
        QCOMPARE(goblin.data(ImportPreviewModel::KindRole).toInt(),
            int(ImportPreviewModel::Kind::Entry));
        // Descending AC: 19 - 15 = 4, with the formula shown.
        const QModelIndex ac = rowNamed(model, u"AC"_s, goblin);
        QVERIFY(ac.isValid());
        QCOMPARE(cell(ac, ImportPreviewModel::ValueColumn), u"4"_s);
        QVERIFY2(cell(ac, ImportPreviewModel::SourceColumn).contains(u"19 - @ac"_s),
            qPrintable(cell(ac, ImportPreviewModel::SourceColumn)));
        QCOMPARE(
            ac.data(ImportPreviewModel::KindRole).toInt(), int(ImportPreviewModel::Kind::Value));
        // HP 7 from "7 (2d6)"; level 2 from the count of its dice.
        QCOMPARE(cell(rowNamed(model, u"HP"_s, goblin), ImportPreviewModel::ValueColumn), u"7"_s);
        QCOMPARE(cell(rowNamed(model, u"Hit dice"_s, goblin), ImportPreviewModel::ValueColumn),
            u"2d6"_s);
        // The trait has no place in any ruleset: its text is kept in the entry's notes, a row
        // under the entry that says so and is not counted as lost.
        const QModelIndex trait = rowNamed(model, u"Trait 'Nimble Escape'"_s, goblin);
        QVERIFY(trait.isValid());
        QCOMPARE(
            trait.data(ImportPreviewModel::KindRole).toInt(), int(ImportPreviewModel::Kind::Kept));
        QCOMPARE(cell(trait, ImportPreviewModel::ValueColumn), u"kept as notes"_s);
        QCOMPARE(cell(trait, ImportPreviewModel::SourceColumn), u"the entry's notes"_s);
        // CR 1/4 has none either, and is lost.
        const QModelIndex cr = rowNamed(model, u"CR 1/4"_s, goblin);
        QCOMPARE(
            cr.data(ImportPreviewModel::KindRole).toInt(), int(ImportPreviewModel::Kind::Loss));
        QCOMPARE(cell(cr, ImportPreviewModel::ValueColumn), u"not imported"_s);
        QCOMPARE(cell(cr, ImportPreviewModel::SourceColumn), u"no place in this ruleset"_s);
        qint64 losses = 0;
        for (int r = 0; r < model.rowCount(goblin); ++r)
            losses += model.index(r, 0, goblin).data(ImportPreviewModel::KindRole).toInt()
                == int(ImportPreviewModel::Kind::Loss);
        QCOMPARE(goblin.data(ImportPreviewModel::LossCountRole).toLongLong(), losses);
        QVERIFY2(cell(goblin, ImportPreviewModel::SourceColumn).endsWith(u"; 1 kept as notes"_s),
            qPrintable(cell(goblin, ImportPreviewModel::SourceColumn)));
        QCOMPARE(model.rowCount(goblin),
            int(plan->reports[0].values.size() + plan->reports[0].lost.size()));
        QCOMPARE(model.parent(trait), goblin);
    }

    // Improved Initiative's saved encounter is a row with its combatants, each with its report.
    void modelShowsSavedEncountersWithCombatants()
    {
        ImportPreviewModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        ImportReader::Options options;
        options.statLinesRuleset = u"d20-ascending"_s;
        const auto plan = ImportReader::read(
            bytesOf(u"improved-initiative.json"_s), m_controller->rulesets(), options);
        QVERIFY(plan.ok());
        model.setPlan(*plan, NameClashes::resolve(plan->entries, {}, NameClashes::Policy::Skip));
        // Goblin, Owlbear, Šárka the Shade, Aldo, then the encounter.
        QCOMPARE(model.rowCount(), 5);
        const QModelIndex ambush = rowNamed(model, u"Road ambush"_s);
        QVERIFY(ambush.isValid());
        QCOMPARE(cell(ambush, ImportPreviewModel::SourceColumn), u"2 combatants"_s);
        QCOMPARE(model.rowCount(ambush), 2);
        const QModelIndex sneak = model.index(0, 0, ambush);
        QCOMPARE(sneak.data().toString(), u"Goblin Sneak"_s);
        QCOMPARE(sneak.data(ImportPreviewModel::KindRole).toInt(),
            int(ImportPreviewModel::Kind::Combatant));
        QVERIFY(model.rowCount(sneak) > 0);
        QCOMPARE(model.parent(model.index(0, 0, sneak)), sneak);
    }

    // Shown, the preview gives names and values the width they read in, up to their share of
    // the tree: sized before the dialog had its own size, the names' column was as narrow as
    // its arrows ("mo…", "Sc…").
    void namesAndValuesAreReadableOnceShown()
    {
        ImportPreviewDialog *dialog
            = m_import->importFile(fixture(u"5etools-bestiary.json"_s), u"basic-roleplaying"_s);
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        auto *tree = dialog->findChild<QTreeView *>(u"entries"_s);
        QVERIFY(tree);
        const int em = tree->fontMetrics().horizontalAdvance(u'M');
        QTRY_VERIFY2(tree->columnWidth(ImportPreviewModel::NameColumn) >= 8 * em,
            qPrintable(u"names %1 px wide, an em is %2 px, the tree %3 px"_s
                           .arg(tree->columnWidth(ImportPreviewModel::NameColumn))
                           .arg(em)
                           .arg(tree->viewport()->width())));
        QVERIFY(tree->columnWidth(ImportPreviewModel::ValueColumn) >= 3 * em);
    }

    // The dialog's ruleset is the one the file is read into: choosing another reads it again.
    void choosingAnotherRulesetReadsTheFileAgain()
    {
        ImportPreviewDialog *dialog
            = m_import->importFile(fixture(u"fight-club.xml"_s), u"d20-ascending"_s);
        QVERIFY(dialog);
        auto *model = dialog->model();
        const auto acOfGoblin = [&] {
            return cell(rowNamed(*model, u"AC"_s, rowNamed(*model, u"Goblin"_s)),
                ImportPreviewModel::ValueColumn);
        };
        QCOMPARE(acOfGoblin(), u"15"_s);
        auto *ruleset = dialog->findChild<QComboBox *>(u"ruleset"_s);
        QVERIFY(ruleset && ruleset->isEnabled());
        ruleset->setCurrentIndex(ruleset->findData(u"old-school"_s));
        QCOMPARE(acOfGoblin(), u"4"_s);
        QVERIFY(dialog->findChild<QLabel *>(u"mappingNote"_s)->text().contains(u"19 - AC"_s));
        // The summed losses name the legendary action and the spell.
        const QString summary
            = dialog->findChild<QPlainTextEdit *>(u"lossSummary"_s)->toPlainText();
        QVERIFY2(summary.contains(u"spell × 1"_s), qPrintable(summary));
    }

    // Skip, rename, replace: the library's own Goblin is kept, joined or replaced, and the import
    // is one step undone and redone whole.
    void nameClashes_data()
    {
        QTest::addColumn<int>("policy");
        QTest::addColumn<QStringList>("afterImport");
        QTest::addColumn<qint64>("goblinHpAfterImport");
        QTest::newRow("skip-keeps-the-librarys-goblin")
            << int(NameClashes::Policy::Skip)
            << QStringList{u"Goblin"_s, u"Owlbear"_s, u"Šárka the Shade"_s} << qint64(99);
        QTest::newRow("rename-adds-goblin-2")
            << int(NameClashes::Policy::Rename)
            << QStringList{u"Goblin"_s, u"Goblin (2)"_s, u"Owlbear"_s, u"Šárka the Shade"_s}
            << qint64(99);
        // The file's goblin has 7 HP ("7 (2d6)").
        QTest::newRow("replace-puts-the-files-goblin-in")
            << int(NameClashes::Policy::Replace)
            << QStringList{u"Goblin"_s, u"Owlbear"_s, u"Šárka the Shade"_s} << qint64(7);
    }

    void nameClashes()
    {
        QFETCH(int, policy);
        QFETCH(QStringList, afterImport);
        QFETCH(qint64, goblinHpAfterImport);
        QVERIFY(m_controller->addLibraryEntry(stored(u"Goblin"_s, 99)).ok());
        m_library->clear();

        ImportPreviewDialog *dialog
            = m_import->importFile(fixture(u"fight-club.xml"_s), u"d20-ascending"_s);
        QVERIFY(dialog);
        QVERIFY(dialog->findChild<QLabel *>(u"clashes"_s)->isVisibleTo(dialog));
        QVERIFY(dialog->findChild<QLabel *>(u"clashes"_s)->text().contains(u"Goblin"_s));
        dialog->setPolicy(NameClashes::Policy(policy));
        // The entry row says what becomes of it.
        const QString outcome
            = cell(rowNamed(*dialog->model(), u"Goblin"_s), ImportPreviewModel::SourceColumn);
        QVERIFY2(!outcome.isEmpty(), "the clash is shown on the entry");
        QSignalSpy imported(m_import, &ImportController::imported);
        dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        QCOMPARE(imported.size(), 1);
        QCOMPARE(m_failed->size(), 0);
        QCOMPARE(m_library->size(), 1); // one write

        QCOMPARE(names(), afterImport);
        QCOMPARE(goblinHp(), goblinHpAfterImport);
        QUndoStack *history = m_controller->history();
        QCOMPARE(history->count(), 2); // the library's own goblin was a step of its own
        QCOMPARE(history->undoText(), u"Import of fight-club.xml"_s);

        history->undo();
        QCOMPARE(names(), QStringList{u"Goblin"_s});
        QCOMPARE(goblinHp(), qint64(99));
        QCOMPARE(m_library->size(), 2);
        history->redo();
        QCOMPARE(names(), afterImport);
        QCOMPARE(goblinHp(), goblinHpAfterImport);
        QCOMPARE(m_failed->size(), 0);
    }

    // A clash is a name in the library of the ruleset the file goes into: the d20 Goblin does
    // not clash with an Old-School import, and does once the preview is switched to d20.
    void clashesFollowTheRulesetChosenInThePreview()
    {
        QVERIFY(m_controller->addLibraryEntry(stored(u"Goblin"_s, 99)).ok());
        ImportPreviewDialog *dialog
            = m_import->importFile(fixture(u"fight-club.xml"_s), u"old-school"_s);
        QVERIFY(dialog);
        auto *clashes = dialog->findChild<QLabel *>(u"clashes"_s);
        QVERIFY(!clashes->isVisibleTo(dialog));
        QVERIFY(dialog->clashes().clashes.isEmpty());
        QCOMPARE(dialog->toAdd().size(), 3u);
        QVERIFY(cell(rowNamed(*dialog->model(), u"Goblin"_s), ImportPreviewModel::SourceColumn)
                    .indexOf(u"skipped"_s)
            < 0);

        auto *ruleset = dialog->findChild<QComboBox *>(u"ruleset"_s);
        ruleset->setCurrentIndex(ruleset->findData(u"d20-ascending"_s));
        QVERIFY(clashes->isVisibleTo(dialog));
        QCOMPARE(dialog->clashes().clashes, QStringList{u"Goblin"_s});
        dialog->setPolicy(NameClashes::Policy::Skip);
        QCOMPARE(dialog->toAdd().size(), 2u);
        QCOMPARE(
            cell(rowNamed(*dialog->model(), u"Goblin"_s), ImportPreviewModel::SourceColumn).left(7),
            u"skipped"_s);
    }

    // Names the file itself repeats are said to be the file's, not the library's, and the GM's
    // choice applies to them as to a clash with the library.
    void namesTheFileRepeatsAreTheFilesOwn()
    {
        const QString path = m_dir->filePath(u"twins.xml"_s);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("<compendium><monster><name>Twin</name><hp>5</hp></monster>"
                   "<monster><name>Twin</name><hp>6</hp></monster>"
                   "<monster><name>Twin</name><hp>7</hp></monster></compendium>\n");
        file.close();
        ImportPreviewDialog *dialog = m_import->importFile(path, u"d20-ascending"_s);
        QVERIFY(dialog);
        auto *clashes = dialog->findChild<QLabel *>(u"clashes"_s);
        QVERIFY(clashes->isVisibleTo(dialog));
        QCOMPARE(clashes->text(), u"The file holds Twin 3 times."_s);
        QVERIFY(dialog->clashes().clashes.isEmpty());
        dialog->setPolicy(NameClashes::Policy::Rename);
        QCOMPARE(dialog->toAdd().size(), 3u);
        // The second Twin's row says what becomes of it.
        QVERIFY(cell(dialog->model()->index(1, 0), ImportPreviewModel::SourceColumn)
                    .startsWith(u"renamed Twin (2)"_s));
        dialog->setPolicy(NameClashes::Policy::Skip);
        QCOMPARE(dialog->toAdd().size(), 1u);
    }

    // The saved encounter comes in with the entries and goes with the same undo; the step stays
    // on the history, and its redo brings the encounter back under the id it had.
    void savedEncounterIsPartOfTheOneStep()
    {
        QSignalSpy removed(m_controller.get(), &CampaignController::encounterTakenBack);
        ImportPreviewDialog *dialog
            = m_import->importFile(fixture(u"improved-initiative.json"_s), u"d20-ascending"_s);
        QVERIFY(dialog);
        dialog->accept();
        QCOMPARE(m_failed->size(), 0);
        QCOMPARE(names().size(), 4);
        const auto encounters = m_controller->campaign()->encounters().list();
        QCOMPARE(encounters.size(), 1u);
        QCOMPARE(encounters.front().name, u"Road ambush"_s);
        const qint64 id = encounters.front().id;
        m_controller->history()->undo();
        QCOMPARE(names().size(), 0);
        QCOMPARE(m_controller->campaign()->encounters().list().size(), 0u);
        QCOMPARE(removed.size(), 1);
        QCOMPARE(removed.at(0).at(0).toLongLong(), id);
        QCOMPARE(m_controller->history()->count(), 1);
        m_controller->history()->redo();
        QCOMPARE(m_failed->size(), 0);
        QCOMPARE(m_controller->campaign()->encounters().idOf(u"Road ambush"_s), id);
        QCOMPARE(names().size(), 4);
    }

    // A bad file is refused before any preview, with the position; nothing is written.
    void badFileIsRefusedWithWhere()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"broken.json"_s);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        const QByteArray ii = bytesOf(u"improved-initiative.json"_s);
        file.write(ii.left(ii.indexOf("\"Creatures.owlbear\"")));
        file.close();
        QVERIFY(!m_import->importFile(path, u"d20-ascending"_s));
        QCOMPARE(m_failed->size(), 1);
        const QString why = m_failed->at(0).at(0).toString();
        QVERIFY2(why.contains(u"broken.json"_s) && why.contains(u"line"_s), qPrintable(why));
        QCOMPARE(m_library->size(), 0);
        QCOMPARE(m_controller->history()->count(), 0);
    }

    // Another campaign has another history.
    void openingAnotherCampaignEmptiesTheHistory()
    {
        ImportPreviewDialog *dialog
            = m_import->importFile(fixture(u"open5e-v1.json"_s), u"d20-ascending"_s);
        QVERIFY(dialog);
        dialog->accept();
        QCOMPARE(m_controller->history()->count(), 1);
        QVERIFY(!m_controller->open(m_dir->filePath(u"other.fray"_s)));
        QCOMPARE(m_controller->history()->count(), 0);
    }

    // File › Export for Improved Initiative…: the ruleset's library and the encounter, read back
    // as the same names (another ruleset's entry stays out); a folder that does not exist is an
    // error, and no file is left.
    void exportReadsBack()
    {
        ImportPreviewDialog *dialog
            = m_import->importFile(fixture(u"improved-initiative.json"_s), u"d20-ascending"_s);
        QVERIFY(dialog);
        dialog->accept();
        const qint64 encounter = m_controller->campaign()->encounters().list().front().id;
        // Another ruleset's monster stays out of a d20-ascending file.
        LibraryEntry ogre = stored(u"Ogre"_s, 29);
        ogre.rulesetId = u"castles-crusades"_s;
        QVERIFY(m_controller->addLibraryEntry(ogre).ok());
        ExportController exporter(m_controller.get(), m_window.get());
        QSignalSpy message(&exporter, &ExportController::message);
        const QString path = m_dir->filePath(u"out.json"_s);
        QVERIFY(!exporter.exportTo(path, encounter, u"d20-ascending"_s));
        QCOMPARE(message.size(), 1);
        QVERIFY2(message.at(0).at(0).toString().startsWith(
                     u"Exported 4 library entries of d20 Ascending AC (OSR \"17 Combat\")"_s),
            qPrintable(message.at(0).at(0).toString()));

        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        ImportReader::Options options;
        options.statLinesRuleset = u"d20-ascending"_s;
        const auto back = ImportReader::read(file.readAll(), m_controller->rulesets(), options);
        QVERIFY2(back.ok(), qPrintable(back.ok() ? QString() : back.error()));
        QCOMPARE(back->format, ImportReader::Format::ImprovedInitiative);
        QStringList backNames;
        for (const auto &e : back->entries)
            backNames << e.name;
        backNames.sort();
        QStringList d20Names = names();
        d20Names.removeOne(u"Ogre"_s);
        QCOMPARE(backNames, d20Names);
        QCOMPARE(back->encounters.size(), 1u);
        QCOMPARE(back->encounters.front().name, u"Road ambush"_s);

        const QString nowhere = m_dir->filePath(u"no/such/folder/out.json"_s);
        const auto failed = exporter.exportTo(nowhere, 0, u"d20-ascending"_s);
        QVERIFY(failed);
        QVERIFY(!failed->isEmpty());
        QVERIFY(!QFile::exists(nowhere));
    }

    // File › Export Encounter…: the open encounter as a Fray encounter file that reads back as
    // the same encounter; a folder that does not exist is an error, and no file is left.
    void encounterExportReadsBack()
    {
        ImportPreviewDialog *dialog
            = m_import->importFile(fixture(u"improved-initiative.json"_s), u"d20-ascending"_s);
        QVERIFY(dialog);
        dialog->accept();
        const qint64 id = m_controller->campaign()->encounters().list().front().id;
        const auto state = m_controller->campaign()->encounters().load(id);
        QVERIFY(state.ok());
        const QString path = m_dir->filePath(u"Road ambush.fray.json"_s);
        QCOMPARE(ExportController::exportEncounterTo(path, *state), std::nullopt);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const auto back = Fray::Io::EncounterJson::fromJson(file.readAll());
        QVERIFY(back.ok());
        QCOMPARE(back->name, u"Road ambush"_s);
        QVERIFY(*back == *state);

        const QString nowhere = m_dir->filePath(u"no/such/folder/fight.fray.json"_s);
        QVERIFY(ExportController::exportEncounterTo(nowhere, *state));
        QVERIFY(!QFile::exists(nowhere));
    }

private:
    QStringList names() const
    {
        QStringList out;
        const auto all = m_controller->campaign()->library().all();
        for (const auto &e : *all)
            out << e.name;
        out.sort();
        return out;
    }

    qint64 goblinHp() const
    {
        const auto all = m_controller->campaign()->library().all();
        for (const auto &e : *all) {
            if (e.name == u"Goblin")
                return e.prototype.maxHp;
        }
        return -1;
    }

    QTemporaryDir m_settings;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QWidget> m_window;
    std::unique_ptr<CampaignController> m_controller;
    ImportController *m_import = nullptr;
    std::unique_ptr<QSignalSpy> m_library, m_failed;
};

QTEST_MAIN(TestImportWindow)
#include "tst_import_window.moc"
