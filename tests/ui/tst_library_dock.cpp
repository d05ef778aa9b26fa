// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "HermeticTest.h"
#include "core/library/EntryDrag.h"
#include "ui/campaign/CampaignController.h"
#include "ui/forms/CombatantEditor.h"
#include "ui/library/LibraryDock.h"
#include "ui/library/LibraryModel.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <memory>

using Fray::Encounter::AddCombatantsCommand;
using Fray::Library::LibraryEntry;
using Fray::Ui::CampaignController;
using Fray::Ui::LibraryDock;
using Fray::Ui::LibraryModel;
using HitPoints = AddCombatantsCommand::HitPoints;

namespace {

LibraryEntry makeEntry(const QString &name, const QString &kind, const QString &ruleset,
    const QStringList &tags, const QString &hitDice, qint64 hp)
{
    LibraryEntry e;
    e.name = name;
    e.kind = kind;
    e.rulesetId = ruleset;
    e.tags = tags;
    e.hitDice = hitDice;
    e.prototype.name = name;
    e.prototype.maxHp = e.prototype.hp = e.prototype.startHp = hp;
    return e;
}

const QString cc = QStringLiteral("castles-crusades");
const QString brp = QStringLiteral("basic-roleplaying");

} // namespace

class TestLibraryDock : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("FrayTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_library_dock"));
        QVERIFY(m_settingsDir.isValid());
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settingsDir.path());
    }

    // A fresh campaign with six entries, and a dock over it, for every test.
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        m_controller = std::make_unique<CampaignController>();
        const auto error = m_controller->open(m_dir->filePath(QStringLiteral("test.fray")));
        QVERIFY2(!error, qPrintable(error.value_or(QString())));
        const QStringList goblinoid{QStringLiteral("goblinoid")};
        for (const LibraryEntry &e : {
                 makeEntry(QStringLiteral("Goblin"), QStringLiteral("monster"), cc, goblinoid,
                     QStringLiteral("1d8"), 4),
                 makeEntry(QStringLiteral("Goblin archer"), QStringLiteral("monster"), cc,
                     goblinoid + QStringList{QStringLiteral("archer")}, QStringLiteral("1d8"), 4),
                 makeEntry(QStringLiteral("Hobgoblin chief"), QStringLiteral("monster"), cc,
                     goblinoid, QStringLiteral("2d8+2"), 11),
                 makeEntry(QStringLiteral("Orc"), QStringLiteral("monster"), cc, {}, {}, 6),
                 makeEntry(QStringLiteral("Fighter"), QStringLiteral("character"), cc, {}, {}, 12),
                 makeEntry(QStringLiteral("Troll"), QStringLiteral("monster"), brp, {}, {}, 30),
             }) {
            const auto id = m_controller->addLibraryEntry(e);
            QVERIFY2(id, qPrintable(id ? QString() : id.error()));
        }
        m_dock = std::make_unique<LibraryDock>(m_controller.get());
        m_dock->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_dock.get()));
    }

    void cleanup()
    {
        m_dock.reset();
        m_controller.reset();
        m_dir.reset();
    }

    void showsTheWholeSmallLibrary()
    {
        QCOMPARE(names(),
            (QStringList{QStringLiteral("Fighter"), QStringLiteral("Goblin"),
                QStringLiteral("Goblin archer"), QStringLiteral("Hobgoblin chief"),
                QStringLiteral("Orc"), QStringLiteral("Troll")}));
        QCOMPARE(child<QLabel>("resultsLabel")->text(), QStringLiteral("6 found"));
    }

    void typingFiltersWithoutEnter()
    {
        QAbstractItemModel *model = view()->model();
        QSignalSpy resets(model, &QAbstractItemModel::modelReset);
        QLineEdit *search = child<QLineEdit>("searchEdit");
        QTest::keyClick(search, Qt::Key_G);
        // "g" is in Fighter too.
        QCOMPARE(names(),
            (QStringList{QStringLiteral("Fighter"), QStringLiteral("Goblin"),
                QStringLiteral("Goblin archer"), QStringLiteral("Hobgoblin chief")}));
        QTest::keyClicks(search, QStringLiteral("ob"));
        QCOMPARE(resets.size(), 3); // one search per keystroke, none waiting for Enter
        QCOMPARE(names(),
            (QStringList{QStringLiteral("Goblin"), QStringLiteral("Goblin archer"),
                QStringLiteral("Hobgoblin chief")}));
        // The first match is chosen, so Add works straight away.
        QCOMPARE(view()->selectionModel()->selectedRows().size(), 1);
        QCOMPARE(view()->selectionModel()->selectedRows().constFirst().row(), 0);

        QTest::keyClicks(search, QStringLiteral(" arch"));
        QCOMPARE(names(), QStringList{QStringLiteral("Goblin archer")});
        search->clear();
        QCOMPARE(model->rowCount(), 6);
    }

    void kindFilter()
    {
        QComboBox *kind = child<QComboBox>("kindCombo");
        kind->setCurrentIndex(kind->findData(QStringLiteral("character")));
        QCOMPARE(names(), QStringList{QStringLiteral("Fighter")});
        kind->setCurrentIndex(kind->findData(QStringLiteral("monster")));
        QCOMPARE(names(),
            (QStringList{QStringLiteral("Goblin"), QStringLiteral("Goblin archer"),
                QStringLiteral("Hobgoblin chief"), QStringLiteral("Orc"),
                QStringLiteral("Troll")}));
        kind->setCurrentIndex(kind->findData(QStringLiteral("template")));
        QCOMPARE(view()->model()->rowCount(), 0);
        QCOMPARE(child<QLabel>("resultsLabel")->text(), QStringLiteral("Nothing matches"));
    }

    void rulesetFilterStartsAtTheEncountersRuleset()
    {
        QComboBox *ruleset = child<QComboBox>("rulesetCombo");
        QCOMPARE(ruleset->currentData().toString(), QString()); // all, until an encounter is open
        QVERIFY(ruleset->findData(cc) > 0);
        QVERIFY(ruleset->findData(brp) > 0);
        m_dock->setRuleset(brp);
        QCOMPARE(ruleset->currentData().toString(), brp);
        QCOMPARE(names(), QStringList{QStringLiteral("Troll")});
        QVERIFY(view()->isColumnHidden(LibraryModel::Ruleset));
        ruleset->setCurrentIndex(0);
        QCOMPARE(view()->model()->rowCount(), 6);
        QVERIFY(!view()->isColumnHidden(LibraryModel::Ruleset));
    }

    void addEmitsTheEntryWithCountAndMode()
    {
        QSignalSpy added(m_dock.get(), &LibraryDock::addRequested);
        QTest::keyClicks(child<QLineEdit>("searchEdit"), QStringLiteral("hobgob"));
        QCOMPARE(names(), QStringList{QStringLiteral("Hobgoblin chief")});
        child<QSpinBox>("countSpin")->setValue(8);
        child<QComboBox>("hpModeCombo")->setCurrentIndex(1); // Average HP
        QTest::mouseClick(child<QPushButton>("addButton"), Qt::LeftButton);
        QCOMPARE(added.size(), 1);
        const auto entry = added.at(0).at(0).value<LibraryEntry>();
        QCOMPARE(entry.name, QStringLiteral("Hobgoblin chief"));
        QCOMPARE(entry.hitDice, QStringLiteral("2d8+2"));
        QCOMPARE(added.at(0).at(1).value<qint64>(), 8);
        QCOMPARE(added.at(0).at(2).value<HitPoints>(), HitPoints::Average);

        // Without hit dice there is nothing to roll or average: as listed.
        child<QLineEdit>("searchEdit")->setText(QStringLiteral("fighter"));
        child<QComboBox>("hpModeCombo")->setCurrentIndex(0); // Roll HP
        QTest::mouseClick(child<QPushButton>("addButton"), Qt::LeftButton);
        QCOMPARE(added.size(), 2);
        QCOMPARE(added.at(1).at(0).value<LibraryEntry>().name, QStringLiteral("Fighter"));
        QCOMPARE(added.at(1).at(2).value<HitPoints>(), HitPoints::Fixed);
    }

    void entriesOfAnotherRulesetAreNotAdded()
    {
        QSignalSpy added(m_dock.get(), &LibraryDock::addRequested);
        QSignalSpy messages(m_dock.get(), &LibraryDock::message);
        m_dock->setRuleset(cc);
        child<QComboBox>("rulesetCombo")->setCurrentIndex(0); // all rulesets
        child<QLineEdit>("searchEdit")->setText(QStringLiteral("troll"));
        QCOMPARE(names(), QStringList{QStringLiteral("Troll")});
        QTest::mouseClick(child<QPushButton>("addButton"), Qt::LeftButton);
        QCOMPARE(added.size(), 0);
        QCOMPARE(messages.size(), 1);
        QVERIFY2(messages.at(0).at(0).toString().startsWith(QStringLiteral("Troll is written for")),
            qPrintable(messages.at(0).at(0).toString()));
    }

    void deleteAsksFirst()
    {
        child<QLineEdit>("searchEdit")->setText(QStringLiteral("orc"));
        QCOMPARE(names(), QStringList{QStringLiteral("Orc")});

        answerNextMessageBox(QMessageBox::No);
        QTest::mouseClick(child<QPushButton>("deleteButton"), Qt::LeftButton);
        QCOMPARE(m_controller->campaign()->library().count(), 6);

        QSignalSpy changed(m_controller.get(), &CampaignController::libraryChanged);
        answerNextMessageBox(QMessageBox::Yes);
        QTest::mouseClick(child<QPushButton>("deleteButton"), Qt::LeftButton);
        QCOMPARE(m_controller->campaign()->library().count(), 5);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(view()->model()->rowCount(), 0);
    }

    void editWritesThroughTheCampaign()
    {
        child<QLineEdit>("searchEdit")->setText(QStringLiteral("orc"));
        const qint64 id = view()->model()->index(0, 0).data(LibraryModel::EntryIdRole).toLongLong();
        QTimer::singleShot(0, this, [] {
            auto *editor
                = qobject_cast<Fray::Ui::CombatantEditor *>(QApplication::activeModalWidget());
            QVERIFY(editor);
            editor->findChild<QLineEdit *>(QStringLiteral("nameEdit"))
                ->setText(QStringLiteral("Orc chief"));
            editor->findChild<QLineEdit *>(QStringLiteral("hpEdit"))
                ->setText(QStringLiteral("3d8"));
            editor->findChild<QPushButton *>(QStringLiteral("addReminderButton"))->click();
            QAbstractItemModel *reminders
                = editor->findChild<QTableView *>(QStringLiteral("remindersView"))->model();
            reminders->setData(reminders->index(0, 1), QStringLiteral("calls for help"));
            reminders->setData(reminders->index(0, 0), QStringLiteral("End of round"));
            editor->accept();
        });
        QTest::mouseClick(child<QPushButton>("editButton"), Qt::LeftButton);
        const auto stored = m_controller->campaign()->library().entry(id);
        QVERIFY(stored);
        QCOMPARE(stored->name, QStringLiteral("Orc chief"));
        QCOMPARE(stored->hitDice, QStringLiteral("3d8"));
        QCOMPARE(stored->prototype.maxHp, 13); // 3 × 4.5, rounded down
        QCOMPARE(stored->rulesetId, cc);
        QCOMPARE(stored->prototype.reminders.size(), std::size_t(1));
        QCOMPARE(stored->prototype.reminders[0],
            (Fray::Rules::Reminder{
                QStringLiteral("calls for help"), Fray::Rules::Reminder::When::EndOfRound}));
    }

    void modelIsWellBehavedAndDragsIds()
    {
        LibraryModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        model.setCampaign(m_controller->campaign());
        QCOMPARE(model.rowCount(), 6);
        model.setFilter(QStringLiteral("gob"), cc, QStringLiteral("monster"));
        QCOMPARE(model.rowCount(), 3);
        model.setFilter(QString(), brp, QString());
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(resets.size(), 3);

        model.setFilter(QString(), QString(), QString());
        const int goblin = 1; // sorted by name: Fighter, Goblin, ...
        QCOMPARE(
            model.index(goblin, LibraryModel::Name).data().toString(), QStringLiteral("Goblin"));
        QCOMPARE(
            model.index(goblin, LibraryModel::Kind).data().toString(), QStringLiteral("Monster"));
        QCOMPARE(
            model.index(goblin, LibraryModel::Kind).data(LibraryModel::RawValueRole).toString(),
            QStringLiteral("monster"));
        QCOMPARE(
            model.index(goblin, LibraryModel::Ruleset).data(LibraryModel::RawValueRole).toString(),
            cc);
        QCOMPARE(
            model.index(goblin, LibraryModel::HitPoints).data().toString(), QStringLiteral("1d8"));
        QCOMPARE(model.index(0, LibraryModel::HitPoints).data().toString(), QStringLiteral("12"));

        QVERIFY(model.flags(model.index(0, 0)) & Qt::ItemIsDragEnabled);
        QCOMPARE(
            model.mimeTypes(), QStringList{QStringLiteral("application/x-fray-library-entry")});
        const qint64 fighterId = model.index(0, 0).data(LibraryModel::EntryIdRole).toLongLong();
        const qint64 goblinId = model.index(goblin, 0).data(LibraryModel::EntryIdRole).toLongLong();
        QVERIFY(fighterId > 0 && goblinId > 0 && fighterId != goblinId);
        // A dragged row brings every column's index: each entry still travels once.
        const std::unique_ptr<QMimeData> mime(model.mimeData({model.index(goblin, 0),
            model.index(goblin, 2), model.index(0, 1), model.index(0, 4)}));
        QVERIFY(mime);
        QVERIFY(mime->hasFormat(QStringLiteral("application/x-fray-library-entry")));
        QCOMPARE(
            Fray::Library::EntryDrag::entryIds(mime.get()), (QList<qint64>{fighterId, goblinId}));
    }

    void tenThousandEntriesAreNeverLoadedWhole()
    {
        std::vector<LibraryEntry> skeletons;
        for (int i = 0; i < 10'000; ++i)
            skeletons.push_back(
                makeEntry(QStringLiteral("Skeleton %1").arg(i, 5, 10, QLatin1Char('0')),
                    QStringLiteral("monster"), cc, {QStringLiteral("undead")}, {}, 5));
        const auto error = m_controller->addLibraryEntries(skeletons);
        QVERIFY2(!error, qPrintable(error.value_or(QString())));
        QCOMPARE(view()->model()->rowCount(), LibraryModel::limit);
        QCOMPARE(child<QLabel>("resultsLabel")->text(),
            QStringLiteral("The first 200 matches; type more to narrow the search"));
        child<QLineEdit>("searchEdit")->setText(QStringLiteral("skeleton 09999"));
        QCOMPARE(names(), QStringList{QStringLiteral("Skeleton 09999")});
    }

private:
    template<typename T>
    T *child(const char *name) const
    {
        T *w = m_dock->findChild<T *>(QString::fromLatin1(name));
        Q_ASSERT(w);
        return w;
    }
    QTableView *view() const { return child<QTableView>("libraryView"); }
    QStringList names() const
    {
        QStringList list;
        const QAbstractItemModel *model = view()->model();
        for (int row = 0; row < model->rowCount(); ++row)
            list << model->index(row, LibraryModel::Name).data().toString();
        return list;
    }
    // Answers the confirmation the next click opens.
    void answerNextMessageBox(QMessageBox::StandardButton answer)
    {
        QTimer::singleShot(0, this, [answer] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            QVERIFY(box);
            box->button(answer)->click();
        });
    }

    QTemporaryDir m_settingsDir;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<CampaignController> m_controller;
    std::unique_ptr<LibraryDock> m_dock;
};

QTEST_MAIN(TestLibraryDock)
#include "tst_library_dock.moc"
